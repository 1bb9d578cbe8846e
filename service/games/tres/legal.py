"""TRES: who decides now and with which actions (legal actions, the default action, what a
play would complete). No effect happens here: `rules.play` applies a move, and accepts only
what `legal_actions` lists (up to a no-op announcement, T7)."""

from __future__ import annotations

from collections.abc import Iterable

import msgspec

from service.games.base import not_your_turn
from service.games.tres import board as B
from service.games.tres.actions import (
    Action,
    ChangeColour,
    Comeback,
    Draw,
    DrawFour,
    Earthquake,
    Exchange,
    MinusFour,
    Pass,
    Place,
    Play,
    Reset,
    ReturnCards,
    Seal,
    Steal,
    SwapHands,
    TwistLine,
    TwistStack,
    Unseal,
)
from service.games.tres.cards import (
    CHANGE_COLOUR,
    COLOURS,
    COMEBACK,
    DRAW_FOUR,
    EARTHQUAKE,
    EXCHANGE,
    FACES,
    LINE_KINDS,
    MINUS_FOUR,
    NUMBER,
    NUMBER_KINDS,
    NUMERAL,
    PLACEABLE,
    QUESTION,
    RESET_COLUMN,
    RESET_DIAGONAL,
    RESET_ROW,
    SEAL,
    STEAL,
    SWAP_HANDS,
    TWIST,
    UNSEAL,
    Face,
)
from service.games.tres.state import (
    COLUMNS,
    DIAGONALS,
    LINES,
    ROWS,
    Pending,
    State,
    clone,
)

RESET_LINES = {RESET_DIAGONAL: DIAGONALS, RESET_ROW: ROWS, RESET_COLUMN: COLUMNS}
LINE_MAKERS = (Place, Exchange, TwistStack, TwistLine)  # plays that may complete a line for sure


def over(state: State) -> bool:
    return state.reason is not None or state.halted is not None


def to_act(state: State) -> frozenset[int]:
    if over(state):
        return frozenset()
    if state.pending is not None:
        return frozenset({state.pending.seat})
    return frozenset({state.turn})


def active(state: State) -> list[int]:
    return [seat for seat in range(state.seats) if seat not in state.eliminated]


def default_action(state: State, seat: int) -> Action:
    """T16: draw one card and pass; T11: the oldest cards go back; follow-ups are declined."""
    if seat not in to_act(state):
        raise not_your_turn(seat)
    pending = state.pending
    if pending is None:
        return Draw(and_pass=True)
    if pending.kind == "return_cards":
        return ReturnCards(cards=state.hands[seat][:4])
    return Pass()


