"""Scripted clients on the fast client: set tables up, and play many tables at once through the
real act endpoint (the moves section), in a process of their own."""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from random import Random
from typing import Any, TypeVar

import psutil  # type: ignore[import-untyped]

from bench.client import Connection, cpu_seconds, raise_open_files_limit
from bench.games import GameSpec, choose_action

T = TypeVar("T")


@dataclass
class Seated:
    """A started table and every seat's token (tokens[seat])."""

    code: str
    tokens: list[str]
    version: int
    to_act: list[int]
    finished: bool = False
    moves: int = 0


async def create_started(connection: Connection, spec: GameSpec, seats: int) -> Seated:
    """Joiners take seats 0..n-2 in arrival order, the playing host the last one."""
    created = await connection.request(
        "POST", "/tables", body={"game": spec.id, "host_name": "Host", "options": spec.options}
    )
    assert created.status == 201, created.body
    code, host = created.json()["code"], created.json()["token"]
    tokens = []
    for index in range(seats - 1):
        joined = await connection.request(
            "POST", f"/tables/{code}/join", body={"name": f"P{index}"}
        )
        assert joined.status == 201, joined.body
        tokens.append(joined.json()["token"])
    started = await connection.request("POST", f"/tables/{code}/start", token=host)
    assert started.status == 200, started.body
    view = started.json()
    return Seated(code, [*tokens, host], view["version"], view["to_act"])


async def gather_limited(
    jobs: Sequence[Callable[[Connection], Awaitable[T]]],
    base: str,
    concurrency: int,
    connections: Sequence[Connection] | None = None,
) -> list[T]:
    """Run `jobs` over `concurrency` keep-alive connections; results in job order. Given
    `connections` (at least `concurrency`), runs over those and leaves them open, so that
    waves of requests reuse their connections as a long-lived client does; otherwise opens
    its own and closes them at the end."""
    results: list[Any] = [None] * len(jobs)
    queue: asyncio.Queue[int] = asyncio.Queue()
    for index in range(len(jobs)):
        queue.put_nowait(index)

    async def worker(connection: Connection) -> None:
        while not queue.empty():
            index = queue.get_nowait()
            results[index] = await jobs[index](connection)

    count = min(concurrency, len(jobs))
    if connections is not None:
        await asyncio.gather(*(worker(c) for c in connections[:count]))
        return results
    own = [Connection(base) for _ in range(count)]
    try:
        await asyncio.gather(*(worker(c) for c in own))
    finally:
        for connection in own:
            await connection.close()
    return results


async def create_tables(base: str, spec: GameSpec, seats: int, count: int) -> list[Seated]:
    jobs = [lambda c: create_started(c, spec, seats) for _ in range(count)]
    return await gather_limited(jobs, base, 16)


@dataclass
class MovesResult:
    game: str
    seats: int
    concurrency: int
    tables: int
    moves: int
    act_seconds: float  # time spent in act waves
    moves_per_s: float
    p50_ms: float
    p99_ms: float
    rejected: int  # acts answered 409/422 (a timer or a race moved first)
    actions_per_s: float  # GET .../actions throughput, in its own waves
    client_cpu: float  # the scripted client's CPU, in cores
    api_cpu: float = 0.0  # the API process's CPU during the act waves, in cores (0: not read)
    latencies_ms: list[float] = field(default_factory=list, repr=False)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


