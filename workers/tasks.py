"""Jobs the pump (or, with the queue on its own server, the API) enqueues. Each runs the async
table service on this process's event loop, then releases the timer members it claimed."""

from __future__ import annotations

import asyncio
from functools import cache

from service.bots import choose_action
from service.queue import JobQueue, bot_member, timer_member
from service.redis_client import game_state_client
from service.settings import load_settings
from service.store import Store
from service.tables.service import TableService


@cache
def runner() -> asyncio.Runner:
    """One loop per worker process (SimpleWorker runs jobs in-process), so the Redis pool lives
    across jobs."""
    return asyncio.Runner()


@cache
def job_queue() -> JobQueue:
    settings = load_settings()
    lease_ms = int(settings.timer_lease_seconds * 1000)
    return JobQueue(settings.queue_url, settings.queue_name, lease_ms)


@cache
def table_service() -> TableService:
    settings = load_settings()
    return TableService(Store(game_state_client(settings)), settings, job_queue().after_change)


def bot_turn(code: str, version: int, claimed_until: int | None = None) -> bool:
    """A bot seat due at `version` moves; a stale job (the table moved on) does nothing. A
    claimed bot turn is released once done (a move's save has already replaced it); if this
    process dies first, the lease runs out and another pump claims it again."""
    moved = runner().run(play_bot(code, version))
    if claimed_until is not None:
        job_queue().release([bot_member(code, version)], claimed_until)
    return moved


async def play_bot(code: str, version: int) -> bool:
    """The bot due at `version` decides here, from its seat's information set, then submits
    its move through the table service like a seat's act; a stale job does nothing."""
    service = table_service()
    turn = await service.bot_to_move(code, version)
    if turn is None:
        return False
    budget_s = service.settings.bot_budget_ms / 1000
    action = choose_action(
        turn.game, turn.state, turn.seat, turn.level, turn.rng, budget_s=budget_s
    )
    return await service.seat_act(code, version, turn.seat, action)


def wake_many(timers: list[tuple[str, int]], claimed_until: int | None = None) -> int:
    """Timers that fell due together (code, version), woken concurrently: how many applied."""
    return runner().run(wake_all(timers, claimed_until))


async def wake_all(timers: list[tuple[str, int]], claimed_until: int | None = None) -> int:
    """Every timer is tried even if one fails; the ones that did not fail release their claim,
    then the first failure fails the job (RQ keeps it in the failed registry; the failed timers
    are claimed again when their lease runs out, and a request applies them meanwhile)."""
    service = table_service()
    results = await asyncio.gather(
        *(service.wake(code, version) for code, version in timers), return_exceptions=True
    )
    if claimed_until is not None:
        done = [
            timer_member(code, version)
            for (code, version), result in zip(timers, results, strict=True)
            if not isinstance(result, BaseException)
        ]
        job_queue().release(done, claimed_until)
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return sum(1 for result in results if result is True)
