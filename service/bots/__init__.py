"""Bots: decide from the seat's information only (ruling C4).

A bot never reads the true state: it goes through `InfoSet`, which only offers
`game.resample` (states the seat cannot tell apart from the real one) and `game.view`.
Easy looks one move ahead with noise; Hard and Expert run information-set MCTS over
determinizations within a time budget (Expert is Hard given more time: its callers pass a
larger budget, and the game's spec may give it knobs, a rollout policy and a leaf evaluation of
its own: `BotHints.expert`).
"""

from __future__ import annotations

import time
from random import Random
from typing import Any, Literal

from service.bots.easy import easy_action
from service.bots.infoset import InfoSet
from service.bots.ismcts import Clock, ismcts_action
from service.bots.policies import expert_policy
from service.bots.tuning import tuning_for
from service.core.metrics import BOT_DECISION_SECONDS
from service.games.base import AnyGame

__all__ = ["SEARCHING", "BotLevel", "Clock", "InfoSet", "choose_action"]

BotLevel = Literal["easy", "hard", "expert"]
SEARCHING: frozenset[BotLevel] = frozenset({"hard", "expert"})  # the levels that use a budget


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
    only resampled copies of it are ever looked at. Hard and Expert think for about `budget_s`
    seconds of `clock` (the caller gives Expert its larger budget); Easy is a few
    milliseconds. Deterministic given `rng` (and `clock`).
    Raises ValueError if the seat has no decision pending (bots only act on their turn)."""
    started = time.perf_counter()
    info = InfoSet(game, state, seat)
    tuning = tuning_for(game)
    if level == "expert":
        expert = game.spec.bots.expert
        action = ismcts_action(
            info,
            rng,
            expert.tuning or tuning,
            budget_s,
            clock,
            policy=expert_policy(game, expert.tuning or tuning),
            leaf=expert.leaf,
        )
    elif level == "hard":
        action = ismcts_action(info, rng, tuning, budget_s, clock)
    else:
        action = easy_action(info, rng, tuning)
    BOT_DECISION_SECONDS.labels(game.id, level).observe(time.perf_counter() - started)
    return action
