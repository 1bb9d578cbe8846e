"""Parked long-polls on one API process: memory and CPU while idle, and the time from one move
to every waiter answered. Every waiter watches the same table: the worst fan-out a move can
cause (a table's seats plus a crowd of spectators)."""

from __future__ import annotations

import asyncio
import contextlib
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from random import Random

import psutil  # type: ignore[import-untyped]
import uvloop

from bench.client import Connection, cpu_seconds, raise_open_files_limit
from bench.games import GameSpec, choose_action
from bench.parked import Crowd
from bench.scripted import create_started, percentile
from bench.wrk import process_cpu

WAIT_SECONDS = 30  # the API's cap (TAPETE_MAX_WAIT_SECONDS default)


@dataclass
class LongPollResult:
    waiters: int
    answered: int  # answered 200 after the move (the rest failed or answered before it)
    failed: int  # answered anything but 200 (an error of the API)
    rss_before_mb: float
    rss_parked_mb: float
    kb_per_waiter: float
    idle_cpu: float  # the API's CPU while they are parked, in cores
    park_seconds: float  # to open and park them all
    wake_median_ms: float  # from sending the move to a waiter's answer
    wake_p99_ms: float
    wake_all_ms: float  # from sending the move to the last waiter's answer
    client_cpu: float
    # the API's CPU from the move to the last answer (the move's own request included)
    wake_server_cpu_ms: float = float("nan")


def rss_mb(process: psutil.Process) -> float:
    return (
        float(sum(p.memory_info().rss for p in [process, *process.children(recursive=True)]))
        / 2**20
    )


async def wait_idle(server: psutil.Process, timeout: float) -> None:
    """Until the server spends under 5% of a core for 0.5 s: every waiter is parked."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        before = process_cpu(server)
        await asyncio.sleep(0.5)
        if (process_cpu(server) - before) / 0.5 < 0.05:
            return


async def park_and_wake(
    base: str, api_pid: int, spec: GameSpec, waiters: int, idle_seconds: float
) -> LongPollResult:
    server = psutil.Process(api_pid)
    setup = Connection(base)
    table = await create_started(setup, spec, spec.seats)
    rss_before = rss_mb(server)
    cpu_started, wall_started = cpu_seconds(), time.perf_counter()
    path = f"/tables/{table.code}?since={table.version}&wait={WAIT_SECONDS}"
    crowd = Crowd(base, waiters)
    parking = time.perf_counter()
    await crowd.park([crowd.request(path, table.tokens[i % spec.seats]) for i in range(waiters)])
    await asyncio.sleep(1)
    await wait_idle(server, timeout=WAIT_SECONDS / 2)
    park_seconds = time.perf_counter() - parking
    rss_parked = rss_mb(server)
    cpu_before = process_cpu(server)
    await asyncio.sleep(idle_seconds)
    idle_cpu = (process_cpu(server) - cpu_before) / idle_seconds
    await setup.close()  # idle past the server's keep-alive timeout: the mover reconnects
    seat = table.to_act[0]
    actions = (
        await setup.request("GET", f"/tables/{table.code}/actions", token=table.tokens[seat])
    ).json()["actions"]
    action = choose_action(actions, Random(1))
    wake_cpu = process_cpu(server)
    moved = time.perf_counter()
    await setup.request(
        "POST", f"/tables/{table.code}/actions", token=table.tokens[seat], body={"action": action}
    )
    with contextlib.suppress(TimeoutError):  # the missing ones count as not answered
        await asyncio.wait_for(crowd.all_done.wait(), WAIT_SECONDS)
    wake_cpu = process_cpu(server) - wake_cpu
    crowd.close()
    await setup.close()
    members = crowd.members
    wakes = [
        (w.arrived_at - moved) * 1000
        for w in members
        if w.status == 200 and w.arrived_at is not None and w.arrived_at > moved
    ]
    answered = len(wakes)
    wakes = wakes or [float("nan")]
    return LongPollResult(
        waiters=waiters,
        answered=answered,
        failed=sum(1 for w in members if w.done and w.status != 200),
        rss_before_mb=rss_before,
        rss_parked_mb=rss_parked,
        kb_per_waiter=(rss_parked - rss_before) * 1024 / waiters,
        idle_cpu=idle_cpu,
        park_seconds=park_seconds,
        wake_median_ms=statistics.median(wakes),
        wake_p99_ms=percentile(wakes, 0.99),
        wake_all_ms=max(wakes),
        client_cpu=(cpu_seconds() - cpu_started) / (time.perf_counter() - wall_started),
        wake_server_cpu_ms=wake_cpu * 1000,
    )


def run_long_polls(
    base: str, api_pid: int, spec: GameSpec, waiters: int, idle_seconds: float
) -> LongPollResult:
    raise_open_files_limit()
    return uvloop.run(park_and_wake(base, api_pid, spec, waiters, idle_seconds))


def long_polls_in_process(
    base: str, api_pid: int, spec: GameSpec, waiters: int, idle_seconds: float
) -> LongPollResult:
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        job = pool.submit(run_long_polls, base, api_pid, spec, waiters, idle_seconds)
        return job.result()
