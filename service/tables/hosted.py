"""The game a stored table plays, if this build hosts it."""

from __future__ import annotations

from service.core import errors
from service.games.base import AnyGame
from service.games.registry import get_game
from service.tables.models import Table


def game_of(table: Table) -> AnyGame:
    game = get_game(table.game)
    if game is None:  # a table of a game this build no longer hosts
        raise errors.GameNotFound(f"game {table.game!r} is not hosted here")
    return game
