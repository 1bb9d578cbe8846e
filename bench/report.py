"""The results as Markdown tables (printed, and pasted into docs/performance.md) and JSON."""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench.games import REFERENCE, REFERENCE_TITLE

Results = dict[str, Any]
RATIO_AT = 64  # ratios and the latency target compare runs at this concurrency


@dataclass(frozen=True)
class Target:
    name: str
    goal: str
    value: Callable[[Results], float | None]
    passes: Callable[[float], bool]
    shown: Callable[[float], str]


def at(runs: list[dict[str, Any]], concurrency: int = RATIO_AT) -> dict[str, Any] | None:
    return next((r for r in runs if r["concurrency"] == concurrency), None)


def ratio(results: Results, section: str, concurrency: int = RATIO_AT) -> float | None:
    base, run = at(results["baseline"], concurrency), at(results.get(section, []), concurrency)
    return None if base is None or run is None else run["rps"] / base["rps"]


def move_ratio(results: Results, game: str, concurrency: int = RATIO_AT) -> float | None:
    base = at(results["baseline"], concurrency)
    run = at(results.get("moves", {}).get(game, []), concurrency)
    return None if base is None or run is None else run["moves_per_s"] / base["rps"]


def move_p99(results: Results, game: str) -> float | None:
    run = at(results.get("moves", {}).get(game, []))
    return None if run is None else float(run["p99_ms"])


def biggest_long_poll(results: Results) -> dict[str, Any] | None:
    runs = results.get("long_polls", [])
    return max(runs, key=lambda r: r["waiters"]) if runs else None


def idle_reference_bytes(results: Results) -> float | None:
    sizes = [r["started_bytes"] for r in results.get("storage", []) if r["game"] == REFERENCE.id]
    return max(sizes) if sizes else None


def wake_all_ms(polls: dict[str, Any]) -> float:
    """Infinite unless every waiter was answered by the move (none failed or left early)."""
    return float(polls["wake_all_ms"]) if polls["answered"] == polls["waiters"] else math.inf


def percent(value: float) -> str:
    return f"{value:.0%}"


def ms(value: float) -> str:
    return f"{value:.0f} ms"


def targets(results: Results) -> list[Target]:
    found = [
        Target(
            f"move, req/s vs baseline ({REFERENCE_TITLE}, c=64)",
            ">= 50%",
            lambda r: move_ratio(r, REFERENCE.id),
            lambda v: v >= 0.5,
            percent,
        ),
        Target(
            "304 poll vs baseline (c=64)",
            ">= 85%",
            lambda r: ratio(r, "poll_304"),
            lambda v: v >= 0.85,
            percent,
        ),
        Target(
            "full poll vs baseline (c=64)",
            ">= 60%",
            lambda r: ratio(r, "poll_full"),
            lambda v: v >= 0.6,
            percent,
        ),
        Target(
            f"p99 move latency ({REFERENCE_TITLE}, c=64)",
            "< 50 ms",
            lambda r: move_p99(r, REFERENCE.id),
            lambda v: v < 50,
            ms,
        ),
        Target(
            "bot reply beyond its budget, median",
            "< 50 ms",
            lambda r: r.get("bots", {}).get("median_ms"),
            lambda v: v < 50,
            ms,
        ),
        Target(
            "timer lateness, p99",
            "< 300 ms",
            lambda r: r.get("timers", {}).get("p99_ms"),
            lambda v: v < 300,
            ms,
        ),
        Target(
            f"Redis per idle {REFERENCE_TITLE} table (largest seat count)",
            "<= 2 KB",
            idle_reference_bytes,
            lambda v: v <= 2048,
            lambda v: f"{v / 1024:.2f} KB",
        ),
    ]
    polls = biggest_long_poll(results)
    if polls is not None:
        found.append(
            Target(
                f"{polls['waiters']:,} parked long-polls answered after a move",
                "< 250 ms",
                lambda r: wake_all_ms(biggest_long_poll(r)),  # type: ignore[arg-type]
                lambda v: v < 250,
                lambda v: ms(v) if math.isfinite(v) else "some never answered",
            )
        )
    return found


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [
        "| " + " | ".join(header) + " |",
        "|" + "---|" * len(header),
        *("| " + " | ".join(row) + " |" for row in rows),
    ]


