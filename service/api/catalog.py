"""The games this service hosts, with their options, defaults, allowed values and seat limits."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, get
from litestar.params import Parameter

from service.core import errors
from service.games.base import AnyGame
from service.games.registry import GAMES, first_game, get_game
from service.http.responses import problems


class OptionInfo(msgspec.Struct, omit_defaults=True):
    name: str
    type: str
    default: Any
    allowed: list[Any] | None = None
    minimum: int | None = None
    maximum: int | None = None


class GameInfo(msgspec.Struct):
    id: str
    title: str
    summary: str
    min_seats: int
    max_seats: int
    options: list[OptionInfo]
    actions: list[str]


def option_info(field: msgspec.inspect.Field) -> OptionInfo:
    kind = field.type
    default = msgspec.to_builtins(field.default)
    if isinstance(kind, msgspec.inspect.LiteralType):
        return OptionInfo(field.name, "choice", default, allowed=list(kind.values))
    if isinstance(kind, msgspec.inspect.BoolType):
        return OptionInfo(field.name, "boolean", default, allowed=[False, True])
    if isinstance(kind, msgspec.inspect.IntType):
        return OptionInfo(field.name, "integer", default, minimum=kind.ge, maximum=kind.le)
    return OptionInfo(field.name, type(kind).__name__.removesuffix("Type").lower(), default)


def game_info(game: AnyGame) -> GameInfo:
    options = msgspec.inspect.type_info(game.Options)
    assert isinstance(options, msgspec.inspect.StructType)
    return GameInfo(
        id=game.id,
        title=game.title,
        summary=game.summary,
        min_seats=game.min_seats,
        max_seats=game.max_seats,
        options=[option_info(field) for field in options.fields],
        actions=[action.__struct_config__.tag for action in game.actions],  # type: ignore[misc]
    )


class CatalogController(Controller):
    path = "/games"
    tags = ["Games"]

    @get("/", operation_id="listGames", summary="List the hosted games")
    async def list_games(self) -> list[GameInfo]:
        """Every game with its seat limits and table options (defaults and allowed values)."""
        return [game_info(game) for game in GAMES.values()]

    @get(
        "/{game_id:str}",
        operation_id="getGame",
        summary="Describe one game",
        responses=problems(404),
    )
    async def get_game(
        self,
        game_id: str = Parameter(
            max_length=32, description=f"A game id, e.g. `{first_game().id}`."
        ),
    ) -> GameInfo:
        """One game's seat limits and table options."""
        game = get_game(game_id)
        if game is None:
            raise errors.GameNotFound(f"no game {game_id!r}; see GET /games")
        return game_info(game)
