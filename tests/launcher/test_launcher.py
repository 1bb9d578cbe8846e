"""`make run` (python -m service.runtime.launcher) as an operator meets it, with real signals:
tables survive Ctrl-C and a restart, and a SIGKILL of Redis; a killed worker or API is started
again while the rest keeps serving; Ctrl-C or SIGTERM stops everything and exits 0.

Each launcher runs its own embedded Redis in a tmp data dir (TAPETE_DATA_DIR), never the
machine's Redis."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from eventually import eventually
from support import act, auth, complete_action, create_table, join, legal, start

from service.runtime.embedded_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
STARTUP_SECONDS = 60  # the machine is shared: starting Python processes can be slow


def children(pid: int) -> dict[int, str]:
    """{pid: command line} of the direct children of `pid` (psutil if installed, else /proc)."""
    try:
        import psutil
    except ImportError:
        found = {}
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
                command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue  # gone meanwhile
            state, parent = stat.rsplit(")", 1)[1].split()[:2]  # after "(comm)", may hold spaces
            if int(parent) == pid and state != "Z":
                found[int(entry.name)] = command.strip()
        return found
    try:
        return {
            child.pid: " ".join(child.cmdline())
            for child in psutil.Process(pid).children()
            if child.status() != psutil.STATUS_ZOMBIE
        }
    except psutil.Error:
        return {}


def alive(pid: int) -> bool:
    """Running (a zombie waiting for whoever reaps orphans here counts as gone)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def role_pids(launcher: int, role: str) -> set[int]:
    marker = {"redis": "redis-server", "api": "uvicorn", "worker": "workers.main"}[role]
    return {pid for pid, command in children(launcher).items() if marker in command}


@dataclass
class Launcher:
    process: subprocess.Popen[bytes]
    base: str
    log: Path

    @property
    def pid(self) -> int:
        return self.process.pid

    def get(self, path: str, **kwargs: Any) -> httpx.Response | None:
        try:
            return httpx.get(self.base + path, timeout=5, **kwargs)
        except httpx.HTTPError:
            return None

    def answers(self, path: str, token: str | None = None) -> httpx.Response:
        """The first answer other than a connection error or a 5xx (a process restarting)."""

        def answered() -> httpx.Response | None:
            response = self.get(path, headers=auth(token) if token else {})
            return response if response is not None and response.status_code < 500 else None

        response: httpx.Response = eventually(
            answered, timeout=STARTUP_SECONDS, interval=0.1, what=f"an answer to GET {path}"
        )
        return response

    def stop(self, signum: int = signal.SIGINT) -> int:
        self.process.send_signal(signum)
        return self.process.wait(timeout=60)


def launcher_env(data_dir: Path, port: int, workers: int = 2) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"REDIS_URL", "QUEUE_REDIS_URL"}  # the embedded Redis, not the machine's
    }
    env.update(
        TAPETE_DATA_DIR=str(data_dir),
        TAPETE_PORT=str(port),
        TAPETE_WORKERS=str(workers),
        TAPETE_QUEUE_NAME=f"tapete-launcher-{uuid.uuid4().hex[:8]}",
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
    )
    return env


@contextmanager
def launcher(data_dir: Path, workers: int = 2) -> Iterator[Launcher]:
    """`make run` on a free port with its data in `data_dir`; stopped (SIGKILL) if a test
    leaves it running."""
    port = free_port()
    env = launcher_env(data_dir, port, workers)
    log = data_dir.parent / f"launcher-{port}.log"
    with log.open("ab") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "service.runtime.launcher"], cwd=ROOT, env=env, stderr=sink
        )
    running = Launcher(process, f"http://127.0.0.1:{port}", log)
    try:
        running.answers("/games")
        yield running
    finally:
        if process.poll() is None:
            process.kill()  # the children get SIGTERM from die_with_parent
            process.wait()


def played_table(client: httpx.Client) -> tuple[str, str, dict[str, Any]]:
    """A started two-seat table of the reference game, one move played: (code, host token, view)."""
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    table = start(client, code, host)
    mover = {0: guest, 1: host}[table["to_act"][0]]
    response = act(client, code, mover, complete_action(legal(client, code, mover)))
    assert response.status_code == 200, response.text
    return code, host, response.json()


