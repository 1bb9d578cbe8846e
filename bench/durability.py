"""What strict durability costs: moves of the reference game (the first registered) through
the real API with the embedded Redis at `appendfsync everysec` (the default) and at `always`,
in one run, alternating the modes so that a busy machine weighs on both alike. Prints
moves/s, p50 and p99 per mode.

    python -m bench.durability [--seconds 8] [--rounds 2] [--concurrency 16] [--dir DIR]

Also a section of `make bench`. Each mode gets a fresh Redis whose AOF lives in --dir (by
default a tmp dir under the project's .data/, the disk `make run` keeps its data on: fsync
costs what that disk costs; tmpfs would hide it). REDIS_URL is ignored: the point is to set
Redis's fsync policy."""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import redis

from bench.games import REFERENCE, REFERENCE_TITLE
from bench.scripted import moves_in_process, percentile
from bench.stack import API_APP, redis_and_workers, serving
from service.runtime.embedded_redis import FSYNC_MODES, EmbeddedRedis

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class DurabilityResult:
    mode: str  # appendfsync
    rounds: int
    seconds: float  # of moves, all rounds together
    concurrency: int
    tables: int
    moves: int
    moves_per_s: float
    p50_ms: float
    p99_ms: float
    delayed_fsyncs: int  # INFO aof_delayed_fsync: writes held back behind a slow fsync


def log(message: str) -> None:
    print(f"[durability {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def filesystem(path: Path) -> str:
    """The mount (and its type) holding `path`, from /proc/mounts where there is one."""
    try:
        mounts = [line.split()[:3] for line in Path("/proc/mounts").read_text().splitlines()]
    except OSError:
        return "unknown"
    resolved = str(path.resolve())
    best = max(
        (m for m in mounts if resolved == m[1] or resolved.startswith(m[1].rstrip("/") + "/")),
        key=lambda m: len(m[1]),
        default=None,
    )
    return f"{best[1]} ({best[2]})" if best else "unknown"


def one_round(
    mode: str, data_dir: Path, logs: Path, seconds: float, concurrency: int, tables: int
) -> tuple[list[float], float, int, int]:
    """(move latencies ms, seconds of moves, moves, delayed fsyncs) on a fresh stack."""
    server = EmbeddedRedis(data_dir, appendfsync=mode)
    url = server.start()
    try:
        # No workers: the tables have no bots and 60 s turns, so no job runs during a round.
        with (
            redis_and_workers(0, {"REDIS_URL": url}, logs) as env,
            serving("uvicorn", API_APP, env, logs / f"api-{mode}.log", "/games") as (api, _),
        ):
            result = moves_in_process(api, REFERENCE, tables, concurrency, seconds)
        with redis.Redis.from_url(url) as client:
            delayed = int(client.info("persistence").get("aof_delayed_fsync", 0))
    finally:
        server.stop()
    return result.latencies_ms, result.act_seconds, result.moves, delayed


def compare(
    seconds: float = 8,
    rounds: int = 2,
    concurrency: int = 16,
    tables_per_connection: int = 4,
    directory: Path | None = None,
) -> list[DurabilityResult]:
    parent = directory or ROOT / ".data"
    parent.mkdir(parents=True, exist_ok=True)
    workdir = Path(tempfile.mkdtemp(prefix="bench-durability-", dir=parent))
    log(f"AOFs in {workdir}, on {filesystem(workdir)}")
    tables = concurrency * tables_per_connection
    latencies: dict[str, list[float]] = {mode: [] for mode in FSYNC_MODES}
    totals = {mode: [0.0, 0, 0] for mode in FSYNC_MODES}  # seconds, moves, delayed fsyncs
    try:
        for round_ in range(1, rounds + 1):
            for mode in FSYNC_MODES:
                data = workdir / f"{mode}-{round_}"
                took, seconds_, moves, delayed = one_round(
                    mode, data, workdir, seconds, concurrency, tables
                )
                latencies[mode] += took
                totals[mode][0] += seconds_
                totals[mode][1] += moves
                totals[mode][2] += delayed
                log(
                    f"  round {round_} {mode}: {moves / seconds_:,.0f} moves/s, "
                    f"p99 {percentile(took, 0.99):.1f} ms"
                )
                shutil.rmtree(data, ignore_errors=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    return [
        DurabilityResult(
            mode=mode,
            rounds=rounds,
            seconds=round(totals[mode][0], 2),
            concurrency=concurrency,
            tables=tables,
            moves=int(totals[mode][1]),
            moves_per_s=totals[mode][1] / totals[mode][0],
            p50_ms=statistics.median(latencies[mode]),
            p99_ms=percentile(latencies[mode], 0.99),
            delayed_fsyncs=int(totals[mode][2]),
        )
        for mode in FSYNC_MODES
    ]


def render(results: list[dict[str, Any]]) -> str:
    """A Markdown table, `always` relative to `everysec`."""
    base = next((r for r in results if r["mode"] == "everysec"), None)
    lines = [
        "| appendfsync | moves/s | of everysec | p50 ms | p99 ms | moves | delayed fsyncs |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in results:
        share = f"{r['moves_per_s'] / base['moves_per_s']:.0%}" if base else "-"
        lines.append(
            f"| `{r['mode']}` | {r['moves_per_s']:,.0f} | {share} | {r['p50_ms']:.1f} | "
            f"{r['p99_ms']:.1f} | {r['moves']:,} | {r['delayed_fsyncs']} |"
        )
    if results:
        first = results[0]
        lines.append(
            f"\n{REFERENCE_TITLE} moves, {first['concurrency']} clients over "
            f"{first['tables']} tables, "
            f"{first['rounds']} alternating rounds per mode, {os.cpu_count()} CPUs."
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.durability", description=__doc__)
    parser.add_argument("--seconds", type=float, default=8, help="moves per round and mode")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--dir", type=Path, default=None, help="where the AOFs are written")
    args = parser.parse_args(argv)
    results = compare(args.seconds, args.rounds, args.concurrency, directory=args.dir)
    print(render([asdict(r) for r in results]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
