"""Section 5 (the closing card and the three final rounds) and section 6 (end and scoring)."""

from __future__ import annotations

import random

import pytest
from karta3_helpers import (
    apply_now,
    cards,
    check_conservation,
    default_until_over,
    make_state,
    play_round,
    principal,
    random_chooser,
    types,
)

from service.games.base import Event
from service.games.karta3 import GAME
from service.games.karta3.state import Direction, Options, State

ORDINARY = {2: 17, 3: 12, 4: 9, 5: 7}


def last_ordinary_round() -> State:
    """Three seats, the draw pile holds exactly one card per seat plus the closing card."""
    hands = [cards(10, 11, 12), cards(58, 13, 14), cards(50, 15, 16)]
    draw = cards(40, 41, 42, 43)  # 43 is drawn first, 40 is the closing card
    return make_state(hands, draw=draw, rest="central_pile", round=12)


def final_state(seats: int = 3) -> State:
    """The first final round: the closing card is central, nothing left to draw."""
    hands = [cards(10 + 3 * s, 11 + 3 * s, 12 + 3 * s) for s in range(seats)]
    return make_state(hands, draw=[], rest="central_pile", phase="final", round=13)


def test_karta3_s5_last_card_becomes_the_closing_card() -> None:
    state = last_ordinary_round()
    after, events = play_round(state, "high", *cards(10, 58, 50))
    revealed = next(e for e in events if e.type == "karta3.central_revealed")
    assert revealed.data == {
        "card": cards(40)[0],
        "closing": True,
        "attribute": principal(cards(40)[0]),
    }
    assert after.draw_pile == [] and [len(h) for h in after.hands] == [3, 3, 3]
    assert after.phase == "final" and after.central == cards(40)[0]
    view = GAME.view(after, None)
    assert view.closing_card and view.deck_size == 0


def test_karta3_s5_no_closing_card_while_more_cards_remain() -> None:
    hands = [cards(10, 11, 12), cards(58, 13, 14), cards(50, 15, 16)]
    state = make_state(hands, draw=cards(40, 41, 42, 43, 44), rest="central_pile")
    after, events = play_round(state, "high", *cards(10, 58, 50))
    assert next(e for e in events if e.type == "karta3.central_revealed").data["closing"] is False
    assert after.phase == "ordinary" and len(after.draw_pile) == 1
    assert not GAME.view(after, None).closing_card


def test_karta3_s5_first_final_round_opened_by_the_last_ordinary_second() -> None:
    after, _ = play_round(last_ordinary_round(), "high", *cards(10, 58, 50))
    assert after.opener == 2 and GAME.to_act(after) == frozenset({2})


def play_final_rounds(state: State) -> tuple[State, list[list[Event]]]:
    per_round = []
    while state.phase == "final":
        order = [(state.opener + i) % state.seats for i in range(state.seats)]
        direction: Direction = "high" if state.round % 2 else "low"
        state, events = play_round(state, direction, *[state.hands[s][0] for s in order])
        per_round.append(events)
    return state, per_round


def test_karta3_s5_final_rounds_draw_no_card_and_reveal_no_central() -> None:
    state = final_state()
    closing = state.central
    end, rounds = play_final_rounds(state)
    assert len(rounds) == 3
    for events in rounds:
        assert "karta3.card_drawn" not in types(events)
        assert "karta3.central_revealed" not in types(events)
    assert end.central == closing


def test_karta3_s5_closing_attribute_holds_for_the_three_final_rounds() -> None:
    state = final_state()
    attribute = GAME.view(state, None).active_attribute
    seen = []
    while state.phase == "final":
        seen.append(GAME.view(state, None).active_attribute)
        order = [(state.opener + i) % 3 for i in range(3)]
        state, _ = play_round(state, "high", *[state.hands[s][0] for s in order])
        assert state.last_round is not None and state.last_round.attribute == attribute
    assert seen == [attribute] * 3


def test_karta3_s5_opener_calls_again_each_final_round_and_second_keeps_opening() -> None:
    state = final_state()
    directions: list[Direction] = ["low", "high", "low"]
    for direction in directions:
        assert state.direction is None and state.turn == state.opener
        order = [(state.opener + i) % 3 for i in range(3)]
        state, events = play_round(state, direction, *[state.hands[s][0] for s in order])
        data = next(e.data for e in events if e.type == "karta3.round_resolved")
        if state.phase == "final":
            assert state.opener == data["second"]
    assert state.phase == "finished"


def test_karta3_s5_each_player_plays_one_card_per_final_round_until_the_hand_is_empty() -> None:
    state = final_state(4)
    sizes = []
    while state.phase == "final":
        order = [(state.opener + i) % 4 for i in range(4)]
        state, _ = play_round(state, "high", *[state.hands[s][-1] for s in order])
        sizes.append([len(hand) for hand in state.hands])
    assert sizes == [[2] * 4, [1] * 4, [0] * 4]


def test_karta3_s5_closing_card_never_scores() -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.setup(Options(review_seconds=0), 2 + seed % 4, rng)
        chooser = random_chooser(random.Random(seed))
        while state.phase == "ordinary":
            (seat,) = GAME.to_act(state)
            state, _ = apply_now(
                state, seat, chooser(state, seat, GAME.legal_actions(state, seat)), rng
            )
        closing = state.central
        state, _ = default_until_over(state, rng)
        assert all(closing not in pile for pile in state.won)
        assert state.central == closing
        check_conservation(state)


