"""Players: Tapete-issued identities, the caller's own profile, public profiles, histories,
leaderboards. A player credential travels as `Authorization: Bearer <player token or JWT>`."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, get, patch, post
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.openapi.spec import Example
from litestar.params import Parameter

from service.api.auth import PLAYER, players_of
from service.core import errors
from service.core.names import Name, visible
from service.games.registry import get_game
from service.http.apps import APP_SCOPE
from service.http.bodies import read_body
from service.http.examples import RESPONSE_EXAMPLES
from service.http.responses import problems
from service.players.identity import Kind, Player
from service.players.presence import PresenceService
from service.players.profiles import (
    HistoryPage,
    Leaderboard,
    PublicProfile,
    history,
    leaderboard,
    public_profile,
)

PlayerIdPath = Annotated[
    str,
    Parameter(min_length=1, max_length=64, description="An opaque player id (`p_...` or `j_...`)."),
]
Limit = Annotated[int, Parameter(ge=1, le=100, description="Entries per page.")]


def answers(
    operation_id: str, body: Any, description: str, *statuses: int, status: int = 200
) -> Any:
    """The success answer with its example, then the problems."""
    example = Example(summary="An example answer", value=RESPONSE_EXAMPLES[operation_id])
    success = ResponseSpec(
        data_container=body, generate_examples=False, description=description, examples=[example]
    )
    return {status: success, **problems(*statuses)}


class NewPlayer(msgspec.Struct, forbid_unknown_fields=True):
    """A Tapete-issued player: its display name."""

    name: Name

    def __post_init__(self) -> None:
        self.name = visible(self.name)


class Rename(msgspec.Struct, forbid_unknown_fields=True):
    """What to change: a new display name, whether your friends see your presence, or both."""

    name: Name | msgspec.UnsetType = msgspec.UNSET
    show_presence: bool | msgspec.UnsetType = msgspec.UNSET

    def __post_init__(self) -> None:
        if not isinstance(self.name, msgspec.UnsetType):
            self.name = visible(self.name)


class CreatedPlayer(msgspec.Struct):
    """The new player. Keep `token`: it is shown once and proves you are this player."""

    id: str
    name: str
    token: str


class Me(msgspec.Struct):
    """The caller's own player (never its token)."""

    id: str
    name: str
    kind: Kind  # tapete (a player token) or jwt (the integrator's tokens)
    show_presence: bool  # whether your friends see you online, playing or away
    profile: PublicProfile


class NewToken(msgspec.Struct):
    """The player's new token; the previous one no longer works."""

    token: str


def presence_of(request: Request[Any, Any, Any]) -> PresenceService:
    """The process's presence service (the app factory sets it on the app's state)."""
    service: PresenceService = request.app.state.presence
    return service


async def me(request: Request[Any, Any, Any], player: Player) -> Me:
    profile = await public_profile(players_of(request), player)
    hidden = await presence_of(request).hidden(player.id)
    return Me(player.id, player.name, player.kind, not hidden, profile)


