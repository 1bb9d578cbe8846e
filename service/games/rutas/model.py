"""Rutas data: creation options, actions and the game state (all msgspec Structs)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from service.games.base import Outcome

Seat = Annotated[int, Meta(ge=0, le=1)]
RouteIndex = Annotated[int, Meta(ge=0, le=2)]


class RutasOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Creation options. Every friendly variant defaults to off; any variant on = unrated (R9).

    The clock fields are carried for the table layer (R8); the engine never reads a clock.
    """

    queens_anywhere: bool = False
    """Reinas en cualquier lugar: a Queen may go on any number card; it only flips the route
    and changes its suit while it sits on the route's last card."""
    kings_add: bool = False
    """Reyes que suman: each King adds the card's value once more instead of doubling it."""
    founding_suit: bool = False
    """Palo fundador: a route's suit is its first card's, not its last card's (Queens on the
    last card still change it)."""
    no_figure_limit: bool = False
    """Sin límite de figuras: a number card may carry any number of figures."""
    quick_sale: bool = False
    """Venta rápida: the first player selling two pairs at the same time wins at once."""
    reshuffle: bool = False
    """Rebarajar: an exhausted deck is rebuilt from its owner's shuffled discards, twice at most."""
    short_deck: bool = False
    """Mazo corto: each player plays with 30 random cards of a full deck."""
    double_deck: bool = False
    """Mazo doble: each player shuffles two full decks together."""
    queen_shield: bool = False
    """Escudo de la Reina: a Joker on an Ace spares every card that carries a Queen."""
    steady_course: bool = False
    """Rumbo firme: a Jack or Joker leaving equal end cards keeps the route's direction."""
    fresh_hand: bool = False
    """Mano nueva: an opening hand with fewer than three number cards is shown and redealt."""
    protected_joker: bool = False
    """Comodín protegido: a Joker never removes cards from the route it is played on."""

    time_control: Literal["untimed", "clock"] = "untimed"
    """R8, enforced by the table layer: untimed (5 minutes a move) or a clock per player."""
    clock_minutes: Annotated[int, Meta(ge=1, le=60)] = 10
    """Initial clock per player, in minutes (only with `time_control="clock"`)."""
    clock_increment_seconds: Annotated[int, Meta(ge=0, le=60)] = 5
    """Seconds added to a player's clock after each of its moves (only with a clock)."""


Options = RutasOptions  # the schema name in the OpenAPI document must be unique across games


VARIANTS: tuple[str, ...] = (
    "queens_anywhere",
    "kings_add",
    "founding_suit",
    "no_figure_limit",
    "quick_sale",
    "reshuffle",
    "short_deck",
    "double_deck",
    "queen_shield",
    "steady_course",
    "fresh_hand",
    "protected_joker",
)
"""The twelve friendly variants of the rule document, as Options field names."""

VARIANT_NAMES: dict[str, str] = {
    "queens_anywhere": "Reinas en cualquier lugar",
    "kings_add": "Reyes que suman",
    "founding_suit": "Palo fundador",
    "no_figure_limit": "Sin límite de figuras",
    "quick_sale": "Venta rápida",
    "reshuffle": "Rebarajar",
    "short_deck": "Mazo corto",
    "double_deck": "Mazo doble",
    "queen_shield": "Escudo de la Reina",
    "steady_course": "Rumbo firme",
    "fresh_hand": "Mano nueva",
    "protected_joker": "Comodín protegido",
}


def enabled_variants(options: Options) -> list[str]:
    """The variants switched on, in document order."""
    return [name for name in VARIANTS if getattr(options, name)]


def is_rated(options: Options) -> bool:
    """R9: only standard rules may be rated (the table layer also requires two humans)."""
    return not enabled_variants(options)


# --- actions -------------------------------------------------------------------------------


class Play(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="rutas.play"
):
    """Play card `card` from your hand onto route `route` (0..2) of seat `owner`.

    A number card goes at the end of one of your own routes (`owner` = your seat, `position`
    omitted). A figure (Jack, Queen, King, Joker) goes on the number card at index `position`
    (0 = the route's first card) of any route of either seat.
    """

    card: int
    owner: Seat
    route: RouteIndex
    position: int | None = None


class Discard(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="rutas.discard"
):
    """Put card `card` from your hand on your discard pile, then draw (in the opening: only
    when your hand holds no number card)."""

    card: int


class Dissolve(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="rutas.dissolve"
):
    """Empty your route `route` (0..2): every card on it goes to its owner's discard pile.
    No card is drawn."""

    route: RouteIndex


class Resign(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="type", tag="rutas.resign"
):
    """Give up: the other seat wins. Allowed at any time, on your turn or not."""


Action = Play | Discard | Dissolve | Resign
ACTIONS: tuple[type[msgspec.Struct], ...] = (Play, Discard, Dissolve, Resign)

# One minimal example per action (OpenAPI examples; card ids as in cards.py: seat 0's 7 of
# hearts is 19, its King of spades 12, seat 1's cards are 1000 higher).
EXAMPLES: dict[str, dict[str, Any]] = {
    "rutas.play": {"type": "rutas.play", "card": 19, "owner": 0, "route": 1},
    "rutas.play_figure": {"type": "rutas.play", "card": 12, "owner": 1, "route": 0, "position": 2},
    "rutas.discard": {"type": "rutas.discard", "card": 19},
    "rutas.dissolve": {"type": "rutas.dissolve", "route": 2},
    "rutas.resign": {"type": "rutas.resign"},
}


# --- state ---------------------------------------------------------------------------------


class Slot(msgspec.Struct, array_like=True):
    """A number card on a route and the figures on it, bottom first (last = topmost)."""

    card: int
    figures: list[int] = []


class Route(msgspec.Struct, array_like=True):
    """One route: its number cards in play order. `held` is the Rumbo firme base direction
    (1 up, -1 down) used while the two end cards are equal; 0 means none (descending, R2)."""

    slots: list[Slot] = []
    held: int = 0


class State(msgspec.Struct, kw_only=True):
    """The whole game, hidden parts included. Decks draw from the end of their list."""

    options: Options
    first: int
    turn: int
    opened: list[int]
    """Opening placements made per seat (the opening ends at 3)."""
    hands: list[list[int]]
    decks: list[list[int]]
    discards: list[list[int]]
    box: list[list[int]]
    """Cards of each seat's full deck that are not in the game (Mazo corto)."""
    routes: list[list[Route]]
    sellers: list[int | None]
    """The seat selling each pair right now (None: nobody)."""
    reshuffles: list[list[list[int]]]
    """Rebarajar: per seat, the (public) set of cards of each reshuffle, oldest first."""
    shown: list[list[list[int]]]
    """Mano nueva: per seat, the opening hands that were shown and redealt."""
    moves: list[int]
    """Actions made per seat (resigning not counted)."""
    ply: int = 0
    result: Outcome | None = None
    rated: bool | None = None
    """Whether the table counts this game (R9 and R8, decided by the table); None: the options'
    answer alone (an engine used without a table)."""


def counts(state: State) -> bool:
    """The one answer to "is this game rated" that views, outcomes and events show."""
    return is_rated(state.options) if state.rated is None else state.rated
