"""A job that finishes after the queue's Redis restarted without the job's RQ records (a server
that keeps nothing, or the un-fsynced tail of its AOF) counts as finished: the work is done, RQ
keeps no failed entry and the worker logs no traceback (issue 32, item 4). A job that raises
still logs its traceback and is kept as failed.

Real parts: a real worker process (`python -m workers.main`), the API, the shared game-state
Redis, and a private queue Redis (QUEUE_REDIS_URL) killed with SIGKILL and started empty while a
Hard bot's turn runs on the worker (a long thinking budget keeps the job running meanwhile)."""

from __future__ import annotations

import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import msgspec
import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from rq import Queue
from support import act, add_bot, complete_action, create_table, legal, start, view

from service.app import create_app
from service.core.settings import Settings
from service.runtime.embedded_redis import EmbeddedRedis

THINK_MS = 2_000  # the Hard bot's budget: its job runs this long, time to restart Redis


@dataclass
class Stack:
    settings: Settings
    queue_server: EmbeddedRedis
    queue: redis.Redis
    worker: subprocess.Popen[bytes]
    stderr: Path

    def worker_stderr(self) -> str:
        """Everything the worker wrote, once it has stopped (SIGTERM: RQ's warm shutdown)."""
        if self.worker.poll() is None:
            self.worker.terminate()
            self.worker.wait(timeout=15)
        return self.stderr.read_text()

    def restart_queue_redis_empty(self) -> None:
        """SIGKILL, then the same port again, with none of the data (it keeps nothing)."""
        process = self.queue_server.process
        assert process is not None
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
        self.queue_server.process = None
        self.queue_server.start()


@pytest.fixture()
def stack(settings: Settings, tmp_path: Path) -> Iterator[Stack]:
    queue_server = EmbeddedRedis(tmp_path / "queue", appendfsync=None)
    queue_server.start()
    ours = msgspec.structs.replace(
        settings,
        queue_redis_url=queue_server.url,
        queue_name=f"tapete-quiet-{uuid.uuid4().hex[:8]}",
        time_scale=1.0,  # a turn runs out in its full time, far after the bot's move
        bot_budget_ms=THINK_MS,
    )
    env = {
        **worker_env(ours),
        "QUEUE_REDIS_URL": ours.queue_redis_url,
        "TAPETE_BOT_BUDGET_MS": str(THINK_MS),
    }
    stderr = tmp_path / "worker.stderr"
    with stderr.open("wb") as sink:
        worker = subprocess.Popen(
            [sys.executable, "-m", "workers.main"], cwd=ROOT, env=env, stderr=sink
        )
    queue = redis.Redis.from_url(queue_server.url)
    try:
        yield Stack(ours, queue_server, queue, worker, stderr)
    finally:
        if worker.poll() is None:
            worker.kill()
            worker.wait()
        queue.close()
        queue_server.stop()


def job_counts(queue: redis.Redis) -> dict[str, int]:
    """The jobs RQ counted as finished or failed in its workers' hashes (rq:worker:NAME)."""
    counts: dict[str, int] = {}
    for key in queue.scan_iter("rq:worker:*"):
        if key.endswith(b":executions"):
            continue
        for field in ("successful_job_count", "failed_job_count"):
            value = queue.hget(key, field)
            if value is not None:
                counts[field] = counts.get(field, 0) + int(value)
    return counts


def test_a_bot_turn_that_finishes_after_its_redis_lost_its_rq_records_is_done_without_traceback(
    stack: Stack,
) -> None:
    queue = stack.queue
    started = f"rq:wip:{stack.settings.queue_name}"  # RQ's registry of running jobs
    with TestClient(app=create_app(stack.settings)) as client:
        code, host = create_table(client, turn_seconds=60)
        add_bot(client, code, host, "hard")
        start(client, code, host)
        seat = view(client, code, host)["you"]["seat"]

        def bot_job_running() -> list[bytes]:
            running: list[bytes] = queue.zrange(started, 0, -1)  # type: ignore[assignment]
            if not running and seat in view(client, code, host)["to_act"]:
                act(client, code, host, complete_action(legal(client, code, host)))
            return running

        running = eventually(
            bot_job_running, timeout=30, interval=0.01, what="the Hard bot's turn to run"
        )
        job_id = running[0].decode().split(":")[0]
        assert job_id.startswith("bot_turn-"), job_id
        before = view(client, code, host)["version"]

        stack.restart_queue_redis_empty()  # the job keeps thinking meanwhile

        eventually(
            lambda: view(client, code, host)["version"] > before,
            timeout=30,
            interval=0.01,
            what="the bot's move (the job's work)",
        )
        # RQ counts the job in the worker's stats in the same transaction as its bookkeeping:
        # as a success, with nothing left of the job, and no failed entry.
        counts = eventually(
            lambda: job_counts(queue),
            timeout=30,
            interval=0.01,
            what="RQ's bookkeeping of the finished job",
        )
        assert "failed_job_count" not in counts, counts
        assert not queue.exists(f"rq:job:{job_id}") and not queue.zcard(started)
        assert queue.zcard(f"rq:failed:{stack.settings.queue_name}") == 0
        assert not queue.keys(f"rq:execution*:{job_id}*")
    stderr = stack.worker_stderr()
    assert "Traceback" not in stderr, stderr
    mentions = [line for line in stderr.splitlines() if job_id in line]
    assert len(mentions) <= 1 and all('"level":"info"' in line for line in mentions), mentions


def test_a_job_that_raises_still_logs_its_traceback_and_is_kept_as_failed(
    stack: Stack,
) -> None:
    name = stack.settings.queue_name
    job = Queue(name, connection=stack.queue).enqueue(
        "json.loads", "{", result_ttl=0, failure_ttl=3600, job_id=f"broken-{uuid.uuid4().hex}"
    )
    eventually(
        lambda: stack.queue.zscore(f"rq:failed:{name}", job.id),
        timeout=30,
        interval=0.01,
        what="the job's failure",
    )
    stderr = stack.worker_stderr()
    assert "Traceback" in stderr and "JSONDecodeError" in stderr, stderr
