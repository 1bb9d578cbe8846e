"""Probes for orchestrators: live = the process answers; ready = Redis answers and a worker
beat within the last few seconds (bots and timers need one; see service/storage/heartbeats.py)."""

from __future__ import annotations

from typing import Literal

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency

from service.api.responses import problems
from service.core import errors
from service.storage.queue import JobQueue
from service.tables.service import TableService


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
        try:
            await tables.ping()
            checks["redis"] = "ok"
        except Exception as error:  # any failure to reach Redis means not ready
            checks["redis"] = f"unreachable: {type(error).__name__}"
        workers = 0
        if jobs is not None:
            try:
                workers = await jobs.alive_workers(tables.settings.worker_heartbeat_seconds)
                checks["workers"] = "ok" if workers else "no worker heartbeat seen"
            except Exception as error:
                checks["workers"] = f"queue unreachable: {type(error).__name__}"
        failing = {name: state for name, state in checks.items() if state != "ok"}
        if failing:
            raise errors.NotReady(
                "not ready: " + "; ".join(f"{name} {state}" for name, state in failing.items()),
                checks=checks,
            )
        return Health(status="ok", redis="ok", workers=workers)
