"""Open event streams on one API process: memory while open, and the time from one move to the
last stream receiving its `view` message (the last message of a change). Every stream follows
the same table, the worst fan-out a move can cause, as in bench/longpoll.py."""

from __future__ import annotations

import asyncio
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from multiprocessing import get_context
from random import Random

import psutil  # type: ignore[import-untyped]

from bench.client import Connection, cpu_seconds, raise_open_files_limit
from bench.games import GameSpec, choose_action
from bench.longpoll import CONNECTING_AT_ONCE, rss_mb, wait_idle
from bench.scripted import create_started, percentile


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


class Hold:
    """Keeps every stream open until all have their outcome: a real follower does not hang up
    after a view, and a server busy ending the first streams (their log lines, metrics and
    task groups) would delay the view to the last ones, which is not the fan-out's cost."""

    def __init__(self, streams: int) -> None:
        self.left = streams
        self.released = asyncio.Event()

    def arrived(self) -> None:
        self.left -= 1
        if self.left <= 0:
            self.released.set()


async def follow(
    base: str,
    path: str,
    token: str,
    version: int,
    opened: asyncio.Event,
    opening: asyncio.Semaphore,
    hold: Hold | None = None,
) -> tuple[int, float]:
    """Open a stream, then wait for the view past `version`: (status, when it arrived)."""
    connection = Connection(base)
    async with opening:
        await connection.open()
        assert connection.reader is not None and connection.writer is not None
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {connection.host}:{connection.port}\r\n"
            f"Authorization: Bearer {token}\r\nLast-Event-ID: {version}\r\n\r\n"
        )
        connection.writer.write(request.encode())
        status, _ = await connection.read_head()
    opened.set()
    if status != 200:
        if hold is not None:
            hold.arrived()
        await connection.close()
        return status, float("nan")
    reader = connection.reader
    try:
        while True:  # chunked framing lines interleave; only `id:` lines matter here
            line = await reader.readline()
            if not line:
                return 0, float("nan")
            if line.startswith(b"id: ") and int(line[4:]) > version:
                return 200, time.perf_counter()
    finally:
        if hold is not None:
            hold.arrived()
            await hold.released.wait()
        await connection.close()


async def open_and_move(
    base: str, api_pid: int, spec: GameSpec, streams: int, idle_seconds: float
) -> StreamResult:
    server = psutil.Process(api_pid)
    setup = Connection(base)
    table = await create_started(setup, spec, spec.seats)
    rss_before = rss_mb(server)
    cpu_started, wall_started = cpu_seconds(), time.perf_counter()
    opening = asyncio.Semaphore(CONNECTING_AT_ONCE)
    path = f"/tables/{table.code}/stream"
    flags = [asyncio.Event() for _ in range(streams)]
    hold = Hold(streams)
    tasks = [
        asyncio.create_task(
            follow(base, path, table.tokens[i % spec.seats], table.version, flags[i], opening, hold)
        )
        for i in range(streams)
    ]
    started = time.perf_counter()
    for flag in flags:
        await flag.wait()
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
    moved = time.perf_counter()
    await setup.request(
        "POST", f"/tables/{table.code}/actions", token=table.tokens[seat], body={"action": action}
    )
    outcomes = await asyncio.gather(*tasks)
    await setup.close()
    arrivals = [(at - moved) * 1000 for status, at in outcomes if status == 200]
    received = len(arrivals)
    arrivals = arrivals or [float("nan")]
    return StreamResult(
        streams=streams,
        received=received,
        refused=sum(1 for status, _ in outcomes if status not in (0, 200)),
        rss_before_mb=rss_before,
        rss_open_mb=rss_open,
        kb_per_stream=(rss_open - rss_before) * 1024 / streams,
        open_seconds=open_seconds,
        last_event_median_ms=statistics.median(arrivals),
        last_event_p99_ms=percentile(arrivals, 0.99),
        last_event_all_ms=max(arrivals),
        client_cpu=(cpu_seconds() - cpu_started) / (time.perf_counter() - wall_started),
    )


def run_streams(
    base: str, api_pid: int, spec: GameSpec, streams: int, idle_seconds: float
) -> StreamResult:
    raise_open_files_limit()
    return asyncio.run(open_and_move(base, api_pid, spec, streams, idle_seconds))


def streams_in_process(
    base: str, api_pid: int, spec: GameSpec, streams: int, idle_seconds: float
) -> StreamResult:
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        return pool.submit(run_streams, base, api_pid, spec, streams, idle_seconds).result()
