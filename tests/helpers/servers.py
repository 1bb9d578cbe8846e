"""Real API servers in subprocesses (`python -m uvicorn service.app:create_app --factory`, as
`make run` starts it), for tests about processes: several behind one port or side by side,
and stopping them."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import httpx
from eventually import eventually

from service.runtime.embedded_redis import free_port
from service.runtime.launcher import SERVER_FLAGS, stop_processes

ROOT = Path(__file__).resolve().parents[2]
# The operator token of the tests' live server (tests/conftest.py, `live_api`): tests of
# clients that need an app (docs/apps.md) create one through the admin API with it.
LIVE_ADMIN_TOKEN = "live-operator-" + "t" * 32


def start_api(
    env: dict[str, str], *options: str, stderr: IO[bytes] | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    """A uvicorn process on a free loopback port, once it answers: (process, base URL).
    `stderr`: a file for its log (a test reading it), else the test's own stderr."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "service.app:create_app", "--factory",
         "--host", "127.0.0.1", "--port", str(port), *SERVER_FLAGS,
         "--log-level", "warning", *options],
        cwd=ROOT, env=env, stderr=stderr,
    )  # fmt: skip
    base = f"http://127.0.0.1:{port}"

    def live() -> bool:
        assert process.poll() is None, f"the API process exited ({process.returncode})"
        httpx.get(f"{base}/health/live", timeout=1).raise_for_status()
        return True

    try:
        eventually(live, timeout=30, interval=0.1, what="/health/live", ignoring=(httpx.HTTPError,))
    except AssertionError:
        stop(process)
        raise
    return process, base


def stop(process: subprocess.Popen[bytes]) -> None:
    stop_processes([process])


@contextmanager
def running_api(env: dict[str, str], *options: str) -> Iterator[str]:
    process, base = start_api(env, *options)
    try:
        yield base
    finally:
        stop(process)
