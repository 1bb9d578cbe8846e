"""`make bench`: the whole benchmark in one run (see docs/performance.md).

Starts the stack as `make run` does plus the bare baseline app on the same server, measures
load (wrk), moves (scripted clients), end-to-end games (every seat following its stream),
long-polls, bot replies, timers (as a watcher sees them, and the workers' own rate on a
backlog), Redis bytes per table, the engines and tournament pairing; every comparison with
boardgame.io runs in interleaved rounds (bench/rounds.py). Then prints Markdown tables, writes
bench/results/<date>.json and PNG plots."""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path
from typing import Any

import httpx

from bench import connections, durability, latency, lobby, peer_e2e, tournaments
from bench.client import Connection, raise_open_files_limit
from bench.e2e import Load, e2e_in_process, loads
from bench.engine import engine_available, playouts_per_second
from bench.games import GAMES, REFERENCE, GameSpec
from bench.longpoll import long_polls_in_process
from bench.peer_bgio import run_peer
from bench.report import E2E_AT, RATIO_AT, render, target_rows, write_json
from bench.rounds import ROUNDS, Comparison, interleave
from bench.scripted import create_tables, moves_in_process, percentile
from bench.stack import (
    API_APP,
    BASELINE_APP,
    SERVERS,
    Stack,
    bench_stack,
    server_available,
    serving,
)
from bench.storage import storage_per_table
from bench.stream import streams_in_process
from bench.timer_backlog import measure_backlog
from bench.timers import timer_lateness_in_process
from bench.wrk import LoadResult, run_wrk, write_requests, wrk_available
from service.core.settings import Settings

RESULTS = Path(__file__).resolve().parent / "results"
POLL_TABLES = 16


@dataclass(frozen=True)
class Plan:
    seconds: float  # per wrk run and per moves run
    concurrency: tuple[int, ...]
    tables_per_connection: int  # moves: tables in play per client connection
    waiters: tuple[int, ...]
    idle_seconds: float
    bot_tables: int  # one per worker: main() sets it from --workers
    bot_rounds: int  # bot replies measured per table
    timers: int
    engine_seconds: float
    server_seconds: float
    durability_seconds: float = 8  # moves per round and appendfsync mode (2 rounds; quick: 1)
    streams: tuple[int, ...] = (5000,)  # event streams on one table (5,000: the case)
    e2e_tables: tuple[int, ...] = (E2E_AT, 256)  # end-to-end: tables in flight
    e2e_seconds: float = 10  # per end-to-end run, after its warm-up


FULL = Plan(10, (16, 64), 8, (1000, 5000), 3, 2, 24, 1000, 5, 5, 8)
QUICK = Plan(2, (16, 64), 2, (200, 1000), 1, 2, 4, 100, 1, 2, 2, (500,), (E2E_AT,), 3)


def log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def catalog(base: str) -> dict[str, dict[str, Any]]:
    return {game["id"]: game for game in httpx.get(f"{base}/games").json()}


async def poll_requests(base: str, workdir: Path) -> tuple[Path, Path]:
    """Request files for the poll runs over every seat of POLL_TABLES 4-seat tables of the reference
    game: with each seat's current ETag (answered 304), and without (the full view). Every seat
    polls, so presence, part of the ETag, stays the same during the run."""
    tables = await create_tables(base, REFERENCE, 4, POLL_TABLES)
    seats = [(t.code, token) for t in tables for token in t.tokens]
    connection = Connection(base)
    for _ in range(2):  # the second round sees every seat connected
        tags = [
            (await connection.request("GET", f"/tables/{code}", token=token)).headers["etag"]
            for code, token in seats
        ]
    check = await connection.request(
        "GET", f"/tables/{seats[0][0]}", token=seats[0][1], headers={"If-None-Match": tags[0]}
    )
    await connection.close()
    assert check.status == 304, f"expected 304, got {check.status}"
    auth = [{"Authorization": f"Bearer {token}"} for _, token in seats]
    full = [("GET", f"/tables/{code}", a) for (code, _), a in zip(seats, auth, strict=True)]
    cached = [
        (m, p, {**a, "If-None-Match": tag}) for (m, p, a), tag in zip(full, tags, strict=True)
    ]
    return (
        write_requests(workdir / "poll-304.txt", cached),
        write_requests(workdir / "poll-full.txt", full),
    )


