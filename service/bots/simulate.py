"""One simulated move on a resampled state, as the table would play it."""

from __future__ import annotations

from random import Random
from typing import Any

from service.games.base import AnyGame


def step(game: AnyGame, state: Any, seat: int, action: Any, rng: Random) -> Any:
    """The state after `seat` plays `action`; a pause that follows (a review, K4) is
    resumed at once, as the table does when it is over."""
    state, _ = game.apply(state, seat, action, rng)
    while game.paused(state):
        state, _ = game.resume(state, rng)
    return state
