"""Jobs the API enqueues. Each runs the async table service on this process's event loop."""

from __future__ import annotations

import asyncio
from functools import cache

from service.queue import JobQueue
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
def table_service() -> TableService:
    settings = load_settings()
    jobs = JobQueue(settings.queue_url, settings.queue_name)
    return TableService(Store(game_state_client(settings)), settings, jobs.after_change)


def bot_turn(code: str, version: int) -> bool:
    """A bot seat due at `version` moves; a stale job (the table moved on) does nothing."""
    return runner().run(table_service().play_bot_turn(code, version))


def wake(code: str, version: int) -> bool:
    """A table's timer fired: apply what is overdue (timeouts, a pause's end, a lost bot).
    Timers now come as `wake_many`; this stays for jobs queued before an upgrade."""
    return runner().run(table_service().wake(code, version))


def wake_many(timers: list[tuple[str, int]]) -> int:
    """Timers that fell due together (code, version), woken concurrently: how many applied."""
    return runner().run(wake_all(timers))


async def wake_all(timers: list[tuple[str, int]]) -> int:
    """Every timer is tried even if one fails; then the first failure fails the job (RQ keeps
    it in the failed registry; the tables concerned still apply it on their next request)."""
    service = table_service()
    results = await asyncio.gather(
        *(service.wake(code, version) for code, version in timers), return_exceptions=True
    )
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return sum(1 for result in results if result is True)
