"""Probes for orchestrators: live = the process answers; ready = Redis answers and a worker
beat within the last few seconds (bots and timers need one; see service/storage/heartbeats.py).

Readiness answers within READY_SECONDS whatever Redis does: its two checks run side by side,
each bounded (a frozen Redis must read as not ready, not as a probe that times out)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Literal, TypeVar

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency

from service.core import errors
from service.http.responses import problems
from service.storage.queue import JobQueue
from service.tables.service import TableService

# Under the usual 1 s probe timeout of orchestrators; a check not done by then fails.
READY_SECONDS = 0.8
T = TypeVar("T")


async def bounded(check: Awaitable[T]) -> T:
    async with asyncio.timeout(READY_SECONDS):
        return await check


class Health(msgspec.Struct, omit_defaults=True):
    status: Literal["ok"]
    redis: Literal["ok"] | None = None
    workers: int | None = None


class HealthController(Controller):
    path = "/health"
    tags = ["Health"]

    @get("/live", operation_id="live", summary="Liveness probe")
    async def live(self) -> Health:
        """The process answers requests."""
        return Health(status="ok")

    @get("/ready", operation_id="ready", summary="Readiness probe", responses=problems(503))
    async def ready(
        self, tables: NamedDependency[TableService], jobs: NamedDependency[JobQueue | None]
    ) -> Health:
        """Redis answers and at least one worker's heartbeat is fresh; 503 names what fails."""
        checks: dict[str, str] = {}
        ping = bounded(tables.ping())
        if jobs is None:
            (pinged,) = await asyncio.gather(ping, return_exceptions=True)
            counted: int | BaseException = 0
        else:
            beats = bounded(jobs.alive_workers(tables.settings.worker_heartbeat_seconds))
            pinged, counted = await asyncio.gather(ping, beats, return_exceptions=True)
        # Any failure to reach Redis means not ready (a timeout included).
        if isinstance(pinged, BaseException):
            checks["redis"] = f"unreachable: {type(pinged).__name__}"
        else:
            checks["redis"] = "ok"
        workers = 0
        if isinstance(counted, BaseException):
            checks["workers"] = f"queue unreachable: {type(counted).__name__}"
        elif jobs is not None:
            workers = counted
            checks["workers"] = "ok" if workers else "no worker heartbeat seen"
        failing = {name: state for name, state in checks.items() if state != "ok"}
        if failing:
            raise errors.NotReady(
                "not ready: " + "; ".join(f"{name} {state}" for name, state in failing.items()),
                checks=checks,
            )
        return Health(status="ok", redis="ok", workers=workers)
