"""The supervisor restarts a dead child after a backoff that doubles while the child keeps
dying young, is capped, and starts over once the child stayed up. Real processes; the clock
is passed in so that no test waits for a backoff."""

from __future__ import annotations

import logging
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import pytest
from eventually import eventually

from service.runtime.supervisor import Backoff, Supervisor

BACKOFF = Backoff(initial=0.5, maximum=4.0, stable=30.0)


def python(code: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-c", code])


def wait_dead(supervisor: Supervisor) -> None:
    for child in supervisor.children:
        assert child.process is not None
        child.process.wait(timeout=10)


def test_backoff_doubles_up_to_its_cap() -> None:
    assert [BACKOFF.delay(n) for n in range(1, 7)] == [0.5, 1.0, 2.0, 4.0, 4.0, 4.0]


def test_a_child_dying_young_is_restarted_later_each_time(
    caplog: pytest.LogCaptureFixture,
) -> None:
    supervisor = Supervisor(BACKOFF)
    child = supervisor.add("crasher", partial(python, "raise SystemExit(3)"))
    now = time.monotonic()
    delays = []
    try:
        with caplog.at_level(logging.WARNING, logger="tapete.launcher"):
            for _ in range(4):
                wait_dead(supervisor)
                first_pid = child.pid
                supervisor.check(now)  # noticed dead: a restart is scheduled
                assert child.restart_at is not None
                delays.append(child.restart_at - now)
                supervisor.check(child.restart_at - 0.01)  # not yet
                assert child.pid == first_pid
                now = child.restart_at
                supervisor.check(now)  # due: a new process
                assert child.pid != first_pid and child.restart_at is None
        assert delays == [0.5, 1.0, 2.0, 4.0]
        assert child.restarts == 4
        assert "crasher (pid" in caplog.text and "exited with status 3" in caplog.text
        assert "restarting in 0.5 s" in caplog.text and "crasher restarted" in caplog.text
    finally:
        supervisor.stop()


def test_a_child_that_stayed_up_restarts_after_the_initial_delay() -> None:
    supervisor = Supervisor(BACKOFF)
    child = supervisor.add("worker", partial(python, "raise SystemExit(0)"))
    try:
        child.failures = 5  # it had crashed a lot before this run
        wait_dead(supervisor)
        later = child.started_at + BACKOFF.stable + 1  # this run lasted longer than `stable`
        supervisor.check(later)
        assert child.restart_at == later + BACKOFF.initial
    finally:
        supervisor.stop()


def test_stop_ends_the_others_before_the_stop_last_children(tmp_path: Path) -> None:
    """Redis is added first and marked stop_last: on SIGTERM it finds every other child gone."""
    pids, report, ready = tmp_path / "pids", tmp_path / "report", tmp_path / "ready"
    last_code = f"""
import os, signal, sys, time
def on_term(signum, frame):
    alive = []
    for pid in map(int, open({str(pids)!r}).read().split()):
        try:
            os.kill(pid, 0)
            alive.append(pid)
        except ProcessLookupError:
            pass
    open({str(report)!r}, "w").write(repr(alive))
    sys.exit(0)
signal.signal(signal.SIGTERM, on_term)
open({str(ready)!r}, "w").close()
time.sleep(60)
"""
    supervisor = Supervisor(BACKOFF)
    last = supervisor.add("redis", partial(python, last_code), stop_last=True)
    others = [
        supervisor.add(f"worker-{i}", partial(python, "import time; time.sleep(60)"))
        for i in range(2)
    ]
    pids.write_text(" ".join(str(child.pid) for child in others))
    eventually(
        ready.exists, timeout=20, interval=0.02, what="the last child to install its handler"
    )
    supervisor.stop()
    assert last.process is not None and last.process.returncode == 0
    assert report.read_text() == "[]", "the others were gone when the last one was stopped"
    for child in others:
        assert child.process is not None and child.process.returncode == -signal.SIGTERM