def load_runs(url: str, pid: int, plan: Plan, file: Path | None = None) -> list[dict[str, Any]]:
    runs = []
    for concurrency in plan.concurrency:
        result: LoadResult = run_wrk(url, concurrency, plan.seconds, pid, file)
        log(f"  c={concurrency}: {result.rps:,.0f} req/s, p99 {result.p99_ms:.1f} ms")
        runs.append(asdict(result))
    return runs


def moves_runs(stack: Stack, spec: GameSpec, plan: Plan) -> list[dict[str, Any]]:
    runs = []
    for concurrency in plan.concurrency:
        tables = concurrency * plan.tables_per_connection
        moves = moves_in_process(
            stack.api, spec, tables, concurrency, plan.seconds, stack.api_process.pid
        )
        result = asdict(moves)
        result.pop("latencies_ms")
        log(
            f"  {spec.id} c={concurrency}: {result['moves_per_s']:,.0f} moves/s, "
            f"p99 {result['p99_ms']:.1f} ms"
        )
        runs.append(result)
    return runs


def e2e_runs(stack: Stack, chosen: list[Load], plan: Plan) -> list[dict[str, Any]]:
    """Section 3b: each load at each table count, once (the compared load is measured in the
    interleaved rounds instead)."""
    runs = []
    for load in chosen:
        for tables in plan.e2e_tables:
            result = asdict(
                e2e_in_process(
                    stack.api, load.spec, load.seats, tables, plan.e2e_seconds,
                    stack.api_process.pid,
                )
            )  # fmt: skip
            log(f"  {e2e_line(result)}")
            runs.append(result)
    return runs


def e2e_line(result: dict[str, Any]) -> str:
    return (
        f"{result['game']} {result['seats']} seats, {result['tables']} tables: "
        f"{result['moves_per_s']:,.0f} moves/s, {result['games_per_s']:,.1f} games/s, "
        f"to the other seats p50 {result['latency_p50_ms']:.1f} ms, "
        f"p99 {result['latency_p99_ms']:.1f} ms"
    )


def compared(load: Load) -> bool:
    """The load the rounds compare with boardgame.io's 2-player matches: the reference game at
    2 seats."""
    return load.spec.id == REFERENCE.id and load.seats == 2


def comparisons(plan: Plan) -> list[Comparison]:
    """What the rounds compare with boardgame.io: section 3's act waves at c=RATIO_AT against
    its play runs at as many matches in flight, and the end-to-end load at each table count
    against its followed matches."""

    def act_waves(stack: Stack) -> dict[str, Any]:
        # The bare baseline just before, so that the moves' share of it is of one stretch of
        # the machine too (the "move req/s vs baseline" target reads its median).
        base = run_wrk(stack.baseline + "/baseline", RATIO_AT, plan.seconds, baseline_pid(stack))
        tables = RATIO_AT * plan.tables_per_connection
        moves = moves_in_process(
            stack.api, REFERENCE, tables, RATIO_AT, plan.seconds, stack.api_process.pid
        )
        found = asdict(moves)
        found.pop("latencies_ms")
        found["baseline_rps"] = base.rps
        found["of_baseline"] = moves.moves_per_s / base.rps if base.rps else None
        return found

    def e2e(tables: int) -> Comparison:
        def ours(stack: Stack) -> dict[str, Any]:
            found = e2e_in_process(
                stack.api, REFERENCE, 2, tables, plan.e2e_seconds, stack.api_process.pid
            )
            return asdict(found)

        return Comparison(
            f"e2e_{tables}",
            ours,
            lambda server: peer_e2e.follow(server, tables, plan.e2e_seconds),
            (
                "moves_per_s",
                "games_per_s",
                "games_per_s_steady",
                "latency_p50_ms",
                "latency_p99_ms",
            ),
        )

    return [
        Comparison(
            "act_waves",
            act_waves,
            lambda server: peer_e2e.act_waves(server, RATIO_AT, plan.seconds),
            ("moves_per_s",),
        ),
        *(e2e(tables) for tables in plan.e2e_tables),
    ]


