"""The timer pump applies due timeouts and Easy bot turns on its own event loop (no RQ job
each), with every guarantee of the jobs it replaced: claims are disjoint between pumps and
leased (a pump killed or stopping never strands a table), each timeout or bot turn applies at
most once per (code, version), and Hard bot turns stay RQ jobs, off the pump's loop. Real Redis,
real pumps (the worker's own thread body) and real workers; no request touches the tables
while the pumps work, so only a pump can apply what is due."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from eventually import eventually
from processes import kill, spawn_worker, version_of
from rq import Queue
from support import add_bot, create_table, join, start

from service.core.settings import Settings
from service.storage.queue import JobQueue, bot_member, timer_member, timers_key
from service.storage.store import decode_step, events_key
from workers.pump import Pump, run_pump
from workers.turns import build_table_service


def timed_table(client: Any, bot: str = "easy") -> tuple[str, int]:
    """A table whose seated human (Ana) never moves, beside a bot, the host watching: its
    turn timer (15 s at the tests' time scale: 1.5 s) times Ana out, then the bot is due."""
    code, host = create_table(client, host_plays=False, turn_seconds=15)
    join(client, code, "Ana")
    add_bot(client, code, host, bot)
    return code, start(client, code, host)["version"]


def due_at(redis_client: redis.Redis, key: str, code: str, version: int) -> float:
    """When the table's timer at `version` is due (ms)."""
    due = redis_client.zscore(key, timer_member(code, version))
    assert due is not None, "no timer set"
    return due


def steps_after(redis_client: redis.Redis, code: str, version: int) -> list[Any]:
    """The table's logged steps past `version`, read straight from Redis (a read through the
    API would apply what is overdue itself)."""
    steps = map(decode_step, redis_client.lrange(events_key(code), 0, -1))
    return [step for step in steps if step.version > version]


def first_timeouts(steps: list[Any]) -> int:
    """Ana's first timeouts: a second would be her automatic one."""
    return sum(
        1
        for step in steps
        for event in step.events
        if event.type == "turn_timed_out" and not event.data["automatic"]
    )


def bot_moves(steps: list[Any], bot_seat: int) -> int:
    return sum(1 for step in steps for seat, action in step.moves if seat == bot_seat and action)


@pytest.fixture()
def pumps(leased_settings: Settings) -> Iterator[Any]:
    """Start pumps (the worker's pump thread, as many as asked); all stopped at the end."""
    stop = threading.Event()
    threads: list[threading.Thread] = []

    def start_pumps(count: int) -> None:
        for _ in range(count):
            thread = threading.Thread(target=run_pump, args=(leased_settings, stop), daemon=True)
            thread.start()
            threads.append(thread)

    yield start_pumps
    stop.set()
    for thread in threads:
        thread.join(10)
        assert not thread.is_alive(), "a pump did not stop"


def test_timeout_applied_once_when_two_pumps_claim(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis, pumps: Any
) -> None:
    tables = [timed_table(leased_client) for _ in range(30)]
    key = timers_key(leased_settings.queue_name)
    due = max(due_at(redis_client, key, code, v) for code, v in tables)
    # every timer due before any pump runs
    eventually(lambda: time.time() * 1000 > due, what="every timer to fall due")
    pumps(2)
    # Ana timed out, then the Easy bot moved: two versions on, with no request.
    eventually(
        lambda: all(version_of(redis_client, c) >= v + 2 for c, v in tables),
        what="every timeout and bot move",
    )
    for code, version in tables:
        steps = steps_after(redis_client, code, version)
        assert first_timeouts(steps) == 1, code
        # The bot moved (again, if it won the trick), once per version it was due at.
        assert bot_moves(steps, bot_seat=1) >= 1, code
        assert all(bot_moves([step], bot_seat=1) <= 1 for step in steps), code
        versions = [step.version for step in steps]
        assert versions == list(range(version + 1, version + 1 + len(steps)))


def test_two_pumps_claim_disjoint_members(leased_settings: Settings) -> None:
    """Claims race on one set: each due member goes to exactly one pump."""
    first = JobQueue(leased_settings.queue_url, leased_settings.queue_name, lease_ms=60_000)
    second = JobQueue(leased_settings.queue_url, leased_settings.queue_name, lease_ms=60_000)
    now = int(time.time() * 1000)
    members = {f"C{index:05d}:3": now - 1 for index in range(200)}
    first.connection.zadd(first.timers_key, members)

    async def race() -> tuple[list[bytes], list[bytes]]:
        claims: list[list[bytes]] = [[], []]

        async def claim_all(jobs: JobQueue, into: list[bytes]) -> None:
            while claimed := (await jobs.claim_due_async(now, 7))[0]:
                into.extend(claimed)

        await asyncio.gather(claim_all(first, claims[0]), claim_all(second, claims[1]))
        await first.async_connection.aclose()
        await second.async_connection.aclose()
        return claims[0], claims[1]

    try:
        a, b = asyncio.run(race())
        assert a and b, "both pumps got some"
        assert not set(a) & set(b)
        assert sorted(a + b) == sorted(m.encode() for m in members)
    finally:
        first.connection.delete(first.timers_key)
        first.close()
        second.close()


def test_claimed_timer_retried_after_worker_killed(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis
) -> None:
    """A worker is SIGKILLed while its pump applies a burst (as soon as the first timeout
    lands, its other claims still in flight); a new worker applies the rest once the leases
    run out."""
    tables = [timed_table(leased_client) for _ in range(60)]
    worker = spawn_worker(leased_settings)
    try:
        eventually(
            lambda: any(version_of(redis_client, c) > v for c, v in tables),
            timeout=20,
            what="the first timeout",
        )
    finally:
        kill(worker)
    replacement = spawn_worker(leased_settings)
    try:
        eventually(
            lambda: all(version_of(redis_client, c) >= v + 2 for c, v in tables),
            timeout=20,
            what="every timeout and bot move",
        )
    finally:
        kill(replacement)
    for code, version in tables:
        steps = steps_after(redis_client, code, version)
        assert first_timeouts(steps) == 1 and bot_moves(steps, bot_seat=1) >= 1, code


def test_claimed_easy_bot_turn_retried_after_worker_killed(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis
) -> None:
    """A pump claimed an Easy bot's turn and died before playing it (claimed by hand here,
    never released); the bot's grace is 10 minutes, so only the turn claimed again after its
    lease can move it."""
    code, version = timed_table(leased_client)
    key = timers_key(leased_settings.queue_name)
    eventually(
        lambda: time.time() * 1000 > due_at(redis_client, key, code, version),
        what="Ana's timer to fall due",
    )
    # Ana's timeout, applied by a pump that then dies with the bot's turn claimed.
    dead = JobQueue(leased_settings.queue_url, leased_settings.queue_name, lease_ms=1000)
    service = build_table_service(leased_settings, dead)

    async def time_out_and_claim_the_bot() -> list[bytes]:
        try:
            assert await service.wake(code, version)
            return (await dead.claim_due_async(int(time.time() * 1000), 100))[0]
        finally:
            await service.store.client.aclose()
            await dead.aclose()

    claimed = asyncio.run(time_out_and_claim_the_bot())
    assert bot_member(code, version + 1).encode() in claimed
    worker = spawn_worker(leased_settings)
    try:
        eventually(lambda: version_of(redis_client, code) > version + 1, what="the bot's move")
    finally:
        kill(worker)
    # The claimed turn (due at version + 1) is the move saved as version + 2.
    moved = [s for s in steps_after(redis_client, code, version) if s.version == version + 2]
    assert bot_moves(moved, bot_seat=1) == 1


def test_a_stopping_pump_gives_back_the_claims_it_did_not_finish(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis, pumps: Any
) -> None:
    """Stopped right after claiming, with no time to finish: every claim is given back (due
    again at once, not after its lease) and another pump applies it."""
    tables = [timed_table(leased_client) for _ in range(20)]
    key = timers_key(leased_settings.queue_name)
    due = max(due_at(redis_client, key, code, v) for code, v in tables)
    eventually(lambda: time.time() * 1000 > due, what="every timer to fall due")
    # Only the timers: the tables' start webhooks (fan-outs, due too) would be handed to RQ
    # in the same tick, and that hand-over yields the loop long enough for the timeouts to land.
    hooks = [m for m in redis_client.zrange(key, 0, -1) if m.startswith(b"hook:")]
    if hooks:
        redis_client.zrem(key, *hooks)
    slow = msgspec.structs.replace(leased_settings, timer_lease_seconds=600)  # no lease runs out
    jobs = JobQueue(slow.queue_url, slow.queue_name, lease_ms=600_000)
    service = build_table_service(slow, jobs)

    async def claim_then_stop() -> None:
        pump = Pump(jobs, service, concurrency=64)
        try:
            await pump.tick()  # claims all of them and starts them...
            assert len(pump.running) == len(tables)
            await pump.drain(0)  # ...and stops before any finished
        finally:
            await service.store.client.aclose()
            await jobs.aclose()

    asyncio.run(claim_then_stop())
    now = time.time() * 1000
    given_back = 0
    for code, version in tables:
        # Given back, due now; or applied (a save already on its way when stopped landed).
        score = redis_client.zscore(key, timer_member(code, version))
        given_back += score is not None and score <= now
        assert (score is not None and score <= now) or version_of(redis_client, code) > version
    assert given_back > 0
    pumps(1)
    eventually(
        lambda: all(version_of(redis_client, c) >= v + 2 for c, v in tables),
        timeout=5,
        what="every timeout and bot move",
    )


def test_a_hard_bot_turn_claimed_by_the_pump_runs_as_an_rq_job(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis, pumps: Any
) -> None:
    """A search (200 ms and more) would stall the pump's loop: the pump hands it to the RQ
    queue with its lease, and only the job releases it."""
    code, version = timed_table(leased_client, bot="hard")
    key = timers_key(leased_settings.queue_name)
    eventually(
        lambda: time.time() * 1000 > due_at(redis_client, key, code, version),
        what="Ana's timer to fall due",
    )
    pumps(1)
    eventually(lambda: version_of(redis_client, code) == version + 1, what="Ana's timeout")
    queue = Queue(leased_settings.queue_name, connection=redis_client)
    job_id = f"bot_turn-{code}-{version + 1}"
    eventually(lambda: job_id in queue.get_job_ids(), what="the Hard bot's turn enqueued")
    assert version_of(redis_client, code) == version + 1, "no pump played the Hard bot"
    leased = redis_client.zscore(key, bot_member(code, version + 1))
    assert leased is not None and leased > time.time() * 1000, "still claimed, for the job"
