"""Time at a table, as pure transitions: turn deadlines, timeouts and automatic mode (C5),
every human automatic (C6), pauses (K4), and bots whose move is overdue. `now_ms` comes in."""

from __future__ import annotations

from msgspec.structs import replace

from service.games.base import Event, Game
from service.tables.lifecycle import Step, act, finish_stopped, game_options, game_state, resume
from service.tables.models import Member, Table

MAX_STEPS = 1000  # automatic moves chained in one settle; a game always ends long before


class Clock:
    """The time inputs of a transition: now, the bots' grace period and a scale (tests
    shorten every timer by a setting, never by sleeping through real ones)."""

    def __init__(self, now_ms: int, bot_grace_ms: int, scale: float = 1.0) -> None:
        self.now_ms = now_ms
        self.bot_grace_ms = bot_grace_ms
        self.scale = scale

    def after(self, seconds: float) -> int:
        return self.now_ms + int(seconds * 1000 * self.scale)


def is_human(member: Member) -> bool:
    return member.bot is None


def settle(table: Table, game: Game, clock: Clock, step: Step) -> Table:
    """Bring the table to a state that waits for someone: play automatic seats' defaults,
    start or end pauses, stop when every human is automatic (C6), then set the deadlines of
    whoever must act now."""
    timing = game.timing(game_options(game, table))
    for _ in range(MAX_STEPS):
        if table.status != "playing":
            return replace(table, deadlines={}, pause_until_ms=None)
        state = game_state(game, table)
        humans = [member for member in table.members if is_human(member)]
        if humans and all(member.automatic for member in humans):
            result = game.stop_outcome(state)
            if result is not None:
                table = finish_stopped(table, result, step)
                continue
        if game.paused(state):
            if table.pause_until_ms is None and timing.pause_seconds > 0:
                return replace(
                    table, pause_until_ms=clock.after(timing.pause_seconds), deadlines={}
                )
            if table.pause_until_ms is not None and clock.now_ms < table.pause_until_ms:
                return replace(table, deadlines={})
            table = resume(table, game, step)
            continue
        pending = sorted(game.to_act(state))
        automatic = [seat for seat in pending if table.members[seat].automatic]
        if automatic:
            seat = automatic[0]
            table = act(table, game, seat, game.default_action(state, seat), step)
            continue
        deadlines = deadlines_for(table, pending, timing.turn_seconds, clock)
        return replace(table, deadlines=deadlines, pause_until_ms=None)
    raise RuntimeError("automatic play did not settle")


def deadlines_for(
    table: Table, pending: list[int], turn_seconds: float | None, clock: Clock
) -> dict[int, int]:
    """A seat keeps its deadline while its decision stays pending (K3: a partial action does
    not restart the clock); a seat newly due gets a fresh one. Bots get a grace period after
    which the table plays for them (a lost worker job must never stall a table)."""
    deadlines = {}
    for seat in pending:
        if seat in table.deadlines:
            deadlines[seat] = table.deadlines[seat]
        elif table.members[seat].bot is not None:
            deadlines[seat] = clock.now_ms + clock.bot_grace_ms
        elif turn_seconds is not None:
            deadlines[seat] = clock.after(turn_seconds)
    return deadlines


def expire(table: Table, game: Game, clock: Clock, step: Step) -> Table:
    """Overdue decisions get the default action (K2); a human's second timeout in a row turns
    the seat automatic for the rest of the game (C5)."""
    for seat, deadline in sorted(table.deadlines.items(), key=lambda item: item[1]):
        if deadline > clock.now_ms or table.status != "playing":
            continue
        state = game_state(game, table)
        if seat not in game.to_act(state):
            continue
        table = act(table, game, seat, game.default_action(state, seat), step)
        member = table.members[seat]
        if is_human(member):
            timeouts = member.timeouts + 1
            members = list(table.members)
            members[seat] = replace(member, timeouts=timeouts, automatic=timeouts >= 2)
            step.events.append(Event("turn_timed_out", {"seat": seat, "automatic": timeouts >= 2}))
            table = replace(table, members=members)
        else:
            step.events.append(Event("bot_move_overdue", {"seat": seat}))
        deadlines = dict(table.deadlines)
        deadlines.pop(seat, None)
        table = replace(table, deadlines=deadlines)
    return table


def manual_move(table: Table, seat: int) -> Table:
    """C5: a manual action within time resets the seat's consecutive timeouts."""
    member = table.members[seat]
    if member.timeouts == 0:
        return table
    members = list(table.members)
    members[seat] = replace(member, timeouts=0)
    return replace(table, members=members)


def overdue(table: Table, now_ms: int) -> bool:
    wake = table.wake_at_ms
    return wake is not None and wake <= now_ms
