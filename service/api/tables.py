"""Table lifecycle: create, join, lobby settings and bots, start, cancel."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, delete, get, patch, post
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, Parameter

from service.api.auth import PLAYER_LINK, SEAT_TOKEN, WATCH_TOKEN
from service.api.commands import seat_view, view_after
from service.api.lobbies import (
    CursorQuery,
    GameQuery,
    LimitQuery,
    StatusQuery,
    list_open,
    lobby_answers,
)
from service.core.free_chat import FreeChat
from service.core.tenancy import current_app
from service.games.registry import get_game
from service.http.answers import JSON, Answer, AnswerResponse, json_answer, make_answer
from service.http.apps import APP_SCOPE, AppDirectory
from service.http.bodies import AddBot, CreateTable, JoinTable, UpdateTable, game_id_of
from service.http.fast_path import HOT
from service.http.longpoll import notifier_of, poll_answer
from service.http.responses import problems
from service.tables.chat import FreeChatOff
from service.tables.lobbies import LobbyPage, publish
from service.tables.service import TableService
from service.tables.views import TableView

MAX_WAIT = 30
# A long-poll's two query parameters (getTable, getNotifications, getTableChat's `wait`).
SinceQuery = Annotated[
    int, Parameter(ge=0, le=2**53, description="Long-poll: answer once the version is past this.")
]
WaitQuery = Annotated[
    int, Parameter(ge=0, le=MAX_WAIT, description="Long-poll: seconds to wait at most.")
]

CodePath = Annotated[
    str, Parameter(min_length=1, max_length=16, description="The table's shareable code.")
]


def tables_of(request: Request[Any, Any, Any]) -> TableService:
    """The table service straight from the app's state, for the hot operations' handlers: their
    one dependency is the credential, because Litestar resolves two or more in an anyio task
    group, a tenth of a poll's CPU on its path (py-spy)."""
    tables: TableService = request.app.state.tables
    return tables


async def free_chat_setting(directory: AppDirectory, app_id: str) -> FreeChat:
    """The app's `free_chat` setting, as this process last read the app (2 s at most ago)."""
    found = await directory.settings(app_id)
    return found.free_chat if found is not None else "players"


async def start_answer(tables: TableService, code: str, token: str) -> Answer:
    """startTable's answer: the host's view of the started table (also served by the fast
    path, service/http/fast_path.py)."""
    return json_answer(_encode(await view_after(tables, token, tables.start(code, token))))


async def create_answer(
    tables: TableService, apps: AppDirectory, player: str | None, payload: CreateTable
) -> Answer:
    """createTable's answer (also served by the fast path, service/http/fast_path.py)."""
    if payload.free_chat and await free_chat_setting(apps, current_app()) == "off":
        raise FreeChatOff("this app allows no free text chat: create the table without it")
    game = get_game(game_id_of(payload))
    assert game is not None  # the body's tag is one of the hosted games
    table, token = await tables.create(
        game,
        payload.host_name,
        payload.host_plays,
        payload.options,
        payload.bots,
        player,
        visibility=payload.visibility,
        hints=payload.hints,
        free_chat=payload.free_chat,
    )
    if table.visibility == "public":
        await publish(tables, table)
    view = await tables.view_after(table, token)
    return created(CreatedTable(code=table.code, token=token, table=view))


async def join_answer(
    tables: TableService, code: str, player: str | None, payload: JoinTable
) -> Answer:
    """joinTable's answer (also served by the fast path, service/http/fast_path.py)."""
    table, member, token, view = await seat_view(tables, tables.join(code, payload.name, player))
    return created(JoinedTable(code=table.code, token=token, member=member.id, table=view))


_encode = msgspec.json.Encoder().encode


def created(body: msgspec.Struct) -> Answer:
    return make_answer(201, ((b"content-type", JSON),), _encode(body))


class CreatedTable(msgspec.Struct):
    """The new table. Keep `token`: it is shown once and proves you are the host."""

    code: str
    token: str
    table: TableView


class JoinedTable(msgspec.Struct):
    """Your seat. Keep `token`: it is shown once and is your seat's only key."""

    code: str
    token: str
    member: int
    table: TableView


