from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat import Chat
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    code: str,
    *,
    since: int | Unset = 0,
    wait: int | Unset = 0,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["since"] = since

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tables/{code}/chat".format(code=quote(str(code), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Chat | Problem | None:
    if response.status_code == 200:
        response_200 = Chat.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Chat | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,

) -> Response[Chat | Problem]:
    """ Read a table's chat (long-poll)

     The messages after `since` you may read: with your seat's or the host's token,
    the players' (not what spectators write during a rated game in play, nor what a seat
    you muted or a player blocked either way wrote); without one, as a spectator, all.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Messages after this number. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Chat | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
since=since,
wait=wait,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,

) -> Chat | Problem | None:
    """ Read a table's chat (long-poll)

     The messages after `since` you may read: with your seat's or the host's token,
    the players' (not what spectators write during a rated game in play, nor what a seat
    you muted or a player blocked either way wrote); without one, as a spectator, all.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Messages after this number. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Chat | Problem
     """


    return sync_detailed(
        code=code,
client=client,
since=since,
wait=wait,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,

) -> Response[Chat | Problem]:
    """ Read a table's chat (long-poll)

     The messages after `since` you may read: with your seat's or the host's token,
    the players' (not what spectators write during a rated game in play, nor what a seat
    you muted or a player blocked either way wrote); without one, as a spectator, all.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Messages after this number. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Chat | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
since=since,
wait=wait,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,

) -> Chat | Problem | None:
    """ Read a table's chat (long-poll)

     The messages after `since` you may read: with your seat's or the host's token,
    the players' (not what spectators write during a rated game in play, nor what a seat
    you muted or a player blocked either way wrote); without one, as a spectator, all.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Messages after this number. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Chat | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
since=since,
wait=wait,

    )).parsed
