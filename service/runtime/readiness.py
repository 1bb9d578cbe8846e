"""Readiness of an API process: Redis answers and a worker beat within the last few seconds
(bots and timers need one; see service/storage/heartbeats.py).

It answers within READY_SECONDS whatever Redis does: its two checks run side by side, each
bounded (a frozen Redis must read as not ready, not as a probe that times out)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

from service.core import errors
from service.storage.queue import JobQueue
from service.tables.service import TableService

# Under the usual 1 s probe timeout of orchestrators; a check not done by then fails.
READY_SECONDS = 0.8
T = TypeVar("T")


async def bounded(check: Awaitable[T]) -> T:
    async with asyncio.timeout(READY_SECONDS):
        return await check


class Readiness:
    """The readiness check, wired once by the app factory (no job queue: no worker needed)."""

    def __init__(self, tables: TableService, jobs: JobQueue | None) -> None:
        self.tables = tables
        self.jobs = jobs

    async def check(self) -> int:
        """The workers seen alive; `NotReady` naming each check that fails."""
        checks: dict[str, str] = {}
        ping = bounded(self.tables.ping())
        if self.jobs is None:
            (pinged,) = await asyncio.gather(ping, return_exceptions=True)
            counted: int | BaseException = 0
        else:
            beat_seconds = self.tables.settings.worker_heartbeat_seconds
            beats = bounded(self.jobs.alive_workers(beat_seconds))
            pinged, counted = await asyncio.gather(ping, beats, return_exceptions=True)
        # Any failure to reach Redis means not ready (a timeout included).
        if isinstance(pinged, BaseException):
            checks["redis"] = f"unreachable: {type(pinged).__name__}"
        else:
            checks["redis"] = "ok"
        workers = 0
        if isinstance(counted, BaseException):
            checks["workers"] = f"queue unreachable: {type(counted).__name__}"
        elif self.jobs is not None:
            workers = counted
            checks["workers"] = "ok" if workers else "no worker heartbeat seen"
        failing = {name: state for name, state in checks.items() if state != "ok"}
        if failing:
            raise errors.NotReady(
                "not ready: " + "; ".join(f"{name} {state}" for name, state in failing.items()),
                checks=checks,
            )
        return workers
