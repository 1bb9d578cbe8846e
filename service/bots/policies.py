"""Cheap policies for the players simulated inside a search (and for Easy's look at replies).

They run on resampled states only, so reading any hand there reads a guess, not the truth.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from service.bots.actions import bot_actions, winning_now
from service.bots.simulate import step
from service.bots.tuning import Tuning
from service.bots.values import value
from service.games.base import AnyGame

Policy = Callable[[AnyGame, Any, int, Random], Any]


def policy_for(game: AnyGame, tuning: Tuning) -> Policy:
    """The game's hand-written policy if its bot hints give one; else a sampled one-move
    greedy over its heuristic."""
    written = game.spec.bots.policy
    if written is not None:
        return lambda g, state, seat, rng: written(state, seat, rng, tuning.rollout_epsilon)
    return lambda g, state, seat, rng: sampled_greedy(g, state, seat, rng, tuning)


def expert_policy(game: AnyGame, tuning: Tuning) -> Policy:
    """Expert's simulated players: the game's Expert policy if its bot hints give one, else
    Hard's (`policy_for`) with Expert's tuning."""
    written = game.spec.bots.expert.policy
    if written is not None:
        return lambda g, state, seat, rng: written(state, seat, rng, tuning.rollout_epsilon)
    return policy_for(game, tuning)


def sampled_greedy(game: AnyGame, state: Any, seat: int, rng: Random, tuning: Tuning) -> Any:
    """An announced winning play if there is one; else, mostly, the best of a few random
    candidates by the game's heuristic one move ahead; sometimes a random candidate."""
    actions = bot_actions(game, state, seat)
    if len(actions) == 1:
        return actions[0]
    win = winning_now(game, state, seat, actions, rng)
    if win is not None:
        return win
    if rng.random() < tuning.rollout_epsilon:
        return rng.choice(actions)
    sample = rng.sample(actions, min(tuning.rollout_width, len(actions)))
    best, best_value = sample[0], -2.0
    for action in sample:
        after = step(game, state, seat, action, rng)
        score = value(game, after, seat)
        if score > best_value:
            best, best_value = action, score
    return best
