"""A Redis that stops answering without refusing anything: frozen by SIGSTOP, or behind a proxy
that stops forwarding (a network partition). Connections still open, commands are still
accepted, nothing comes back. Every Redis call has a deadline (TAPETE_REDIS_TIMEOUT_SECONDS),
so every kind of request answers 503 `storage_unavailable` instead of hanging, readiness
answers 503 within a second, a parked long-poll and an open stream end cleanly, and once Redis
answers again so does the service (issue 32, item 4).

A real API process (uvicorn, as `make run` starts it) and a real worker, on a private
redis-server; the bounds below are the clients' timeouts: a request not answered by then is
one that hung."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest
from cutting_proxy import CuttingProxy
from eventually import eventually
from redis_private import PrivateRedis, private_redis
from servers import start_api, stop
from sse import StreamReader
from support import (
    assert_storage_unavailable,
    auth,
    complete_action,
    create_table,
    join,
    legal,
    parked_polls,
    start,
    view,
)

from service.runtime.launcher import stop_processes
from tests.gamepicks import reference

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = "0.5"  # TAPETE_REDIS_TIMEOUT_SECONDS, the default
ANSWERED_WITHIN = 3.0  # the deadline, a reconnection's, and a slow machine's share
READY_WITHIN = 1.0  # what an orchestrator's probe waits (issue 32: "within 1 s")


@dataclass
class Freeze:
    """How Redis stops answering, and how it comes back."""

    url: str
    stop_answering: Callable[[], None]
    answer_again: Callable[[], None]


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as redis_server:
        yield redis_server
        process = redis_server.server.process
        if process is not None:
            process.send_signal(signal.SIGCONT)  # a frozen server cannot stop


@pytest.fixture(params=["sigstop", "stalled-proxy"])
def freeze(request: pytest.FixtureRequest, server: PrivateRedis) -> Iterator[Freeze]:
    if request.param == "sigstop":
        process = server.server.process
        assert process is not None
        yield Freeze(
            server.url,
            lambda: process.send_signal(signal.SIGSTOP),
            lambda: process.send_signal(signal.SIGCONT),
        )
        return
    proxy = CuttingProxy(int(server.url.rsplit(":", 1)[1].split("/")[0]))
    try:
        yield Freeze(proxy.url, proxy.stall, proxy.resume)
    finally:
        proxy.close()


@pytest.fixture()
def stack(freeze: Freeze, server: PrivateRedis) -> Iterator[str]:
    """An API process and a worker, both on Redis through `freeze.url`."""
    settings = server.settings()
    env = {
        **os.environ,
        "REDIS_URL": freeze.url,
        "TAPETE_QUEUE_NAME": settings.queue_name,
        "TAPETE_REDIS_TIMEOUT_SECONDS": TIMEOUT,
        # Limits on, so the rate limiter's Redis calls are on the path too (never reached).
        "TAPETE_RATE_LIMIT_PER_IP": "100000",
        "TAPETE_RATE_LIMIT_PER_TOKEN": "100000",
        "TAPETE_MAX_WAIT_SECONDS": "20",
        "PYTHONPATH": str(ROOT),
    }
    worker = subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)
    try:
        api, base = start_api(env)
        try:
            yield base
        finally:
            freeze.answer_again()  # the processes stop cleanly against a live Redis
            stop(api)
    finally:
        stop_processes([worker])


def ready(base: str) -> bool:
    return httpx.get(base + "/health/ready", timeout=5).status_code == 200


def test_a_frozen_redis_answers_503_on_every_kind_of_request_and_readiness_says_so(
    freeze: Freeze, stack: str
) -> None:
    with httpx.Client(base_url=stack, timeout=ANSWERED_WITHIN) as client:
        code, host = create_table(client)
        guest = join(client, code, "Guest")
        table = start(client, code, host)
        mover = host if view(client, code, host)["you"]["seat"] == table["to_act"][0] else guest
        move = complete_action(legal(client, code, mover))
        version = view(client, code, host)["version"]
        eventually(lambda: ready(stack), timeout=30, interval=0.1, what="a worker's heartbeat")
        stream = StreamReader(stack, code, host)
        try:
            assert stream.next().event == "view"
            with ThreadPoolExecutor(1) as pool:
                parked = pool.submit(
                    httpx.get,
                    f"{stack}/tables/{code}",
                    params={"since": version, "wait": 20},
                    headers=auth(host),
                    timeout=25,
                )
                eventually(lambda: parked_polls(stack) >= 1, timeout=10, what="the poll parked")
                assert not parked.done(), "parked until a change"

                freeze.stop_answering()

                probe = httpx.get(stack + "/health/ready", timeout=READY_WITHIN)
                assert probe.status_code == 503, probe.text
                assert probe.json()["code"] == "not_ready"
                assert probe.json()["checks"]["redis"].startswith("unreachable")

                requests: list[tuple[str, str, dict[str, Any]]] = [
                    ("GET", f"/tables/{code}", {"headers": auth(host)}),
                    ("GET", f"/tables/{code}", {}),  # a spectator
                    ("GET", f"/tables/{code}/events", {"params": {"since": 0}}),
                    ("GET", f"/tables/{code}/actions", {"headers": auth(mover)}),
                    (
                        "POST",
                        f"/tables/{code}/actions",
                        {"headers": auth(mover), "json": {"action": move}},
                    ),
                    ("POST", f"/tables/{code}/join", {"json": {"name": "Late"}}),
                    (
                        "POST",
                        "/tables",
                        {"json": {"game": reference().id, "host_name": "New"}},
                    ),
                    ("POST", f"/tables/{code}/cancel", {"headers": auth(host)}),
                    ("GET", f"/tables/{code}/stream", {"headers": auth(host)}),
                ]
                for method, path, options in requests:
                    response = client.request(method, path, **options)
                    assert_storage_unavailable(response)

                # The parked long-poll and the open stream end: the pub/sub connection goes
                # quiet, everyone parked reads afresh and meets the outage.
                assert_storage_unavailable(parked.result(timeout=15))
                message = stream.next(timeout=15)
                assert message.event == "problem", message
                assert message.data["code"] == "storage_unavailable"
                assert stream.ended.wait(timeout=5), "the stream ends after saying so"
        finally:
            freeze.answer_again()
            stream.close()

        # Back: nothing was applied meanwhile, and the service answers as before.
        eventually(
            lambda: client.get(f"/tables/{code}").status_code == 200,
            timeout=30,
            interval=0.1,
            what="the service to answer again",
        )
        assert view(client, code, host)["version"] == version
        moved = client.post(f"/tables/{code}/actions", headers=auth(mover), json={"action": move})
        assert moved.status_code == 200, moved.text
        eventually(lambda: ready(stack), timeout=30, interval=0.1, what="ready again")
