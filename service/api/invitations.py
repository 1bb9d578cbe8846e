"""Invitations: a player at a table in its lobby invites another player of the app; the
invited player lists, accepts (a seat, linked to it) or declines. docs/api.md, "Invitations"."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.di import NamedDependency

from service.api.auth import PLAYER
from service.api.commands import seat_view
from service.api.friends import friends_of, other
from service.api.players import answers
from service.api.tables import CodePath, JoinedTable, tables_of
from service.core.names import Name, visible
from service.http.apps import APP_SCOPE
from service.http.responses import problems
from service.players.identity import Player
from service.players.invitations import InvitationService, MyInvitations, TableInvitations


class Invite(msgspec.Struct, forbid_unknown_fields=True):
    """Whom to invite: a player id of the same app."""

    player: Annotated[str, msgspec.Meta(min_length=1, max_length=64)]


class Accept(msgspec.Struct, forbid_unknown_fields=True):
    """The seat's name (your player's name if left out; numbered if taken at the table)."""

    name: Name | None = None

    def __post_init__(self) -> None:
        if self.name is not None:
            self.name = visible(self.name)


def invitations_of(request: Request[Any, Any, Any]) -> InvitationService:
    """The process's invitations service (the app factory sets it on the app's state)."""
    service: InvitationService = request.app.state.invitations
    return service


class TableInvitationsController(Controller):
    path = "/tables/{code:str}/invitations"
    tags = ["Invitations"]
    dependencies = PLAYER

    @post(
        "",
        operation_id="invitePlayer",
        summary="Invite a player to this table",
        opt={"body": Invite, APP_SCOPE: "tables"},
        responses=answers(
            "invitePlayer",
            TableInvitations,
            "The table's invitations",
            400,
            401,
            403,
            404,
            409,
            413,
            415,
            422,
            status=201,
        ),
    )
    async def invite(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        player: NamedDependency[Player],
        payload: NamedDependency[Invite],
    ) -> TableInvitations:
        """You must hold a seat at the table (or host it) with this player credential; the
        table waits in its lobby with a free seat. The invited player sees it in
        `GET /players/me/invitations`. 403 `not_seated` if you are not at the table,
        `blocked_by_player` if they blocked you; 409 `player_blocked` if you blocked them,
        `player_seated`, `table_full`, `wrong_table_status`, `invitation_limit` (50 a table);
        422 `invite_self`. Inviting again renews the invitation."""
        service = invitations_of(request)
        table = await service.table(code)
        service.require_at(table, player)  # before the invited player is looked up
        invited = await other(request, payload.player)
        return await service.invite(table, player, invited, friends_of(request).has_blocked)

    @get(
        "",
        operation_id="listTableInvitations",
        summary="Who was invited to this table, and their answers",
        responses=answers(
            "invitePlayer", TableInvitations, "The table's invitations", 401, 403, 404
        ),
    )
    async def list_for_table(
        self, request: Request[Any, Any, Any], code: CodePath, player: NamedDependency[Player]
    ) -> TableInvitations:
        """For the players at the table (403 `not_seated` otherwise): each invited player with
        `answer` pending, accepted or declined."""
        service = invitations_of(request)
        return await service.of_table(await service.table(code), player)


class MyInvitationsController(Controller):
    path = "/players/me/invitations"
    tags = ["Invitations"]
    dependencies = PLAYER

    @get(
        "",
        operation_id="listMyInvitations",
        summary="Your open invitations",
        responses=answers("listMyInvitations", MyInvitations, "Your invitations", 401),
    )
    async def mine(
        self, request: Request[Any, Any, Any], player: NamedDependency[Player]
    ) -> MyInvitations:
        """Invitations to tables still waiting in their lobbies, newest first."""
        return await invitations_of(request).mine(player)

    @post(
        "/{code:str}/accept",
        operation_id="acceptInvitation",
        summary="Accept an invitation: take a seat at its table",
        opt={"body": Accept, APP_SCOPE: "tables"},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
    )
    async def accept(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        player: NamedDependency[Player],
        payload: NamedDependency[Accept],
    ) -> JoinedTable:
        """Joins the table as `POST /tables/{code}/join` does with your player credential.
        404 `invitation_not_found` without an open invitation; 409 `table_full` or
        `wrong_table_status` if the table filled or started meanwhile (the invitation then
        lapses); 403 `player_banned`."""
        taking = invitations_of(request).accept(player, code, payload.name)
        table, member, token, view = await seat_view(tables_of(request), taking)
        return JoinedTable(code=table.code, token=token, member=member.id, table=view)

    @delete(
        "/{code:str}",
        operation_id="declineInvitation",
        summary="Decline an invitation",
        status_code=200,
        responses=answers("listMyInvitations", MyInvitations, "Your invitations left", 401, 404),
    )
    async def decline(
        self, request: Request[Any, Any, Any], code: CodePath, player: NamedDependency[Player]
    ) -> MyInvitations:
        """The table's players see `declined`. 404 `invitation_not_found` without one."""
        return await invitations_of(request).decline(player, code)
