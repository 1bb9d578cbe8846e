"""KARTA3 Expert's counted leaf: cards valued by the unseen cards that beat them, the round in
progress read exactly on the resampled state."""

from __future__ import annotations

from karta3_helpers import ALL_CARDS, card, cards, make_state, play

from service.games.karta3.actions import PlayCard
from service.games.karta3.counted import Counter, counted_value, rank_table, win_chance
from service.games.karta3.expert import expert_leaf
from service.games.karta3.heuristics import heuristic_value
from service.games.karta3.state import State


def test_karta3_counted_win_chance_is_no_beater_among_the_other_hand() -> None:
    assert win_chance(0, 40) == 1.0
    assert win_chance(40, 40) == 0.0
    assert abs(win_chance(1, 40) - 37 / 40) < 1e-12  # the one beater is not among three of 40
    assert abs(win_chance(1, 4) - 1 / 4) < 1e-12  # three of four: only the card left out
    assert win_chance(2, 4) == 0.0
    assert win_chance(1, 2) == 0.0  # three cards dealt from two unseen: the beater is held


def test_karta3_counted_card_is_worth_more_once_the_cards_above_it_are_gone() -> None:
    fifty = card(50)
    above = set(cards(51, 52, 53, 54, 55, 56, 57, 58))
    everything = sorted(ALL_CARDS - {fifty})
    without_above = [c for c in everything if c not in above]
    deck = make_state([[fifty], []]).deck
    assert Counter(deck, without_above).worth(fifty) > Counter(deck, everything).worth(fifty)
    circle = rank_table(deck)[0]
    assert circle[fifty] == 50


def follower_state(follower_hand: list[int]) -> State:
    """Seat 0 has led 40 High; seat 1 (to act) holds `follower_hand`."""
    state = make_state([cards(40, 20, 21), follower_hand], scores=[4, 4], round=5)
    state, _ = play(state, 0, PlayCard(card=card(40), direction="high"))
    assert state.turn == 1
    return state


def test_karta3_counted_follower_that_can_beat_the_lead_is_ahead() -> None:
    can_beat = follower_state(cards(58, 2, 3))
    cannot = follower_state(cards(39, 2, 3))
    assert counted_value(can_beat, 1) is not None
    assert counted_value(can_beat, 1) > 0 > counted_value(cannot, 1)  # type: ignore[operator]


def test_karta3_counted_opener_reads_whether_the_other_hand_can_beat_it() -> None:
    safe = make_state([cards(58, 30, 31), cards(10, 11, 12)], scores=[4, 4], round=5)
    beaten = make_state([cards(57, 30, 31), cards(58, 1, 32)], scores=[4, 4], round=5)
    assert counted_value(safe, 0) > 0 > counted_value(beaten, 0)  # type: ignore[operator]


def test_karta3_counted_leaf_applies_to_two_seat_ordinary_rounds_with_the_seat_to_act() -> None:
    state = make_state([cards(58, 30, 31), cards(10, 11, 12)], scores=[4, 4], round=5)
    assert counted_value(state, 1) is None  # not its turn: Hard's heuristic
    assert expert_leaf(state, 1) == heuristic_value(state, 1)
    three = make_state([cards(58, 30, 31), cards(10, 11, 12), cards(40, 41, 42)])
    assert counted_value(three, 0) is None
    final = make_state(
        [cards(58, 30, 31), cards(10, 11, 12)], phase="final", rest="central_pile", round=18
    )
    assert counted_value(final, 0) is None
    assert expert_leaf(state, 0) == counted_value(state, 0)
