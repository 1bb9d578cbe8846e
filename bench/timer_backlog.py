"""Workers' capacity for timeouts, standalone:
`python -m bench.timer_backlog [--tables 1000] [--workers 1] [--rounds 1]`.

Section 6 (bench/timers.py) measures what a watching player sees, and a watched table's long-poll
applies the table's timeout itself at its deadline (service/http/longpoll.py): there the API
and the workers race for the same timeouts, so its rate is not the workers' alone. Here nobody
watches: tables of section 6's kind (a human who never moves, an Easy bot) are started with no
worker running, timers at 1/10; once every deadline has passed, the workers start and each save
is timed from the tables' update messages (Redis pub/sub, no request): timeouts applied per
second and per worker, from the first to the last, with the Easy bot turns they cause (and any
timeout after those) applied alongside."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable
from dataclasses import asdict, dataclass
from pathlib import Path

import redis

from bench.client import Connection, raise_open_files_limit
from bench.scripted import gather_limited
from bench.stack import API_APP, ROOT, redis_and_workers, serving
from bench.timers import (
    SETUP_CONNECTIONS,
    START_CONNECTIONS,
    Lobby,
    TimedTable,
    create_lobby,
    start_timed,
)
from service.runtime.launcher import stop_processes
from service.storage.store import UPDATES_CHANNEL

GIVE_UP_SECONDS = 120


@dataclass
class BacklogResult:
    tables: int
    workers: int
    timeouts: int  # tables whose timeout was applied
    seconds: float  # from the first timeout applied to the last
    timeouts_per_s_per_worker: float
    # Until every table's Easy bot also moved (the turn each timeout hands it): two saves per
    # table over the time from the first timeout to the last of those moves.
    bot_moved: int
    with_bot_turns_seconds: float
    timeouts_and_bot_turns_per_s_per_worker: float


async def start_unwatched(base: str, tables: int) -> list[TimedTable]:
    lobbies = await gather_limited([create_lobby] * tables, base, SETUP_CONNECTIONS)

    def start(lobby: Lobby) -> Callable[[Connection], Awaitable[TimedTable]]:
        return lambda connection: start_timed(connection, lobby)

    return await gather_limited([start(lobby) for lobby in lobbies], base, START_CONNECTIONS)


class Saves:
    """Every table update message, timed, from a thread of its own."""

    def __init__(self, url: str) -> None:
        self.client = redis.Redis.from_url(url)
        self.pubsub = self.client.pubsub(ignore_subscribe_messages=True)  # type: ignore[no-untyped-call]
        self.pubsub.subscribe(UPDATES_CHANNEL)
        self.seen: list[tuple[float, str, int]] = []
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self.listen, daemon=True)
        self.thread.start()

    def listen(self) -> None:
        while not self.stop.is_set():
            message = self.pubsub.get_message(timeout=0.1)
            if message is not None:
                code, version = message["data"].decode().split()
                self.seen.append((time.time(), code, int(version)))

    def close(self) -> None:
        self.stop.set()
        self.thread.join()
        self.pubsub.close()
        self.client.close()


def measure_backlog(tables: int, workers: int) -> BacklogResult:
    logs = Path(tempfile.mkdtemp(prefix="tapete-backlog-"))
    # A queue (and so a timers set) of its own: on a shared REDIS_URL the tables an earlier
    # section left would otherwise keep these workers busy.
    extra_env = {"TAPETE_TIME_SCALE": "0.1", "TAPETE_QUEUE_NAME": f"bench-backlog-{os.getpid()}"}
    with (
        redis_and_workers(0, extra_env, logs) as env,
        serving("uvicorn", API_APP, env, logs / "api.log", "/games") as (base, _),
    ):
        raise_open_files_limit()
        started = asyncio.run(start_unwatched(base, tables))
        time.sleep(max(0.0, max(t.deadline for t in started) - time.time()) + 0.05)
        saves = Saves(env["REDIS_URL"])
        with (logs / "workers.log").open("ab") as sink:
            processes = [
                subprocess.Popen(
                    [sys.executable, "-m", "workers.main"], cwd=ROOT, env=env, stderr=sink
                )
                for _ in range(workers)
            ]
        try:
            pending = {t.code: t.version for t in started}
            timed_out: dict[str, float] = {}  # the table's first save: its timeout
            bot_moved: dict[str, float] = {}  # its second: the Easy bot's move
            give_up = time.monotonic() + GIVE_UP_SECONDS
            read = 0
            while len(bot_moved) < len(pending) and time.monotonic() < give_up:
                time.sleep(0.05)
                for at, code, version in saves.seen[read:]:
                    if code not in pending:
                        continue
                    if version > pending[code]:
                        timed_out.setdefault(code, at)
                    if version > pending[code] + 1:
                        bot_moved.setdefault(code, at)
                read = len(saves.seen)
        finally:
            stop_processes(processes)
            saves.close()
    return summarize(tables, workers, list(timed_out.values()), list(bot_moved.values()))


def summarize(
    tables: int, workers: int, timed_out: list[float], bot_moved: list[float]
) -> BacklogResult:
    if not timed_out:  # none applied within GIVE_UP_SECONDS: a rate of zero, not a crash
        return BacklogResult(tables, workers, 0, 0.0, 0.0, len(bot_moved), 0.0, 0.0)
    first = min(timed_out)
    window = max(max(timed_out) - first, 1e-9)
    with_bots = max(max(bot_moved, default=first) - first, 1e-9)
    return BacklogResult(
        tables=tables,
        workers=workers,
        timeouts=len(timed_out),
        seconds=window,
        timeouts_per_s_per_worker=len(timed_out) / window / workers,
        bot_moved=len(bot_moved),
        with_bot_turns_seconds=with_bots,
        timeouts_and_bot_turns_per_s_per_worker=(len(timed_out) + len(bot_moved))
        / with_bots
        / workers,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.timer_backlog", description=__doc__)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args(argv)
    for _ in range(args.rounds):
        result = asdict(measure_backlog(args.tables, args.workers))
        print(json.dumps({key: round(value, 2) for key, value in result.items()}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
