from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.player_search import PlayerSearch
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    id: str | Unset = UNSET,
    name: str | Unset = UNSET,
    app: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["id"] = id

    params["name"] = name

    params["app"] = app

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/players",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerSearch | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerSearch.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerSearch | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    name: str | Unset = UNSET,
    app: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[PlayerSearch | Problem]:
    """ Find players

     By id, by a part of the name (any case; a prefix too) and by app; newest first.
    A search by name or app reads player profiles, at most 20,000 of them: `complete`
    says whether it saw every one.

    Args:
        id (str | Unset): The player with this id.
        name (str | Unset): Players whose name holds this (any case).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        limit (int | Unset): At most this many players. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerSearch | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
name=name,
app=app,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    name: str | Unset = UNSET,
    app: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> PlayerSearch | Problem | None:
    """ Find players

     By id, by a part of the name (any case; a prefix too) and by app; newest first.
    A search by name or app reads player profiles, at most 20,000 of them: `complete`
    says whether it saw every one.

    Args:
        id (str | Unset): The player with this id.
        name (str | Unset): Players whose name holds this (any case).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        limit (int | Unset): At most this many players. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerSearch | Problem
     """


    return sync_detailed(
        client=client,
id=id,
name=name,
app=app,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    name: str | Unset = UNSET,
    app: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[PlayerSearch | Problem]:
    """ Find players

     By id, by a part of the name (any case; a prefix too) and by app; newest first.
    A search by name or app reads player profiles, at most 20,000 of them: `complete`
    says whether it saw every one.

    Args:
        id (str | Unset): The player with this id.
        name (str | Unset): Players whose name holds this (any case).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        limit (int | Unset): At most this many players. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerSearch | Problem]
     """


    kwargs = _get_kwargs(
        id=id,
name=name,
app=app,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    id: str | Unset = UNSET,
    name: str | Unset = UNSET,
    app: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> PlayerSearch | Problem | None:
    """ Find players

     By id, by a part of the name (any case; a prefix too) and by app; newest first.
    A search by name or app reads player profiles, at most 20,000 of them: `complete`
    says whether it saw every one.

    Args:
        id (str | Unset): The player with this id.
        name (str | Unset): Players whose name holds this (any case).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        limit (int | Unset): At most this many players. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerSearch | Problem
     """


    return (await asyncio_detailed(
        client=client,
id=id,
name=name,
app=app,
limit=limit,

    )).parsed
