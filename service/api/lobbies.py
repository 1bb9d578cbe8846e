"""Open lobbies (`GET /tables?game=...&status=lobby`) and quick play (`POST /quickplay`)."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

import msgspec
from litestar import Controller, Request, post
from litestar.di import NamedDependency
from litestar.params import Parameter

from service.api.auth import PLAYER_LINK, players_of
from service.api.commands import seat_view
from service.api.friends import friends_of
from service.core import errors
from service.core.names import Name, visible
from service.games.base import AnyGame
from service.games.registry import GAMES, get_game
from service.http.apps import APP_SCOPE
from service.http.bodies import game_id_of
from service.http.responses import problems
from service.players.profiles import shown_rating
from service.tables.lobbies import (
    LobbyPage,
    open_lobbies,
    quickplay,
    seats_range_type,
    seats_wanted,
)
from service.tables.service import TableService
from service.tables.views import TableView

GameQuery = Annotated[str, Parameter(max_length=32, description="A game id.")]
StatusQuery = Annotated[Literal["lobby"], Parameter(description="Only lobbies are listed.")]
CursorQuery = Annotated[
    str | None,
    Parameter(pattern="^[0-9]{1,16}$", description="`next_cursor` of the last page."),
]
LimitQuery = Annotated[int, Parameter(ge=1, le=100, description="Tables per page.")]


def lobby_answers() -> Any:
    from service.api.players import answers  # its example helper

    return answers("listOpenTables", LobbyPage, "A page of open lobbies", 404)


async def list_open(tables: TableService, game: str, cursor: str | None, limit: int) -> LobbyPage:
    """Public tables of a game in their lobby with a free seat, the longest-waiting first."""
    found = get_game(game)
    if found is None:
        raise errors.GameNotFound(f"no game {game!r}; see GET /games")
    return await open_lobbies(tables, found, cursor, limit)


def strip_name(self: Any) -> None:
    self.name = visible(self.name)


def seats_type(game: AnyGame) -> Any:
    """Quick play's `seats` for `game`: an exact count, or a range."""
    exact = Annotated[
        int,
        msgspec.Meta(
            ge=game.min_seats,
            le=game.max_seats,
            description="Start by itself as soon as this many seats are taken.",
        ),
    ]
    about = (
        "Optional: the table starts by itself (no host action) at this exact count, or as "
        "the range says; only lobbies opened with the same `seats` are met (docs/players.md)."
    )
    return Annotated[exact | seats_range_type(game) | None, msgspec.Meta(description=about)]


def quickplay_type(game: AnyGame) -> type[msgspec.Struct]:
    return msgspec.defstruct(
        f"QuickPlay{game.id.capitalize()}",
        [
            ("name", Name),
            ("options", game.Options, msgspec.field(default_factory=game.Options)),
            ("seats", seats_type(game), None),
        ],
        tag=game.id,
        tag_field="game",
        forbid_unknown_fields=True,
        kw_only=True,
        namespace={"__post_init__": strip_name},
    )


if TYPE_CHECKING:
    QuickPlay = Any
else:
    QuickPlay = Union[tuple(quickplay_type(game) for game in GAMES.values())]  # noqa: UP007


class QuickSeat(msgspec.Struct):
    """Your seat. Keep `token`: shown once. `host` is true when no lobby fitted and a new
    public table was opened for you: then your token is its host token and you start it
    (with `seats`, it starts by itself; its host's place may also pass to you, see
    docs/players.md). `member` is your member id (none while you hold the host's place)."""

    code: str
    token: str
    host: bool
    member: int | None
    table: TableView


class LobbiesController(Controller):
    path = "/"
    tags = ["Tables"]

    @post(
        "/quickplay",
        operation_id="quickPlay",
        summary="Take a seat at an open public table, or open one",
        status_code=200,
        opt={"body": QuickPlay, APP_SCOPE: "tables"},
        responses=problems(400, 401, 403, 409, 413, 415, 422),
        dependencies=PLAYER_LINK,
    )
    async def quick_play(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        player: NamedDependency[str | None],
        payload: NamedDependency[QuickPlay],
    ) -> QuickSeat:
        """Seats you at the longest-waiting public lobby of the game with the same options and
        a free seat (identified players of rated games: within a rating window that widens
        with the lobby's waiting time, docs/players.md), else opens one for you. With
        `seats` (an exact count, or a range with a wait), only at a lobby opened with the
        same `seats`, and the table starts by itself: at once when `max` seats are taken, or
        when the wait since it opened runs out with `min` or more; seats not polling at that
        moment leave it first."""
        game = get_game(game_id_of(payload))
        assert game is not None
        seats = seats_wanted(game, payload.seats)
        ratings = functools.partial(shown_rating, players_of(request))
        apart = friends_of(request).blocked_with
        taking = quickplay(
            tables, game, payload.name, payload.options, player, ratings, apart, seats
        )
        table, _, token, view = await seat_view(tables, taking)
        # From the view: a join that started the table, or passed the host's place, tells.
        return QuickSeat(table.code, token, view.you.role == "host", view.you.member, view)
