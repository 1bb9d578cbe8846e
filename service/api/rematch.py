"""`POST /tables/{code}/rematch`: play again, the same seats at a new table."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Controller, Request, post
from litestar.di import NamedDependency

from service.api.auth import SEAT_OR_PLAYER, players_of
from service.api.commands import seat_view
from service.api.tables import CodePath
from service.http.responses import problems
from service.players.rematch import rematch
from service.tables.service import TableService
from service.tables.views import TableView


class RematchSeat(msgspec.Struct):
    """Your seat at the rematch table. Keep `token`: shown once. `host` is true for the seat
    that opened it (its token is the new table's host token: it starts the game)."""

    code: str
    token: str
    host: bool
    member: int | None
    table: TableView


class RematchController(Controller):
    path = "/tables"
    tags = ["Tables"]

    @post(
        "/{code:str}/rematch",
        operation_id="rematchTable",
        summary="Play again at a new table (a seated human, after the end)",
        status_code=200,
        responses=problems(401, 403, 404, 409),
        dependencies=SEAT_OR_PLAYER,
    )
    async def rematch_table(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        code: CodePath,
        credential: NamedDependency[str],
    ) -> RematchSeat:
        """The first seat to ask opens one new table (same game, options, bots) and hosts it;
        every other seat that asks, with its old seat token or its player credential, takes a
        seat there under the same name and player. The ended table shows `rematch_code`."""
        taking = rematch(tables, players_of(request), code, credential)
        table, member, token, view = await seat_view(tables, taking)
        member_id = member.id if member is not None else None
        return RematchSeat(table.code, token, member is None, member_id, view)
