"""Information sets for bots: what a seat cannot see, reshuffled."""

from __future__ import annotations

from random import Random

from msgspec.structs import replace

from service.games.karta3.state import State


def resample(state: State, seat: int, rng: Random) -> State:
    """Other hands, the draw pile and the set-aside cards are hidden from `seat`: deal them
    again at random with the same sizes. The other opener's private choices are forgotten."""
    others = [s for s in range(state.seats) if s != seat]
    hidden = [card for s in others for card in state.hands[s]]
    hidden += state.draw_pile + state.set_aside
    hidden.sort()  # the pool's order must not leak the hidden arrangement into the result
    rng.shuffle(hidden)
    hands = [list(hand) for hand in state.hands]
    for s in others:
        size = len(hands[s])
        hands[s], hidden = hidden[:size], hidden[size:]
    pile_size = len(state.draw_pile)
    draw_pile, set_aside = hidden[:pile_size], hidden[pile_size:]
    private = {} if state.opener == seat else {"pending_card": None, "pending_direction": None}
    return replace(state, hands=hands, draw_pile=draw_pile, set_aside=set_aside, **private)
