"""Before and after: the moves of the reference game (section 3 of `make bench`) through the
API of this checkout and through the API of an earlier commit, in alternating rounds on the
same Redis (the machine's speed drifts within minutes, so a before run and an after run made
apart compare the machine, not the change). Prints moves/s, p99 and the API's CPU per move of
each side and their ratios. What a change on the request path shows (DEVELOPERS.md: app keys,
guards, deadlines...).

    python -m bench.ab REV [--after REV2] [--rounds 3] [--seconds 8] [--concurrency 64]
                       [--rate-limits]

REV is any commit git names (HEAD~1, a hash); it is checked out in a temporary worktree and
removed afterwards (so is --after's, when given; without it the after side is this
checkout, uncommitted changes included). Only the API process differs between the sides: the
same Redis (embedded unless REDIS_URL is set), no workers (the tables have no bots and long
turns). --rate-limits turns the rate limits on, set too high to be reached (their Redis calls
are on the path too); by default they are off, as in `make bench`."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bench.games import REFERENCE, REFERENCE_TITLE
from bench.scripted import MovesResult, moves_in_process, percentile
from bench.stack import API_APP, NO_RATE_LIMITS, ROOT, redis_and_workers, serving


def log(message: str) -> None:
    print(f"[ab {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


@contextmanager
def worktree(rev: str | None) -> Iterator[Path]:
    """`rev` checked out beside this checkout (git worktree), removed on exit; None: this
    checkout itself."""
    if rev is None:
        yield ROOT
        return
    parent = Path(tempfile.mkdtemp(prefix="tapete-ab-"))
    path = parent / "checkout"
    subprocess.run(
        ["git", "worktree", "add", "--detach", "--quiet", str(path), rev], cwd=ROOT, check=True
    )
    try:
        yield path
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(path)], cwd=ROOT, check=False)
        shutil.rmtree(parent, ignore_errors=True)


def one_round(
    checkout: Path, env: dict[str, str], logs: Path, side: str, args: argparse.Namespace
) -> MovesResult:
    side_env = {**env, "PYTHONPATH": str(checkout)}
    if args.rate_limits:  # counted on every request (their Redis calls), never reached
        side_env.update(dict.fromkeys(NO_RATE_LIMITS, str(10**9)))
    with serving("uvicorn", API_APP, side_env, logs / f"api-{side}.log", "/games", checkout) as (
        api,
        process,
    ):
        return moves_in_process(
            api, REFERENCE, args.concurrency * 4, args.concurrency, args.seconds, process.pid
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ab", description=__doc__)
    parser.add_argument("rev", help="the commit to compare with (e.g. HEAD~1)")
    parser.add_argument("--after", default=None, help="a commit (default: this checkout)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=8, help="moves per round and side")
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--rate-limits", action="store_true", help="count requests, never refuse")
    args = parser.parse_args(argv)
    logs = Path(tempfile.mkdtemp(prefix="tapete-ab-logs-"))
    results: dict[str, list[MovesResult]] = {"before": [], "after": []}
    with (
        worktree(args.rev) as before,
        worktree(args.after) as after,
        redis_and_workers(0, {}, logs) as env,
    ):
        checkouts = {"before": before, "after": after}
        for round_ in range(1, args.rounds + 1):
            # Alternate which side goes first, so neither always meets a warmer machine.
            order = ["before", "after"] if round_ % 2 else ["after", "before"]
            for side in order:
                result = one_round(checkouts[side], env, logs, side, args)
                results[side].append(result)
                log(
                    f"round {round_} {side}: {result.moves_per_s:,.0f} moves/s, "
                    f"p99 {result.p99_ms:.1f} ms, API {result.api_cpu:.2f} cores"
                )
    print(render(results, args))
    shutil.rmtree(logs, ignore_errors=True)
    return 0


def summary(runs: list[MovesResult]) -> tuple[float, float, float]:
    """(moves/s, p99 ms, API CPU ms per move) over every round of one side."""
    moves = sum(r.moves for r in runs)
    seconds = sum(r.act_seconds for r in runs)
    cpu = sum(r.api_cpu * r.act_seconds for r in runs)  # core-seconds
    latencies = [value for r in runs for value in r.latencies_ms]
    return moves / seconds, percentile(latencies, 0.99), 1000 * cpu / moves


def render(results: dict[str, list[MovesResult]], args: argparse.Namespace) -> str:
    before, after = summary(results["before"]), summary(results["after"])
    lines = [
        "| side | moves/s | p99 ms | API CPU ms per move |",
        "|---|---|---|---|",
        f"| before ({args.rev}) | {before[0]:,.0f} | {before[1]:.1f} | {before[2]:.3f} |",
        f"| after ({args.after or 'this checkout'}) | {after[0]:,.0f} | {after[1]:.1f} | "
        f"{after[2]:.3f} |",
        f"| after / before | {after[0] / before[0]:.2f}x | {after[1] / before[1]:.2f}x | "
        f"{after[2] / before[2]:.2f}x |",
        "",
        f"{REFERENCE_TITLE} moves, {args.concurrency} connections, {args.rounds} alternating "
        f"rounds of {args.seconds:g} s per side, rate limits "
        f"{'on' if args.rate_limits else 'off'}, {os.cpu_count()} CPUs.",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
