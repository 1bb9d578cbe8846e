"""TRES actions: a tagged union of Structs, one per kind of decision.

Cells are 0..8 row-major (0 top-left, 4 centre). Lines are 0..7: rows 0-2 (top to bottom),
columns 3-5 (left to right), diagonal 6 (cells 0-4-8) and diagonal 7 (cells 2-4-6).
"""

from __future__ import annotations

from typing import Annotated, Any, get_args

import msgspec

from service.games.tres.cards import Colour

CardId = Annotated[int, msgspec.Meta(ge=0, le=114, description="A card id from your hand.")]
Cell = Annotated[int, msgspec.Meta(ge=0, le=8, description="Cell 0..8, row-major.")]
Line = Annotated[
    int,
    msgspec.Meta(
        ge=0, le=7, description="Line 0..7: rows 0-2, columns 3-5, diagonals 6 (0-4-8), 7 (2-4-6)."
    ),
]
Seat = Annotated[int, msgspec.Meta(ge=0, le=5)]
Number = Annotated[int, msgspec.Meta(ge=1, le=9)]


class _Action(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type"):
    pass


class Place(_Action, frozen=True, tag="tres.place"):
    """Place a number card, a Numeral (declare `number`), an Interrogación or a Reversa, Saltar
    or +2 on a cell. Set `announce` ("¡TRES!") when the card completes a line: you win; a line
    completed without it is a foul (the card is discarded, you draw 3, your turn ends)."""

    card: CardId
    cell: Cell
    number: Number | None = None
    announce: bool = False


class Reset(_Action, frozen=True, tag="tres.reset"):
    """Play a Reinicio: every unsealed stack of the chosen line goes to the discard pile. The
    diagonal card takes line 6 or 7, the row card 0-2, the column card 3-5."""

    card: CardId
    line: Line


class ChangeColour(_Action, frozen=True, tag="tres.change_colour"):
    """Play Cambia color: declare a new colour for an occupied cell. You may then place a card
    of that colour on that cell or on an empty cell (`tres.place`), or pass."""

    card: CardId
    cell: Cell
    colour: Colour


class DrawFour(_Action, frozen=True, tag="tres.draw_four"):
    """Play +4: you draw four cards."""

    card: CardId


class MinusFour(_Action, frozen=True, tag="tres.minus_four"):
    """Play -4: the next player returns four cards of their choice (all if fewer) to the bottom
    of the deck and loses their turn."""

    card: CardId


class SwapHands(_Action, frozen=True, tag="tres.swap_hands"):
    """Play Mano a mano: swap your whole hand with the hand of the `target` seat."""

    card: CardId
    target: Seat


class Steal(_Action, frozen=True, tag="tres.steal"):
    """Play Donación forzosa: take a random card from the `target` seat's hand. If it can
    complete a line you may play it at once (announcing); otherwise it is discarded."""

    card: CardId
    target: Seat


class Exchange(_Action, frozen=True, tag="tres.exchange"):
    """Play Intercambio: swap the top cards of two unsealed occupied cells."""

    card: CardId
    first: Cell
    second: Cell
    announce: bool = False


class Earthquake(_Action, frozen=True, tag="tres.earthquake"):
    """Play Terremoto: seals are discarded, every board card is shuffled and dealt back one per
    cell from cell 0; cards beyond nine go to the bottom of the deck. Announce if you hope for a
    line: the result is random."""

    card: CardId
    announce: bool = False


class TwistStack(_Action, frozen=True, tag="tres.twist_stack"):
    """Play Giro on a stack: its bottom card moves to the top (unsealed stacks of 2+ cards)."""

    card: CardId
    cell: Cell
    announce: bool = False


class TwistLine(_Action, frozen=True, tag="tres.twist_line"):
    """Play Giro on a line: its two end stacks swap places, the middle stays (no sealed end)."""

    card: CardId
    line: Line
    announce: bool = False


class Seal(_Action, frozen=True, tag="tres.seal"):
    """Play Sellar celda on an unsealed cell: nothing can be placed on, taken from or moved off
    it; the number under the seal still counts for lines."""

    card: CardId
    cell: Cell


class Unseal(_Action, frozen=True, tag="tres.unseal"):
    """Play Habilitar celda on a sealed cell: the seal and this card are discarded. You may then
    place a number card or Numeral (`tres.place`), or pass."""

    card: CardId
    cell: Cell


class Comeback(_Action, frozen=True, tag="tres.comeback"):
    """Play El regreso. If a seat is eliminated, the one eliminated first returns with 7 cards
    (omit `line`). Otherwise choose a `line`: its unsealed stacks go back into the deck, which is
    shuffled."""

    card: CardId
    line: Line | None = None


class Draw(_Action, frozen=True, tag="tres.draw"):
    """Draw one card instead of playing. If it can be played you may play it at once or pass;
    `and_pass` ends the turn right after drawing (the timeout default)."""

    and_pass: bool = False


class Pass(_Action, frozen=True, tag="tres.pass"):
    """Decline an optional follow-up: the drawn card, the card after Cambia color or Habilitar
    celda, or the stolen card (which is then discarded). Your turn ends."""


class ReturnCards(_Action, frozen=True, tag="tres.return_cards"):
    """Answer a -4: the cards of your hand that go to the bottom of the deck (exactly four, or
    your whole hand if it has four or fewer)."""

    cards: Annotated[list[CardId], msgspec.Meta(min_length=1, max_length=4)]


Play = (
    Place
    | Reset
    | ChangeColour
    | DrawFour
    | MinusFour
    | SwapHands
    | Steal
    | Exchange
    | Earthquake
    | TwistStack
    | TwistLine
    | Seal
    | Unseal
    | Comeback
)  # playing a card from the hand
Action = Play | Draw | Pass | ReturnCards
ACTIONS: tuple[type[_Action], ...] = (*get_args(Play), Draw, Pass, ReturnCards)
# One minimal example per action (OpenAPI examples; the card ids are the T2 deck's, see cards.py).
EXAMPLES: dict[str, dict[str, Any]] = {
    "tres.place": {"type": "tres.place", "card": 8, "cell": 4, "announce": False},
    "tres.reset": {"type": "tres.reset", "card": 92, "line": 1},
    "tres.change_colour": {"type": "tres.change_colour", "card": 96, "cell": 4, "colour": "blue"},
    "tres.draw_four": {"type": "tres.draw_four", "card": 98},
    "tres.minus_four": {"type": "tres.minus_four", "card": 100},
    "tres.swap_hands": {"type": "tres.swap_hands", "card": 102, "target": 1},
    "tres.steal": {"type": "tres.steal", "card": 103, "target": 1},
    "tres.exchange": {"type": "tres.exchange", "card": 105, "first": 0, "second": 8},
    "tres.earthquake": {"type": "tres.earthquake", "card": 107, "announce": True},
    "tres.twist_stack": {"type": "tres.twist_stack", "card": 108, "cell": 4},
    "tres.twist_line": {"type": "tres.twist_line", "card": 108, "line": 6},
    "tres.seal": {"type": "tres.seal", "card": 110, "cell": 4},
    "tres.unseal": {"type": "tres.unseal", "card": 112, "cell": 4},
    "tres.comeback": {"type": "tres.comeback", "card": 114, "line": 3},
    "tres.draw": {"type": "tres.draw"},
    "tres.pass": {"type": "tres.pass"},
    "tres.return_cards": {"type": "tres.return_cards", "cards": [3, 20, 41, 77]},
}
