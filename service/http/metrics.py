"""`GET /metrics` for Prometheus, and the count and time of every request by its route template
(never the raw path: table codes would make one series per table)."""

from __future__ import annotations

import logging
from typing import Any

import anyio.to_thread
from litestar import Response, get
from litestar.di import NamedDependency
from litestar.types import Scope
from prometheus_client import generate_latest
from prometheus_client.core import Metric
from redis.exceptions import RedisError

from service.core import metrics
from service.storage.queue import JobQueue
from service.tables.clock import now_ms
from service.tables.service import TableService

log = logging.getLogger(__name__)
NO_APP = "none"
METHODS = {"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"}  # others label as OTHER


@get(
    "/metrics",
    operation_id="metrics",
    summary="Prometheus metrics",
    tags=["Operations"],
    media_type=metrics.CONTENT_TYPE,
)
async def metrics_endpoint(
    tables: NamedDependency[TableService], jobs: NamedDependency[JobQueue | None]
) -> Response[bytes]:
    """This process's counters and histograms (requests, moves, conflicts...) and gauges read
    from Redis (tables by game and status, queue depth), in Prometheus' text format 0.0.4.
    docs/operations.md lists every metric."""
    gauges = await shared_gauges(tables, jobs)
    body = generate_latest(metrics.Exposition(gauges))
    return Response(body, media_type=metrics.CONTENT_TYPE)


async def shared_gauges(tables: TableService, jobs: JobQueue | None) -> list[Metric]:
    """Gauges of state every process shares; left out (not zero) when Redis does not answer,
    so a dashboard shows a gap rather than a false value."""
    now = now_ms()
    gauges: list[Metric] = []
    try:
        counts = await tables.table_counts()
        gauges.append(metrics.tables_family(counts))
        if jobs is not None:
            depth = await anyio.to_thread.run_sync(jobs.depth, now)
            gauges.append(metrics.queue_family(depth))
    except (RedisError, OSError):
        log.warning("metrics: Redis unavailable, gauges left out", exc_info=True)
    return gauges


def record_request(scope: Scope, status: int, seconds: float) -> None:
    """Count and time a request by its route template (never the raw path: table codes would
    make one series per table); unrouted requests (404, 405, CORS preflights) as `unmatched`.
    Labelled with the app the request acted for (service/http/apps.py): bounded, since only an
    app that exists names a request; `none` for what acts for no app (health, metrics, the
    admin API, pages) or was refused before naming one (an unknown key).
    Called by the request middleware (requests_log.py), outside routing, once the router has
    set `path_template`."""
    method = str(scope.get("method", "")) if scope.get("method") in METHODS else "OTHER"
    route = scope.get("path_template") or metrics.UNMATCHED_ROUTE
    access: Any = scope.get("tapete.access")
    app = NO_APP if access is None else access.app
    metrics.HTTP.record(method, route, _STATUSES.get(status) or str(status), seconds, app)


_STATUSES = {status: str(status) for status in range(100, 600)}
