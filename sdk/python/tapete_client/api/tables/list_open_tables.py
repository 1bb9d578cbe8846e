from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.lobby_page import LobbyPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast
from typing import Literal, cast



def _get_kwargs(
    *,
    game: str,
    status: Literal['lobby'] | Unset = 'lobby',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["game"] = game

    params["status"] = status

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tables",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LobbyPage | Problem | None:
    if response.status_code == 200:
        response_200 = LobbyPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LobbyPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    game: str,
    status: Literal['lobby'] | Unset = 'lobby',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[LobbyPage | Problem]:
    """ List public tables waiting in their lobby

     Public tables of a game in their lobby with a free seat, the longest-waiting first;
    join one with `POST /tables/{code}/join` (or let `POST /quickplay` choose).

    Args:
        game (str): A game id.
        status (Literal['lobby'] | Unset): Only lobbies are listed. Default: 'lobby'.
        cursor (str | Unset): `next_cursor` of the last page.
        limit (int | Unset): Tables per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyPage | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
status=status,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    game: str,
    status: Literal['lobby'] | Unset = 'lobby',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> LobbyPage | Problem | None:
    """ List public tables waiting in their lobby

     Public tables of a game in their lobby with a free seat, the longest-waiting first;
    join one with `POST /tables/{code}/join` (or let `POST /quickplay` choose).

    Args:
        game (str): A game id.
        status (Literal['lobby'] | Unset): Only lobbies are listed. Default: 'lobby'.
        cursor (str | Unset): `next_cursor` of the last page.
        limit (int | Unset): Tables per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyPage | Problem
     """


    return sync_detailed(
        client=client,
game=game,
status=status,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    game: str,
    status: Literal['lobby'] | Unset = 'lobby',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[LobbyPage | Problem]:
    """ List public tables waiting in their lobby

     Public tables of a game in their lobby with a free seat, the longest-waiting first;
    join one with `POST /tables/{code}/join` (or let `POST /quickplay` choose).

    Args:
        game (str): A game id.
        status (Literal['lobby'] | Unset): Only lobbies are listed. Default: 'lobby'.
        cursor (str | Unset): `next_cursor` of the last page.
        limit (int | Unset): Tables per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LobbyPage | Problem]
     """


    kwargs = _get_kwargs(
        game=game,
status=status,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    game: str,
    status: Literal['lobby'] | Unset = 'lobby',
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> LobbyPage | Problem | None:
    """ List public tables waiting in their lobby

     Public tables of a game in their lobby with a free seat, the longest-waiting first;
    join one with `POST /tables/{code}/join` (or let `POST /quickplay` choose).

    Args:
        game (str): A game id.
        status (Literal['lobby'] | Unset): Only lobbies are listed. Default: 'lobby'.
        cursor (str | Unset): `next_cursor` of the last page.
        limit (int | Unset): Tables per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LobbyPage | Problem
     """


    return (await asyncio_detailed(
        client=client,
game=game,
status=status,
cursor=cursor,
limit=limit,

    )).parsed
