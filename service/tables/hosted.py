"""The game a stored table plays, if this build hosts it."""

from __future__ import annotations

from service.core import errors
from service.games.base import AnyGame
from service.games.registry import get_game
from service.tables.models import Table


def game_of(table: Table) -> AnyGame:
    return game_of_id(table.game)


def game_of_id(game_id: str) -> AnyGame:
    game = get_game(game_id)
    if game is None:  # a table of a game this build no longer hosts
        raise errors.GameNotFound(f"game {game_id!r} is not hosted here")
    return game
