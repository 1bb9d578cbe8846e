"""TRES Expert's own leaf evaluation and rollout policy (`service/games/tres/expert.py`): the
immediate wins it reads agree with the engine, its values stay in [-1, 1] and rank a held line
above the opponent's, and the policy takes a line when it holds one, deterministically."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec
from bots_helpers import encode, positions, to_act
from test_tres_bots import line_of_fives

from service.games.tres import GAME as TRES
from service.games.tres.actions import MinusFour, Place
from service.games.tres.expert import expert_leaf, expert_policy, wins_now
from service.games.tres.state import State as TresState


def engine_wins_now(state: TresState, seat: int) -> bool:
    """Whether a placement or a -4 of `seat` ends the game with `seat` the sole winner."""
    for action in TRES.legal_actions(state, seat):
        if isinstance(action, MinusFour) or (isinstance(action, Place) and action.announce):
            after, _ = TRES.apply(state, seat, action, Random(0))
            outcome = TRES.outcome(after)
            if outcome is not None and outcome.winners == [seat]:
                return True
    return False


def test_tres_expert_wins_now_agrees_with_the_engine_on_placements_and_minus_four() -> None:
    for seats in (2, 3):
        for state in positions("tres", seats, 150, seed=3):
            if state.pending is None:
                seat = to_act(TRES, state)
                assert wins_now(state, seat) == engine_wins_now(state, seat)


def test_tres_expert_leaf_stays_within_minus_one_and_one() -> None:
    for seats in (2, 4):
        for state in positions("tres", seats, 100, seed=4):
            for seat in range(seats):
                assert -1.0 <= expert_leaf(state, seat) <= 1.0


def test_tres_expert_leaf_ranks_a_held_line_above_the_opponents_line() -> None:
    for seed in range(5):
        state = line_of_fives(seed)  # seat 0 to play, holding the 5 that completes the top row
        assert state.turn == 0 and wins_now(state, 0)
        assert expert_leaf(state, 0) > 0.5 > -0.5 > expert_leaf(state, 1)
        # the same board with seat 1 to play and seat 0 not holding its 5: seat 1 must block
        hands = [state.hands[1], state.hands[0]]
        swapped = msgspec.structs.replace(state, hands=hands, turn=1)
        assert expert_leaf(swapped, 0) < expert_leaf(state, 0)


def test_tres_expert_leaf_of_a_finished_game_is_its_result() -> None:
    state = line_of_fives(0)
    action = next(a for a in TRES.legal_actions(state, 0) if getattr(a, "announce", False))
    after, _ = TRES.apply(state, 0, action, Random(0))
    assert expert_leaf(after, 0) == 1.0 and expert_leaf(after, 1) == -1.0


def test_tres_expert_policy_takes_the_announced_line() -> None:
    for seed in range(5):
        action = expert_policy(line_of_fives(seed), 0, Random(seed), 1.0)  # even when noisy
        assert isinstance(action, Place) and action.announce


def test_tres_expert_policy_is_legal_and_deterministic_given_its_random_stream() -> None:
    for n, state in enumerate(positions("tres", 2, 60, seed=5)):
        seat = to_act(TRES, state)
        first: Any = expert_policy(state, seat, Random(n), 0.1)
        assert encode(first) == encode(expert_policy(state, seat, Random(n), 0.1))
        assert encode(first) in {encode(a) for a in TRES.legal_actions(state, seat)}
