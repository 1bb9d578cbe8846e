"""The operator's full look at a table (GET /admin/tables/{code}): the game state and the step
log as stored, nothing redacted. Players and spectators never get this: their views hide the
other seats' cards (views.py) and their events drop each seat's private part (reads.py). The
seed stays secret even here: with the log it would let anybody replay the deal ahead."""

from __future__ import annotations

from typing import Any

import msgspec

from service.games.base import Event
from service.games.registry import get_game
from service.storage.store import LoggedStep
from service.tables.lifecycle import game_state
from service.tables.models import Table


class LoggedEvent(msgspec.Struct):
    """An event as stored: `data` every seat sees, `private` what only a seat saw (by seat)."""

    type: str
    data: dict[str, Any]
    private: dict[str, dict[str, Any]]


class LoggedMove(msgspec.Struct):
    """A move in a step: the seat (-1: a pause ending) and its action as the game decoded it."""

    seat: int
    action: Any


class StepRecord(msgspec.Struct):
    """One version's entry of the step log: what happened, and the moves that made it."""

    version: int
    events: list[LoggedEvent]
    moves: list[LoggedMove]


def full_state(table: Table) -> Any:
    """The game state as stored, as plain JSON values (None before the start). A game this build
    no longer hosts still shows its stored values, without field names."""
    if table.state is None:
        return None
    game = get_game(table.game)
    if game is None:
        return msgspec.to_builtins(msgspec.msgpack.decode(table.state))
    return msgspec.to_builtins(game_state(game, table))


def step_record(table: Table, version: int, step: LoggedStep) -> StepRecord:
    game = get_game(table.game)
    events = [game.upgrade_event(e) for e in step.events] if game else step.events
    return StepRecord(
        version,
        [logged_event(event) for event in events],
        [LoggedMove(seat, decoded(action)) for seat, action in step.moves],
    )


def logged_event(event: Event) -> LoggedEvent:
    private = {str(seat): dict(part) for seat, part in event.private.items()}
    return LoggedEvent(event.type, dict(event.data), private)


def decoded(action: bytes | None) -> Any:
    return None if action is None else msgspec.to_builtins(msgspec.msgpack.decode(action))
