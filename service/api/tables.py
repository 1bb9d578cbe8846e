"""Table lifecycle: create, join, lobby settings and bots, start, cancel."""

from __future__ import annotations

import asyncio
import time
from datetime import datetime
from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, delete, get, patch, post
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, Parameter

from service.api.auth import AuthorizationHeader, bearer_token
from service.api.bodies import (
    AddBot,
    CreateTable,
    JoinTable,
    UpdateTable,
    game_id_of,
    not_modified,
    read_body,
)
from service.api.conditional import none_match
from service.api.responses import problems
from service.games.registry import get_game
from service.notify import Notifier
from service.tables.service import TableService
from service.tables.views import TableView

MAX_WAIT = 30

CodePath = Annotated[
    str, Parameter(min_length=1, max_length=16, description="The table's shareable code.")
]


def seconds_until_due(view: TableView) -> float:
    """Seconds until the table's next deadline or pause end (infinity if none)."""
    due = [deadline.seconds_left for deadline in view.deadlines]
    if view.pause_until is not None:
        until = datetime.fromisoformat(view.pause_until).timestamp() - time.time()
        due.append(until)
    return max(0.0, min(due)) + 0.005 if due else float("inf")


def etag(view: TableView) -> str:
    """Changes with the version, the caller, and who is connected (presence has no version)."""
    seat = "s" if view.you.seat is None else str(view.you.seat)
    connected = sum(1 << info.seat for info in view.seats if info.connected)
    return f'W/"{view.version}-{view.you.role[0]}{seat}-{connected:x}"'


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
        opt={"body": CreateTable},
        responses=problems(400, 409, 413, 415),
    )
    async def create_table(
        self, request: Request[Any, Any, Any], tables: NamedDependency[TableService]
    ) -> CreatedTable:
        """Create a table for a game; the host plays (takes the last seat) or observes, and may
        fill seats with bots at once. Share the `code`; keep the `token`."""
        body = await read_body(request, CreateTable)
        game = get_game(game_id_of(body))
        assert game is not None  # the body's tag is one of the hosted games
        table, token = await tables.create(
            game, body.host_name, body.host_plays, body.options, body.bots
        )
        view = await tables.view(table.code, token)
        return CreatedTable(code=table.code, token=token, table=view)

    @post(
        "/{code:str}/join",
        operation_id="joinTable",
        summary="Join a table by code",
        opt={"body": JoinTable},
        responses=problems(400, 404, 409, 413, 415),
    )
    async def join_table(
        self, request: Request[Any, Any, Any], tables: NamedDependency[TableService], code: CodePath
    ) -> JoinedTable:
        """Take the next seat in the lobby under a name (unique at the table)."""
        body = await read_body(request, JoinTable)
        table, member, token = await tables.join(code, body.name)
        view = await tables.view(table.code, token)
        return JoinedTable(code=table.code, token=token, member=member.id, table=view)

    @get(
        "/{code:str}",
        operation_id="getTable",
        summary="Poll a table as a seat, the host or a spectator",
        responses=problems(401, 404),
    )
    async def get_table(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        code: CodePath,
        authorization: AuthorizationHeader = None,
        since: Annotated[
            int,
            Parameter(
                ge=0, le=2**53, description="Long-poll: answer once the version is past this."
            ),
        ] = 0,
        wait: Annotated[
            int, Parameter(ge=0, le=MAX_WAIT, description="Long-poll: seconds to wait at most.")
        ] = 0,
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
        token = bearer_token(authorization)
        view = await tables.view(code, token)
        wait = min(wait, tables.settings.max_wait_seconds)
        if wait > 0 and view.version <= since:
            # The notifier straight from the app state: with a second dependency Litestar
            # resolves them in an anyio task group, a tenth of a poll's CPU (py-spy).
            notifier: Notifier = request.app.state.notifier
            view = await self.wait_for_change(tables, notifier, view, token, since, wait)
        tag = etag(view)
        if if_none_match is not None and none_match(if_none_match, tag):
            return not_modified(tag)
        return Response(content=view, headers={"ETag": tag, "Cache-Control": "no-cache"})

    @staticmethod
    async def wait_for_change(
        tables: NamedDependency[TableService],
        notifier: NamedDependency[Notifier],
        view: TableView,
        token: str | None,
        since: int,
        wait: int,
    ) -> TableView:
        """Park until the version passes `since`. If the table has a deadline (or a pause end)
        before `wait` runs out, wake then and load it: loading applies what is overdue, so a
        watched table's timers fire on time even when the workers lag."""
        give_up = time.monotonic() + wait
        async with notifier.watch(view.code, since) as changed:
            while True:
                version = await tables.store.version(view.code)
                if version is None or version > since:
                    break
                remaining = give_up - time.monotonic()
                due = seconds_until_due(view)
                if remaining <= 0:
                    return view
                try:
                    await asyncio.wait_for(changed.wait(), timeout=min(remaining, due))
                    break
                except TimeoutError:
                    if due < remaining:
                        view = await tables.view(view.code, token)  # applies what is overdue
                        if view.version > since:
                            return view
                        continue
                    return view
        return await tables.view_after_change(view.code, token, since)

    @patch(
        "/{code:str}",
        operation_id="updateTable",
        summary="Change the lobby settings (host)",
        opt={"body": UpdateTable},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
    )
    async def update_table(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        code: CodePath,
        authorization: AuthorizationHeader = None,
    ) -> TableView:
        """Until the start, the host may switch between playing and observing and replace the
        options (send the whole options object)."""
        body = await read_body(request, UpdateTable)
        token = bearer_token(authorization)
        table = await tables.update(code, token, game_id_of(body), body.host_plays, body.options)
        return await tables.view(table.code, token)

    @post(
        "/{code:str}/bots",
        operation_id="addBot",
        summary="Add a bot seat (host)",
        opt={"body": AddBot},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
    )
    async def add_bot(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        code: CodePath,
        authorization: AuthorizationHeader = None,
    ) -> TableView:
        """Fill the next seat with an Easy or Hard bot."""
        body = await read_body(request, AddBot)
        token = bearer_token(authorization)
        table = await tables.add_bot(code, token, body.level)
        return await tables.view(table.code, token)

    @delete(
        "/{code:str}/bots/{member:int}",
        operation_id="removeBot",
        summary="Remove a bot seat (host)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
    )
    async def remove_bot(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        member: Annotated[int, Parameter(ge=0, le=1_000_000, description="The bot's member id.")],
        authorization: AuthorizationHeader = None,
    ) -> TableView:
        """Free a bot's seat in the lobby."""
        token = bearer_token(authorization)
        table = await tables.remove_bot(code, token, member)
        return await tables.view(table.code, token)

    @post(
        "/{code:str}/start",
        operation_id="startTable",
        summary="Start the game (host)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
    )
    async def start_table(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        authorization: AuthorizationHeader = None,
    ) -> TableView:
        """Seats are fixed in arrival order with a playing host last (C1); the first seat opens
        (C2). Needs the game's seat count and at least one human (C8)."""
        token = bearer_token(authorization)
        table = await tables.start(code, token)
        return await tables.view(table.code, token)

    @post(
        "/{code:str}/cancel",
        operation_id="cancelTable",
        summary="Cancel the table (host)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
    )
    async def cancel_table(
        self,
        tables: NamedDependency[TableService],
        code: CodePath,
        authorization: AuthorizationHeader = None,
    ) -> TableView:
        """End the table at any time: a partial summary, no winner (C7)."""
        token = bearer_token(authorization)
        table = await tables.cancel(code, token)
        return await tables.view(table.code, token)
