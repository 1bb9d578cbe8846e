"""KARTA3's events, as the events endpoint shows them (`karta3.<event>`). Fields that default
to UNSET are shown only to the seat they concern (its own cards, its own secret choice)."""

from __future__ import annotations

from typing import Literal

import msgspec

from service.games.base import TypedEvent

Direction = Literal["high", "low"]


class CardsDealt(TypedEvent, frozen=True, tag="karta3.cards_dealt"):
    seat: int
    count: int
    cards: list[int] | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class CentralRevealed(TypedEvent, frozen=True, tag="karta3.central_revealed"):
    card: int
    closing: bool
    attribute: int


class DirectionChosen(TypedEvent, frozen=True, tag="karta3.direction_chosen"):
    seat: int
    direction: Direction | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat` until the cards are played."""


class CardChosen(TypedEvent, frozen=True, tag="karta3.card_chosen"):
    seat: int
    card: int | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat` until the cards are played."""


class CardPlayed(TypedEvent, frozen=True, tag="karta3.card_played"):
    seat: int
    card: int
    direction: Direction | msgspec.UnsetType = msgspec.UNSET
    """The opener's direction, when it chose one."""


class RoundResolved(TypedEvent, frozen=True, tag="karta3.round_resolved"):
    round: int
    winner: int
    second: int
    cards: list[int]
    points: int
    tiebreak: bool


class CardDrawn(TypedEvent, frozen=True, tag="karta3.card_drawn"):
    seat: int
    card: int | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class TiebreakStarted(TypedEvent, frozen=True, tag="karta3.tiebreak_started"):
    seats: list[int]
    cards_each: int


class GameOver(TypedEvent, frozen=True, tag="karta3.game_over"):
    reason: str
    winners: list[int]


EVENTS: tuple[type[TypedEvent], ...] = (
    CardsDealt,
    CentralRevealed,
    DirectionChosen,
    CardChosen,
    CardPlayed,
    RoundResolved,
    CardDrawn,
    TiebreakStarted,
    GameOver,
)

RENAMED = {
    str(cls.__struct_config__.tag).removeprefix("karta3."): str(cls.__struct_config__.tag)
    for cls in EVENTS
}
"""Old (unprefixed) name -> today's. `game_over` is also the table's own event: an old
KARTA3 `game_over` is the one without `scores` (the table's always logs that field)."""
