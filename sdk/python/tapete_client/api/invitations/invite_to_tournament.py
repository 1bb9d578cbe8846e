from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.invite import Invite
from ...models.problem import Problem
from ...models.tournament_invitations import TournamentInvitations
from typing import cast



def _get_kwargs(
    tournament_id: str,
    *,
    body: Invite,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tournaments/{tournament_id}/invitations".format(tournament_id=quote(str(tournament_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentInvitations | None:
    if response.status_code == 201:
        response_201 = TournamentInvitations.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())



        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentInvitations]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Invite,

) -> Response[Problem | TournamentInvitations]:
    """ Invite a player to this tournament

     You must be registered in the tournament (or have created it) with this player
    credential, and it must take registrations (before its start; a Swiss until round
    `late_join_rounds` is paired; an arena while it runs). The invited player sees it in
    `GET /players/me/invitations` (`tournaments`) and is notified (`invited`, with the
    `tournament`). 403 `not_in_tournament` if you are not in it, `blocked_by_player` if
    they blocked you; 409 `player_blocked` if you blocked them, `already_registered`,
    `tournament_full`, `registration_closed`, `tournament_over`, `invitation_limit`
    (200 a tournament); 422 `invite_self`. Inviting again renews the invitation.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        body (Invite): Whom to invite: a player id of the same app.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentInvitations]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Invite,

) -> Problem | TournamentInvitations | None:
    """ Invite a player to this tournament

     You must be registered in the tournament (or have created it) with this player
    credential, and it must take registrations (before its start; a Swiss until round
    `late_join_rounds` is paired; an arena while it runs). The invited player sees it in
    `GET /players/me/invitations` (`tournaments`) and is notified (`invited`, with the
    `tournament`). 403 `not_in_tournament` if you are not in it, `blocked_by_player` if
    they blocked you; 409 `player_blocked` if you blocked them, `already_registered`,
    `tournament_full`, `registration_closed`, `tournament_over`, `invitation_limit`
    (200 a tournament); 422 `invite_self`. Inviting again renews the invitation.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        body (Invite): Whom to invite: a player id of the same app.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentInvitations
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Invite,

) -> Response[Problem | TournamentInvitations]:
    """ Invite a player to this tournament

     You must be registered in the tournament (or have created it) with this player
    credential, and it must take registrations (before its start; a Swiss until round
    `late_join_rounds` is paired; an arena while it runs). The invited player sees it in
    `GET /players/me/invitations` (`tournaments`) and is notified (`invited`, with the
    `tournament`). 403 `not_in_tournament` if you are not in it, `blocked_by_player` if
    they blocked you; 409 `player_blocked` if you blocked them, `already_registered`,
    `tournament_full`, `registration_closed`, `tournament_over`, `invitation_limit`
    (200 a tournament); 422 `invite_self`. Inviting again renews the invitation.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        body (Invite): Whom to invite: a player id of the same app.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentInvitations]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    body: Invite,

) -> Problem | TournamentInvitations | None:
    """ Invite a player to this tournament

     You must be registered in the tournament (or have created it) with this player
    credential, and it must take registrations (before its start; a Swiss until round
    `late_join_rounds` is paired; an arena while it runs). The invited player sees it in
    `GET /players/me/invitations` (`tournaments`) and is notified (`invited`, with the
    `tournament`). 403 `not_in_tournament` if you are not in it, `blocked_by_player` if
    they blocked you; 409 `player_blocked` if you blocked them, `already_registered`,
    `tournament_full`, `registration_closed`, `tournament_over`, `invitation_limit`
    (200 a tournament); 422 `invite_self`. Inviting again renews the invitation.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        body (Invite): Whom to invite: a player id of the same app.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentInvitations
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
body=body,

    )).parsed
