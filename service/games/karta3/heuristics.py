"""A cheap static evaluation of a KARTA3 state for search bots: higher is better for `seat`."""

from __future__ import annotations

import math

from service.games.karta3.decks import DECK_SIZE, get_deck
from service.games.karta3.rules import active_attribute, outcome, scores
from service.games.karta3.state import FINAL_ROUNDS, ORDINARY_ROUNDS, State

HAND_WEIGHT = 0.15  # how much the hand counts next to the score margin
MARGIN_SLOPE = 0.8  # tanh(0.8 x) ~ 2 * Phi(x) - 1: the score margin in standard deviations
MIDDLE = (DECK_SIZE + 1) / 2  # 29.5: ranks above it are good for High, below it for Low


def heuristic_value(state: State, seat: int) -> float:
    """In [-1, 1]. Over: 1 for a sole win, 2/k - 1 for a victory shared by k, -1 for a loss.
    Otherwise the score margin against the best opponent, measured against the points still to
    play (a lead is worth more when few rounds remain), plus a little for the hand: how strong
    its cards are in the active attribute and the called direction, and in every attribute
    (later rounds). Reads only what `seat` sees: the scores, the table and its own hand."""
    if state.phase == "finished":
        result = outcome(state)
        if result is None or seat not in result.winners:
            return -1.0
        return 1.0 if len(result.winners) == 1 else 2.0 / len(result.winners) - 1.0
    quality = 2.0 * hand_quality(state, seat) - 1.0
    if state.phase == "tiebreak":
        if seat not in state.tiebreak_seats:
            return -1.0 if len(state.tiebreak_seats) == 1 else -0.99
        return max(-0.99, min(0.99, 0.8 * quality))
    points = scores(state)
    best_other = max(p for s, p in enumerate(points) if s != seat)
    margin = points[seat] - best_other
    rounds_left = ORDINARY_ROUNDS.get(state.seats, 0) + FINAL_ROUNDS - state.round + 1
    spread = state.seats * math.sqrt(max(rounds_left, 1))  # a round moves the margin by `seats`
    value = (1.0 - HAND_WEIGHT) * math.tanh(MARGIN_SLOPE * margin / spread)
    value += HAND_WEIGHT * quality
    return max(-0.99, min(0.99, value))


def hand_quality(state: State, seat: int) -> float:
    """0..1: the mean strength of the seat's hand, half for this round (the active attribute in
    the called direction, or the better direction while none is called) and half for later
    rounds (every attribute, either direction; only the active one in the final rounds)."""
    hand = state.hands[seat]
    if not hand:
        return 0.5
    deck = get_deck(state.deck)
    attribute = active_attribute(state)
    later = (attribute,) if state.phase in ("final", "tiebreak") else (0, 1, 2)
    total = 0.0
    for card in hand:
        rank = deck.rank(card, attribute)
        if state.direction == "high":
            now = (rank - 1) / (DECK_SIZE - 1)
        elif state.direction == "low":
            now = (DECK_SIZE - rank) / (DECK_SIZE - 1)
        else:
            now = extremeness(rank)
        future = sum(extremeness(deck.rank(card, a)) for a in later) / len(later)
        total += 0.5 * now + 0.5 * future
    return total / len(hand)


def extremeness(rank: int) -> float:
    """0..1: how far a rank is from the middle, so how good it is when its holder picks the
    direction (1 for rank 1 or 58)."""
    return abs(rank - MIDDLE) / (MIDDLE - 1)
