"""Probes for orchestrators: live = the process answers; ready = Redis answers and a worker
beat within the last few seconds (the check itself: service/runtime/readiness.py)."""

from __future__ import annotations

from typing import Literal

import msgspec
from litestar import Controller, get
from litestar.di import NamedDependency

from service.http.responses import problems
from service.runtime.readiness import Readiness


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
    async def ready(self, readiness: NamedDependency[Readiness]) -> Health:
        """Redis answers and at least one worker's heartbeat is fresh; 503 names what fails."""
        return Health(status="ok", redis="ok", workers=await readiness.check())
