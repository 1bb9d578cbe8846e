"""Determinization for bots: a state `seat` cannot tell apart from the real one."""

from __future__ import annotations

from random import Random

import msgspec

from service.games.tres.state import DECK_BIT_SHIFT, State, clone


def resample(state: State, seat: int, rng: Random) -> State:
    """Reshuffle the cards `seat` cannot locate among the places it cannot see.

    Kept: the seat's hand, the board, the discard pile, every card whose place the seat knows
    (a hand it gave away with Mano a mano, cards it returned with -4, a Terremoto's surplus), and
    the sizes of every hand and of the deck. Cards the seat knows to be somewhere in the deck
    (put back at setup, shuffled back by El regreso) stay in the deck, at random places.
    """
    exact, in_deck = 1 << seat, 1 << (seat + DECK_BIT_SHIFT)
    s = clone(state)
    hand_slots: list[tuple[int, int]] = []
    deck_slots: list[int] = []
    free: list[int] = []
    bound: list[int] = []
    for other, hand in enumerate(state.hands):
        if other == seat:
            continue
        for i, card in enumerate(hand):
            if not state.known[card] & exact:
                hand_slots.append((other, i))
                free.append(card)
    for i, card in enumerate(state.deck):
        if not state.known[card] & exact:
            deck_slots.append(i)
            (bound if state.known[card] & in_deck else free).append(card)
    old = [state.hands[o][i] for o, i in hand_slots] + [state.deck[i] for i in deck_slots]
    free.sort()  # sorted pools: the result must not depend on the hidden arrangement
    bound.sort()
    rng.shuffle(free)
    to_deck = free[len(hand_slots) :] + bound
    rng.shuffle(to_deck)
    new = free[: len(hand_slots)] + to_deck
    for (other, i), card in zip(hand_slots, new, strict=False):
        s.hands[other][i] = card
    for i, card in zip(deck_slots, new[len(hand_slots) :], strict=True):
        s.deck[i] = card
    remap = dict(zip(old, new, strict=True))
    for before, after in remap.items():
        # Knowledge of a place moves with the place; the seat's "somewhere in the deck" bit
        # belongs to the card (it decides which cards are bound to the deck).
        s.known[after] = (state.known[before] & ~in_deck) | (state.known[after] & in_deck)
    pending = state.pending
    if pending is not None and pending.card in remap:
        s.pending = msgspec.structs.replace(pending, card=remap[pending.card])
    return s