def hosted(games: dict[str, Any]) -> list[GameSpec]:
    found = [spec for spec in GAMES if spec.id in games]
    for spec in GAMES:
        if spec.id not in games:
            log(f"skipping {spec.id}: GET /games does not list it")
    return found


def api_sections(stack: Stack, plan: Plan, workdir: Path) -> dict[str, Any]:
    results: dict[str, Any] = {}
    games = catalog(stack.api)
    log("1. baseline")
    results["baseline"] = load_runs(stack.baseline + "/baseline", baseline_pid(stack), plan)
    log("2. polls")
    cached, full = asyncio.run(poll_requests(stack.api, workdir))
    results["poll_304"] = load_runs(stack.api, stack.api_process.pid, plan, cached)
    results["poll_full"] = load_runs(stack.api, stack.api_process.pid, plan, full)
    log("3. moves")
    results["moves"] = {spec.id: moves_runs(stack, spec, plan) for spec in hosted(games)}
    log("3b. end-to-end games, every seat following by its stream")
    results["e2e"] = e2e_runs(
        stack, [load for load in loads(hosted(games)) if not compared(load)], plan
    )
    log("4. long-polls")
    results["long_polls"] = []
    for waiters in plan.waiters:
        polls = asdict(
            long_polls_in_process(
                stack.api, stack.api_process.pid, REFERENCE, waiters, plan.idle_seconds
            )
        )
        log(f"  {waiters} waiters: all answered in {polls['wake_all_ms']:.0f} ms")
        results["long_polls"].append(polls)
    log("4b. event streams")
    results["streams"] = []
    for count in plan.streams:
        streams = asdict(
            streams_in_process(
                stack.api, stack.api_process.pid, REFERENCE, count, plan.idle_seconds
            )
        )
        log(
            f"  {count} streams: the last got the move's view in "
            f"{streams['last_event_all_ms']:.0f} ms"
        )
        results["streams"].append(streams)
    log("7. Redis bytes per table")
    results["storage"] = [
        asdict(storage_per_table(stack.api, stack.redis_url, spec, seats))
        for spec in hosted(games)
        for seats in range(games[spec.id]["min_seats"], games[spec.id]["max_seats"] + 1)
    ]
    return results


def baseline_pid(stack: Stack) -> int:
    return stack.baseline_process.pid


def server_comparison(stack: Stack, plan: Plan, workdir: Path) -> list[dict[str, Any]]:
    """Baseline, polls and moves at c=RATIO_AT on each available server, one at a time, on the
    same Redis and workers."""
    short = Plan(plan.server_seconds, (RATIO_AT,), plan.tables_per_connection, (), 0, 0, 0, 0, 0, 0)
    rows = []
    for server in (s for s in SERVERS if server_available(s)):
        log(f"  server {server}")
        logs = stack.logs
        with (
            serving(server, API_APP, stack.env, logs / f"api-{server}.log", "/games") as api,
            serving(
                server, BASELINE_APP, stack.env, logs / f"baseline-{server}.log", "/baseline"
            ) as base,
        ):
            (api_url, api_process), (base_url, base_process) = api, base
            baseline = run_wrk(base_url + "/baseline", RATIO_AT, short.seconds, base_process.pid)
            cached, full = asyncio.run(poll_requests(api_url, workdir))
            cached_run = run_wrk(api_url, RATIO_AT, short.seconds, api_process.pid, cached)
            full_run = run_wrk(api_url, RATIO_AT, short.seconds, api_process.pid, full)
            moves = moves_in_process(
                api_url, REFERENCE, RATIO_AT * short.tables_per_connection, RATIO_AT, short.seconds
            )
        rows.append(
            {
                "server": server,
                "baseline_rps": baseline.rps,
                "poll_304_rps": cached_run.rps,
                "poll_full_rps": full_run.rps,
                "moves_per_s": moves.moves_per_s,
                "moves_p99_ms": moves.p99_ms,
            }
        )
    return rows


