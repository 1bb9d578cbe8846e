"""The results as Markdown tables (printed, and pasted into docs/performance.md) and JSON."""

from __future__ import annotations

import json
import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bench import tournaments
from bench.games import REFERENCE, REFERENCE_TITLE

Results = dict[str, Any]
RATIO_AT = 64  # ratios and the latency target compare runs at this concurrency
E2E_AT = 64  # the end-to-end targets compare runs at this many tables (matches) in flight


@dataclass(frozen=True)
class Target:
    name: str
    goal: str
    value: Callable[[Results], float | None]
    passes: Callable[[float], bool]
    shown: Callable[[float], str]
    detail: Callable[[Results], str] = lambda results: ""  # shown after the figure
    unmeasured: Callable[[Results], str] = lambda results: "not measured"


def at(runs: list[dict[str, Any]], concurrency: int = RATIO_AT) -> dict[str, Any] | None:
    return next((r for r in runs if r["concurrency"] == concurrency), None)


def ratio(results: Results, section: str, concurrency: int = RATIO_AT) -> float | None:
    base, run = at(results["baseline"], concurrency), at(results.get(section, []), concurrency)
    return None if base is None or run is None else run["rps"] / base["rps"]


def move_ratio(results: Results, game: str, concurrency: int = RATIO_AT) -> float | None:
    base = at(results["baseline"], concurrency)
    run = at(results.get("moves", {}).get(game, []), concurrency)
    return None if base is None or run is None else run["moves_per_s"] / base["rps"]


def round_shares(results: Results) -> list[tuple[int, float]]:
    """Each interleaved round's act waves over the bare baseline run just before them (section
    3c): (round, share)."""
    entry = ((results.get("rounds") or {}).get("comparisons") or {}).get("act_waves") or {}
    return [
        (r["round"], float(r["ours"]["of_baseline"]))
        for r in entry.get("rounds", [])
        if r.get("ours", {}).get("of_baseline") is not None
    ]


def reference_move_ratio(results: Results) -> float | None:
    """The moves' share of the baseline: the median of the rounds' shares (each of one stretch
    of the machine); runs before those had section 3's single runs alone."""
    shares = round_shares(results)
    if shares:
        return statistics.median(share for _, share in shares)
    return move_ratio(results, REFERENCE.id)


def reference_move_detail(results: Results) -> str:
    shares = round_shares(results)
    single = move_ratio(results, REFERENCE.id)
    alone = "" if single is None else f"; sections 3 and 1, minutes apart: {single:.0%}"
    if not shares:
        return "sections 3 and 1" if single is not None else ""
    rounds = ", ".join(f"r{number} {share:.0%}" for number, share in shares)
    each = "each the act waves over the baseline just before"
    counted = f"{len(shares)} round" + ("" if len(shares) == 1 else "s")
    return f"median of {counted}, {each}: {rounds}{alone}"


def move_p99(results: Results, game: str) -> float | None:
    run = at(results.get("moves", {}).get(game, []))
    return None if run is None else float(run["p99_ms"])


def biggest(results: Results, section: str, count: str) -> dict[str, Any] | None:
    runs = results.get(section, [])
    return max(runs, key=lambda r: r[count]) if runs else None


def idle_reference_bytes(results: Results) -> float | None:
    sizes = [r["started_bytes"] for r in results.get("storage", []) if r["game"] == REFERENCE.id]
    return max(sizes) if sizes else None


def idle_reference_detail(results: Results) -> str:
    rows = sorted(
        (r["seats"], r["started_bytes"])
        for r in results.get("storage", [])
        if r["game"] == REFERENCE.id
    )
    return ", ".join(f"{seats} seats {size:,} B" for seats, size in rows)


def wake_all_ms(polls: dict[str, Any] | None) -> float | None:
    """Infinite unless every waiter was answered by the move (none failed or left early)."""
    if polls is None:
        return None
    return float(polls["wake_all_ms"]) if polls["answered"] == polls["waiters"] else math.inf


def last_event_ms(streams: dict[str, Any] | None) -> float | None:
    """Infinite unless every stream received the move's view."""
    if streams is None:
        return None
    everyone = streams["received"] == streams["streams"]
    return float(streams["last_event_all_ms"]) if everyone else math.inf


