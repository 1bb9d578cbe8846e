"""KARTA3's Expert rollouts: players that count cards (service/games/karta3/counting.py)."""

from __future__ import annotations

from random import Random

from karta3_helpers import apply_now, cards, make_state

from service.games.karta3 import GAME
from service.games.karta3.actions import PlayCard
from service.games.karta3.counting import (
    Count,
    counting,
    counting_opening,
    counting_reply,
    unseen_cards,
)
from service.games.karta3.expert import expert_policy
from service.games.karta3.policy import greedy
from service.games.karta3.resample import resample
from service.games.karta3.rules import is_opening, rank
from service.games.karta3.state import State


def counting_scenario() -> State:
    """Seat 0 opens in the circle attribute holding 55, 3 and 31. The 56, 57 and 58 have
    been won already; the 1 and the 2 are still unseen (the draw pile)."""
    return make_state(
        [cards(55, 3, 31), cards(20, 25, 35)],
        won=[cards(58), cards(56, 57)],
    )


def test_karta3_expert_opener_leads_the_card_no_unseen_card_beats() -> None:
    state = counting_scenario()
    (high,) = cards(55)
    # Hard's policy leads the most extreme card, the 3 in Low, which the unseen 1 or 2 beat.
    assert greedy(state, 0, Random(0), 0.0) == PlayCard(card=cards(3)[0], direction="low")
    # Counting, nothing unseen beats the 55 in High any more.
    assert counting_opening(state, 0) == PlayCard(card=high, direction="high")
    assert expert_policy(state, 0, Random(0), 0.0) == PlayCard(card=high, direction="high")


def test_karta3_expert_opener_counts_only_what_its_seat_has_not_seen() -> None:
    """Ruling C4: the unseen cards are the same on every state the seat cannot tell apart,
    so the counting opener plays the same on all of them."""
    rng = Random(7)
    checked = 0
    for index in range(6):
        for seats in (2, 3):
            state = GAME.setup(GAME.Options(), seats, Random(index))
            while GAME.outcome(state) is None:
                (seat,) = GAME.to_act(state)
                if is_opening(state, seat):
                    seen = sorted(unseen_cards(state, seat))
                    lead = counting_opening(state, seat)
                    for _ in range(3):
                        other = resample(state, seat, rng)
                        assert sorted(unseen_cards(other, seat)) == seen
                        assert counting_opening(other, seat) == lead
                    checked += 1
                state, _ = apply_now(state, seat, counting(state, seat, rng, 0.1), rng)
    assert checked > 50


def test_karta3_expert_counting_policy_plays_legal_moves_to_the_end() -> None:
    for seats in (2, 3, 4, 5):
        rng = Random(seats)
        state = GAME.setup(GAME.Options(), seats, rng)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            move = expert_policy(state, seat, rng, 0.1)
            assert move in GAME.legal_actions(state, seat)
            state, _ = apply_now(state, seat, move, rng)


def test_karta3_expert_follower_wins_if_it_can_with_the_card_of_least_later_worth() -> None:
    """The last player wins when it can, spending the beater it will miss least; else it
    throws away the card of least later worth."""
    rng = Random(3)
    replies = 0
    for index in range(8):
        state = GAME.setup(GAME.Options(), 2, Random(index))
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            if not is_opening(state, seat) and state.trick:
                count = Count(state, seat)
                (lead,) = state.trick
                sign = 1 if state.direction == "high" else -1
                beaters = [
                    c
                    for c in state.hands[seat]
                    if sign * rank(state, c) > sign * rank(state, lead.card)
                ]
                reply = counting_reply(state, seat).card
                assert reply == min(beaters or state.hands[seat], key=count.later_worth)
                replies += 1
            state, _ = apply_now(state, seat, counting(state, seat, rng, 0.1), rng)
    assert replies > 100


def test_karta3_expert_later_worth_counts_what_is_gone() -> None:
    """The 55 is worth more once the 56, 57 and 58 are out of play."""
    state = counting_scenario()
    before = make_state([cards(55, 3, 31), cards(20, 25, 35)])
    (high,) = cards(55)
    assert Count(state, 0).later_worth(high) > Count(before, 0).later_worth(high)
