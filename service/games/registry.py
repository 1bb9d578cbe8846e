"""Which games the service hosts: one line per game. Everything else about a game is in its
own folder, declared by its `GameSpec`."""

from __future__ import annotations

from typing import Any

from service.games.base import AnyGame
from service.games.karta3 import GAME as KARTA3
from service.games.rutas import GAME as RUTAS
from service.games.tres import GAME as TRES

GAMES: dict[str, AnyGame] = {game.id: game for game in (KARTA3, TRES, RUTAS)}


def get_game(game_id: str) -> AnyGame | None:
    return GAMES.get(game_id)


def action_types() -> tuple[type, ...]:
    """Every game's action Structs: one tagged union, tags `<game>.<verb>`."""
    return tuple(action for game in GAMES.values() for action in game.actions)


def first_game() -> AnyGame:
    """The reference game: examples, docs and the benchmark's headline figures use it."""
    return next(iter(GAMES.values()))


def all_examples(kind: str) -> dict[str, Any]:
    """Every game's OpenAPI examples of one kind (`create`, `update`, `act`)."""
    return {
        name: dict(example)
        for game in GAMES.values()
        for name, example in getattr(game.spec.examples, kind).items()
    }
