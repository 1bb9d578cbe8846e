"""Start a worker: `python -m workers.main`. Jobs run in-process (SimpleWorker: no fork per job,
so a bot or timer job costs ~2 ms of overhead instead of ~10 ms), and a timer pump thread moves
due timers to the queue every 20 ms (and, with the queue on the game state's Redis, prunes the
tables-by-status index of expired tables every few seconds, so it shrinks with no scrape)."""

from __future__ import annotations

import sys
import threading
import time

import redis
from prometheus_client import start_http_server
from rq import Queue, SimpleWorker

from service.core.logcontext import configure_json_logging
from service.core.settings import load_settings
from service.games.registry import GAMES
from service.storage.outage import note_outage
from service.storage.queue import JobQueue, webhook_queue_name
from service.storage.redis_client import harden
from service.storage.store import STATUSES, status_index_key
from workers.heartbeat import start_heartbeat

PUMP_INTERVAL = 0.02
PRUNE_INTERVAL_MS = 5000


def pump_timers(jobs: JobQueue, stop: threading.Event, prune: list[str] | None = None) -> None:
    """Fire due timers; every PRUNE_INTERVAL_MS also drop expired entries from the `prune`
    sorted sets (the status indexes, when they share the queue's server)."""
    pruned_at = 0
    while not stop.is_set():
        try:
            now = int(time.time() * 1000)
            jobs.fire_due_timers(now)
            if prune and now - pruned_at >= PRUNE_INTERVAL_MS:
                jobs.prune_expired(prune, now)
                pruned_at = now
        except redis.RedisError as error:
            note_outage("timer pump", error)  # one line per interval, not a traceback a second
            stop.wait(1)
        stop.wait(PUMP_INTERVAL)


def main() -> int:
    configure_json_logging()
    settings = load_settings()
    if settings.worker_metrics_port:
        # Bot decision times, timer lateness, moves: Prometheus scrapes each worker here.
        start_http_server(settings.worker_metrics_port)
    connection = redis.Redis.from_url(settings.queue_url)
    harden(connection)
    queue = Queue(settings.queue_name, connection=connection)
    # Webhook deliveries on their own queue, listed second: a worker takes bot turns and timers
    # first, so a slow receiver delays no game more than one delivery's timeout.
    webhook_queue = Queue(webhook_queue_name(settings.queue_name), connection=connection)
    stop = threading.Event()
    lease_ms = int(settings.timer_lease_seconds * 1000)
    indexes = None
    if settings.schedules_atomically:  # the indexes live on the queue's server
        indexes = [status_index_key(game, status) for game in GAMES for status in STATUSES]
    pump = threading.Thread(
        target=pump_timers,
        args=(JobQueue(settings.queue_url, settings.queue_name, lease_ms), stop, indexes),
        name="timer-pump",
        daemon=True,
    )
    pump.start()
    start_heartbeat(settings)  # /health/ready counts this worker while it beats
    worker = SimpleWorker([queue, webhook_queue], connection=connection)
    try:
        worker.work(burst="--burst" in sys.argv, logging_level="WARNING")
    finally:
        stop.set()
    return 0


if __name__ == "__main__":
    sys.exit(main())
