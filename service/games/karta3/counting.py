"""A card-counting policy for the players simulated inside KARTA3's Expert search.

Hard's rollout policy (`policy.greedy`) values cards by their ranks alone: it opens with the
card most extreme in the active attribute and throws away the card nearest the middle,
wherever the cards above or below them went. This policy counts. The unseen cards (every card
not in the seat's hand and not yet shown) are dealt uniformly to the other hands, so a card
led in a direction wins when none of its beaters among them is held: a chance it computes
exactly. A card's later worth is that chance at its better call, averaged over the attributes
still to come. An opener leads the best chance now less 0.8 of the card's later worth; a
follower plays as `greedy` (the last player wins if it can), choosing among its cards by the
later worth. In two-seat self-play of the policies alone it scores about 61% against
`greedy` (docs/bots.md). It runs on resampled states only (ruling C4): the unseen cards are
read from the state's hidden parts, which on a resampled state hold a reshuffled guess, so
their union is exactly what the seat has not seen.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from functools import cache
from math import comb
from random import Random

from service.games.karta3.actions import PlayCard
from service.games.karta3.decks import DeckId, get_deck
from service.games.karta3.policy import greedy
from service.games.karta3.rules import active_attribute, is_opening, participants
from service.games.karta3.state import Direction, State

# What a card's later worth (its chance of winning a later round, 0..1) costs in chance of
# winning now. Self-play of the policies alone: 0.45-0.8 level, each above 0.3.
LATER_WORTH = 0.8


@cache
def rank_table(deck: DeckId) -> tuple[tuple[int, ...], ...]:
    """Each card's three ranks, by card id (index 0 unused): read a million times a search."""
    cards = get_deck(deck)
    return ((0, 0, 0), *(tuple(cards.rank(c, a) for a in range(3)) for c in range(1, 59)))


def unseen_cards(state: State, seat: int) -> list[int]:
    """The cards `seat` has not seen: the other hands, the draw pile and the set-aside cards."""
    hidden = [card for s, hand in enumerate(state.hands) if s != seat for card in hand]
    return hidden + state.draw_pile + state.set_aside


class Count:
    """What `seat` knows of the unseen cards, and the chances it implies."""

    def __init__(self, state: State, seat: int) -> None:
        self.ranks = rank_table(state.deck)
        self.attribute = active_attribute(state)
        unseen = unseen_cards(state, seat)
        self.later = (self.attribute,) if state.phase != "ordinary" else (0, 1, 2)
        self.sorted = {a: sorted(self.ranks[c][a] for c in unseen) for a in self.later}
        if self.attribute not in self.sorted:
            self.sorted[self.attribute] = sorted(self.ranks[c][self.attribute] for c in unseen)
        self.unseen = len(unseen)
        self.held = sum(len(hand) for s, hand in enumerate(state.hands) if s != seat)
        self.total = comb(self.unseen, self.held)

    def clear(self, beaters: int) -> float:
        """The chance that none of `beaters` unseen cards is in the other hands."""
        return comb(self.unseen - beaters, self.held) / self.total if self.total else 1.0

    def below(self, card: int, attribute: int) -> int:
        return bisect_left(self.sorted[attribute], self.ranks[card][attribute])

    def later_worth(self, card: int) -> float:
        """The card's chance of winning as a lead at its better call, averaged over the
        attributes still to come."""
        total = 0.0
        for a in self.later:
            below = self.below(card, a)
            total += self.clear(min(below, self.unseen - below))
        return total / len(self.later)


def counting_opening(state: State, seat: int, count: Count | None = None) -> PlayCard:
    """The lead with the best chance that no other hand beats it, less its later worth."""
    count = count or Count(state, seat)
    best_score, best = -2.0, PlayCard(card=state.hands[seat][0], direction="high")
    for card in state.hands[seat]:
        below = count.below(card, count.attribute)
        worth = LATER_WORTH * count.later_worth(card)
        calls: tuple[tuple[Direction, int], ...] = (
            ("high", count.unseen - below),
            ("low", below),
        )
        for direction, beaters in calls:
            score = count.clear(beaters) - worth
            if score > best_score:
                best_score, best = score, PlayCard(card=card, direction=direction)
    return best


def counting_reply(state: State, seat: int) -> PlayCard:
    """`greedy`'s follower, its cheapest card being the one of least later worth."""
    count = Count(state, seat)
    cheapest: Callable[[int], float] = count.later_worth
    hand = state.hands[seat]
    attribute = count.attribute
    sign = 1 if state.direction == "high" else -1

    def strength(card: int) -> int:
        return sign * count.ranks[card][attribute]

    lead = max(strength(play.card) for play in state.trick)
    beaters = [c for c in hand if strength(c) > lead]
    if not beaters:
        return PlayCard(card=min(hand, key=cheapest))
    if len(state.trick) == len(participants(state)) - 1:
        return PlayCard(card=min(beaters, key=cheapest))
    return PlayCard(card=max(beaters, key=strength))


def counting(state: State, seat: int, rng: Random, epsilon: float) -> PlayCard:
    """The counting opener (`counting_opening`) and follower (`counting_reply`); a random
    play with the chance `epsilon`, as in `greedy`."""
    if rng.random() < epsilon:
        return greedy(state, seat, rng, 1.0)  # its random play
    if is_opening(state, seat):
        return counting_opening(state, seat)
    return counting_reply(state, seat)
