"""Keep child processes running: a child that dies is started again after an exponential
backoff, each restart logged. `make run` (service/runtime/launcher.py) supervises Redis, the API and
the workers with it."""

from __future__ import annotations

import ctypes
import logging
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

log = logging.getLogger("tapete.launcher")
PR_SET_PDEATHSIG = 1
# Loaded here, in the parent: between fork and exec only the prctl call itself is safe.
_LIBC = ctypes.CDLL(None, use_errno=True) if sys.platform.startswith("linux") else None


def die_with_parent() -> None:
    """In a child between fork and exec: get SIGTERM when the parent dies (Linux), so a killed
    launcher leaves no server holding its port or data dir. Elsewhere, nothing. (Linux ties
    this to the thread that started the child: start children from one that outlives them.)"""
    if _LIBC is None:
        return
    parent = os.getppid()
    _LIBC.prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != parent:  # the parent died before prctl took effect
        os._exit(1)


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


@dataclass(frozen=True)
class Backoff:
    initial: float = 0.5  # seconds before the first restart
    maximum: float = 30.0
    # A child that stayed up this long before dying counts as healthy: its next restart waits
    # `initial` again instead of doubling.
    stable: float = 30.0

    def delay(self, failures: int) -> float:
        return float(min(self.maximum, self.initial * 2 ** max(0, failures - 1)))


@dataclass
class Child:
    name: str
    spawn: Callable[[], subprocess.Popen[bytes]]
    process: subprocess.Popen[bytes] | None = None
    started_at: float = 0.0
    failures: int = 0  # deaths in a row, each within Backoff.stable of its start
    restart_at: float | None = None  # set while dead and waiting for its restart
    restarts: int = 0
    stop_last: bool = False  # stopped after every other child (Redis: they write to it)

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process is not None else None


class Supervisor:
    """Children started in order, restarted when they die, stopped together (those marked
    `stop_last` after the others)."""

    def __init__(self, backoff: Backoff | None = None) -> None:
        self.backoff = backoff or Backoff()
        self.children: list[Child] = []

    def add(
        self,
        name: str,
        spawn: Callable[[], subprocess.Popen[bytes]],
        process: subprocess.Popen[bytes] | None = None,
        stop_last: bool = False,
    ) -> Child:
        """Supervise `name`; `process` is its first run if the caller already started it."""
        child = Child(name, spawn, stop_last=stop_last)
        self.children.append(child)
        self._start(child, time.monotonic(), process)
        return child

    def _start(
        self, child: Child, now: float, process: subprocess.Popen[bytes] | None = None
    ) -> None:
        child.process = process or child.spawn()
        child.started_at = now
        child.restart_at = None

    def check(self, now: float | None = None) -> None:
        """Notice dead children and restart those whose backoff has passed."""
        now = time.monotonic() if now is None else now
        for child in self.children:
            if child.restart_at is None:
                code = child.process.poll() if child.process is not None else -1
                if code is None:
                    continue
                lived = now - child.started_at
                child.failures = 1 if lived >= self.backoff.stable else child.failures + 1
                delay = self.backoff.delay(child.failures)
                child.restart_at = now + delay
                log.warning(
                    "%s (pid %s) exited with %s after %.1f s; restarting in %.1f s",
                    child.name, child.pid, describe_exit(code), lived, delay,
                )  # fmt: skip
            elif now >= child.restart_at:
                try:
                    self._start(child, now)
                except OSError as error:
                    child.failures += 1
                    child.restart_at = now + self.backoff.delay(child.failures)
                    log.error("%s could not be started: %s", child.name, error)
                    continue
                child.restarts += 1
                log.warning("%s restarted (pid %s, restart %d)", child.name, child.pid,
                            child.restarts)  # fmt: skip

    def stop(self, timeout: float = 10) -> None:
        """SIGTERM every child at once and wait, then the same for the `stop_last` ones."""
        for last in (False, True):
            stop_processes(
                [c.process for c in self.children if c.stop_last == last and c.process], timeout
            )


def describe_exit(code: int) -> str:
    if code < 0:
        try:
            return signal.Signals(-code).name
        except ValueError:
            return f"signal {-code}"
    return f"status {code}"
