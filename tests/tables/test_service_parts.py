"""The table service's parts work apart (service/tables/service.py): the commands and the change
engine are built here over the real repository and Redis, with a fake scheduler that records
what it is asked. A move's save asks the scheduler what comes next and hands that to the save's
own script when the scheduler says it can (or sets it after the save when not); a timer that
fires with nothing due saves nothing and asks for the timer again."""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import msgspec
import redis

from service.core.settings import Settings
from service.storage.queue import bot_member, timer_member
from service.storage.redis_client import game_state_client
from service.storage.store import Schedule
from service.tables import lifecycle
from service.tables.changes import TableChanges
from service.tables.commands import TableCommands
from service.tables.models import Table
from service.tables.reads import TableReads
from service.tables.recent import RecentReads
from service.tables.repository import TableRepository
from service.tables.table_store import TableStore
from tests.gamepicks import reference

T = TypeVar("T")


class FakeScheduler:
    """A plain object with the scheduler's methods, recording every call."""

    def __init__(self, atomic: bool, timers_key: str = "unused") -> None:
        self.atomic = atomic
        self.timers_key = timers_key
        self.asked: list[tuple[Table, Table]] = []
        self.after: list[tuple[Table, int, Schedule]] = []
        self.rescheduled: list[Table] = []

    def next_after(self, before: Table, after: Table, seen: dict[int, int]) -> Schedule:
        self.asked.append((before, after))
        wake_at = int(time.time() * 1000) + 60_000
        return Schedule(self.timers_key, wake_at, bot_due=True)

    async def after_save(self, after: Table, previous: int, schedule: Schedule) -> None:
        self.after.append((after, previous, schedule))

    async def reschedule(self, table: Table, seen: dict[int, int]) -> None:
        self.rescheduled.append(table)


def with_parts(
    settings: Settings,
    scheduler: FakeScheduler,
    test: Callable[[TableCommands, TableChanges], Awaitable[T]],
) -> T:
    """Runs `test` with commands and a change engine over the real store and `scheduler`."""

    async def run() -> T:
        client = game_state_client(settings)
        try:
            repository = TableRepository(TableStore(client), settings)
            changes = TableChanges(repository, scheduler)  # type: ignore[arg-type]
            return await test(TableCommands(repository, changes), changes)
        finally:
            await client.aclose()

    return asyncio.run(asyncio.wait_for(run(), timeout=20))


async def started(commands: TableCommands) -> tuple[Table, dict[int, str]]:
    """A started reference game with human seats only, and each seat's token."""
    game = reference()
    table, host = await commands.create(game, "Host", True, game.Options())
    tokens = [host]
    for number in range(1, game.min_seats):
        table, _, token = await commands.join(table.code, f"Guest {number}")
        tokens.append(token)
    table = await commands.start(table.code, host)
    seats = {lifecycle.identify(table, token).seat: token for token in tokens}
    return table, {seat: token for seat, token in seats.items() if seat is not None}


async def move(commands: TableCommands, table: Table, seats: dict[int, str]) -> None:
    """The first legal move of the seat to act."""
    game = reference()
    state = lifecycle.game_state(game, table)
    seat = min(game.to_act(state))
    action = game.legal_actions(state, seat)[0]
    await commands.act(table.code, seats[seat], action, table.version, None)


def test_a_move_asks_the_scheduler_and_sets_what_comes_next_after_its_save(
    settings: Settings,
) -> None:
    scheduler = FakeScheduler(atomic=False)

    async def test(commands: TableCommands, changes: TableChanges) -> Any:
        table, seats = await started(commands)
        scheduler.asked.clear()
        scheduler.after.clear()
        await move(commands, table, seats)
        return table

    table = with_parts(settings, scheduler, test)
    [(before, after)] = scheduler.asked
    assert (before.version, after.version) == (table.version, table.version + 1)
    [(saved, previous, schedule)] = scheduler.after
    assert (saved, previous) == (after, table.version)
    assert schedule.bot_due and schedule.wake_at_ms is not None


