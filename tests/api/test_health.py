"""Health probes: live always answers; ready needs Redis and a worker heartbeat."""

from __future__ import annotations

import subprocess
from typing import Any

import msgspec
from eventually import eventually
from litestar.testing import TestClient

from service.app import create_app
from service.core.settings import Settings


def test_live_answers(client: Any) -> None:
    assert client.get("/health/live").json() == {"status": "ok"}


def test_ready_with_redis_and_a_worker(client: Any, worker: subprocess.Popen[bytes]) -> None:
    # The worker registers once it has started.
    response = eventually(
        lambda: (answer := client.get("/health/ready")).status_code == 200 and answer,
        timeout=5,
        what="/health/ready to answer 200",
    )
    assert response.json()["redis"] == "ok" and response.json()["workers"] >= 1


def test_ready_names_what_fails(settings: Settings) -> None:
    nobody = msgspec.structs.replace(settings, queue_name=settings.queue_name + "-unserved")
    with TestClient(app=create_app(nobody)) as client:
        response = client.get("/health/ready")
    assert response.status_code == 503
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["code"] == "not_ready"
    assert body["checks"] == {"redis": "ok", "workers": "no worker heartbeat seen"}


def test_ready_reports_an_unreachable_redis(settings: Settings) -> None:
    gone = msgspec.structs.replace(settings, redis_url="redis://127.0.0.1:1/0")
    with TestClient(app=create_app(gone, enqueue_bots=False)) as client:
        response = client.get("/health/ready")
    assert response.status_code == 503
    assert response.json()["checks"]["redis"].startswith("unreachable")
