"""The time rulings as pure steps with a fake clock (no sleeping, no Redis): C5 timeouts and
automatic mode, C6 every human automatic, K4 pauses, R8 clocks and the first-move limit.
Games are picked by what their spec declares, and timed by a subclass that only changes
`timing`, so these checks hold for every registered game with the capability."""

from __future__ import annotations

from typing import Any

import pytest

from service.games.base import AnyGame, Timing
from service.games.registry import GAMES
from service.tables import lifecycle
from service.tables.models import Member, Table
from service.tables.step import Move, Wake, advance, plan, start_game
from service.tables.timing import Clock
from service.tables.tokens import hash_token

T0 = 1_000_000
GRACE_MS = 5_000
TURN = 10.0  # seconds


def timed(game: AnyGame, timing: Timing) -> AnyGame:
    """`game` with the table timing these tests need, its rules unchanged."""

    class Timed(type(game)):  # type: ignore[misc]
        def timing(self, options: Any) -> Timing:
            return timing

    return Timed()


def with_capability(name: str) -> list[str]:
    return [g.id for g in GAMES.values() if getattr(g.spec.capabilities, name)]


def lobby(game: AnyGame, bots: int = 0, humans: int = 2) -> Table:
    members = [
        Member(id=i + 1, name=f"P{i + 1}", token_hash=hash_token("TIMED", f"t{i}"))
        for i in range(humans)
    ] + [Member(id=humans + i + 1, name=f"B{i + 1}", bot="easy") for i in range(bots)]
    return Table(
        code="TIMED",
        game=game.id,
        created_ms=0,
        host_name="Host",
        host_plays=False,
        host_token_hash=hash_token("TIMED", "host"),
        members=members,
        next_member_id=len(members) + 1,
        options=lifecycle.encode(game.Options()),
        seed=bytes(32),
    )


def clock(now_ms: int, seen: dict[int, int] | None = None) -> Clock:
    return Clock(now_ms, GRACE_MS, 1.0, seen)


def to_act(game: AnyGame, table: Table) -> list[int]:
    return sorted(game.to_act(lifecycle.game_state(game, table)))


def types(step: Any) -> list[str]:
    return [event.type for event in step.events]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_C5_a_turn_timer_plays_the_default_and_two_in_a_row_make_the_seat_automatic(
    game_id: str,
) -> None:
    game = timed(GAMES[game_id], Timing(turn_seconds=TURN))
    table, _ = start_game(lobby(game), game, clock(T0))
    (seat,) = to_act(game, table)[:1]
    deadline = table.deadlines[seat]
    assert deadline == T0 + int(TURN * 1000)
    assert plan(table, game, clock(T0)).wake_at_ms == deadline
    early, step = advance(table, game, clock(deadline - 1), Wake())
    assert not step.moves and early.deadlines[seat] == deadline  # nothing is due yet
    late, step = advance(table, game, clock(deadline), Wake())
    assert "turn_timed_out" in types(step)
    assert step.moves[0][0] == seat and late.members[seat].timeouts == 1
    assert not late.members[seat].automatic
    now = deadline
    while late.status == "playing" and not late.members[seat].automatic:
        now = min(late.deadlines.values())
        late, step = advance(late, game, clock(now), Wake())
    assert late.members[seat].automatic or late.status != "playing"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_C5_a_move_by_hand_resets_the_seats_timeouts(game_id: str) -> None:
    game = timed(GAMES[game_id], Timing(turn_seconds=TURN))
    table, _ = start_game(lobby(game), game, clock(T0))
    now = T0
    for _ in range(50):  # time out until a seat with one timeout must act again
        now = min(table.deadlines.values())
        table, _ = advance(table, game, clock(now), Wake())
        pending = [s for s in to_act(game, table) if table.members[s].timeouts == 1]
        if pending:
            break
    seat = pending[0]
    state = lifecycle.game_state(game, table)
    action = game.default_action(state, seat)
    moved, _ = advance(table, game, clock(now + 1), Move(seat, action))
    if not game.mid_turn(lifecycle.game_state(game, moved), seat):
        assert moved.members[seat].timeouts == 0


