"""KARTA3 Expert's leaf for the two-seat ordinary rounds: the score margin in points, plus the
round in progress and both hands valued by counting the cards still unseen.

Hard's heuristic values a card by how extreme its rank is, as if every card could still be
out; here a card's worth is its chance to win a round it opens, given the cards its holder has
not seen (a rank of 50 is a sure winner once 51..58 are gone). The position is then scored in
points and turned into a value as the heuristic turns its margin:

- the round in progress: the bot (to act) wins it if it follows and holds a card that beats the
  lead, or opens with a card the other hand cannot beat, in either call; +2 or -2 points;
- the hands: each seat keeps its cards but one (the one it spends now, the least worth one of
  those that do the job), and each kept card adds `HAND_POINTS` times its worth.

It reads a resampled state (ruling C4): the other hand is a guess, dealt from the unseen cards.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from functools import cache

from service.games.karta3.decks import get_deck
from service.games.karta3.heuristics import MARGIN_SLOPE
from service.games.karta3.rules import active_attribute, scores
from service.games.karta3.state import FINAL_ROUNDS, HAND_SIZE, ORDINARY_ROUNDS, State

HAND_POINTS = 2.0  # a kept card's worth (0..1) in points: half of what opening with it earns
ROUND_POINTS = 2  # what a two-seat round moves: two cards won


def win_chance(beaters: int, unseen: int, held: int = HAND_SIZE) -> float:
    """The chance that none of `beaters` among `unseen` cards is in a hand of `held` dealt
    from them: the chance a card opened wins its round."""
    chance = 1.0
    for i in range(held):
        if unseen - i <= 0:
            break
        chance *= max(0, unseen - beaters - i) / (unseen - i)
    return chance


@cache
def rank_table(
    deck_id: str,
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per attribute, each card's rank (indexed by card id), and each card's principal
    attribute: read on every leaf, so looked up once per deck."""
    deck = get_deck(deck_id)
    size = len(deck.cards) + 1
    by_attribute = tuple(
        tuple(deck.rank(card, a) if card else 0 for card in range(size)) for a in range(3)
    )
    principal = tuple(deck.card(card).principal if card else 0 for card in range(size))
    return by_attribute[0], by_attribute[1], by_attribute[2], principal


class Counter:
    """A card's worth for one seat: its chance to win a round it opens (the better call),
    averaged over the attribute the next central card may show (counted on the unseen cards,
    from which it comes)."""

    def __init__(self, deck_id: str, unseen: list[int]) -> None:
        *self.ranks, principal = rank_table(deck_id)
        self.size = len(unseen)
        self.sorted_ranks = [sorted(ranks[card] for card in unseen) for ranks in self.ranks]
        counts = [0, 0, 0]
        for card in unseen:
            counts[principal[card]] += 1
        total = max(1, self.size)
        self.weights = [count / total for count in counts]

    def worth(self, card: int) -> float:
        value = 0.0
        for attribute, weight in enumerate(self.weights):
            if weight == 0.0:
                continue
            ranks = self.sorted_ranks[attribute]
            mine = self.ranks[attribute][card]
            above = self.size - bisect_right(ranks, mine)
            below = bisect_left(ranks, mine)
            value += weight * win_chance(min(above, below), self.size)
        return value


def beats(mine: int, other: int, high: bool) -> bool:
    return mine > other if high else mine < other


def counted_value(state: State, seat: int) -> float | None:
    """The leaf in [-0.99, 0.99], or None where it does not apply (not a two-seat ordinary
    round with `seat` to act, nothing private pending)."""
    if (
        state.seats != 2
        or state.phase != "ordinary"
        or state.turn != seat
        or state.reviewing
        or state.pending_card is not None
        or state.pending_direction is not None
    ):
        return None
    other = 1 - seat
    mine, theirs = state.hands[seat], state.hands[other]
    pool = state.draw_pile + state.set_aside
    my_counter = Counter(state.deck, theirs + pool)
    their_counter = Counter(state.deck, mine + pool)
    rank_of = rank_table(state.deck)[active_attribute(state)].__getitem__

    if state.trick:  # the other seat opened: the bot wins if it can beat the lead
        (lead,) = state.trick
        high = state.direction == "high"
        lead_rank = rank_of(lead.card)
        beating = [c for c in mine if beats(rank_of(c), lead_rank, high)]
        now = ROUND_POINTS if beating else -ROUND_POINTS
        my_spent = min(beating or mine, key=my_counter.worth)
        their_kept = list(theirs)
    else:  # the bot opens: it wins with a card the other hand cannot beat in some call
        winners = [
            c
            for c in mine
            if any(
                not any(beats(rank_of(o), rank_of(c), high) for o in theirs)
                for high in (True, False)
            )
        ]
        now = ROUND_POINTS if winners else -ROUND_POINTS
        my_spent = min(winners or mine, key=my_counter.worth)
        their_kept = list(theirs)
        if their_kept:
            their_kept.remove(min(their_kept, key=their_counter.worth))
    my_kept = [c for c in mine if c != my_spent]
    hands = sum(map(my_counter.worth, my_kept)) - sum(map(their_counter.worth, their_kept))
    points = scores(state)
    margin = points[seat] - points[other] + now + HAND_POINTS * hands
    rounds_left = ORDINARY_ROUNDS[2] + FINAL_ROUNDS - state.round + 1
    spread = 2 * math.sqrt(max(rounds_left, 1))
    return max(-0.99, min(0.99, math.tanh(MARGIN_SLOPE * margin / spread)))