class PlayersController(Controller):
    path = "/players"
    tags = ["Players"]

    @post(
        "/",
        operation_id="createPlayer",
        summary="Create a Tapete-issued player",
        opt={"body": NewPlayer, APP_SCOPE: "players"},
        responses=answers(
            "createPlayer", CreatedPlayer, "The new player", 400, 413, 415, status=201
        ),
    )
    async def create_player(self, request: Request[Any, Any, Any]) -> CreatedPlayer:
        """A player identity kept across tables: pass its `token` as the bearer when creating
        or joining a table to link your seat, and to read or change your profile."""
        body = await read_body(request, NewPlayer)
        player, token = await players_of(request).create(body.name)
        return CreatedPlayer(player.id, player.name, token)

    @get(
        "/me",
        operation_id="getMe",
        summary="Your own player",
        responses=answers("getMe", Me, "Your player", 401),
        dependencies=PLAYER,
    )
    async def get_me(self, request: Request[Any, Any, Any], player: NamedDependency[Player]) -> Me:
        """The player your token or JWT proves, with its ratings and statistics."""
        return await me(request, player)

    @patch(
        "/me",
        operation_id="renameMe",
        summary="Change your display name or whether friends see your presence",
        opt={"body": Rename},
        responses=answers("getMe", Me, "Your renamed player", 400, 401, 403, 413, 415),
        dependencies=PLAYER,
    )
    async def rename_me(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        payload: NamedDependency[Rename],
    ) -> Me:
        """`name`: Tapete-issued players only (an integrator's players take their name from
        the JWT: 403 `not_allowed`). `show_presence: false` hides you from your friends'
        presence (they see `offline`); `true` shows it again. A field left out is kept."""
        if not isinstance(payload.name, msgspec.UnsetType):
            player = await players_of(request).rename(player, payload.name)
        if not isinstance(payload.show_presence, msgspec.UnsetType):
            await presence_of(request).show(player.id, payload.show_presence)
        return await me(request, player)

    @post(
        "/me/token",
        operation_id="rotatePlayerToken",
        summary="Rotate your player token",
        status_code=200,
        responses=answers("rotatePlayerToken", NewToken, "Your new token", 401, 403),
        dependencies=PLAYER,
    )
    async def rotate_token(
        self, request: Request[Any, Any, Any], player: NamedDependency[Player]
    ) -> NewToken:
        """A new token, shown once; the old one stops working at once."""
        return NewToken(await players_of(request).rotate(player))

    @get(
        "/{player_id:str}",
        operation_id="getPlayer",
        summary="A player's public profile",
        responses=answers("getPlayer", PublicProfile, "The public profile", 404),
    )
    async def get_player(
        self, request: Request[Any, Any, Any], player_id: PlayerIdPath
    ) -> PublicProfile:
        """Name, and per game: rating, deviation, provisional flag, wins, draws, losses."""
        player = await players_of(request).get(player_id)
        if player is None:
            raise errors.PlayerNotFound(f"no player {player_id!r}")
        return await public_profile(players_of(request), player)

    @get(
        "/{player_id:str}/games",
        operation_id="getPlayerGames",
        summary="A player's ended games, newest first",
        responses=answers("getPlayerGames", HistoryPage, "A page of the history", 404),
    )
    async def get_player_games(
        self,
        request: Request[Any, Any, Any],
        player_id: PlayerIdPath,
        cursor: Annotated[
            str | None,
            Parameter(
                pattern="^[0-9]{1,16}$",
                description="`next_cursor` of the previous page; omit for the newest.",
            ),
        ] = None,
        limit: Limit = 20,
    ) -> HistoryPage:
        """Each game: table code (its record while kept), standing, rating change if rated."""
        player = await players_of(request).get(player_id)
        if player is None:
            raise errors.PlayerNotFound(f"no player {player_id!r}")
        return await history(players_of(request), player.id, cursor, limit)


class LeaderboardController(Controller):
    path = "/games"
    tags = ["Players"]

    @get(
        "/{game_id:str}/leaderboard",
        operation_id="getLeaderboard",
        summary="A game's leaderboard",
        responses=answers("getLeaderboard", Leaderboard, "A page of the leaderboard", 404),
    )
    async def get_leaderboard(
        self,
        request: Request[Any, Any, Any],
        game_id: Annotated[str, Parameter(max_length=32, description="A game id.")],
        provisional: Annotated[
            bool,
            Parameter(description="List the provisional players (kept apart) instead."),
        ] = False,
        offset: Annotated[int, Parameter(ge=0, le=1_000_000, description="Entries to skip.")] = 0,
        limit: Limit = 20,
    ) -> Leaderboard:
        """Players by shown rating, highest first. Provisional players (deviation above 350,
        i.e. too few rated games) are listed apart, with `provisional=true`."""
        if get_game(game_id) is None:
            raise errors.GameNotFound(f"no game {game_id!r}; see GET /games")
        return await leaderboard(players_of(request), game_id, provisional, offset, limit)
