"""A Swiss round: the active players grouped by score into tables of the event's size.

1. Active: registered for this round (`joined_round`), not withdrawn.
2. The table plan: the fewest byes, then tables as equal as they can be between
   `smallest_table` and `seats` (10 players at three seats, tables of 2 allowed: 3, 3, 2, 2;
   tables of 3 only: 3, 3, 3 and a bye). Smaller tables sit at the bottom of the standings.
3. Byes: to the players with the fewest byes so far, then the lowest score, then the lowest
   rating, then a lot drawn from the seed: nobody has a second bye before everyone active has
   had one.
4. Order: score, then rating, then the lot; within a score group the players are dealt as
   a Dutch Swiss deals them (split into `seats` slices, table k takes the k-th of each
   slice), so round 1's top seeds are spread over the top tables rather than all at table 1.
5. Tables: grouping.partition, top down, with the fewest repeated opponents it finds, and
   players who blocked one another (`apart`) at different tables whenever the sizes allow
   (they float a table, as a repeat does; when no pairing separates them, they sit together).
6. Seats: seating.seat_order balances who opens.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from random import Random

from service.tournaments.errors import NotEnoughPlayers
from service.tournaments.grouping import Apart, partition
from service.tournaments.models import (
    Bye,
    Entry,
    PairedTable,
    Round,
    TableResult,
    TournamentSettings,
)
from service.tournaments.scoring import in_order, met, scores
from service.tournaments.seating import SeatHistory, seat_order


def table_plan(players: int, seats: int, smallest: int) -> tuple[list[int], int]:
    """(table sizes, largest first; number of byes) for `players` players."""
    if players < smallest:
        raise NotEnoughPlayers(f"{players} players cannot fill a table of {smallest}")
    for byes in range(players + 1):
        seated = players - byes
        tables = -(-seated // seats)
        if seated >= tables * smallest:
            base, extra = divmod(seated, tables)
            return [base + 1] * extra + [base] * (tables - extra), byes
    raise AssertionError("unreachable: one table of `smallest` always fits")


def active(players: Iterable[Entry], round_number: int) -> list[Entry]:
    return [p for p in players if not p.withdrawn and p.joined_round <= round_number]


def _dealt(group: Sequence[str], seats: int) -> list[str]:
    """A score group in the Dutch deal's order: slice k's i-th player is the k-th of table i."""
    per_slice = -(-len(group) // seats)
    slices = [group[k * per_slice : (k + 1) * per_slice] for k in range(seats)]
    return [s[i] for i in range(per_slice) for s in slices if i < len(s)]


def pair_round(
    settings: TournamentSettings,
    players: Iterable[Entry],
    results: Iterable[TableResult],
    byes: Iterable[Bye],
    round_number: int,
    seed: int = 0,
    apart: Apart | None = None,
) -> Round:
    """Round `round_number`'s tables and byes, from the results and byes of the rounds
    before. The same arguments give the same round (`seed` draws the lots that order
    players level on score and rating; `apart`: who blocked whom, kept both ways)."""
    playing = active(players, round_number)
    results = in_order(results)
    byes = list(byes)
    sizes, bye_count = table_plan(len(playing), settings.seats, settings.smallest_table)
    score = scores(settings, results, byes)
    had_bye = Counter(b.player for b in byes)
    rng = Random(f"swiss:{seed}:{round_number}")
    lot = {p.id: rng.random() for p in sorted(playing, key=lambda p: p.id)}
    zero = Fraction(0)

    sitting_out = sorted(
        playing, key=lambda p: (had_bye[p.id], score.get(p.id, zero), p.rating, lot[p.id])
    )[:bye_count]
    out = {p.id for p in sitting_out}
    ranked = sorted(
        (p for p in playing if p.id not in out),
        key=lambda p: (-score.get(p.id, zero), -p.rating, lot[p.id]),
    )
    order: list[str] = []
    group: list[str] = []
    for i, player in enumerate(ranked):
        group.append(player.id)
        last = i + 1 == len(ranked)
        if last or score.get(ranked[i + 1].id, zero) != score.get(player.id, zero):
            order += _dealt(group, settings.seats)
            group = []

    history = SeatHistory(results)
    tables = partition(order, sizes, met(results), apart=apart)
    return Round(
        number=round_number,
        tables=[PairedTable(seats=seat_order(table, history)) for table in tables],
        byes=[p.id for p in sitting_out],
    )
