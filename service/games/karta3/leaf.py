"""Expert's evaluation of an ordinary-round two-seat KARTA3 state, fitted on self-play.

Hard's heuristic (heuristics.py) weighs the score margin and the seat's own hand by hand. Fitted
against the results of 20,000 two-seat games of the simulated players' own policy (`python -m
bench.karta3_leaf`), three terms predict the result better (mean squared error 0.463 against
the heuristic's 0.522 on 20,000 other games; 0.761 for always 0):

- the score margin,
- who wins the round in progress if both seats play the policy's way (the follower wins if it
  holds a card that beats the one on the table; an opener's most extreme card wins if the other
  hand holds nothing beyond it),
- the seat's hand against the other's for the rounds to come (the mean extremeness of their
  cards over the three attributes),

each divided by the square root of the rounds left (their weight grows as the end nears), under
a tanh. The state is a resampled one (ruling C4): the other hand read here is a guess, and the
search averages the value over many such guesses.
"""

from __future__ import annotations

import math

from service.games.karta3.decks import Deck, get_deck
from service.games.karta3.heuristics import MIDDLE, extremeness
from service.games.karta3.rules import active_attribute, scores
from service.games.karta3.state import FINAL_ROUNDS, ORDINARY_ROUNDS, State

# Fitted by `python -m bench.karta3_leaf` (least squares of tanh(w . features) on the results).
MARGIN_WEIGHT = 1.13
ROUND_WEIGHT = 0.70
HANDS_WEIGHT = 1.68


def fitted_value(state: State, seat: int) -> float:
    """In [-0.99, 0.99], higher is better for `seat`: an ordinary round of a two-seat game."""
    margin, round_now, hands = leaf_features(state, seat)
    value = math.tanh(MARGIN_WEIGHT * margin + ROUND_WEIGHT * round_now + HANDS_WEIGHT * hands)
    return max(-0.99, min(0.99, value))


def leaf_features(state: State, seat: int) -> tuple[float, float, float]:
    """The three terms for `seat`, each per square root of the rounds left (this one included):
    the score margin in rounds (two points each), the round in progress (+1 won, -1 lost) and
    the hands' strength for later rounds (the seat's minus the other's, each in [-1, 1])."""
    other = 1 - seat
    deck = get_deck(state.deck)
    attribute = active_attribute(state)
    per_round = 1.0 / math.sqrt(max(ORDINARY_ROUNDS[2] + FINAL_ROUNDS - state.round + 1, 1))
    points = scores(state)
    margin = (points[seat] - points[other]) / 2
    round_now = 1.0 if round_winner(state, deck, attribute) == seat else -1.0
    hands = later_strength(state.hands[seat], deck) - later_strength(state.hands[other], deck)
    return margin * per_round, round_now * per_round, hands * per_round


def round_winner(state: State, deck: Deck, attribute: int) -> int:
    """The seat that wins the round in progress when both play as the simulated players do:
    the follower wins with any card beyond the one on the table; an opener plays its most
    extreme card in the direction that suits it."""
    if state.trick:
        (play,) = state.trick
        opener, lead, high = play.seat, deck.rank(play.card, attribute), state.direction == "high"
    else:
        opener = state.opener
        hand = state.hands[opener]
        if not hand:
            return opener
        lead = max((deck.rank(c, attribute) for c in hand), key=lambda r: abs(r - MIDDLE))
        high = lead > MIDDLE
    follower = 1 - opener
    beaten = any((deck.rank(c, attribute) > lead) == high for c in state.hands[follower])
    return follower if beaten else opener


def later_strength(hand: list[int], deck: Deck) -> float:
    """In [-1, 1]: how extreme the hand's cards are over the three attributes, on average (a
    card far from the middle wins whichever direction its holder calls)."""
    if not hand:
        return 0.0
    total = sum(extremeness(deck.rank(card, a)) for card in hand for a in range(3))
    return 2.0 * total / (3 * len(hand)) - 1.0
