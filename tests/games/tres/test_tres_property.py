"""Random games: every game ends, cards are conserved, stacking always holds, no view or event
leaks a hidden card, resample keeps the seat's view, legal actions are exactly what apply takes."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tres_helpers import all_cards, card_ids_in, view_cards

from service.games.base import Event, IllegalAction
from service.games.tres import GAME
from service.games.tres.actions import ACTIONS, Action, Draw, Exchange, ReturnCards
from service.games.tres.cards import FACES
from service.games.tres.state import LINES, Options, State

MAX_ACTIONS = 3000
SEAL = "seal"


# --- independent re-statements of the rules checked --------------------------------------------


def surface(state: State, cell: int) -> int | None:
    stack = [card for card in state.board[cell] if FACES[card].kind != SEAL]
    return stack[-1] if stack else None


def is_sealed(state: State, cell: int) -> bool:
    return any(FACES[card].kind == SEAL for card in state.board[cell])


def number(state: State, card: int) -> int | None:
    f = FACES[card]
    if f.kind == "number":
        return f.number
    if f.kind == "numeral":
        return state.declared[card - 72]
    return None


def stacking_ok(state: State, card: int, cell: int, declared: int | None) -> bool:
    """T5, written again from the ruling's words."""
    if is_sealed(state, cell):
        return False
    under = surface(state, cell)
    f = FACES[card]
    if under is None or f.kind == "question":
        return True
    u = FACES[under]
    colour = state.painted[under - 96] if u.kind == "change_colour" else u.colour
    if f.kind in ("number", "numeral"):
        mine = f.number if f.kind == "number" else declared
        return u.kind == "question" or f.colour == colour or mine == number(state, under)
    return f.colour == colour or f.kind == u.kind


def has_line(state: State) -> bool:
    for line in LINES:
        values: set[int | str] = set()
        for cell in line:
            card = surface(state, cell)
            if card is None:
                break
            value = "any" if FACES[card].kind == "question" else number(state, card)
            if value is None:
                break
            values.add(value)
        else:
            values.discard("any")
            if len(values) <= 1:
                return True
    return False


def public(state: State) -> set[int]:
    cards = set(state.discard)
    for stack in state.board:
        cards.update(stack)
    return cards


def visible_in_view(state: State, seat: int | None) -> set[int]:
    cards = {c for c in (surface(state, cell) for cell in range(9)) if c is not None}
    if state.discard:
        cards.add(state.discard[-1])
    if seat is not None:
        cards.update(state.hands[seat])
    return cards


def known_to(state: State, seat: int) -> set[int]:
    return {card for card, bits in enumerate(state.known) if bits & (1 << seat)}


def event_cards(event: Event, seat: int | None) -> set[int]:
    return card_ids_in(event.for_seat(seat))


# --- one checked random game ---------------------------------------------------------------------


def check_step(before: State, after: State, seat: int, action: Action, events: list[Event]) -> None:
    assert all_cards(after) == list(range(DECK)), "cards not conserved"
    assert msgspec.msgpack.decode(msgspec.msgpack.encode(after), type=State) == after
    if type(action).__name__ == "Place":
        place: Any = action
        assert stacking_ok(before, place.card, place.cell, place.number), "stacking violated"
    if GAME.outcome(after) is None:
        assert not has_line(after), "a complete line left on the board"
        assert len(GAME.to_act(after)) == 1
        assert after.turn not in after.eliminated or after.pending is not None
    else:
        assert GAME.to_act(after) == frozenset()
    seats: list[int | None] = [*range(after.seats), None]
    for s in seats:
        shown = view_cards(after, s)
        assert shown <= visible_in_view(after, s), (
            f"view of {s} leaks {shown - visible_in_view(after, s)}"
        )
        allowed = public(before) | public(after)
        if s is not None:
            allowed |= set(after.hands[s]) | known_to(after, s)
        for event in events:
            leaked = event_cards(event, s) - allowed
            assert not leaked, f"event {event.type} leaks {leaked} to {s}"


DECK = 115


