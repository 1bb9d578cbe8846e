"""Shared helpers for the bot tests (also used by the games' own bot tests): the games, random
positions and a fake clock."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import Any

import msgspec

from service.games.base import AnyGame, tag
from service.games.registry import GAMES

# (game id, seats): the table sizes the bots are tested on, for every registered game
TABLES = [
    (game.id, seats)
    for game in GAMES.values()
    for seats in sorted({game.min_seats, min(3, game.max_seats), min(4, game.max_seats)})
]


class FakeClock:
    """A clock that moves `step` seconds each time it is read: a budget becomes a number of
    iterations, so searches are deterministic and no test depends on the machine's speed."""

    def __init__(self, step: float = 0.01) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def encode(value: Any) -> bytes:
    return msgspec.msgpack.encode(value)


def random_move(game: AnyGame, state: Any, rng: Random) -> tuple[int, Any]:
    """A uniformly random legal move (never one playable out of turn, like resigning) of the
    first seat to act."""
    seat = min(game.to_act(state))
    legal = [a for a in game.legal_actions(state, seat) if tag(a) not in game.spec.out_of_turn]
    return seat, rng.choice(legal)


def positions(game_id: str, seats: int, count: int, seed: int = 0) -> Iterator[Any]:
    """`count` states reached by random play (several games, every few moves), not over."""
    game = GAMES[game_id]
    rng = Random(f"{game_id}/{seats}/{seed}")
    produced = 0
    while produced < count:
        state = game.setup(game.Options(), seats, rng)
        while game.outcome(state) is None and produced < count:
            if rng.random() < 0.3:
                yield state
                produced += 1
            seat, action = random_move(game, state, rng)
            state = play(game, state, seat, action, rng)


def play(game: AnyGame, state: Any, seat: int, action: Any, rng: Random) -> Any:
    """Apply an action; a pause that follows (a review, K4) is resumed at once."""
    state, _ = game.apply(state, seat, action, rng)
    while game.paused(state):
        state, _ = game.resume(state, rng)
    return state


def to_act(game: AnyGame, state: Any) -> int:
    return min(game.to_act(state))