def targets_table(results: Results) -> list[str]:
    rows = []
    for target in targets(results):
        value = target.value(results)
        if value is None:
            rows.append([target.name, target.goal, "not measured", ""])
        else:
            verdict = "met" if target.passes(value) else "**missed**"
            rows.append([target.name, target.goal, target.shown(value), verdict])
    return table(["target", "goal", "measured", ""], rows)


def load_rows(results: Results) -> list[list[str]]:
    rows = []
    sections = [
        ("baseline (one Redis GET)", results["baseline"], "rps"),
        ("poll answered 304", results.get("poll_304", []), "rps"),
        (f"full poll ({REFERENCE_TITLE}, 4 seats)", results.get("poll_full", []), "rps"),
    ]
    for game, runs in results.get("moves", {}).items():
        sections.append((f"move ({game})", runs, "moves_per_s"))
    for name, runs, key in sections:
        for run in runs:
            base = at(results["baseline"], run["concurrency"])
            share = f"{run[key] / base['rps']:.0%}" if base else ""
            rows.append(
                [
                    name,
                    str(run["concurrency"]),
                    f"{run[key]:,.0f}",
                    share,
                    f"{run['p50_ms']:.1f}",
                    f"{run['p99_ms']:.1f}",
                    f"{run.get('client_cpu', 0):.2f}",
                ]
            )
    return rows


def long_poll_rows(results: Results) -> list[list[str]]:
    return [
        [
            f"{r['waiters']:,}",
            f"{r['answered']:,} ({r['failed']:,} failed)",
            f"{r['rss_before_mb']:.0f} -> {r['rss_parked_mb']:.0f}",
            f"{r['kb_per_waiter']:.1f}",
            f"{r['idle_cpu']:.1%}",
            f"{r['wake_median_ms']:.0f}",
            f"{r['wake_p99_ms']:.0f}",
            f"{r['wake_all_ms']:.0f}",
        ]
        for r in results.get("long_polls", [])
    ]


def bots_row(bots: dict[str, Any]) -> list[str]:
    workers = bots.get("workers")
    tables = f"{bots['tables']} tables"
    if workers == bots["tables"]:
        tables = f"{tables} = {workers} workers, so no bot waits for a worker"
    elif workers is not None:
        tables = f"{tables}, {workers} workers"
    return [
        f"bot reply beyond its {bots['budget_ms']} ms budget ({tables})",
        str(bots["n"]),
        ms(bots["median_ms"]),
        ms(bots["p99_ms"]),
        "",
    ]


def timers_row(timers: dict[str, Any]) -> list[str]:
    spread = timers.get("deadline_spread_s")
    detail = f"{timers['tables']:,} tables"
    if spread is not None:
        detail += (
            f", started in a burst: deadlines within {spread:.1f} s, "
            f"{timers['timeouts_per_s']:,.0f} timeouts/s"
        )
    cpu = timers.get("client_cpu")
    return [
        f"timer lateness, deadline to visible ({detail})",
        str(timers["n"]),
        ms(timers["median_ms"]),
        ms(timers["p99_ms"]),
        "" if cpu is None else f"{cpu:.2f}",
    ]


def latency_rows(results: Results) -> list[list[str]]:
    rows = []
    if "bots" in results:
        rows.append(bots_row(results["bots"]))
    if "timers" in results:
        rows.append(timers_row(results["timers"]))
    return rows


