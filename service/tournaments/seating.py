"""Who sits where at a table: seat 0 opens, and in games where opening matters the event
balances it. Each seat, from the first, goes to the player who sat there least often; level:
the one who did not sit there in their last game; still level: the one who sat at later
seats more often; then the better placed (the order the table was formed in). At two seats
this is a chess Swiss's colour alternation: whoever opened less opens, else whoever did not
open last time."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence

from service.tournaments.models import TableResult


class SeatHistory:
    """How often each player sat at each seat, and where they sat last."""

    def __init__(self, results: Iterable[TableResult]) -> None:
        self.counts: dict[str, dict[int, int]] = defaultdict(dict)
        self.last: dict[str, int] = {}
        ordered = sorted(results, key=lambda r: (r.round, r.finished, r.code))
        for result in ordered:
            for seat, player in enumerate(result.seats):
                self.counts[player][seat] = self.counts[player].get(seat, 0) + 1
                self.last[player] = seat

    def times(self, player: str, seat: int) -> int:
        return self.counts.get(player, {}).get(seat, 0)

    def later(self, player: str, seat: int) -> int:
        mine: Mapping[int, int] = self.counts.get(player, {})
        return sum(times for at, times in mine.items() if at > seat)


def seat_order(table: Sequence[str], history: SeatHistory) -> list[str]:
    """`table` (best placed first) in seat order."""
    left = list(table)
    seated = []
    for seat in range(len(table)):
        rank = {player: i for i, player in enumerate(left)}
        chosen = min(
            left,
            key=lambda p: (
                history.times(p, seat),
                history.last.get(p) == seat,
                -history.later(p, seat),
                rank[p],
            ),
        )
        left.remove(chosen)
        seated.append(chosen)
    return seated
