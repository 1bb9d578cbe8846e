"""KARTA3's Expert hints: the two-seat final rounds solved exactly."""

from __future__ import annotations

from random import Random

from karta3_helpers import apply_now, cards, make_state

from service.games.base import BotTuning
from service.games.karta3 import GAME
from service.games.karta3.expert import expert_leaf, expert_policy, final_margin, solvable
from service.games.karta3.policy import greedy
from service.games.karta3.rules import scores
from service.games.karta3.state import State


def finish(state: State, rng: Random) -> State:
    """Both seats play Expert's simulated policy to the end."""
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        state, _ = apply_now(state, seat, expert_policy(state, seat, rng, 0.1), rng)
    return state


def final_positions(games: int, seats: int = 2) -> list[State]:
    """Every position met in `games` games played by Hard's greedy policy."""
    found: list[State] = []
    for index in range(games):
        rng = Random(index)
        state = GAME.setup(GAME.Options(), seats, rng)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            found.append(state)
            state, _ = apply_now(state, seat, greedy(state, seat, rng, 0.1), rng)
    return found


def test_karta3_expert_leaf_is_in_range_and_ranks_a_won_final_above_a_lost_one() -> None:
    # Seat 0 opens with 58 High, then beats whatever seat 1 opens with (57 in High, 1 in Low).
    hands = [cards(58, 1, 57), cards(30, 29, 28)]
    state = make_state(hands, phase="final", scores=[10, 10], rest="central_pile", round=18)
    assert solvable(state)
    assert expert_leaf(state, 0) == 1.0
    assert expert_leaf(state, 1) == -1.0
    for position in final_positions(4, seats=2) + final_positions(2, seats=3):
        for seat in range(position.seats):
            assert -1.0 <= expert_leaf(position, seat) <= 1.0


def test_karta3_expert_final_margin_is_what_perfect_play_reaches() -> None:
    positions = [p for p in final_positions(12) if solvable(p)]
    assert positions
    for n, position in enumerate(positions):
        (seat,) = GAME.to_act(position)
        end = scores(finish(position, Random(n)))
        assert end[seat] - end[1 - seat] == final_margin(position, seat)


def test_karta3_expert_final_play_never_does_worse_than_greedy() -> None:
    """Against a perfect opponent, the seat to act loses nothing by playing perfectly."""
    for n, position in enumerate(p for p in final_positions(12) if solvable(p)):
        (seat,) = GAME.to_act(position)
        rng = Random(n)
        greedy_move = greedy(position, seat, rng, 0.0)
        after, _ = apply_now(position, seat, greedy_move, rng)
        end = scores(finish(after, rng))
        assert end[seat] - end[1 - seat] <= final_margin(position, seat)


def test_karta3_expert_hints_leave_hard_as_measured() -> None:
    """Hard keeps its own knobs and policy (its measured strength stays valid); only Expert's
    rollouts look further ahead."""
    bots = GAME.spec.bots
    assert bots.tuning == BotTuning(easy_replies=4, hard_depth=30)
    assert bots.policy is greedy
    assert bots.expert.policy is expert_policy and bots.expert.leaf is expert_leaf
    assert bots.expert.tuning is not None and bots.expert.tuning.hard_own_turns == 2
