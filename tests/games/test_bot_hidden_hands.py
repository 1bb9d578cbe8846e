"""Ruling C4 for bots, by hand for each game: exchanging another seat's hand for cards the
seat cannot see either never changes the bot's move. (The generic checks, over resampled
states, are in tests/bots/test_fairness.py; this one builds the swaps with each game's State.)"""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec
import pytest
from bots_helpers import GAMES, TABLES, FakeClock, encode, positions, to_act

from service.bots import choose_action
from service.games.karta3.state import State as Karta3State
from service.games.rutas.model import State as RutasState
from service.games.tres.state import State as TresState
from service.tables.models import BotLevel

LEVELS: tuple[BotLevel, ...] = ("easy", "hard", "expert")
SWAPPED = ("karta3", "tres", "rutas")  # the games `swap_other_hands` knows how to swap
HARD_BUDGET = 0.08  # eight simulations with the fake clock


def decide(game: Any, state: Any, seat: int, level: BotLevel, seed: int) -> bytes:
    action = choose_action(
        game, state, seat, level, Random(seed), budget_s=HARD_BUDGET, clock=FakeClock()
    )
    return encode(action)


def swap_other_hands(game_id: str, state: Any, seat: int, rng: Random) -> Any | None:
    """`state` with another seat's hand exchanged for cards `seat` cannot see either (another
    hand of the same size, or the top of a deck); None if this position has no such swap."""
    if game_id == "karta3":
        assert isinstance(state, Karta3State)
        other = rng.choice([s for s in range(state.seats) if s != seat])
        size = len(state.hands[other])
        if not size or len(state.draw_pile) < size:
            return None
        hands = [list(hand) for hand in state.hands]
        pile = list(state.draw_pile)
        hands[other], pile[-size:] = pile[-size:], hands[other]
        return msgspec.structs.replace(state, hands=hands, draw_pile=pile)
    if game_id == "rutas":
        assert isinstance(state, RutasState)
        other = 1 - seat
        size = len(state.hands[other])
        if not size or len(state.decks[other]) < size:
            return None
        hands = [list(hand) for hand in state.hands]
        decks = [list(deck) for deck in state.decks]
        hands[other], decks[other][-size:] = decks[other][-size:], hands[other]
        return msgspec.structs.replace(state, hands=hands, decks=decks)
    assert isinstance(state, TresState)
    # Another seat's cards (known to it only) for deck cards nobody knows anything about; what
    # each seat knows of a place (its own hand) stays with the place.
    if state.pending is not None:
        return None
    other = rng.choice([s for s in range(state.seats) if s != seat and s not in state.eliminated])
    mine = [i for i, c in enumerate(state.hands[other]) if state.known[c] == 1 << other]
    spare = [i for i, c in enumerate(state.deck) if state.known[c] == 0]
    if not mine or not spare:
        return None
    hands = [list(hand) for hand in state.hands]
    deck = list(state.deck)
    known = list(state.known)
    for i, j in zip(mine, rng.sample(spare, min(len(mine), len(spare))), strict=False):
        card, hidden = hands[other][i], deck[j]
        hands[other][i], deck[j] = hidden, card
        known[hidden], known[card] = known[card], known[hidden]
    return msgspec.structs.replace(state, hands=hands, deck=deck, known=known)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), [t for t in TABLES if t[0] in SWAPPED])
def test_bots_never_read_another_seats_hand(game_id: str, seats: int, level: BotLevel) -> None:
    """Exchanging another seat's hand for other unseen cards never changes the bot's move."""
    game = GAMES[game_id]
    rng = Random(7)
    checked = 0
    for n, state in enumerate(positions(game_id, seats, 40, seed=2)):
        seat = to_act(game, state)
        swapped = swap_other_hands(game_id, state, seat, rng)
        if swapped is None or encode(swapped) == encode(state):
            continue
        checked += 1
        assert game.view(swapped, seat) == game.view(state, seat)
        assert decide(game, state, seat, level, n) == decide(game, swapped, seat, level, n)
        if checked == (15 if level == "easy" else 6):
            break
    assert checked