@pytest.mark.parametrize("game_id", list(GAMES))
def test_C6_with_every_human_automatic_the_game_plays_itself_to_its_end(game_id: str) -> None:
    game = timed(GAMES[game_id], Timing(turn_seconds=TURN))
    table, _ = start_game(lobby(game), game, clock(T0))
    steps = 0
    while table.status == "playing":
        wake = plan(table, game, clock(T0)).wake_at_ms
        assert wake is not None, "a playing table always waits for a time or a person"
        table, _ = advance(table, game, clock(wake), Wake())
        steps += 1
        assert steps < 20, "two timeouts each make both humans automatic, then no waiting"
    assert table.status == "finished" and table.result is not None
    assert all(member.automatic for member in table.members)
    assert plan(table, game, clock(T0)) == plan(table, game, clock(T0 + 10**9))


@pytest.mark.parametrize("game_id", with_capability("pauses"))
def test_K4_a_pause_holds_the_table_until_its_end_then_the_game_goes_on(game_id: str) -> None:
    pause = 5.0
    game = timed(GAMES[game_id], Timing(turn_seconds=TURN, pause_seconds=pause))
    table, _ = start_game(lobby(game), game, clock(T0))
    now = T0
    for _ in range(200):  # play defaults by hand until a pause starts
        if table.pause_until_ms is not None:
            break
        seat = to_act(game, table)[0]
        action = game.default_action(lifecycle.game_state(game, table), seat)
        now += 1
        table, _ = advance(table, game, clock(now), Move(seat, action))
    assert table.pause_until_ms == now + int(pause * 1000)
    assert not table.deadlines and plan(table, game, clock(now)).wake_at_ms == table.pause_until_ms
    assert to_act(game, table) == []
    held, step = advance(table, game, clock(table.pause_until_ms - 1), Wake())
    assert held.pause_until_ms == table.pause_until_ms and not step.moves
    resumed, step = advance(table, game, clock(table.pause_until_ms), Wake())
    assert (-1, None) in step.moves and resumed.pause_until_ms is None
    assert to_act(game, resumed) and resumed.deadlines


@pytest.mark.parametrize("game_id", with_capability("clocks"))
def test_R8_an_empty_clock_loses_the_game(game_id: str) -> None:
    game = timed(GAMES[game_id], Timing(clock_seconds=60))
    table, _ = start_game(lobby(game), game, clock(T0))
    (seat,) = to_act(game, table)
    assert table.clocks[seat] == 60_000 and table.deadlines[seat] == T0 + 60_000
    lost, step = advance(table, game, clock(T0 + 60_000), Wake())
    assert "seat_forfeited" in types(step)
    assert lost.status == "finished" and lost.result is not None
    assert seat not in lost.result.winners and lost.result.winners


@pytest.mark.parametrize("game_id", with_capability("clocks"))
def test_R8_a_move_pays_its_time_and_earns_the_increment(game_id: str) -> None:
    game = timed(GAMES[game_id], Timing(clock_seconds=60, increment_seconds=5))
    table, _ = start_game(lobby(game), game, clock(T0))
    (seat,) = to_act(game, table)
    action = game.default_action(lifecycle.game_state(game, table), seat)
    moved, _ = advance(table, game, clock(T0 + 20_000), Move(seat, action))
    assert moved.clocks[seat] == 60_000 - 20_000 + 5_000


@pytest.mark.parametrize("game_id", with_capability("first_move_limit"))
def test_R8_no_first_move_in_time_against_a_human_aborts_the_game(game_id: str) -> None:
    game = timed(GAMES[game_id], Timing(turn_seconds=300, first_move_seconds=30))
    table, _ = start_game(lobby(game), game, clock(T0))
    (seat,) = to_act(game, table)
    assert table.deadlines[seat] == T0 + 30_000
    aborted, step = advance(table, game, clock(T0 + 30_000), Wake())
    assert "game_aborted" in types(step)
    assert aborted.status == "cancelled" and aborted.result is not None
    assert aborted.result.winners == []


@pytest.mark.parametrize("game_id", with_capability("first_move_limit"))
def test_R8_against_a_bot_there_is_no_first_move_limit(game_id: str) -> None:
    game = timed(GAMES[game_id], Timing(turn_seconds=300, first_move_seconds=30))
    table, _ = start_game(lobby(game, bots=1, humans=1), game, clock(T0))
    human = next(s for s, m in enumerate(table.members) if m.bot is None)
    if human in to_act(game, table):
        assert table.deadlines[human] == T0 + 300_000
