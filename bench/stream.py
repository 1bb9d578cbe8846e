"""Open event streams on one API process: memory while open, and the time from one move to the
last stream receiving its `view` message (the last message of a change). Every stream follows
the same table, the worst fan-out a move can cause, as in bench/longpoll.py."""

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
from bench.longpoll import rss_mb, wait_idle
from bench.parked import Crowd
from bench.scripted import create_started, percentile
from bench.wrk import process_cpu

OPEN_SECONDS = 60  # at most, to open every stream and, after the move, for every view


@dataclass
class StreamResult:
    streams: int
    received: int  # streams that got the move's view (the rest failed or were refused)
    refused: int  # answered anything but 200 when opening
    rss_before_mb: float
    rss_open_mb: float
    kb_per_stream: float
    open_seconds: float  # to open them all and receive each one's first view
    last_event_median_ms: float  # from sending the move to a stream's `view` message
    last_event_p99_ms: float
    last_event_all_ms: float  # from sending the move to the last stream's `view` message
    client_cpu: float
    # the API's CPU from the move to the last answer (the move's own request included)
    wake_server_cpu_ms: float = float("nan")


async def open_and_move(
    base: str, api_pid: int, spec: GameSpec, streams: int, idle_seconds: float
) -> StreamResult:
    server = psutil.Process(api_pid)
    setup = Connection(base)
    table = await create_started(setup, spec, spec.seats)
    rss_before = rss_mb(server)
    cpu_started, wall_started = cpu_seconds(), time.perf_counter()
    path = f"/tables/{table.code}/stream"
    crowd = Crowd(base, streams)
    resume = f"Last-Event-ID: {table.version}\r\n"
    started = time.perf_counter()
    await crowd.park(
        [crowd.request(path, table.tokens[i % spec.seats], resume) for i in range(streams)],
        stream_past=table.version,
    )
    deadline = time.monotonic() + OPEN_SECONDS
    while crowd.heads + crowd.finished < streams and time.monotonic() < deadline:
        await asyncio.sleep(0.05)
    await wait_idle(server, timeout=30)
    open_seconds = time.perf_counter() - started
    rss_open = rss_mb(server)
    await asyncio.sleep(idle_seconds)
    await setup.close()
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
    with contextlib.suppress(TimeoutError):  # the missing ones count as not received
        await asyncio.wait_for(crowd.all_done.wait(), OPEN_SECONDS)
    wake_cpu = process_cpu(server) - wake_cpu
    crowd.close()
    await setup.close()
    members = crowd.members
    arrivals = [
        (s.arrived_at - moved) * 1000
        for s in members
        if s.status == 200 and s.arrived_at is not None and s.arrived_at > moved
    ]
    received = len(arrivals)
    arrivals = arrivals or [float("nan")]
    return StreamResult(
        streams=streams,
        received=received,
        refused=sum(1 for s in members if s.status not in (0, 200)),
        rss_before_mb=rss_before,
        rss_open_mb=rss_open,
        kb_per_stream=(rss_open - rss_before) * 1024 / streams,
        open_seconds=open_seconds,
        last_event_median_ms=statistics.median(arrivals),
        last_event_p99_ms=percentile(arrivals, 0.99),
        last_event_all_ms=max(arrivals),
        client_cpu=(cpu_seconds() - cpu_started) / (time.perf_counter() - wall_started),
        wake_server_cpu_ms=wake_cpu * 1000,
    )


def run_streams(
    base: str, api_pid: int, spec: GameSpec, streams: int, idle_seconds: float
) -> StreamResult:
    raise_open_files_limit()
    return uvloop.run(open_and_move(base, api_pid, spec, streams, idle_seconds))


def streams_in_process(
    base: str, api_pid: int, spec: GameSpec, streams: int, idle_seconds: float
) -> StreamResult:
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        return pool.submit(run_streams, base, api_pid, spec, streams, idle_seconds).result()
