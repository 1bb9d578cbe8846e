"""R8 through the generic table layer (pure transitions, no Redis): a clock per player with
an increment, the untimed game's 5-minute move, absence, the first-move abort, and resign."""

from __future__ import annotations

from typing import Any

from service.games.rutas import GAME, Options, Resign
from service.tables import lifecycle
from service.tables.lifecycle import Step, encode
from service.tables.models import Member, Table
from service.tables.timing import Clock, clock_left_ms, expire, manual_move, settle

T0 = 1_000_000
GRACE = 5_000
MINUTE = 60_000


def new_table(options: Options, bot: bool = False) -> Table:
    """Two seats (seat 0 a human, seat 1 a human or an Easy bot), started at T0."""
    second = Member(id=2, name="B", bot="easy") if bot else Member(id=2, name="B", token_hash=b"b")
    table = Table(
        code="RUTAS1",
        game="rutas",
        created_ms=0,
        host_name="Host",
        host_plays=False,
        host_token_hash=b"h",
        options=encode(options),
        seed=b"seed" * 8,
        members=[Member(id=1, name="A", token_hash=b"a"), second],
        next_member_id=3,
    )
    table, _ = lifecycle.start(table, GAME)
    return settle(table, GAME, Clock(T0, GRACE, seen={0: T0, 1: T0}), Step())


def advance(
    table: Table, now: int, seen: dict[int, int] | None = None, action: Any = None, seat: int = -1
) -> tuple[Table, Step]:
    """What the table service does in one version: overdue first, then the move, then settle."""
    clock = Clock(now, GRACE, seen=seen if seen is not None else {0: now, 1: now})
    step = Step()
    table = lifecycle.bumped(table)
    table = expire(table, GAME, clock, step)
    if action is not None:
        table = manual_move(lifecycle.act(table, GAME, seat, action, step), GAME, seat)
    return settle(table, GAME, clock, step), step


def turn(table: Table) -> int:
    return next(iter(GAME.to_act(lifecycle.game_state(GAME, table))))


def any_move(table: Table, seat: int) -> Any:
    state = lifecycle.game_state(GAME, table)
    return next(a for a in GAME.legal_actions(state, seat) if not isinstance(a, Resign))


def test_rutas_R8_clock_starts_full_for_each_player() -> None:
    table = new_table(Options(time_control="clock", clock_minutes=3, clock_increment_seconds=2))
    assert table.clocks == {0: 3 * MINUTE, 1: 3 * MINUTE}
    first = turn(table)
    assert table.deadlines[first] == T0 + MINUTE  # the first-move limit comes first
    assert clock_left_ms(table, first, T0 + 10_000) == 3 * MINUTE - 10_000
    assert clock_left_ms(table, 1 - first, T0 + 10_000) == 3 * MINUTE


def test_rutas_R8_clock_pays_the_time_taken_and_adds_the_increment() -> None:
    table = new_table(Options(time_control="clock", clock_minutes=3, clock_increment_seconds=2))
    first = turn(table)
    table, _ = advance(table, T0 + 10_000, action=any_move(table, first), seat=first)
    assert table.clocks[first] == 3 * MINUTE - 10_000 + 2_000
    assert table.turn_started == {1 - first: T0 + 10_000}
    assert clock_left_ms(table, 1 - first, T0 + 15_000) == 3 * MINUTE - 5_000


def test_rutas_R8_running_out_of_clock_loses() -> None:
    table = new_table(Options(time_control="clock", clock_minutes=1, clock_increment_seconds=0))
    table = play_first_moves(table, T0)
    seat = turn(table)
    deadline = table.deadlines[seat]
    assert deadline == T0 + 2 + table.clocks[seat]
    table, _ = advance(table, deadline - 1)
    assert table.status == "playing"
    table, step = advance(table, deadline)
    assert table.status == "finished"
    assert table.result is not None and table.result.reason == "clock"
    assert table.result.winners == [1 - seat]
    assert {"seat": seat, "reason": "clock"} in [e.data for e in step.events]
    assert (seat, None) in step.moves  # a forfeit is logged for replays


def play_first_moves(table: Table, start: int) -> Table:
    """Each seat makes its first move, one millisecond apart (both now past R8's abort)."""
    for offset in (1, 2):
        seat = turn(table)
        table, _ = advance(table, start + offset, action=any_move(table, seat), seat=seat)
    return table


def test_rutas_R8_untimed_move_may_take_five_minutes_then_loses() -> None:
    table = play_first_moves(new_table(Options()), T0)
    seat = turn(table)
    assert table.deadlines[seat] == T0 + 2 + 5 * MINUTE
    table, _ = advance(table, T0 + 2 + 5 * MINUTE - 1)
    assert table.status == "playing"
    table, _ = advance(table, T0 + 2 + 5 * MINUTE)
    assert table.result is not None
    assert (table.result.reason, table.result.winners) == ("move_time", [1 - seat])


