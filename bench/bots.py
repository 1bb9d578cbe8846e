"""Bot strength and speed: `python -m bench.bots [--games N] [--budget-ms MS]
[--expert-budget-ms MS] [--games-filter F] [--pairings P] [--processes K]`.

Plays N games per pairing for every registered game: at its fewest seats Hard vs Easy and
Expert vs Hard, at 4 seats (where the game allows them) one Hard against three Easy; the
pairings with the random bot on request (`--pairings`). Games run on K processes (2); the
output is Markdown tables: the tested bot's score with a 95% Wilson interval, and the decision
times per game and level (median, p99).

Seating: the tested bot holds ONE seat, every other seat plays the other level (at 4 seats:
one against three, so equal bots would score 25%). The tested seat rotates over the game
index, so every seat position is played equally often. Score per game: 1 for a sole win, 1/k
for a victory shared by k, 1/seats when nobody wins (general defeat), 0 for a loss.
"Random" picks uniformly among the legal actions, except that it never resigns.
"""

from __future__ import annotations

import argparse
import fnmatch
import math
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from multiprocessing import Pool
from random import Random
from typing import Any

from service.bots import choose_action
from service.games.base import AnyGame
from service.games.registry import GAMES
from service.tables.models import BotLevel

TABLES = tuple(
    (game.id, seats)
    for game in GAMES.values()
    for seats in sorted({game.min_seats, min(4, game.max_seats)})
)
PAIRINGS = (
    ("hard", "easy"),
    ("expert", "hard"),
    ("hard", "random"),
    ("easy", "random"),
    ("expert", "easy"),
)
DEFAULT_PAIRINGS = "hard-easy-*,expert-hard-2,hard-easy-4"
"""<tested>-<other>-<seats> patterns: the issue's targets (two seats: Hard vs Easy, Expert vs
Hard; four seats: one Hard against three Easy)."""
SUMMARY = "Bot strength (win rates with 95% Wilson intervals) and decision times."
BOT_LEVELS: dict[str, BotLevel] = {"easy": "easy", "hard": "hard", "expert": "expert"}
MAX_MOVES = 5000  # a game this long is stopped and counted as nobody winning
Z95 = 1.959963984540054


@dataclass(frozen=True)
class Task:
    game: str
    seats: int
    tested: str
    other: str
    index: int
    budget_s: float
    expert_budget_s: float
    seed: int
    cpu_clock: bool = False
    duplicate: bool = False

    @property
    def pairing(self) -> str:
        """The table and the bots, as the random streams' seeds name them."""
        return f"{self.game}/{self.seats}/{self.tested}/{self.other}"


@dataclass
class Result:
    task: Task
    score: float
    win: bool
    loss: bool
    moves: int
    times: dict[str, list[float]] = field(default_factory=dict)


def random_action(game: AnyGame, state: Any, seat: int, rng: Random) -> Any:
    """The old bot: uniform among the legal actions (seen on a resampled state), no resigning."""
    seen = game.resample(state, seat, rng)
    legal = [a for a in game.legal_actions(seen, seat) if type(a).__name__ != "Resign"]
    return rng.choice(legal)


def deal_random(task: Task, rng: Random) -> Random:
    """What shuffles the game's setup: the game's own stream, or with `duplicate` one shared by
    the `seats` games of a rotation of the tested seat (the same deal, each seat tested once)."""
    if not task.duplicate:
        return rng
    return Random(f"{task.seed}/{task.pairing}/deal/{task.index // task.seats}")


def play(task: Task) -> Result:
    game = GAMES[task.game]
    rng = Random(f"{task.seed}/{task.pairing}/{task.index}")
    tested_seat = task.index % task.seats
    levels = [task.tested if s == tested_seat else task.other for s in range(task.seats)]
    state = game.setup(game.Options(), task.seats, deal_random(task, rng))
    times: dict[str, list[float]] = defaultdict(list)
    clock = time.process_time if task.cpu_clock else time.perf_counter
    moves = 0
    while game.outcome(state) is None and moves < MAX_MOVES:
        seat = min(game.to_act(state))
        level = levels[seat]
        bot_rng = Random(rng.getrandbits(64))
        started = clock()
        if level == "random":
            action = random_action(game, state, seat, bot_rng)
        else:
            bot = BOT_LEVELS[level]
            budget = task.expert_budget_s if bot == "expert" else task.budget_s
            action = choose_action(game, state, seat, bot, bot_rng, budget_s=budget, clock=clock)
        times[level].append(clock() - started)
        state, _ = game.apply(state, seat, action, rng)
        while game.paused(state):  # a pause (K4): the table resumes it later
            state, _ = game.resume(state, rng)
        moves += 1
    result = game.outcome(state)
    winners = result.winners if result is not None else []
    if not winners:
        score = 1.0 / task.seats
    elif tested_seat in winners:
        score = 1.0 / len(winners)
    else:
        score = 0.0
    return Result(
        task=task,
        score=score,
        win=winners == [tested_seat],
        loss=bool(winners) and tested_seat not in winners,
        moves=moves,
        times=dict(times),
    )


