"""Section 8 as far as the engine goes: rulings K2 (default action), K3 (partial opener
actions), K4 (review), C4 (hidden information) and C6 (everyone in automatic mode)."""

from __future__ import annotations

import random

import msgspec
import pytest
from karta3_helpers import (
    TRIANGLE,
    apply_now,
    card_objects,
    cards,
    hidden_from,
    make_state,
    play,
    play_round,
    view_json,
)

from service.games.base import Outcome
from service.games.karta3 import GAME
from service.games.karta3.actions import CallDirection, PlayCard
from service.games.karta3.state import Direction, Options, State

# --- section 8 options ------------------------------------------------------------------------


def test_karta3_s8_turn_time_15_30_or_60_seconds_default_30() -> None:
    assert Options().turn_seconds == 30
    for seconds in (15, 30, 60):
        assert msgspec.convert({"turn_seconds": seconds}, type=Options).turn_seconds == seconds
    for seconds in (10, 45, 90):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"turn_seconds": seconds}, type=Options)


def test_karta3_s8_host_chooses_the_deck() -> None:
    assert Options().deck == "solar_system"
    state = GAME.setup(Options(review_seconds=0, deck="magical_creatures"), 2, random.Random(1))
    view = GAME.view(state, 0)
    assert view.deck == "magical_creatures"
    assert [a.name for a in view.attributes] == ["Power", "Cunning", "Endurance"]


def test_karta3_s8_options_reject_unknown_fields() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"bots": 2}, type=Options)


# --- ruling K2: default action on timeout -----------------------------------------------------


def test_karta3_K2_default_plays_the_card_held_longest() -> None:
    a, b = cards(30, 20, 10), cards(31, 21, 11)
    state, _ = play(make_state([a, b]), 0, PlayCard(card=a[0], direction="high"))
    assert GAME.default_action(state, 1) == PlayCard(card=b[0])


def test_karta3_K2_longest_held_follows_the_drawing_order() -> None:
    a, b = cards(30, 20, 10), cards(31, 21, 11)
    state = make_state([a, b])
    # Seat 1 plays its middle card, finishes second and draws: its oldest card is still b[0],
    # the drawn card is its newest.
    state, _ = play_round(state, "high", a[0], b[1])
    assert state.hands[1][:2] == [b[0], b[2]] and len(state.hands[1]) == 3
    assert GAME.to_act(state) == frozenset({1})
    assert GAME.default_action(state, 1) == PlayCard(card=b[0], direction="high")
    state, _ = play(state, 1, GAME.default_action(state, 1))
    assert GAME.default_action(state, 0) == PlayCard(card=a[1])
    state, _ = play(state, 0, GAME.default_action(state, 0))
    assert (default_card(state, 0), default_card(state, 1)) == (a[2], b[2])


def default_card(state: State, seat: int) -> int:
    action = GAME.default_action(state, seat)
    assert isinstance(action, PlayCard)
    return action.card


def test_karta3_K2_opener_keeps_a_direction_already_chosen() -> None:
    directions: tuple[Direction, ...] = ("high", "low")
    for chosen in directions:
        a, b = cards(58, 1, 2), cards(31, 21, 11)
        state, _ = play(make_state([a, b]), 0, CallDirection(direction=chosen))
        assert GAME.default_action(state, 0) == PlayCard(card=a[0], direction=chosen)


@pytest.mark.parametrize(
    ("rank", "direction"), [(1, "low"), (29, "low"), (30, "high"), (58, "high")]
)
def test_karta3_K2_opener_without_a_direction_calls_high_iff_rank_above_29(
    rank: int, direction: Direction
) -> None:
    # The rank that counts is the one in the active attribute (here the triangle).
    opener_card = cards(rank, attribute=TRIANGLE)[0]
    other = [c for c in cards(3, 4, 5, 6, attribute=TRIANGLE) if c != opener_card][:3]
    state = make_state([[opener_card, *other[:2]], other[2:]], attribute=TRIANGLE)
    assert GAME.default_action(state, 0) == PlayCard(card=opener_card, direction=direction)


def test_karta3_K2_opener_with_only_a_card_chosen_plays_the_longest_held_card() -> None:
    # The document: the app plays the card longest in the hand; only the direction is kept.
    a, b = cards(10, 40, 50), cards(31, 21, 11)
    state, _ = play(make_state([a, b]), 0, PlayCard(card=a[2]))
    assert state.pending_card == a[2]
    assert GAME.default_action(state, 0) == PlayCard(card=a[0], direction="low")
    after, _ = play(state, 0, GAME.default_action(state, 0))
    assert after.trick[0].card == a[0] and after.pending_card is None


