"""Per-game knobs of the two levels (set by `python -m bench.bots` runs)."""

from __future__ import annotations

from dataclasses import dataclass

from service.games.base import Game


@dataclass(frozen=True)
class Tuning:
    """Easy: one resampled state, every candidate looked at one move ahead (then the others'
    replies, up to `easy_replies` moves), a choice drawn from a softmax over the values, and
    sometimes (`easy_epsilon`) a random one. Hard: flat Monte Carlo over determinizations."""

    easy_epsilon: float = 0.1
    easy_temperature: float = 0.05
    easy_width: int = 40  # at most this many candidates are looked at (a random subset)
    easy_replies: int = 0
    hard_width: int = 10  # candidates kept for the search (best first by a one-move look)
    hard_depth: int = 8  # at most this many simulated moves after the candidate ...
    hard_own_turns: int = 0  # ... or when the seat is due to start its turn after this many
    hard_exploration: float = 0.5  # UCB1 constant (values are in [-1, 1])
    hard_max_iterations: int = 100_000
    rollout_width: int = 3  # simulated players pick the best of this many random candidates
    rollout_epsilon: float = 0.1  # ... or a random one with this probability


TUNING: dict[str, Tuning] = {
    "karta3": Tuning(easy_replies=4, hard_depth=30),
    "tres": Tuning(easy_width=24, hard_width=12, hard_depth=12),
    "rutas": Tuning(easy_width=24, hard_width=12, hard_depth=12),
}


def tuning_for(game: Game) -> Tuning:
    return TUNING.get(game.id, Tuning())
