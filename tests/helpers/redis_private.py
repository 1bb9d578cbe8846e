"""A private redis-server for tests that stop, kill or flush it (never the shared one), with
AOF fsynced at every write so its data survives a SIGKILL."""

from __future__ import annotations

import signal
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from service.core.settings import Settings
from service.runtime.embedded_redis import EmbeddedRedis

PERSISTENT = ["--appendonly", "yes", "--appendfsync", "always"]


class PrivateRedis:
    def __init__(self, data_dir: Path) -> None:
        self.server = EmbeddedRedis(data_dir, extra_args=PERSISTENT)
        self.url = self.server.url

    def start(self) -> None:
        self.server.start()

    def stop(self, sig: signal.Signals = signal.SIGTERM) -> None:
        """SIGTERM (Redis saves and exits) or SIGKILL (the AOF is all that is left)."""
        process = self.server.process
        assert process is not None
        process.send_signal(sig)
        process.wait(timeout=10)
        self.server.process = None

    def restart(self, sig: signal.Signals = signal.SIGTERM) -> None:
        self.stop(sig)
        self.start()  # same port and data dir: the AOF brings the data back

    def settings(self, **overrides: object) -> Settings:
        values: dict[str, object] = {
            "redis_url": self.url,
            "queue_name": f"tapete-test-{uuid.uuid4().hex[:8]}",
            "max_wait_seconds": 5,
            "time_scale": 0.1,
            "rate_limit_per_ip": 0,
            "rate_limit_per_token": 0,
            **overrides,
        }
        return Settings(**values)  # type: ignore[arg-type]


@contextmanager
def private_redis(data_dir: Path) -> Iterator[PrivateRedis]:
    redis = PrivateRedis(data_dir)
    redis.start()
    try:
        yield redis
    finally:
        redis.server.stop()
