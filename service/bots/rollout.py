"""A simulated continuation of a (resampled) game, cut at a depth and evaluated."""

from __future__ import annotations

from random import Random
from typing import Any

from service.bots.policies import Policy
from service.bots.simulate import step
from service.bots.values import value
from service.games.base import AnyGame


def playout(
    game: AnyGame,
    state: Any,
    seat: int,
    last: int,
    policy: Policy,
    depth: int,
    own_turns: int,
    rng: Random,
) -> Any:
    """Every seat plays `policy` from `state` (reached by a move of seat `last`) until `seat` is
    due to start its turn number `own_turns` + 1 (0: stop as soon as `seat` must act again
    after another seat has moved; decisions that follow its own move, such as playing a drawn
    card, belong to the same turn), for at most `depth` moves; the state where it stops."""
    turns = 0
    for _ in range(depth):
        if game.outcome(state) is not None:
            break
        actors = game.to_act(state)
        if not actors:
            break
        actor = seat if seat in actors else min(actors)
        if actor == seat and last != seat:
            if turns >= own_turns:
                break
            turns += 1
        state = step(game, state, actor, policy(game, state, actor, rng), rng)
        last = actor
    return state


def rollout(
    game: AnyGame, state: Any, seat: int, policy: Policy, depth: int, own_turns: int, rng: Random
) -> float:
    """`playout` after the seat's own move, valued for the seat."""
    return value(game, playout(game, state, seat, seat, policy, depth, own_turns, rng), seat)
