"""Start a worker: `python -m workers.main` (SimpleWorker: jobs run in-process, no fork)."""

from __future__ import annotations

import logging
import sys

import redis
from rq import Queue, SimpleWorker

from service.settings import load_settings


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    settings = load_settings()
    connection = redis.Redis.from_url(settings.queue_url)
    queue = Queue(settings.queue_name, connection=connection)
    worker = SimpleWorker([queue], connection=connection)
    burst = "--burst" in sys.argv
    worker.work(burst=burst, with_scheduler=True, logging_level="WARNING")
    return 0


if __name__ == "__main__":
    sys.exit(main())
