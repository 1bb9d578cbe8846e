"""Before and after: the moves of the reference game (section 3 of `make bench`) through the
API of this checkout and through the API of an earlier commit, in alternating rounds on the
same Redis (the machine's speed drifts within minutes, so a before run and an after run made
apart compare the machine, not the change). Prints moves/s, p99 and the API's CPU per move of
each side and their ratios. What a change on the request path shows (DEVELOPERS.md: app keys,
guards, deadlines...).

    python -m bench.ab REV [--after REV2] [--rounds 3] [--seconds 8] [--concurrency 64]
                       [--rate-limits] [--peers [--peer-matches N]]

REV is any commit git names (HEAD~1, a hash); it is checked out in a temporary worktree and
removed afterwards (so is --after's, when given; without it the after side is this
checkout, uncommitted changes included). Only the API process differs between the sides: the
same Redis (embedded unless REDIS_URL is set), no workers (the tables have no bots and long
turns). --rate-limits turns the rate limits on, set too high to be reached (their Redis calls
are on the path too); by default they are off, as in `make bench`.

--peers adds the two yardsticks `make bench` divides by to every round: the bare baseline
(bench/baseline.py, this checkout's, under wrk at the same connections: the "move/baseline"
ratio is moves/s over its req/s) and the boardgame.io peer's play runs alone (bench/peer_bgio.py,
`run_play`: a fresh server, run.sh's warm-up, then 2-player matches at as many in flight as
connections, with the official client and with the bare one; the faster client is
boardgame.io's figure, as in `make bench`; as many matches as play in about --seconds, or
--peer-matches, 768 being `make bench`'s size). The four rotate within the rounds (each round
starts one further along), so none always meets the machine first. Each side's moves/s is then
divided by both, over the same rounds, with after/before and whether it stays within 5%. Both
sides divide by the same runs, so after/before of a ratio is that of moves/s: the interleaving
is what makes the ratios themselves those of one machine at one time. The peer needs node
(npm once) and the baseline wrk; without them the table says why and reports the rest."""

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.games import REFERENCE, REFERENCE_TITLE
from bench.peer_bgio import prepare_play, run_play
from bench.scripted import MovesResult, moves_in_process, percentile
from bench.stack import API_APP, BASELINE_APP, NO_RATE_LIMITS, ROOT, redis_and_workers, serving
from bench.wrk import LoadResult, run_wrk, wrk_available

SIDES = ("before", "after")
BASELINE = "baseline"
PEER = "boardgame.io"
WITHIN = 0.05  # issue #33: both ratios stay within 5% of before


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


@dataclass
class Peers:
    """What --peers measures besides the sides: per round, the baseline's wrk run and the
    peer's play runs (label -> load.js's JSON); the reason when one cannot run."""

    baseline: list[LoadResult] = field(default_factory=list)
    baseline_reason: str = ""
    peer: list[dict[str, dict[str, Any]]] = field(default_factory=list)
    peer_reason: str = ""
    peer_copy: Path | None = None
    peer_matches: int | None = None  # sized by the first round unless --peer-matches

    def runnable(self) -> list[str]:
        return [
            name
            for name, reason in ((BASELINE, self.baseline_reason), (PEER, self.peer_reason))
            if not reason
        ]


def start_peers(args: argparse.Namespace) -> Peers:
    peers = Peers(peer_matches=args.peer_matches)
    if not wrk_available():
        peers.baseline_reason = "wrk is not installed; make bench installs it"
    peer = prepare_play()  # npm install, when needed, before any round and untimed
    peers.peer_copy, peers.peer_reason = peer.folder, peer.reason
    for name, reason in ((BASELINE, peers.baseline_reason), (PEER, peers.peer_reason)):
        if reason:
            log(f"{name} skipped: {reason}")
    return peers


def baseline_round(env: dict[str, str], logs: Path, args: argparse.Namespace) -> LoadResult:
    """`make bench`'s section 1 at these connections: the same app, server and wrk call, on the
    same Redis and env for both sides (from this checkout: the yardstick is not the change)."""
    with serving("uvicorn", BASELINE_APP, env, logs / "baseline.log", "/baseline") as (
        base,
        process,
    ):
        return run_wrk(base + "/baseline", args.concurrency, args.seconds, process.pid)


