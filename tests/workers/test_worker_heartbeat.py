"""/health/ready counts workers alive now, from their own heartbeats: a SIGKILLed worker stops
counting within seconds, and after Redis lost its data live workers count again at once
(issue 12, item 6)."""

from __future__ import annotations

import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from redis_private import PrivateRedis, private_redis

from service.app import create_app
from service.core.settings import Settings

BEAT_SECONDS = 0.5  # a worker counts as alive for 5 beats: 2.5 s


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as redis_server:
        yield redis_server


@pytest.fixture()
def beat_settings(server: PrivateRedis) -> Settings:
    return server.settings(worker_heartbeat_seconds=BEAT_SECONDS)


def env_of(settings: Settings) -> dict[str, str]:
    return {**worker_env(settings), "TAPETE_WORKER_HEARTBEAT_SECONDS": str(BEAT_SECONDS)}


@pytest.fixture()
def worker(beat_settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    process = subprocess.Popen(
        [sys.executable, "-m", "workers.main"], cwd=ROOT, env=env_of(beat_settings)
    )
    yield process
    if process.poll() is None:
        process.kill()
    process.wait(timeout=10)


def ready_answer(client: Any, status: int) -> Any:
    """/health/ready's answer, asserted to be `status`: `eventually(..., ignoring=
    (AssertionError,))` asks again until it is, and names the last answer if it never is."""
    response = client.get("/health/ready")
    assert response.status_code == status, response.text
    return response


def host_check(settings: Settings) -> int:
    """The worker container's healthcheck: a worker on this host beat recently."""
    command = [sys.executable, "-m", "workers.heartbeat", "--check"]
    return subprocess.run(command, cwd=ROOT, env=env_of(settings), check=False).returncode


def test_a_killed_worker_makes_the_service_not_ready_within_seconds(
    beat_settings: Settings, worker: subprocess.Popen[bytes]
) -> None:
    with TestClient(app=create_app(beat_settings)) as client:
        response = eventually(
            lambda: ready_answer(client, 200),
            timeout=20,
            interval=0.2,
            what="/health/ready to answer 200",
            ignoring=(AssertionError,),
        )
        assert response.json()["workers"] == 1
        assert host_check(beat_settings) == 0

        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=10)

        response = eventually(
            lambda: ready_answer(client, 503),
            timeout=15,
            interval=0.2,
            what="/health/ready to answer 503",
            ignoring=(AssertionError,),
        )
        assert response.json()["checks"] == {"redis": "ok", "workers": "no worker heartbeat seen"}
        assert host_check(beat_settings) == 1


def test_ready_again_by_itself_after_redis_lost_its_data(
    server: PrivateRedis, beat_settings: Settings, worker: subprocess.Popen[bytes]
) -> None:
    with TestClient(app=create_app(beat_settings)) as client:
        eventually(
            lambda: ready_answer(client, 200),
            timeout=20,
            interval=0.2,
            what="/health/ready to answer 200",
            ignoring=(AssertionError,),
        )

        with redis.Redis.from_url(server.url) as private:  # this test's own server only
            private.flushall()

        response = eventually(
            lambda: ready_answer(client, 200),
            timeout=5,
            interval=0.2,
            what="/health/ready to answer 200",
            ignoring=(AssertionError,),
        )
        assert response.json()["workers"] == 1


def test_the_heartbeat_set_expires_with_the_last_worker(
    server: PrivateRedis, beat_settings: Settings, worker: subprocess.Popen[bytes]
) -> None:
    key = f"tapete:workers:{beat_settings.queue_name}"
    with redis.Redis.from_url(server.url) as private:
        eventually(lambda: private.exists(key), timeout=20, interval=0.1, what="a heartbeat")
        assert 0 < private.pttl(key) <= 5 * BEAT_SECONDS * 1000
        worker.send_signal(signal.SIGKILL)
        worker.wait(timeout=10)
        eventually(
            lambda: not private.exists(key), timeout=10, interval=0.2, what="the set to expire"
        )
