"""Time at a table, as pure transitions: turn deadlines, timeouts and automatic mode (C5),
every human automatic (C6), pauses (K4), bots whose move is overdue, and a duel's clocks,
absence and first-move limits (R8). `now_ms` and who was last seen when come in."""

from __future__ import annotations

from msgspec.structs import replace

from service.core.memory import remember
from service.games.base import AnyGame, Timing
from service.tables.events import BotMoveOverdue, TurnTimedOut
from service.tables.lifecycle import (
    OPTIONS_MEMORY,
    Step,
    abort,
    act,
    finish_stopped,
    forfeit,
    game_options,
    game_state,
    resume,
)
from service.tables.models import Member, Table

MAX_STEPS = 1000  # automatic moves chained in one settle; a game always ends long before


class Clock:
    """The time inputs of a transition: now, when each seat was last seen (polled or acted),
    the bots' grace period and a scale (tests shorten every timer by a setting, never by
    sleeping through real ones)."""

    def __init__(
        self,
        now_ms: int,
        bot_grace_ms: int,
        scale: float = 1.0,
        seen: dict[int, int] | None = None,
    ) -> None:
        self.now_ms = now_ms
        self.bot_grace_ms = bot_grace_ms
        self.scale = scale
        self.seen = seen or {}

    def ms(self, seconds: float) -> int:
        return int(seconds * 1000 * self.scale)

    def after(self, seconds: float) -> int:
        return self.now_ms + self.ms(seconds)


def is_human(member: Member) -> bool:
    return member.bot is None


def against_human(table: Table, seat: int) -> bool:
    """R8's "against a human": `seat` is a human and so is someone else at the table."""
    members = table.members
    return is_human(members[seat]) and any(
        is_human(member) for other, member in enumerate(members) if other != seat
    )


_timings: dict[tuple[AnyGame, bytes], Timing] = {}


def timing_of(table: Table, game: AnyGame) -> Timing:
    """The game's timing for the table's options (frozen both: kept per process by options)."""
    key = (game, table.options)
    found = _timings.get(key)
    if found is None:
        found = remember(_timings, key, game.timing(game_options(game, table)), OPTIONS_MEMORY)
    return found


def settle(table: Table, game: AnyGame, clock: Clock, step: Step) -> Table:
    """Bring the table to a state that waits for someone: play automatic seats' defaults,
    start or end pauses, stop when every human is automatic (C6), then charge the clocks of
    whoever moved and set the deadlines of whoever must act now."""
    timing = timing_of(table, game)
    table = start_clocks(table, timing, clock)
    for _ in range(MAX_STEPS):
        if table.status != "playing":
            table = charge_clocks(table, set(), timing, clock, step)
            return replace(table, deadlines={}, turn_started={}, pause_until_ms=None)
        state = game_state(game, table)
        humans = [member for member in table.members if is_human(member)]
        if humans and all(member.automatic for member in humans):
            result = game.stop_outcome(state)
            if result is not None:
                table = finish_stopped(table, game, result, step)
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
        table = charge_clocks(table, set(pending), timing, clock, step)
        table = replace(table, deadlines=without_completed_turns(table, game, step))
        return replace(deadlines_for(table, game, pending, timing, clock), pause_until_ms=None)
    raise RuntimeError("automatic play did not settle")


def start_clocks(table: Table, timing: Timing, clock: Clock) -> Table:
    """R8: every seat's bank starts full."""
    if timing.clock_seconds is None or table.clocks or table.status != "playing":
        return table
    bank = clock.ms(timing.clock_seconds)
    return replace(table, clocks={seat: bank for seat in range(len(table.members))})


def charge_clocks(
    table: Table, pending: set[int], timing: Timing, clock: Clock, step: Step
) -> Table:
    """A seat that moved, or whose decision is no longer pending, pays the time it took from
    its bank (plus the increment per move); its next decision starts afresh."""
    if timing.clock_seconds is None or not table.clocks:
        return table
    moved = {seat for seat, action in step.moves if seat >= 0 and action is not None}
    clocks, started, deadlines = dict(table.clocks), dict(table.turn_started), dict(table.deadlines)
    for seat in [seat for seat in started if seat in moved or seat not in pending]:
        spent = clock.now_ms - started.pop(seat)
        bonus = clock.ms(timing.increment_seconds) if seat in moved else 0
        clocks[seat] = max(0, clocks[seat] - spent) + bonus
        deadlines.pop(seat, None)
    return replace(table, clocks=clocks, turn_started=started, deadlines=deadlines)


def without_completed_turns(table: Table, game: AnyGame, step: Step) -> dict[int, int]:
    """The deadlines of seats that completed a turn in this step are dropped: if the seat
    must act again at once (e.g. it came second and opens the next round), that is a new
    turn with a full timer; a partial action keeps its turn's deadline (K3)."""
    state = game_state(game, table)
    done = {
        seat
        for seat, action in step.moves
        if seat >= 0 and action is not None and not game.mid_turn(state, seat)
    }
    return {seat: at for seat, at in table.deadlines.items() if seat not in done}


