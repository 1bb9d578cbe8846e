"""A live API server (a real uvicorn process, as `make run` starts it) and a worker for the
SDKs' own test suites, with the tests' short timers and no rate limits."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from servers import running_api

from service.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def live_api(settings: Settings, worker: subprocess.Popen[bytes]) -> Iterator[str]:
    env = {
        **os.environ,
        "REDIS_URL": settings.redis_url,
        "TAPETE_QUEUE_NAME": settings.queue_name,
        "TAPETE_TIME_SCALE": str(settings.time_scale),
        "TAPETE_RATE_LIMIT_PER_IP": "0",
        "TAPETE_RATE_LIMIT_PER_TOKEN": "0",
        "TAPETE_MAX_WAIT_SECONDS": "2",
        "PYTHONPATH": str(ROOT),
    }
    with running_api(env) as base:
        yield base
