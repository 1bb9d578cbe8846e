"""KARTA3 Expert's fitted evaluation of the two-seat ordinary rounds (leaf.py)."""

from __future__ import annotations

from math import tanh
from random import Random

from karta3_helpers import apply_now, cards, make_state

from bench.karta3_leaf import fit, play
from service.games.karta3 import GAME
from service.games.karta3.decks import get_deck
from service.games.karta3.expert import expert_leaf
from service.games.karta3.heuristics import heuristic_value
from service.games.karta3.leaf import fitted_value, leaf_features, round_winner
from service.games.karta3.policy import greedy
from service.games.karta3.rules import active_attribute
from service.games.karta3.state import State


def ordinary_positions(games: int, seats: int = 2) -> list[State]:
    found: list[State] = []
    for index in range(games):
        rng = Random(index)
        state = GAME.setup(GAME.Options(), seats, rng)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            if state.phase == "ordinary":
                found.append(state)
            state, _ = apply_now(state, seat, greedy(state, seat, rng, 0.1), rng)
    return found


def winner(state: State) -> int:
    return round_winner(state, get_deck(state.deck), active_attribute(state))


def test_karta3_expert_leaf_round_winner_opener_with_an_unbeatable_card() -> None:
    # Seat 0 opens: its 58 called High beats anything seat 1 holds.
    assert winner(make_state([cards(58, 30, 31), cards(57, 2, 40)])) == 0
    # Its most extreme card is 2 (Low); seat 1's 1 goes under it.
    assert winner(make_state([cards(2, 30, 31), cards(1, 40, 41)])) == 1


def test_karta3_expert_leaf_round_winner_follower_wins_with_any_beater() -> None:
    state = make_state([cards(40, 30, 31), cards(41, 2, 3)])
    led, _ = apply_now(state, 0, GAME.legal_actions(state, 0)[0], Random(0))  # 40 High
    assert led.trick and led.direction == "high"
    assert winner(led) == 1
    weak = make_state([cards(40, 30, 31), cards(39, 2, 3)])
    led, _ = apply_now(weak, 0, GAME.legal_actions(weak, 0)[0], Random(0))
    assert winner(led) == 0


def test_karta3_expert_leaf_is_zero_sum_and_in_range() -> None:
    """Every term is the seat's minus the other's: the two seats' values are opposite."""
    for state in ordinary_positions(3):
        a, b = fitted_value(state, 0), fitted_value(state, 1)
        assert -0.99 <= a <= 0.99
        assert abs(a + b) < 1e-9
        assert leaf_features(state, 0) == tuple(-f for f in leaf_features(state, 1))


def test_karta3_expert_leaf_values_a_lead_more_as_the_end_nears() -> None:
    hands = [cards(30, 31, 29), cards(28, 32, 27)]
    early = make_state(hands, scores=[6, 2], round=5, rest="drop")
    late = make_state(hands, scores=[6, 2], round=16, rest="drop")
    assert fitted_value(late, 0) > fitted_value(early, 0) > 0


def test_karta3_expert_leaf_is_fitted_only_in_two_seat_ordinary_rounds() -> None:
    for state in ordinary_positions(1):
        assert expert_leaf(state, 0) == fitted_value(state, 0)
    for state in ordinary_positions(1, seats=3)[:20]:
        assert expert_leaf(state, 1) == heuristic_value(state, 1)


def test_karta3_expert_leaf_fit_runs_and_beats_always_zero() -> None:
    """`python -m bench.karta3_leaf` on a few games: the fitted weights are finite and their
    values predict the results better than a constant 0 on the games they were fitted on."""
    rows = [row for index in range(40) for row in play((7, index))]
    weights = fit(rows, steps=6)
    assert all(abs(w) < 10 for w in weights)
    values = [tanh(sum(w * x for w, x in zip(weights, r[:3], strict=True))) for r in rows]
    error = sum((v - r[5]) ** 2 for v, r in zip(values, rows, strict=True))
    assert error < sum(r[5] ** 2 for r in rows)