def bots_and_timers(server: str, plan: Plan, workers: int) -> dict[str, Any]:
    """Sections 5 and 6 on a stack of their own, turn timers at 1/10 so the run is short."""
    with bench_stack(server, workers, {"TAPETE_TIME_SCALE": "0.1"}) as stack:
        budget_ms = int(stack.env.get("TAPETE_BOT_BUDGET_MS") or Settings().bot_budget_ms)
        log(f"5. bot replies ({plan.bot_tables} tables, {workers} workers)")
        replies = latency.bot_replies_at_once(stack.api, plan.bot_tables, plan.bot_rounds)
        beyond = [s * 1000 - budget_ms for s in replies]
        bots = summary(beyond) | {
            "budget_ms": budget_ms,
            "tables": plan.bot_tables,
            "workers": workers,
        }
        log(f"6. timers ({plan.timers} tables)")
        timers = asdict(timer_lateness_in_process(stack.api, plan.timers)) | {"workers": workers}
        log(
            f"  p99 {timers['p99_ms']:.0f} ms, deadlines spread over "
            f"{timers['deadline_spread_s']:.1f} s, {timers['timeouts_per_s']:.0f} timeouts/s, "
            f"busiest second {timers['peak_timeouts_per_s']:.0f}"
        )
    return {"bots": bots, "timers": timers}


def timer_backlog_section(plan: Plan, workers: int) -> dict[str, Any]:
    """6b: the workers' own rate of timeouts (bench/timer_backlog.py). On a stack of its own,
    as section 6's watched tables let the API apply timeouts too, and its workers must start
    only once every deadline has passed."""
    log(f"6b. timer backlog ({plan.timers} tables unwatched, {workers} workers)")
    backlog = asdict(measure_backlog(plan.timers, workers))
    log(
        f"  {backlog['timeouts']:,} timeouts in {backlog['seconds']:.2f} s: "
        f"{backlog['timeouts_per_s_per_worker']:.0f} timeouts/s per worker, "
        f"{backlog['timeouts_and_bot_turns_per_s_per_worker']:.0f}/s per worker counting the "
        f"{backlog['bot_moved']:,} Easy bot turns too"
    )
    return {"timers_backlog": backlog}


def summary(values_ms: list[float]) -> dict[str, Any]:
    return {
        "n": len(values_ms),
        "median_ms": statistics.median(values_ms),
        "p99_ms": percentile(values_ms, 0.99),
    }


def durability_section(plan: Plan, quick: bool) -> list[dict[str, Any]]:
    """9: appendfsync everysec vs always, each on a Redis of its own (bench/durability.py)."""
    log("9. durability: appendfsync everysec vs always")
    rounds = 1 if quick else 2
    return [asdict(r) for r in durability.compare(plan.durability_seconds, rounds)]


def engine_section(plan: Plan) -> list[dict[str, Any]]:
    log("8. engines")
    return [
        asdict(playouts_per_second(spec.id, spec.seats, plan.engine_seconds))
        for spec in GAMES
        if engine_available(spec.id)
    ]