def bgio_moves(results: Results) -> float | None:
    bgio = results.get("bgio") or {}
    value = bgio.get("moves_per_s_c64")
    return None if value is None else float(value)


def compared(results: Results, name: str) -> dict[str, Any] | None:
    """One comparison of the interleaved rounds (bench/rounds.py), when the peer ran in them."""
    rounds = results.get("rounds") or {}
    if not rounds.get("ran_peer"):
        return None
    entry: dict[str, Any] | None = (rounds.get("comparisons") or {}).get(name)
    return entry


def median_ratio(results: Results, name: str, figure: str) -> float | None:
    """The median over the rounds of ours / boardgame.io's for `figure`."""
    entry = compared(results, name)
    if entry is None:
        return None
    value = entry["medians"].get(figure, {}).get("ratio")
    return None if value is None else float(value)


def rounds_detail(results: Results, name: str, figure: str, unit: str) -> str:
    """Each round's figures and ratio: "r1 2,900 vs 2,600 (1.12x), r2 ..."."""
    entry = compared(results, name)
    if entry is None:
        return ""
    decimals = 0 if unit == "moves/s" else 1
    parts = [
        f"r{r['round']} {r['ours'][figure]:,.{decimals}f} vs {r['peer'][figure]:,.{decimals}f} "
        f"({r['ratios'][figure]:.2f}x)"
        for r in entry["rounds"]
        if r.get("ratios", {}).get(figure) is not None
    ]
    rounds = f"{len(parts)} round" + ("" if len(parts) == 1 else "s")
    return f"median of {rounds}; {unit}, ours vs boardgame.io: " + ", ".join(parts)


def rounds_unmeasured(results: Results) -> str:
    rounds = results.get("rounds")
    if rounds is None:
        return "not measured (no interleaved rounds)"
    return f"not measured ({rounds.get('reason') or 'no round with both sides'})"


def e2e_target(name: str, figure: str, goal: str, unit: str) -> Target:
    """A target on the median ratio of an end-to-end figure at E2E_AT tables."""
    limit = float(goal.split()[-1].rstrip("x"))
    comparison = f"e2e_{E2E_AT}"
    return Target(
        name,
        goal,
        lambda r: median_ratio(r, comparison, figure),
        (lambda v: v <= limit) if goal.startswith("<=") else (lambda v: v >= limit),
        lambda v: f"{v:.2f}x",
        lambda r: rounds_detail(r, comparison, figure, unit),
        rounds_unmeasured,
    )


def bgio_ratio(results: Results) -> float | None:
    """The act-wave ratio: the median of the interleaved rounds; in results from before
    them, section 3's run over section 10's."""
    if results.get("rounds") is not None:
        return median_ratio(results, "act_waves", "moves_per_s")
    ours = at(results.get("moves", {}).get(REFERENCE.id, []))
    theirs = bgio_moves(results)
    return None if ours is None or not theirs else ours["moves_per_s"] / theirs


def bgio_detail(results: Results) -> str:
    if results.get("rounds") is not None:
        return rounds_detail(results, "act_waves", "moves_per_s", "moves/s")
    ours = at(results.get("moves", {}).get(REFERENCE.id, []))
    bgio = results.get("bgio") or {}
    if ours is None or bgio_moves(results) is None:
        return ""
    return (
        f"{ours['moves_per_s']:,.0f} vs {bgio['moves_per_s_c64']:,.0f} moves/s, "
        f"boardgame.io's best of {', '.join(bgio_play_runs(bgio))}"
    )


def bgio_play_runs(bgio: dict[str, Any]) -> list[str]:
    runs = bgio.get("runs", {})
    return [
        f"{name} {run['moves_per_s']:,.0f}"
        for name, run in runs.items()
        if run and name.startswith("play-p2-c64")
    ]


def bgio_unmeasured(results: Results) -> str:
    if results.get("rounds") is not None:
        return rounds_unmeasured(results)
    bgio = results.get("bgio")
    if bgio is None:
        return "not measured (peer not run)"
    return f"not measured ({bgio.get('reason', 'no play run at 64 matches')})"


def timers_backlog_rate(results: Results) -> float | None:
    """Section 6b: timeouts the workers applied per second and per worker, unwatched."""
    backlog = results.get("timers_backlog") or {}
    value = backlog.get("timeouts_per_s_per_worker")
    return None if value is None else float(value)


