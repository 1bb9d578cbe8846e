"""PNG figures of a results file: latency against concurrency, and ratios to the baseline."""

from __future__ import annotations

from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display

import matplotlib.pyplot as plt

from bench.report import RATIO_AT, Results, move_ratio, ratio


def series(results: Results) -> list[tuple[str, list[dict[str, float]]]]:
    found = [
        ("baseline", results["baseline"]),
        ("poll 304", results.get("poll_304", [])),
        ("full poll", results.get("poll_full", [])),
    ]
    found += [(f"move {game}", runs) for game, runs in results.get("moves", {}).items()]
    return [(name, runs) for name, runs in found if runs]


def latency_plot(results: Results, path: Path) -> Path:
    figure, (p50, p99) = plt.subplots(1, 2, figsize=(10, 4), sharex=True)
    for name, runs in series(results):
        levels = [r["concurrency"] for r in runs]
        p50.plot(levels, [r["p50_ms"] for r in runs], marker="o", label=name)
        p99.plot(levels, [r["p99_ms"] for r in runs], marker="o", label=name)
    for axis, title in ((p50, "p50"), (p99, "p99")):
        axis.set_title(f"{title} latency")
        axis.set_xlabel("concurrent connections")
        axis.set_ylabel("ms")
        axis.set_xscale("log", base=2)
        axis.grid(alpha=0.3)
    p99.axhline(50, color="grey", linestyle="--", linewidth=1, label="move p99 target")
    p99.legend(fontsize=8)
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
    return path


def ratio_plot(results: Results, path: Path) -> Path:
    bars: list[tuple[str, float | None, float]] = [
        ("poll 304", ratio(results, "poll_304"), 0.85),
        ("full poll", ratio(results, "poll_full"), 0.60),
    ]
    bars += [(f"move {game}", move_ratio(results, game), 0.50) for game in results.get("moves", {})]
    shown = [(name, value, goal) for name, value, goal in bars if value is not None]
    figure, axis = plt.subplots(figsize=(7, 4))
    names = [name for name, _, _ in shown]
    axis.bar(names, [value for _, value, _ in shown], color="tab:blue", label="measured")
    axis.scatter(
        names,
        [goal for _, _, goal in shown],
        marker="_",
        s=900,
        color="tab:red",
        label="target",
        zorder=3,
    )
    axis.set_ylabel(f"req/s as a share of the baseline (c={RATIO_AT})")
    axis.set_ylim(0, 1.05)
    axis.grid(axis="y", alpha=0.3)
    axis.legend()
    figure.tight_layout()
    figure.savefig(path, dpi=100)
    plt.close(figure)
    return path
