"""Expert's leaf evaluation for Rutas (`service/games/rutas/expert.py`)."""

from __future__ import annotations

import random

from rutas_helpers import make_state

from service.games.rutas import GAME
from service.games.rutas.expert import expert_leaf, pair_chance, two_of_three


def test_rutas_expert_leaf_stays_in_range_and_is_zero_sum() -> None:
    rng = random.Random(7)
    for _ in range(20):
        state = GAME.setup(GAME.Options(), 2, rng)
        while state.result is None:
            for seat in (0, 1):
                value = expert_leaf(state, seat)
                assert -1.0 <= value <= 1.0
                if state.result is None:
                    assert abs(value) < 1.0  # never sure before the end
            assert abs(expert_leaf(state, 0) + expert_leaf(state, 1)) < 1e-9
            seat = state.turn
            action = rng.choice(
                [a for a in GAME.legal_actions(state, seat) if a.__class__.__name__ != "Resign"]
            )
            state, _ = GAME.apply(state, seat, action, rng)
        assert expert_leaf(state, state.result.winners[0]) == 1.0


def test_rutas_expert_leaf_orders_two_pairs_sold_above_two_pairs_lost() -> None:
    won = make_state(
        routes={(0, 0): ["10S", "9H", "3D"], (0, 1): ["10C", "8H", "5D"], (1, 2): ["4C"]}
    )
    lost = make_state(
        routes={(1, 0): ["10S", "9H", "3D"], (1, 1): ["10C", "8H", "5D"], (0, 2): ["4C"]}
    )
    assert expert_leaf(won, 0) > 0.3 > -0.3 > expert_leaf(lost, 0)
    assert abs(expert_leaf(won, 1) + expert_leaf(won, 0)) < 1e-9


def test_rutas_expert_leaf_prefers_a_route_one_card_from_the_range() -> None:
    near = make_state(routes={(0, 0): ["10S", "8H"]})  # 18: a 3..8 sells it
    far = make_state(routes={(0, 0): ["2S", "3H"]})  # 5: two cards away
    over = make_state(routes={(0, 0): ["10S", "9H", "8D"]})  # 27: overloaded
    assert expert_leaf(near, 0) > expert_leaf(far, 0) > expert_leaf(over, 0)


def test_rutas_expert_pair_chances_are_probabilities_and_favour_the_seller() -> None:
    for mine in range(0, 41):
        for theirs in range(0, 41):
            p = pair_chance(mine, theirs)
            assert 0.0 <= p <= 1.0
            assert abs(p + pair_chance(theirs, mine) - 1.0) < 1e-9
    assert pair_chance(24, 22) > 0.5 > pair_chance(22, 24)
    assert two_of_three([1.0, 1.0, 0.0]) == 1.0 and two_of_three([0.0, 0.0, 1.0]) == 0.0