def test_karta3_K2_default_action_is_legal_for_whoever_is_to_act() -> None:
    rng = random.Random(3)
    for seats in (2, 5):
        state = GAME.setup(Options(review_seconds=0, force_tiebreak=True), seats, rng)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            action = GAME.default_action(state, seat)
            assert action in GAME.legal_actions(state, seat)
            state, _ = apply_now(state, seat, action, rng)


# --- ruling K3: the opener's two partial actions ----------------------------------------------


def opening() -> tuple[State, list[int], list[int]]:
    a, b, c = cards(30, 20, 10), cards(31, 21, 11), cards(32, 22, 12)
    return make_state([a, b, c]), a, b


def test_karta3_K3_direction_first_then_the_card() -> None:
    state, a, _ = opening()
    state, events = play(state, 0, CallDirection(direction="low"))
    assert [e.type for e in events] == ["karta3.direction_chosen"]
    assert state.trick == [] and GAME.to_act(state) == frozenset({0})
    state, events = play(state, 0, PlayCard(card=a[1]))
    assert events[0].data == {"seat": 0, "card": a[1], "direction": "low"}
    assert state.direction == "low" and GAME.to_act(state) == frozenset({1})


def test_karta3_K3_card_first_then_the_direction() -> None:
    state, a, _ = opening()
    state, events = play(state, 0, PlayCard(card=a[2]))
    assert [e.type for e in events] == ["karta3.card_chosen"]
    assert state.trick == [] and a[2] in state.hands[0]
    state, events = play(state, 0, CallDirection(direction="high"))
    assert events[0].data == {"seat": 0, "card": a[2], "direction": "high"}
    assert state.trick[0].card == a[2] and state.direction == "high"


def test_karta3_K3_card_and_direction_together() -> None:
    state, a, _ = opening()
    state, events = play(state, 0, PlayCard(card=a[0], direction="high"))
    assert [e.type for e in events] == ["karta3.card_played"]
    assert GAME.to_act(state) == frozenset({1})


def test_karta3_K3_the_direction_stays_private_until_the_card_is_played() -> None:
    state, a, _ = opening()
    state, events = play(state, 0, CallDirection(direction="low"))
    assert events[0].for_seat(0) == {"seat": 0, "direction": "low"}
    for other in (1, 2, None):
        assert events[0].for_seat(other) == {"seat": 0}
        view = GAME.view(state, other)
        assert view.direction is None and view.my_choice is None
        assert b'"low"' not in msgspec.json.encode(view)
    mine = GAME.view(state, 0).my_choice
    assert mine is not None and (mine.card, mine.direction) == (None, "low")
    state, _ = play(state, 0, PlayCard(card=a[0]))
    for seat in (0, 1, 2, None):
        assert GAME.view(state, seat).direction == "low"


def test_karta3_K3_the_chosen_card_stays_private_until_played() -> None:
    state, a, _ = opening()
    state, events = play(state, 0, PlayCard(card=a[1]))
    assert events[0].for_seat(0) == {"seat": 0, "card": a[1]}
    for other in (1, 2, None):
        assert events[0].for_seat(other) == {"seat": 0}
        view = GAME.view(state, other)
        assert view.trick == [] and view.my_choice is None
        assert a[1] not in set(card_objects(view_json(state, other)))
        assert view.hand_counts == [3, 3, 3]
    mine = GAME.view(state, 0).my_choice
    assert mine is not None and (mine.card, mine.direction) == (a[1], None)


def test_karta3_tapete_opener_may_change_a_partial_choice_before_completing_it() -> None:
    state, a, _ = opening()
    state, _ = play(state, 0, CallDirection(direction="high"))
    state, _ = play(state, 0, CallDirection(direction="low"))
    state, _ = play(state, 0, PlayCard(card=a[0]))
    assert state.direction == "low"
    state, a, _ = opening()
    state, _ = play(state, 0, PlayCard(card=a[0]))
    state, _ = play(state, 0, PlayCard(card=a[2]))
    state, _ = play(state, 0, CallDirection(direction="high"))
    assert state.trick[0].card == a[2]


def test_karta3_tapete_a_complete_play_overrides_a_partial_choice() -> None:
    state, a, _ = opening()
    state, _ = play(state, 0, CallDirection(direction="high"))
    state, _ = play(state, 0, PlayCard(card=a[1], direction="low"))
    assert (state.trick[0].card, state.direction) == (a[1], "low")
    state, a, _ = opening()
    state, _ = play(state, 0, PlayCard(card=a[1]))
    state, _ = play(state, 0, PlayCard(card=a[2], direction="high"))
    assert state.trick[0].card == a[2] and a[1] in state.hands[0]


def test_karta3_K3_partial_choices_are_listed_as_legal_for_the_opener_only() -> None:
    state, a, _ = opening()
    legal = GAME.legal_actions(state, 0)
    assert CallDirection(direction="high") in legal and CallDirection(direction="low") in legal
    assert all(PlayCard(card=c) in legal for c in a)
    state, _ = play(state, 0, PlayCard(card=a[0], direction="high"))
    assert not any(isinstance(action, CallDirection) for action in GAME.legal_actions(state, 1))


