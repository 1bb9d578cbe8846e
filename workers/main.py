"""Start a worker: `python -m workers.main`. Jobs run in-process (SimpleWorker: no fork per job,
so a bot job costs ~2 ms of overhead instead of ~10 ms), and a timer pump thread on an event
loop of its own applies due timeouts and Easy bot turns itself and enqueues the rest
(workers/pump.py); with the queue on the game state's Redis it also prunes the tables-by-status
index of expired tables every few seconds, so it shrinks with no scrape."""

from __future__ import annotations

import sys
import threading

from prometheus_client import start_http_server
from rq import Queue

from service.core.logcontext import configure_json_logging
from service.core.settings import load_settings
from service.games.registry import GAMES
from service.storage.queue import webhook_queue_name
from service.storage.redis_client import queue_client
from service.storage.store import STATUSES, status_index_key
from workers.heartbeat import start_heartbeat
from workers.pump import run_pump
from workers.quiet_worker import QuietWorker


def main() -> int:
    configure_json_logging()
    settings = load_settings()
    if settings.worker_metrics_port:
        # Bot decision times, timer lateness, moves: Prometheus scrapes each worker here.
        start_http_server(settings.worker_metrics_port)
    # Deadlines on every command; RQ raises the read deadline of this connection above its
    # blocking dequeue's wait (Worker._set_connection), so an idle worker is not a timeout.
    connection = queue_client(settings.queue_url, settings.redis_timeout_seconds)
    queue = Queue(settings.queue_name, connection=connection)
    # Webhook deliveries on their own queue, listed second: a worker takes bot turns and timers
    # first, so a slow receiver delays no game more than one delivery's timeout.
    webhook_queue = Queue(webhook_queue_name(settings.queue_name), connection=connection)
    stop = threading.Event()
    indexes = None
    if settings.schedules_atomically:  # the indexes live on the queue's server
        indexes = [status_index_key(game, status) for game in GAMES for status in STATUSES]
    pump = threading.Thread(
        target=run_pump, args=(settings, stop, indexes), name="timer-pump", daemon=True
    )
    pump.start()
    start_heartbeat(settings)  # /health/ready counts this worker while it beats
    # A SimpleWorker that counts a finished job as finished when a Redis restart took its
    # RQ records (workers/quiet_worker.py).
    worker = QuietWorker([queue, webhook_queue], connection=connection)
    try:
        worker.work(burst="--burst" in sys.argv, logging_level="WARNING")
    finally:
        # A clean stop (SIGTERM: RQ finished its job): the pump finishes what it started or
        # gives it back; it waits at most a lease. A daemon: a stuck pump never blocks exit.
        stop.set()
        pump.join(settings.timer_lease_seconds + 1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
