"""The arena: a time window in which a player who finishes a game waits to be paired again at
once, with whoever is waiting, and scores as Lichess's arenas score.

Points: a table's placement points (scoring.table_points). Streaks: after two wins in a row a
player is "on fire": every game they play while on fire scores double, until a game that is
not a win (that game still scores double; the next does not). A win is first place alone: a
shared first, any other place or a no-show is not a win. Standings: score, then wins, then
rating, then id (an arena has no Buchholz: players play different numbers of games)."""

from __future__ import annotations

import threading
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction

import msgspec

from service.tournaments.grouping import Apart, partition
from service.tournaments.models import (
    Entry,
    PairedTable,
    StandingRow,
    TableResult,
    TournamentSettings,
)
from service.tournaments.scoring import scored
from service.tournaments.seating import SeatHistory, seat_order

FIRE_AFTER = 2
"""Wins in a row after which games score double (Lichess: two)."""


class Record(msgspec.Struct, kw_only=True):
    """A player's arena so far."""

    score: Fraction = Fraction(0)
    games: int = 0
    wins: int = 0
    streak: int = 0
    """Wins in a row up to now."""
    last_table: list[str] = []
    """Whom they sat with in their last game (not paired with them again at once)."""

    @property
    def on_fire(self) -> bool:
        return self.streak >= FIRE_AFTER


class ArenaPairing(msgspec.Struct, frozen=True, kw_only=True):
    tables: list[PairedTable]
    waiting: list[str]
    """Still waiting, in the order they arrived."""


def finish_order(results: Iterable[TableResult]) -> list[TableResult]:
    """The order the arena saw tables finish (`finished`, then code), whatever order the
    results came in: streaks depend on it."""
    return sorted(results, key=lambda r: (r.finished, r.code))


def records(settings: TournamentSettings, results: Iterable[TableResult]) -> dict[str, Record]:
    """Each player's record after `results`, read in finish order. Results already read by
    an earlier call (the same settings, the same results first) are not read again: the
    answer is the same, and a re-pairing costs the new games only (see _RECENT)."""
    ordered = finish_order(results)
    done, found = _resumed(settings, ordered)
    scales: dict[int, list[Fraction]] = {}
    for result in ordered[done:]:
        points, winner = scored(settings, result, scales)
        for player in result.seats:
            record = found.get(player)
            if record is None:
                record = found[player] = Record()
            record.score += points[player] * (2 if record.on_fire else 1)
            record.games += 1
            if player == winner:
                record.wins += 1
                record.streak += 1
            else:
                record.streak = 0
            record.last_table = [p for p in result.seats if p != player]
    _kept(settings, ordered, found)
    return _copied(found)


# The records of the last few arenas, each with the results (in finish order) they were
# made from: a call whose results begin with those of an earlier call (the same arena, more
# games finished) reads only the new ones. The same answer as reading them all; an arena
# re-pairs on every arrival, and reading every result each time grows with the games.
_RECENT: list[tuple[TournamentSettings, list[TableResult], dict[str, Record]]] = []
_RECENT_LIMIT = 8
_RECENT_LOCK = threading.Lock()


def forget_records() -> None:
    """Drop the kept records: the next call reads every result (the benchmark's cold case,
    as in a process that has not seen the arena before)."""
    with _RECENT_LOCK:
        _RECENT.clear()


def _copied(found: dict[str, Record]) -> dict[str, Record]:
    return {
        player: msgspec.structs.replace(record, last_table=list(record.last_table))
        for player, record in found.items()
    }


def _resumed(
    settings: TournamentSettings, ordered: list[TableResult]
) -> tuple[int, dict[str, Record]]:
    """(results already read, the records after them): a copy of the longest kept state
    whose results begin `ordered`, else (0, no records)."""
    with _RECENT_LOCK:
        fits = [
            (len(done), i)
            for i, (kept_settings, done, _) in enumerate(_RECENT)
            if len(done) <= len(ordered)
            and kept_settings == settings
            and ordered[: len(done)] == done
        ]
        if not fits:
            return 0, {}
        count, i = max(fits)
        return count, _copied(_RECENT.pop(i)[2])


def _kept(
    settings: TournamentSettings, ordered: list[TableResult], found: dict[str, Record]
) -> None:
    if not ordered:
        return
    with _RECENT_LOCK:
        _RECENT.insert(0, (settings, ordered, found))
        del _RECENT[_RECENT_LIMIT:]


def standings(
    settings: TournamentSettings, players: Iterable[Entry], results: Iterable[TableResult]
) -> list[StandingRow]:
    found = records(settings, results)
    empty = Record()

    def key(entry: Entry) -> tuple[Fraction, int, float, str]:
        record = found.get(entry.id, empty)
        return (-record.score, -record.wins, -entry.rating, entry.id)

    return [
        StandingRow(
            rank=rank,
            player=entry.id,
            name=entry.name,
            score=float(found.get(entry.id, empty).score),
            buchholz=0.0,
            sonneborn_berger=0.0,
            wins=found.get(entry.id, empty).wins,
            rating=entry.rating,
            games=found.get(entry.id, empty).games,
            byes=0,
            withdrawn=entry.withdrawn,
        )
        for rank, entry in enumerate(sorted(players, key=key), start=1)
    ]


def pair_waiting(
    settings: TournamentSettings,
    waiting: Sequence[str],
    players: Mapping[str, Entry],
    results: Iterable[TableResult],
    *,
    flush: bool = False,
    apart: Apart | None = None,
) -> ArenaPairing:
    """Tables for the players waiting (in the order they arrived). As many full tables as the
    queue fills; who sits is decided by arrival (nobody waits behind a later arrival), whom
    they sit with by score, then rating (grouping.partition, top down, avoiding each
    player's last table-mates and, before that, players who blocked one another (`apart`)
    where it can). The rest wait; with `flush` (the shell's wait
    limit ran out) they sit at one smaller table if they are at least `smallest_table`.
    Withdrawn and unknown players are dropped from the queue, and a player queued twice
    counts once."""
    results = list(results)
    found = records(settings, results)
    queue = [p for p in dict.fromkeys(waiting) if p in players and not players[p].withdrawn]
    seated = len(queue) - len(queue) % settings.seats
    sizes = [settings.seats] * (seated // settings.seats)
    rest = len(queue) - seated
    if flush and rest >= settings.smallest_table:
        sizes.append(rest)
        seated += rest
    sitting, left = queue[:seated], queue[seated:]
    empty = Record()
    ranked = sorted(
        sitting,
        key=lambda p: (-found.get(p, empty).score, -players[p].rating, p),
    )
    last_met: dict[str, dict[str, int]] = defaultdict(dict)
    for p in ranked:
        for other in found.get(p, empty).last_table:
            last_met[p][other] = last_met[other][p] = 1
    history = SeatHistory(results)
    tables = partition(ranked, sizes, last_met, apart=apart) if sizes else []
    return ArenaPairing(
        tables=[PairedTable(seats=seat_order(t, history)) for t in tables], waiting=left
    )
