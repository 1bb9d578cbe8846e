"""What a tournament's save owes its players' inboxes (pure; docs/api.md, "Notifications"):
when a table of a round has been opened (it exists and has started: the save that marks it
opened), each player seated at it is told `tournament_round` with the table's code, the
tournament and the round. The store schedules them in that same save's script, as the
tables schedule theirs (service/tables/notices.py): deliveries a worker writes to the inbox,
each under a key of its own (the tournament, its creation time and the table's code), so a
round opened again by a retried job, or a delivery attempted twice, notifies once."""

from __future__ import annotations

import msgspec

from service.tables.webhooks import Delivery, delivery_field, encode_delivery
from service.tournaments.state import Tournament

KIND = "tournament_round"

_encode = msgspec.json.Encoder().encode


def notice_key(tournament: Tournament, code: str) -> str:
    return f"{KIND}:{tournament.id}:{tournament.created_ms}:{code}"


def round_ready(before: Tournament, after: Tournament, now_ms: int) -> list[tuple[str, bytes]]:
    """(field, record) of each notification the change from `before` to `after` owes: one per
    player at every table `after` marks opened that `before` did not."""
    was_open = {table.code for table in before.tables if table.opened}
    owed: list[tuple[str, bytes]] = []
    for table in after.tables:
        if not table.opened or table.code in was_open or table.result is not None:
            continue
        body = _encode(
            {
                "kind": KIND,
                "created_ms": now_ms,
                "table": table.code,
                "game": after.settings.game,
                "tournament": after.id,
                "round": table.round,
            }
        ).decode()
        for player in dict.fromkeys(table.seats):
            delivery = Delivery(
                id=notice_key(after, table.code),
                url="",
                body=body,
                inbox=player,
                app=after.app,  # its `player.notified` message goes to this app's endpoints
            )
            owed.append((delivery_field(delivery, 0), encode_delivery(delivery)))
    return owed