def test_tables_survive_ctrl_c_and_a_restart_of_make_run(tmp_path: Path) -> None:
    data = tmp_path / "data"
    with launcher(data) as first, httpx.Client(base_url=first.base, timeout=10) as client:
        code, host, played = played_table(client)
        # A second make run on the same data dir refuses to start (one AOF, one writer).
        second = subprocess.run(
            [sys.executable, "-m", "service.runtime.launcher"],
            cwd=ROOT, env=launcher_env(data, free_port()), capture_output=True, text=True,
            timeout=STARTUP_SECONDS,
        )  # fmt: skip
        assert second.returncode == 1
        assert "in use by another redis-server" in second.stderr
        children_before = set(children(first.pid))
        assert first.stop(signal.SIGINT) == 0
        assert not any(alive(pid) for pid in children_before), "all stopped"
    assert list((data / "redis").glob("appendonly*")), "the AOF lives under TAPETE_DATA_DIR"
    with launcher(data) as second:
        again = second.answers(f"/tables/{code}", host)
        assert again.status_code == 200, again.text
        assert again.json()["version"] == played["version"]
        assert second.stop(signal.SIGTERM) == 0


def test_a_sigkilled_redis_is_restarted_with_every_acknowledged_write(tmp_path: Path) -> None:
    with launcher(tmp_path / "data") as running:
        with httpx.Client(base_url=running.base, timeout=10) as client:
            code, host, played = played_table(client)
        (redis_pid,) = role_pids(running.pid, "redis")
        os.kill(redis_pid, signal.SIGKILL)  # right after the 200: no periodic fsync ran
        restarted = eventually(
            lambda: role_pids(running.pid, "redis") - {redis_pid},
            timeout=STARTUP_SECONDS,
            interval=0.1,
            what="a new Redis",
        )
        assert restarted
        again = running.answers(f"/tables/{code}", host)
        assert again.status_code == 200, again.text
        assert again.json()["version"] == played["version"]
        assert running.stop() == 0
    logged = running.log.read_text()
    assert f"redis (pid {redis_pid}) exited with SIGKILL" in logged
    assert "redis restarted" in logged


def test_a_sigkilled_worker_and_api_are_restarted_and_the_api_keeps_answering(
    tmp_path: Path,
) -> None:
    with launcher(tmp_path / "data") as running:
        workers = eventually(
            lambda: role_pids(running.pid, "worker"),
            timeout=STARTUP_SECONDS,
            interval=0.1,
            what="workers",
        )
        assert len(workers) == 2
        victim = min(workers)
        os.kill(victim, signal.SIGKILL)
        # The API is not stopped with it: it answers while the worker is down and restarting.
        response = running.get("/games")
        assert response is not None and response.status_code == 200
        eventually(
            lambda: len(role_pids(running.pid, "worker") - {victim}) == 2,
            timeout=STARTUP_SECONDS,
            interval=0.1,
            what="a new worker",
        )
        assert running.process.poll() is None, "the launcher did not stop"
        (api,) = role_pids(running.pid, "api")
        os.kill(api, signal.SIGKILL)
        eventually(
            lambda: role_pids(running.pid, "api") - {api},
            timeout=STARTUP_SECONDS,
            interval=0.1,
            what="a new API process",
        )
        assert running.answers("/games").status_code == 200
        survivors = workers - {victim}
        assert survivors <= role_pids(running.pid, "worker"), "the other worker kept running"
        assert running.stop(signal.SIGTERM) == 0
    logged = running.log.read_text()
    assert f"(pid {victim}) exited with SIGKILL" in logged
    assert f"api (pid {api}) exited with SIGKILL" in logged
    assert "restarting in" in logged


def test_a_sigkilled_launcher_takes_its_children_along_and_restarts_with_its_data(
    tmp_path: Path,
) -> None:
    data = tmp_path / "data"
    with launcher(data) as first, httpx.Client(base_url=first.base, timeout=10) as client:
        code, host, played = played_table(client)
        orphans = set(children(first.pid))
        assert len(orphans) == 4, "Redis, the API and two workers"
        first.process.kill()
        first.process.wait()
        # They got SIGTERM: none keeps the port or the data dir (nor appends to the AOF).
        eventually(
            lambda: not any(alive(pid) for pid in orphans),
            timeout=STARTUP_SECONDS,
            interval=0.1,
            what="the children to stop",
        )
    with launcher(data) as second:
        again = second.answers(f"/tables/{code}", host)
        assert again.status_code == 200, again.text
        assert again.json()["version"] == played["version"]
        assert second.stop() == 0
