"""The container image, built here and smoke-tested without starting a container.

`deploy/image/build.sh` (what `make image` runs) builds deploy/Dockerfile with podman on a Debian
base made from Debian packages. Starting a container is not possible in every sandbox (setting
rlimits fails), so the test does what a container runtime does with the image's config, minus
the namespaces: it mounts the image (`podman image mount`) and runs the API (the image's CMD on
a loopback port) and a worker (`python -m workers.main`, as Compose and Kubernetes run it)
chrooted into the image's filesystem, as the image's user, with the image's environment, against
the tests' Redis; then plays a game through them over HTTP. This proves that the image holds
everything both roles import and run, with nothing from the host.

It needs root (chroot, podman's storage) and podman (plus mmdebstrap while the base is not built):
`make test` installs them first where it can; otherwise the test skips and says why."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from eventually import eventually
from support import auth, play_out, start, table_options

from service.runtime.embedded_redis import free_port
from service.runtime.launcher import stop_processes
from tests.gamepicks import reference

ROOT = Path(__file__).resolve().parents[2]
BUILD = ROOT / "deploy" / "image" / "build.sh"
# A tag of its own per run: two runs on one machine never remove each other's image.
IMAGE = f"localhost/tapete:smoke-{uuid.uuid4().hex[:8]}"
BASE_IMAGE = os.environ.get("BASE_IMAGE", "localhost/tapete-base:bookworm")
STORAGE_DRIVER = os.environ.get("PODMAN_STORAGE_DRIVER", "vfs")  # as build.sh

# Building the base and the image takes minutes, not the suite's usual 300 s per test.
pytestmark = [pytest.mark.timeout(1200), pytest.mark.slow]


def podman(*args: str) -> str:
    result = subprocess.run(
        ["podman", "--storage-driver", STORAGE_DRIVER, *args],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, f"podman {' '.join(args)}: {result.stderr}"
    return result.stdout.strip()


def skip_reason() -> str | None:
    install = "`make test` installs podman and mmdebstrap when it runs as root with apt-get"
    if os.geteuid() != 0:
        return "the image smoke test needs root (chroot into the image, podman's storage)"
    if shutil.which("podman") is None:
        return f"podman is missing: {install}"
    base_built = (
        subprocess.run(
            ["podman", "--storage-driver", STORAGE_DRIVER, "image", "exists", BASE_IMAGE],
            capture_output=True,
            check=False,
        ).returncode
        == 0
    )
    if not base_built and shutil.which("mmdebstrap") is None:
        return f"mmdebstrap is missing (it makes the Debian base image): {install}"
    return None


@pytest.fixture(scope="module")
def image(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The image built from this tree by build.sh (the base is reused if present); removed after."""
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    work = tmp_path_factory.mktemp("image-build")
    env = {**os.environ, "IMAGE": IMAGE, "BASE_IMAGE": BASE_IMAGE, "TMPDIR": str(work)}
    result = subprocess.run([str(BUILD)], env=env, capture_output=True, text=True, check=False)
    assert result.returncode == 0, f"build.sh failed:\n{(result.stdout + result.stderr)[-6000:]}"
    try:
        yield IMAGE
    finally:
        podman("rmi", "--force", IMAGE)


@pytest.fixture(scope="module")
def rootfs(image: str) -> Iterator[Path]:
    """The image's filesystem, mounted read-write by podman: only root could change it, and the
    processes below run as the image's (non-root) user."""
    mounted = Path(podman("image", "mount", image))
    try:
        yield mounted
    finally:
        podman("image", "unmount", image)


@pytest.fixture(scope="module")
def config(image: str) -> dict[str, Any]:
    """The image's runtime config: Cmd, Env, User, WorkingDir."""
    inspected: dict[str, Any] = json.loads(podman("image", "inspect", image))[0]
    image_config: dict[str, Any] = inspected["Config"]
    return image_config


def enter_image(root: Path, workdir: str, user: str) -> Callable[[], None]:
    """What the runtime does before exec, minus namespaces: root, working dir, user. (A runtime
    creates a missing WorkingDir; the mounted image is not ours to change, so a missing one
    falls back to /: buildah omits it from the image when it caches layers.)"""
    uid, _, gid = user.partition(":")
    assert uid.isdigit() and gid.isdigit(), f"USER {user!r}: numeric uid:gid expected"

    def enter() -> None:
        os.chroot(root)
        os.chdir(workdir if os.path.isdir(workdir) else "/")
        os.setgroups([])
        os.setgid(int(gid))
        os.setuid(int(uid))

    return enter


