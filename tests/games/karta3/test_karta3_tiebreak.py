"""Section 7 (the single optional tiebreak round) and ruling K5 (cards per tied player)."""

from __future__ import annotations

import random

from karta3_helpers import (
    card_objects,
    cards,
    check_conservation,
    default_until_over,
    drive_to_wins,
    make_state,
    play,
    play_round,
    principal,
    rank_of,
    types,
    view_json,
)

from service.games.karta3 import GAME
from service.games.karta3.actions import CallDirection, PlayCard
from service.games.karta3.rules import tiebreak_cards_per_player
from service.games.karta3.state import Options, State

ORDINARY = {2: 17, 3: 12, 4: 9, 5: 7}

# Section 7's table: (players of the base game, tied leaders, cards per tied player).
DOCUMENT_TABLE = [
    (2, 2, 3),  # "2 o 3 | Cualquier empate posible | 3"
    (3, 2, 3),
    (3, 3, 3),
    (4, 2, 3),  # "4 | 2 o 3 | 3"
    (4, 3, 3),
    (4, 4, 2),
    (5, 2, 3),
    (5, 3, 2),
    (5, 5, 1),
]


def last_base_round(force_tiebreak: bool = True) -> State:
    """Three seats before the third final round, 16-10-16: seat 1 wins it with the 58, and
    seats 0 and 2 tie at 16. Twelve central cards plus the closing card are left."""
    hands = [cards(1), cards(58), cards(2)]
    return make_state(
        hands,
        draw=[],
        scores=[16, 10, 16],
        rest="central_pile",
        phase="final",
        round=15,
        force_tiebreak=force_tiebreak,
    )


def tiebreak_state(seed: int = 0) -> State:
    state, _ = play_round(last_base_round(), "high", *cards(1, 58, 2), seed=seed)
    return state


def central_cards(state: State) -> set[int]:
    return {*state.central_pile, state.central}


# --- ruling K5: the document's table, by the formula and by real games -----------------------