def stream_rows(results: Results) -> list[list[str]]:
    return [
        [
            f"{r['streams']:,}",
            f"{r['received']:,} ({r['refused']:,} refused)",
            f"{r['rss_before_mb']:.0f} -> {r['rss_open_mb']:.0f}",
            f"{r['kb_per_stream']:.1f}",
            f"{r['open_seconds']:.1f}",
            f"{r['last_event_median_ms']:.0f}",
            f"{r['last_event_p99_ms']:.0f}",
            f"{r['last_event_all_ms']:.0f}",
        ]
        for r in results.get("streams", [])
    ]


def render(results: Results) -> str:
    meta = results["meta"]
    lines = [
        f"Tapete benchmark, {meta['date']}{' (quick run)' if meta.get('quick') else ''}: "
        f"server `{meta['server']}`, {meta['cpus']} CPUs, wrk load runs of {meta['seconds']} s.",
        "",
        *targets_table(results),
        "",
        *table(
            [
                "load",
                "concurrency",
                "req/s (moves/s)",
                "of baseline",
                "p50 ms",
                "p99 ms",
                "client CPU (cores)",
            ],
            load_rows(results),
        ),
    ]
    if results.get("long_polls"):
        lines += [
            "",
            *table(
                [
                    "parked long-polls",
                    "answered",
                    "API RSS MB",
                    "KB each",
                    "idle API CPU",
                    "wake median ms",
                    "wake p99 ms",
                    "all answered ms",
                ],
                long_poll_rows(results),
            ),
        ]
    if results.get("streams"):
        lines += [
            "",
            *table(
                [
                    "event streams on one table",
                    "got the move",
                    "API RSS MB",
                    "KB each",
                    "opened in s",
                    "move to view, median ms",
                    "p99 ms",
                    "move to last event ms",
                ],
                stream_rows(results),
            ),
        ]
    if "bots" in results or "timers" in results:
        lines += [
            "",
            *table(["latency", "n", "median", "p99", "client CPU (cores)"], latency_rows(results)),
        ]
    if results.get("storage"):
        rows = [
            [
                r["game"],
                str(r["seats"]),
                f"{r['started_bytes']:,}",
                f"{r['mid_game_bytes']:,} ({r['mid_game_moves']} moves)",
                str(r["keys"]),
            ]
            for r in results["storage"]
        ]
        lines += ["", *table(["game", "seats", "idle bytes", "mid-game bytes", "keys"], rows)]
    if results.get("engine"):
        rows = [
            [
                r["game"],
                str(r["seats"]),
                f"{r['playouts_per_s']:,.1f}",
                f"{r['moves_per_playout']:.0f}",
            ]
            for r in results["engine"]
        ]
        lines += [
            "",
            *table(["engine", "seats", "random playouts/s (one core)", "moves each"], rows),
        ]
    if results.get("durability"):
        rows = [
            [
                f"`{r['mode']}`",
                f"{r['moves_per_s']:,.0f}",
                f"{r['p50_ms']:.1f}",
                f"{r['p99_ms']:.1f}",
                f"{r['moves']:,}",
            ]
            for r in results["durability"]
        ]
        lines += [
            "",
            *table(
                [f"appendfsync ({REFERENCE_TITLE} moves)", "moves/s", "p50 ms", "p99 ms", "moves"],
                rows,
            ),
        ]
    if results.get("servers"):
        rows = [
            [
                s["server"],
                f"{s['baseline_rps']:,.0f}",
                f"{s['poll_304_rps']:,.0f}",
                f"{s['poll_full_rps']:,.0f}",
                f"{s['moves_per_s']:,.0f}",
                f"{s['moves_p99_ms']:.0f}",
            ]
            for s in results["servers"]
        ]
        lines += [
            "",
            *table(
                [
                    f"server (c={RATIO_AT})",
                    "baseline req/s",
                    "304 req/s",
                    "full poll req/s",
                    f"{REFERENCE_TITLE} moves/s",
                    "move p99 ms",
                ],
                rows,
            ),
        ]
    return "\n".join(lines)


def write_json(results: Results, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=2) + "\n")
    return path
