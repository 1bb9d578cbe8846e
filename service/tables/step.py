"""One version of a table in play, as one pure function: the decoded table, the game, the
clock and the input (a seat's move, or only time passing) give the new table, what happened
(events and logged moves) and what to schedule. `TableService` loads, calls `advance`, saves
and schedules; it decides nothing about time itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from service.games.base import AnyGame
from service.tables import lifecycle, timing
from service.tables.lifecycle import Step
from service.tables.models import Table
from service.tables.timing import Clock


@dataclass(frozen=True)
class Move:
    """`seat` sends `action`; `by_hand`: a person's move, which resets its timeouts (C5)."""

    seat: int
    action: Any
    by_hand: bool = True


@dataclass(frozen=True)
class Wake:
    """Only time passes: whatever is overdue is applied (timeouts, a pause's end, R8)."""


Input = Move | Wake


@dataclass(frozen=True)
class Plan:
    """What a saved table schedules: a bot must move now, and the next wake-up (ms)."""

    bot_due: bool
    wake_at_ms: int | None


def advance(table: Table, game: AnyGame, clock: Clock, given: Input) -> tuple[Table, Step]:
    """One version: overdue decisions first, then the input, then play on until someone must
    decide (automatic seats, pauses, C6). Raises the API's errors for a refused move."""
    step = Step()
    table = lifecycle.bumped(table)
    table = timing.expire(table, game, clock, step)
    match given:
        case Move(seat=seat, action=action, by_hand=by_hand):
            table = lifecycle.act(table, game, seat, action, step)
            if by_hand:
                table = timing.manual_move(table, game, seat)
        case Wake():
            pass
    return timing.settle(table, game, clock, step), step


def start_game(
    table: Table, game: AnyGame, clock: Clock, casual: bool = False
) -> tuple[Table, Step]:
    """The lobby's start (C1, C8 checked by the caller): the deal, then the first deadlines.
    `casual`: not rated whoever sits (lifecycle.start)."""
    started, events = lifecycle.start(table, game, casual)
    step = Step(events=events)
    return timing.settle(started, game, clock, step), step


def plan(table: Table, game: AnyGame, clock: Clock) -> Plan:
    if table.status != "playing":
        return Plan(False, None)
    state = lifecycle.game_state(game, table)
    bot_due = any(table.members[seat].bot for seat in game.to_act(state))
    return Plan(bot_due, timing.next_wake(table, game, clock))
