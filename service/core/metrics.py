"""Prometheus metrics, all named `tapete_*`.

Counters and histograms count what this process did (an API process, or a worker serving them
on TAPETE_WORKER_METRICS_PORT); Prometheus scrapes every process and sums. The layers above
report to the plain functions here (the table service's saves: tables/step_metrics.py). Gauges
of shared state (tables by game and status, queue depth) are read from Redis when the API is
scraped (service/http/metrics.py), so any API process reports the same values."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator
from typing import Any

from prometheus_client import REGISTRY, Counter, Gauge, Histogram, disable_created_metrics
from prometheus_client.core import (
    CounterMetricFamily,
    GaugeMetricFamily,
    HistogramMetricFamily,
    Metric,
)
from prometheus_client.registry import Collector
from prometheus_client.utils import floatToGoString

from service.core import errors

disable_created_metrics()  # type: ignore[no-untyped-call]  # no `_created` series: unused

# The text format Prometheus has always read (prometheus_client's default is now 1.0.0).
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"
UNMATCHED_ROUTE = "unmatched"  # no route: 404, 405, CORS preflights

HTTP_BUCKETS = (0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)


class HttpRequests(Collector):
    """`tapete_http_requests_total` (by method, route template, status and app) and
    `tapete_http_request_duration_seconds` (by method and route template: a route's latency
    is the route's, and an app label would multiply its 16 series per route), kept as plain
    numbers: only the event loop's thread counts requests, and a scrape reads them there too.
    prometheus_client's Counter and Histogram took a lock for each of their four increments per
    request: 4% of a poll's instructions (callgrind), every request paying it."""

    def __init__(self) -> None:
        self.counts: dict[tuple[str, str, str, str], int] = {}
        # (method, route) -> a count per bucket (the last one +Inf), then the sum of times
        self.times: dict[tuple[str, str], list[float]] = {}

    def record(self, method: str, route: str, status: str, seconds: float, app: str) -> None:
        key = (method, route, status, app)
        self.counts[key] = self.counts.get(key, 0) + 1
        series = self.times.get((method, route))
        if series is None:
            series = self.times[(method, route)] = [0.0] * (len(HTTP_BUCKETS) + 2)
        series[bisect_left(HTTP_BUCKETS, seconds)] += 1  # buckets count what is <= their bound
        series[-1] += seconds

    def collect(self) -> Iterator[Metric]:
        requests = CounterMetricFamily(
            "tapete_http_requests",
            "HTTP requests answered, by method, route template, status and app.",
            labels=["method", "route", "status", "app"],
        )
        for key, count in list(self.counts.items()):
            requests.add_metric(list(key), count)
        yield requests
        durations = HistogramMetricFamily(
            "tapete_http_request_duration_seconds",
            "Time to answer an HTTP request (long-polls included), by method and route template.",
            labels=["method", "route"],
        )
        for (method, route), series in list(self.times.items()):
            total, buckets = 0.0, []
            for bound, observed in zip(_BOUNDS, series, strict=False):
                total += observed
                buckets.append((bound, total))
            durations.add_metric([method, route], buckets, sum_value=series[-1])
        yield durations


_BOUNDS = [floatToGoString(bound) for bound in (*HTTP_BUCKETS, float("inf"))]  # type: ignore[no-untyped-call]
HTTP = HttpRequests()
REGISTRY.register(HTTP)
MOVES_APPLIED = Counter(
    "tapete_moves_applied_total",
    "Game moves saved, by game, source (player, bot, timeout, automatic) and app.",
    ["game", "source", "app"],
)
MOVES_REJECTED = Counter(
    "tapete_moves_rejected_total",
    "Moves the rules refused, by game and reason (illegal_action, not_your_turn, game_over).",
    ["game", "reason"],
)
VERSION_CONFLICTS = Counter(
    "tapete_version_conflicts_total",
    "Compare-and-set saves that lost a race and retried on the fresh table, by game.",
    ["game"],
)
BOT_DECISION_SECONDS = Histogram(
    "tapete_bot_decision_seconds",
    "Time a bot took to choose its move, by game and level.",
    ["game", "level"],
    buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2.5),
)
TIMER_LATENESS_SECONDS = Histogram(
    "tapete_timer_lateness_seconds",
    "From a timer's due time to the save that applied it, by kind "
    "(turn, bot_grace, pause, clock, first_move).",
    ["kind"],
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
)
OPEN_STREAMS = Gauge(
    "tapete_open_streams",
    "Event streams (a table's or a tournament's) open on this API process.",
)
PARKED_POLLS = Gauge(
    "tapete_parked_long_polls",
    "Long-polls (GET /tables/{code} with since and wait) parked on this API process, waiting "
    "for a change.",
)
WEBHOOK_DELIVERIES = Counter(
    "tapete_webhook_deliveries_total",
    "Webhook delivery attempts by outcome: delivered (2xx), retried (failed, another attempt "
    "is set), dropped (failed, no attempt left).",
    ["outcome"],
)

TABLES = "tapete_tables"
QUEUE_DEPTH = "tapete_queue_depth"


def record_rejected(game: str, code: str) -> None:
    reason = code if code in errors.GAME_ERRORS else "illegal_action"
    MOVES_REJECTED.labels(game, reason).inc()


_moves_applied: dict[tuple[str, str, str], Any] = {}  # labelled children, looked up once


def count_move(game: str, source: str, app: str) -> None:
    child = _moves_applied.get((game, source, app))
    if child is None:
        child = _moves_applied[(game, source, app)] = MOVES_APPLIED.labels(game, source, app)
    child.inc()


def observe_lateness(kind: str, late_ms: float) -> None:
    TIMER_LATENESS_SECONDS.labels(kind).observe(max(0.0, late_ms) / 1000)


def tables_family(counts: dict[tuple[str, str], int]) -> GaugeMetricFamily:
    family = GaugeMetricFamily(
        TABLES,
        "Tables by game and status (approximate: from an index pruned by expiry time).",
        labels=["game", "status"],
    )
    for (game, status), count in sorted(counts.items()):
        family.add_metric([game, status], count)
    return family


def queue_family(depth: dict[str, int]) -> GaugeMetricFamily:
    family = GaugeMetricFamily(
        QUEUE_DEPTH,
        "Work waiting: jobs (queued for a worker), timers_due (due, not yet claimed), "
        "timers_pending (not yet due).",
        labels=["kind"],
    )
    for kind, count in sorted(depth.items()):
        family.add_metric([kind], count)
    return family


class Exposition(Collector):
    """This process's metrics plus gauges read from Redis for this scrape."""

    def __init__(self, gauges: Iterable[Metric]) -> None:
        self.gauges = list(gauges)

    def collect(self) -> Iterator[Metric]:
        yield from REGISTRY.collect()
        yield from self.gauges


SERIES_SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_sum", "_count")}


def series_names() -> set[str]:
    """Every `tapete_*` series name a scrape of the API or a worker may show."""
    names = {TABLES, QUEUE_DEPTH}
    for metric in REGISTRY.collect():
        if metric.name.startswith("tapete_"):
            suffixes = SERIES_SUFFIXES.get(metric.type, ("",))
            names.update(metric.name + suffix for suffix in suffixes)
    return names
