"""Hard: flat Monte Carlo search over determinizations, within a time budget.

Each iteration draws a fresh state the seat cannot tell from the real one (`game.resample`),
picks a candidate by UCB1 (one level of information-set MCTS: the statistics belong to the
seat's own actions, shared by every determinization), plays it, lets every seat continue with
a cheap policy for a few moves and scores the result with the game's heuristic. Only the
engines' pure `apply`, `legal_actions`, `to_act` and `outcome` are used, on resampled states.
Deterministic given `rng` and `clock`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from random import Random
from typing import Any

from service.bots.actions import bot_actions, tag, winning_now
from service.bots.infoset import InfoSet
from service.bots.policies import policy_for
from service.bots.rollout import rollout
from service.bots.simulate import step
from service.bots.tuning import Tuning
from service.bots.values import value

Clock = Callable[[], float]


def hard_action(info: InfoSet, rng: Random, tuning: Tuning, budget_s: float, clock: Clock) -> Any:
    """The candidate with the most visits (ties: the better mean, then the engine's order).
    The budget counts from the call; at least one simulation is always run."""
    start = clock()
    game, seat = info.game, info.seat
    first = info.sample(rng)
    actions = bot_actions(game, first, seat)
    if len(actions) <= 1:
        return actions[0] if actions else game.default_action(first, seat)
    win = winning_now(game, first, seat, actions, rng)
    if win is not None:
        return win
    actions = shortlist(info, first, actions, tuning.hard_width, rng)
    policy = policy_for(game, tuning)
    visits = [0] * len(actions)
    totals = [0.0] * len(actions)
    state = first
    for iteration in range(tuning.hard_max_iterations):
        if iteration and clock() - start >= budget_s:
            break
        if iteration:
            state = info.sample(rng)
        index = ucb1(visits, totals, iteration, tuning.hard_exploration)
        after = step(game, state, seat, actions[index], rng)
        visits[index] += 1
        totals[index] += rollout(
            game, after, seat, policy, tuning.hard_depth, tuning.hard_own_turns, rng
        )
    best = max(
        range(len(actions)),
        key=lambda i: (visits[i], totals[i] / max(visits[i], 1), -i),
    )
    return actions[best]


def shortlist(info: InfoSet, state: Any, actions: list[Any], width: int, rng: Random) -> list[Any]:
    """At most `width` candidates, ranked by the heuristic one move ahead on `state`: first the
    best way to play each card (or to draw), best cards first, then the next best overall.
    One per card keeps the search from spending itself on variants of one tempting idea."""
    if len(actions) <= width:
        return actions
    game, seat = info.game, info.seat
    seed = rng.getrandbits(64)
    scores = [value(game, step(game, state, seat, a, Random(seed)), seat) for a in actions]
    order = sorted(range(len(actions)), key=lambda i: (-scores[i], i))
    seen: set[tuple[str, object]] = set()
    firsts: list[int] = []
    for i in order:
        group = (tag(actions[i]), getattr(actions[i], "card", None))
        if group not in seen:
            seen.add(group)
            firsts.append(i)
    rest = [i for i in order if i not in set(firsts)]
    return [actions[i] for i in (firsts + rest)[:width]]


def ucb1(visits: list[int], totals: list[float], iteration: int, exploration: float) -> int:
    """Each candidate once, in order; then the best upper confidence bound."""
    for index, count in enumerate(visits):
        if count == 0:
            return index
    log_n = math.log(iteration)
    bounds = [
        totals[i] / visits[i] + exploration * math.sqrt(log_n / visits[i])
        for i in range(len(visits))
    ]
    return bounds.index(max(bounds))