def test_rutas_R8_absence_of_a_minute_loses() -> None:
    table = play_first_moves(new_table(Options()), T0)
    now = T0 + MINUTE + 2
    table, _ = advance(table, now, seen={0: now, 1: now - MINUTE + 1})
    assert table.status == "playing"
    table, _ = advance(table, now, seen={0: now, 1: now - MINUTE})
    assert table.result is not None
    assert (table.result.reason, table.result.winners) == ("absence", [0])


def test_rutas_R8_absence_counts_for_the_seat_not_on_turn_too() -> None:
    table = play_first_moves(new_table(Options(time_control="clock")), T0)
    waiting = 1 - turn(table)
    now = T0 + 2 * MINUTE
    seen = {waiting: now - MINUTE, 1 - waiting: now}
    table, _ = advance(table, now, seen=seen)
    assert table.result is not None and table.result.winners == [1 - waiting]


def test_rutas_R8_absence_only_loses_against_a_human() -> None:
    table = play_first_moves_vs_bot(new_table(Options(), bot=True))
    now = T0 + 2 * MINUTE
    table, _ = advance(table, now, seen={0: now - 2 * MINUTE})
    assert table.status == "playing"


def play_first_moves_vs_bot(table: Table) -> Table:
    for offset in (1, 2, 3):
        seat = turn(table)
        if lifecycle.game_state(GAME, table).moves[seat] == 0:
            table, _ = advance(table, T0 + offset, action=any_move(table, seat), seat=seat)
    return table


def test_rutas_R8_no_first_move_within_a_minute_against_a_human_cancels() -> None:
    table = new_table(Options())
    first = turn(table)
    table, _ = advance(table, T0 + MINUTE - 1)
    assert table.status == "playing"
    table, step = advance(table, T0 + MINUTE)
    assert table.status == "cancelled"
    assert table.result is not None
    assert (table.result.reason, table.result.winners) == ("no_first_move", [])
    assert [e.type for e in step.events] == ["game_aborted"]
    assert step.events[0].data == {"seat": first, "reason": "no_first_move", "scores": [0, 0]}


def test_rutas_R8_first_move_minute_starts_with_the_seats_own_first_turn() -> None:
    table = new_table(Options())
    first = turn(table)
    table, _ = advance(table, T0 + 50_000, action=any_move(table, first), seat=first)
    second = 1 - first
    assert table.deadlines[second] == T0 + 50_000 + MINUTE
    table, _ = advance(table, T0 + 50_000 + MINUTE - 1)
    assert table.status == "playing"
    table, _ = advance(table, T0 + 50_000 + MINUTE)
    assert table.status == "cancelled"


def test_rutas_R8_first_move_limit_does_not_apply_against_a_bot() -> None:
    table = new_table(Options(), bot=True)
    if turn(table) == 1:  # the bot opens: let the table play its move
        table, _ = advance(table, T0 + GRACE)
    assert turn(table) == 0
    started = table.turn_started[0]
    assert table.deadlines[0] == started + 5 * MINUTE
    table, _ = advance(table, started + 2 * MINUTE, seen={0: started})
    assert table.status == "playing"


def test_rutas_R8_clock_game_against_a_bot_times_only_the_clock() -> None:
    table = new_table(Options(time_control="clock", clock_minutes=2), bot=True)
    if turn(table) == 1:
        table, _ = advance(table, T0 + 100)
    started = table.turn_started[0]
    assert table.deadlines[0] == started + table.clocks[0]


def test_rutas_resign_is_legal_off_turn_and_the_other_seat_wins() -> None:
    table = new_table(Options())
    waiting = 1 - turn(table)
    table, _ = advance(table, T0 + 1, action=Resign(), seat=waiting)
    assert table.status == "finished"
    assert table.result is not None
    assert (table.result.reason, table.result.winners) == ("resign", [1 - waiting])
    assert table.deadlines == {} and table.turn_started == {}


def test_rutas_R8_a_bot_whose_job_was_lost_moves_by_default_not_forfeit() -> None:
    table = new_table(Options(), bot=True)
    table = play_first_moves_vs_bot(table)
    if turn(table) == 0:
        table, _ = advance(table, T0 + 10, action=any_move(table, 0), seat=0)
    started = table.turn_started[1]
    table, step = advance(table, started + GRACE)
    assert table.status == "playing"
    assert "bot_move_overdue" in [e.type for e in step.events]
