"""How good a (resampled or simulated) state is for a seat, in [-1, 1]."""

from __future__ import annotations

from typing import Any

from service.games.base import AnyGame, Outcome

NOBODY_WON = -0.5  # a general defeat or a stopped game: a loss, but nobody beat us


def utility(result: Outcome, seat: int) -> float:
    """1 for a sole win, 2/k - 1 for a victory shared by k, -1 for a loss."""
    if not result.winners:
        return NOBODY_WON
    if seat not in result.winners:
        return -1.0
    return 2.0 / len(result.winners) - 1.0


def value(game: AnyGame, state: Any, seat: int) -> float:
    """The result once the game is over, else the game's own static evaluation."""
    result = game.outcome(state)
    if result is not None:
        return utility(result, seat)
    return game.heuristic(state, seat)
