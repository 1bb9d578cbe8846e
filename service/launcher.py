"""`make run`: Redis (embedded unless REDIS_URL is set), the API and a worker, stopped together."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from service.embedded_redis import EmbeddedRedis

ROOT = Path(__file__).resolve().parent.parent
# uvicorn with uvloop and httptools, named so an install never changes what is served
# (docs/performance.md has the measurements behind the choice); httptools through a subclass
# that answers requests the parser refuses with problem+json (service/api/http_protocol.py).
# --no-proxy-headers: the app decides which X-Forwarded-For to believe (service/api/client_ip.py).
HTTP_PROTOCOL = "service.api.http_protocol:ProblemHttpToolsProtocol"
SERVER_FLAGS = [
    "--loop",
    "uvloop",
    "--http",
    HTTP_PROTOCOL,
    "--no-access-log",
    "--no-proxy-headers",
]


def stop_processes(processes: Sequence[subprocess.Popen[bytes]], timeout: float = 10) -> None:
    """SIGTERM every process still running, then wait for each; kill what outlives `timeout`.
    (The bench and the tests stop their servers with this too.)"""
    for process in processes:
        if process.poll() is None:
            process.terminate()
    for process in processes:
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def main() -> int:
    env = dict(os.environ)
    embedded = None
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(ROOT / ".data" / "redis")
        env["REDIS_URL"] = embedded.start()
        print(f"embedded Redis on {env['REDIS_URL']} (set REDIS_URL to use your own)", flush=True)
    host = env.get("TAPETE_HOST", "127.0.0.1")
    port = env.get("TAPETE_PORT", "8000")
    api = [sys.executable, "-m", "uvicorn", "service.app:create_app", "--factory",
           "--host", host, "--port", port, *SERVER_FLAGS]  # fmt: skip
    workers = int(env.get("TAPETE_WORKERS", "2"))
    processes = [subprocess.Popen(api, cwd=ROOT, env=env)]
    processes += [
        subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)
        for _ in range(workers)
    ]
    print(f"Tapete on http://{host}:{port} (docs: http://{host}:{port}/docs)", flush=True)
    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not stopping and all(process.poll() is None for process in processes):
            time.sleep(0.2)
    finally:
        stop_processes(processes)
        if embedded is not None:
            embedded.stop()
    return 0 if stopping else 1


if __name__ == "__main__":
    sys.exit(main())
