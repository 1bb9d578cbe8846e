"""The table's own events (the shared family every game's table logs, names without a game
prefix), as tagged Structs: the table layer builds these, the log stores them as plain events
(`Event`: type + public data), and readers such as the metrics decode them back with `typed`
and `match` instead of comparing strings."""

from __future__ import annotations

from typing import Any

import msgspec

from service.games.base import Event, TypedEvent


class TableEvent(TypedEvent, frozen=True):
    """Base of the family: the tag is the event's `type`, every field is public."""


class StartedSeat(msgspec.Struct, frozen=True):
    """A seat as `game_started` lists it (the name differs from the API's `SeatInfo`)."""

    name: str
    bot: str | None


class PlayerJoined(TableEvent, frozen=True, tag="player_joined"):
    member: int
    name: str


class PlayerLeft(TableEvent, frozen=True, tag="player_left"):
    """A quick-play table starting by itself found this seat not connected (C8): it left the
    table first (`reason` `not_connected`). `member` is absent for the playing host."""

    name: str
    reason: str
    member: int | None = None


class HostChanged(TableEvent, frozen=True, tag="host_changed"):
    """The playing host left a quick-play table (`player_left`): the host's place (its rights
    and the lobby's last seat) passed to the earliest remaining human, `member` until now."""

    name: str
    member: int


class BotAdded(TableEvent, frozen=True, tag="bot_added"):
    member: int
    name: str
    level: str


class BotRemoved(TableEvent, frozen=True, tag="bot_removed"):
    member: int


class SettingsChanged(TableEvent, frozen=True, tag="settings_changed"):
    pass


class GameStarted(TableEvent, frozen=True, tag="game_started"):
    seats: list[StartedSeat]


class TableCancelled(TableEvent, frozen=True, tag="table_cancelled"):
    scores: list[int] | None


class GameOver(TableEvent, frozen=True, tag="game_over"):
    """C6: every human automatic and the game may stop. One game's own end of game has kept this
    unprefixed name (and no `scores`) for its clients, so a logged `game_over` may be either."""

    reason: str
    winners: list[int]
    scores: list[int] | None = None


class SeatForfeited(TableEvent, frozen=True, tag="seat_forfeited"):
    """R8: `reason` is `clock`, `move_time` or `absence`."""

    seat: int
    reason: str


class GameAborted(TableEvent, frozen=True, tag="game_aborted"):
    """R8: no first move in time against a human."""

    seat: int
    reason: str
    scores: list[int] | None


class TurnTimedOut(TableEvent, frozen=True, tag="turn_timed_out"):
    """C5: a human's turn timer ran out; `automatic`: the seat's second in a row."""

    seat: int
    automatic: bool


class BotMoveOverdue(TableEvent, frozen=True, tag="bot_move_overdue"):
    seat: int


AnyTableEvent = (
    PlayerJoined
    | PlayerLeft
    | HostChanged
    | BotAdded
    | BotRemoved
    | SettingsChanged
    | GameStarted
    | TableCancelled
    | GameOver
    | SeatForfeited
    | GameAborted
    | TurnTimedOut
    | BotMoveOverdue
)
FAMILY: tuple[type[TableEvent], ...] = (
    PlayerJoined,
    PlayerLeft,
    HostChanged,
    BotAdded,
    BotRemoved,
    SettingsChanged,
    GameStarted,
    TableCancelled,
    GameOver,
    SeatForfeited,
    GameAborted,
    TurnTimedOut,
    BotMoveOverdue,
)
TYPES = frozenset(str(cls.__struct_config__.tag) for cls in FAMILY)


def typed(event: Event) -> AnyTableEvent | None:
    """A logged event of the table's family as its Struct; None for a game's own event."""
    if event.type not in TYPES:
        return None
    fields: dict[str, Any] = {"type": event.type, **event.data}
    decoded: AnyTableEvent = msgspec.convert(fields, type=AnyTableEvent)
    return decoded