class TablesController(Controller):
    path = "/tables"
    tags = ["Tables"]

    @post(
        "/",
        operation_id="createTable",
        summary="Create a table",
        opt={"body": CreateTable, APP_SCOPE: "tables", HOT: create_answer},
        responses=problems(400, 401, 403, 409, 413, 415, 422),
        dependencies=PLAYER_LINK,
    )
    async def create_table(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[str | None],
        payload: NamedDependency[CreateTable],
    ) -> Response[CreatedTable]:
        """Create a table for a game; the host plays (takes the last seat) or observes, and may
        fill seats with bots at once. Share the `code`; keep the `token`. With a player
        credential the host's seat is linked to that player (docs/players.md). `free_chat` in
        an app whose `free_chat` setting is `off` is a 422 (`free_chat_off`): nothing made."""
        apps: AppDirectory = request.app.state.apps
        return AnswerResponse(await create_answer(tables_of(request), apps, player, payload))

    @get(
        "/",
        operation_id="listOpenTables",
        summary="List public tables waiting in their lobby",
        responses=lobby_answers(),
    )
    async def list_open_tables(
        self,
        tables: NamedDependency[TableService],
        game: GameQuery,
        status: StatusQuery = "lobby",
        cursor: CursorQuery = None,
        limit: LimitQuery = 20,
    ) -> LobbyPage:
        """Public tables of a game in their lobby with a free seat, the longest-waiting first;
        join one with `POST /tables/{code}/join` (or let `POST /quickplay` choose)."""
        return await list_open(tables, game, cursor, limit)

    @post(
        "/{code:str}/join",
        operation_id="joinTable",
        summary="Join a table by code",
        opt={"body": JoinTable, APP_SCOPE: "tables", HOT: join_answer},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
        dependencies=PLAYER_LINK,
    )
    async def join_table(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        player: NamedDependency[str | None],
        payload: NamedDependency[JoinTable],
    ) -> Response[JoinedTable]:
        """Take the next seat in the lobby under a name (unique at the table). With a player
        credential the seat is linked to that player (one seat per player at a table)."""
        return AnswerResponse(await join_answer(tables_of(request), code, player, payload))

    @get(
        "/{code:str}",
        operation_id="getTable",
        summary="Poll a table as a seat, the host or a spectator",
        responses=problems(401, 404),
        dependencies=WATCH_TOKEN,
        opt={HOT: poll_answer},
    )
    async def get_table(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        token: NamedDependency[str | None],
        since: SinceQuery = 0,
        wait: WaitQuery = 0,
        if_none_match: Annotated[
            str | None,
            HeaderParameter(
                name="If-None-Match",
                required=False,
                max_length=256,
                description="An `ETag` from an earlier answer (or a list, or `*`): 304 if it "
                "still matches (weak comparison).",
            ),
        ] = None,
    ) -> Response[TableView]:
        """The caller's view (C4). With `If-None-Match` an unchanged table answers 304; with
        `since` and `wait` the request waits until the version passes `since`."""
        # The notifier straight from the app state, as the table service (see tables_of).
        notifier = notifier_of(request.app.state)
        tables = tables_of(request)
        return AnswerResponse(
            await poll_answer(tables, notifier, code, token, since, wait, if_none_match)
        )

    @patch(
        "/{code:str}",
        operation_id="updateTable",
        summary="Change the lobby settings (host)",
        opt={"body": UpdateTable},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
        dependencies=SEAT_TOKEN,
    )
    async def update_table(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        token: NamedDependency[str],
        payload: NamedDependency[UpdateTable],
    ) -> TableView:
        """Until the start, the host may switch between playing and observing and replace the
        options (send the whole options object)."""
        change = tables.update(
            code, token, game_id_of(payload), payload.host_plays, payload.options
        )
        return await view_after(tables, token, change)

    @post(
        "/{code:str}/bots",
        operation_id="addBot",
        summary="Add a bot seat (host)",
        opt={"body": AddBot},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
        dependencies=SEAT_TOKEN,
    )
    async def add_bot(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        token: NamedDependency[str],
        payload: NamedDependency[AddBot],
    ) -> TableView:
        """Fill the next seat with an Easy, Hard or Expert bot."""
        return await view_after(tables, token, tables.add_bot(code, token, payload.level))

    @delete(
        "/{code:str}/bots/{member:int}",
        operation_id="removeBot",
        summary="Remove a bot seat (host)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
        dependencies=SEAT_TOKEN,
    )
    async def remove_bot(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        member: Annotated[int, Parameter(ge=0, le=1_000_000, description="The bot's member id.")],
        token: NamedDependency[str],
    ) -> TableView:
        """Free a bot's seat in the lobby."""
        return await view_after(tables, token, tables.remove_bot(code, token, member))

    @post(
        "/{code:str}/start",
        operation_id="startTable",
        summary="Start the game (host)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
        dependencies=SEAT_TOKEN,
        opt={HOT: start_answer},
    )
    async def start_table(
        self, request: Request[Any, Any, Any], code: CodePath, token: NamedDependency[str]
    ) -> Response[TableView]:
        """Seats are fixed in arrival order with a playing host last (C1); the first seat opens
        (C2). Needs the game's seat count and at least one human (C8)."""
        return AnswerResponse(await start_answer(tables_of(request), code, token))

    @post(
        "/{code:str}/cancel",
        operation_id="cancelTable",
        summary="Cancel the table (host)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
        dependencies=SEAT_TOKEN,
    )
    async def cancel_table(
        self, tables: NamedDependency[TableService], code: CodePath, token: NamedDependency[str]
    ) -> TableView:
        """End the table at any time: a partial summary, no winner (C7)."""
        return await view_after(tables, token, tables.cancel(code, token))
