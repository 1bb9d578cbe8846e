"""What the table asks of TRES beyond the rules: the opening events (C4), partial turns (C5),
a foul that shows nothing of the undone play (T7), and an end decided by the table (C6, C7)."""

from __future__ import annotations

import random

from tres_helpers import c, make, play, types

from service.games.base import Outcome
from service.games.tres import GAME
from service.games.tres.actions import Draw, Earthquake, MinusFour
from service.games.tres.state import Options


def test_tres_opening_events_deal_privately_and_turn_up_the_centre() -> None:
    state = GAME.setup(Options(), 3, random.Random(4))
    events = GAME.opening_events(state)
    assert types(events) == ["tres.dealt"] * 3 + ["tres.centre", "tres.turn"]
    for seat, event in enumerate(events[:3]):
        assert event.data == {"seat": seat, "count": 7}
        assert [card["id"] for card in event.for_seat(seat)["cards"]] == state.hands[seat]
        assert "cards" not in event.for_seat((seat + 1) % 3) and "cards" not in event.for_seat(None)
    assert events[3].data["card"]["id"] == state.board[4][0] and events[4].data == {"seat": 0}


def test_tres_C5_a_drawn_card_waiting_to_be_played_is_part_of_the_turn() -> None:
    state = make(hands={0: ["r1", "b2"]}, deck_top=["g9"])
    assert not GAME.mid_turn(state, 0)
    drawn, _ = play(state, 0, Draw())
    assert GAME.mid_turn(drawn, 0) and not GAME.mid_turn(drawn, 1)


def test_tres_C5_answering_a_minus_four_is_a_decision_of_its_own() -> None:
    state = make(hands={0: ["minus_four", "r1"], 1: ["b1", "b2", "b3", "b4", "b5"]})
    after, _ = play(state, 0, MinusFour(card=c("minus_four")))
    assert GAME.to_act(after) == frozenset({1}) and not GAME.mid_turn(after, 1)


def test_tres_T7_a_foul_shows_nothing_of_the_undone_play() -> None:
    fives = ["r5", "r5#1", "y5", "y5#1", "g5", "g5#1", "b5", "b5#1"]
    state = make(hands={0: ["earthquake", "r1"]}, board={4: [*fives, "r7"]})
    after, events = play(state, 0, Earthquake(card=c("earthquake")), seed=3)
    assert types(events)[:2] == ["tres.foul", "tres.drew"]
    assert "tres.earthquake" not in types(events)
    assert after.board == state.board and after.known[c("r5")] == state.known[c("r5")]
    won, events = play(state, 0, Earthquake(card=c("earthquake"), announce=True), seed=3)
    assert "tres.earthquake" in types(events) and GAME.outcome(won) is not None


def test_tres_C7_a_halted_game_shows_the_tables_outcome_and_nobody_acts() -> None:
    state = make(hands={0: ["r1"]})
    partial = GAME.partial_outcome(state, "cancelled")
    assert partial == Outcome("cancelled", [], None, {"eliminated": []})
    halted = GAME.halt(state, partial)
    assert GAME.outcome(halted) == partial and GAME.view(halted, 0).outcome == partial
    assert GAME.to_act(halted) == frozenset() and GAME.legal_actions(halted, 0) == []
    assert GAME.stop_outcome(halted) == partial


def test_tres_C6_everyone_automatic_is_reason_all_automatic() -> None:
    outcome = GAME.stop_outcome(make(hands={0: ["r1"]}))
    assert outcome is not None and outcome.reason == "all_automatic" and outcome.winners == []
