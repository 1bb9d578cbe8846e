"""Which notifications a table change owes its players (pure; docs/api.md, "Notifications").
A change that starts or finishes a game tells every seat linked to a player (`table_started`,
`table_finished`); a seat whose turn comes with a minute or more to play it (or no time limit)
is told `your_turn`. The table service schedules them in the same save as the change, as
webhook deliveries to the player's inbox (service/tables/webhooks.py), which a worker writes
(service/players/inbox.py): each under its own key, so it lands once however often the
delivery is attempted."""

from __future__ import annotations

import msgspec

from service.games.base import AnyGame
from service.tables import lifecycle
from service.tables.models import Table

YOUR_TURN_MS = 60_000  # a shorter turn is over before a notification would help


class Notice(msgspec.Struct, frozen=True):
    """A notification for `player`, under `key` (once per key), its body as the inbox keeps it."""

    player: str
    key: str
    body: bytes


_encode = msgspec.json.Encoder().encode


def linked(table: Table) -> dict[int, str]:
    """Seat -> the player it is linked to (seats of people who came with a player identity)."""
    return {seat: member.player for seat, member in enumerate(table.members) if member.player}


def to_act(game: AnyGame, table: Table) -> frozenset[int]:
    if table.status != "playing" or table.state is None:
        return frozenset()
    return frozenset(game.to_act(lifecycle.game_state(game, table)))


def notices(before: Table, after: Table, game: AnyGame, now_ms: int) -> list[Notice]:
    players = linked(after)
    if not players:  # nobody to tell: no state decoded on the hot path
        return []
    ident = f"{after.code}:{after.created_ms}"

    def note(seat: int, kind: str, key: str) -> Notice:
        body = {"kind": kind, "created_ms": now_ms, "table": after.code, "game": after.game}
        return Notice(players[seat], f"{kind}:{ident}:{key}", _encode(body))

    found: list[Notice] = []
    if before.status == "lobby" and after.status == "playing":
        found += [note(seat, "table_started", "") for seat in players]
    if after.finished and not before.finished and after.started_version is not None:
        found += [note(seat, "table_finished", "") for seat in players]
    if after.status == "playing":
        waiting = to_act(game, before) if before.version != after.version else frozenset()
        for seat in sorted(to_act(game, after) - waiting):
            deadline = after.deadlines.get(seat)
            turn = None if deadline is None else deadline - after.turn_started.get(seat, now_ms)
            if seat in players and (turn is None or turn >= YOUR_TURN_MS):
                found.append(note(seat, "your_turn", str(after.version)))
    return found