# --- ruling K4: review of the resolved round --------------------------------------------------


def test_karta3_K4_review_seconds_default_5_from_0_to_10() -> None:
    assert Options().review_seconds == 5
    for seconds in (0, 10):
        assert msgspec.convert({"review_seconds": seconds}, type=Options).review_seconds == seconds
    for seconds in (-1, 11):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert({"review_seconds": seconds}, type=Options)


def test_karta3_K4_the_resolved_round_stays_visible_until_the_next_one_resolves() -> None:
    hands = [cards(41, 1, 2), cards(56, 3, 4), cards(23, 5, 6)]
    state, _ = play_round(make_state(hands), "high", *cards(41, 56, 23))
    for seat in (0, 1, 2, None):
        last = GAME.view(state, seat).last_round
        assert last is not None
        assert [(p.seat, p.card.id) for p in last.plays] == list(
            zip((0, 1, 2), cards(41, 56, 23), strict=True)
        )
        assert (last.number, last.winner, last.second, last.points) == (1, 1, 0, 3)
        assert last.direction == "high"
    state, _ = play(state, 0, GAME.default_action(state, 0))
    last = GAME.view(state, None).last_round
    assert last is not None and last.number == 1
    state, _ = play_round(state, "high", *[state.hands[s][0] for s in (1, 2)])
    last = GAME.view(state, None).last_round
    assert last is not None and last.number == 2


# --- ruling C4: hidden information ------------------------------------------------------------


def test_karta3_C4_a_seat_sees_its_hand_public_cards_and_counts_only() -> None:
    state = GAME.setup(Options(review_seconds=0), 4, random.Random(12))
    state, _ = play(state, 0, GAME.default_action(state, 0))
    for seat in range(4):
        view = view_json(state, seat)
        shown = set(card_objects(view))
        assert shown == set(state.hands[seat]) | {state.central, state.trick[0].card}
        assert not shown & hidden_from(state, seat)
        assert view["hand_counts"] == [2, 3, 3, 3] and view["deck_size"] == 45


def test_karta3_C4_a_spectator_sees_no_hand_card() -> None:
    state = GAME.setup(Options(review_seconds=0), 3, random.Random(13))
    view = view_json(state, None)
    assert view["hand"] == [] and view["my_choice"] is None
    assert set(card_objects(view)) == {state.central}


def test_karta3_C4_events_are_redacted_per_seat() -> None:
    state = GAME.setup(Options(review_seconds=0), 2, random.Random(14))
    rng = random.Random(14)
    events = []
    while state.round == 1:
        (seat,) = GAME.to_act(state)
        state, new = apply_now(state, seat, GAME.default_action(state, seat), rng)
        events += new
    for event in events:
        if event.type == "karta3.card_drawn":
            drawer = event.data["seat"]
            assert "card" in event.for_seat(drawer)
            assert "card" not in event.for_seat(1 - drawer)
            assert "card" not in event.for_seat(None)


# --- ruling C6: every human in automatic mode -------------------------------------------------


def run_automatic(state: State, rng: random.Random) -> tuple[State, Outcome]:
    """The table's loop once every human is automatic: stop when allowed (the table then
    halts the game with that outcome), else end a pause or play on."""
    while True:
        outcome = GAME.stop_outcome(state)
        if outcome is not None:
            return GAME.halt(state, outcome), outcome
        if GAME.paused(state):
            state, _ = GAME.resume(state, rng)
            continue
        (seat,) = GAME.to_act(state)
        state, _ = GAME.apply(state, seat, GAME.default_action(state, seat), rng)


def test_karta3_C6_mid_game_partial_result_without_winner() -> None:
    state = GAME.setup(Options(review_seconds=0), 3, random.Random(15))
    outcome = GAME.stop_outcome(state)
    assert outcome is not None and outcome.winners == [] and outcome.scores == [0, 0, 0]
    assert outcome.reason == "all_automatic"


def test_karta3_C6_the_round_in_progress_is_resolved_first() -> None:
    rng = random.Random(16)
    state = GAME.setup(Options(review_seconds=0), 3, rng)
    state, _ = play(state, 0, GAME.default_action(state, 0))
    assert GAME.stop_outcome(state) is None
    state, outcome = run_automatic(state, rng)
    assert state.trick == [] and state.round == 1  # section 8: no next round is dealt
    assert [len(hand) for hand in state.hands] == [2, 2, 2] and state.phase == "finished"
    assert outcome.winners == [] and sorted(outcome.scores or []) == [0, 0, 3]
    assert GAME.outcome(state) == outcome and GAME.view(state, 0).outcome == outcome


