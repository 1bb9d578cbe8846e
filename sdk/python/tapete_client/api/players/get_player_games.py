from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.history_page import HistoryPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player_id: str,
    *,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["cursor"] = cursor

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/{player_id}/games".format(player_id=quote(str(player_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> HistoryPage | Problem | None:
    if response.status_code == 200:
        response_200 = HistoryPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[HistoryPage | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[HistoryPage | Problem]:
    """ A player's ended games, newest first

     Each game: table code (its record while kept), standing, rating change if rated.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).
        cursor (str | Unset): `next_cursor` of the previous page; omit for the newest.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HistoryPage | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> HistoryPage | Problem | None:
    """ A player's ended games, newest first

     Each game: table code (its record while kept), standing, rating change if rated.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).
        cursor (str | Unset): `next_cursor` of the previous page; omit for the newest.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HistoryPage | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[HistoryPage | Problem]:
    """ A player's ended games, newest first

     Each game: table code (its record while kept), standing, rating change if rated.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).
        cursor (str | Unset): `next_cursor` of the previous page; omit for the newest.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HistoryPage | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,
    cursor: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> HistoryPage | Problem | None:
    """ A player's ended games, newest first

     Each game: table code (its record while kept), standing, rating change if rated.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).
        cursor (str | Unset): `next_cursor` of the previous page; omit for the newest.
        limit (int | Unset): Entries per page. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HistoryPage | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,
cursor=cursor,
limit=limit,

    )).parsed