def run_in_image(
    root: Path, config: dict[str, Any], argv: list[str], env: dict[str, str], log: Path
) -> subprocess.Popen[bytes]:
    image_env = dict(item.split("=", 1) for item in config.get("Env") or [])
    with log.open("wb") as output:
        # The executable is looked up on the image's PATH, inside the chroot.
        return subprocess.Popen(
            argv,
            env={**image_env, **env},
            preexec_fn=enter_image(root, config.get("WorkingDir") or "/", config["User"]),
            stdin=subprocess.DEVNULL,
            stdout=output,
            stderr=subprocess.STDOUT,
        )


def on_port(cmd: list[str], host: str, port: int) -> list[str]:
    """The image's CMD with its --host and --port values replaced."""
    assert "--host" in cmd and "--port" in cmd, f"CMD {cmd} names no --host/--port"
    replaced = list(cmd)
    replaced[replaced.index("--host") + 1] = host
    replaced[replaced.index("--port") + 1] = str(port)
    return replaced


def tails(logs: list[Path]) -> str:
    return "\n".join(f"--- {log.name}\n{log.read_text()[-3000:]}" for log in logs)


@pytest.fixture(scope="module")
def stack(
    rootfs: Path,
    config: dict[str, Any],
    redis_url: str,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[str, list[subprocess.Popen[bytes]]]]:
    """The API and a worker run from the image's filesystem: (base URL, processes)."""
    logs = tmp_path_factory.mktemp("image-logs")
    port = free_port()
    # The tests' Redis listens on loopback, which the chroot shares (no network namespace).
    env = {
        "REDIS_URL": redis_url,
        # A queue of its own: the suite's session worker (host code) must not serve it.
        "TAPETE_QUEUE_NAME": f"tapete-image-{uuid.uuid4().hex[:8]}",
        "TAPETE_RATE_LIMIT_PER_IP": "0",
        "TAPETE_RATE_LIMIT_PER_TOKEN": "0",
    }
    api_log, worker_log = logs / "api.log", logs / "worker.log"
    processes = [
        run_in_image(rootfs, config, on_port(config["Cmd"], "127.0.0.1", port), env, api_log)
    ]
    try:
        argv = ["python", "-m", "workers.main"]
        processes.append(run_in_image(rootfs, config, argv, env, worker_log))
        base = f"http://127.0.0.1:{port}"
        # Ready: Redis answers and a worker is registered on our queue (only the image's is).
        log_files = [api_log, worker_log]

        def ready() -> bool:
            exited = [p.args for p in processes if p.poll() is not None]
            assert not exited, f"exited: {exited}\n{tails(log_files)}"  # one died: fail at once
            return httpx.get(f"{base}/health/ready", timeout=2).status_code == 200

        eventually(
            ready,
            timeout=60,
            interval=0.2,
            what="/health/ready to answer 200",
            ignoring=(httpx.HTTPError,),
            details=lambda: tails(log_files),
        )
        yield base, processes
    finally:
        stop_processes(processes)


def test_the_api_and_the_worker_run_from_the_image_as_its_user(
    rootfs: Path, config: dict[str, Any], stack: tuple[str, list[subprocess.Popen[bytes]]]
) -> None:
    _, processes = stack
    uid = int(config["User"].split(":")[0])
    for process in processes:
        assert Path(f"/proc/{process.pid}/root").resolve() == rootfs.resolve()
        assert os.stat(f"/proc/{process.pid}").st_uid == uid
    assert (rootfs / "opt" / "venv" / "bin" / "uvicorn").exists()


def test_a_game_against_a_bot_is_played_to_its_end_through_the_image(
    stack: tuple[str, list[subprocess.Popen[bytes]]],
) -> None:
    base, _ = stack
    with httpx.Client(base_url=base, timeout=10) as client:
        game = reference().id
        assert game in {info["id"] for info in client.get("/games").json()}
        body = {"game": game, "host_name": "Ana", "bots": ["easy"],
                "options": table_options()}  # fmt: skip
        created = client.post("/tables", json=body)
        assert created.status_code == 201, created.text
        code, ana = created.json()["code"], created.json()["token"]
        seats = start(client, code, ana)["seats"]
        human = next(s["seat"] for s in seats if s["kind"] == "human")
        bot = next(s["seat"] for s in seats if s["kind"] == "bot")
        # Only the image's worker serves this queue: every bot move is its work.
        table = play_out(client, code, {human: ana}, timeout=120)
        assert table["status"] == "finished", table
        events = client.get(f"/tables/{code}/events", headers=auth(ana)).json()["events"]
        kinds = {event["type"] for event in events}
        assert kinds & {"game_over", f"{game}.game_over"}, kinds  # its own end or C6
        # The bot moved, itself: no timer had to play for it.
        bot_moves = sum(
            event["type"].startswith(f"{game}.") and event["data"].get("seat") == bot
            for event in events
        )
        assert bot_moves > 0, kinds
        assert not kinds & {"turn_timed_out", "bot_move_overdue"}, kinds
