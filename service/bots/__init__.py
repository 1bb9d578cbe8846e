"""Bots: decide from the seat's information only (ruling C4).

A bot never reads the true state: it goes through `InfoSet`, which only offers
`game.resample` (states the seat cannot tell apart from the real one) and `game.view`.
Easy looks one move ahead with noise; Hard searches determinizations within a time budget.
"""

from __future__ import annotations

import time
from random import Random
from typing import Any, Literal

from service.bots.easy import easy_action
from service.bots.hard import Clock, hard_action
from service.bots.infoset import InfoSet
from service.bots.tuning import tuning_for
from service.core.metrics import BOT_DECISION_SECONDS
from service.games.base import AnyGame

__all__ = ["BotLevel", "Clock", "InfoSet", "choose_action"]

BotLevel = Literal["easy", "hard"]


def choose_action(
    game: AnyGame,
    state: Any,
    seat: int,
    level: BotLevel,
    rng: Random,
    *,
    budget_s: float = 0.2,
    clock: Clock = time.perf_counter,
) -> Any:
    """A bot's move for `seat`, which must have a decision pending. `state` is the true state:
    only resampled copies of it are ever looked at. Hard thinks for about `budget_s` seconds of
    `clock`; Easy is a few milliseconds. Deterministic given `rng` (and `clock`).
    Raises ValueError if the seat has no decision pending (bots only act on their turn)."""
    started = time.perf_counter()
    info = InfoSet(game, state, seat)
    tuning = tuning_for(game)
    if level == "hard":
        action = hard_action(info, rng, tuning, budget_s, clock)
    else:
        action = easy_action(info, rng, tuning)
    BOT_DECISION_SECONDS.labels(game.id, level).observe(time.perf_counter() - started)
    return action
