"""Hard and Expert: single-observer information-set MCTS (SO-ISMCTS) within a time budget.

Each iteration draws a state the bot's seat cannot tell from the real one (`game.resample`)
and walks one tree shared by every such determinization. A node holds the statistics of the
actions played from it, keyed by the action alone (what the observer would see), so the tree
is the observer's view of the game: an action a determinization does not allow is simply not
available on that walk. Selection is UCB1 with availability counts (an action's exploration
term counts the walks on which it could have been chosen, not the parent's visits), each
seat maximising its own value. At the root every candidate is tried; below it the tree only
grows by the moves the cheap policy proposes on the walk's determinization (a node has as
many children as distinct proposals), so a wide node (an opponent's every card on every board
cell) is not averaged over random replies. A walk stops at its first new action, plays it,
lets every seat continue with the cheap policy until the bot's next turn, and scores every
seat with the game's heuristic (values.py). Only the engines' pure functions are used, on
resampled states. Deterministic given `rng` and `clock`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from random import Random
from typing import Any

from service.bots.actions import bot_actions, key, winning_now
from service.bots.infoset import InfoSet
from service.bots.policies import Policy, policy_for
from service.bots.rollout import playout
from service.bots.shortlist import shortlist
from service.bots.simulate import step
from service.bots.tuning import Tuning
from service.bots.values import utility, value
from service.games.base import AnyGame, LeafValue

Clock = Callable[[], float]


class Edge:
    """An action from a node: how often it was played, available, and the value it earned
    for the seat that chose it."""

    __slots__ = ("action", "available", "child", "total", "visits")

    def __init__(self, action: Any) -> None:
        self.action = action
        self.visits = 0
        self.available = 0
        self.total = 0.0
        self.child: Node | None = None


class Node:
    """A decision point as the observer sees it: the edges met so far, by action."""

    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[bytes, Edge] = {}


def ismcts_action(
    info: InfoSet,
    rng: Random,
    tuning: Tuning,
    budget_s: float,
    clock: Clock,
    *,
    policy: Policy | None = None,
    leaf: LeafValue | None = None,
) -> Any:
    """The most visited of the seat's candidates (ties: the better mean, then the engine's
    order). The budget counts from the call; at least one iteration is always run. `policy`
    plays the simulated seats (default: the game's, `policy_for`); `leaf` values a rollout's
    last state when the game is not over (default: the game's `heuristic`)."""
    start = clock()
    game, seat = info.game, info.seat
    first = info.sample(rng)
    actions = bot_actions(game, first, seat)
    if len(actions) <= 1:
        return actions[0] if actions else game.default_action(first, seat)
    win = winning_now(game, first, seat, actions, rng)
    if win is not None:
        return win
    candidates = shortlist(game, seat, first, actions, tuning.hard_width, rng)
    root = Node()
    for action in candidates:
        root.edges[key(action)] = Edge(action)
    search = Search(game, seat, policy or policy_for(game, tuning), tuning, rng, leaf)
    state = first
    for iteration in range(tuning.hard_max_iterations):
        if iteration and clock() - start >= budget_s:
            break
        if iteration:
            state = info.sample(rng)
        search.iterate(root, state)
    edges = list(root.edges.values())
    best = max(
        range(len(edges)),
        key=lambda i: (edges[i].visits, edges[i].total / max(edges[i].visits, 1), -i),
    )
    return edges[best].action


class Search:
    """One observer's tree walks (the root's candidates are fixed by the caller)."""

    def __init__(
        self,
        game: AnyGame,
        seat: int,
        policy: Policy,
        tuning: Tuning,
        rng: Random,
        leaf: LeafValue | None = None,
    ):
        self.game = game
        self.leaf = leaf
        self.seat = seat
        self.policy = policy
        self.tuning = tuning
        self.rng = rng

    def iterate(self, root: Node, state: Any) -> None:
        """One walk on one determinization: select, expand, simulate, back up."""
        game, rng = self.game, self.rng
        path: list[tuple[int, Edge]] = []
        node: Node | None = root
        actor = self.seat
        while node is not None:
            if game.outcome(state) is not None:
                break
            actors = game.to_act(state)
            if not actors:
                break
            actor = self.seat if self.seat in actors else min(actors)
            available = self.available(node, state, actor, root)
            if not available:
                break
            edge = self.select(available, node is root)
            path.append((actor, edge))
            state = step(game, state, actor, edge.action, rng)
            if edge.visits == 0:  # expanded: from here on the cheap policy plays
                edge.child = Node()
                break
            if edge.child is None:
                edge.child = Node()
            node = edge.child
        leaf = playout(
            game,
            state,
            self.seat,
            actor,
            self.policy,
            self.tuning.hard_depth,
            self.tuning.hard_own_turns,
            rng,
        )
        scores: dict[int, float] = {}
        for chooser, edge in path:
            if chooser not in scores:
                scores[chooser] = self.value(leaf, chooser)
            edge.visits += 1
            edge.total += scores[chooser]

    def value(self, state: Any, seat: int) -> float:
        """The result once the game is over, else the leaf evaluation."""
        if self.leaf is None:
            return value(self.game, state, seat)
        result = self.game.outcome(state)
        return utility(result, seat) if result is not None else self.leaf(state, seat)

    def available(self, node: Node, state: Any, actor: int, root: Node) -> list[Edge]:
        """The node's edges this determinization allows, availability counted. At the root the
        shortlisted candidates; below it the edges met so far plus the policy's proposal here
        (a new, untried edge if it was never proposed)."""
        keys = {key(a) for a in bot_actions(self.game, state, actor)}
        if node is not root:
            proposal = self.policy(self.game, state, actor, self.rng)
            k = key(proposal)
            if k not in node.edges:
                node.edges[k] = Edge(proposal)
        edges = [e for k, e in node.edges.items() if k in keys]
        for edge in edges:
            edge.available += 1
        return edges

    def select(self, edges: list[Edge], at_root: bool) -> Edge:
        """An untried edge (at the root a random one, so no candidate is favoured by its
        place), else the best upper confidence bound."""
        untried = [e for e in edges if e.visits == 0]
        if untried:
            if at_root and len(untried) > 1:
                return untried[self.rng.randrange(len(untried))]
            return untried[0]
        c = self.tuning.hard_exploration
        return max(
            edges,
            key=lambda e: e.total / e.visits + c * math.sqrt(math.log(e.available) / e.visits),
        )
