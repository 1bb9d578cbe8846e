"""The games the benchmark plays: every registered game, with the seats and quick options its
spec declares (sections skip a game that `GET /games` does not list)."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any, Union

import msgspec

from service.games.base import AnyGame, tag
from service.games.registry import GAMES as REGISTRY

Action = dict[str, Any]


@dataclass(frozen=True)
class GameSpec:
    id: str
    seats: int  # seats of the tables played in the moves section
    options: dict[str, Any] = field(default_factory=dict)


def _spec(game: AnyGame) -> GameSpec:
    seats = game.spec.bench_seats or min(4, game.max_seats)
    return GameSpec(game.id, seats, dict(game.spec.quick_options))


GAMES: tuple[GameSpec, ...] = tuple(_spec(game) for game in REGISTRY.values())
REFERENCE = GAMES[0]  # the headline figures' game: the first registered
REFERENCE_TITLE = REGISTRY[REFERENCE.id].title
_DECODERS = {
    game.id: msgspec.json.Decoder(Union[game.actions])  # noqa: UP007 - a runtime tuple of types
    for game in REGISTRY.values()
}


def choose_action(actions: list[Action], rng: Random) -> Action:
    """A random legal action a bot would also send (a split turn sent whole, never a
    resignation: the spec's bot hints), else any legal action."""
    if not actions:
        raise ValueError("no legal action")
    game = REGISTRY[str(actions[0]["type"]).split(".")[0]]
    typed = [_DECODERS[game.id].decode(msgspec.json.encode(a)) for a in actions]
    hints = game.spec.bots
    kept = hints.action_filter([a for a in typed if tag(a) not in hints.never])
    chosen = {msgspec.json.encode(a) for a in kept}
    choices = [a for a, t in zip(actions, typed, strict=True) if msgspec.json.encode(t) in chosen]
    return rng.choice(choices or actions)
