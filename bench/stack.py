"""Start the stack as `make run` does (embedded Redis unless REDIS_URL is set, the API, workers)
for a benchmark, plus the bare baseline app on the same server software and flags, and stop
everything afterwards."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from service.runtime.embedded_redis import EmbeddedRedis, free_port
from service.runtime.launcher import SERVER_FLAGS, stop_processes

ROOT = Path(__file__).resolve().parent.parent
API_APP = "service.app:create_app"
BASELINE_APP = "bench.baseline:create_baseline_app"
# Benchmarks measure the server, not the abuse limits.
NO_RATE_LIMITS = {"TAPETE_RATE_LIMIT_PER_IP": "0", "TAPETE_RATE_LIMIT_PER_TOKEN": "0"}

# The ASGI servers compared, one process each. "uvicorn" is what `make run` and the image serve
# (uvloop + httptools); "uvicorn-asyncio" is uvicorn on the standard loop and h11. The loop and
# parser are always named, so installing a package never changes what is measured.
SERVERS: dict[str, tuple[str, ...]] = {
    "uvicorn": ("uvicorn", "uvloop", "httptools"),
    "uvicorn-asyncio": ("uvicorn",),
    "granian": ("granian", "uvloop"),
}


def server_available(server: str) -> bool:
    return all(importlib.util.find_spec(module) is not None for module in SERVERS[server])


def checkout_flags(checkout: Path) -> list[str]:
    """The uvicorn flags another checkout's `make run` serves with (an earlier commit may name
    its server protocol elsewhere: bench.ab must serve each side with its own)."""
    if checkout == ROOT:
        return list(SERVER_FLAGS)
    printed = subprocess.run(
        [sys.executable, "-c", "import json; from service.runtime.launcher import SERVER_FLAGS; "
         "print(json.dumps(list(SERVER_FLAGS)))"],
        cwd=checkout, env={**os.environ, "PYTHONPATH": str(checkout)},
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    flags: list[str] = json.loads(printed.stdout)
    return flags


def server_command(
    server: str, target: str, port: int, flags: list[str] | None = None
) -> list[str]:
    """The command line serving ASGI factory `target` on `port` with `server` (uvicorn with
    `flags`, by default this checkout's `make run` flags)."""
    if server == "granian":
        return [sys.executable, "-m", "granian", "--interface", "asgi", "--factory",
                "--host", "127.0.0.1", "--port", str(port), "--workers", "1",
                "--loop", "uvloop", "--log-level", "warning", "--no-access-log",
                target]  # fmt: skip
    if server == "uvicorn":
        flags = flags or list(SERVER_FLAGS)  # exactly what `make run` and the image serve
    else:
        flags = ["--loop", "asyncio", "--http", "h11", "--no-access-log"]
    return [sys.executable, "-m", "uvicorn", target, "--factory", "--host", "127.0.0.1",
            "--port", str(port), *flags, "--log-level", "warning"]  # fmt: skip


def wait_ready(url: str, process: subprocess.Popen[bytes], timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while True:
        try:
            httpx.get(url, timeout=1).raise_for_status()
            return
        except httpx.HTTPError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"server for {url} did not start") from None
            time.sleep(0.1)


@contextmanager
def serving(
    server: str,
    target: str,
    env: dict[str, str],
    log: Path,
    ready_path: str,
    checkout: Path = ROOT,
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """One server process for `target` (imported from `checkout`: bench.ab serves an earlier
    commit's); its stderr (JSON request logs) goes to `log`."""
    port = free_port()
    with log.open("ab") as sink:
        process = subprocess.Popen(
            server_command(
                server, target, port, checkout_flags(checkout) if server == "uvicorn" else None
            ),
            cwd=checkout,
            env=env,
            stderr=sink,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(base + ready_path, process)
        yield base, process
    finally:
        stop_processes([process])


@dataclass
class Stack:
    server: str
    api: str  # base URL of the Tapete API
    baseline: str  # base URL of the bare baseline app
    redis_url: str
    api_process: subprocess.Popen[bytes]
    baseline_process: subprocess.Popen[bytes]
    logs: Path
    env: dict[str, str]


@contextmanager
def redis_and_workers(
    workers: int, extra_env: dict[str, str] | None, logs: Path
) -> Iterator[dict[str, str]]:
    """Redis (embedded unless REDIS_URL is set) and `workers` worker processes; yields the env
    every process of the stack shares."""
    env = {**os.environ, **NO_RATE_LIMITS, **(extra_env or {})}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    embedded = None
    if not env.get("REDIS_URL"):
        embedded = EmbeddedRedis(logs / "redis")
        env["REDIS_URL"] = embedded.start()
    env.setdefault("TAPETE_QUEUE_NAME", f"bench-{os.getpid()}")
    processes: list[subprocess.Popen[bytes]] = []
    try:
        with (logs / "workers.log").open("ab") as sink:
            processes = [
                subprocess.Popen(
                    [sys.executable, "-m", "workers.main"], cwd=ROOT, env=env, stderr=sink
                )
                for _ in range(workers)
            ]
        yield env
    finally:
        stop_processes(processes)
        if embedded is not None:
            embedded.stop()


@contextmanager
def bench_stack(
    server: str = "uvicorn", workers: int = 2, extra_env: dict[str, str] | None = None
) -> Iterator[Stack]:
    """Redis, workers, one API process and one baseline process on `server`."""
    logs = Path(tempfile.mkdtemp(prefix="tapete-bench-"))
    with ExitStack() as stack:
        env = stack.enter_context(redis_and_workers(workers, extra_env, logs))
        api, process = stack.enter_context(
            serving(server, API_APP, env, logs / "api.log", "/games")
        )
        baseline, baseline_process = stack.enter_context(
            serving(server, BASELINE_APP, env, logs / "baseline.log", "/baseline")
        )
        yield Stack(server, api, baseline, env["REDIS_URL"], process, baseline_process, logs, env)


@contextmanager
def running_stack(workers: int = 2, extra_env: dict[str, str] | None = None) -> Iterator[str]:
    """The API as `make run` serves it, with workers; yields its base URL."""
    with bench_stack("uvicorn", workers, extra_env) as stack:
        yield stack.api
