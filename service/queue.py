"""Enqueue worker jobs on RQ. RQ's client is synchronous, so calls hop to a thread."""

from __future__ import annotations

from functools import partial

import anyio.to_thread
import redis
from rq import Queue

BOT_TURN = "workers.tasks.bot_turn"


class JobQueue:
    def __init__(self, url: str, name: str) -> None:
        self.connection = redis.Redis.from_url(url)
        self.queue = Queue(name, connection=self.connection)

    def enqueue_bot_turn(self, code: str, version: int) -> None:
        self.queue.enqueue(
            BOT_TURN,
            code,
            version,
            job_id=f"bot-{code}-{version}",
            result_ttl=0,
            failure_ttl=3600,
            job_timeout=60,
        )

    async def bot_turn(self, code: str, version: int) -> None:
        await anyio.to_thread.run_sync(partial(self.enqueue_bot_turn, code, version))

    def close(self) -> None:
        self.connection.close()
