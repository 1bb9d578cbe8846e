"""Start a worker: `python -m workers.main`. Jobs run in-process (SimpleWorker: no fork per job,
so a bot or timer job costs ~2 ms of overhead instead of ~10 ms), and a timer pump thread moves
due timers to the queue every 20 ms."""

from __future__ import annotations

import logging
import sys
import threading
import time

import redis
from prometheus_client import start_http_server
from rq import Queue, SimpleWorker

from service.api.requests_log import configure_json_logging
from service.queue import JobQueue
from service.settings import load_settings
from workers.heartbeat import start_heartbeat

log = logging.getLogger("workers")
PUMP_INTERVAL = 0.02


def pump_timers(jobs: JobQueue, stop: threading.Event) -> None:
    while not stop.is_set():
        try:
            jobs.fire_due_timers(int(time.time() * 1000))
        except redis.RedisError:
            log.warning("timer pump: Redis unavailable, retrying", exc_info=True)
            stop.wait(1)
        stop.wait(PUMP_INTERVAL)


def main() -> int:
    configure_json_logging()
    settings = load_settings()
    if settings.worker_metrics_port:
        # Bot decision times, timer lateness, moves: Prometheus scrapes each worker here.
        start_http_server(settings.worker_metrics_port)
    connection = redis.Redis.from_url(settings.queue_url)
    queue = Queue(settings.queue_name, connection=connection)
    stop = threading.Event()
    lease_ms = int(settings.timer_lease_seconds * 1000)
    pump = threading.Thread(
        target=pump_timers,
        args=(JobQueue(settings.queue_url, settings.queue_name, lease_ms), stop),
        name="timer-pump",
        daemon=True,
    )
    pump.start()
    start_heartbeat(settings)  # /health/ready counts this worker while it beats
    worker = SimpleWorker([queue], connection=connection)
    try:
        worker.work(burst="--burst" in sys.argv, with_scheduler=True, logging_level="WARNING")
    finally:
        stop.set()
    return 0


if __name__ == "__main__":
    sys.exit(main())
