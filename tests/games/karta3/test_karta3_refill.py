"""Section 4: drawing and opening the next round."""

from __future__ import annotations

from karta3_helpers import cards, make_state, play_round, principal, types

from service.games.karta3 import GAME
from service.games.karta3.actions import CallDirection, PlayCard


def four_seat_round() -> tuple[list[int], list[list[int]]]:
    """Seat 1 wins (58), seat 2 is second (50); the draw pile's top is its last card."""
    hands = [cards(10, 1, 2), cards(58, 3, 4), cards(50, 5, 6), cards(20, 7, 8)]
    draw = cards(30, 31, 32, 33, 34, 35, 36)
    return draw, hands


def test_karta3_s4_second_draws_first_then_circular_order() -> None:
    draw, hands = four_seat_round()
    state = make_state(hands, draw=draw, rest="central_pile")
    after, events = play_round(state, "high", *cards(10, 58, 50, 20))
    drawn = [e for e in events if e.type == "karta3.card_drawn"]
    assert [e.data for e in drawn] == [{"seat": 2}, {"seat": 3}, {"seat": 0}, {"seat": 1}]
    # The second takes the top card, the others the next ones in order.
    assert [e.private for e in drawn] == [
        {2: {"card": draw[-1]}},
        {3: {"card": draw[-2]}},
        {0: {"card": draw[-3]}},
        {1: {"card": draw[-4]}},
    ]
    assert after.hands[2][-1] == draw[-1] and after.hands[1][-1] == draw[-4]


def test_karta3_s4_the_drawn_card_is_not_shown_to_the_others() -> None:
    draw, hands = four_seat_round()
    state = make_state(hands, draw=draw, rest="central_pile")
    _, events = play_round(state, "high", *cards(10, 58, 50, 20))
    first = next(e for e in events if e.type == "karta3.card_drawn")
    assert first.for_seat(2) == {"seat": 2, "card": draw[-1]}
    for other in (0, 1, 3, None):
        assert first.for_seat(other) == {"seat": 2}


def test_karta3_s4_everyone_gets_back_a_hand_of_three() -> None:
    draw, hands = four_seat_round()
    after, _ = play_round(make_state(hands, draw=draw), "high", *cards(10, 58, 50, 20))
    assert [len(hand) for hand in after.hands] == [3, 3, 3, 3]
    assert GAME.view(after, None).hand_counts == [3, 3, 3, 3]


def test_karta3_s4_new_central_card_is_revealed_after_the_refill() -> None:
    draw, hands = four_seat_round()
    state = make_state(hands, draw=draw, rest="central_pile")
    old_central = state.central
    after, events = play_round(state, "high", *cards(10, 58, 50, 20))
    kinds = types(events)
    assert kinds.index("karta3.central_revealed") > max(
        i for i, kind in enumerate(kinds) if kind == "karta3.card_drawn"
    )
    revealed = next(e for e in events if e.type == "karta3.central_revealed")
    attribute = principal(draw[-5])
    assert revealed.data == {"card": draw[-5], "closing": False, "attribute": attribute}
    assert after.central == draw[-5] and after.draw_pile == draw[:-5]
    assert after.central_pile[-1] == old_central
    assert after.phase == "ordinary" and after.round == 2


def test_karta3_s4_the_second_opens_the_next_round_and_calls_again() -> None:
    _, hands = four_seat_round()
    after, _ = play_round(make_state(hands), "high", *cards(10, 58, 50, 20))
    assert after.opener == 2 and GAME.to_act(after) == frozenset({2})
    assert after.direction is None and after.trick == []
    legal = GAME.legal_actions(after, 2)
    assert CallDirection(direction="high") in legal and CallDirection(direction="low") in legal
    assert all(PlayCard(card=c, direction="low") in legal for c in after.hands[2])
    # The new round may go the other way.
    done, events = play_round(after, "low", *[after.hands[s][0] for s in (2, 3, 0, 1)])
    assert next(e for e in events if e.type == "karta3.round_resolved").data["round"] == 2
    assert done.last_round is not None and done.last_round.direction == "low"


def test_karta3_s4_winning_gives_the_cards_second_place_the_draw_and_the_lead() -> None:
    draw, hands = four_seat_round()
    after, events = play_round(make_state(hands, draw=draw), "high", *cards(10, 58, 50, 20))
    assert sorted(after.won[1]) == sorted(cards(10, 58, 50, 20))
    assert after.won[2] == []
    assert next(e for e in events if e.type == "karta3.card_drawn").data["seat"] == 2
    assert after.opener == 2
