"""Quick play's tables that start by themselves (docs/players.md, "Tables that start by
themselves"), as pure transitions. A lobby opened with `seats_wanted` starts once `max` seats
are taken, or, once its wait (counted from its creation, scaled like every timer) has run out,
with `min` or more. At that moment every human seat not connected (C8: no poll or action within
the presence window) leaves the table first, each with a `player_left` event. A playing host
that leaves hands the host's place (its rights, the lobby's last seat) to the earliest
remaining human (`host_changed`); with no human left, the table is cancelled. If too few seats
remain, the table waits on (still listed for quick play)."""

from __future__ import annotations

from msgspec.structs import replace

from service.core import errors
from service.games.base import AnyGame, Outcome
from service.tables import events as ev
from service.tables import lifecycle
from service.tables.lifecycle import Step
from service.tables.models import Table
from service.tables.step import start_game
from service.tables.timing import Clock

NOT_CONNECTED = "not_connected"


def wait_ends_ms(table: Table, clock: Clock) -> int | None:
    """When a range's wait runs out (None: no seats wanted, or an exact count)."""
    wanted = table.seats_wanted
    if wanted is None or wanted.min == wanted.max:
        return None
    return table.created_ms + clock.ms(wanted.wait_seconds)


def due(table: Table, clock: Clock) -> bool:
    """Whether the lobby starts now (before anyone not connected leaves it)."""
    wanted = table.seats_wanted
    if wanted is None or table.status != "lobby":
        return False
    seated = lifecycle.seat_count(table)
    ends = wait_ends_ms(table, clock)
    return seated >= wanted.max or (
        ends is not None and clock.now_ms >= ends and seated >= wanted.min
    )


def next_wake(table: Table, clock: Clock) -> int | None:
    """The timer a waiting lobby needs: the end of its wait, while that lies ahead and enough
    seats are taken for it to start then (a later join that is enough starts it at once)."""
    wanted, ends = table.seats_wanted, wait_ends_ms(table, clock)
    if wanted is None or ends is None or table.status != "lobby" or ends <= clock.now_ms:
        return None
    return ends if lifecycle.seat_count(table) >= wanted.min else None


def settle(
    table: Table, game: AnyGame, here: set[bytes], clock: Clock, step: Step
) -> tuple[Table, Step]:
    """`table` as a change leaves it (its version bumped, `step` what it did so far) started
    if it is due, after the seats not `here` (token hashes connected now) left it; as it is
    if not due."""
    if not due(table, clock):
        return table, step
    table = leave_absent(table, here, step)
    if not due(table, clock):
        return table, step
    try:
        # The start belongs to this change's version: the table before it comes in.
        started, start = start_game(replace(table, version=table.version - 1), game, clock)
    except errors.CannotStart:  # e.g. only bots remain: it waits for its host
        return table, step
    return started, Step([*step.events, *start.events], [*step.moves, *start.moves])


def leave_absent(table: Table, here: set[bytes], step: Step) -> Table:
    """The lobby without its human seats not `here` (see the module)."""
    gone = [m for m in table.members if m.bot is None and m.token_hash not in here]
    for member in gone:
        step.events.append(
            ev.PlayerLeft(name=member.name, reason=NOT_CONNECTED, member=member.id).logged()
        )
    members = [m for m in table.members if m.id not in {g.id for g in gone}]
    table = replace(table, members=members)
    if not table.host_plays or table.host_token_hash in here:
        return table
    step.events.append(ev.PlayerLeft(name=table.host_name, reason=NOT_CONNECTED).logged())
    heir = next((m for m in members if m.bot is None), None)
    if heir is None or heir.token_hash is None:
        step.events.append(ev.TableCancelled(scores=None).logged())
        why = {"cancelled_by": "quickplay", "reason": NOT_CONNECTED}
        return replace(table, status="cancelled", result=Outcome("cancelled", details=why))
    step.events.append(ev.HostChanged(name=heir.name, member=heir.id).logged())
    return replace(
        table,
        host_name=heir.name,
        host_token_hash=heir.token_hash,
        host_player=heir.player,
        members=[m for m in members if m.id != heir.id],
    )
