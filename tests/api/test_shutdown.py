"""Graceful shutdown. The API on SIGTERM answers every parked long-poll at once with the current
state and stops within seconds; a worker on SIGTERM finishes the bot turn it is running, exits 0,
and the move lands exactly once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import msgspec
import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from rq import Queue
from rq.registry import FailedJobRegistry, StartedJobRegistry
from servers import start_api, stop
from support import act, auth, complete_action, create_table, join, legal, parked_polls, start

from service.app import create_app
from service.core.settings import Settings
from service.storage.store import decode_step, events_key, table_key
from tests.gamepicks import reference


def api_env(settings: Settings) -> dict[str, str]:
    env = worker_env(settings)
    env.update(
        TAPETE_MAX_WAIT_SECONDS="30",
        TAPETE_TIME_SCALE="1",  # no turn deadline within the test: polls wake only on SIGTERM
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
    )
    return env


def park(base: str, code: str, token: str | None, since: int, etag: str | None) -> Any:
    headers = {**(auth(token) if token else {}), **({"If-None-Match": etag} if etag else {})}
    response = httpx.get(
        f"{base}/tables/{code}",
        params={"since": since, "wait": 30},
        headers=headers,
        timeout=40,
    )
    return response, time.monotonic()


# The image's flags (Dockerfile CMD, Compose), and `make run`'s (no graceful timeout).
@pytest.mark.parametrize(
    "options",
    [(), ("--workers", "2", "--timeout-graceful-shutdown", "35")],
    ids=["one-process", "two-processes"],
)
def test_sigterm_answers_parked_long_polls_with_the_current_state_and_stops(
    settings: Settings, options: tuple[str, ...]
) -> None:
    process, base = start_api(api_env(settings), *options)
    try:
        with httpx.Client(base_url=base) as client:
            code, host = create_table(client, turn_seconds=60)
            guest = join(client, code, "Guest")
            start(client, code, host)
            polls = []
            for token in (host, guest, None):
                current = client.get(f"/tables/{code}", headers=auth(token) if token else {})
                polls.append((token, current.json(), current.headers["ETag"]))
        with ThreadPoolExecutor(len(polls) * 2) as pool:
            parked = [
                pool.submit(park, base, code, token, table["version"], etag if with_tag else None)
                for token, table, etag in polls
                for with_tag in (True, False)
            ]
            if options:  # two processes behind one port: no one process's gauge shows all
                time.sleep(1.0)
            else:
                eventually(
                    lambda: parked_polls(base) >= len(parked), timeout=10, what="every poll parked"
                )
            assert not any(future.done() for future in parked)
            stopped_at = time.monotonic()
            process.send_signal(signal.SIGTERM)
            answers = [future.result(timeout=10) for future in parked]
            exit_code = process.wait(timeout=10)
            exited_after = time.monotonic() - stopped_at
    finally:
        stop(process)
    for (response, answered_at), (_, table, etag), with_tag in zip(
        answers, [poll for poll in polls for _ in range(2)], [True, False] * len(polls), strict=True
    ):
        assert answered_at - stopped_at < 3, "answered at once, not when the wait ran out"
        if with_tag:
            assert response.status_code == 304 and response.headers["ETag"] == etag
        else:
            assert response.status_code == 200, response.text
            assert response.json()["version"] == table["version"]
            assert response.json()["you"] == table["you"]
    # uvicorn re-raises the signal once it has shut down cleanly, so a single process ends as
    # killed by SIGTERM (143 in a shell); the --workers supervisor exits 0.
    assert exit_code in (0, -signal.SIGTERM)
    assert exited_after < 5


@pytest.fixture()
def slow_bot_settings(settings: Settings) -> Settings:
    """Real time (bots are not overdue for 30 s) and a 3 s Hard bot, on a queue of its own."""
    return msgspec.structs.replace(
        settings,
        queue_name=f"tapete-shutdown-{uuid.uuid4().hex[:8]}",
        time_scale=1.0,
        bot_budget_ms=3000,
        bot_grace_seconds=30.0,
    )


def test_sigterm_mid_bot_turn_lets_the_worker_finish_the_move_exactly_once(
    slow_bot_settings: Settings, redis_client: redis.Redis
) -> None:
    env = worker_env(slow_bot_settings)
    env["TAPETE_BOT_BUDGET_MS"] = str(slow_bot_settings.bot_budget_ms)
    env["TAPETE_BOT_GRACE_SECONDS"] = str(slow_bot_settings.bot_grace_seconds)
    worker = subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)
    queue = Queue(slow_bot_settings.queue_name, connection=redis_client)
    started_jobs = StartedJobRegistry(queue=queue)
    try:
        with TestClient(app=create_app(slow_bot_settings)) as client:
            created = client.post(
                "/tables",
                json={"game": reference().id, "host_name": "Host", "bots": ["hard"],
                      "options": {"review_seconds": 0}},
            ).json()  # fmt: skip
            code, host = created["code"], created["token"]
            table = start(client, code, host)
            if 0 not in table["to_act"]:  # the host leads: play, and the bot (seat 0) is due
                move = complete_action(legal(client, code, host))
                table = act(client, code, host, move).json()
            assert table["to_act"] == [0], table
            due_version = table["version"]
            eventually(
                started_jobs.get_job_ids,
                timeout=15,
                interval=0.02,
                what="the worker to start the bot's job",
            )
            assert int(redis_client.hget(table_key(code), "v") or 0) == due_version  # thinking
            os.kill(worker.pid, signal.SIGTERM)
            assert worker.wait(timeout=15) == 0
            # Straight from Redis: a view through the API could itself play an overdue bot.
            stored = int(redis_client.hget(table_key(code), "v") or 0)
            assert stored == due_version + 1, "the bot's move landed, once"
            logged = [
                step.version
                for step in map(decode_step, redis_client.lrange(events_key(code), 0, -1))
                if step.version > due_version
            ]
            assert logged == [stored]
        # Nothing left half-done: the job finished; at most the bot's next turn waits queued.
        assert started_jobs.get_job_ids() == []
        assert FailedJobRegistry(queue=queue).get_job_ids() == []
        assert set(queue.get_job_ids()) <= {f"bot_turn-{code}-{stored}"}
    finally:
        stop(worker)
