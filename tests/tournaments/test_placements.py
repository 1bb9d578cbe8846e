"""How a finished game's outcome ranks its seats for a tournament (`Game.placements`, the
default every game has unless it overrides it): the winners first (level if several: a shared
victory), then by the game's scores where it keeps them, else the rest level; a game stopped
without a winner or scores places everyone level. A game's own ranking is tested with the
game (tests/games/<id>/)."""

from __future__ import annotations

from service.games.base import Game, Outcome
from service.games.registry import GAMES

DEFAULT = next(g for g in GAMES.values() if type(g).placements is Game.placements)


def test_winners_first_then_by_score_higher_is_better() -> None:
    assert DEFAULT.placements(Outcome("points", [2], [5, 9, 12, 9]), 4) == [4, 2, 1, 2]


def test_a_shared_victory_places_both_first() -> None:
    assert DEFAULT.placements(Outcome("points", [0, 1], [7, 7, 3]), 3) == [1, 1, 3]


def test_without_scores_the_losers_share_second() -> None:
    assert DEFAULT.placements(Outcome("win", [1]), 3) == [2, 1, 2]


def test_no_winner_and_no_scores_places_everyone_level() -> None:
    for game in GAMES.values():
        assert game.placements(Outcome("cancelled"), 2) == [1, 1]