def test_karta3_C6_final_rounds_still_end_without_winner() -> None:
    hands = [cards(10, 11), cards(58, 13), cards(50, 15)]
    state = make_state(hands, draw=[], scores=[9, 9, 9], rest="central_pile", phase="final")
    state, _ = play(state, 0, PlayCard(card=hands[0][0], direction="high"))
    state, outcome = run_automatic(state, random.Random(0))
    assert outcome.winners == [] and outcome.scores == [9, 12, 9]
    assert state.phase == "finished" and state.round == 1 and GAME.to_act(state) == frozenset()


def test_karta3_C6_after_the_last_base_round_points_stand_without_tiebreak() -> None:
    hands = [cards(1), cards(58), cards(2)]
    state = make_state(
        hands,
        draw=[],
        scores=[16, 10, 16],
        rest="central_pile",
        phase="final",
        force_tiebreak=True,
    )
    state, _ = play(state, 0, PlayCard(card=hands[0][0], direction="high"))
    state, outcome = run_automatic(state, random.Random(0))
    assert state.phase == "finished" and state.trick == [] and state.tiebreak_seats == []
    assert all(hand == [] for hand in state.hands)  # no tiebreak dealt (section 8)
    assert outcome.reason == "points" and outcome.winners == [0, 2]
    assert outcome.details == {"tiebreak_skipped": True}
    assert outcome.scores == [16, 13, 16]


def test_karta3_C6_a_started_tiebreak_is_completed() -> None:
    hands = [cards(1), cards(58), cards(2)]
    state = make_state(
        hands,
        draw=[],
        scores=[16, 10, 16],
        rest="central_pile",
        phase="final",
        force_tiebreak=True,
    )
    state, _ = play_round(state, "high", *cards(1, 58, 2))
    state, _ = play(state, 0, GAME.default_action(state, 0))
    assert GAME.stop_outcome(state) is None
    state, outcome = run_automatic(state, random.Random(0))
    assert state.phase == "finished" and outcome == GAME.outcome(state)
    assert outcome.reason == "tiebreak" and len(outcome.winners) == 1
    assert outcome.winners[0] in (0, 2) and outcome.scores == [16, 13, 16]


def test_karta3_C6_a_finished_game_keeps_its_result() -> None:
    hands = [cards(1), cards(58), cards(2)]
    state = make_state(hands, draw=[], scores=[16, 10, 15], rest="central_pile", phase="final")
    state, _ = play_round(state, "high", *cards(1, 58, 2))
    assert GAME.stop_outcome(state) == GAME.outcome(state)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0]


def test_karta3_tapete_a_partial_opener_choice_does_not_start_the_round() -> None:
    state, _, _ = opening()
    state, _ = play(state, 0, CallDirection(direction="high"))
    outcome = GAME.stop_outcome(state)
    assert outcome is not None and outcome.winners == []


# --- what the table asks beyond the rules -----------------------------------------------------


def test_karta3_C5_a_call_or_a_card_alone_is_part_of_the_openers_turn() -> None:
    state, _, _ = opening()
    assert not GAME.mid_turn(state, 0)
    called, _ = play(state, 0, CallDirection(direction="high"))
    assert GAME.mid_turn(called, 0) and not GAME.mid_turn(called, 1)
    chosen, _ = play(state, 0, PlayCard(card=state.hands[0][0]))
    assert GAME.mid_turn(chosen, 0)
    played, _ = play(called, 0, PlayCard(card=state.hands[0][0]))
    assert not GAME.mid_turn(played, 0)


def test_karta3_opening_events_deal_privately_and_reveal_the_attribute() -> None:
    state = GAME.setup(Options(), 3, random.Random(8))
    events = GAME.opening_events(state)
    assert [e.type for e in events] == ["karta3.cards_dealt"] * 3 + ["karta3.central_revealed"]
    for seat, event in enumerate(events[:3]):
        assert event.data == {"seat": seat, "count": 3}
        assert event.for_seat(seat)["cards"] == state.hands[seat]
        assert "cards" not in event.for_seat((seat + 1) % 3) and "cards" not in event.for_seat(None)
    attribute = GAME.view(state, None).active_attribute
    assert events[3].data == {"card": state.central, "closing": False, "attribute": attribute}


def test_karta3_C7_a_cancel_keeps_the_points_so_far_mid_round() -> None:
    state, _, _ = opening()
    state, _ = play(state, 0, PlayCard(card=state.hands[0][0], direction="high"))
    partial = GAME.partial_outcome(state, "cancelled")
    assert partial == Outcome("cancelled", [], [0, 0, 0])
    halted = GAME.halt(state, partial)
    assert GAME.outcome(halted) == partial and GAME.to_act(halted) == frozenset()
    assert GAME.view(halted, 1).outcome == partial and len(halted.trick) == 1
    assert not GAME.view(halted, 1).closing_card
