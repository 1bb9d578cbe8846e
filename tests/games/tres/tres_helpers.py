"""Builders for hand-made TRES positions (imported by the tres test modules)."""

from __future__ import annotations

import random
import re
from typing import Any

import msgspec

from service.games.base import Event
from service.games.tres import GAME
from service.games.tres.actions import Action
from service.games.tres.cards import COLOURS, DECK_SIZE, NUMBER, card_id
from service.games.tres.state import Pending, State

COLOUR_LETTERS = {c[0]: c for c in COLOURS}  # r, y, g, b


def c(code: str) -> int:
    """A card id from a short code.

    "r5" red 5, "r5#1" its second copy; "numeral:r"; "reverse:b", "skip:g", "draw_two:y";
    any colourless kind by name: "question", "seal#1", "reset_row", "comeback"...
    """
    copy = 0
    if "#" in code:
        code, tail = code.split("#")
        copy = int(tail)
    if ":" in code:
        kind, letter = code.split(":")
        return card_id(kind, COLOUR_LETTERS[letter], copy=copy)
    if code[0] in COLOUR_LETTERS and code[1:].isdigit():
        return card_id(NUMBER, COLOUR_LETTERS[code[0]], int(code[1:]), copy)
    return card_id(code, None, copy=copy)


def cs(*codes: str) -> list[int]:
    return [c(code) for code in codes]


def make(
    seats: int = 2,
    hands: dict[int, list[str]] | None = None,
    board: dict[int, list[str]] | None = None,
    deck_top: list[str] | None = None,
    deck: list[str] | None = None,
    discard: list[str] | None = None,
    declared: dict[str, int] | None = None,
    turn: int = 0,
    direction: int = 1,
    eliminated: list[int] | None = None,
    pending: Pending | None = None,
    filler: bool = True,
) -> State:
    """A position. Cards not placed anywhere fill the deck (so all 115 cards exist) below
    `deck_top`, whose first card is drawn first. `deck` gives the whole deck (top first) instead;
    other seats' unspecified hands get two filler number cards each unless `filler` is False."""
    hands = dict(hands or {})
    used: set[int] = set()

    def take(codes: list[str]) -> list[int]:
        ids = [c(code) for code in codes]
        assert not used & set(ids), f"card used twice: {codes}"
        used.update(ids)
        return ids

    hand_ids = {seat: take(hands.get(seat, [])) for seat in range(seats)}
    board_ids = [take((board or {}).get(cell, [])) for cell in range(9)]
    discard_ids = take(discard or [])
    top_ids = take(deck_top or [])
    deck_ids = take(deck) if deck is not None else None
    leftovers = [card for card in range(DECK_SIZE) if card not in used]
    if filler:
        for seat in range(seats):
            if seat not in hands and seat not in (eliminated or []):
                hand_ids[seat] = [leftovers.pop(), leftovers.pop()]
    if deck_ids is None:
        deck_ids = top_ids + leftovers
        deck_ids.reverse()  # the last card is drawn first
    else:
        deck_ids.reverse()
        discard_ids += leftovers
    known = [0] * DECK_SIZE
    for seat, ids in hand_ids.items():
        for card in ids:
            known[card] = 1 << seat
    values = [0] * 4
    for code, number in (declared or {}).items():
        values[c(code) - 72] = number
    return State(
        seats=seats,
        hands=[hand_ids[seat] for seat in range(seats)],
        deck=deck_ids,
        discard=discard_ids,
        board=board_ids,
        declared=values,
        painted=[-1] * 2,
        known=known,
        turn=turn,
        direction=direction,
        eliminated=list(eliminated or []),
        pending=pending,
    )


def play(state: State, seat: int, action: Action, seed: int = 0) -> tuple[State, list[Event]]:
    return GAME.apply(state, seat, action, random.Random(seed))


def types(events: list[Event]) -> list[str]:
    return [e.type for e in events]


def all_cards(state: State) -> list[int]:
    cards = list(state.deck) + list(state.discard)
    for hand in state.hands:
        cards += hand
    for stack in state.board:
        cards += stack
    return sorted(cards)


CARD_PATTERN = re.compile(rb'\{"id":(\d+),"kind":')


def card_ids_in(obj: Any) -> set[int]:
    """Every card id shown in a view or event: cards encode as objects starting with id, kind."""
    return {int(match) for match in CARD_PATTERN.findall(msgspec.json.encode(obj))}


def view_cards(state: State, seat: int | None) -> set[int]:
    return card_ids_in(GAME.view(state, seat))


def top(state: State, cell: int) -> int | None:
    stack = state.board[cell]
    return stack[-1] if stack else None
