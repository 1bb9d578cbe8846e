"""Start the stack as `make run` does (embedded Redis unless REDIS_URL is set, the API, workers)
for a benchmark, and stop it afterwards."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from service.embedded_redis import EmbeddedRedis, free_port

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def running_stack(workers: int = 2, extra_env: dict[str, str] | None = None) -> Iterator[str]:
    env = {**os.environ, **(extra_env or {})}
    embedded = None
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(Path(tempfile.mkdtemp(prefix="tapete-bench-")))
        env["REDIS_URL"] = embedded.start()
    env.setdefault("TAPETE_QUEUE_NAME", f"bench-{os.getpid()}")
    port = free_port()
    api = [sys.executable, "-m", "uvicorn", "service.app:create_app", "--factory",
           "--port", str(port), "--log-level", "warning", "--no-access-log"]  # fmt: skip
    processes = [subprocess.Popen(api, cwd=ROOT, env=env)]
    processes += [
        subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)
        for _ in range(workers)
    ]
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(300):
            try:
                httpx.get(f"{base}/games", timeout=1).raise_for_status()
                break
            except httpx.HTTPError:
                time.sleep(0.1)
        yield base
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.wait(timeout=10)
        if embedded is not None:
            embedded.stop()
