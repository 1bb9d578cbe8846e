"""How a finished game's outcome ranks its seats for a tournament (`Game.placements`): the
winners first (level if several: a shared victory), then by the game's scores where it keeps
them, else the rest level; TRES: the winner, those still in, then the eliminated, the last one
out best. A game stopped without a winner or scores places everyone level."""

from __future__ import annotations

from service.games.base import Outcome
from service.games.registry import GAMES


def test_winners_first_then_by_score_higher_is_better() -> None:
    game = GAMES["karta3"]
    assert game.placements(Outcome("points", [2], [5, 9, 12, 9]), 4) == [4, 2, 1, 2]


def test_a_shared_victory_places_both_first() -> None:
    game = GAMES["karta3"]
    assert game.placements(Outcome("points", [0, 1], [7, 7, 3]), 3) == [1, 1, 3]


def test_without_scores_the_losers_share_second() -> None:
    assert GAMES["rutas"].placements(Outcome("win", [1]), 2) == [2, 1]


def test_no_winner_and_no_scores_places_everyone_level() -> None:
    for game in GAMES.values():
        assert game.placements(Outcome("cancelled"), 2) == [1, 1]


def test_tres_ranks_the_winner_then_those_still_in_then_the_last_one_out() -> None:
    outcome = Outcome("last_standing", [3], details={"eliminated": [0, 2, 1]})
    assert GAMES["tres"].placements(outcome, 4) == [4, 2, 3, 1]
    still_in = Outcome("line", [0], details={"eliminated": [2]})
    assert GAMES["tres"].placements(still_in, 4) == [1, 2, 4, 2]
