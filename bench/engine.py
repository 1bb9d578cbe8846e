"""Rules engines alone: random playouts per second on one core, per game."""

from __future__ import annotations

import time
from dataclasses import dataclass
from random import Random
from typing import Any

from service.games.base import AnyGame
from service.games.registry import GAMES as HOSTED

MAX_MOVES = 5000  # a playout this long is stopped (counted, not finished)


@dataclass
class EngineResult:
    game: str
    seats: int
    playouts: int
    playouts_per_s: float
    moves_per_playout: float


def random_legal(game: AnyGame, state: Any, seat: int, rng: Random) -> Any:
    legal = [a for a in game.legal_actions(state, seat) if type(a).__name__ != "Resign"]
    return rng.choice(legal)


def playout(game: AnyGame, seats: int, rng: Random) -> int:
    """One game from the deal to its end by uniformly random legal moves; its move count."""
    state = game.setup(game.Options(), seats, rng)
    moves = 0
    while game.outcome(state) is None and moves < MAX_MOVES:
        seat = min(game.to_act(state))
        state, _ = game.apply(state, seat, random_legal(game, state, seat, rng), rng)
        while game.paused(state):
            state, _ = game.resume(state, rng)
        moves += 1
    return moves


def playouts_per_second(game_id: str, seats: int, seconds: float, seed: int = 1) -> EngineResult:
    game = HOSTED[game_id]
    rng = Random(seed)
    count = moves = 0
    started = time.perf_counter()
    while (elapsed := time.perf_counter() - started) < seconds or count == 0:
        moves += playout(game, seats, rng)
        count += 1
    return EngineResult(game_id, seats, count, count / elapsed, moves / count)


def engine_available(game_id: str) -> bool:
    return game_id in HOSTED