async def play_moves(
    base: str,
    spec: GameSpec,
    tables: int,
    concurrency: int,
    seconds: float,
    seed: int = 1,
    api_pid: int | None = None,
) -> MovesResult:
    """Waves: list the legal actions of every table's deciding seat (GET, timed apart), then
    send one chosen action per table (POST, timed: these are the moves). A finished table is
    replaced between waves. Repeats until `seconds` of act waves. Every wave runs over the
    same `concurrency` keep-alive connections, as wrk's baseline does (runs before 2026-12-02d
    opened and closed them for every wave: the API's CPU per move carried their setup)."""
    rng = Random(seed)
    seated = await create_tables(base, spec, spec.seats, tables)
    pool = [Connection(base) for _ in range(concurrency)]
    latencies: list[float] = []
    act_time = list_time = 0.0
    listed = rejected = 0
    chosen: dict[str, tuple[int, dict[str, Any]]] = {}
    cpu_started, wall_started = cpu_seconds(), time.perf_counter()
    api = psutil.Process(api_pid) if api_pid is not None else None
    api_cpu_in_acts = 0.0
    while act_time < seconds:
        live = [t for t in seated if not t.finished and t.to_act]
        chosen.clear()

        async def list_actions(connection: Connection, table: Seated) -> None:
            seat = table.to_act[0]
            reply = await connection.request(
                "GET", f"/tables/{table.code}/actions", token=table.tokens[seat]
            )
            actions = reply.json()["actions"] if reply.status == 200 else []
            if actions:
                chosen[table.code] = (seat, choose_action(actions, rng))

        async def act(connection: Connection, table: Seated) -> None:
            nonlocal rejected
            seat, action = chosen[table.code]
            reply = await connection.request(
                "POST",
                f"/tables/{table.code}/actions",
                token=table.tokens[seat],
                body={"action": action},
            )
            latencies.append(reply.seconds * 1000)
            if reply.status == 200:
                view = reply.json()
                table.version, table.to_act = view["version"], view["to_act"]
                table.finished = view["status"] != "playing"
                table.moves += 1
            else:
                rejected += 1
                await refresh(connection, table)

        began = time.perf_counter()
        await gather_limited([bind(list_actions, t) for t in live], base, concurrency, pool)
        list_time += time.perf_counter() - began
        listed += len(live)
        ready = [t for t in live if t.code in chosen]
        began, api_began = time.perf_counter(), process_cpu(api)
        await gather_limited([bind(act, t) for t in ready], base, concurrency, pool)
        act_time += time.perf_counter() - began
        api_cpu_in_acts += process_cpu(api) - api_began
        stale = [t for t in live if t.code not in chosen]
        await gather_limited([bind(refresh, t) for t in stale], base, concurrency, pool)
        done = [i for i, t in enumerate(seated) if t.finished or not t.to_act]
        fresh = await create_tables(base, spec, spec.seats, len(done))
        for index, table in zip(done, fresh, strict=True):
            seated[index] = table
    for connection in pool:
        await connection.close()
    client_cpu = (cpu_seconds() - cpu_started) / (time.perf_counter() - wall_started)
    return MovesResult(
        game=spec.id,
        seats=spec.seats,
        concurrency=concurrency,
        tables=tables,
        moves=len(latencies) - rejected,
        act_seconds=act_time,
        moves_per_s=(len(latencies) - rejected) / act_time,
        p50_ms=statistics.median(latencies),
        p99_ms=percentile(latencies, 0.99),
        rejected=rejected,
        actions_per_s=listed / list_time if list_time else 0.0,
        client_cpu=client_cpu,
        api_cpu=api_cpu_in_acts / act_time if act_time else 0.0,
        latencies_ms=latencies,
    )


async def refresh(connection: Connection, table: Seated) -> None:
    reply = await connection.request("GET", f"/tables/{table.code}", token=table.tokens[0])
    view = reply.json()
    table.version, table.to_act = view["version"], view["to_act"]
    table.finished = view["status"] != "playing"


def bind(
    job: Callable[[Connection, Seated], Awaitable[None]], table: Seated
) -> Callable[[Connection], Awaitable[None]]:
    return lambda connection: job(connection, table)


def process_cpu(process: psutil.Process | None) -> float:
    if process is None:
        return 0.0
    times = process.cpu_times()
    return float(times.user + times.system)


def moves_in_process(
    base: str,
    spec: GameSpec,
    tables: int,
    concurrency: int,
    seconds: float,
    api_pid: int | None = None,
) -> MovesResult:
    """The moves client in its own process, so it shares no interpreter with the orchestrator;
    with `api_pid`, the API process's CPU during the act waves is read too."""
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        return pool.submit(run_moves, base, spec, tables, concurrency, seconds, api_pid).result()


def run_moves(
    base: str,
    spec: GameSpec,
    tables: int,
    concurrency: int,
    seconds: float,
    api_pid: int | None = None,
) -> MovesResult:
    raise_open_files_limit()
    return asyncio.run(play_moves(base, spec, tables, concurrency, seconds, api_pid=api_pid))
