"""Processes tests start and stop by hand: RQ workers (as `make run` starts them), SIGKILL,
the environment an API subprocess gets, and a table's stored version read straight from Redis."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import redis
from conftest import ROOT, worker_env

from service.core.settings import Settings
from service.storage.store import table_key


def spawn_worker(settings: Settings, **extra: str) -> subprocess.Popen[bytes]:
    env = worker_env(settings)
    env.update(
        TAPETE_TIMER_LEASE_SECONDS=str(settings.timer_lease_seconds),
        TAPETE_BOT_GRACE_SECONDS=str(settings.bot_grace_seconds),
        **extra,
    )
    return subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)


def kill(process: subprocess.Popen[bytes]) -> None:
    os.kill(process.pid, signal.SIGKILL)
    process.wait()


def version_of(redis_client: redis.Redis, code: str) -> int:
    return int(redis_client.hget(table_key(code), "v") or -1)


def api_env(settings: Settings) -> dict[str, str]:
    env = worker_env(settings)
    env.update(TAPETE_RATE_LIMIT_PER_IP="0", TAPETE_RATE_LIMIT_PER_TOKEN="0")
    return env