def wilson(score: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (fractional successes allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def tasks(args: argparse.Namespace) -> Iterable[Task]:
    """Every game of every selected pairing, interleaved so a run cut short has them all."""
    tables = split(args.games_filter)
    pairings = split(args.pairings)
    chosen = [
        (name, seats, tested, other)
        for name, seats in TABLES
        if any(fnmatch.fnmatch(f"{name}-{seats}", p) for p in tables)
        for tested, other in PAIRINGS
        if any(fnmatch.fnmatch(f"{tested}-{other}-{seats}", p) for p in pairings)
    ]
    for index in range(args.games):
        for name, seats, tested, other in chosen:
            yield Task(
                name,
                seats,
                tested,
                other,
                index,
                args.budget_ms / 1000,
                args.expert_budget_ms / 1000,
                args.seed,
                args.clock == "cpu",
                args.duplicate,
            )


def running_scores(results: list[Result]) -> str:
    """The tested bots' scores so far, per table and pairing (progress on long runs)."""
    totals: dict[str, list[float]] = defaultdict(list)
    for result in results:
        t = result.task
        totals[f"{t.tested} vs {t.other} {t.game}-{t.seats}"].append(result.score)
    return ", ".join(
        f"{name} {100 * sum(scores) / len(scores):.1f}% of {len(scores)}"
        for name, scores in totals.items()
    )


def split(patterns: str) -> list[str]:
    return [p.strip() for p in patterns.split(",") if p.strip()]


def report(results: list[Result], elapsed: float, args: argparse.Namespace) -> str:
    groups: dict[tuple[str, int, str, str], list[Result]] = defaultdict(list)
    timing: dict[tuple[str, int, str], list[float]] = defaultdict(list)
    for r in results:
        t = r.task
        groups[(t.game, t.seats, t.tested, t.other)].append(r)
        for level, spent in r.times.items():
            if level != "random":
                timing[(t.game, t.seats, level)].extend(spent)
    lines = [
        f"Bots benchmark: up to {args.games} games per pairing, Hard budget {args.budget_ms:g} ms, "
        f"Expert budget {args.expert_budget_ms:g} ms, seed {args.seed}, {args.processes} "
        f"processes, {args.clock} clock, {'duplicate deals, ' if args.duplicate else ''}"
        f"{elapsed:.0f} s wall time.",
        "",
        "| game | seats | tested vs other | games | W / D / L | score | 95% CI (Wilson) "
        "| equal bots | moves/game |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for (name, seats, tested, other), rs in groups.items():
        n = len(rs)
        score = sum(r.score for r in rs)
        low, high = wilson(score, n)
        wins = sum(r.win for r in rs)
        losses = sum(r.loss for r in rs)
        seating = f"1 {tested} vs {seats - 1} {other}"
        lines.append(
            f"| {name} | {seats} | {seating} | {n} | {wins} / {n - wins - losses} / {losses} "
            f"| {score / n:.1%} | {low:.1%} - {high:.1%} | {1 / seats:.0%} "
            f"| {statistics.mean(r.moves for r in rs):.0f} |"
        )
    lines += [
        "",
        f"Decision times ({args.clock} clock):",
        "",
        "| game | seats | level | decisions | median ms | p99 ms |",
        "|---|---|---|---|---|---|",
    ]
    for (name, seats, level), spent in sorted(timing.items()):
        lines.append(
            f"| {name} | {seats} | {level} | {len(spent)} "
            f"| {1000 * statistics.median(spent):.2f} | {1000 * percentile(spent, 0.99):.2f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.bots", description=SUMMARY)
    parser.add_argument("--games", type=int, default=100, help="games per pairing (100)")
    parser.add_argument("--budget-ms", type=float, default=200, help="Hard's budget (200 ms)")
    parser.add_argument(
        "--games-filter",
        default="*",
        help="comma-separated patterns over <game>-<seats>, e.g. "
        + ", ".join(f"{game}-{seats}" for game, seats in TABLES),
    )
    parser.add_argument(
        "--expert-budget-ms", type=float, default=1000, help="Expert's budget (1000 ms)"
    )
    parser.add_argument(
        "--pairings",
        default=DEFAULT_PAIRINGS,
        help=f"comma-separated patterns over <tested>-<other>-<seats> ({DEFAULT_PAIRINGS}); "
        "levels: " + ", ".join(sorted({level for pair in PAIRINGS for level in pair})),
    )
    parser.add_argument("--processes", type=int, default=2, help="parallel processes (2)")
    parser.add_argument(
        "--clock",
        choices=("wall", "cpu"),
        default="wall",
        help="what budgets and decision times count: wall time (as in production) or the "
        "process's CPU time (strength independent of a busy machine's load)",
    )
    parser.add_argument(
        "--max-minutes",
        type=float,
        default=0,
        help="stop after this long and report the games finished (0: no limit); the games "
        "are interleaved over the pairings, so each gets about the same count",
    )
    parser.add_argument(
        "--duplicate",
        action="store_true",
        help="deal each rotation of the tested seat the same cards (games k*seats to "
        "k*seats+seats-1 share their setup), so the luck of the deal cancels out; the Wilson "
        "interval, which assumes independent games, is then conservative",
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    todo = list(tasks(args))
    if not todo:
        sys.exit(f"no table and pairing match {args.games_filter!r} / {args.pairings!r}")
    started = time.perf_counter()
    results: list[Result] = []
    limit = args.max_minutes * 60 or math.inf
    with Pool(args.processes) as pool:
        for done, result in enumerate(pool.imap(play, todo), 1):
            results.append(result)
            if done % 20 == 0 or done == len(todo):
                print(
                    f"  {done}/{len(todo)} games; {running_scores(results)}",
                    file=sys.stderr,
                    flush=True,
                )
            if time.perf_counter() - started > limit:
                print(f"  stopped after {done} games (--max-minutes)", file=sys.stderr)
                pool.terminate()
                break
    results.sort(
        key=lambda r: (
            TABLES.index((r.task.game, r.task.seats)),
            PAIRINGS.index((r.task.tested, r.task.other)),
            r.task.index,
        )
    )
    print(report(results, time.perf_counter() - started, args))


if __name__ == "__main__":
    main()
