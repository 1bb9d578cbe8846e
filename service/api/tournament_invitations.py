"""Invitations to tournaments: a player in a tournament (or its creator) invites another
player of the app while it takes registrations; the invited player accepts (registering) or
declines, and sees them in `GET /players/me/invitations`. docs/api.md, "Invitations"."""

from __future__ import annotations

from typing import Any

from litestar import Controller, Request, delete, get, post
from litestar.di import NamedDependency

from service.api.auth import PLAYER
from service.api.friends import friends_of, other
from service.api.invitations import Invite, invitations_of
from service.api.players import answers
from service.api.tournaments import TABLES, TournamentIdPath, TournamentInfo, shown
from service.http.responses import problems
from service.players.identity import Player
from service.players.invitations import MyInvitations
from service.tournaments.invitations import TournamentInvitations, TournamentInvitationService


def tournament_invitations_of(request: Request[Any, Any, Any]) -> TournamentInvitationService:
    """The process's tournament invitations service (set by the app factory)."""
    service: TournamentInvitationService = request.app.state.tournament_invitations
    return service


class TournamentInvitationsController(Controller):
    path = "/tournaments/{tournament_id:str}/invitations"
    tags = ["Invitations"]
    dependencies = PLAYER

    @post(
        "",
        operation_id="inviteToTournament",
        summary="Invite a player to this tournament",
        opt={"body": Invite, **TABLES},
        responses=answers(
            "inviteToTournament",
            TournamentInvitations,
            "The tournament's invitations",
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
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
        payload: NamedDependency[Invite],
    ) -> TournamentInvitations:
        """You must be registered in the tournament (or have created it) with this player
        credential, and it must take registrations (before its start; a Swiss until round
        `late_join_rounds` is paired; an arena while it runs). The invited player sees it in
        `GET /players/me/invitations` (`tournaments`) and is notified (`invited`, with the
        `tournament`). 403 `not_in_tournament` if you are not in it, `blocked_by_player` if
        they blocked you; 409 `player_blocked` if you blocked them, `already_registered`,
        `tournament_full`, `registration_closed`, `tournament_over`, `invitation_limit`
        (200 a tournament); 422 `invite_self`. Inviting again renews the invitation."""
        service = tournament_invitations_of(request)
        tournament = await service.tournament(tournament_id)
        service.require_in(tournament, player)  # before the invited player is looked up
        invited = await other(request, payload.player)
        return await service.invite(tournament, player, invited, friends_of(request).has_blocked)

    @get(
        "",
        operation_id="listTournamentInvitations",
        summary="Who was invited to this tournament, and their answers",
        opt=TABLES,
        responses=answers(
            "inviteToTournament",
            TournamentInvitations,
            "The tournament's invitations",
            401,
            403,
            404,
        ),
    )
    async def list_for_tournament(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> TournamentInvitations:
        """For its registered players and its creator (403 `not_in_tournament` otherwise):
        each invited player with `answer` pending, accepted or declined."""
        service = tournament_invitations_of(request)
        return await service.of_tournament(await service.tournament(tournament_id), player)


class MyTournamentInvitationsController(Controller):
    path = "/players/me/tournament-invitations"
    tags = ["Invitations"]
    dependencies = PLAYER

    @post(
        "/{tournament_id:str}/accept",
        operation_id="acceptTournamentInvitation",
        summary="Accept an invitation to a tournament: register for it",
        status_code=200,
        opt=TABLES,
        responses=problems(401, 403, 404, 409),
    )
    async def accept(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> TournamentInfo:
        """Registers you as `POST /tournaments/{id}/registrations` does, by the same rules:
        409 `registration_closed`, `tournament_over`, `tournament_full` or
        `already_registered` (the invitation then lapses); 403 `rating_out_of_bounds`,
        `player_banned`. 404 `invitation_not_found` without an open invitation (it lapses
        when registration closes or the tournament ends)."""
        return shown(await tournament_invitations_of(request).accept(player, tournament_id))

    @delete(
        "/{tournament_id:str}",
        operation_id="declineTournamentInvitation",
        summary="Decline an invitation to a tournament",
        status_code=200,
        opt=TABLES,
        responses=answers("listMyInvitations", MyInvitations, "Your invitations left", 401, 404),
    )
    async def decline(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> MyInvitations:
        """The tournament's players see `declined`. 404 `invitation_not_found` without one."""
        await tournament_invitations_of(request).decline(player, tournament_id)
        return await invitations_of(request).mine(player)
