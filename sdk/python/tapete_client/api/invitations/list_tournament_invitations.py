from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.tournament_invitations import TournamentInvitations
from typing import cast



def _get_kwargs(
    tournament_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tournaments/{tournament_id}/invitations".format(tournament_id=quote(str(tournament_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentInvitations | None:
    if response.status_code == 200:
        response_200 = TournamentInvitations.from_dict(response.json())



        return response_200

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

) -> Response[Problem | TournamentInvitations]:
    """ Who was invited to this tournament, and their answers

     For its registered players and its creator (403 `not_in_tournament` otherwise):
    each invited player with `answer` pending, accepted or declined.

    Args:
        tournament_id (str): A tournament id (`tn_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentInvitations]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | TournamentInvitations | None:
    """ Who was invited to this tournament, and their answers

     For its registered players and its creator (403 `not_in_tournament` otherwise):
    each invited player with `answer` pending, accepted or declined.

    Args:
        tournament_id (str): A tournament id (`tn_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentInvitations
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | TournamentInvitations]:
    """ Who was invited to this tournament, and their answers

     For its registered players and its creator (403 `not_in_tournament` otherwise):
    each invited player with `answer` pending, accepted or declined.

    Args:
        tournament_id (str): A tournament id (`tn_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentInvitations]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | TournamentInvitations | None:
    """ Who was invited to this tournament, and their answers

     For its registered players and its creator (403 `not_in_tournament` otherwise):
    each invited player with `answer` pending, accepted or declined.

    Args:
        tournament_id (str): A tournament id (`tn_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentInvitations
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,

    )).parsed
