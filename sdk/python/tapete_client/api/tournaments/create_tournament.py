from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.new_tournament import NewTournament
from ...models.problem import Problem
from ...models.tournament_info import TournamentInfo
from typing import cast



def _get_kwargs(
    *,
    body: NewTournament,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tournaments",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentInfo | None:
    if response.status_code == 201:
        response_201 = TournamentInfo.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentInfo]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewTournament,

) -> Response[Problem | TournamentInfo]:
    """ Create a tournament

     Registration opens now and closes at `starts_at`, when the server starts it. With
    a player credential the player is its creator; without, the app (its server).

    Args:
        body (NewTournament): A tournament: its name, when it starts, the game's options for every
            table, and its
            rules (docs/tournaments.md, "Settings").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentInfo]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: NewTournament,

) -> Problem | TournamentInfo | None:
    """ Create a tournament

     Registration opens now and closes at `starts_at`, when the server starts it. With
    a player credential the player is its creator; without, the app (its server).

    Args:
        body (NewTournament): A tournament: its name, when it starts, the game's options for every
            table, and its
            rules (docs/tournaments.md, "Settings").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentInfo
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewTournament,

) -> Response[Problem | TournamentInfo]:
    """ Create a tournament

     Registration opens now and closes at `starts_at`, when the server starts it. With
    a player credential the player is its creator; without, the app (its server).

    Args:
        body (NewTournament): A tournament: its name, when it starts, the game's options for every
            table, and its
            rules (docs/tournaments.md, "Settings").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentInfo]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: NewTournament,

) -> Problem | TournamentInfo | None:
    """ Create a tournament

     Registration opens now and closes at `starts_at`, when the server starts it. With
    a player credential the player is its creator; without, the app (its server).

    Args:
        body (NewTournament): A tournament: its name, when it starts, the game's options for every
            table, and its
            rules (docs/tournaments.md, "Settings").

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentInfo
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
