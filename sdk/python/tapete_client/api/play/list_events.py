from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.events_page import EventsPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    code: str,
    *,
    since: int | Unset = 0,
    limit: int | Unset = 200,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["since"] = since

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tables/{code}/events".format(code=quote(str(code), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EventsPage | Problem | None:
    if response.status_code == 200:
        response_200 = EventsPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EventsPage | Problem]:
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
    limit: int | Unset = 200,

) -> Response[EventsPage | Problem]:
    """ Read what happened since a version

     Events after `since`, redacted for the caller (a seat sees its own dealt and drawn cards, nobody
    else's), in the order things happened: a timeout comes before the move it caused, and a move the
    rules take back (a foul) shows only the foul and its penalty. From `since=0`: the lobby,
    `game_started`, then the game's opening events (the deal, the first public cards). Every end is an
    event: the game's own, `game_over` (everyone automatic), `table_cancelled`, `game_aborted` or
    `seat_forfeited`; docs/api.md lists each with the `result` it leaves.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Events after this version. Default: 0.
        limit (int | Unset): At most this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsPage | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
since=since,
limit=limit,

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
    limit: int | Unset = 200,

) -> EventsPage | Problem | None:
    """ Read what happened since a version

     Events after `since`, redacted for the caller (a seat sees its own dealt and drawn cards, nobody
    else's), in the order things happened: a timeout comes before the move it caused, and a move the
    rules take back (a foul) shows only the foul and its penalty. From `since=0`: the lobby,
    `game_started`, then the game's opening events (the deal, the first public cards). Every end is an
    event: the game's own, `game_over` (everyone automatic), `table_cancelled`, `game_aborted` or
    `seat_forfeited`; docs/api.md lists each with the `result` it leaves.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Events after this version. Default: 0.
        limit (int | Unset): At most this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsPage | Problem
     """


    return sync_detailed(
        code=code,
client=client,
since=since,
limit=limit,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    limit: int | Unset = 200,

) -> Response[EventsPage | Problem]:
    """ Read what happened since a version

     Events after `since`, redacted for the caller (a seat sees its own dealt and drawn cards, nobody
    else's), in the order things happened: a timeout comes before the move it caused, and a move the
    rules take back (a foul) shows only the foul and its penalty. From `since=0`: the lobby,
    `game_started`, then the game's opening events (the deal, the first public cards). Every end is an
    event: the game's own, `game_over` (everyone automatic), `table_cancelled`, `game_aborted` or
    `seat_forfeited`; docs/api.md lists each with the `result` it leaves.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Events after this version. Default: 0.
        limit (int | Unset): At most this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EventsPage | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
since=since,
limit=limit,

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
    limit: int | Unset = 200,

) -> EventsPage | Problem | None:
    """ Read what happened since a version

     Events after `since`, redacted for the caller (a seat sees its own dealt and drawn cards, nobody
    else's), in the order things happened: a timeout comes before the move it caused, and a move the
    rules take back (a foul) shows only the foul and its penalty. From `since=0`: the lobby,
    `game_started`, then the game's opening events (the deal, the first public cards). Every end is an
    event: the game's own, `game_over` (everyone automatic), `table_cancelled`, `game_aborted` or
    `seat_forfeited`; docs/api.md lists each with the `result` it leaves.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Events after this version. Default: 0.
        limit (int | Unset): At most this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EventsPage | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
since=since,
limit=limit,

    )).parsed
