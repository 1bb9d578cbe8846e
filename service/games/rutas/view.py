"""What a seat (or a spectator) may see of a Rutas game (C4)."""

from __future__ import annotations

from typing import Literal

import msgspec

from service.games.base import Outcome
from service.games.rutas.cards import label, owner_of, rank, suit
from service.games.rutas.model import Options, Route, State, counts, enabled_variants
from service.games.rutas.rules import (
    current_suit,
    direction,
    in_range,
    route_total,
    slot_value,
)

ARROWS = {1: "↑", -1: "↓", 0: "·"}


class RutasCardView(msgspec.Struct, frozen=True):
    """A visible card. `rank`: 1 (Ace)..13 (King), 0 Joker; `suit` None for a Joker."""

    id: int
    label: str
    rank: int
    suit: str | None
    owner: int


CardView = RutasCardView  # the schema name in the OpenAPI document must be unique across games


class SlotView(msgspec.Struct, frozen=True):
    """A number card on a route, the figures on it (bottom first) and its current value."""

    card: CardView
    figures: list[CardView]
    value: int


class RouteView(msgspec.Struct, frozen=True):
    """One route: cards, total, direction ("up"/"down", None with fewer than two cards),
    its arrow, its current suit, and whether it sells right now."""

    owner: int
    index: int
    cards: list[SlotView]
    total: int
    direction: Literal["up", "down"] | None
    arrow: str
    suit: str | None
    in_range: bool
    selling: bool


class PairView(msgspec.Struct, frozen=True):
    """Pair `index` (route `index` of each seat): totals per seat, who sells it now.
    status: "sold" (someone sells), "tied" (both in 21..26 and equal) or "open"."""

    index: int
    totals: list[int]
    seller: int | None
    status: Literal["sold", "tied", "open"]


class SeatView(msgspec.Struct, frozen=True):
    """Public information about one seat."""

    seat: int
    hand_count: int
    deck_count: int
    discard_count: int
    discard_top: CardView | None
    discards: list[CardView]
    opening: bool
    opening_placed: int
    reshuffles_left: int | None
    pairs_selling: int
    routes: list[RouteView]
    shown_hands: list[list[CardView]]


class RutasView(msgspec.Struct, frozen=True, tag_field="game", tag="rutas"):
    """A Rutas game as `viewer` sees it (None: a spectator). `hand` is the viewer's hand."""

    viewer: int | None
    to_act: list[int]
    first_player: int
    move_count: int
    seats: list[SeatView]
    pairs: list[PairView]
    hand: list[CardView] | None
    options: Options
    variants: list[str]
    rated: bool
    outcome: Outcome | None


View = RutasView  # the schema name in the OpenAPI document must be unique across games


def card_view(card: int) -> CardView:
    return CardView(
        id=card, label=label(card), rank=rank(card), suit=suit(card), owner=owner_of(card)
    )


def route_view(state: State, owner: int, index: int, route: Route) -> RouteView:
    opts = state.options
    d = direction(route)
    total = route_total(route, opts)
    return RouteView(
        owner=owner,
        index=index,
        cards=[
            SlotView(
                card=card_view(s.card),
                figures=[card_view(f) for f in s.figures],
                value=slot_value(s, opts),
            )
            for s in route.slots
        ],
        total=total,
        direction="up" if d > 0 else "down" if d < 0 else None,
        arrow=ARROWS[d],
        suit=current_suit(route, opts),
        in_range=in_range(total),
        selling=state.sellers[index] == owner,
    )


def build_view(state: State, viewer: int | None) -> View:
    opts = state.options
    seats = []
    for p in (0, 1):
        pile = state.discards[p]
        seats.append(
            SeatView(
                seat=p,
                hand_count=len(state.hands[p]),
                deck_count=len(state.decks[p]),
                discard_count=len(pile),
                discard_top=card_view(pile[-1]) if pile else None,
                discards=[card_view(c) for c in pile],
                opening=state.opened[p] < 3,
                opening_placed=state.opened[p],
                reshuffles_left=2 - len(state.reshuffles[p]) if opts.reshuffle else None,
                pairs_selling=sum(1 for s in state.sellers if s == p),
                routes=[route_view(state, p, i, r) for i, r in enumerate(state.routes[p])],
                shown_hands=[[card_view(c) for c in hand] for hand in state.shown[p]],
            )
        )
    pairs = []
    for i in range(3):
        totals = [route_total(state.routes[p][i], opts) for p in (0, 1)]
        seller = state.sellers[i]
        tied = totals[0] == totals[1] and in_range(totals[0])
        pairs.append(
            PairView(
                index=i,
                totals=totals,
                seller=seller,
                status="sold" if seller is not None else "tied" if tied else "open",
            )
        )
    return View(
        viewer=viewer,
        to_act=[] if state.result is not None else [state.turn],
        first_player=state.first,
        move_count=state.ply,
        seats=seats,
        pairs=pairs,
        hand=[card_view(c) for c in state.hands[viewer]] if viewer is not None else None,
        options=opts,
        variants=enabled_variants(opts),
        rated=counts(state),
        outcome=state.result,
    )
