"""Ruling C4 for bots: they decide on resampled states only, so two states that differ only in
what the seat cannot see get the same decision (same rng, same fake clock)."""

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

LEVELS: tuple[BotLevel, ...] = ("easy", "hard")
HARD_BUDGET = 0.08  # eight simulations with the fake clock


def decide(game: Any, state: Any, seat: int, level: BotLevel, seed: int) -> bytes:
    action = choose_action(
        game, state, seat, level, Random(seed), budget_s=HARD_BUDGET, clock=FakeClock()
    )
    return encode(action)


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_resample_depends_only_on_what_the_seat_knows(game_id: str, seats: int) -> None:
    """resample(s1, seat, Random(k)) == resample(s2, seat, Random(k)) when s2 is s1 with the
    hidden cards dealt again (itself a resample): the engines sort their hidden pools."""
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 25)):
        for seat in range(seats):
            other = game.resample(state, seat, Random(1000 + n))
            mine = encode(game.resample(state, seat, Random(n)))
            assert encode(game.resample(other, seat, Random(n))) == mine


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_same_decision_when_the_hidden_cards_are_permuted(
    game_id: str, seats: int, level: BotLevel
) -> None:
    game = GAMES[game_id]
    count = 12 if level == "hard" else 30
    for n, state in enumerate(positions(game_id, seats, count, seed=1)):
        seat = to_act(game, state)
        permuted = game.resample(state, seat, Random(500 + n))
        if encode(permuted) == encode(state):
            continue  # nothing hidden to permute (e.g. a single unseen card)
        assert decide(game, state, seat, level, n) == decide(game, permuted, seat, level, n)


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
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
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
        if checked == (6 if level == "hard" else 15):
            break
    assert checked


class Spy:
    """A game that records which methods receive the true state object."""

    def __init__(self, game: Any, true_state: Any) -> None:
        self._game = game
        self._true = true_state
        self.touched: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._game, name)
        if not callable(attribute):
            return attribute

        def spied(*args: Any, **kwargs: Any) -> Any:
            if any(arg is self._true for arg in (*args, *kwargs.values())):
                self.touched.add(name)
            return attribute(*args, **kwargs)

        return spied


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_bots_touch_the_true_state_only_through_resample(
    game_id: str, seats: int, level: BotLevel
) -> None:
    for n, state in enumerate(positions(game_id, seats, 6, seed=3)):
        seat = to_act(GAMES[game_id], state)
        spy = Spy(GAMES[game_id], state)
        choose_action(spy, state, seat, level, Random(n), budget_s=HARD_BUDGET, clock=FakeClock())  # type: ignore[arg-type]
        assert spy.touched <= {"resample", "view"}
        assert "resample" in spy.touched
