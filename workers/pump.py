"""The timer pump: a thread of every worker, on an event loop of its own, that claims due
members of the timers set (service/storage/queue.py) and applies them.

Timeouts and Easy bot turns (a few milliseconds of decision) are applied right here, up to
TAPETE_PUMP_CONCURRENCY at once, through the same table service as any request: no RQ job
each (RQ's own bookkeeping was a third of such a job, and a burst of 1,000 timeouts was about
2,000 jobs). Hard and Expert turns (a search of 200 ms or more would stall the loop), ends of
games, tournaments' timers and webhook deliveries are enqueued for the worker's RQ loop, each
with its lease. An app's fan-out (one per table event, expanded into one delivery per
endpoint: most apps have none) is expanded right here too: a few commands each, where an RQ
job each fell behind under many tables, and a job waiting past its lease was enqueued again,
so a backlog grew on itself.

What holds whatever happens:
- A claim is a lease (`claimed_until`): a member is released only once applied, so a pump
  killed at any point leaves its claims to run out, and then any pump claims them again.
- Each timeout or bot turn applies at most once per (code, version): the save is a
  compare-and-set on the version, which also sets the table's next timer and due bot turn.
- Several pumps claim disjoint members (a claim is one script), and one claims only as many as
  it can start now: the rest stay due for the others, and no claim waits in a backlog of its
  own until its lease runs out.
- Stopping (the worker's SIGTERM), it claims nothing more, lets what it started finish (for at
  most a lease) and gives back whatever did not (due again at once for another pump)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
import time
from collections import defaultdict

import redis

from service.apps.webhook_store import EndpointStore
from service.bots import SEARCHING
from service.core.settings import Settings
from service.storage.outage import note_outage
from service.storage.queue import (
    HOOK_PREFIX,
    TOURNAMENT_PREFIX,
    JobQueue,
    is_end_member,
    parse_member,
)
from service.tables.service import TableService
from workers.app_webhooks import expand_claimed
from workers.turns import build_table_service, play_turn

log = logging.getLogger("tapete.pump")

FAN_SUFFIX = b":fan"  # an app's fan-out (service/tables/webhooks.py delivery_field)
PUMP_INTERVAL = 0.02  # an idle pump looks for due members this often
PRUNE_INTERVAL_MS = 5000
OUTAGE_PAUSE = 1.0  # Redis unreachable: claim again after this, with one log line


def now_ms() -> int:
    return int(time.time() * 1000)


class Pump:
    """Claims due members and applies them concurrently on the running event loop."""

    def __init__(
        self,
        jobs: JobQueue,
        service: TableService,
        concurrency: int,
        prune: list[str] | None = None,
    ) -> None:
        self.jobs = jobs
        self.service = service
        self.endpoints = EndpointStore(service.store.client)  # apps' fan-outs, expanded here
        self.concurrency = concurrency
        self.prune = prune
        self.pruned_at = 0
        self.running: dict[asyncio.Task[bool], tuple[str, int]] = {}  # -> (member, lease end)
        self.applied: dict[int, list[str]] = defaultdict(list)  # lease end -> members to release
        # Set when enough slots are free to claim again: a full pump claims in batches, not one
        # round trip per finished task.
        self.room = asyncio.Event()

    async def run(self, stop: threading.Event, drain_seconds: float) -> None:
        while not stop.is_set():
            self.room.clear()  # before claiming: a task that finishes meanwhile sets it
            try:
                full = await self.tick()
            except redis.RedisError as error:
                note_outage("timer pump", error)  # one line per interval, not a traceback
                await asyncio.sleep(OUTAGE_PAUSE)
                continue
            except Exception:  # a bug must not stop this worker's timers for good
                log.exception("timer pump failed; trying again")
                await asyncio.sleep(OUTAGE_PAUSE)
                continue
            if full:  # more may be due: claim again as soon as a quarter of the slots free
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self.room.wait(), PUMP_INTERVAL)
            else:
                await asyncio.sleep(PUMP_INTERVAL)
        await self.drain(drain_seconds)

    async def tick(self) -> bool:
        """Release what was applied, claim what is due (as many as there is room for) and
        start it; whether the pump is full (more may be due)."""
        await self.release_applied()
        now = now_ms()
        free = self.concurrency - len(self.running)
        claimed: list[bytes] = []
        if free > 0:
            claimed, until = await self.jobs.claim_due_async(now, free)
            if claimed:
                await self.start(claimed, until)
        if self.prune and now - self.pruned_at >= PRUNE_INTERVAL_MS:
            await self.jobs.prune_expired(self.prune, now)
            self.pruned_at = now
        return free <= 0 or len(claimed) == free

    async def start(self, claimed: list[bytes], until: int) -> None:
        """Timeouts and bot turns as tasks on this loop; the rest enqueued as RQ jobs."""
        as_jobs = []
        for member in claimed:
            if member.startswith(HOOK_PREFIX) and member.endswith(FAN_SUFFIX):
                field = member[len(HOOK_PREFIX) :].decode()
                task = asyncio.create_task(expand_claimed(self.jobs, self.endpoints, field, until))
            elif member.startswith((HOOK_PREFIX, TOURNAMENT_PREFIX)) or is_end_member(member):
                as_jobs.append(member)
                continue
            else:
                task = asyncio.create_task(self.apply(member, until))
            self.running[task] = (member.decode(), until)
            task.add_done_callback(self.finished)
        if as_jobs:  # RQ's client is synchronous: off the loop
            await asyncio.to_thread(self.jobs.enqueue_claimed, as_jobs, until)

    async def apply(self, member: bytes, until: int) -> bool:
        """One claimed timer or bot turn; whether its claim is done with (a Hard or Expert
        turn handed to an RQ job is not: the job releases it)."""
        code, version, bot = parse_member(member)
        if not bot:
            await self.service.wake(code, version)  # a stale timer does nothing
            return True
        turn = await self.service.bot_to_move(code, version)
        if turn is None:  # stale: the table moved on
            return True
        if turn.level in SEARCHING:
            await asyncio.to_thread(self.jobs.enqueue_claimed, [member], until)
            return False
        await play_turn(self.service, code, version, turn)
        return True

    def finished(self, task: asyncio.Task[bool]) -> None:
        member, until = self.running.pop(task)
        if len(self.running) <= self.concurrency * 3 // 4:
            self.room.set()
        if task.cancelled():
            return
        error = task.exception()
        if error is None:
            if task.result():
                self.applied[until].append(member)
        elif isinstance(error, redis.RedisError):
            note_outage("timer pump", error)  # claimed again when its lease runs out
        else:  # a bug, not an outage: its claim runs out and it is tried again
            log.error("applying %s failed", member, exc_info=error)

    async def release_applied(self) -> None:
        applied, self.applied = self.applied, defaultdict(list)
        try:
            for until, members in applied.items():
                await self.jobs.release_async(members, until)
        except redis.RedisError:
            # Not released: each is removed by its own save anyway, or claimed again when its
            # lease ends and found stale. Keep them for the next try.
            for until, members in applied.items():
                self.applied[until].extend(members)
            raise

    async def drain(self, seconds: float) -> None:
        """Stopping: what started finishes (for at most `seconds`); the rest is cancelled and
        given back, due again at once for another pump."""
        unfinished: dict[int, list[str]] = defaultdict(list)
        if self.running:
            _, pending = await asyncio.wait(list(self.running), timeout=seconds)
            for task in pending:
                member, until = self.running[task]
                unfinished[until].append(member)
                task.cancel()
            if pending:
                await asyncio.wait(pending)
        try:
            await self.release_applied()
            for until, members in unfinished.items():
                await self.jobs.give_back(members, until, now_ms())
        except redis.RedisError as error:  # their leases run out instead
            note_outage("timer pump", error)


async def pump(settings: Settings, stop: threading.Event, prune: list[str] | None) -> None:
    """The pump with a queue and a table service of its own, on this loop, until `stop`."""
    lease_ms = int(settings.timer_lease_seconds * 1000)
    jobs = JobQueue(
        settings.queue_url, settings.queue_name, lease_ms, settings.redis_timeout_seconds
    )
    service = build_table_service(settings, jobs)
    try:
        # Past its lease, another pump may claim what is still running anyway.
        await Pump(jobs, service, settings.pump_concurrency, prune).run(
            stop, settings.timer_lease_seconds
        )
    finally:
        await service.store.aclose()
        await service.store.client.aclose()
        await jobs.aclose()


def run_pump(settings: Settings, stop: threading.Event, prune: list[str] | None = None) -> None:
    """The pump thread's body: its own event loop until `stop` is set and it has drained."""
    asyncio.run(pump(settings, stop, prune))
