"""Rutas's events, as the events endpoint shows them (`rutas.<event>`). Fields that default to
UNSET are shown only to the seat they concern (its own hand and draws)."""

from __future__ import annotations

import msgspec

from service.games.base import TypedEvent
from service.games.rutas.view import CardView

Cards = list[CardView]


class Dealt(TypedEvent, frozen=True, tag="rutas.dealt"):
    seat: int
    count: int
    deck: int
    redealt: list[Cards]
    """Opening hands shown and redealt (Mano nueva)."""
    cards: Cards | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class FirstPlayer(TypedEvent, frozen=True, tag="rutas.first_player"):
    seat: int


class Resigned(TypedEvent, frozen=True, tag="rutas.resigned"):
    seat: int


class Played(TypedEvent, frozen=True, tag="rutas.played"):
    seat: int
    card: CardView
    owner: int
    route: int
    position: int


class Removed(TypedEvent, frozen=True, tag="rutas.removed"):
    cause: str
    cards: Cards


class Discarded(TypedEvent, frozen=True, tag="rutas.discarded"):
    seat: int
    card: CardView


class Dissolved(TypedEvent, frozen=True, tag="rutas.dissolved"):
    seat: int
    route: int
    cards: Cards


class Reshuffled(TypedEvent, frozen=True, tag="rutas.reshuffled"):
    seat: int
    deck_count: int
    reshuffles_left: int


class Drew(TypedEvent, frozen=True, tag="rutas.drew"):
    seat: int
    deck_count: int
    card: CardView | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class Sales(TypedEvent, frozen=True, tag="rutas.sales"):
    sellers: list[int | None]


class Ended(TypedEvent, frozen=True, tag="rutas.ended"):
    reason: str
    winners: list[int]
    scores: list[int]
    rated: bool


EVENTS: tuple[type[TypedEvent], ...] = (
    Dealt,
    FirstPlayer,
    Resigned,
    Played,
    Removed,
    Discarded,
    Dissolved,
    Reshuffled,
    Drew,
    Sales,
    Ended,
)
