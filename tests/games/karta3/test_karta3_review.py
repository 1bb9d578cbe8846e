"""Ruling K4: after a round resolves, the resolved round stays on show for the review pause;
only then are the hands refilled and the next central card revealed. The table times the pause
(Game.timing / paused / resume); with review_seconds = 0 the game goes on at once."""

from __future__ import annotations

import random

import pytest
from karta3_helpers import cards, make_state, play_round
from msgspec.structs import replace

from service.games.base import IllegalAction
from service.games.karta3 import GAME
from service.games.karta3.actions import PlayCard
from service.games.karta3.state import Options, State


def reviewing_state() -> State:
    state = replace(make_state([cards(10, 20, 30), cards(40, 50, 5)]), review_pause=True)
    state, _ = play_round(state, "high", *cards(10, 40))
    return state


def test_karta3_K4_the_resolved_round_stays_visible_before_the_refill() -> None:
    state = reviewing_state()
    assert GAME.paused(state) and GAME.to_act(state) == frozenset()
    view = GAME.view(state, 0)
    assert view.reviewing is True and view.last_round is not None
    assert [len(hand) for hand in state.hands] == [2, 2]  # not refilled yet


def test_karta3_K4_resume_refills_and_reveals_the_next_central_card() -> None:
    state = reviewing_state()
    central = state.central
    resumed, events = GAME.resume(state, random.Random(1))
    assert not GAME.paused(resumed)
    assert [len(hand) for hand in resumed.hands] == [3, 3]
    assert resumed.central != central and resumed.round == 2
    assert GAME.to_act(resumed) == frozenset({resumed.opener})
    assert [e.type for e in events].count("card_drawn") == 2


def test_karta3_K4_nobody_acts_during_the_review() -> None:
    state = reviewing_state()
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, PlayCard(card=state.hands[0][0]), random.Random())
    assert error.value.code == "not_your_turn"


def test_karta3_K4_no_pause_when_review_seconds_is_zero() -> None:
    state = GAME.setup(Options(review_seconds=0), 2, random.Random(3))
    assert state.review_pause is False
    assert GAME.setup(Options(review_seconds=5), 2, random.Random(3)).review_pause is True
    assert GAME.timing(Options(review_seconds=7, turn_seconds=60)).pause_seconds == 7


def test_karta3_K4_resume_without_a_pause_is_illegal() -> None:
    with pytest.raises(IllegalAction):
        GAME.resume(make_state([cards(1, 2, 3), cards(4, 5, 6)]), random.Random())
