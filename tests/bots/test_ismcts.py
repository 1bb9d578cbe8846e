"""The information-set search behind Hard and Expert: a legal move in every game and table
size, within its budget, the same move for the same random stream, and a tree that only ever
sees resampled states."""

from __future__ import annotations

import time
from dataclasses import replace
from random import Random
from typing import Any

import pytest
from bots_helpers import GAMES, TABLES, FakeClock, encode, positions, to_act

from service.bots import choose_action
from service.bots.infoset import InfoSet
from service.bots.ismcts import Search, ismcts_action
from service.bots.tuning import tuning_for
from service.games.base import ExpertHints

BUDGET = 0.05


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_search_returns_a_legal_action(game_id: str, seats: int) -> None:
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 8, seed=20)):
        seat = to_act(game, state)
        info = InfoSet(game, state, seat)
        action = ismcts_action(info, Random(n), tuning_for(game), BUDGET, FakeClock())
        assert encode(action) in {encode(a) for a in game.legal_actions(state, seat)}


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_search_is_deterministic_for_a_seed(game_id: str, seats: int) -> None:
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 5, seed=21)):
        seat = to_act(game, state)
        first = choose_action(game, state, seat, "hard", Random(n), budget_s=0.1, clock=FakeClock())
        again = choose_action(game, state, seat, "hard", Random(n), budget_s=0.1, clock=FakeClock())
        assert encode(first) == encode(again)


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_iterations_follow_the_budget(game_id: str, seats: int) -> None:
    """With a clock that moves 10 ms a read, a 100 ms budget runs about ten iterations and a
    1 s budget about a hundred (the first iteration runs before any check)."""
    game = GAMES[game_id]
    walks: list[int] = []

    original = Search.iterate

    def counted(self: Search, root: Any, state: Any) -> None:
        walks.append(1)
        original(self, root, state)

    for n, state in enumerate(positions(game_id, seats, 6, seed=22)):
        seat = to_act(game, state)
        info = InfoSet(game, state, seat)
        for budget, most in ((0.1, 11), (1.0, 101)):
            walks.clear()
            Search.iterate = counted  # type: ignore[method-assign]
            try:
                ismcts_action(info, Random(n), tuning_for(game), budget, FakeClock())
            finally:
                Search.iterate = original  # type: ignore[method-assign]
            assert len(walks) <= most  # zero when the move is forced or wins at once


@pytest.mark.parametrize(("game_id", "seats"), [t for t in TABLES if t[1] == 2])
def test_decisions_stay_within_the_budget_on_the_real_clock(game_id: str, seats: int) -> None:
    """Wall time, on a busy test machine: the budget plus a generous margin (the benchmark
    measures the p99 properly)."""
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 4, seed=23)):
        seat = to_act(game, state)
        started = time.perf_counter()
        choose_action(game, state, seat, "hard", Random(n), budget_s=0.03)
        assert time.perf_counter() - started < 0.03 + 0.5


class WithExpertLeaf:
    """A registered game whose spec gives Expert a leaf evaluation that records its calls."""

    def __init__(self, game: Any) -> None:
        self._game = game
        self.leaves = 0
        hints = replace(game.spec.bots, expert=ExpertHints(leaf=self.leaf))
        self.spec = replace(game.spec, bots=hints)

    def leaf(self, state: Any, seat: int) -> float:
        self.leaves += 1
        return self._game.heuristic(state, seat)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_expert_hints_reach_expert_and_never_hard(game_id: str, seats: int) -> None:
    """`BotHints.expert` changes Expert's search only: Hard's play (and its measured strength)
    does not depend on it."""
    searched = 0
    for n, state in enumerate(positions(game_id, seats, 6, seed=22)):
        game = WithExpertLeaf(GAMES[game_id])
        seat = to_act(game, state)
        choose_action(game, state, seat, "hard", Random(n), budget_s=0.1, clock=FakeClock())  # type: ignore[arg-type]
        assert game.leaves == 0
        choose_action(game, state, seat, "expert", Random(n), budget_s=0.1, clock=FakeClock())  # type: ignore[arg-type]
        searched += game.leaves
    assert searched > 0  # (a forced move or a sure win needs no search, but not all six)
