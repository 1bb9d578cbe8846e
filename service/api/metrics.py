"""`GET /metrics` for Prometheus, and the middleware counting and timing every request by its
route template (never the raw path: table codes would make one series per table)."""

from __future__ import annotations

import logging
import time

import anyio.to_thread
from litestar import Response, get
from litestar.di import NamedDependency
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send
from prometheus_client import generate_latest
from prometheus_client.core import Metric
from redis.exceptions import RedisError

from service.core import metrics
from service.storage.queue import JobQueue
from service.tables.changes import now_ms
from service.tables.service import TableService

log = logging.getLogger(__name__)
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


def request_metrics_middleware(app: ASGIApp) -> ASGIApp:
    """Wraps the whole app (outside routing), so unrouted requests (404, 405, CORS preflights)
    count too, as route `unmatched`; the router has set `path_template` by the time we read it."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500

        async def send_and_note_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await app(scope, receive, send_and_note_status)
        finally:
            method = scope.get("method", "") if scope.get("method") in METHODS else "OTHER"
            route = scope.get("path_template") or metrics.UNMATCHED_ROUTE
            metrics.HTTP_REQUESTS.labels(method, route, str(status)).inc()
            elapsed = time.perf_counter() - started
            metrics.HTTP_SECONDS.labels(method, route).observe(elapsed)

    return middleware
