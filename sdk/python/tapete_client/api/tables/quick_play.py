from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.quick_play_karta_3 import QuickPlayKarta3
from ...models.quick_play_rutas import QuickPlayRutas
from ...models.quick_play_tres import QuickPlayTres
from ...models.quick_seat import QuickSeat
from typing import cast



def _get_kwargs(
    *,
    body: QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/quickplay",
    }

    
    if isinstance(body, QuickPlayKarta3):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, QuickPlayTres):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | QuickSeat | None:
    if response.status_code == 200:
        response_200 = QuickSeat.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | QuickSeat]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres,

) -> Response[Problem | QuickSeat]:
    """ Take a seat at an open public table, or open one

     Seats you at the longest-waiting public lobby of the game with the same options and
    a free seat (identified players of rated games: within a rating window that widens
    with the lobby's waiting time, docs/players.md), else opens one for you. With
    `seats` (an exact count, or a range with a wait), only at a lobby opened with the
    same `seats`, and the table starts by itself: at once when `max` seats are taken, or
    when the wait since it opened runs out with `min` or more; seats not polling at that
    moment leave it first.

    Args:
        body (QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | QuickSeat]
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
    body: QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres,

) -> Problem | QuickSeat | None:
    """ Take a seat at an open public table, or open one

     Seats you at the longest-waiting public lobby of the game with the same options and
    a free seat (identified players of rated games: within a rating window that widens
    with the lobby's waiting time, docs/players.md), else opens one for you. With
    `seats` (an exact count, or a range with a wait), only at a lobby opened with the
    same `seats`, and the table starts by itself: at once when `max` seats are taken, or
    when the wait since it opened runs out with `min` or more; seats not polling at that
    moment leave it first.

    Args:
        body (QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | QuickSeat
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres,

) -> Response[Problem | QuickSeat]:
    """ Take a seat at an open public table, or open one

     Seats you at the longest-waiting public lobby of the game with the same options and
    a free seat (identified players of rated games: within a rating window that widens
    with the lobby's waiting time, docs/players.md), else opens one for you. With
    `seats` (an exact count, or a range with a wait), only at a lobby opened with the
    same `seats`, and the table starts by itself: at once when `max` seats are taken, or
    when the wait since it opened runs out with `min` or more; seats not polling at that
    moment leave it first.

    Args:
        body (QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | QuickSeat]
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
    body: QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres,

) -> Problem | QuickSeat | None:
    """ Take a seat at an open public table, or open one

     Seats you at the longest-waiting public lobby of the game with the same options and
    a free seat (identified players of rated games: within a rating window that widens
    with the lobby's waiting time, docs/players.md), else opens one for you. With
    `seats` (an exact count, or a range with a wait), only at a lobby opened with the
    same `seats`, and the table starts by itself: at once when `max` seats are taken, or
    when the wait since it opened runs out with `min` or more; seats not polling at that
    moment leave it first.

    Args:
        body (QuickPlayKarta3 | QuickPlayRutas | QuickPlayTres):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | QuickSeat
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
