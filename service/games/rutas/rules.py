"""Pure rule helpers over routes: values, direction, suit, placement checks and sales."""

from __future__ import annotations

from service.games.rutas.cards import JACK, JOKER, KING, QUEEN, rank, suit
from service.games.rutas.model import Options, Route, Slot

SALE_MIN = 21
SALE_MAX = 26
FIGURE_LIMIT = 3
UP = 1
DOWN = -1


def slot_value(slot: Slot, options: Options) -> int:
    """A number card's value: its rank, doubled by each King (or + rank per King, Reyes que
    suman). Figures and Jokers add nothing of their own."""
    kings = sum(1 for f in slot.figures if rank(f) == KING)
    base = rank(slot.card)
    return base * (1 + kings) if options.kings_add else base << kings


def route_total(route: Route, options: Options) -> int:
    """The sum of the route's number cards."""
    return sum(slot_value(slot, options) for slot in route.slots)


def queens_on(slot: Slot) -> int:
    return sum(1 for f in slot.figures if rank(f) == QUEEN)


def base_direction(route: Route) -> int:
    """R2 before Queens: the direction of the last two number cards by printed rank;
    equal ends count as descending (or the held direction, Rumbo firme); 0 if undefined."""
    slots = route.slots
    if len(slots) < 2:
        return 0
    a, b = rank(slots[-2].card), rank(slots[-1].card)
    if b > a:
        return UP
    if b < a:
        return DOWN
    return route.held or DOWN


def direction(route: Route) -> int:
    """R2: the route's current direction (1 up, -1 down, 0 undefined), flipped once by every
    Queen on the last card."""
    d = base_direction(route)
    if d and queens_on(route.slots[-1]) % 2:
        d = -d
    return d


def current_suit(route: Route, options: Options) -> str | None:
    """R2: the suit of the topmost Queen on the last card, else the last card's suit (the
    first card's with Palo fundador). None for an empty route."""
    if not route.slots:
        return None
    last = route.slots[-1]
    for f in reversed(last.figures):
        if rank(f) == QUEEN:
            return suit(f)
    return suit(route.slots[0].card if options.founding_suit else last.card)


def number_fits(route: Route, card: int, options: Options) -> bool:
    """May number card `card` go at the end of `route` (outside the opening)?"""
    if not route.slots:
        return True
    last = route.slots[-1].card
    if rank(card) == rank(last):  # never the same printed rank twice in a row (R3)
        return False
    if suit(card) == current_suit(route, options):  # the same-suit exception
        return True
    d = direction(route)
    if d == UP:
        return rank(card) > rank(last)
    if d == DOWN:
        return rank(card) < rank(last)
    return True  # one card: the second card sets the direction


def has_room(slot: Slot, options: Options) -> bool:
    """Can the number card take one more figure? (R5: a Joker counts toward the three.)"""
    return options.no_figure_limit or len(slot.figures) < FIGURE_LIMIT


def figure_fits(route: Route, position: int, card: int, options: Options) -> bool:
    """May figure `card` go on the number card at `position` of `route`?"""
    if not 0 <= position < len(route.slots):
        return False
    if rank(card) not in (JACK, QUEEN, KING, JOKER):
        return False
    if not has_room(route.slots[position], options):
        return False
    return not (
        rank(card) == QUEEN and not options.queens_anywhere and position != len(route.slots) - 1
    )


def in_range(total: int) -> bool:
    return SALE_MIN <= total <= SALE_MAX


def pair_seller(total0: int, total1: int) -> int | None:
    """The seat selling a pair with these totals, or None (nobody in range, or a tie)."""
    in0, in1 = in_range(total0), in_range(total1)
    if in0 and in1:
        if total0 == total1:
            return None
        return 0 if total0 > total1 else 1
    if in0:
        return 0
    if in1:
        return 1
    return None


def sellers(routes: list[list[Route]], options: Options) -> list[int | None]:
    """R7: who sells each of the three pairs right now."""
    return [
        pair_seller(route_total(routes[0][i], options), route_total(routes[1][i], options))
        for i in range(3)
    ]