def timers_p99(results: Results) -> float | None:
    """Section 6: p99 lateness from the deadline to what a watching player sees."""
    value = (results.get("timers") or {}).get("p99_ms")
    return None if value is None else float(value)


def timers_value(results: Results) -> float | None:
    """The timers row's value is its rate (section 6b); the row needs section 6's p99 too."""
    if timers_p99(results) is None:
        return None
    return timers_backlog_rate(results)


def timers_unmeasured(results: Results) -> str:
    missing = [
        name
        for name, value in (("6b", timers_backlog_rate(results)), ("6", timers_p99(results)))
        if value is None
    ]
    return f"not measured (no section {' or '.join(missing)})"


def timers_met(results: Results, rate: float) -> bool:
    p99 = timers_p99(results)
    return rate >= 500 and p99 is not None and p99 < 300


def timers_shown(results: Results, rate: float) -> str:
    p99 = timers_p99(results)
    return (
        f"{rate:,.0f}/s per worker (backlog, section 6b); "
        f"p99 {ms(math.inf if p99 is None else p99)} (section 6)"
    )


def tournament_figure(results: Results, event: str, key: str) -> float | None:
    """A figure of the tournaments section (bench/tournaments.py), in CPU milliseconds."""
    value = ((results.get("tournaments") or {}).get(event) or {}).get(key)
    return None if value is None else float(value)


def swiss_detail(results: Results) -> str:
    standings = tournament_figure(results, "swiss", "standings_cpu_max_ms")
    return "" if standings is None else f"standings after a round: up to {standings:,.1f} ms"


def arena_detail(results: Results) -> str:
    arena = (results.get("tournaments") or {}).get("arena") or {}
    if not arena:
        return ""
    return (
        f"p50 {arena['repair_cpu_p50_ms']:,.1f} ms, p99 {arena['repair_cpu_p99_ms']:,.1f} ms "
        f"of {arena['repairings']:,}; reading every result again "
        f"{arena['repair_cpu_cold_ms']:,.1f} ms"
    )


def cpu_ms(value: float) -> str:
    return f"{value:,.1f} ms CPU"


def percent(value: float) -> str:
    return f"{value:.0%}"


def ms(value: float) -> str:
    return f"{value:,.0f} ms" if math.isfinite(value) else "some never answered"


def count_of(results: Results, section: str, count: str, noun: str, wanted: int) -> str:
    run = biggest(results, section, count)
    return f"{run[count] if run else wanted:,} {noun}"