def check_table_row(players: int, tied: int, expected: int) -> None:
    centrals = ORDINARY[players] + 1  # one per ordinary round, plus the closing card
    assert tiebreak_cards_per_player(centrals, tied) == expected
    assert min(3, (centrals - 1) // tied) == expected
    # A real game whose base rounds end with `tied` leaders (seats chosen to vary the opener).
    rounds = ORDINARY[players] + 3
    leaders = list(range(players - tied, players))
    # The fewest round wins per leader that let the others share the remaining rounds.
    top = next(
        a for a in range(1, rounds + 1) if 0 <= rounds - a * tied <= (players - tied) * (a - 1)
    )
    wins = [top if seat in leaders else 0 for seat in range(players)]
    rest = rounds - top * tied
    for seat in range(players - tied):
        wins[seat] = min(rest, top - 1)
        rest -= wins[seat]
    assert rest == 0 and sum(wins) == rounds
    state, _, rng = drive_to_wins(players, wins, force_tiebreak=True, seed=players * 10 + tied)
    base_centrals = central_cards_before_tiebreak(state)
    assert len(base_centrals) == centrals
    assert state.phase == "tiebreak" and state.tiebreak_seats == leaders
    assert state.round == rounds + 1 and state.last_round is not None
    assert state.last_round.number == rounds
    assert [len(hand) for hand in state.hands] == [
        expected if seat in leaders else 0 for seat in range(players)
    ]
    assert len(state.set_aside) == centrals - 1 - expected * tied
    assert state.opener == leaders[0] and GAME.to_act(state) == frozenset({leaders[0]})
    check_conservation(state)
    scores = [len(pile) for pile in state.won]
    assert scores == [wins[seat] * players for seat in range(players)]
    final, _ = default_until_over(state, rng)
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.reason == "tiebreak"
    assert len(outcome.winners) == 1 and outcome.winners[0] in leaders
    assert outcome.scores == scores
    check_conservation(final)
    # Without the agreed tiebreak the same game ends in a shared victory.
    shared, _, _ = drive_to_wins(players, wins, force_tiebreak=False, seed=players * 10 + tied)
    outcome = GAME.outcome(shared)
    assert outcome is not None and outcome.winners == leaders and outcome.reason == "points"


def central_cards_before_tiebreak(state: State) -> set[int]:
    """In the tiebreak every base-game central card is a tied hand, the indicator or set aside."""
    return {c for hand in state.hands for c in hand} | {state.central} | set(state.set_aside)


def test_karta3_K5_formula_reproduces_the_document_table() -> None:
    for players, tied, expected in DOCUMENT_TABLE:
        assert tiebreak_cards_per_player(ORDINARY[players] + 1, tied) == expected


def test_karta3_K5_tiebreak_cards_table_row_2_2() -> None:
    check_table_row(2, 2, 3)


def test_karta3_K5_tiebreak_cards_table_row_3_2() -> None:
    check_table_row(3, 2, 3)


def test_karta3_K5_tiebreak_cards_table_row_3_3() -> None:
    check_table_row(3, 3, 3)


def test_karta3_K5_tiebreak_cards_table_row_4_2() -> None:
    check_table_row(4, 2, 3)


def test_karta3_K5_tiebreak_cards_table_row_4_3() -> None:
    check_table_row(4, 3, 3)


def test_karta3_K5_tiebreak_cards_table_row_4_4() -> None:
    check_table_row(4, 4, 2)


def test_karta3_K5_tiebreak_cards_table_row_5_2() -> None:
    check_table_row(5, 2, 3)


def test_karta3_K5_tiebreak_cards_table_row_5_3() -> None:
    check_table_row(5, 3, 2)


def test_karta3_K5_tiebreak_cards_table_row_5_5() -> None:
    check_table_row(5, 5, 1)


def test_karta3_K5_four_of_five_cannot_tie_at_the_top() -> None:
    # Why the document has no "5 players, 4 tied" row: five players win ten rounds in all.
    ties = {split.count(max(split)) for split in _splits(10, 5)}
    assert ties == {1, 2, 3, 5}


def _splits(total: int, parts: int) -> list[list[int]]:
    if parts == 1:
        return [[total]]
    return [
        [first, *rest] for first in range(total + 1) for rest in _splits(total - first, parts - 1)
    ]


# --- section 7 --------------------------------------------------------------------------------


def test_karta3_s7_force_tiebreak_is_agreed_before_starting_and_starts_off() -> None:
    assert Options().force_tiebreak is False
    assert GAME.setup(
        Options(review_seconds=0, force_tiebreak=True), 3, random.Random(1)
    ).force_tiebreak


def test_karta3_s7_no_extra_round_without_a_tie_at_the_top() -> None:
    hands = [cards(1), cards(58), cards(2)]
    state = make_state(
        hands, draw=[], scores=[16, 10, 15], rest="central_pile", phase="final", force_tiebreak=True
    )
    state, events = play_round(state, "high", *cards(1, 58, 2))
    assert state.phase == "finished" and "karta3.tiebreak_started" not in types(events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == [0] and outcome.reason == "points"


def test_karta3_s7_only_the_tied_leaders_take_part() -> None:
    state = tiebreak_state()
    assert state.tiebreak_seats == [0, 2]
    assert state.hands[1] == [] and GAME.legal_actions(state, 1) == []
    assert GAME.view(state, None).tiebreak_seats == [0, 2]


def test_karta3_s7_the_central_cards_including_the_closing_card_are_dealt() -> None:
    before = last_base_round()
    base_centrals = central_cards(before)
    state = tiebreak_state()
    assert central_cards_before_tiebreak(state) == base_centrals
    won = {c for pile in state.won for c in pile}
    assert not won & central_cards_before_tiebreak(state)
    assert before.central in central_cards_before_tiebreak(state)  # the closing card


def test_karta3_s7_the_central_cards_are_shuffled() -> None:
    deals = {tuple(tuple(hand) for hand in tiebreak_state(seed).hands) for seed in range(6)}
    assert len(deals) > 1


def test_karta3_s7_same_count_each_indicator_revealed_rest_set_aside() -> None:
    state, events = play_round(last_base_round(), "high", *cards(1, 58, 2))
    started = next(e for e in events if e.type == "karta3.tiebreak_started")
    assert started.data == {"seats": [0, 2], "cards_each": 3}
    dealt = [e for e in events if e.type == "karta3.cards_dealt"]
    assert [e.data for e in dealt] == [{"seat": 0, "count": 3}, {"seat": 2, "count": 3}]
    assert dealt[0].private == {0: {"cards": state.hands[0]}}
    revealed = [e for e in events if e.type == "karta3.central_revealed"]
    indicator = {"card": state.central, "closing": False, "attribute": principal(state.central)}
    assert [e.data for e in revealed] == [indicator]
    assert len(state.set_aside) == 13 - 1 - 6
    assert [len(hand) for hand in state.hands] == [3, 0, 3]
    # The set-aside cards and the other tied hand are seen by nobody else.
    for seat in (0, 1, 2, None):
        shown = set(card_objects(view_json(state, seat)))
        assert not shown & set(state.set_aside)
        for other in (0, 2):
            if other != seat:
                assert not shown & set(state.hands[other])


def test_karta3_s7_first_tied_seat_in_table_order_opens() -> None:
    state = tiebreak_state()
    # Seat 2 (rank 2) was second of the last base round; the tiebreak is nevertheless opened
    # by seat 0, the first tied seat in table order.
    assert state.last_round is not None and state.last_round.second == 2
    assert state.opener == 0 and GAME.to_act(state) == frozenset({0})


def test_karta3_s7_opener_calls_and_others_follow_skipping_non_participants() -> None:
    hands = [cards(1), cards(2), cards(58), cards(3)]
    state = make_state(
        hands,
        draw=[],
        scores=[5, 12, 5, 12],
        rest="central_pile",
        phase="final",
        opener=2,
        force_tiebreak=True,
    )
    state, _ = play_round(state, "low", *cards(58, 3, 1, 2))
    assert state.phase == "tiebreak" and state.tiebreak_seats == [1, 3]
    legal = GAME.legal_actions(state, 1)
    assert CallDirection(direction="high") in legal
    assert all(PlayCard(card=c, direction="low") in legal for c in state.hands[1])
    state, _ = play(state, 1, PlayCard(card=state.hands[1][0], direction="low"))
    assert GAME.to_act(state) == frozenset({3})
    assert GAME.legal_actions(state, 3) == [PlayCard(card=c) for c in state.hands[3]]


def test_karta3_s7_best_card_wins_and_it_ends_after_one_round_with_cards_left() -> None:
    state = tiebreak_state()
    attribute = GAME.view(state, None).active_attribute
    rank = {c: rank_of(c, attribute) for c in state.hands[0] + state.hands[2]}
    mine, theirs = state.hands[0][0], state.hands[2][0]
    state, events = play_round(state, "high", mine, theirs)
    winner = 0 if rank[mine] > rank[theirs] else 2
    assert state.phase == "finished" and state.tiebreak_winner == winner
    assert [len(hand) for hand in state.hands] == [2, 0, 2]
    assert GAME.to_act(state) == frozenset()
    outcome = GAME.outcome(state)
    assert outcome is not None
    assert (outcome.reason, outcome.winners, outcome.details) == (
        "tiebreak",
        [winner],
        {"tied": [0, 2]},
    )
    assert next(e for e in events if e.type == "karta3.game_over").data == {
        "reason": "tiebreak",
        "winners": [winner],
    }


def test_karta3_s7_tiebreak_adds_no_points_and_keeps_the_won_cards() -> None:
    state = tiebreak_state()
    won = [list(pile) for pile in state.won]
    state, events = play_round(state, "low", state.hands[0][0], state.hands[2][0])
    assert state.won == won
    resolved = next(e for e in events if e.type == "karta3.round_resolved")
    assert resolved.data["points"] == 0 and resolved.data["tiebreak"] is True
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.scores == [16, 13, 16]
    assert GAME.view(state, None).scores == [16, 13, 16]
    last = GAME.view(state, None).last_round
    assert last is not None and last.points == 0


def test_karta3_s7_no_draw_no_attribute_change_and_no_second_tiebreak() -> None:
    state = tiebreak_state()
    indicator = state.central
    # Even when the two tiebreak cards leave the tied players still tied on points.
    state, events = play_round(state, "high", state.hands[0][0], state.hands[2][0])
    assert "karta3.card_drawn" not in types(events) and "karta3.central_revealed" not in types(
        events
    )
    assert "karta3.tiebreak_started" not in types(events)
    assert state.central == indicator and state.phase == "finished"
    assert state.last_round is not None and state.last_round.tiebreak


def test_karta3_s7_tiebreak_card_choice_is_private_until_played() -> None:
    state = tiebreak_state()
    chosen = state.hands[0][1]
    state, events = play(state, 0, PlayCard(card=chosen))
    assert events[0].for_seat(2) == {"seat": 0}
    assert events[0].for_seat(0) == {"seat": 0, "card": chosen}
    assert GAME.view(state, 2).my_choice is None
    assert GAME.view(state, 0).my_choice is not None


# --- Tapete choices where the document is silent ---------------------------------------------


def test_karta3_tapete_tiebreak_played_cards_return_to_the_central_pile() -> None:
    state = tiebreak_state()
    played = [state.hands[0][0], state.hands[2][0]]
    state, _ = play_round(state, "high", *played)
    assert state.central_pile == played
    check_conservation(state)


def test_karta3_tapete_tiebreak_skipped_when_one_card_each_cannot_be_dealt() -> None:
    # Only the closing card is a central card here: nothing to deal, so the tie stands.
    hands = [cards(1), cards(58)]
    state = make_state(
        hands, draw=[], scores=[20, 18], rest="drop", phase="final", force_tiebreak=True
    )
    assert tiebreak_cards_per_player(1, 2) == 0
    state, events = play_round(state, "high", *cards(1, 58))
    assert "karta3.tiebreak_started" not in types(events)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.reason == "points" and outcome.winners == [0, 1]
