"""The 3x3 board: stacks, what their tops mean, where a card may go, and lines (T4-T6, T12)."""

from __future__ import annotations

from typing import Final

from service.games.tres.cards import (
    CHANGE_COLOUR,
    COLOURED_ACTIONS,
    FACES,
    FIRST_CHANGE_COLOUR,
    FIRST_NUMERAL,
    NUMBER,
    NUMBER_KINDS,
    NUMERAL,
    QUESTION,
    SEAL,
)
from service.games.tres.state import LINES, State

WILD: Final = 10  # the number an Interrogación carries for lines (any number)
# For each cell, the other two cells of every line through it.
OTHER_CELLS: Final[tuple[tuple[tuple[int, int], ...], ...]] = tuple(
    tuple((a, b) for a, b in ([c for c in line if c != cell] for line in LINES if cell in line))
    for cell in range(9)
)


def sealed(state: State, cell: int) -> bool:
    stack = state.board[cell]
    return bool(stack) and FACES[stack[-1]].kind == SEAL


def surface(state: State, cell: int) -> int:
    """The top card that counts for rules and lines (under a seal if sealed); -1 if none."""
    stack = state.board[cell]
    if not stack:
        return -1
    top = stack[-1]
    if FACES[top].kind == SEAL:
        return stack[-2] if len(stack) > 1 else -1
    return top


def number_of(state: State, card: int) -> int:
    """The number a card carries on the board: printed, declared (Numeral), WILD or 0."""
    f = FACES[card]
    if f.kind == NUMBER:
        return f.number
    if f.kind == NUMERAL:
        return state.declared[card - FIRST_NUMERAL]
    if f.kind == QUESTION:
        return WILD
    return 0


def colour_of(state: State, cell: int) -> int:
    """The colour of the cell's surface card: printed, or declared by a Cambia color (-1: none)."""
    card = surface(state, cell)
    if card < 0:
        return -1
    if FACES[card].kind == CHANGE_COLOUR:
        return state.painted[card - FIRST_CHANGE_COLOUR]
    return FACES[card].colour


def value(state: State, cell: int) -> int:
    """The number of the cell for lines: 1..9, WILD, or 0 (empty, or an action card on top)."""
    card = surface(state, cell)
    return number_of(state, card) if card >= 0 else 0


def can_place(state: State, card: int, cell: int, number: int = 0) -> bool:
    """Stacking (T5): may `card` go on `cell` (`number`: what a Numeral declares)?"""
    if sealed(state, cell):
        return False
    top = surface(state, cell)
    f = FACES[card]
    if top < 0 or f.kind == QUESTION:
        return True
    top_face = FACES[top]
    if f.colour >= 0 and f.colour == colour_of(state, cell):
        return True
    if f.kind in NUMBER_KINDS:
        own = f.number if f.kind == NUMBER else number
        top_number = number_of(state, top)
        return top_number == WILD or (top_number > 0 and top_number == own)
    if f.kind in COLOURED_ACTIONS:
        return top_face.kind == f.kind
    return False


def line_complete(values: list[int], line: int) -> bool:
    numbers = {values[cell] for cell in LINES[line]}
    if 0 in numbers:
        return False
    numbers.discard(WILD)
    return len(numbers) <= 1


def values(state: State) -> list[int]:
    """Every cell's number for lines (see `value`)."""
    return [value(state, cell) for cell in range(9)]


def complete_lines(state: State) -> list[int]:
    """The lines whose three cells carry the same number (T6)."""
    numbers = values(state)
    return [line for line in range(len(LINES)) if line_complete(numbers, line)]


def completes_with(numbers: list[int], cell: int, number: int) -> bool:
    """Would a top carrying `number` on `cell` complete a line through it? (`numbers`: values)"""
    for first, second in OTHER_CELLS[cell]:
        a, b = numbers[first], numbers[second]
        if a and b and len({a, b, number} - {WILD}) <= 1:
            return True
    return False
