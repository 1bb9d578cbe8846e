"""Worker jobs and timers on the queue's Redis (RQ's client is synchronous: enqueueing a job
hops to a thread; timers are set on the asyncio client).

Timers: RQ's own scheduler keeps due times in whole seconds and polls once a second, too coarse
for turn timers. A sorted set holds `CODE:VERSION` members scored by their due time in ms; a
pump in every worker claims due members atomically and enqueues them as `wake_many` jobs.
A table's newer timer replaces its older one, so superseded timers never pile up."""

from __future__ import annotations

from functools import partial

import anyio.to_thread
import redis
import redis.asyncio as aioredis
from rq import Queue

BOT_TURN = "workers.tasks.bot_turn"
WAKE_MANY = "workers.tasks.wake_many"
# Timers due together go to workers in jobs of up to this many, woken concurrently: RQ's own
# bookkeeping costs a few milliseconds per job, which capped a burst of timeouts at about 150 a
# second on two workers with one job per timer.
TIMERS_PER_JOB = 20

CLAIM_DUE = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
if #due > 0 then redis.call('ZREM', KEYS[1], unpack(due)) end
return due
"""


def timer_of(member: bytes) -> tuple[str, int]:
    code, version = member.decode().rsplit(":", 1)
    return code, int(version)


class JobQueue:
    def __init__(self, url: str, name: str) -> None:
        self.connection = redis.Redis.from_url(url)
        # Timers are set after every move: on the event loop, not through a thread hop
        # (profiling showed the hop and its GIL contention at a fifth of a move's cost).
        self.async_connection = aioredis.Redis.from_url(url)
        self.queue = Queue(name, connection=self.connection)
        self._claim = self.connection.register_script(CLAIM_DUE)
        self.timers_key = f"tapete:timers:{name}"

    def enqueue(self, function: str, code: str, version: int) -> None:
        self.queue.enqueue(
            function,
            code,
            version,
            job_id=f"{function.rsplit('.', 1)[1]}-{code}-{version}",
            result_ttl=0,
            failure_ttl=3600,
            job_timeout=60,
        )

    async def after_change(
        self, code: str, version: int, previous: int, bot_due: bool, wake_at_ms: int | None
    ) -> None:
        """After a change: a bot job if a bot must move (RQ's enqueue is synchronous: a
        thread), and the table's next timer in place of the previous version's."""
        if bot_due:
            await anyio.to_thread.run_sync(partial(self.enqueue, BOT_TURN, code, version))
        pipe = self.async_connection.pipeline(transaction=False)
        pipe.zrem(self.timers_key, f"{code}:{previous}")
        if wake_at_ms is not None:
            pipe.zadd(self.timers_key, {f"{code}:{version}": wake_at_ms})
        await pipe.execute()

    def fire_due_timers(self, now_ms: int, limit: int = 500) -> int:
        """Claim the timers due by now (each exactly once, across workers) and enqueue them,
        up to TIMERS_PER_JOB per `wake_many` job."""
        due = self._claim(keys=[self.timers_key], args=[now_ms, limit])
        timers = [timer_of(member) for member in due]
        for start in range(0, len(timers), TIMERS_PER_JOB):
            self.queue.enqueue(
                WAKE_MANY,
                timers[start : start + TIMERS_PER_JOB],
                result_ttl=0,
                failure_ttl=3600,
                job_timeout=60,
            )
        return len(due)

    def depth(self, now_ms: int) -> dict[str, int]:
        """Work waiting: queued jobs (the RQ queue's length) and due or pending timers."""
        pipe = self.connection.pipeline(transaction=False)
        pipe.llen(self.queue.key)
        pipe.zcount(self.timers_key, "-inf", now_ms)
        pipe.zcount(self.timers_key, f"({now_ms}", "+inf")
        jobs, due, pending = pipe.execute()
        return {"jobs": jobs, "timers_due": due, "timers_pending": pending}

    def close(self) -> None:
        self.connection.close()

    async def aclose(self) -> None:
        self.close()
        await self.async_connection.aclose()
