"""Players, scripted results and whole Swiss events for the tournament core's tests. Games
are picked from the registry by their seat ranges (the shared tests name no game)."""

from __future__ import annotations

from collections.abc import Iterable
from random import Random

from service.games.base import AnyGame
from service.games.registry import GAMES
from service.tournaments.models import Bye, Entry, Round, TableResult, TournamentSettings
from service.tournaments.swiss import pair_round


def two_seat_game() -> AnyGame:
    """A game played by exactly two."""
    return next(g for g in GAMES.values() if g.min_seats == g.max_seats == 2)


def game_seating(low: int, high: int) -> AnyGame:
    """A game that plays at every size from `low` to `high`."""
    return next(g for g in GAMES.values() if g.min_seats <= low and high <= g.max_seats)


def entries(count: int, *, first_round: int = 1) -> list[Entry]:
    """Players p01, p02...: ratings all different, not in id order."""
    return [
        Entry(
            id=f"p{i:02d}",
            name=f"Player {i}",
            rating=1500 + (i * 97) % 600,
            joined_round=first_round,
        )
        for i in range(1, count + 1)
    ]


def ranking(rng: Random, size: int, ties: bool = True) -> list[int]:
    """Placements for a table of `size`: a random order, sometimes with tied places."""
    marks = [rng.randint(0, 3) if ties else rng.random() for _ in range(size)]
    return [1 + sum(1 for other in marks if other > mine) for mine in marks]


def results_of(
    pairing: Round,
    rng: Random,
    *,
    absent: Iterable[str] = (),
    ties: bool = True,
    finished_from: int = 0,
) -> list[TableResult]:
    """Each table of `pairing` finished with random placements; `absent` players forfeit."""
    absent = set(absent)
    return [
        TableResult(
            code=f"r{pairing.number}t{i}",
            round=pairing.number,
            seats=table.seats,
            placements=ranking(rng, len(table.seats), ties),
            forfeits=[p for p in table.seats if p in absent],
            finished=finished_from + i,
        )
        for i, table in enumerate(pairing.tables)
    ]


def run_swiss(
    settings: TournamentSettings, players: list[Entry], *, seed: int = 0, ties: bool = True
) -> tuple[list[Round], list[TableResult], list[Bye]]:
    """A whole Swiss with random results: its rounds, results and byes."""
    rng = Random(seed)
    rounds: list[Round] = []
    results: list[TableResult] = []
    byes: list[Bye] = []
    for number in range(1, settings.rounds + 1):
        pairing = pair_round(settings, players, results, byes, number, seed=seed)
        rounds.append(pairing)
        results += results_of(pairing, rng, ties=ties)
        byes += [Bye(round=number, player=p) for p in pairing.byes]
    return rounds, results, byes
