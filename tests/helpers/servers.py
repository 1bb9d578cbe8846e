"""Real API servers in subprocesses (`python -m uvicorn service.app:create_app --factory`, as
`make run` starts it), for tests about processes: several behind one port or side by side,
and stopping them."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

import httpx

from service.runtime.embedded_redis import free_port
from service.runtime.launcher import SERVER_FLAGS, stop_processes

ROOT = Path(__file__).resolve().parents[2]


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
    deadline = time.monotonic() + 30
    while True:
        try:
            httpx.get(f"{base}/health/live", timeout=1).raise_for_status()
            return process, base
        except httpx.HTTPError:
            if time.monotonic() > deadline or process.poll() is not None:
                stop(process)
                raise
            time.sleep(0.1)


def stop(process: subprocess.Popen[bytes]) -> None:
    stop_processes([process])


@contextmanager
def running_api(env: dict[str, str], *options: str) -> Iterator[str]:
    process, base = start_api(env, *options)
    try:
        yield base
    finally:
        stop(process)