def test_an_atomic_scheduler_has_the_save_set_its_timers(
    settings: Settings, redis_url: str
) -> None:
    key = f"test-timers-{uuid.uuid4().hex[:8]}"
    scheduler = FakeScheduler(atomic=True, timers_key=key)

    async def test(commands: TableCommands, changes: TableChanges) -> Any:
        table, seats = await started(commands)
        await move(commands, table, seats)
        return table

    table = with_parts(settings, scheduler, test)
    version = table.version + 1
    assert scheduler.after == []  # nothing left to set after the save
    client = redis.Redis.from_url(redis_url)
    members = set(client.zrange(key, 0, -1))
    client.delete(key)
    assert members >= {
        timer_member(table.code, version).encode(),
        bot_member(table.code, version).encode(),
    }


def test_a_timer_with_nothing_due_saves_nothing_and_is_set_again(settings: Settings) -> None:
    scheduler = FakeScheduler(atomic=False)

    async def test(commands: TableCommands, changes: TableChanges) -> Any:
        table, _ = await started(commands)
        scheduler.asked.clear()
        scheduler.after.clear()
        woken = await changes.wake(table.code, table.version)
        after, _ = await changes.load(table.code, apply_overdue=False)
        return table, woken, after

    table, woken, after = with_parts(settings, scheduler, test)
    assert woken and after.version == table.version
    assert scheduler.asked == [] and scheduler.after == []
    assert [rescheduled.version for rescheduled in scheduler.rescheduled] == [table.version]


def test_a_moves_answer_is_the_movers_stream_view_only_while_the_process_watches_its_table(
    settings: Settings,
) -> None:
    """The view a move answers is the mover's stream's next view (its change's shared read
    takes it, bytes and all, once), kept only for a table this process has waiters on: a load
    nobody follows keeps no view per table (docs/performance.md)."""

    async def test(commands: TableCommands, changes: TableChanges) -> Any:
        repository = commands.repository
        reads = TableReads(repository, changes)
        table, seats = await started(commands)
        await move(commands, table, seats)
        assert repository.recent.answers == {}  # nobody watches it here
        repository.watched = lambda code: code == table.code
        found = repository.recent.get(table.code)
        assert found is not None
        current = found[0]
        game = reference()
        seat = min(game.to_act(lifecycle.game_state(game, current)))
        action = game.legal_actions(lifecycle.game_state(game, current), seat)[0]
        body = await commands.act(table.code, seats[seat], action, current.version, None)
        saved = repository.recent.get(table.code)
        assert saved is not None and saved[0].version == current.version + 1
        shared = reads.saved_read(table.code, saved[0].version)
        assert shared is not None
        assert repository.recent.answers == {}  # taken once
        caller = lifecycle.identify(saved[0], seats[seat])
        steps = await repository.steps_since(table.code, current.version, 1, saved[0].version)
        update = reads.shared_update(shared, caller, current.version, steps)
        assert update.view_json is body
        other = next(s for s in seats if s != seat)
        theirs = reads.shared_update(
            shared, lifecycle.identify(saved[0], seats[other]), current.version, steps
        )
        assert theirs.view.you is not None and theirs.view.you.seat == other

    with_parts(settings, FakeScheduler(atomic=False), test)


def test_an_answer_made_of_a_table_that_lost_its_race_is_never_taken() -> None:
    recent = RecentReads()
    game = reference()
    made = Table(
        code="ABCDEF",
        game=game.id,
        created_ms=0,
        host_name="H",
        host_token_hash=b"h",
        options=b"",
        seed=b"s",
    )
    stored = msgspec.structs.replace(made)  # the same version, written by another process
    recent.remember_answer(made, (("player", 0, 1), None, b"{}"))  # type: ignore[arg-type]
    assert recent.take_answer(stored) is None
    assert recent.answers == {}