def deadlines_for(
    table: Table, game: AnyGame, pending: list[int], timing: Timing, clock: Clock
) -> Table:
    """A seat keeps its deadline while its decision stays pending (K3: a partial action does
    not restart the clock); a seat newly due gets a fresh one: the earliest of its turn
    timer, its clock running out and its first-move limit. Bots get a grace period after
    which the table plays for them (a lost worker job must never stall a table)."""
    deadlines: dict[int, int] = {}
    started: dict[int, int] = {}
    state = game_state(game, table)
    for seat in pending:
        if seat in table.deadlines:
            deadlines[seat] = table.deadlines[seat]
            started[seat] = table.turn_started.get(seat, clock.now_ms)
            continue
        started[seat] = clock.now_ms
        limits = []
        if table.members[seat].bot is not None:
            limits.append(clock.now_ms + clock.bot_grace_ms)
        elif timing.turn_seconds is not None:
            limits.append(clock.after(timing.turn_seconds))
        if timing.clock_seconds is not None and seat in table.clocks:
            limits.append(clock.now_ms + table.clocks[seat])
        if first_move_limited(table, game, state, seat, timing):
            assert timing.first_move_seconds is not None
            limits.append(clock.after(timing.first_move_seconds))
        if limits:
            deadlines[seat] = min(limits)
    return replace(table, deadlines=deadlines, turn_started=started)


def first_move_limited(
    table: Table, game: AnyGame, state: object, seat: int, timing: Timing
) -> bool:
    return (
        timing.first_move_seconds is not None
        and against_human(table, seat)
        and not game.first_move_made(state, seat)
    )


def clock_left_ms(table: Table, seat: int, now_ms: int) -> int | None:
    """What is left of `seat`'s bank now (its running decision included); None: no clock."""
    bank = table.clocks.get(seat)
    if bank is None:
        return None
    started = table.turn_started.get(seat)
    return bank - (now_ms - started) if started is not None and table.status == "playing" else bank


def expire(table: Table, game: AnyGame, clock: Clock, step: Step) -> Table:
    """Absent seats lose (R8); then every overdue decision times out (see `time_out`)."""
    timing = timing_of(table, game)
    table = forfeit_absent(table, game, timing, clock, step)
    for seat, deadline in sorted(table.deadlines.items(), key=lambda item: item[1]):
        if deadline > clock.now_ms or table.status != "playing":
            continue
        if seat not in game.to_act(game_state(game, table)):
            continue
        table = time_out(table, game, timing, seat, clock, step)
        deadlines = dict(table.deadlines)
        deadlines.pop(seat, None)  # if still pending, its next decision is timed afresh
        table = replace(table, deadlines=deadlines)
    return table


def time_out(
    table: Table, game: AnyGame, timing: Timing, seat: int, clock: Clock, step: Step
) -> Table:
    """What an overdue decision means: no first move against a human aborts the game (R8);
    an empty clock or an untimed duel's move limit loses it (R8); a bot's lost move and a
    turn timer play the default action, and a human's second timeout in a row turns the seat
    automatic for the rest of the game (K2, C5)."""
    state = game_state(game, table)
    started = table.turn_started.get(seat, clock.now_ms)
    if first_move_limited(table, game, state, seat, timing):
        assert timing.first_move_seconds is not None
        if clock.now_ms >= started + clock.ms(timing.first_move_seconds):
            return abort(table, game, seat, "no_first_move", step)
    left = clock_left_ms(table, seat, clock.now_ms)
    if left is not None and left <= 0:
        return forfeit(table, game, seat, "clock", step)
    member = table.members[seat]
    # Each timeout is logged before what it causes (the default move and its consequences).
    if not is_human(member):
        step.events.append(BotMoveOverdue(seat=seat).logged())
        return act(table, game, seat, game.default_action(state, seat), step)
    if timing.on_timeout == "forfeit":
        return forfeit(table, game, seat, "move_time", step)
    timeouts = member.timeouts + 1
    step.events.append(TurnTimedOut(seat=seat, automatic=timeouts >= 2).logged())
    table = act(table, game, seat, game.default_action(state, seat), step)
    members = list(table.members)
    members[seat] = replace(member, timeouts=timeouts, automatic=timeouts >= 2)
    return replace(table, members=members)


def forfeit_absent(table: Table, game: AnyGame, timing: Timing, clock: Clock, step: Step) -> Table:
    """R8: a human seat that neither polled nor acted for the absence limit, against another
    human, loses (the one gone longest, if both are)."""
    absent = [
        (due, seat) for due, seat in absence_limits(table, timing, clock) if due <= clock.now_ms
    ]
    if not absent:
        return table
    _, seat = min(absent)
    return forfeit(table, game, seat, "absence", step)


def absence_limits(table: Table, timing: Timing, clock: Clock) -> list[tuple[int, int]]:
    """(when the seat counts as absent, seat) for every human seat playing another human."""
    if timing.absence_seconds is None or table.status != "playing":
        return []
    limit = clock.ms(timing.absence_seconds)
    return [
        (at + limit, seat)
        for seat, at in clock.seen.items()
        if seat < len(table.members) and against_human(table, seat)
    ]


def manual_move(table: Table, game: AnyGame, seat: int) -> Table:
    """C5: a turn completed by the player within time resets the seat's consecutive timeouts;
    part of a turn (an opener's call alone, K3) does not."""
    member = table.members[seat]
    if member.timeouts == 0:
        return table
    if table.status == "playing" and game.mid_turn(game_state(game, table), seat):
        return table
    members = list(table.members)
    members[seat] = replace(member, timeouts=0)
    return replace(table, members=members)


def next_wake(table: Table, game: AnyGame, clock: Clock) -> int | None:
    """When something becomes due: a deadline, a pause's end, or a seat's absence limit."""
    times = [] if table.wake_at_ms is None else [table.wake_at_ms]
    if table.status == "playing":
        times.extend(due for due, _ in absence_limits(table, timing_of(table, game), clock))
    return min(times) if times else None


def overdue(table: Table, game: AnyGame, clock: Clock) -> bool:
    wake = next_wake(table, game, clock)
    return wake is not None and wake <= clock.now_ms
