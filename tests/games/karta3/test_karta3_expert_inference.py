"""KARTA3 Expert's determinizations: the other hand as the last round suggests (inference.py)."""

from __future__ import annotations

from random import Random

from karta3_helpers import CIRCLE, cards, make_state, play_round, rank_of

from service.games.karta3.inference import inferred_resample, last_round_rule
from service.games.karta3.resample import resample
from service.games.karta3.state import State


def after_a_lost_follow() -> State:
    """Seat 0 opened 40 High in the circle attribute and seat 1 lost with 39; refilled."""
    state = make_state([cards(40, 2, 3), cards(39, 10, 11)])
    state, _ = play_round(state, "high", cards(40)[0], cards(39)[0])
    assert state.last_round is not None and state.last_round.winner == 0
    return state


def beaters(state: State, bar: int = 40) -> int:
    return sum(1 for c in state.hands[1] if rank_of(c, CIRCLE) > bar)


def test_karta3_expert_inference_follower_that_lost_kept_no_beater() -> None:
    state = after_a_lost_follow()
    assert last_round_rule(state, 0) == "follower_lost"
    assert last_round_rule(state, 1) == "opener"  # seat 1 sees seat 0 opened
    plain = [beaters(resample(state, 0, Random(n))) >= 2 for n in range(300)]
    inferred = [beaters(inferred_resample(state, 0, Random(n))) >= 2 for n in range(300)]
    assert sum(inferred) < sum(plain) / 3


def test_karta3_expert_inference_keeps_the_bots_own_hand_and_the_public_cards() -> None:
    state = after_a_lost_follow()
    for n in range(50):
        drawn = inferred_resample(state, 0, Random(n))
        assert drawn.hands[0] == state.hands[0]
        assert drawn.won == state.won and drawn.central == state.central
        assert sorted(drawn.hands[1] + drawn.draw_pile) == sorted(state.hands[1] + state.draw_pile)


def test_karta3_expert_inference_is_plain_resample_without_a_last_round() -> None:
    state = make_state([cards(40, 2, 3), cards(39, 10, 11)])
    assert last_round_rule(state, 0) is None
    assert inferred_resample(state, 0, Random(3)) == resample(state, 0, Random(3))
    three = make_state([cards(40, 2, 3), cards(39, 10, 11), cards(20, 21, 22)])
    assert last_round_rule(three, 0) is None
