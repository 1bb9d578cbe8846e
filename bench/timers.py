"""Timer lateness on the fast client, in a process of its own: many tables (of the reference
game) whose human never moves, each watched by one long-poll; the time from each turn
deadline to the default action being visible to that long-poll.

Run it against a stack started with TAPETE_TIME_SCALE=0.1 (a 15 s turn lasts 1.5 s). Every
lobby is made first; then the tables are started at START_RATE per second (1,000 over 8 s,
the window issue #14's target names), over START_CONNECTIONS, so their deadlines fall within
that window (its length is reported); with `--burst`, as fast as the connections allow (the
API starts 1,000 in under a second now: a pile-up denser than the workers' target rate).
Each table's long-poll is parked as soon as the table is started.

Standalone (section 6 alone, on a stack of its own as `make bench` starts it, timers at 1/10):
`python -m bench.timers [--tables 1000] [--workers 2] [--rounds 1] [--burst]`, or `--quick`
(100 tables)."""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from datetime import datetime
from multiprocessing import get_context
from typing import Any

from bench.client import Connection, cpu_seconds, raise_open_files_limit
from bench.games import REFERENCE
from bench.scripted import gather_limited, percentile

SETUP_CONNECTIONS = 16
START_CONNECTIONS = 64
START_RATE = 125.0  # tables started per second: 1,000 within 8 s (issue #14's window)
WAIT_SECONDS = 10
TURN_SECONDS = 15
PEAK_WINDOW_S = 1.0


@dataclass
class TimedTable:
    """A started table whose seated human (Ana) is to act before `deadline` (Unix seconds)."""

    code: str
    ana_token: str
    version: int
    deadline_iso: str
    deadline: float


@dataclass
class TimerResult:
    tables: int
    n: int  # tables whose default action was seen
    median_ms: float  # from a table's deadline to its long-poll's answer
    p99_ms: float
    max_ms: float
    deadline_spread_s: float  # first to last deadline: the setup time
    timeouts_per_s: float  # timeouts seen over first deadline to last answer
    # The most timeouts seen within any PEAK_WINDOW_S: the workers' rate while a backlog lasts
    # (their capacity), or only the rate deadlines fell due at when no backlog formed.
    peak_timeouts_per_s: float
    client_cpu: float  # the client's CPU, in cores
    start_rate: float | None = None  # tables started per second (None: in one burst)


@dataclass
class Lobby:
    code: str
    host_token: str
    ana_token: str


async def create_lobby(connection: Connection) -> Lobby:
    """The host observes; Ana joins (seat 0, first to act) and an easy bot takes seat 1."""
    created = await connection.request(
        "POST",
        "/tables",
        body={
            "game": REFERENCE.id,
            "host_name": "H",
            "host_plays": False,
            "options": {**REFERENCE.options, "turn_seconds": TURN_SECONDS},
        },
    )
    assert created.status == 201, created.body
    code, host = created.json()["code"], created.json()["token"]
    joined = await connection.request("POST", f"/tables/{code}/join", body={"name": "Ana"})
    assert joined.status == 201, joined.body
    bot = await connection.request(
        "POST", f"/tables/{code}/bots", token=host, body={"level": "easy"}
    )
    assert bot.status in (200, 201), bot.body
    return Lobby(code, host, joined.json()["token"])


async def start_timed(connection: Connection, lobby: Lobby) -> TimedTable:
    """Ana polls (C8: the host starts only when every human polled in the last 15 s, and the
    lobbies were made a while ago), then the host starts."""
    polled = await connection.request("GET", f"/tables/{lobby.code}", token=lobby.ana_token)
    assert polled.status == 200, polled.body
    started = await connection.request(
        "POST", f"/tables/{lobby.code}/start", token=lobby.host_token
    )
    assert started.status == 200, started.body
    view = started.json()
    at = view["deadlines"][0]["at"]
    return TimedTable(lobby.code, lobby.ana_token, view["version"], at, unix_seconds(at))


def unix_seconds(iso: str) -> float:
    return datetime.fromisoformat(iso).timestamp()


def timed_out(view: dict[str, Any], table: TimedTable) -> bool:
    """The view moved on from the deadline read at the start (not just a presence change)."""
    pending = {deadline["at"] for deadline in view.get("deadlines", [])}
    return view["version"] > table.version and table.deadline_iso not in pending