# --- Issue #38: lobby rounds against the peer (bench/lobby.py) and connections per API process
# (bench/connections.py), each on stacks of their own.
def lobby_and_connections(quick: bool, no_bgio: bool) -> dict[str, Any]:
    log("11. lobby: create + join + start vs boardgame.io's create + join, alternating rounds")
    flows = lobby.QUICK_FLOWS if quick else lobby.FLOWS
    lobbies = lobby.measure(3, flows, 64, log, peer_rounds=not no_bgio)
    log("12. connections: idle streams and parked long-polls on one API process")
    sizes = connections.QUICK_SIZES if quick else connections.SIZES
    idle = connections.QUICK_IDLE_SECONDS if quick else connections.IDLE_SECONDS
    return {"lobby": lobbies, "connections": connections.measure(sizes, idle, log=log)}


def meta(server: str, plan: Plan, quick: bool) -> dict[str, Any]:
    wrk_version = subprocess.run(["wrk", "-v"], capture_output=True, text=True).stdout
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    return {
        "date": date.today().isoformat(),
        "quick": quick,
        "server": server,
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "wrk": wrk_version.split(" [")[0].strip(),
        "commit": commit,
        "seconds": plan.seconds,
        "plan": asdict(plan),
    }


def free_stem(out: Path, name: str) -> Path:
    """Where a run's results go: `name` (the day), or the day with the next free letter
    (`b`, `c`...) when a run of that day is already there: a run never replaces another."""
    stem = out / name
    for letter in "bcdefghijklmnopqrstuvwxyz":
        if not stem.with_suffix(".json").exists():
            return stem
        stem = out / f"{name}{letter}"
    raise RuntimeError(f"26 runs named {name} in {out}: move some away")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="short runs (a smoke test)")
    parser.add_argument("--server", default="uvicorn", choices=sorted(SERVERS))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--no-compare", action="store_true", help="skip the server comparison")
    parser.add_argument("--out", type=Path, default=RESULTS)
    parser.add_argument(
        "--no-bgio", action="store_true", help="skip the boardgame.io peer (bench/peer_bgio.py)"
    )
    args = parser.parse_args(argv)
    from bench.plots import latency_plot, ratio_plot  # matplotlib: only for the full run

    if not wrk_available():
        sys.exit("wrk is not installed (make bench installs it)")
    raise_open_files_limit()
    plan = replace(QUICK if args.quick else FULL, bot_tables=args.workers)
    results: dict[str, Any] = {"meta": meta(args.server, plan, args.quick)}
    workdir = Path(tempfile.mkdtemp(prefix="tapete-bench-"))
    started = time.perf_counter()
    with bench_stack(args.server, args.workers) as stack:
        results |= api_sections(stack, plan, workdir)
        if not args.no_compare:
            log("servers compared")
            results["servers"] = server_comparison(stack, plan, workdir)
        log(f"3c. against boardgame.io: {ROUNDS} interleaved rounds (bench/rounds.py)")
        results["rounds"] = interleave(
            stack, comparisons(plan), ROUNDS, workdir, log, with_peer=not args.no_bgio
        )
    results |= bots_and_timers(args.server, plan, args.workers)
    results |= timer_backlog_section(plan, args.workers)
    results["engine"] = engine_section(plan)
    log("8b. tournaments: pairing and standings, the engine alone (bench/tournaments.py)")
    results["tournaments"] = tournaments.measure(args.quick, log)
    results["durability"] = durability_section(plan, args.quick)
    results |= lobby_and_connections(args.quick, args.no_bgio)  # issue #38 (below)
    # After our own sections, alone on the machine (our stacks are stopped by now).
    log("10. boardgame.io peer")
    if args.no_bgio:
        results["bgio"] = {"ran": False, "reason": "--no-bgio"}
    else:
        results["bgio"] = run_peer(args.quick, log)
    results["targets"] = target_rows(results)
    results["meta"]["elapsed_s"] = round(time.perf_counter() - started)
    stem = free_stem(args.out, results["meta"]["date"] + ("-quick" if args.quick else ""))
    write_json(results, stem.with_suffix(".json"))
    latency_plot(results, Path(f"{stem}-latency.png"))
    ratio_plot(results, Path(f"{stem}-ratios.png"))
    print(render(results))
    log(f"wrote {stem}.json and PNGs in {results['meta']['elapsed_s']} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