def targets(results: Results) -> list[Target]:
    """The issues' targets (#38's first, in its order; then the earlier ones and the bot reply
    target)."""
    return [
        e2e_target(
            f"end-to-end {REFERENCE_TITLE} 2-seat moves/s with every seat following, vs "
            f"boardgame.io ({E2E_AT} tables / matches in flight)",
            "moves_per_s",
            ">= 1.5x",
            "moves/s",
        ),
        e2e_target(
            "end-to-end whole games/s, same load",
            "games_per_s",
            ">= 1.5x",
            "games/s",
        ),
        e2e_target(
            f"move-to-other-seats latency p99 at {E2E_AT} tables, vs boardgame.io's",
            "latency_p99_ms",
            "<= 1.0x",
            "p99 ms",
        ),
        Target(
            f"{REFERENCE_TITLE} act-wave moves/s per API process vs boardgame.io's per process "
            f"(c={RATIO_AT} / {RATIO_AT} matches in flight)",
            ">= 1.2x",
            bgio_ratio,
            lambda v: v >= 1.2,
            lambda v: f"{v:.2f}x",
            bgio_detail,
            bgio_unmeasured,
        ),
        Target(
            f"move req/s vs baseline ({REFERENCE_TITLE}, c={RATIO_AT})",
            ">= 50%",
            reference_move_ratio,
            lambda v: v >= 0.5,
            percent,
            reference_move_detail,
        ),
        Target(
            f"304 poll vs baseline (c={RATIO_AT})",
            ">= 85%",
            lambda r: ratio(r, "poll_304"),
            lambda v: v >= 0.85,
            percent,
        ),
        Target(
            f"full poll vs baseline (c={RATIO_AT})",
            ">= 60%",
            lambda r: ratio(r, "poll_full"),
            lambda v: v >= 0.6,
            percent,
        ),
        Target(
            f"p99 move latency ({REFERENCE_TITLE}, c={RATIO_AT})",
            "< 50 ms",
            lambda r: move_p99(r, REFERENCE.id),
            lambda v: v < 50,
            ms,
        ),
        Target(
            count_of(results, "long_polls", "waiters", "parked long-polls on one table", 5000)
            + ", all answered after one move",
            "< 250 ms",
            lambda r: wake_all_ms(biggest(r, "long_polls", "waiters")),
            lambda v: v < 250,
            ms,
        ),
        Target(
            count_of(results, "streams", "streams", "push streams on one table", 5000)
            + ", all got the move",
            "< 250 ms",
            lambda r: last_event_ms(biggest(r, "streams", "streams")),
            lambda v: v < 250,
            ms,
        ),
        Target(
            "timeouts applied per worker process in a burst; p99 timer lateness, "
            + timers_condition(results.get("timers") or {}),
            ">= 500/s; < 300 ms",
            timers_value,
            lambda v: timers_met(results, v),
            lambda v: timers_shown(results, v),
            unmeasured=timers_unmeasured,
        ),
        Target(
            f"Redis per idle {REFERENCE_TITLE} table (largest seat count)",
            "<= 2 KB",
            idle_reference_bytes,
            lambda v: v <= 2048,
            lambda v: f"{v / 1024:.2f} KB",
            idle_reference_detail,
        ),
        Target(
            tournaments.swiss_target(results.get("tournaments")),
            f"< {tournaments.SWISS_TARGET_S:g} s",
            lambda r: tournament_figure(r, "swiss", "pair_cpu_max_ms"),
            lambda v: v < tournaments.SWISS_TARGET_S * 1000,
            cpu_ms,
            swiss_detail,
        ),
        Target(
            tournaments.arena_target(results.get("tournaments")),
            f"< {tournaments.ARENA_TARGET_S:g} s",
            lambda r: tournament_figure(r, "arena", "repair_cpu_max_ms"),
            lambda v: v < tournaments.ARENA_TARGET_S * 1000,
            cpu_ms,
            arena_detail,
        ),
        Target(
            "bot reply beyond its budget, median",
            "< 50 ms",
            lambda r: r.get("bots", {}).get("median_ms"),
            lambda v: v < 50,
            ms,
        ),
        *lobby_and_connection_targets(results),  # issue #38 (below)
    ]


def target_rows(results: Results) -> list[dict[str, Any]]:
    """The targets as the JSON holds them: target, goal, measured (as shown), met (None when
    not measured) and the raw value."""
    rows = []
    for target in targets(results):
        value = target.value(results)
        if value is None:
            measured, met = target.unmeasured(results), None
        else:
            detail = target.detail(results)
            measured = target.shown(value) + (f" ({detail})" if detail else "")
            met = target.passes(value)
        rows.append(
            {
                "target": target.name,
                "goal": target.goal,
                "measured": measured,
                "met": met,
                "value": value if value is None or math.isfinite(value) else None,
            }
        )
    return rows


def table(header: list[str], rows: list[list[str]]) -> list[str]:
    return [
        "| " + " | ".join(header) + " |",
        "|" + "---|" * len(header),
        *("| " + " | ".join(row) + " |" for row in rows),
    ]


