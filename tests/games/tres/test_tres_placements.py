"""TRES's tournament places (`placements`): the winner, then those still in (level), then the
eliminated, the last one out best (TRES keeps no score)."""

from __future__ import annotations

from service.games.base import Outcome
from service.games.registry import GAMES


def test_tres_ranks_the_winner_then_those_still_in_then_the_last_one_out() -> None:
    outcome = Outcome("last_standing", [3], details={"eliminated": [0, 2, 1]})
    assert GAMES["tres"].placements(outcome, 4) == [4, 2, 3, 1]
    still_in = Outcome("line", [0], details={"eliminated": [2]})
    assert GAMES["tres"].placements(still_in, 4) == [1, 2, 4, 2]
