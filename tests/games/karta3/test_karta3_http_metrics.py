"""Prometheus metrics: `GET /metrics` on the API (real Redis), and a worker's own endpoint on
TAPETE_WORKER_METRICS_PORT (a real RQ worker process)."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
import redis
from eventually import eventually
from litestar.testing import TestClient
from prometheus_client.parser import text_string_to_metric_families
from support import act, add_bot, create_table, join, legal, start, view

from service.app import create_app
from service.core.settings import Settings
from service.storage.store import status_index_key

Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]
TURN = 15  # seconds, the shortest turn timer: 1.5 s at the tests' scale
ROOT = Path(__file__).resolve().parents[2]


def parse(text: str) -> Samples:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def scrape(client: Any) -> Samples:
    response = client.get("/metrics")
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/plain; version=0.0.4")
    return parse(response.text)


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def test_metrics_answers_the_prometheus_text_format(client: Any) -> None:
    text = client.get("/metrics").text
    for line in (
        "# TYPE tapete_http_requests_total counter",
        "# TYPE tapete_http_request_duration_seconds histogram",
        "# TYPE tapete_tables gauge",
        "# TYPE tapete_queue_depth gauge",
    ):
        assert line in text
    samples = parse(text)
    for kind in ("jobs", "timers_due", "timers_pending"):
        assert ("tapete_queue_depth", frozenset({("kind", kind)})) in samples


def test_requests_count_by_route_template_never_by_raw_path(client: Any) -> None:
    code, _ = create_table(client)
    route = {"method": "GET", "route": "/tables/{code}", "status": "200", "app": "default"}
    before = scrape(client)
    view(client, code)
    view(client, code)
    client.get("/nowhere")
    after = scrape(client)
    assert value(after, "tapete_http_requests_total", **route) - value(
        before, "tapete_http_requests_total", **route
    ) == pytest.approx(2)
    latency = {"method": "GET", "route": "/tables/{code}"}
    counted = "tapete_http_request_duration_seconds_count"
    assert value(after, counted, **latency) - value(before, counted, **latency) == 2
    unmatched = {"method": "GET", "route": "unmatched", "status": "404", "app": "none"}
    assert value(after, "tapete_http_requests_total", **unmatched) > value(
        before, "tapete_http_requests_total", **unmatched
    )
    assert code not in client.get("/metrics").text


def test_moves_applied_and_rejected_by_game(client: Any) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)  # Ana (seat 0) opens
    before = scrape(client)
    host_card = view(client, code, host)["game_view"]["hand"][0]["id"]
    assert act(client, code, host, {"type": "karta3.play", "card": host_card}).status_code == 409
    wrong = {"type": "karta3.play", "card": host_card, "direction": "high"}
    assert act(client, code, ana, wrong).status_code == 422
    opener = next(a for a in legal(client, code, ana) if a["type"] == "karta3.play")
    assert act(client, code, ana, opener).status_code == 200
    after = scrape(client)

    def delta(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert delta("tapete_moves_applied_total", game="karta3", source="player", app="default") == 1
    rejected = "tapete_moves_rejected_total"
    assert delta(rejected, game="karta3", reason="illegal_action") == 1
    assert delta(rejected, game="karta3", reason="not_your_turn") == 1


def test_tables_gauge_follows_creation_and_start(client: Any, redis_client: redis.Redis) -> None:
    lobby = {"game": "karta3", "status": "lobby"}
    before = value(scrape(client), "tapete_tables", **lobby)
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    created = scrape(client)
    assert value(created, "tapete_tables", **lobby) == before + 1
    start(client, code, host)
    started = scrape(client)
    assert value(started, "tapete_tables", **lobby) == before
    assert value(started, "tapete_tables", game="karta3", status="playing") >= 1
    assert redis_client.zscore(status_index_key("karta3", "playing"), code) is not None
    assert redis_client.zscore(status_index_key("karta3", "lobby"), code) is None
    assert ana


@pytest.fixture()
def quiet_client(settings: Settings) -> Iterator[Any]:
    """An app whose queue no worker serves: only requests move its tables."""
    quiet = msgspec.structs.replace(settings, queue_name=settings.queue_name + "-quiet")
    with TestClient(app=create_app(quiet)) as client:
        yield client


def test_a_timeout_applied_on_access_records_its_lateness(quiet_client: Any) -> None:
    client = quiet_client
    code, host = create_table(client, turn_seconds=TURN)
    join(client, code, "Ana")
    start(client, code, host)
    before = scrape(client)
    time.sleep(TURN * 0.1 + 0.2)
    assert view(client, code)["seats"][0]["timeouts"] == 1
    after = scrape(client)
    count = "tapete_timer_lateness_seconds_count"
    assert value(after, count, kind="turn") - value(before, count, kind="turn") == 1
    late = "tapete_timer_lateness_seconds_sum"
    assert value(after, late, kind="turn") - value(before, late, kind="turn") >= 0.15
    applied = "tapete_moves_applied_total"
    timeout = {"game": "karta3", "source": "timeout", "app": "default"}
    assert value(after, applied, **timeout) - value(before, applied, **timeout) == 1


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def worker_metrics(port: int) -> Samples:
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=2) as answer:
        return parse(answer.read().decode())


def test_a_worker_serves_bot_decision_times(settings: Settings) -> None:
    """Its own queue, so this worker (not the session's) plays the bot."""
    own = msgspec.structs.replace(settings, queue_name=f"tapete-metrics-{uuid.uuid4().hex[:8]}")
    port = free_port()
    env = {
        **os.environ,
        "REDIS_URL": own.redis_url,
        "TAPETE_QUEUE_NAME": own.queue_name,
        "TAPETE_TIME_SCALE": str(own.time_scale),
        "TAPETE_WORKER_METRICS_PORT": str(port),
        "PYTHONPATH": str(ROOT),
    }
    worker = subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)
    try:
        with TestClient(app=create_app(own)) as client:
            code, host = create_table(client)
            add_bot(client, code, host)
            start(client, code, host)  # the bot (seat 0) opens: the worker plays it
            bot = {"game": "karta3", "source": "bot", "app": "default"}
            bot_moves = ("tapete_moves_applied_total", bot)

            def bot_move_reported() -> Samples | None:
                samples = worker_metrics(port)
                return samples if value(samples, bot_moves[0], **bot_moves[1]) >= 1 else None

            # The move is counted once saved, after the decision: its time is there too. The
            # worker's metrics server refuses connections until it has started.
            samples = eventually(
                bot_move_reported,
                timeout=25,
                interval=0.1,
                what="the worker to report the bot's move",
                ignoring=(OSError,),
            )
        easy = {"game": "karta3", "level": "easy"}
        assert value(samples, "tapete_bot_decision_seconds_count", **easy) >= 1
        assert value(samples, "tapete_bot_decision_seconds_sum", **easy) > 0
    finally:
        worker.terminate()
        try:
            worker.wait(timeout=10)
        except subprocess.TimeoutExpired:
            worker.kill()
