"""Lobby throughput (issue #38): whole lobby flows per second on Tapete against boardgame.io's
lobby, in alternating rounds (ours, the peer's, ours, ...), each round's figure kept and the
median ratio reported.

Tapete's flow is what players do before a game: create a table (`POST /tables`, the host
playing), every other seat joins (`POST /tables/{code}/join`), the host starts it
(`POST /tables/{code}/start`, which deals). boardgame.io's is its Lobby API's create and one
join per seat (`node load.js lobby`, the peer's own client and figure
`create_join_flows_per_s`): it has no start, a match begins when the seats connect. Both sides
run `flows` flows of 2-seat tables at `concurrency` flows in flight over keep-alive
connections, after an untimed warm-up of WARMUP_FLOWS, each round on a fresh server process
(the peer's in-memory store only grows; ours shares one Redis and worker). Flows/s is flows
over the wall time of the round. Our client is bench/client.py in a process of its own."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import psutil  # type: ignore[import-untyped]

from bench.ab import worktree
from bench.client import Connection, cpu_seconds, raise_open_files_limit
from bench.games import REFERENCE, GameSpec
from bench.peer_bgio import Peer, prepare_play, read_json
from bench.scripted import create_started, gather_limited, percentile
from bench.stack import API_APP, ROOT, redis_and_workers, serving, wait_ready
from bench.wrk import process_cpu
from service.runtime.embedded_redis import free_port
from service.runtime.launcher import stop_processes

SEATS = 2  # as the peer's lobby runs (`--players 2`)
WARMUP_FLOWS = 500  # untimed, on each round's fresh server (the peer's run.sh warms with 500)
PEER_TIMEOUT_S = 600
FLOWS, QUICK_FLOWS = 8000, 1000  # per round: `make bench`, and with --quick


@dataclass
class LobbyRound:
    side: str  # "tapete" or "bgio"
    round: int
    flows: int
    concurrency: int
    seconds: float
    flows_per_s: float
    requests_per_flow: int
    p50_ms: float  # one whole flow
    p99_ms: float
    errors: int
    server_cpu_cores: float | None
    client_cpu_cores: float | None


async def timed_flow(connection: Connection, spec: GameSpec) -> float:
    started = time.perf_counter()
    await create_started(connection, spec, SEATS)
    return (time.perf_counter() - started) * 1000


async def flows_round(base: str, pid: int, flows: int, concurrency: int) -> dict[str, Any]:
    spec = REFERENCE
    warm = [lambda c: timed_flow(c, spec) for _ in range(WARMUP_FLOWS)]
    await gather_limited(warm, base, concurrency)
    server = psutil.Process(pid)
    jobs = [lambda c: timed_flow(c, spec) for _ in range(flows)]
    cpu, client_cpu, started = process_cpu(server), cpu_seconds(), time.perf_counter()
    latencies = await gather_limited(jobs, base, concurrency)
    seconds = time.perf_counter() - started
    return {
        "seconds": seconds,
        "latencies": latencies,
        "server_cpu_cores": (process_cpu(server) - cpu) / seconds,
        "client_cpu_cores": (cpu_seconds() - client_cpu) / seconds,
    }


def run_flows(base: str, pid: int, flows: int, concurrency: int) -> dict[str, Any]:
    raise_open_files_limit()
    return asyncio.run(flows_round(base, pid, flows, concurrency))


def ours(api: Callable[[str], Any], index: int, flows: int, concurrency: int) -> LobbyRound:
    """One round on a fresh API process; a failed flow stops the round (an assertion)."""
    with (
        api(f"lobby-{index}") as (base, process),
        ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool,
    ):
        done = pool.submit(run_flows, base, process.pid, flows, concurrency).result()
    latencies = done["latencies"]
    return LobbyRound(
        side="tapete",
        round=index,
        flows=flows,
        concurrency=concurrency,
        seconds=done["seconds"],
        flows_per_s=flows / done["seconds"],
        requests_per_flow=1 + (SEATS - 1) + 1,
        p50_ms=statistics.median(latencies),
        p99_ms=percentile(latencies, 0.99),
        errors=0,
        server_cpu_cores=done["server_cpu_cores"],
        client_cpu_cores=done["client_cpu_cores"],
    )


def peer(copy: Path, index: int, flows: int, concurrency: int, out: Path) -> LobbyRound:
    """One round of `node load.js lobby` on a fresh boardgame.io server, warmed as ours."""
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "PORT": str(port), "NODE_ENV": "production"}  # NODE_ENV as run.sh
    with (out / "server.log").open("ab") as sink:
        server = subprocess.Popen(
            ["node", "server.js"], cwd=copy, env=env, stdout=sink, stderr=subprocess.STDOUT
        )
    try:
        wait_ready(url + "/games", server)

        def lobby(label: str, count: int) -> dict[str, Any]:
            path = out / f"{label}.json"
            command = ["node", "load.js", "lobby", "--players", str(SEATS),
                       "--concurrency", str(concurrency), "--matches", str(count),
                       "--label", label, "--out", str(path),
                       "--url", url, "--server-pid", str(server.pid)]  # fmt: skip
            done = subprocess.run(
                command, cwd=copy, env=env, capture_output=True, text=True, timeout=PEER_TIMEOUT_S
            )
            run = read_json(path)
            if done.returncode != 0 or run is None:
                tail = " / ".join(done.stderr.strip().splitlines()[-3:])
                raise RuntimeError(f"load.js {label} exited with {done.returncode}: {tail}")
            return run

        lobby(f"warmup-lobby-{index}", WARMUP_FLOWS)
        run = lobby(f"lobby-p{SEATS}-c{concurrency}-round{index}", flows)
    finally:
        stop_processes([server])
    create, join = run.get("create_latency", {}), run.get("join_latency", {})
    return LobbyRound(
        side="bgio",
        round=index,
        flows=flows,
        concurrency=concurrency,
        seconds=float(run.get("wall_s") or flows / run["create_join_flows_per_s"]),
        flows_per_s=float(run["create_join_flows_per_s"]),
        requests_per_flow=1 + SEATS,
        # load.js times requests, not flows: a flow's create plus its joins, one after another
        p50_ms=float(create.get("p50_ms", 0)) + SEATS * float(join.get("p50_ms", 0)),
        p99_ms=float(create.get("p99_ms", 0)) + SEATS * float(join.get("p99_ms", 0)),
        errors=int(run.get("errors", 0)),
        server_cpu_cores=run.get("server_cpu_cores"),
        client_cpu_cores=run.get("load_client_cpu_cores"),
    )


def measure(
    rounds: int = 3,
    flows: int = 8000,
    concurrency: int = 64,
    log: Callable[[str], None] = print,
    peer_rounds: bool = True,
) -> dict[str, Any]:
    """Alternating rounds, ours first; the JSON of `make bench`'s `lobby`. Without the peer
    (see bench/peer_bgio.py; or `peer_rounds` False) only our rounds run, and `ratio` is
    None with the reason."""
    raise_open_files_limit()
    prepared = prepare_play() if peer_rounds else Peer(None, "--no-bgio")
    logs = Path(tempfile.mkdtemp(prefix="tapete-bench-lobby-"))
    if prepared.folder is None:
        log(f"  boardgame.io's lobby not measured: {prepared.reason}")
    rows: list[LobbyRound] = []
    with redis_and_workers(1, None, logs) as env:

        def api(name: str) -> Any:
            return serving("uvicorn", API_APP, env, logs / f"api-{name}.log", "/games")

        for index in range(1, rounds + 1):
            rows.append(ours(api, index, flows, concurrency))
            log(round_line(rows[-1]))
            if prepared.folder is not None:
                try:
                    rows.append(peer(prepared.folder, index, flows, concurrency, logs))
                except (RuntimeError, subprocess.TimeoutExpired) as error:
                    log(f"  boardgame.io's lobby round {index} failed: {error}")
                    prepared = Peer(None, str(error))
                else:
                    log(round_line(rows[-1]))
    return summarise(rows, prepared.reason, flows, concurrency)


def versus(
    rev: str, rounds: int, flows: int, concurrency: int, log: Callable[[str], None] = print
) -> dict[str, list[LobbyRound]]:
    """Before and after, as bench/ab.py does for moves: our flows through the API of `rev`
    (a temporary worktree) and through this checkout's, alternating sides and which goes
    first, a fresh API process per round, one Redis and worker."""
    raise_open_files_limit()
    logs = Path(tempfile.mkdtemp(prefix="tapete-bench-lobby-ab-"))
    found: dict[str, list[LobbyRound]] = {"before": [], "after": []}
    with worktree(rev) as before, redis_and_workers(1, None, logs) as env:
        checkouts = {"before": before, "after": ROOT}
        for index in range(1, rounds + 1):
            for side in ("before", "after") if index % 2 else ("after", "before"):
                side_env = {**env, "PYTHONPATH": str(checkouts[side])}

                def api(name: str, side_env: dict[str, str] = side_env, side: str = side) -> Any:
                    log_file = logs / f"api-{side}-{name}.log"
                    return serving(
                        "uvicorn", API_APP, side_env, log_file, "/games", checkouts[side]
                    )

                row = ours(api, index, flows, concurrency)
                found[side].append(row)
                cpu = (row.server_cpu_cores or 0) / row.flows_per_s * 1e6
                log(f"{round_line(row)} [{side}: {cpu:.0f} us of API CPU per flow]")
    return found


def versus_table(found: dict[str, list[LobbyRound]], rev: str) -> str:
    def medians(rows: list[LobbyRound]) -> tuple[float, float]:
        rates = [r.flows_per_s for r in rows]
        cpu = [(r.server_cpu_cores or 0) / r.flows_per_s * 1e6 for r in rows]
        return statistics.median(rates), statistics.median(cpu)

    (before_rate, before_cpu), (after_rate, after_cpu) = map(medians, found.values())
    return "\n".join(
        [
            "| side | flows/s (median) | API CPU per flow, us (median) |",
            "|---|---|---|",
            f"| before ({rev}) | {before_rate:,.0f} | {before_cpu:.0f} |",
            f"| after (this checkout) | {after_rate:,.0f} | {after_cpu:.0f} |",
            f"| after / before | {after_rate / before_rate:.2f}x | {after_cpu / before_cpu:.2f}x |",
        ]
    )


def summarise(rows: list[LobbyRound], reason: str, flows: int, concurrency: int) -> dict[str, Any]:
    tapete = [r.flows_per_s for r in rows if r.side == "tapete"]
    bgio = [r.flows_per_s for r in rows if r.side == "bgio"]
    # Each round's ratio pairs our round with the peer's that followed it.
    ratios = [t / b for t, b in zip(tapete, bgio, strict=False) if b > 0]
    return {
        "seats": SEATS,
        "flows": flows,
        "concurrency": concurrency,
        "rounds": [asdict(r) for r in rows],
        "tapete_median_flows_per_s": statistics.median(tapete) if tapete else None,
        "bgio_median_flows_per_s": statistics.median(bgio) if bgio else None,
        "round_ratios": ratios,
        "ratio": statistics.median(ratios) if ratios else None,
        "reason": "" if ratios else (reason or "boardgame.io's lobby did not run"),
    }


def round_line(row: LobbyRound) -> str:
    name = "Tapete create+join+start" if row.side == "tapete" else "boardgame.io create+join"
    return (
        f"  round {row.round} {name}: {row.flows_per_s:,.0f} flows/s "
        f"({row.flows:,} flows, c={row.concurrency}, flow p99 {row.p99_ms:.1f} ms, "
        f"server CPU {row.server_cpu_cores or 0:.2f} cores)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.lobby", description=__doc__)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--flows", type=int, default=FLOWS)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument(
        "--versus",
        metavar="REV",
        help="instead of the peer: before and after, REV's API against this checkout's",
    )
    args = parser.parse_args(argv)
    if args.versus:
        log = lambda m: print(m, file=sys.stderr)  # noqa: E731
        found = versus(args.versus, args.rounds, args.flows, args.concurrency, log)
        print(versus_table(found, args.versus))
        if args.json is not None:
            rows = {side: [asdict(r) for r in runs] for side, runs in found.items()}
            args.json.write_text(json.dumps(rows, indent=2) + "\n")
        return 0
    results = measure(
        args.rounds, args.flows, args.concurrency, lambda m: print(m, file=sys.stderr)
    )
    ratios = ", ".join(f"{r:.2f}x" for r in results["round_ratios"])
    if results["ratio"] is None:
        print(f"lobby: not compared ({results['reason']})")
    else:
        print(f"lobby flows/s vs boardgame.io: median {results['ratio']:.2f}x (rounds: {ratios})")
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
