"""A hand-written policy for the players simulated inside a bot's search (the bot hints of the
spec). It runs on resampled states only, so reading any hand there reads a guess."""

from __future__ import annotations

from random import Random

from service.games.karta3.actions import PlayCard
from service.games.karta3.decks import get_deck
from service.games.karta3.heuristics import MIDDLE, extremeness
from service.games.karta3.rules import active_attribute, is_opening, participants
from service.games.karta3.state import Direction, State


def greedy(state: State, seat: int, rng: Random, epsilon: float) -> PlayCard:
    """The opener plays its most extreme card and calls the direction that suits it. The
    others: the last player wins with its cheapest winning card or throws away its cheapest
    card; an earlier player plays its strongest card if it beats the table, else its cheapest.
    "Cheap" means of little use later (close to the middle in every attribute)."""
    hand = state.hands[seat]
    deck = get_deck(state.deck)
    attribute = active_attribute(state)
    later = (attribute,) if state.phase != "ordinary" else (0, 1, 2)

    def worth(card: int) -> float:
        return sum(extremeness(deck.rank(card, a)) for a in later)

    if rng.random() < epsilon:
        card = rng.choice(hand)
        if not is_opening(state, seat):
            return PlayCard(card=card)
        return PlayCard(card=card, direction=_better(deck.rank(card, attribute)))
    if is_opening(state, seat):
        card = max(hand, key=lambda c: (extremeness(deck.rank(c, attribute)), -worth(c)))
        return PlayCard(card=card, direction=_better(deck.rank(card, attribute)))
    high = state.direction == "high"

    def strength(card: int) -> int:
        rank = deck.rank(card, attribute)
        return rank if high else -rank

    lead = max(strength(play.card) for play in state.trick)
    beaters = [c for c in hand if strength(c) > lead]
    if not beaters:
        return PlayCard(card=min(hand, key=worth))
    if len(state.trick) == len(participants(state)) - 1:
        return PlayCard(card=min(beaters, key=worth))
    return PlayCard(card=max(beaters, key=strength))


def _better(rank: int) -> Direction:
    return "high" if rank > MIDDLE else "low"
