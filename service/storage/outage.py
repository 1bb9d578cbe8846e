"""Redis outages: which errors mean the store cannot serve now, and a log line that says so
once per interval (with how many similar errors it stood for), not a traceback per request."""

from __future__ import annotations

import logging
import threading
import time

import redis.exceptions

log = logging.getLogger("tapete.storage")

# Unreachable, timed out, still loading its data, a read-only replica after a failover, a
# Cluster without a primary for a slot, or full under `noeviction`: the request may succeed
# later, so the client is told to retry (503), not that it failed (500).
STORAGE_ERRORS: tuple[type[Exception], ...] = (
    redis.exceptions.ConnectionError,
    redis.exceptions.TimeoutError,
    redis.exceptions.ReadOnlyError,
    redis.exceptions.ClusterDownError,
    redis.exceptions.OutOfMemoryError,
)
LOG_EVERY_SECONDS = 10.0


class OutageLog:
    """Logs the first storage error of each interval; counts the others."""

    def __init__(self, every_seconds: float = LOG_EVERY_SECONDS) -> None:
        self.every = every_seconds
        self.last = -every_seconds
        self.suppressed = 0
        self.lock = threading.Lock()  # the worker's heartbeat thread logs here too

    def note(self, where: str, error: BaseException) -> None:
        now = time.monotonic()
        with self.lock:
            if now - self.last < self.every:
                self.suppressed += 1
                return
            suppressed, self.suppressed, self.last = self.suppressed, 0, now
        log.warning(
            "Redis unavailable (%s: %s) at %s; %d similar errors in the last %.0f s not logged",
            type(error).__name__,
            error,
            where,
            suppressed,
            self.every,
        )


OUTAGES = OutageLog()


def note_outage(where: str, error: BaseException) -> None:
    OUTAGES.note(where, error)
