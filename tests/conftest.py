"""Shared fixtures: a real Redis (REDIS_URL, else the embedded redis-server), the app, and real
RQ workers in subprocesses."""

from __future__ import annotations

import os
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import msgspec
import pytest
import redis
from litestar.testing import TestClient

from service.app import create_app
from service.core.settings import Settings
from service.runtime.embedded_redis import EmbeddedRedis

# The SDK tests' session fixtures (their artifacts, built once): tests/helpers/sdk_fixtures.py.
pytest_plugins = ["sdk_fixtures", "raw_http"]

ROOT = Path(__file__).resolve().parent.parent


def pytest_configure(config: pytest.Config) -> None:
    """Under pytest-xdist (`make test` runs `-n`), each worker process is a session of its own:
    with no REDIS_URL it starts its own embedded server; with one, it takes its own database
    (the URL's, plus the worker's number), so that timers, indexes and queues of one worker's
    tables never meet another's. Set in the environment, so subprocesses inherit it."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    url = os.environ.get("REDIS_URL")
    if url and worker.startswith("gw"):
        os.environ["REDIS_URL"] = with_database(url, int(worker[2:]))


def with_database(url: str, offset: int) -> str:
    """`url` naming the database `offset` places after its own (of Redis's default 16)."""
    parts = urlsplit(url)
    base = int(parts.path.strip("/") or 0)
    return urlunsplit(parts._replace(path=f"/{(base + offset) % 16}"))


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """`--dist loadgroup` keeps a file on one worker (its module fixtures are made once), and
    the SDK and browser tests each on one worker: they share session artifacts built in one
    place (the SDK's node_modules, the axe-core cache). Groups with a `slow` test go first
    (`make test` keeps this order with --no-loadscope-reorder): a three-minute test started
    last would be the whole run's tail."""
    groups: dict[pytest.Item, str] = {}
    for item in items:
        path = Path(str(item.path)).relative_to(ROOT / "tests")
        groups[item] = path.parts[0] if path.parts[0] in SHARED_ARTIFACT_DIRS else str(path)
        item.add_marker(pytest.mark.xdist_group(groups[item]))
    slow = {groups[item] for item in items if item.get_closest_marker("slow")}
    items.sort(key=lambda item: groups[item] not in slow)  # stable: a group stays in order


SHARED_ARTIFACT_DIRS = {"sdk", "web"}


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    url = os.environ.get("REDIS_URL")
    if url:
        yield url
        return
    server = EmbeddedRedis(tmp_path_factory.mktemp("redis"))
    yield server.start()
    server.stop()


@pytest.fixture()
def guarded_redis(tmp_path: Path) -> Iterator[EmbeddedRedis]:
    """A private server with a password (`s3cret`) and a Unix socket (`redis.sock` in
    `tmp_path`): URLs with credentials and sockets connect."""
    socket = tmp_path / "redis.sock"
    server = EmbeddedRedis(
        tmp_path / "data", extra_args=["--unixsocket", str(socket), "--unixsocketperm", "700"]
    )
    server.start()
    # Set once it answers (its start waits on a PING without a password).
    redis.Redis.from_url(server.url).config_set("requirepass", "s3cret")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def queue_name() -> str:
    return f"tapete-test-{uuid.uuid4().hex[:8]}"


TEST_REDIS_TIMEOUT_SECONDS = 5.0


@pytest.fixture(scope="session")
def settings(redis_url: str, queue_name: str) -> Settings:
    # Every game timer runs at a tenth of its real length: 30 s turns take 3 s.
    # Fuzzing and games send thousands of requests a minute from one client: no rate limits.
    # CI runs four workers, their Redis servers and RQ workers and a browser on two cores: a
    # reply can stall past the production deadline (0.5 s) there, and a test's client does not
    # retry a 503. The deadline itself is tested with its default (tests/storage/
    # test_redis_frozen.py).
    return Settings(
        redis_url=redis_url,
        queue_name=queue_name,
        redis_timeout_seconds=TEST_REDIS_TIMEOUT_SECONDS,
        max_wait_seconds=2,
        time_scale=0.1,
        rate_limit_per_ip=0,
        rate_limit_per_token=0,
    )


@pytest.fixture()
def client(settings: Settings) -> Iterator[TestClient]:  # type: ignore[type-arg]
    with TestClient(app=create_app(settings)) as test_client:
        yield test_client


@pytest.fixture()
def leased_settings(settings: Settings) -> Settings:
    """For tests of claimed timers and bot turns: a queue of its own, leases of a second, and a
    bot grace too long to end within a test, so only a claimed (or claimed-again) bot turn
    moves a bot."""
    return msgspec.structs.replace(
        settings,
        queue_name=f"tapete-leased-{uuid.uuid4().hex[:8]}",
        timer_lease_seconds=1.0,
        bot_grace_seconds=600,
    )


@pytest.fixture()
def leased_client(leased_settings: Settings) -> Iterator[TestClient]:  # type: ignore[type-arg]
    with TestClient(app=create_app(leased_settings)) as client:
        yield client


@pytest.fixture(scope="session")
def redis_client(redis_url: str) -> Iterator[redis.Redis]:
    client = redis.Redis.from_url(redis_url)
    yield client
    client.close()


def worker_env(settings: Settings) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        REDIS_URL=settings.redis_url,
        TAPETE_QUEUE_NAME=settings.queue_name,
        TAPETE_TIME_SCALE=str(settings.time_scale),
        TAPETE_REDIS_TIMEOUT_SECONDS=str(settings.redis_timeout_seconds),
        PYTHONPATH=str(ROOT),
    )
    return env


@pytest.fixture(scope="session")
def worker(settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    """A real RQ worker process (SimpleWorker) on the tests' queue."""
    process = subprocess.Popen(
        [sys.executable, "-m", "workers.main"], cwd=ROOT, env=worker_env(settings)
    )
    time.sleep(0.2)
    yield process
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


@pytest.fixture(scope="session")
def live_api(settings: Settings, worker: subprocess.Popen[bytes]) -> Iterator[str]:
    """A real API server (uvicorn, as `make run` starts it) with the tests' settings, for
    clients that need a socket: the SDKs' suites, a browser."""
    from servers import LIVE_ADMIN_TOKEN, running_api  # tests/helpers: needed here only

    env = {
        **worker_env(settings),
        "TAPETE_ADMIN_TOKEN": LIVE_ADMIN_TOKEN,
        "TAPETE_RATE_LIMIT_PER_IP": "0",
        "TAPETE_RATE_LIMIT_PER_TOKEN": "0",
        "TAPETE_MAX_WAIT_SECONDS": str(settings.max_wait_seconds),
    }
    with running_api(env) as base:
        yield base
