"""Ruling K4: after a round resolves, the resolved round stays on show for the review pause;
only then are the hands refilled and the next central card revealed. The table times the pause
(Game.timing / paused / resume); with review_seconds = 0 the table resumes in the same step.
The engine always stops after a round that does not end the game, so the table can end the game
there when every human is automatic (C6)."""

from __future__ import annotations

import random

import pytest
from karta3_helpers import cards, make_state, play_round

from service.games.base import IllegalAction
from service.games.karta3 import GAME
from service.games.karta3.actions import PlayCard
from service.games.karta3.state import Options, State


def reviewing_state() -> State:
    state = make_state([cards(10, 20, 30), cards(40, 50, 5)])
    state, _ = GAME.apply(state, 0, PlayCard(card=cards(10)[0], direction="high"), random.Random())
    state, _ = GAME.apply(state, 1, PlayCard(card=cards(40)[0]), random.Random())
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
    assert [e.type for e in events].count("karta3.card_drawn") == 2


def test_karta3_K4_nobody_acts_during_the_review() -> None:
    state = reviewing_state()
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, PlayCard(card=state.hands[0][0]), random.Random())
    assert error.value.code == "not_your_turn"


def test_karta3_K4_the_pause_lasts_review_seconds_even_zero() -> None:
    for seconds in (0, 7):
        state = GAME.setup(Options(review_seconds=seconds), 2, random.Random(3))
        state, _ = play_round(state, "high", *state.hands[0][:1], *state.hands[1][:1])
        assert GAME.to_act(state)  # play_round resumed the pause, as the table does
    assert GAME.timing(Options(review_seconds=0, turn_seconds=60)).pause_seconds == 0
    assert GAME.timing(Options(review_seconds=7, turn_seconds=60)).pause_seconds == 7


def test_karta3_C6_the_engine_stops_between_rounds_even_without_a_review() -> None:
    """Section 8: every human automatic, the round in progress is resolved and the game ends;
    with review_seconds = 0 the next round must not be dealt before the table can stop."""
    state = GAME.setup(Options(review_seconds=0), 2, random.Random(3))
    state, _ = GAME.apply(state, 0, GAME.default_action(state, 0), random.Random())
    state, events = GAME.apply(state, 1, GAME.default_action(state, 1), random.Random())
    assert GAME.paused(state) and "karta3.card_drawn" not in [e.type for e in events]
    assert [len(hand) for hand in state.hands] == [2, 2] and state.round == 1


def test_karta3_K4_resume_without_a_pause_is_illegal() -> None:
    with pytest.raises(IllegalAction):
        GAME.resume(make_state([cards(1, 2, 3), cards(4, 5, 6)]), random.Random())