def peer_round(peers: Peers, logs: Path, round_: int, args: argparse.Namespace) -> None:
    assert peers.peer_copy is not None
    out = logs / f"bgio-{round_}"
    played = run_play(peers.peer_copy, args.concurrency, peers.peer_matches, args.seconds, out)
    if not played["ran"]:
        # Later rounds skip it and the earlier rounds' runs are dropped: a ratio over some of
        # the rounds would not be one of the same rounds. The table says why.
        peers.peer_reason = f"round {round_}: {played['reason']}"
        peers.peer.clear()
        log(f"round {round_} {PEER} failed: {played['reason']}")
        return
    peers.peer_matches = played["matches"]
    peers.peer.append(played["runs"])
    rates = ", ".join(f"{name} {run['moves_per_s']:,.0f}" for name, run in played["runs"].items())
    log(f"round {round_} {PEER}: {rates} moves/s ({played['matches']} matches each)")


def rotated(sides: list[str], round_: int) -> list[str]:
    """Round 1 in the given order, each next round starting one further along, so no side
    always meets the machine first (with two sides: alternating)."""
    shift = (round_ - 1) % len(sides)
    return sides[shift:] + sides[:shift]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.ab", description=__doc__)
    parser.add_argument("rev", help="the commit to compare with (e.g. HEAD~1)")
    parser.add_argument("--after", default=None, help="a commit (default: this checkout)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=8, help="moves per round and side")
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--rate-limits", action="store_true", help="count requests, never refuse")
    parser.add_argument(
        "--peers",
        action="store_true",
        help="also the baseline and the boardgame.io peer in every round, and the ratios",
    )
    parser.add_argument(
        "--peer-matches",
        type=int,
        default=None,
        help="boardgame.io matches per play run (default: about --seconds' worth)",
    )
    args = parser.parse_args(argv)
    logs = Path(tempfile.mkdtemp(prefix="tapete-ab-logs-"))
    results: dict[str, list[MovesResult]] = {"before": [], "after": []}
    peers = start_peers(args) if args.peers else None
    took: dict[str, list[float]] = {}  # wall seconds per round of each side
    with (
        worktree(args.rev) as before,
        worktree(args.after) as after,
        redis_and_workers(0, {}, logs) as env,
    ):
        checkouts = {"before": before, "after": after}
        sides = [*SIDES, *(peers.runnable() if peers else [])]
        for round_ in range(1, args.rounds + 1):
            for side in rotated(sides, round_):
                started = time.perf_counter()
                if side == BASELINE:
                    assert peers is not None
                    load = baseline_round(env, logs, args)
                    peers.baseline.append(load)
                    log(f"round {round_} {side}: {load.rps:,.0f} req/s")
                elif side == PEER:
                    assert peers is not None
                    if peers.peer_reason:  # failed in an earlier round
                        continue
                    peer_round(peers, logs, round_, args)
                else:
                    result = one_round(checkouts[side], env, logs, side, args)
                    results[side].append(result)
                    log(
                        f"round {round_} {side}: {result.moves_per_s:,.0f} moves/s, "
                        f"p99 {result.p99_ms:.1f} ms, API {result.api_cpu:.2f} cores"
                    )
                took.setdefault(side, []).append(time.perf_counter() - started)
    print(render(results, args) if peers is None else render_peers(results, peers, took, args))
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


def baseline_rate(runs: list[LoadResult]) -> float:
    """req/s over every round: requests over wrk's own time (requests / its req/s)."""
    seconds = sum(r.requests / r.rps if r.rps else r.seconds for r in runs)
    return sum(r.requests for r in runs) / seconds


def peer_rates(rounds: list[dict[str, dict[str, Any]]]) -> dict[str, float]:
    """moves/s of each client's play run over every round (moves over wall time)."""
    labels = dict.fromkeys(label for runs in rounds for label in runs)
    return {
        label: sum(runs[label]["moves"] for runs in rounds if label in runs)
        / sum(runs[label]["wall_s"] for runs in rounds if label in runs)
        for label in labels
    }


def ratio_cell(value: float | None, shown: str, suffix: str = "") -> str:
    return "n/a" if value is None else format(value, shown) + suffix


def within(label: str, before: float | None, after: float | None, reason: str) -> str:
    if before is None or after is None:
        return f"- within 5%: not measured ({label}: {reason})"
    change = after / before
    verdict = "yes" if abs(change - 1) <= WITHIN else "no"
    return f"- within 5%: {verdict} ({label}, after / before {change:.3f}x)"


def render_peers(
    results: dict[str, list[MovesResult]],
    peers: Peers,
    took: dict[str, list[float]],
    args: argparse.Namespace,
) -> str:
    """render's table with two more columns (each side's moves/s over boardgame.io's and over
    the baseline's, from the same rounds), the yardsticks themselves, and the verdicts."""
    before, after = summary(results["before"]), summary(results["after"])
    base = baseline_rate(peers.baseline) if peers.baseline else None
    rates = peer_rates(peers.peer)
    best = max(rates, key=rates.__getitem__, default=None)  # make bench's: the faster client
    bgio = rates[best] if best is not None else None
    peer_reason = peers.peer_reason or "no play run"
    base_reason = peers.baseline_reason or "no run"

    def over(moves: float, by: float | None) -> float | None:
        return None if by is None else moves / by

    ratios = {
        side: (over(figures[0], bgio), over(figures[0], base))
        for side, figures in (("before", before), ("after", after))
    }
    changes = [
        None if b is None or a is None else a / b
        for b, a in zip(ratios["before"], ratios["after"], strict=True)
    ]
    lines = [
        "| side | moves/s | p99 ms | API CPU ms per move | moves/s vs boardgame.io's "
        "| move/baseline |",
        "|---|---|---|---|---|---|",
    ]
    for side, figures, name in (
        ("before", before, f"before ({args.rev})"),
        ("after", after, f"after ({args.after or 'this checkout'})"),
    ):
        to_bgio, to_base = ratios[side]
        lines.append(
            f"| {name} | {figures[0]:,.0f} | {figures[1]:.1f} | {figures[2]:.3f} | "
            f"{ratio_cell(to_bgio, '.2f', 'x')} | {ratio_cell(to_base, '.0%')} |"
        )
    lines.append(
        f"| after / before | {after[0] / before[0]:.2f}x | {after[1] / before[1]:.2f}x | "
        f"{after[2] / before[2]:.2f}x | "
        + " | ".join(ratio_cell(change, ".2f", "x") for change in changes)
        + " |"
    )
    lines += ["", "| yardstick (same rounds) | rate | per round | mean time per round |"]
    lines.append("|---|---|---|---|")
    if base is None:
        lines.append(f"| baseline | not run ({base_reason}) | | |")
    else:
        per_round = " / ".join(f"{r.rps:,.0f}" for r in peers.baseline)
        lines.append(
            f"| baseline: one Redis GET, wrk c={args.concurrency} | {base:,.0f} req/s | "
            f"{per_round} | {mean(took.get(BASELINE)):.1f} s |"
        )
    if bgio is None or best is None:
        lines.append(f"| boardgame.io | not run ({peer_reason}) | | |")
    else:
        runs = ", ".join(f"{label} {rate:,.0f}" for label, rate in rates.items())
        per_round = " / ".join(f"{max(peer_rates([runs_]).values()):,.0f}" for runs_ in peers.peer)
        lines.append(
            f"| boardgame.io: the faster of {runs} moves/s, {peers.peer_matches} matches "
            f"each, {args.concurrency} in flight | {bgio:,.0f} moves/s | {per_round} | "
            f"{mean(took.get(PEER)):.1f} s |"
        )
    (before_bgio, before_base), (after_bgio, after_base) = ratios["before"], ratios["after"]
    lines += [
        "",
        within(f"{REFERENCE_TITLE} moves/s / boardgame.io's", before_bgio, after_bgio, peer_reason),
        within("move / baseline", before_base, after_base, base_reason),
    ]
    timings = ", ".join(f"{side} {mean(took.get(side)):.1f} s" for side in took)
    if PEER in took:
        timings += " (boardgame.io's: its server's start and warm-up, then two play runs)"
    lines += [
        "",
        f"{REFERENCE_TITLE} moves, {args.concurrency} connections ({args.concurrency * 4} "
        f"tables), {args.rounds} rounds of {args.seconds:g} s per side, the sides rotating "
        f"within each round; rate limits {'on' if args.rate_limits else 'off'}, "
        f"{os.cpu_count()} CPUs. Mean time per round: {timings}. Both sides divide by the same "
        "yardstick runs, so after / before of a ratio is that of moves/s.",
    ]
    return "\n".join(lines)


def mean(values: list[float] | None) -> float:
    return sum(values) / len(values) if values else float("nan")


if __name__ == "__main__":
    raise SystemExit(main())