def test_karta3_tapete_closing_card_stays_central_at_the_end_counted_once() -> None:
    state = final_state()
    closing = state.central
    pile = list(state.central_pile)
    end, _ = play_final_rounds(state)
    assert end.phase == "finished" and end.central == closing
    assert end.central_pile == pile and closing not in end.central_pile
    view = GAME.view(end, None)
    assert view.closing_card and view.central.id == closing
    assert view.central_pile_size == len(pile)


# --- section 6 -------------------------------------------------------------------------------


def test_karta3_s6_base_game_ends_with_the_third_final_round() -> None:
    state = final_state()
    for remaining in (2, 1):
        order = [(state.opener + i) % 3 for i in range(3)]
        state, events = play_round(state, "high", *[state.hands[s][0] for s in order])
        assert GAME.outcome(state) is None and "karta3.game_over" not in types(events)
        assert [len(hand) for hand in state.hands] == [remaining] * 3
    order = [(state.opener + i) % 3 for i in range(3)]
    state, events = play_round(state, "high", *[state.hands[s][0] for s in order])
    assert state.phase == "finished" and state.hands == [[], [], []]
    assert GAME.to_act(state) == frozenset()
    over = next(e for e in events if e.type == "karta3.game_over")
    assert over.data["reason"] == "points"
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "points"


def test_karta3_s6_each_won_card_is_a_point_five_per_round_among_five() -> None:
    hands = [cards(10 + s, 20 + s, 30 + s) for s in range(5)]
    state = make_state(hands)
    after, events = play_round(state, "high", *cards(10, 11, 12, 13, 14))
    assert next(e for e in events if e.type == "karta3.round_resolved").data["points"] == 5
    assert GAME.view(after, None).scores == [0, 0, 0, 0, 5]


def test_karta3_s6_no_points_for_printed_values_second_place_or_the_last_round() -> None:
    # Final round three: seat 0 wins with a low card in Low; seat 1 is second.
    hands = [cards(1), cards(2), cards(58)]
    state = make_state(hands, draw=[], scores=[4, 4, 4], rest="central_pile", phase="final")
    state, _ = play_round(state, "low", *cards(1, 2, 58))
    assert state.phase == "finished"
    assert GAME.view(state, None).scores == [7, 4, 4]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == [7, 4, 4] and outcome.winners == [0]


def test_karta3_s6_most_points_wins() -> None:
    hands = [cards(1), cards(2), cards(58)]
    state = make_state(hands, draw=[], scores=[3, 12, 6], rest="central_pile", phase="final")
    state, _ = play_round(state, "high", *cards(1, 2, 58))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == [3, 12, 9] and outcome.winners == [1] and outcome.reason == "points"


def test_karta3_s6_tied_leaders_share_the_victory_without_tiebreak() -> None:
    hands = [cards(1), cards(2), cards(58)]
    state = make_state(hands, draw=[], scores=[9, 12, 9], rest="central_pile", phase="final")
    state, events = play_round(state, "high", *cards(1, 2, 58))
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert outcome.scores == [9, 12, 12] and outcome.winners == [1, 2]
    assert state.phase == "finished" and "karta3.tiebreak_started" not in types(events)
    assert next(e for e in events if e.type == "karta3.game_over").data["winners"] == [1, 2]


def round_log(seats: int, seed: int) -> list[tuple[str, list[Event]]]:
    """(phase when the round was played, events of the resolving action) per base round."""
    rng = random.Random(seed)
    state = GAME.setup(Options(review_seconds=0), seats, rng)
    chooser = random_chooser(random.Random(seed))
    log: list[tuple[str, list[Event]]] = []
    while GAME.outcome(state) is None:
        phase = state.phase
        (seat,) = GAME.to_act(state)
        state, events = apply_now(
            state, seat, chooser(state, seat, GAME.legal_actions(state, seat)), rng
        )
        if "karta3.round_resolved" in types(events):
            log.append((phase, events))
    return log


def check_rounds_table(seats: int) -> None:
    for seed in (seats, seats + 100):
        log = round_log(seats, seed)
        phases = [phase for phase, _ in log]
        assert phases == ["ordinary"] * ORDINARY[seats] + ["final"] * 3
        closing = [
            i
            for i, (_, events) in enumerate(log)
            for e in events
            if e.type == "karta3.central_revealed" and e.data["closing"]
        ]
        assert closing == [ORDINARY[seats] - 1], "revealed after the last ordinary round"
        for _, events in log[ORDINARY[seats] :]:
            assert "karta3.card_drawn" not in types(events)
        assert len(log) == ORDINARY[seats] + 3


def test_karta3_s6_rounds_table_2_players() -> None:
    check_rounds_table(2)  # 17 + 3 = 20


def test_karta3_s6_rounds_table_3_players() -> None:
    check_rounds_table(3)  # 12 + 3 = 15


def test_karta3_s6_rounds_table_4_players() -> None:
    check_rounds_table(4)  # 9 + 3 = 12


def test_karta3_s6_rounds_table_5_players() -> None:
    check_rounds_table(5)  # 7 + 3 = 10


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_karta3_s6_points_sum_to_seats_times_rounds(seats: int) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.setup(Options(review_seconds=0, force_tiebreak=seed % 2 == 0), seats, rng)
        state, _ = default_until_over(state, rng)
        outcome = GAME.outcome(state)
        assert outcome is not None and outcome.scores is not None
        assert sum(outcome.scores) == seats * (ORDINARY[seats] + 3)
        view = GAME.view(state, None)
        assert view.total_rounds == ORDINARY[seats] + 3
        assert view.ordinary_rounds == ORDINARY[seats]
