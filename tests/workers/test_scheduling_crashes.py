"""Scheduling no crash can lose: a move's save sets the next timer and any due bot turn in the
same script (no window between saving and scheduling), and claimed timers are leases, so a
worker killed inside a job (or between claiming and enqueueing) is replaced by the next claim
once the lease runs out. Real workers, real SIGKILL; no request touches the tables meanwhile."""

from __future__ import annotations

import time
from typing import Any

import redis
from eventually import eventually
from processes import kill, spawn_worker, version_of
from rq.registry import StartedJobRegistry
from support import act, auth, complete_action, create_table, join, legal, start

from service.core.settings import Settings
from service.storage.queue import JobQueue, bot_member, timer_member, timers_key


def members(redis_client: redis.Redis, key: str, code: str) -> set[str]:
    return {m.decode() for m in redis_client.zrange(key, 0, -1) if m.decode().startswith(code)}


def test_a_save_sets_its_bot_turn_and_timer_in_the_same_step_replacing_the_previous_ones(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis
) -> None:
    """No worker runs: whatever is in the timers set was written by the saves themselves."""
    key = timers_key(leased_settings.queue_name)
    code, host = create_table(leased_client, turn_seconds=60)
    leased_client.post(f"/tables/{code}/bots", json={"level": "easy"}, headers=auth(host))
    start(leased_client, code, host)
    for _ in range(10):  # the host moves until a bot is due
        version = version_of(redis_client, code)
        if bot_member(code, version) in members(redis_client, key, code):
            break
        act(leased_client, code, host, complete_action(legal(leased_client, code, host)))
    version = version_of(redis_client, code)
    assert members(redis_client, key, code) == {
        timer_member(code, version),
        bot_member(code, version),
    }


def test_a_worker_killed_inside_a_bot_turn_is_replaced_when_its_lease_runs_out(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis
) -> None:
    key = timers_key(leased_settings.queue_name)
    code, host = create_table(leased_client, turn_seconds=60)
    leased_client.post(f"/tables/{code}/bots", json={"level": "hard"}, headers=auth(host))
    start(leased_client, code, host)
    while bot_member(code, version_of(redis_client, code)) not in members(redis_client, key, code):
        act(leased_client, code, host, complete_action(legal(leased_client, code, host)))
    version = version_of(redis_client, code)
    # A Hard bot thinking for 30 s: the kill lands inside the job.
    thinker = spawn_worker(leased_settings, TAPETE_BOT_BUDGET_MS="30000")
    try:
        claimed = bot_member(code, version)
        eventually(
            lambda: (redis_client.zscore(key, claimed) or 0) > time.time() * 1000,
            what="the worker's claim of the bot turn",
        )
        # Running, not merely claimed: the job is in RQ's registry of started jobs.
        started = StartedJobRegistry(leased_settings.queue_name, connection=redis_client)
        eventually(
            lambda: f"bot_turn-{code}-{version}" in started.get_job_ids(cleanup=False),
            what="the bot turn's job to start",
        )
    finally:
        kill(thinker)
    assert version_of(redis_client, code) == version  # the bot had not moved
    replacement = spawn_worker(leased_settings)
    try:
        eventually(lambda: version_of(redis_client, code) > version, what="the bot's move")
    finally:
        kill(replacement)


def test_a_timer_claimed_by_a_pump_that_died_before_enqueueing_still_fires(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis
) -> None:
    key = timers_key(leased_settings.queue_name)
    code, host = create_table(leased_client, turn_seconds=15)
    join(leased_client, code, "Ana")
    start(leased_client, code, host)
    version = version_of(redis_client, code)
    due = redis_client.zscore(key, timer_member(code, version))
    assert due is not None
    eventually(lambda: time.time() * 1000 >= due, what="the turn timer to fall due")
    dead_pump = JobQueue(leased_settings.queue_url, leased_settings.queue_name, lease_ms=1000)
    try:
        claimed, _ = dead_pump.claim_due(int(time.time() * 1000))
    finally:
        dead_pump.close()
    assert timer_member(code, version).encode() in claimed
    worker = spawn_worker(leased_settings)
    try:
        eventually(  # a timeout, unrequested
            lambda: version_of(redis_client, code) > version, what="the turn's timeout"
        )
    finally:
        kill(worker)


def test_a_released_claim_removes_its_member_unless_it_was_set_again(
    leased_settings: Settings, redis_client: redis.Redis
) -> None:
    jobs = JobQueue(leased_settings.queue_url, leased_settings.queue_name, lease_ms=60_000)
    try:
        now = int(time.time() * 1000)
        redis_client.zadd(jobs.timers_key, {"AAAAAA:3": now - 1, "BBBBBB:4": now - 1})
        claimed, until = jobs.claim_due(now)
        assert sorted(claimed) == [b"AAAAAA:3", b"BBBBBB:4"]
        assert jobs.claim_due(now)[0] == []  # leased: no second claim meanwhile
        redis_client.zadd(jobs.timers_key, {"BBBBBB:4": now + 5000})  # a reschedule
        assert jobs.release(["AAAAAA:3", "BBBBBB:4"], until) == 1
        assert redis_client.zrange(jobs.timers_key, 0, -1) == [b"BBBBBB:4"]
    finally:
        redis_client.delete(jobs.timers_key)
        jobs.close()


def test_a_worker_killed_amid_a_burst_of_timeouts_leaves_no_table_frozen(
    leased_client: Any, leased_settings: Settings, redis_client: redis.Redis
) -> None:
    """The issue's drill, small: many turn timers fall due together; the worker is SIGKILLed
    as soon as the first timeout lands (mid `wake_many`); every table still times out, with no
    request, once the leases of the killed worker's claims run out."""
    tables = []
    for _ in range(40):
        code, host = create_table(leased_client, turn_seconds=15)
        join(leased_client, code, "Ana")
        start(leased_client, code, host)
        tables.append((code, version_of(redis_client, code)))
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
            lambda: all(version_of(redis_client, c) > v for c, v in tables),
            timeout=20,
            what="every table's timeout",
        )
    finally:
        kill(replacement)