def legal_actions(state: State, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    pending = state.pending
    hand = state.hands[seat]
    if pending is None:
        out: list[Action] = []
        numbers = B.values(state)
        for card in hand:
            out += card_plays(state, seat, card, numbers)
        return [*out, Draw(), Draw(and_pass=True)]
    if pending.kind == "return_cards":
        return [ReturnCards(cards=cards) for cards in return_choices(hand)]
    return [*followups(state, seat, pending), Pass()]


def followups(state: State, seat: int, pending: Pending) -> list[Play]:
    """The plays a follow-up decision allows (besides passing)."""
    if pending.kind == "play_drawn":
        return card_plays(state, seat, pending.card)
    if pending.kind == "play_stolen":  # T15: only to complete a line (both announce variants)
        winning = [
            a
            for a in card_plays(state, seat, pending.card)
            if isinstance(a, LINE_MAKERS) and a.announce
        ]
        return [*winning, *(msgspec.structs.replace(a, announce=False) for a in winning)]
    plays: list[Play] = []
    for card in state.hands[seat]:
        f = FACES[card]
        if pending.kind == "play_colour" and f.colour == pending.colour and f.kind in PLACEABLE:
            plays += [
                a
                for a in card_plays(state, seat, card)
                if isinstance(a, Place) and (a.cell == pending.cell or not state.board[a.cell])
            ]
        elif pending.kind == "play_number" and f.kind in NUMBER_KINDS:
            plays += card_plays(state, seat, card)
    return plays


def _announced(
    state: State, action: Place | Exchange | TwistStack | TwistLine, numbers: list[int]
) -> list[Play]:
    """Both announce variants when the play completes a line (the foul is a legal play)."""
    if would_complete(state, action, numbers):
        return [action, msgspec.structs.replace(action, announce=True)]
    return [action]


def card_plays(state: State, seat: int, card: int, numbers: list[int] | None = None) -> list[Play]:
    """Every way to play `card` now (announce=True listed only where a line is completed).
    `numbers`: the board's `values`, when the caller has them already."""
    if numbers is None:
        numbers = B.values(state)
    f = FACES[card]
    cells = range(9)
    out: list[Play] = []
    if f.kind in PLACEABLE:
        for cell in cells:
            for n in _declarable(state, card, cell):
                out += _announced(state, Place(card=card, cell=cell, number=n or None), numbers)
    elif f.kind in RESET_LINES:
        out += [Reset(card=card, line=line) for line in RESET_LINES[f.kind]]
    elif f.kind == CHANGE_COLOUR:
        for cell in cells:
            if state.board[cell] and not B.sealed(state, cell):
                out += [ChangeColour(card=card, cell=cell, colour=c) for c in COLOURS]
    elif f.kind == DRAW_FOUR:
        out.append(DrawFour(card=card))
    elif f.kind == MINUS_FOUR:
        out.append(MinusFour(card=card))
    elif f.kind in (SWAP_HANDS, STEAL):
        kind = SwapHands if f.kind == SWAP_HANDS else Steal
        out += [kind(card=card, target=t) for t in active(state) if t != seat]
    elif f.kind == EXCHANGE:
        open_cells = [c for c in cells if state.board[c] and not B.sealed(state, c)]
        for i, first in enumerate(open_cells):
            for second in open_cells[i + 1 :]:
                out += _announced(state, Exchange(card=card, first=first, second=second), numbers)
    elif f.kind == EARTHQUAKE:
        out += [Earthquake(card=card), Earthquake(card=card, announce=True)]
    elif f.kind == TWIST:
        for cell in cells:
            if len(state.board[cell]) >= 2 and not B.sealed(state, cell):
                out += _announced(state, TwistStack(card=card, cell=cell), numbers)
        for line in range(len(LINES)):
            if twistable(state, line):
                out += _announced(state, TwistLine(card=card, line=line), numbers)
    elif f.kind == SEAL:
        out += [Seal(card=card, cell=c) for c in cells if not B.sealed(state, c)]
    elif f.kind == UNSEAL:
        out += [Unseal(card=card, cell=c) for c in cells if B.sealed(state, c)]
    elif f.kind == COMEBACK:
        if state.eliminated:
            out.append(Comeback(card=card))
        else:
            out += [Comeback(card=card, line=line) for line in range(len(LINES))]
    return out


def _declarable(state: State, card: int, cell: int) -> Iterable[int]:
    """The numbers `card` may be placed on `cell` with: (0,) for a card that declares none."""
    if FACES[card].kind != NUMERAL:
        return (0,) if B.can_place(state, card, cell) else ()
    if B.can_place(state, card, cell, 0):  # by colour, on an empty cell or an Interrogación
        return range(1, 10)
    under = B.surface(state, cell)
    wanted = B.number_of(state, under) if under >= 0 and not B.sealed(state, cell) else 0
    return (wanted,) if 0 < wanted < B.WILD else ()


def twistable(state: State, line: int) -> bool:
    first, _, last = LINES[line]
    ends = (first, last)
    return not any(B.sealed(state, c) for c in ends) and any(state.board[c] for c in ends)


def would_complete(
    state: State, action: Place | Exchange | TwistStack | TwistLine, numbers: list[int]
) -> bool:
    """Whether the play leaves a complete line (checked on a copy of the board only)."""
    if isinstance(action, Place):
        f = FACES[action.card]
        if f.kind not in LINE_KINDS:
            return False
        number = f.number if f.kind == NUMBER else (action.number or 0)
        if f.kind == QUESTION:
            number = B.WILD
        return B.completes_with(numbers, action.cell, number)
    sim = clone(state)
    move_cards(sim, action)
    return bool(B.complete_lines(sim))


def move_cards(s: State, action: Exchange | TwistStack | TwistLine) -> None:
    """The board rearrangement of Intercambio and Giro."""
    if isinstance(action, Exchange):
        a, b = s.board[action.first], s.board[action.second]
        a[-1], b[-1] = b[-1], a[-1]
    elif isinstance(action, TwistStack):
        stack = s.board[action.cell]
        s.board[action.cell] = stack[1:] + stack[:1]
    else:
        first, _, last = LINES[action.line]
        s.board[first], s.board[last] = s.board[last], s.board[first]


def return_choices(hand: list[int]) -> list[list[int]]:
    """The distinct sets of cards a -4 may return (identical faces are not told apart: the
    oldest copy of a face is listed first)."""
    need = min(4, len(hand))
    groups: dict[Face, list[int]] = {}
    for card in hand:
        groups.setdefault(FACES[card], []).append(card)
    ids = list(groups.values())
    out: list[list[int]] = []

    def pick(i: int, chosen: list[int], left: int) -> None:
        if left == 0:
            out.append(chosen)
            return
        if i == len(ids) or sum(len(g) for g in ids[i:]) < left:
            return
        for k in range(min(left, len(ids[i])), -1, -1):
            pick(i + 1, chosen + ids[i][:k], left - k)

    pick(0, [], need)
    return [sorted(cards, key=hand.index) for cards in out]  # in hand order, like the default
