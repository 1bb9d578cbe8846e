"""Which games the service hosts: one line per game."""

from __future__ import annotations

from service.games.base import Game
from service.games.karta3 import GAME as KARTA3
from service.games.rutas import GAME as RUTAS
from service.games.tres import GAME as TRES

GAMES: dict[str, Game] = {game.id: game for game in (KARTA3, TRES, RUTAS)}


def get_game(game_id: str) -> Game | None:
    return GAMES.get(game_id)


def action_types() -> tuple[type, ...]:
    """Every game's action Structs: one tagged union, tags `<game>.<verb>`."""
    return tuple(action for game in GAMES.values() for action in game.actions)
