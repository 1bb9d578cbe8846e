"""`make run` from a fresh clone, as README.md describes it: the tables live in `.data/redis/`
at the top of the checkout, and `make clean` leaves the checkout as it was cloned.

The clone is a copy of the files git knows (their working-tree contents, so the test checks
the code under test), run with its own embedded Redis on a free port; the launcher is started
with no TAPETE_DATA_DIR and no REDIS_URL, exactly as a newcomer types `make run`."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import uuid
from pathlib import Path

import httpx
import pytest
from eventually import eventually
from support import create_table

from service.runtime.embedded_redis import free_port

ROOT = Path(__file__).resolve().parents[2]
STARTUP_SECONDS = 60


def tracked_files() -> list[str]:
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT, capture_output=True, check=True,
    ).stdout  # fmt: skip
    return sorted(name for name in listed.decode().split("\0") if (ROOT / name).is_file())


def files_under(top: Path) -> set[str]:
    return {str(path.relative_to(top)) for path in top.rglob("*") if not path.is_dir()}


@pytest.fixture()
def clone(tmp_path: Path) -> Path:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a git checkout to copy")
    copy = tmp_path / "tapete"
    for name in tracked_files():
        target = copy / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    return copy


def test_make_run_keeps_its_data_in_dot_data_redis_and_make_clean_removes_it(
    clone: Path,
) -> None:
    cloned = files_under(clone)
    port = free_port()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in {"REDIS_URL", "QUEUE_REDIS_URL", "TAPETE_DATA_DIR"}
    }
    env.update(
        TAPETE_PORT=str(port),
        TAPETE_WORKERS="1",
        TAPETE_QUEUE_NAME=f"tapete-clone-{uuid.uuid4().hex[:8]}",
    )
    log = clone.parent / "launcher.log"
    with log.open("wb") as sink:
        # What `make run` runs, from the clone (its `service` package, not this checkout's).
        launcher = subprocess.Popen(
            [sys.executable, "-m", "service.runtime.launcher"], cwd=clone, env=env, stderr=sink
        )
    try:
        base = f"http://127.0.0.1:{port}"

        def live() -> bool:
            assert launcher.poll() is None, log.read_text()  # it stopped: fail at once
            return httpx.get(base + "/health/live", timeout=2).status_code == 200

        eventually(
            live,
            timeout=STARTUP_SECONDS,
            interval=0.1,
            what="/health/live to answer 200",
            ignoring=(httpx.HTTPError,),
            details=log.read_text,
        )
        with httpx.Client(base_url=base, timeout=10) as client:
            create_table(client)  # an acknowledged write: in the append-only file
        launcher.send_signal(signal.SIGINT)
        assert launcher.wait(timeout=60) == 0
    finally:
        if launcher.poll() is None:
            launcher.kill()
            launcher.wait()
    logged = log.read_text()
    assert f"data in {clone / '.data' / 'redis'}" in logged, logged
    aof = list((clone / ".data" / "redis").glob("appendonly*"))
    assert aof, "the append-only file is under .data/redis/ at the top of the checkout"
    stray = [name for name in files_under(clone) - cloned if not name.startswith(".data/")]
    assert not [name for name in stray if "__pycache__" not in name], stray

    subprocess.run(["make", "clean"], cwd=clone, check=True, capture_output=True)
    assert files_under(clone) == cloned, "make clean leaves the checkout as it was cloned"
