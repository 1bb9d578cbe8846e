"""A private stack for one drill, started as `make run` starts it: the embedded redis-server
(data dir in the drill's folder, port of its own: never the machine's Redis), the API under
uvicorn with the launcher's server flags, and `python -m workers.main` workers. The drill kills
and restarts each part itself; a part that dies on its own is restarted too (as a supervisor
would) and reported."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import redis

from bench.drills.profiles import ROOT, Profile
from service.runtime.embedded_redis import EmbeddedRedis, free_port
from service.runtime.launcher import SERVER_FLAGS

START_TIMEOUT = 30.0


def now_ms() -> int:
    return int(time.time() * 1000)


def stack_env(redis_url: str, queue: str, settings: dict[str, str]) -> dict[str, str]:
    """The environment of every process: none of the caller's Tapete or Redis settings (a
    drill never uses the machine's Redis), no rate limits (all traffic comes from loopback)."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("TAPETE_") and key not in ("REDIS_URL", "QUEUE_REDIS_URL")
    }
    env.update(
        PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        REDIS_URL=redis_url,
        TAPETE_QUEUE_NAME=queue,
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
        TAPETE_WORKER_METRICS_PORT="0",
    )
    env.update(settings)
    return env


def group_signal(process: subprocess.Popen[bytes], signum: int) -> None:
    """Signal a process and its children (uvicorn's worker processes share its group)."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signum)


class DrillStack:
    def __init__(self, profile: Profile, folder: Path, settings: dict[str, str]) -> None:
        self.profile = profile
        self.folder = folder
        self.settings = settings
        self.redis = EmbeddedRedis(folder / "redis", extra_args=profile.redis_args)
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.env: dict[str, str] = {}
        self.api: subprocess.Popen[bytes] | None = None
        self.workers: list[subprocess.Popen[bytes]] = []
        self.redis_ready_ms = 0  # when Redis last became reachable (wall clock, ms)
        self.redis_down = False  # stopped on purpose: nothing to supervise
        self.restarted_on_their_own: list[str] = []
        self.lock = threading.RLock()

    @property
    def redis_url(self) -> str:
        return self.redis.url

    # --- whole stack ---------------------------------------------------------------------
    def start(self) -> None:
        self.start_redis()
        self.env = stack_env(self.redis_url, f"drill-{os.getpid()}-{self.port}", self.settings)
        self.workers = [self.spawn_worker() for _ in range(self.profile.workers)]
        self.start_api()

    def stop(self) -> None:
        with self.lock:
            processes = [p for p in [self.api, *self.workers] if p is not None]
            for process in processes:
                group_signal(process, signal.SIGTERM)
            for process in processes:
                try:
                    process.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    group_signal(process, signal.SIGKILL)
                    process.wait()
            self.redis.stop()

    # --- Redis ---------------------------------------------------------------------------
    def start_redis(self) -> None:
        with self.lock:
            self.redis.start()
            self.redis_down = False
            self.redis_ready_ms = now_ms()

    def stop_redis(self) -> None:
        """A clean stop (SIGTERM: Redis writes what it has), as an outage."""
        with self.lock:
            self.redis_down = True
            self.redis.stop()

    def kill_redis(self) -> str:
        """SIGKILL redis-server, then start it again on the same port and data dir."""
        with self.lock:
            process = self.redis.process
            assert process is not None
            began = time.monotonic()
            process.kill()
            process.wait()
            self.start_redis()
            return f"redis-server pid {process.pid} (back in {time.monotonic() - began:.2f} s)"

    def redis_client(self) -> redis.Redis:
        return redis.Redis.from_url(self.redis_url, socket_timeout=2)

    # --- API -----------------------------------------------------------------------------
    def start_api(self) -> None:
        processes = self.profile.api_processes
        options = ["--workers", str(processes)] if processes > 1 else []
        command = [
            sys.executable, "-m", "uvicorn", "service.app:create_app", "--factory",
            "--host", "127.0.0.1", "--port", str(self.port), *SERVER_FLAGS,
            "--log-level", "warning", *options,
        ]  # fmt: skip
        with (self.folder / "api.log").open("ab") as sink:
            self.api = subprocess.Popen(
                command, cwd=ROOT, env=self.env, stdout=sink, stderr=sink, start_new_session=True
            )
        self.wait_api()

    def wait_api(self) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            try:
                httpx.get(f"{self.base}/health/live", timeout=1).raise_for_status()
                return
            except httpx.HTTPError as error:
                assert self.api is not None
                if self.api.poll() is not None or time.monotonic() > deadline:
                    log = self.folder / "api.log"
                    raise RuntimeError(f"the API did not start (log: {log})") from error
                time.sleep(0.1)

    def kill_api(self) -> str:
        """SIGKILL every API process (as a container dies), then start the API again."""
        with self.lock:
            assert self.api is not None
            old = self.api
            began = time.monotonic()
            group_signal(old, signal.SIGKILL)
            old.wait()
            self.start_api()
            return f"API pid {old.pid} (back in {time.monotonic() - began:.2f} s)"

    @property
    def api_log_size(self) -> int:
        path = self.folder / "api.log"
        return path.stat().st_size if path.exists() else 0

    # --- workers -------------------------------------------------------------------------
    def spawn_worker(self) -> subprocess.Popen[bytes]:
        with (self.folder / "workers.log").open("ab") as sink:
            return subprocess.Popen(
                [sys.executable, "-m", "workers.main"],
                cwd=ROOT,
                env=self.env,
                stdout=sink,
                stderr=sink,
                start_new_session=True,
            )

    def busy_worker(self, within: float) -> int | None:
        """The index of one of our workers RQ marks busy (inside a job), if one is within
        `within` seconds."""
        pids = {process.pid: index for index, process in enumerate(self.workers)}
        client = self.redis_client()
        deadline = time.monotonic() + within
        try:
            while time.monotonic() < deadline:
                for key in client.scan_iter("rq:worker:*", count=100):
                    if key.count(b":") != 2:  # rq:worker:<name>:executions and the like
                        continue
                    fields = client.hmget(key, "pid", "state")
                    if fields[0] and fields[1] == b"busy" and int(fields[0]) in pids:
                        return pids[int(fields[0])]
                time.sleep(0.01)
        except redis.RedisError:
            return None
        finally:
            client.close()
        return None

    def kill_worker(self, index: int) -> str:
        """SIGKILL worker `index`, then start a new one."""
        with self.lock:
            old = self.workers[index]
            group_signal(old, signal.SIGKILL)
            old.wait()
            self.workers[index] = self.spawn_worker()
            return f"worker pid {old.pid}"

    # --- supervision ---------------------------------------------------------------------
    def restart_dead(self) -> None:
        """Restart a part that died without being killed by the drill, and note it. Not while
        Redis is stopped on purpose: a worker started then would only die again."""
        with self.lock:
            if self.redis_down:
                return
            for index, process in enumerate(self.workers):
                if process.poll() is not None:
                    self.restarted_on_their_own.append(f"worker (exit {process.returncode})")
                    self.workers[index] = self.spawn_worker()
            if self.api is not None and self.api.poll() is not None:
                self.restarted_on_their_own.append(f"API (exit {self.api.returncode})")
                self.start_api()
            redis_process = self.redis.process
            if redis_process is None or redis_process.poll() is not None:
                self.restarted_on_their_own.append("redis-server")
                self.start_redis()


async def supervise(stack: DrillStack, stop: asyncio.Event) -> None:
    """Twice a second, restart what died on its own, until `stop`."""
    while not stop.is_set():
        await asyncio.to_thread(stack.restart_dead)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), timeout=0.5)