async def answer_time(base: str, table: TimedTable) -> float | None:
    """Long-poll on a connection of its own until the timeout shows; Unix seconds, or None if
    the API answered anything but 200."""
    connection = Connection(base)
    path = f"/tables/{table.code}?since={table.version}&wait={WAIT_SECONDS}"
    try:
        while True:
            reply = await connection.request("GET", path, token=table.ana_token)
            if reply.status != 200:
                return None
            if timed_out(reply.json(), table):
                return time.time()
    finally:
        await connection.close()


async def measure_timers(base: str, tables: int, rate: float | None = START_RATE) -> TimerResult:
    """`rate`: tables started per second (None: as fast as the connections allow)."""
    cpu_started, wall_started = cpu_seconds(), time.perf_counter()
    polls: list[asyncio.Task[float | None]] = []
    timed: list[TimedTable] = []

    lobbies: list[Lobby] = []

    async def create(connection: Connection) -> None:
        lobbies.append(await create_lobby(connection))

    await gather_limited([create] * tables, base, SETUP_CONNECTIONS)

    def start_and_watch(index: int, lobby: Lobby) -> Callable[[Connection], Awaitable[None]]:
        async def job(connection: Connection) -> None:
            if rate is not None:  # the index-th start is due index / rate s after the first
                await asyncio.sleep(max(0.0, began + index / rate - time.perf_counter()))
            table = await start_timed(connection, lobby)
            timed.append(table)
            polls.append(asyncio.create_task(answer_time(base, table)))

        return job

    began = time.perf_counter()
    jobs = [start_and_watch(index, lobby) for index, lobby in enumerate(lobbies)]
    await gather_limited(jobs, base, START_CONNECTIONS)
    answers = await asyncio.gather(*polls)
    client_cpu = (cpu_seconds() - cpu_started) / (time.perf_counter() - wall_started)
    return replace(summarize(timed, answers, client_cpu), start_rate=rate)


def summarize(timed: list[TimedTable], answers: list[float | None], cpu: float) -> TimerResult:
    seen = [(t.deadline, at) for t, at in zip(timed, answers, strict=True) if at is not None]
    late_ms = [(at - deadline) * 1000 for deadline, at in seen] or [float("nan")]
    deadlines = [t.deadline for t in timed]
    window = max(at for _, at in seen) - min(deadlines) if seen else float("nan")
    return TimerResult(
        tables=len(timed),
        n=len(seen),
        median_ms=statistics.median(late_ms),
        p99_ms=percentile(late_ms, 0.99),
        max_ms=max(late_ms),
        deadline_spread_s=max(deadlines) - min(deadlines),
        timeouts_per_s=len(seen) / window if seen else 0.0,
        peak_timeouts_per_s=peak_rate(sorted(at for _, at in seen)),
        client_cpu=cpu,
    )


def peak_rate(times: list[float], window: float = PEAK_WINDOW_S) -> float:
    """The most of the sorted `times` within any `window` seconds, per second."""
    most, first = 0, 0
    for last, at in enumerate(times):
        while at - times[first] > window:
            first += 1
        most = max(most, last - first + 1)
    return most / window


def run_timers(base: str, tables: int, rate: float | None = START_RATE) -> TimerResult:
    raise_open_files_limit()
    return asyncio.run(measure_timers(base, tables, rate))


def timer_lateness_in_process(
    base: str, tables: int, rate: float | None = START_RATE
) -> TimerResult:
    """The timers client in its own process, so it shares no interpreter with the caller."""
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        return pool.submit(run_timers, base, tables, rate).result()


def main(argv: list[str] | None = None) -> int:
    """Section 6 alone, `rounds` times on one stack (each round new tables), one JSON line each."""
    from bench.stack import running_stack  # the stack only when run standalone

    parser = argparse.ArgumentParser(prog="python -m bench.timers", description=__doc__)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--quick", action="store_true", help="100 tables")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument(
        "--burst", action="store_true", help="start every table as fast as possible"
    )
    args = parser.parse_args(argv)
    rate = None if args.burst else START_RATE
    tables = 100 if args.quick else args.tables
    with running_stack(args.workers, {"TAPETE_TIME_SCALE": "0.1"}) as base:
        for _ in range(args.rounds):
            result = asdict(timer_lateness_in_process(base, tables, rate))
            result["workers"] = args.workers
            rounded = {
                key: value if value is None else round(value, 1) for key, value in result.items()
            }
            print(json.dumps(rounded), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
