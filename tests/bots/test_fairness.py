"""Ruling C4 for bots: they decide on resampled states only, so two states that differ only in
what the seat cannot see get the same decision (same rng, same fake clock)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from bots_helpers import GAMES, TABLES, FakeClock, encode, positions, to_act

from service.bots import choose_action
from service.tables.models import BotLevel

LEVELS: tuple[BotLevel, ...] = ("easy", "hard", "expert")
HARD_BUDGET = 0.08  # eight simulations with the fake clock


def decide(game: Any, state: Any, seat: int, level: BotLevel, seed: int) -> bytes:
    action = choose_action(
        game, state, seat, level, Random(seed), budget_s=HARD_BUDGET, clock=FakeClock()
    )
    return encode(action)


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_resample_depends_only_on_what_the_seat_knows(game_id: str, seats: int) -> None:
    """resample(s1, seat, Random(k)) == resample(s2, seat, Random(k)) when s2 is s1 with the
    hidden cards dealt again (itself a resample): the engines sort their hidden pools."""
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 25)):
        for seat in range(seats):
            other = game.resample(state, seat, Random(1000 + n))
            mine = encode(game.resample(state, seat, Random(n)))
            assert encode(game.resample(other, seat, Random(n))) == mine


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_same_decision_when_the_hidden_cards_are_permuted(
    game_id: str, seats: int, level: BotLevel
) -> None:
    game = GAMES[game_id]
    count = 30 if level == "easy" else 12
    for n, state in enumerate(positions(game_id, seats, count, seed=1)):
        seat = to_act(game, state)
        permuted = game.resample(state, seat, Random(500 + n))
        if encode(permuted) == encode(state):
            continue  # nothing hidden to permute (e.g. a single unseen card)
        assert decide(game, state, seat, level, n) == decide(game, permuted, seat, level, n)


class Spy:
    """A game that records which methods receive the true state object."""

    def __init__(self, game: Any, true_state: Any) -> None:
        self._game = game
        self._true = true_state
        self.touched: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._game, name)
        if not callable(attribute):
            return attribute

        def spied(*args: Any, **kwargs: Any) -> Any:
            if any(arg is self._true for arg in (*args, *kwargs.values())):
                self.touched.add(name)
            return attribute(*args, **kwargs)

        return spied


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_bots_touch_the_true_state_only_through_resample(
    game_id: str, seats: int, level: BotLevel
) -> None:
    for n, state in enumerate(positions(game_id, seats, 6, seed=3)):
        seat = to_act(GAMES[game_id], state)
        spy = Spy(GAMES[game_id], state)
        choose_action(spy, state, seat, level, Random(n), budget_s=HARD_BUDGET, clock=FakeClock())  # type: ignore[arg-type]
        assert spy.touched <= {"resample", "view"}
        assert "resample" in spy.touched
