"""Points and standings: pure functions of the settings, the players and the results (and
byes), whatever order the results come in. Arithmetic is exact (Fraction): tied places share
thirds or fifths of points, and sums of exact numbers do not depend on their order."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from fractions import Fraction

from service.tournaments.errors import InvalidResult
from service.tournaments.models import Bye, Entry, StandingRow, TableResult, TournamentSettings


def place_points(settings: TournamentSettings, size: int) -> list[Fraction]:
    """Points for places 1..size at a table of `size`. A full table uses `settings.points`
    (default seats-1, ..., 0: 3/2/1/0 at four seats). A smaller table (a Swiss remainder,
    the arena's wait limit) is scored on the same scale stretched over its places: first
    earns the full table's first, last its last, the places between evenly spaced on the
    full table's curve, so a seat's mean is the same at any table (3, 1.5, 0 for three at
    a four-seat event)."""
    full = (
        [Fraction(p) for p in settings.points]
        if settings.points is not None
        else [Fraction(settings.seats - 1 - place) for place in range(settings.seats)]
    )
    if size == settings.seats:
        return full
    if not (2 <= size < settings.seats):
        raise InvalidResult(f"a table of {size} at an event of {settings.seats} seats")
    stretched = []
    for place in range(size):
        position = Fraction(place * (settings.seats - 1), size - 1)
        below = int(position)  # floor: position >= 0
        part = position - below
        above = min(below + 1, settings.seats - 1)
        stretched.append(full[below] + (full[above] - full[below]) * part)
    return stretched


def bye_points(settings: TournamentSettings) -> Fraction:
    """A bye's points: as configured, else a full table's mean (1.5 at four seats, 0.5 at
    two: what a seat earns on average, so a bye neither lifts nor sinks a player)."""
    if settings.bye_points is not None:
        return Fraction(settings.bye_points)
    full = place_points(settings, settings.seats)
    return sum(full, Fraction(0)) / len(full)


def check_result(result: TableResult) -> None:
    """The result's seats, placements and forfeits fit together, or InvalidResult."""
    if len(result.seats) < 2 or len(set(result.seats)) != len(result.seats):
        raise InvalidResult(f"table {result.code}: at least two different players")
    if len(result.placements) != len(result.seats) or min(result.placements) < 1:
        raise InvalidResult(f"table {result.code}: one placement (1 or more) per seat")
    if not set(result.forfeits) <= set(result.seats):
        raise InvalidResult(f"table {result.code}: a forfeit by a player not seated there")


def _order_keys(result: TableResult) -> dict[str, tuple[bool, int]]:
    """Each player's key in the table's order: (absent, placement), a no-show's placement
    read as 0. A lower key is ahead; equal keys are level."""
    absent = result.forfeits
    return {
        player: (True, 0) if player in absent else (False, value)
        for player, value in zip(result.seats, result.placements, strict=True)
    }


def places(result: TableResult) -> dict[str, tuple[int, int]]:
    """Each player's (first place covered, number of places covered). Those who came are
    ordered by their placement numbers, equal numbers tied over consecutive places; only the
    order counts (1,1,2 and 1,1,3 are the same result: two share first). No-shows come after
    all of them, tied with each other, whatever the game placed them."""
    keys = _order_keys(result)
    counts = Counter(keys.values())
    covered: dict[tuple[bool, int], tuple[int, int]] = {}
    start = 0
    for key in sorted(counts):
        covered[key] = (start, counts[key])
        start += counts[key]
    return {player: covered[key] for player, key in keys.items()}


def table_points(
    settings: TournamentSettings,
    result: TableResult,
    scales: dict[int, list[Fraction]] | None = None,
) -> dict[str, Fraction]:
    """Each player's points at the table. Tied players share the points of the places they
    cover, averaged (two sharing first at four seats: 2.5 each). A no-show scores 0 and
    drops below everyone who came; those keep their order and move up into the places it
    left (at two seats the one who came wins)."""
    return scored(settings, result, scales)[0]


def scored(
    settings: TournamentSettings,
    result: TableResult,
    scales: dict[int, list[Fraction]] | None = None,
) -> tuple[dict[str, Fraction], str | None]:
    """table_points and the table's winner (`won`: first place alone; None if nobody),
    from one reading of the result."""
    check_result(result)
    size = len(result.seats)
    scales = {} if scales is None else scales  # place_points by size, kept by the caller
    if size not in scales:
        scales[size] = place_points(settings, size)
    scale = scales[size]
    points = {}
    winner = None
    for player, (start, count) in places(result).items():
        if player in result.forfeits:
            points[player] = Fraction(0)
        elif count == 1:
            points[player] = scale[start]
            if start == 0:
                winner = player
        else:
            points[player] = sum(scale[start : start + count], Fraction(0)) / count
    return points, winner


def result_against(result: TableResult, player: str, opponent: str) -> Fraction:
    """`player`'s result against `opponent` at this table: 1 ahead, 1/2 level, 0 behind. A
    no-show is behind everyone who showed up and level with other no-shows."""
    absent_a, absent_b = player in result.forfeits, opponent in result.forfeits
    if absent_a or absent_b:
        return Fraction(1, 2) if absent_a and absent_b else Fraction(int(absent_b))
    place = dict(zip(result.seats, result.placements, strict=True))
    a, b = place[player], place[opponent]
    return Fraction(1) if a < b else Fraction(1, 2) if a == b else Fraction(0)


def won(result: TableResult, player: str) -> bool:
    """A win: first place alone, having shown up (a shared first is not a win)."""
    return player not in result.forfeits and places(result)[player] == (0, 1)


def in_order(results: Iterable[TableResult]) -> list[TableResult]:
    """Results in a fixed order (round, finish order, code) whatever order they came in."""
    return sorted(results, key=lambda r: (r.round, r.finished, r.code))


def scores(
    settings: TournamentSettings, results: Iterable[TableResult], byes: Iterable[Bye] = ()
) -> dict[str, Fraction]:
    """Each player's Swiss score: points of every table plus every bye."""
    total: dict[str, Fraction] = defaultdict(Fraction)
    scales: dict[int, list[Fraction]] = {}
    for result in results:
        for player, points in table_points(settings, result, scales).items():
            total[player] += points
    for bye in byes:
        total[bye.player] += bye_points(settings)
    return dict(total)


def standings(
    settings: TournamentSettings,
    players: Iterable[Entry],
    results: Iterable[TableResult],
    byes: Iterable[Bye] = (),
) -> list[StandingRow]:
    """Swiss standings, ordered by: score; Buchholz (the sum of the final scores of everyone
    you sat with, each opponent once per table you shared); Sonneborn-Berger (over your
    tables, each opponent's score times your result against them); wins (first place
    alone); rating; id. Byes add their points to the score and nothing to the tie-breaks."""
    results = in_order(results)
    byes = list(byes)
    score = scores(settings, results, byes)
    # The tie-breaks summed as whole numbers over one common denominator (twice every
    # score's, so half a score is whole too): exact as Fractions, many times faster.
    unit = 2 * math.lcm(1, *(s.denominator for s in score.values()))
    whole = {p: s.numerator * (unit // s.denominator) for p, s in score.items()}
    buchholz_units: dict[str, int] = defaultdict(int)
    sonneborn_units: dict[str, int] = defaultdict(int)
    wins: dict[str, int] = defaultdict(int)
    games: dict[str, int] = defaultdict(int)
    for result in results:
        keys = _order_keys(result)
        theirs = [(keys[p], whole.get(p, 0)) for p in result.seats]
        total = sum(units for _, units in theirs)
        best = min(keys.values())
        first = [p for p, at in keys.items() if at == best]
        for player, (at, mine) in zip(result.seats, theirs, strict=True):
            games[player] += 1
            wins[player] += len(first) == 1 and first[0] == player and not at[0]
            buchholz_units[player] += total - mine
            # Each opponent's score times the result against them: 1 ahead, 1/2 level.
            behind = sum(units for other, units in theirs if other > at)
            level = sum(units for other, units in theirs if other == at) - mine
            sonneborn_units[player] += behind + level // 2  # every score's units are even
    bye_count: dict[str, int] = defaultdict(int)
    for bye in byes:
        bye_count[bye.player] += 1
    entries = list(players)

    def key(entry: Entry) -> tuple[Fraction, int, int, int, float, str]:
        p = entry.id
        zero = Fraction(0)
        return (
            -score.get(p, zero),
            -buchholz_units[p],  # units: the same order as the Fractions they stand for
            -sonneborn_units[p],
            -wins[p],
            -entry.rating,
            p,
        )

    return [
        StandingRow(
            rank=rank,
            player=entry.id,
            name=entry.name,
            score=float(score.get(entry.id, 0)),
            buchholz=float(Fraction(buchholz_units[entry.id], unit)),
            sonneborn_berger=float(Fraction(sonneborn_units[entry.id], unit)),
            wins=wins[entry.id],
            rating=entry.rating,
            games=games[entry.id],
            byes=bye_count[entry.id],
            withdrawn=entry.withdrawn,
        )
        for rank, entry in enumerate(sorted(entries, key=key), start=1)
    ]


def met(results: Iterable[TableResult]) -> Mapping[str, dict[str, int]]:
    """How many tables each player shared with each other player."""
    counts: dict[str, dict[str, int]] = defaultdict(dict)
    for result in results:
        for player in result.seats:
            for other in result.seats:
                if other != player:
                    counts[player][other] = counts[player].get(other, 0) + 1
    return counts
