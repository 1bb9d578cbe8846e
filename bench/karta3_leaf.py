"""Fit KARTA3 Expert's leaf weights: `python -m bench.karta3_leaf [--games N] [--seed S]`.

Plays N two-seat games of the simulated players' policy (`greedy`, with the rollouts' epsilon)
and N more to test on; at every decision of an ordinary round it records each seat's
`leaf_features` and the game's result for that seat (1 win, 0 shared, -1 loss). It fits the
weights of tanh(w . features) by least squares (Gauss-Newton, three weights), then prints them
with the mean squared error on the test games of: always 0, Hard's heuristic, the weights in
service/games/karta3/leaf.py and the new fit.
"""

from __future__ import annotations

import argparse
import math
from multiprocessing import Pool
from random import Random

from service.games.karta3.heuristics import heuristic_value
from service.games.karta3.leaf import (
    HANDS_WEIGHT,
    MARGIN_WEIGHT,
    ROUND_WEIGHT,
    fitted_value,
    leaf_features,
)
from service.games.karta3.policy import greedy
from service.games.registry import GAMES

EPSILON = 0.1  # the rollouts' (BotTuning.rollout_epsilon)
Row = tuple[float, float, float, float, float, float]
"""The three features, Hard's heuristic, the current leaf and the result, for one seat."""


def play(task: tuple[int, int]) -> list[Row]:
    """One game: a row per seat and decision of an ordinary round."""
    seed, index = task
    game = GAMES["karta3"]
    rng = Random(f"karta3-leaf/{seed}/{index}")
    state = game.setup(game.Options(), 2, rng)
    seen: list[tuple[int, tuple[float, ...]]] = []
    while game.outcome(state) is None:
        seat = min(game.to_act(state))
        if state.phase == "ordinary":
            for s in (0, 1):
                row = (*leaf_features(state, s), heuristic_value(state, s), fitted_value(state, s))
                seen.append((s, row))
        state, _ = game.apply(state, seat, greedy(state, seat, rng, EPSILON), rng)
        while game.paused(state):
            state, _ = game.resume(state, rng)
    result = game.outcome(state)
    assert result is not None
    winners = result.winners
    rows: list[Row] = []
    for s, (a, b, c, heuristic, leaf) in seen:
        outcome = 0.0 if len(winners) != 1 else 1.0 if winners == [s] else -1.0
        rows.append((a, b, c, heuristic, leaf, outcome))
    return rows


def sample(games: int, seed: int, processes: int) -> list[Row]:
    with Pool(processes) as pool:
        games_rows = pool.map(play, [(seed, i) for i in range(games)], chunksize=64)
    return [row for rows in games_rows for row in rows]


def fit(rows: list[Row], steps: int = 12) -> tuple[float, float, float]:
    """Least squares of tanh(w . features) against the results, by Gauss-Newton steps (each
    solves the 3 x 3 normal equations of the linearised model)."""
    w = [0.0, 0.0, 0.0]
    for _ in range(steps):
        jtj = [[0.0] * 3 for _ in range(3)]
        jtr = [0.0] * 3
        for row in rows:
            x = row[:3]
            z = math.tanh(w[0] * x[0] + w[1] * x[1] + w[2] * x[2])
            slope = 1.0 - z * z
            j = (slope * x[0], slope * x[1], slope * x[2])
            residual = row[5] - z
            for a in range(3):
                jtr[a] += j[a] * residual
                for b in range(3):
                    jtj[a][b] += j[a] * j[b]
        step = solve3(jtj, jtr)
        w = [w[a] + step[a] for a in range(3)]
    return w[0], w[1], w[2]


def solve3(m: list[list[float]], v: list[float]) -> list[float]:
    """m x = v for a 3 x 3 system (Cramer's rule)."""

    def det(a: list[list[float]]) -> float:
        return (
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1])
            - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
            + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        )

    d = det(m)
    columns = []
    for c in range(3):
        replaced = [[v[r] if k == c else m[r][k] for k in range(3)] for r in range(3)]
        columns.append(det(replaced) / d)
    return columns


def mean_squared_error(predictions: list[float], rows: list[Row]) -> float:
    return sum((p - row[5]) ** 2 for p, row in zip(predictions, rows, strict=True)) / len(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.karta3_leaf", description=__doc__)
    parser.add_argument("--games", type=int, default=20_000, help="games to fit on (and to test)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    train = sample(args.games, args.seed, args.processes)
    test = sample(args.games, args.seed + 1, args.processes)
    weights = fit(train)
    current = (MARGIN_WEIGHT, ROUND_WEIGHT, HANDS_WEIGHT)
    fitted = [
        max(-0.99, min(0.99, math.tanh(sum(w * x for w, x in zip(weights, row[:3], strict=True)))))
        for row in test
    ]
    print(f"decisions: {len(train):,} to fit, {len(test):,} to test; mean squared error:")
    print(f"  always 0:          {mean_squared_error([0.0] * len(test), test):.4f}")
    print(f"  Hard's heuristic:  {mean_squared_error([row[3] for row in test], test):.4f}")
    print(f"  leaf.py {current}: {mean_squared_error([row[4] for row in test], test):.4f}")
    print(f"  new fit:           {mean_squared_error(fitted, test):.4f}")
    print("weights (margin, round, hands):", ", ".join(f"{w:.2f}" for w in weights))


if __name__ == "__main__":
    main()
