"""Expert's determinizations in a two-seat KARTA3 game: the other hand as its last play suggests.

`resample` deals the other hand uniformly from the unseen cards. But the last round (public in
`last_round`) says something about the two cards the other seat kept from it, which are still
in its hand or on the table now (it drew one card since):
- it followed the bot's card and lost: it held nothing that beat that card (a follower with a
  beater takes the round);
- it opened: it played its best card for the direction it called, so what it kept is worse.
Expert redraws a determinization that contradicts this (two or more of the other seat's cards
from the start of this round breaking the rule), accepting it anyway with a small chance,
because a player may choose otherwise (a follower may keep a strong card, an opener may save
one). Only public plays and the bot's own hand are read, so two states that differ only in
hidden cards are sampled alike (ruling C4).
"""

from __future__ import annotations

from random import Random

from service.games.karta3.decks import get_deck
from service.games.karta3.resample import resample
from service.games.karta3.state import State

TRIES = 16  # redraws before the last one is taken as it is
KEEP_ANYWAY = {"follower_lost": 0.05, "opener": 0.3}  # chance a contradicting draw is kept


def inferred_resample(state: State, seat: int, rng: Random) -> State:
    """`resample`, redrawn while the other hand contradicts the last round (two seats, ordinary
    rounds; elsewhere plain `resample`)."""
    drawn = resample(state, seat, rng)
    rule = last_round_rule(state, seat)
    if rule is None:
        return drawn
    for _ in range(TRIES):
        if plausible(drawn, seat) or rng.random() < KEEP_ANYWAY[rule]:
            return drawn
        drawn = resample(state, seat, rng)
    return drawn


def last_round_rule(state: State, seat: int) -> str | None:
    """Which inference the last round allows about the other seat's kept cards, if any."""
    record = state.last_round
    if state.seats != 2 or state.phase != "ordinary" or record is None or record.tiebreak:
        return None
    if record.plays[0].seat != seat:
        return "opener"
    if record.winner == seat:
        return "follower_lost"
    return None


def plausible(state: State, seat: int) -> bool:
    """At most one of the other seat's cards from the start of this round (its hand and its
    card on the table) breaks the last round's rule: that one is the card it drew since."""
    record = state.last_round
    assert record is not None
    other = 1 - seat
    deck = get_deck(state.deck)
    high = record.direction == "high"
    # Both rules compare with the round's first card: the other's own (it opened) or the bot's.
    bar = deck.rank(record.plays[0].card, record.attribute)
    cards = [*state.hands[other], *(p.card for p in state.trick if p.seat == other)]
    breaking = sum(1 for c in cards if (deck.rank(c, record.attribute) > bar) == high)
    return breaking <= 1
