"""TRES state: everything the rules need, nothing the table layer owns."""

from __future__ import annotations

from typing import Final, Literal

import msgspec

from service.games.base import Outcome

HAND_SIZE: Final = 7
CELLS: Final = 9
# Lines 0-2 are the rows (top to bottom), 3-5 the columns (left to right), 6 the diagonal
# 0-4-8 and 7 the diagonal 2-4-6.
LINES: Final[tuple[tuple[int, int, int], ...]] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
ROWS: Final = (0, 1, 2)
COLUMNS: Final = (3, 4, 5)
DIAGONALS: Final = (6, 7)
# Bits of State.known: bit s = seat s knows exactly where the card is; bit 8+s = seat s knows the
# card is somewhere in the deck (not where). Only read by `resample`.
DECK_BIT_SHIFT: Final = 8

PendingKind = Literal["play_drawn", "play_colour", "play_number", "play_stolen", "return_cards"]
Reason = Literal["tres", "deck_exhausted", "last_standing", "all_eliminated"]


class TresOptions(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """TRES table options."""

    turn_seconds: Literal[15, 30, 60] = 30


Options = TresOptions  # the schema name in the OpenAPI document must be unique across games


class Pending(msgspec.Struct, frozen=True, array_like=True, omit_defaults=True):
    """A decision inside a turn: the follow-up of a card, or another seat's response (-4)."""

    kind: PendingKind
    seat: int
    card: int = -1  # play_drawn / play_stolen: the card that may be played
    cell: int = -1  # play_colour: the cell whose colour was changed
    colour: int = -1  # play_colour: the declared colour
    victim: int = -1  # play_stolen: the seat the card was stolen from


class State(msgspec.Struct, kw_only=True, array_like=True):
    seats: int
    hands: list[list[int]]  # oldest card first (ruling T11)
    deck: list[int]  # index 0 is the bottom; the next card drawn is the last one
    discard: list[int]  # the top is the last one
    board: list[list[int]]  # nine stacks, bottom card first
    declared: list[int]  # per Numeral (ids 72..75): its declared number while on the board, else 0
    painted: list[
        int
    ]  # per Cambia color (ids 96, 97): its declared colour while on the board, or -1
    known: list[int]  # per card: knowledge bits (see DECK_BIT_SHIFT)
    turn: int = 0
    direction: int = 1  # 1: clockwise (increasing seat), -1 after an odd number of Reversas
    eliminated: list[int] = []  # in the order the seats were eliminated
    pending: Pending | None = None
    reason: Reason | None = None  # set once the game is over
    winner: int = -1
    line: int = -1  # the winning line, if any
    halted: Outcome | None = None  # the table ended the game (C6, C7) with this outcome


def clone(state: State) -> State:
    """A copy whose lists may be mutated without touching `state`."""
    return State(
        seats=state.seats,
        hands=[list(hand) for hand in state.hands],
        deck=list(state.deck),
        discard=list(state.discard),
        board=[list(stack) for stack in state.board],
        declared=list(state.declared),
        painted=list(state.painted),
        known=list(state.known),
        turn=state.turn,
        direction=state.direction,
        eliminated=list(state.eliminated),
        pending=state.pending,
        reason=state.reason,
        winner=state.winner,
        line=state.line,
        halted=state.halted,
    )
