"""Easy: a one-move look on one resampled state, with noise (a thoughtful human beats it)."""

from __future__ import annotations

import math
from random import Random
from typing import Any

from service.bots.actions import bot_actions, winning_now
from service.bots.infoset import InfoSet
from service.bots.policies import Policy, policy_for
from service.bots.simulate import step
from service.bots.tuning import Tuning
from service.bots.values import value


def easy_action(info: InfoSet, rng: Random, tuning: Tuning) -> Any:
    """Draw one state the seat cannot tell from the real one; an announced winning play is
    always taken; otherwise, with probability `easy_epsilon` a random candidate, else each
    candidate (at most `easy_width`) is played on that state, the other seats reply with the
    cheap policy until it is this seat's turn again (at most `easy_replies` moves), the result
    is scored by the heuristic, and the choice is drawn from a softmax over those scores."""
    game, seat = info.game, info.seat
    state = info.sample(rng)
    actions = bot_actions(game, state, seat)
    if len(actions) <= 1:
        return actions[0] if actions else game.default_action(state, seat)
    win = winning_now(game, state, seat, actions, rng)
    if win is not None:
        return win
    if rng.random() < tuning.easy_epsilon:
        return rng.choice(actions)
    if len(actions) > tuning.easy_width:
        actions = rng.sample(actions, tuning.easy_width)
    policy = policy_for(game, tuning)
    seed = rng.getrandbits(64)  # the same chance events for every candidate
    scores = [look(info, state, action, policy, tuning, Random(seed)) for action in actions]
    if max(scores) >= 1.0:
        return actions[scores.index(max(scores))]
    return actions[softmax_choice(scores, tuning.easy_temperature, rng)]


def look(
    info: InfoSet, state: Any, action: Any, policy: Policy, tuning: Tuning, rng: Random
) -> float:
    """`action`, then the others' replies until the seat must act again, scored for the seat."""
    game, seat = info.game, info.seat
    state = step(game, state, seat, action, rng)
    for _ in range(tuning.easy_replies):
        actors = game.to_act(state)
        if not actors or seat in actors or game.outcome(state) is not None:
            break
        actor = min(actors)
        state = step(game, state, actor, policy(game, state, actor, rng), rng)
    return value(game, state, seat)


def softmax_choice(scores: list[float], temperature: float, rng: Random) -> int:
    """An index drawn with probability proportional to exp(score / temperature)."""
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    pick = rng.random() * sum(weights)
    for index, weight in enumerate(weights):
        pick -= weight
        if pick < 0:
            return index
    return len(scores) - 1
