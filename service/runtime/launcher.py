"""`make run`: Redis (embedded unless REDIS_URL is set), the API and the workers.

The embedded Redis keeps its data in an append-only file under the data dir (`.data/` unless
TAPETE_DATA_DIR says otherwise), so tables survive a restart. A process that dies is started
again after an exponential backoff (logged); Ctrl-C or SIGTERM stops everything, Redis last,
and exits 0."""

from __future__ import annotations

import logging
import os
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import msgspec

import service
from service.core.settings import LauncherSettings, load_launcher_settings
from service.runtime.embedded_redis import DataDirInUse, EmbeddedRedis
from service.runtime.supervisor import Supervisor, die_with_parent, stop_processes

__all__ = ["SERVER_FLAGS", "main", "stop_processes"]

# The checkout: the folder that holds the `service` package, found from the package itself
# rather than by counting parents of this file (a count broke when this module moved into
# service/runtime/ and put the data under service/.data). The processes run there, so
# `-m service.app` imports this checkout, and `.data/` is the one README.md and `make clean`
# name.
ROOT = Path(service.__file__).resolve().parent.parent
# uvicorn with uvloop and httptools, named so an install never changes what is served
# (docs/performance.md has the measurements behind the choice); httptools through a subclass
# that answers requests the parser refuses with problem+json (service/http/server.py).
# --no-proxy-headers: the app decides which X-Forwarded-For to believe (service/http/client_ip.py).
# --timeout-keep-alive: a player's request connection sits idle from one of its moves to the
# next while its stream brings the others', often longer than uvicorn's 5 s default; then each
# move opened a new connection (a TLS handshake behind a proxy), and a move sent as the server
# closed the idle one waited seconds (docs/performance.md, issue #38). 75 s also outlasts the
# usual 60 s idle timeout of load balancers, so that the proxy, not the server, closes first.
HTTP_PROTOCOL = "service.http.server:ProblemHttpToolsProtocol"
KEEP_ALIVE_SECONDS = 75
SERVER_FLAGS = [
    "--loop",
    "uvloop",
    "--http",
    HTTP_PROTOCOL,
    "--no-access-log",
    "--no-proxy-headers",
    "--timeout-keep-alive",
    str(KEEP_ALIVE_SECONDS),
]
log = logging.getLogger("tapete.launcher")


def data_dir(settings: LauncherSettings) -> Path:
    return Path(settings.data_dir).resolve() if settings.data_dir else ROOT / ".data"


def spawn(argv: list[str], env: dict[str, str]) -> subprocess.Popen[bytes]:
    # Own process group: a Ctrl-C reaches only the launcher, which stops the children in order
    # (a worker may finish its job while Redis still answers). die_with_parent: a killed
    # launcher leaves nothing running.
    return subprocess.Popen(argv, cwd=ROOT, env=env, process_group=0, preexec_fn=die_with_parent)


def main() -> int:
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s launcher: %(message)s", stream=sys.stderr
    )
    try:
        settings = load_launcher_settings()
    except msgspec.ValidationError as error:
        log.error("invalid setting: %s (README.md, Settings)", error)
        return 2
    env = dict(os.environ)
    supervisor = Supervisor()
    embedded: EmbeddedRedis | None = None
    stopping = False

    def stop(signum: int, frame: object) -> None:
        nonlocal stopping
        stopping = True

    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, stop)
    try:
        if env.get("REDIS_URL") and env.get("TAPETE_REDIS_FSYNC"):
            log.warning(
                "TAPETE_REDIS_FSYNC applies to the embedded Redis only: set appendfsync in the "
                "configuration of the Redis at REDIS_URL"
            )
        if not env.get("REDIS_URL"):
            redis_dir = data_dir(settings) / "redis"
            embedded = EmbeddedRedis(redis_dir, appendfsync=settings.redis_fsync)
            try:
                env["REDIS_URL"] = embedded.start()
            except DataDirInUse as error:
                log.error("%s", error)
                return 1
            except RuntimeError as error:
                log.error("%s: see %s", error, redis_dir / "redis.log")
                return 1
            # Restarts reuse the port, so the API and workers reconnect to the same URL.
            supervisor.add("redis", embedded.spawn, embedded.process, stop_last=True)
            log.info(
                "embedded Redis on %s, data in %s (appendfsync %s; set REDIS_URL to use your "
                "own)", env["REDIS_URL"], redis_dir, settings.redis_fsync,
            )  # fmt: skip
        host, port = settings.host, str(settings.port)
        api = [sys.executable, "-m", "uvicorn", "service.app:create_app", "--factory",
               "--host", host, "--port", port, *SERVER_FLAGS]  # fmt: skip
        supervisor.add("api", partial(spawn, api, env))
        for index in range(1, settings.workers + 1):
            worker = [sys.executable, "-m", "workers.main"]
            supervisor.add(f"worker-{index}", partial(spawn, worker, env))
        log.info("Tapete on http://%s:%s (docs: http://%s:%s/docs)", host, port, host, port)
        while not stopping:
            supervisor.check()
            time.sleep(0.2)
        log.info("stopping")
    finally:
        supervisor.stop()
        if embedded is not None:
            embedded.stop()  # already stopped by the supervisor; releases the data dir
    return 0


if __name__ == "__main__":
    sys.exit(main())
