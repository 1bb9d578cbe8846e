"""Builders for hand-made Rutas positions (imported by the rutas test modules)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from service.games.base import Event
from service.games.rutas import GAME, Options, State
from service.games.rutas.cards import SUITS, card_id, full_deck, is_number, owner_of
from service.games.rutas.model import Route, Slot
from service.games.rutas.rules import sellers

RANKS = {"A": 1, "J": 11, "Q": 12, "K": 13}

Entry = str | tuple[str, Sequence[str]]
Routes = dict[tuple[int, int], list[Entry]]


def c(code: str, owner: int = 0) -> int:
    """A card id from a code: "AS", "10H", "QD", "KC", "X" (first Joker), "X2" (second Joker).
    Optional prefix "1:" for the owner seat, suffix "#1" for the second deck copy."""
    if ":" in code:
        head, code = code.split(":", 1)
        owner = int(head)
    copy = 0
    if "#" in code:
        code, tail = code.split("#", 1)
        copy = int(tail)
    if code.startswith("X"):
        return card_id(owner, copy, 52 if code in ("X", "X1") else 53)
    r = RANKS.get(code[:-1]) or int(code[:-1])
    return card_id(owner, copy, SUITS.index(code[-1]) * 13 + r - 1)


def route(owner: int, entries: Sequence[Entry]) -> Route:
    slots = []
    for e in entries:
        number, figures = (e, []) if isinstance(e, str) else e
        slots.append(Slot(card=c(number, owner), figures=[c(f, owner) for f in figures]))
    return Route(slots=slots)


def make_state(
    *,
    options: Options | None = None,
    hands: tuple[list[str], list[str]] = ([], []),
    routes: Mapping[tuple[int, int], Sequence[Entry]] | None = None,
    decks: tuple[list[str] | None, list[str] | None] = (None, None),
    discards: tuple[list[str], list[str]] = ([], []),
    turn: int = 0,
    opened: tuple[int, int] = (3, 3),
) -> State:
    """A position: hands, routes, discards as given; each deck as given (top = last) or,
    when None, every other card of that seat's full deck(s) in a fixed order."""
    opts = options or Options()
    rts = [[Route() for _ in range(3)] for _ in (0, 1)]
    for (owner, i), entries in (routes or {}).items():
        rts[owner][i] = route(owner, entries)
    hand_ids = [[c(x, p) for x in hands[p]] for p in (0, 1)]
    pile_ids = [[c(x, p) for x in discards[p]] for p in (0, 1)]
    used = {x for h in hand_ids for x in h} | {x for d in pile_ids for x in d}
    for side in rts:
        for r in side:
            for s in r.slots:
                used.add(s.card)
                used.update(s.figures)
    deck_ids: list[list[int]] = []
    boxes: list[list[int]] = []
    for p in (0, 1):
        rest = [x for x in full_deck(p, 2 if opts.double_deck else 1) if x not in used]
        given = decks[p]
        if given is None:
            deck_ids.append(rest)
            boxes.append([])
        else:
            ids = [c(x, p) for x in given]
            deck_ids.append(ids)
            boxes.append([x for x in rest if x not in ids])
    return State(
        options=opts,
        first=0,
        turn=turn,
        opened=list(opened),
        hands=hand_ids,
        decks=deck_ids,
        discards=pile_ids,
        box=boxes,
        routes=rts,
        sellers=sellers(rts, opts),
        reshuffles=[[], []],
        shown=[[], []],
        moves=[1, 1] if opened == (3, 3) else [0, 0],
    )


def variant(*names: str) -> Options:
    """Options with the named variants switched on."""
    return msgspec.structs.replace(Options(), **dict.fromkeys(names, True))


def play(state: State, seat: int, action: Any, seed: int = 0) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, action, random.Random(seed))


def totals(state: State, owner: int) -> list[int]:
    return [v.total for v in GAME.view(state, None).seats[owner].routes]


def ranks(state: State, owner: int, index: int) -> list[str]:
    return [s.card.label for s in GAME.view(state, None).seats[owner].routes[index].cards]


def all_cards(state: State) -> list[int]:
    """Every card in every zone (duplicates kept, to detect them)."""
    out = [
        *state.hands[0],
        *state.hands[1],
        *state.decks[0],
        *state.decks[1],
        *state.discards[0],
        *state.discards[1],
        *state.box[0],
        *state.box[1],
    ]
    for side in state.routes:
        for r in side:
            for s in r.slots:
                out.append(s.card)
                out.extend(s.figures)
    return out


_EXPECTED = {copies: sorted(full_deck(0, copies) + full_deck(1, copies)) for copies in (1, 2)}


def check_conservation(state: State) -> None:
    cards = all_cards(state)
    copies = 2 if state.options.double_deck else 1
    assert sorted(cards) == _EXPECTED[copies], "a card appeared, vanished or is in two places"
    for side in state.routes:
        for r in side:
            assert all(is_number(s.card) for s in r.slots)
    for p in (0, 1):
        for x in state.decks[p] + state.hands[p] + state.discards[p] + state.box[p]:
            assert owner_of(x) == p
