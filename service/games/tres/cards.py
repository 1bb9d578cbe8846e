"""TRES cards: the 115-card deck of ruling T2, each card a small int id with a static face."""

from __future__ import annotations

from typing import Final, Literal, NamedTuple

Colour = Literal["red", "yellow", "green", "blue"]
COLOURS: Final[tuple[Colour, ...]] = ("red", "yellow", "green", "blue")

# Card kinds (the `kind` of a face). Placeable kinds stay on the board (ruling T4).
NUMBER: Final = "number"
NUMERAL: Final = "numeral"
QUESTION: Final = "question"  # Interrogación
REVERSE: Final = "reverse"  # Reversa
SKIP: Final = "skip"  # Saltar
DRAW_TWO: Final = "draw_two"  # +2
RESET_DIAGONAL: Final = "reset_diagonal"  # Reinicio diagonal
RESET_ROW: Final = "reset_row"  # Reinicio horizontal (fila)
RESET_COLUMN: Final = "reset_column"  # Reinicio vertical (columna)
CHANGE_COLOUR: Final = "change_colour"  # Cambia color
DRAW_FOUR: Final = "draw_four"  # +4
MINUS_FOUR: Final = "minus_four"  # -4
SWAP_HANDS: Final = "swap_hands"  # Mano a mano
STEAL: Final = "steal"  # Donación forzosa
EXCHANGE: Final = "exchange"  # Intercambio
EARTHQUAKE: Final = "earthquake"  # Terremoto
TWIST: Final = "twist"  # Giro
SEAL: Final = "seal"  # Sellar celda
UNSEAL: Final = "unseal"  # Habilitar celda
COMEBACK: Final = "comeback"  # El regreso

COLOURED_ACTIONS: Final = frozenset({REVERSE, SKIP, DRAW_TWO})
NUMBER_KINDS: Final = frozenset({NUMBER, NUMERAL})  # "carta numérica"
LINE_KINDS: Final = frozenset({NUMBER, NUMERAL, QUESTION})  # can carry a number on the board
PLACEABLE: Final = LINE_KINDS | COLOURED_ACTIONS  # placed as the top of a stack (T4)
RESETS: Final = frozenset({RESET_DIAGONAL, RESET_ROW, RESET_COLUMN})


class Face(NamedTuple):
    kind: str
    colour: int  # index into COLOURS, -1 for colourless cards
    number: int  # 1..9 for number cards, 0 otherwise


def _build() -> tuple[Face, ...]:
    faces: list[Face] = []
    for colour in range(4):  # ids 0..71: colour * 18 + (number - 1) * 2 + copy
        for number in range(1, 10):
            faces += [Face(NUMBER, colour, number)] * 2
    faces += [Face(NUMERAL, colour, 0) for colour in range(4)]  # 72..75
    faces += [Face(QUESTION, -1, 0)] * 2  # 76..77
    for kind in (REVERSE, SKIP, DRAW_TWO):  # 78..89
        faces += [Face(kind, colour, 0) for colour in range(4)]
    counts = (
        (RESET_DIAGONAL, 2),
        (RESET_ROW, 2),
        (RESET_COLUMN, 2),
        (CHANGE_COLOUR, 2),
        (DRAW_FOUR, 2),
        (MINUS_FOUR, 2),
        (SWAP_HANDS, 1),
        (STEAL, 2),
        (EXCHANGE, 2),
        (EARTHQUAKE, 1),
        (TWIST, 2),
        (SEAL, 2),
        (UNSEAL, 2),
        (COMEBACK, 1),
    )
    for kind, count in counts:  # 90..114
        faces += [Face(kind, -1, 0)] * count
    return tuple(faces)


FACES: Final[tuple[Face, ...]] = _build()
DECK_SIZE: Final = len(FACES)
FIRST_NUMERAL: Final = 72  # State.declared[card - FIRST_NUMERAL]
FIRST_CHANGE_COLOUR: Final = 96  # State.painted[card - FIRST_CHANGE_COLOUR]
assert DECK_SIZE == 115


def face(card: int) -> Face:
    return FACES[card]


def kind(card: int) -> str:
    return FACES[card].kind


def colour_name(colour: int) -> Colour | None:
    return COLOURS[colour] if colour >= 0 else None


def card_id(kind: str, colour: Colour | None = None, number: int = 0, copy: int = 0) -> int:
    """The id of the `copy`-th card with this face (for tests and docs)."""
    wanted = Face(kind, COLOURS.index(colour) if colour else -1, number)
    ids = [card for card, f in enumerate(FACES) if f == wanted]
    return ids[copy]


def describe(card: int) -> dict[str, object]:
    """A card as events and views show it."""
    f = FACES[card]
    out: dict[str, object] = {"id": card, "kind": f.kind}
    if f.colour >= 0:
        out["colour"] = COLOURS[f.colour]
    if f.number:
        out["number"] = f.number
    return out