def random_game(seed: int, seats: int, draw_bias: float, deep: bool) -> tuple[State, int]:
    rng = random.Random(seed)
    state = GAME.setup(Options(), seats, rng)
    for step in range(MAX_ACTIONS):
        if GAME.outcome(state) is not None:
            return state, step
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        assert legal and GAME.default_action(state, seat) in legal
        roll = rng.random()
        if roll < 0.05:
            action = GAME.default_action(state, seat)
        elif roll < draw_bias and Draw() in legal:
            action = Draw()
        else:
            action = rng.choice(legal)
        frozen = msgspec.msgpack.encode(state)
        after, events = GAME.apply(state, seat, action, rng)
        assert msgspec.msgpack.encode(state) == frozen, "apply mutated its input"
        check_step(state, after, seat, action, events)
        if deep and step % 7 == 0:
            check_resample(state, rng)
        if deep and step % 11 == 0:
            check_legal_is_exact(state, seat, legal, rng)
        state = after
    raise AssertionError("game did not end")


def check_resample(state: State, rng: random.Random) -> None:
    for seat in range(state.seats):
        other = GAME.resample(state, seat, random.Random(rng.random()))
        assert GAME.view(other, seat) == GAME.view(state, seat)
        assert all_cards(other) == list(range(DECK))


def check_legal_is_exact(state: State, seat: int, legal: list[Action], rng: random.Random) -> None:
    """Every legal action is accepted; random well-formed actions are accepted only if legal."""
    for action in legal:
        GAME.apply(state, seat, action, random.Random(0))
    faces = {tuple(sorted(FACES[c] for c in a.cards)) for a in legal if isinstance(a, ReturnCards)}
    for _ in range(30):
        action = random_action(state, seat, rng)
        try:
            GAME.apply(state, seat, action, random.Random(0))
        except IllegalAction:
            assert action not in legal
            continue
        if isinstance(action, ReturnCards):
            assert tuple(sorted(FACES[c] for c in action.cards)) in faces
        else:
            assert normalised(action, legal) in legal, f"accepted but not listed: {action}"
    for other in range(state.seats):
        if other != seat:
            assert GAME.legal_actions(state, other) == []


def normalised(action: Action, legal: list[Action]) -> Action:
    """The listed form: Intercambio cells in order, announce only where a line is completed."""
    if isinstance(action, Exchange) and action.first > action.second:
        action = Exchange(
            card=action.card, first=action.second, second=action.first, announce=action.announce
        )
    if action not in legal and getattr(action, "announce", False):
        return msgspec.structs.replace(action, announce=False)
    return action


def random_action(state: State, seat: int, rng: random.Random) -> Action:
    kind = rng.choice(ACTIONS)
    hand = state.hands[seat]
    raw: dict[str, Any] = {"type": kind.__struct_config__.tag}
    card = rng.choice(hand) if hand and rng.random() < 0.9 else rng.randrange(DECK)
    for field in kind.__struct_fields__:
        if field == "card":
            raw[field] = card
        elif field in ("cell", "first", "second"):
            raw[field] = rng.randrange(9)
        elif field == "line":
            raw[field] = (
                rng.choice([None, *range(8)]) if kind.__name__ == "Comeback" else rng.randrange(8)
            )
        elif field == "number":
            raw[field] = rng.choice([None, rng.randint(1, 9)])
        elif field in ("announce", "and_pass"):
            raw[field] = rng.random() < 0.5
        elif field == "colour":
            raw[field] = rng.choice(["red", "yellow", "green", "blue"])
        elif field == "target":
            raw[field] = rng.randrange(state.seats)
        elif field == "cards":
            raw[field] = rng.sample(hand, min(len(hand), rng.choice([4, 4, 3])))
    action: Action = msgspec.convert(raw, type=Action)
    return action


# --- the tests ---------------------------------------------------------------------------------


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 2**32 - 1),
    seats=st.integers(2, 6),
    draw_bias=st.sampled_from([0.0, 0.3, 0.7, 0.9]),
)
def test_tres_property_random_games(seed: int, seats: int, draw_bias: float) -> None:
    state, steps = random_game(seed, seats, draw_bias, deep=seed % 4 == 0)
    assert GAME.outcome(state) is not None and steps < MAX_ACTIONS


@pytest.mark.slow
def test_tres_property_thousands_of_random_games() -> None:
    reasons: Counter[str] = Counter()
    for game in range(2000):
        seats = 2 + game % 5
        state, _ = random_game(
            10_000 + game, seats, [0.0, 0.3, 0.7, 0.9][game % 4], deep=game % 10 == 0
        )
        outcome = GAME.outcome(state)
        assert outcome is not None
        reasons[outcome.reason] += 1
    assert {"tres", "deck_exhausted", "last_standing"} <= set(reasons), reasons