def targets_table(rows: list[dict[str, Any]]) -> list[str]:
    verdicts = {True: "met", False: "**missed**", None: ""}
    return table(
        ["target", "goal", "measured", "met"],
        [[r["target"], r["goal"], r["measured"], verdicts[r["met"]]] for r in rows],
    )


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
            # The server's CPU time per request while the load ran (wrk's runs) or per move
            # during the act waves (the moves section): what one costs, whatever the machine's
            # other load does to throughput.
            server_cpu = run.get("server_cpu", run.get("api_cpu", 0.0))
            per_request = f"{server_cpu / run[key] * 1e6:,.0f}" if server_cpu and run[key] else ""
            rows.append(
                [
                    name,
                    str(run["concurrency"]),
                    f"{run[key]:,.0f}",
                    share,
                    f"{run['p50_ms']:.1f}",
                    f"{run['p99_ms']:.1f}",
                    f"{run.get('client_cpu', 0):.2f}",
                    per_request,
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


def timers_condition(timers: dict[str, Any]) -> str:
    """How section 6 started its tables: paced (deadlines within the window the target
    names) or, in runs before the pacing and with `--burst`, as fast as it could."""
    tables = timers.get("tables", 1000)
    rate = timers.get("start_rate")
    if rate:
        return f"{tables:,} tables whose deadlines fall within {tables / rate:.0f} s"
    return f"{tables:,} tables started in a burst"


def timers_row(timers: dict[str, Any]) -> list[str]:
    spread = timers.get("deadline_spread_s")
    detail = f"{timers['tables']:,} tables"
    if spread is not None:
        rate = timers.get("start_rate")
        started = f"started at {rate:,.0f}/s" if rate else "started in a burst"
        detail += (
            f", {started}: deadlines within {spread:.1f} s, "
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


BACKLOG_HEADER = [
    "timer backlog, unwatched (workers start once every deadline has passed)",
    "timeouts applied",
    "seconds",
    "timeouts/s per worker",
    "timeouts and their Easy bot turns, /s per worker",
]


def backlog_row(backlog: dict[str, Any]) -> list[str]:
    return [
        f"{backlog['tables']:,} tables, {backlog['workers']} workers",
        f"{backlog['timeouts']:,}",
        f"{backlog['seconds']:.2f}",
        f"{backlog['timeouts_per_s_per_worker']:,.0f}",
        f"{backlog['timeouts_and_bot_turns_per_s_per_worker']:,.0f} "
        f"({backlog['bot_moved']:,} bot turns)",
    ]


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
        *table(
            [
                "load",
                "concurrency",
                "req/s (moves/s)",
                "of baseline",
                "p50 ms",
                "p99 ms",
                "client CPU (cores)",
                "server CPU per request (us)",
            ],
            load_rows(results),
        ),
    ]
    lines += e2e_lines(results)
    lines += rounds_lines(results.get("rounds"))
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
    if results.get("timers_backlog"):
        lines += ["", *table(BACKLOG_HEADER, [backlog_row(results["timers_backlog"])])]
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
    if results.get("tournaments"):
        lines += ["", *tournaments.tables(results["tournaments"])]
    lines += bgio_lines(results.get("bgio"))
    lines += lobby_and_connection_lines(results)  # issue #38 (below)
    quick = " (quick run: smaller counts and shorter loads, not the targets' figures)"
    lines += [
        "",
        f"Targets{quick if meta.get('quick') else ''}:",
        "",
        *targets_table(results.get("targets") or target_rows(results)),
    ]
    return "\n".join(lines)


E2E_HEADER = [
    "end-to-end (every seat follows its stream)",
    "tables",
    "moves/s",
    "games/s (steady: moves/s over moves a game)",
    "to the other seats p50 ms",
    "p99 ms",
    "POST p99 ms",
    "client CPU (cores)",
    "API CPU per move (us)",
]


def e2e_row(run: dict[str, Any], name: str) -> list[str]:
    per_move = run["api_cpu"] / run["moves_per_s"] * 1e6 if run["moves_per_s"] else 0.0
    return [
        name,
        str(run["tables"]),
        f"{run['moves_per_s']:,.0f}",
        f"{run['games_per_s']:,.1f} ({run.get('games_per_s_steady', 0.0):,.1f})",
        f"{run['latency_p50_ms']:.1f}",
        f"{run['latency_p99_ms']:.1f}",
        f"{run['post_p99_ms']:.1f}",
        f"{run['client_cpu']:.2f}",
        f"{per_move:,.0f}" if per_move else "",
    ]


def e2e_lines(results: Results) -> list[str]:
    """Section 3b's runs, and the compared load's from every interleaved round."""
    rows = []
    comparisons = (results.get("rounds") or {}).get("comparisons") or {}
    for name, entry in comparisons.items():
        if not name.startswith("e2e_"):
            continue
        for found in entry["rounds"]:
            run = found["ours"]
            rows.append(
                e2e_row(run, f"{run['game']}, {run['seats']} seats (round {found['round']})")
            )
    for run in results.get("e2e", []):
        rows.append(e2e_row(run, f"{run['game']}, {run['seats']} seats"))
    return ["", *table(E2E_HEADER, rows)] if rows else []


def rounds_lines(rounds: dict[str, Any] | None) -> list[str]:
    """Every round of every comparison with boardgame.io, and the median ratio."""
    if not rounds or not rounds.get("ran_peer"):
        return [] if not rounds else ["", f"boardgame.io rounds: not run ({rounds.get('reason')})"]
    count = rounds["rounds"]
    rows = []
    for name, entry in rounds["comparisons"].items():
        for figure in entry["figures"]:
            cells = []
            for found in entry["rounds"]:
                mine, theirs = found["ours"].get(figure), (found.get("peer") or {}).get(figure)
                value = (found.get("ratios") or {}).get(figure)
                cells.append(
                    "n/a"
                    if mine is None or theirs is None or value is None
                    else f"{mine:,.1f} / {theirs:,.1f} = {value:.2f}x"
                )
            cells += [""] * (count - len(cells))
            median = entry["medians"][figure]["ratio"]
            rows.append([name, figure, *cells, "n/a" if median is None else f"{median:.2f}x"])
    header = [
        "against boardgame.io (ours / theirs)",
        "figure",
        *(f"round {n}" for n in range(1, count + 1)),
        "median ratio",
    ]
    return ["", *table(header, rows)]


def bgio_lines(bgio: dict[str, Any] | None) -> list[str]:
    """The peer's play runs at 64 matches in flight (its own full table is in the JSON)."""
    if bgio is None:
        return []
    if not bgio.get("ran"):
        return ["", f"boardgame.io peer: not run ({bgio.get('reason', '')})"]
    rows = [
        [
            name,
            f"{run['moves_per_s']:,.0f}",
            f"{run.get('move_latency', {}).get('p50_ms', float('nan')):.1f}",
            f"{run.get('move_latency', {}).get('p99_ms', float('nan')):.1f}",
            f"{run.get('server_cpu_cores', float('nan')):.2f}",
        ]
        for name, run in bgio.get("runs", {}).items()
        if run and name.startswith("play-")
    ]
    return [
        "",
        *table(
            ["boardgame.io play run", "moves/s", "p50 ms", "p99 ms", "server CPU (cores)"], rows
        ),
    ]


# --- Issue #38: lobby throughput (bench/lobby.py) and connections per process
# (bench/connections.py), results["lobby"] and results["connections"].


def lobby_ratio(results: Results) -> float | None:
    ratio: float | None = (results.get("lobby") or {}).get("ratio")
    return ratio


def lobby_detail(results: Results) -> str:
    lobby = results["lobby"]
    rounds = ", ".join(f"{r:.2f}x" for r in lobby["round_ratios"])
    return (
        f"median of rounds {rounds}; {lobby['tapete_median_flows_per_s']:,.0f} vs "
        f"{lobby['bgio_median_flows_per_s']:,.0f} flows/s, c={lobby['concurrency']}"
    )


def lobby_unmeasured(results: Results) -> str:
    lobby = results.get("lobby")
    return "not measured" if lobby is None else f"not measured ({lobby['reason']})"


def crowd_of(results: Results, kind: str, largest: bool = True) -> dict[str, Any] | None:
    """The largest (or smallest) crowd of `kind` ("streams" or "long_polls")."""
    crowds = [c for c in (results.get("connections") or {}).get("crowds", []) if c["kind"] == kind]
    if not crowds:
        return None
    ordered = sorted(crowds, key=lambda c: int(c["connections"]))
    picked: dict[str, Any] = ordered[-1] if largest else ordered[0]
    return picked


def crowd_value(results: Results, kind: str, field: str) -> float | None:
    crowd = crowd_of(results, kind)
    return None if crowd is None else float(crowd[field])


def crowd_size(results: Results, kind: str, noun: str) -> str:
    crowd = crowd_of(results, kind)
    return f"{crowd['connections'] if crowd else 10_000:,} {noun}"


def delivery_ratio(results: Results) -> float | None:
    """10,000 streams' delivery over 1,000's; infinite if any stream missed the move."""
    small, large = crowd_of(results, "streams", False), crowd_of(results, "streams")
    if small is None or large is None or small is large:
        return None
    if min(small["received"] / small["opened"], large["received"] / large["opened"]) < 0.99:
        return math.inf
    return float(large["deliver_all_ms"]) / float(small["deliver_all_ms"])


def delivery_detail(results: Results) -> str:
    small, large = crowd_of(results, "streams", False), crowd_of(results, "streams")
    assert small is not None and large is not None
    return (
        f"{large['deliver_all_ms']:.0f} ms for {large['received']:,}, "
        f"{small['deliver_all_ms']:.0f} ms for {small['received']:,}; the API's CPU "
        f"{large['deliver_server_cpu_ms']:.0f} vs {small['deliver_server_cpu_ms']:.0f} ms"
    )


def cap_value(results: Results) -> float | None:
    crowd = crowd_of(results, "streams")
    if crowd is None or crowd.get("cap") is None:
        return None
    return 1.0 if crowd["cap"]["ok"] else 0.0


def cap_detail(results: Results) -> str:
    crowd = crowd_of(results, "streams")
    assert crowd is not None
    cap = crowd["cap"]
    return (
        f"cap {cap['limit']:,}: {cap['status']} {cap['content_type'] or '-'} "
        f"`{cap['code'] or '-'}` Retry-After {cap['retry_after'] or '-'}; "
        f"after one left, {cap['reopened_status']}"
    )


def lobby_and_connection_targets(results: Results) -> list[Target]:
    return [
        Target(
            "lobby create + join + start flows/s vs boardgame.io create + join",
            ">= 1.0x",
            lobby_ratio,
            lambda v: v >= 1.0,
            lambda v: f"{v:.2f}x",
            lobby_detail,
            lobby_unmeasured,
        ),
        Target(
            "RSS per idle SSE stream (" + crowd_size(results, "streams", "on one process") + ")",
            "<= 8 KB",
            lambda r: crowd_value(r, "streams", "kb_per_connection"),
            lambda v: v <= 8,
            lambda v: f"{v:.1f} KB",
        ),
        Target(
            "RSS per parked long-poll ("
            + crowd_size(results, "long_polls", "on one process")
            + ")",
            "<= 8 KB",
            lambda r: crowd_value(r, "long_polls", "kb_per_connection"),
            lambda v: v <= 8,
            lambda v: f"{v:.1f} KB",
        ),
        Target(
            "idle CPU with " + crowd_size(results, "streams", "streams") + " (heartbeats included)",
            "< 5% of one core",
            lambda r: crowd_value(r, "streams", "idle_cpu"),
            lambda v: v < 0.05,
            lambda v: f"{v:.1%} of a core",
        ),
        Target(
            "one move delivered to "
            + crowd_size(results, "streams", "streams on one table")
            + ", vs the time for the smallest crowd",
            "< 4x",
            delivery_ratio,
            lambda v: v < 4,
            lambda v: f"{v:.2f}x",
            delivery_detail,
        ),
        Target(
            "the per-process stream cap answers 503 problem+json at the limit",
            "yes",
            cap_value,
            lambda v: v == 1.0,
            lambda v: "yes" if v == 1.0 else "no",
            cap_detail,
        ),
    ]


def lobby_and_connection_lines(results: Results) -> list[str]:
    lines: list[str] = []
    lobby = results.get("lobby")
    if lobby and lobby.get("rounds"):
        rows = [
            [
                str(r["round"]),
                "Tapete create+join+start" if r["side"] == "tapete" else "boardgame.io create+join",
                f"{r['flows_per_s']:,.0f}",
                f"{r['p50_ms']:.1f}",
                f"{r['p99_ms']:.1f}",
                "-" if r["server_cpu_cores"] is None else f"{r['server_cpu_cores']:.2f}",
            ]
            for r in lobby["rounds"]
        ]
        header = ["lobby round", "side", "flows/s", "flow p50 ms", "flow p99 ms", "server CPU"]
        lines += ["", *table(header, rows)]
    crowds = (results.get("connections") or {}).get("crowds")
    if crowds:
        rows = [
            [
                f"{c['connections']:,} {c['kind'].replace('_', '-')}",
                f"{c['opened']:,}",
                f"{c['kb_per_connection']:.1f}",
                f"{c['idle_cpu']:.1%} over {c['idle_seconds']:.0f} s",
                f"{c['received']:,}",
                f"{c['deliver_median_ms']:.0f}",
                f"{c['deliver_all_ms']:.0f}",
                f"{c['deliver_server_cpu_ms']:.0f}",
            ]
            for c in crowds
        ]
        header = ["one API process", "open", "KB each", "idle CPU", "got the move",
                  "median ms", "all ms", "API CPU ms"]  # fmt: skip
        lines += ["", *table(header, rows)]
    return lines


def write_json(results: Results, path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(results, indent=2) + "\n")
    return path
