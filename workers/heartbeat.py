"""A worker's heartbeat: a thread that writes it every TAPETE_WORKER_HEARTBEAT_SECONDS, so
`/health/ready` counts the workers alive now (service/storage/heartbeats.py). It keeps beating
through a Redis outage or data loss (a lost set is written again by the next beat).

`python -m workers.heartbeat --check` exits 0 when a worker on this host beat recently: a
container healthcheck for the worker."""

from __future__ import annotations

import sys
import threading

import redis

from service.core.settings import Settings, load_settings
from service.storage.heartbeats import alive_on_this_host, beat, worker_id
from service.storage.outage import note_outage
from service.storage.redis_client import queue_client


def keep_beating(settings: Settings, stop: threading.Event) -> None:
    connection = queue_client(settings.queue_url, settings.redis_timeout_seconds)
    member = worker_id()
    try:
        while not stop.is_set():
            try:
                beat(connection, settings.queue_name, settings.worker_heartbeat_seconds, member)
            except redis.RedisError as error:  # Redis away: beat again at the next interval
                note_outage("worker heartbeat", error)
            stop.wait(settings.worker_heartbeat_seconds)
    finally:
        connection.close()


def start_heartbeat(settings: Settings | None = None) -> threading.Event:
    """Starts the heartbeat thread (a daemon: it dies with the worker); set the event to stop."""
    stop = threading.Event()
    thread = threading.Thread(
        target=keep_beating,
        args=(settings or load_settings(), stop),
        name="heartbeat",
        daemon=True,
    )
    thread.start()
    return stop


def check() -> int:
    settings = load_settings()
    connection = queue_client(settings.queue_url, settings.redis_timeout_seconds)
    try:
        alive = alive_on_this_host(
            connection, settings.queue_name, settings.worker_heartbeat_seconds
        )
    finally:
        connection.close()
    return 0 if alive else 1


if __name__ == "__main__":
    if sys.argv[1:] != ["--check"]:
        sys.exit("usage: python -m workers.heartbeat --check")
    sys.exit(check())
