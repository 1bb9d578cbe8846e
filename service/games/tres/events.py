"""TRES's events, as the events endpoint shows them (`tres.<event>`). Fields that default to
UNSET are shown only to the seats they concern (their own cards)."""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from service.games.base import TypedEvent
from service.games.tres.view import TresCardView

Cards = list[TresCardView]


class Dealt(TypedEvent, frozen=True, tag="tres.dealt"):
    seat: int
    count: int
    cards: Cards | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class Centre(TypedEvent, frozen=True, tag="tres.centre"):
    cell: int
    card: TresCardView


class Turn(TypedEvent, frozen=True, tag="tres.turn"):
    seat: int


class Discarded(TypedEvent, frozen=True, tag="tres.discarded"):
    seat: int
    card: TresCardView


class Passed(TypedEvent, frozen=True, tag="tres.passed"):
    seat: int


class Returned(TypedEvent, frozen=True, tag="tres.returned"):
    seat: int
    count: int
    cards: Cards | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class Played(TypedEvent, frozen=True, tag="tres.played"):
    seat: int
    play: dict[str, Any]
    """The action as sent (`tres.play...` fields), its `card` described."""


class Placed(TypedEvent, frozen=True, tag="tres.placed"):
    seat: int
    cell: int
    card: TresCardView
    number: int | msgspec.UnsetType = msgspec.UNSET
    """The number a wild card stands for, when it has one."""


class Reversed(TypedEvent, frozen=True, tag="tres.reversed"):
    direction: Literal["clockwise", "counterclockwise"]


class Tres(TypedEvent, frozen=True, tag="tres.tres"):
    seat: int
    line: list[int]


class Foul(TypedEvent, frozen=True, tag="tres.foul"):
    seat: int
    card: TresCardView


class Earthquake(TypedEvent, frozen=True, tag="tres.earthquake"):
    seat: int
    board: list[TresCardView | None]
    to_deck: Cards


class HandsSwapped(TypedEvent, frozen=True, tag="tres.hands_swapped"):
    seat: int
    target: int
    received: Cards | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat` and `target`: the hand each received."""


class Stolen(TypedEvent, frozen=True, tag="tres.stolen"):
    seat: int
    target: int
    card: TresCardView | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat` and `target`."""


class ReturnedToGame(TypedEvent, frozen=True, tag="tres.returned_to_game"):
    seat: int


class ToDeck(TypedEvent, frozen=True, tag="tres.to_deck"):
    cards: Cards
    shuffled: bool


class Drew(TypedEvent, frozen=True, tag="tres.drew"):
    seat: int
    count: int
    cards: Cards | msgspec.UnsetType = msgspec.UNSET
    """Only to `seat`."""


class GameOver(TypedEvent, frozen=True, tag="tres.game_over"):
    reason: str
    winners: list[int]


class Eliminated(TypedEvent, frozen=True, tag="tres.eliminated"):
    seat: int


class Skipped(TypedEvent, frozen=True, tag="tres.skipped"):
    seat: int


EVENTS: tuple[type[TypedEvent], ...] = (
    Dealt,
    Centre,
    Turn,
    Discarded,
    Passed,
    Returned,
    Played,
    Placed,
    Reversed,
    Tres,
    Foul,
    Earthquake,
    HandsSwapped,
    Stolen,
    ReturnedToGame,
    ToDeck,
    Drew,
    GameOver,
    Eliminated,
    Skipped,
)
