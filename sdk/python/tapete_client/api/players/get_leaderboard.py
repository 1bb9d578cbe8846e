from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.leaderboard import Leaderboard
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    game_id: str,
    *,
    provisional: bool | Unset = False,
    offset: int | Unset = 0,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["provisional"] = provisional

    params["offset"] = offset

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/games/{game_id}/leaderboard".format(game_id=quote(str(game_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Leaderboard | Problem | None:
    if response.status_code == 200:
        response_200 = Leaderboard.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Leaderboard | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    provisional: bool | Unset = False,
    offset: int | Unset = 0,
    limit: int | Unset = 20,

) -> Response[Leaderboard | Problem]:
    """ A game's leaderboard

     Players by shown rating, highest first. Provisional players (deviation above 350,
    i.e. too few rated games) are listed apart, with `provisional=true`.

    Args:
        game_id (str): A game id.
        provisional (bool | Unset): List the provisional players (kept apart) instead. Default:
            False.
        offset (int | Unset): Entries to skip. Default: 0.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
provisional=provisional,
offset=offset,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    game_id: str,
    *,
    client: AuthenticatedClient,
    provisional: bool | Unset = False,
    offset: int | Unset = 0,
    limit: int | Unset = 20,

) -> Leaderboard | Problem | None:
    """ A game's leaderboard

     Players by shown rating, highest first. Provisional players (deviation above 350,
    i.e. too few rated games) are listed apart, with `provisional=true`.

    Args:
        game_id (str): A game id.
        provisional (bool | Unset): List the provisional players (kept apart) instead. Default:
            False.
        offset (int | Unset): Entries to skip. Default: 0.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
     """


    return sync_detailed(
        game_id=game_id,
client=client,
provisional=provisional,
offset=offset,
limit=limit,

    ).parsed

async def asyncio_detailed(
    game_id: str,
    *,
    client: AuthenticatedClient,
    provisional: bool | Unset = False,
    offset: int | Unset = 0,
    limit: int | Unset = 20,

) -> Response[Leaderboard | Problem]:
    """ A game's leaderboard

     Players by shown rating, highest first. Provisional players (deviation above 350,
    i.e. too few rated games) are listed apart, with `provisional=true`.

    Args:
        game_id (str): A game id.
        provisional (bool | Unset): List the provisional players (kept apart) instead. Default:
            False.
        offset (int | Unset): Entries to skip. Default: 0.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Leaderboard | Problem]
     """


    kwargs = _get_kwargs(
        game_id=game_id,
provisional=provisional,
offset=offset,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    game_id: str,
    *,
    client: AuthenticatedClient,
    provisional: bool | Unset = False,
    offset: int | Unset = 0,
    limit: int | Unset = 20,

) -> Leaderboard | Problem | None:
    """ A game's leaderboard

     Players by shown rating, highest first. Provisional players (deviation above 350,
    i.e. too few rated games) are listed apart, with `provisional=true`.

    Args:
        game_id (str): A game id.
        provisional (bool | Unset): List the provisional players (kept apart) instead. Default:
            False.
        offset (int | Unset): Entries to skip. Default: 0.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Leaderboard | Problem
     """


    return (await asyncio_detailed(
        game_id=game_id,
client=client,
provisional=provisional,
offset=offset,
limit=limit,

    )).parsed
