"""Every comparison with boardgame.io in interleaved rounds: ours, then the peer, three times
(ours, peer, ours, peer, ours, peer). The machine's speed drifts by a third within minutes
(issue #38), so a ratio is only that of the two when both sides meet the same minutes; each
round's ratio is kept and the median ratio is the figure.

A `Comparison` is one figure measured on both sides: `ours` runs against Tapete's stack (idle
meanwhile otherwise), `peer` against the round's fresh boardgame.io server (bench/peer_e2e.py),
each returning a dict of figures; `figures` names the ones compared and whether more is
better. Another section adds its comparison to the list `make bench` passes in."""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.peer_e2e import PeerServer, peer_server, prepare
from bench.stack import Stack, bench_stack

ROUNDS = 3
Figures = dict[str, Any]


@dataclass(frozen=True)
class Comparison:
    name: str
    ours: Callable[[Stack], Figures]
    peer: Callable[[PeerServer], Figures]
    figures: tuple[str, ...]  # the keys of both sides' dicts compared (ours / peer)


def ratios(ours: Figures, peer: Figures, figures: tuple[str, ...]) -> dict[str, float | None]:
    """ours / peer for each figure (None when either is missing or the peer's is 0)."""
    found: dict[str, float | None] = {}
    for key in figures:
        mine, theirs = ours.get(key), peer.get(key)
        ok = mine is not None and theirs
        found[key] = float(mine) / float(theirs) if ok else None  # type: ignore[arg-type]
    return found


def medians(rounds: list[dict[str, Any]], figures: tuple[str, ...]) -> dict[str, Any]:
    """Per figure: the median of each side over the rounds and the median of the rounds'
    ratios (not the ratio of the medians: each ratio is of one round's minutes)."""
    found: dict[str, Any] = {}
    for key in figures:
        values = [r["ratios"][key] for r in rounds if r.get("ratios", {}).get(key) is not None]
        ours = [r["ours"][key] for r in rounds if r.get("ours", {}).get(key) is not None]
        peer = [r["peer"][key] for r in rounds if r.get("peer", {}).get(key) is not None]
        found[key] = {
            "ratio": statistics.median(values) if values else None,
            "ours": statistics.median(ours) if ours else None,
            "peer": statistics.median(peer) if peer else None,
            "ratios": values,
        }
    return found


def interleave(
    stack: Stack,
    comparisons: list[Comparison],
    rounds: int,
    workdir: Path,
    log: Callable[[str], None],
    with_peer: bool = True,
) -> dict[str, Any]:
    """Run `rounds` rounds, each every comparison's side of ours and then, on a fresh
    boardgame.io server, every comparison's peer side. {"ran_peer", "reason", "comparisons":
    {name: {"rounds": [{"ours", "peer", "ratios"}], "medians": ...}}}; without the peer
    (`with_peer` False, or it cannot run) ours is measured in one round only."""
    peer = prepare() if with_peer else None
    reason = "not asked (--no-bgio)" if peer is None else peer.reason
    copy = None if peer is None else peer.folder
    if copy is None:
        log(f"  boardgame.io rounds skipped: {reason}; ours in one round")
        rounds = 1
    found: dict[str, Any] = {c.name: {"rounds": []} for c in comparisons}
    failures: list[str] = []
    for number in range(1, rounds + 1):
        for comparison in comparisons:
            ours = comparison.ours(stack)
            found[comparison.name]["rounds"].append({"round": number, "ours": ours})
            log(f"  round {number} ours {comparison.name}: {shown(ours, comparison.figures)}")
        if copy is None:
            continue
        try:
            with peer_server(copy, workdir / f"bgio-round-{number}") as server:
                for comparison in comparisons:
                    theirs = comparison.peer(server)
                    entry = found[comparison.name]["rounds"][-1]
                    entry["peer"] = theirs
                    entry["ratios"] = ratios(entry["ours"], theirs, comparison.figures)
                    log(
                        f"  round {number} boardgame.io {comparison.name}: "
                        f"{shown(theirs, comparison.figures)}"
                    )
        except (RuntimeError, OSError) as error:
            # The ratios are of the rounds where both ran; the failure is in the JSON.
            failures.append(f"round {number}: {error}")
            log(f"  boardgame.io round {number} failed: {error}")
    for comparison in comparisons:
        entry = found[comparison.name]
        entry["figures"] = list(comparison.figures)
        entry["medians"] = medians(entry["rounds"], comparison.figures)
    return {
        "ran_peer": copy is not None,
        "reason": reason if copy is None else "; ".join(failures),
        "rounds": rounds,
        "comparisons": found,
    }


def shown(figures: Figures, keys: tuple[str, ...]) -> str:
    return ", ".join(
        f"{key} {figures[key]:,.1f}" for key in keys if isinstance(figures.get(key), int | float)
    )


def main(argv: list[str] | None = None) -> int:
    """Standalone: `python -m bench.rounds [--quick] [--rounds N] [--no-bgio] [--json PATH]`,
    the rounds of `make bench` alone on a stack of their own; prints their table and targets."""
    from dataclasses import replace

    from bench.client import raise_open_files_limit
    from bench.report import rounds_lines, target_rows, targets_table
    from bench.run import FULL, QUICK, comparisons

    parser = argparse.ArgumentParser(prog="python -m bench.rounds", description=__doc__)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--seconds", type=float, default=None, help="per end-to-end run")
    parser.add_argument("--no-bgio", action="store_true")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    raise_open_files_limit()
    plan = QUICK if args.quick else FULL
    if args.seconds is not None:
        plan = replace(plan, e2e_seconds=args.seconds)

    def log(message: str) -> None:
        print(f"[rounds {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)

    workdir = Path(tempfile.mkdtemp(prefix="tapete-rounds-"))
    with bench_stack("uvicorn", 2) as stack:
        rounds = interleave(
            stack, comparisons(plan), args.rounds, workdir, log, with_peer=not args.no_bgio
        )
    results: dict[str, Any] = {"baseline": [], "rounds": rounds}
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    rows = [
        r
        for r in target_rows(results)
        if "boardgame.io" in r["target"]
        or "same load" in r["target"]
        or r["target"].startswith("move req/s vs baseline")
    ]
    print("\n".join([*rounds_lines(rounds), "", *targets_table(rows)]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
