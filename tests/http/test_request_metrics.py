"""The request metrics are counted as plain numbers (service/core/metrics.py, HttpRequests),
not by prometheus_client's Counter and Histogram: a scrape must read exactly what those would
have shown for the same requests (names, labels, buckets, bounds as written, sums)."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram, generate_latest

from service.core.metrics import HTTP_BUCKETS, HttpRequests

REQUESTS = [
    ("GET", "/tables/{code:str}", "200", 0.0012),
    ("GET", "/tables/{code:str}", "200", 0.002),  # on a bound: counted in its bucket
    ("GET", "/tables/{code:str}", "304", 0.0),
    ("POST", "/tables/{code:str}/actions", "409", 0.3),
    ("GET", "/tables/{code:str}", "200", 75.0),  # past every bound: +Inf only
    ("OTHER", "unmatched", "405", 0.002),
]


def test_the_counts_read_as_prometheus_clients_counter_and_histogram_would() -> None:
    ours = HttpRequests()
    registry = CollectorRegistry()
    counter = Counter(
        "tapete_http_requests",
        "HTTP requests answered, by method, route template, status and app.",
        ["method", "route", "status", "app"],
        registry=registry,
    )
    histogram = Histogram(
        "tapete_http_request_duration_seconds",
        "Time to answer an HTTP request (long-polls included), by method and route template.",
        ["method", "route"],
        buckets=HTTP_BUCKETS,
        registry=registry,
    )
    for method, route, status, seconds in REQUESTS:
        ours.record(method, route, status, seconds, "default")
        counter.labels(method, route, status, "default").inc()
        histogram.labels(method, route).observe(seconds)
    mine = CollectorRegistry()
    mine.register(ours)
    # `_created` series are prometheus_client's own, switched off in the service
    expected = [
        line for line in generate_latest(registry).decode().splitlines() if "_created" not in line
    ]
    assert generate_latest(mine).decode().splitlines() == expected
