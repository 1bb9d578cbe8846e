"""What a seat may see (ruling C4): its own hand and public information, nothing else."""

from __future__ import annotations

from typing import Final, Literal

import msgspec

from service.games.base import Outcome
from service.games.tres import board as B
from service.games.tres.cards import FACES, Colour, colour_name
from service.games.tres.rules import outcome
from service.games.tres.state import State


class TresCardView(msgspec.Struct, frozen=True, omit_defaults=True):
    """A card: its id and printed face (colour and number only where printed)."""

    id: int
    kind: str
    colour: Colour | None = None
    number: int | None = None


CardView = TresCardView  # the schema name in the OpenAPI document must be unique across games


class CellView(msgspec.Struct, frozen=True):
    """A board cell: its stack height, its top card (under the seal if sealed) and what that top
    counts as: the colour (Cambia color may have changed it) and the number for lines."""

    cell: int
    height: int
    sealed: bool
    top: CardView | None
    colour: Colour | None
    number: int | None
    wild: bool  # an Interrogación on top: it counts as any number


class PendingView(msgspec.Struct, frozen=True, omit_defaults=True):
    """The decision the game waits for: seat N, the kinds of action expected."""

    seat: int
    kind: str
    expects: list[str]
    prompt: str
    card: CardView | None = None  # the drawn or stolen card, shown to the deciding seat only
    cell: int | None = None
    colour: Colour | None = None
    count: int | None = None
    victim: int | None = None


class TresView(msgspec.Struct, frozen=True, tag_field="game", tag="tres"):
    """A seat's view of a TRES table (seat None: a spectator)."""

    seat: int | None
    seats: int
    turn: int
    direction: Literal["clockwise", "counterclockwise"]
    board: list[CellView]
    hand: list[CardView] | None
    hand_counts: list[int]
    deck_count: int
    discard_count: int
    discard_top: CardView | None
    eliminated: list[int]
    pending: PendingView | None
    outcome: Outcome | None


PLAY_TAGS: Final = [
    "tres.place",
    "tres.reset",
    "tres.change_colour",
    "tres.draw_four",
    "tres.minus_four",
    "tres.swap_hands",
    "tres.steal",
    "tres.exchange",
    "tres.earthquake",
    "tres.twist_stack",
    "tres.twist_line",
    "tres.seal",
    "tres.unseal",
    "tres.comeback",
]
LINE_TAGS: Final = ["tres.place", "tres.exchange", "tres.twist_stack", "tres.twist_line"]
# Follow-up decisions: the prompt and the kinds of action expected (besides tres.pass). They
# depend only on the kind of decision, never on the card, so they reveal nothing.
_FOLLOW_UPS: Final[dict[str, tuple[str, list[str]]]] = {
    "play_drawn": ("play the card just drawn or pass", PLAY_TAGS),
    "play_stolen": ("play the stolen card to complete a line, or pass (discard it)", LINE_TAGS),
    "play_colour": (
        "place a card of the new colour on that cell or on an empty cell, or pass",
        ["tres.place"],
    ),
    "play_number": ("place a number card or Numeral, or pass", ["tres.place"]),
}


def card_view(card: int) -> CardView:
    f = FACES[card]
    return CardView(id=card, kind=f.kind, colour=colour_name(f.colour), number=f.number or None)


def _cell(state: State, cell: int) -> CellView:
    stack = state.board[cell]
    top = B.surface(state, cell)
    if top < 0:
        return CellView(cell, len(stack), bool(stack), None, None, None, False)
    value = B.number_of(state, top)
    return CellView(
        cell=cell,
        height=len(stack),
        sealed=stack[-1] != top,
        top=card_view(top),
        colour=colour_name(B.colour_of(state, cell)),
        number=value if 0 < value < B.WILD else None,
        wild=value == B.WILD,
    )


def _pending(state: State, seat: int | None) -> PendingView | None:
    if state.reason is not None or state.halted is not None:
        return None
    p = state.pending
    if p is None:
        return PendingView(
            seat=state.turn,
            kind="turn",
            expects=[*PLAY_TAGS, "tres.draw"],
            prompt=f"seat {state.turn}: play a card or draw",
        )
    card = card_view(p.card) if p.card >= 0 and seat == p.seat else None
    if p.kind == "return_cards":
        count = min(4, len(state.hands[p.seat]))
        return PendingView(
            seat=p.seat,
            kind=p.kind,
            expects=["tres.return_cards"],
            prompt=f"seat {p.seat}: choose {count} cards to return to the bottom of the deck (-4)",
            count=count,
        )
    prompt, expects = _FOLLOW_UPS[p.kind]
    return PendingView(
        seat=p.seat,
        kind=p.kind,
        expects=[*expects, "tres.pass"],
        prompt=f"seat {p.seat}: {prompt}",
        card=card,
        cell=p.cell if p.cell >= 0 else None,
        colour=colour_name(p.colour),
        victim=p.victim if p.victim >= 0 else None,
    )


def view(state: State, seat: int | None) -> TresView:
    return TresView(
        seat=seat,
        seats=state.seats,
        turn=state.turn,
        direction="clockwise" if state.direction == 1 else "counterclockwise",
        board=[_cell(state, cell) for cell in range(9)],
        hand=[card_view(c) for c in state.hands[seat]] if seat is not None else None,
        hand_counts=[len(hand) for hand in state.hands],
        deck_count=len(state.deck),
        discard_count=len(state.discard),
        discard_top=card_view(state.discard[-1]) if state.discard else None,
        eliminated=list(state.eliminated),
        pending=_pending(state, seat),
        outcome=outcome(state),
    )
