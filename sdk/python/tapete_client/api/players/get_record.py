from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.game_record import GameRecord
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    code: str,
    *,
    accept: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept, Unset):
        headers["Accept"] = accept



    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tables/{code}/record".format(code=quote(str(code), safe=""),),
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GameRecord | Problem | None:
    if response.status_code == 200:
        response_200 = GameRecord.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GameRecord | Problem]:
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
    accept: str | Unset = UNSET,

) -> Response[GameRecord | Problem]:
    """ An ended game's record

     Seats (names, player ids, bots), options, the seed (revealed now the game is over),
    every move in order with its source, the result and rating changes; kept for
    TAPETE_RECORD_TTL_DAYS after the end. Replaying the moves from the seed through the
    engine reaches the same result.

    Args:
        code (str): The table's shareable code.
        accept (str | Unset): NDJSON if it names `application/x-ndjson`, else JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecord | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
accept=accept,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,
    accept: str | Unset = UNSET,

) -> GameRecord | Problem | None:
    """ An ended game's record

     Seats (names, player ids, bots), options, the seed (revealed now the game is over),
    every move in order with its source, the result and rating changes; kept for
    TAPETE_RECORD_TTL_DAYS after the end. Replaying the moves from the seed through the
    engine reaches the same result.

    Args:
        code (str): The table's shareable code.
        accept (str | Unset): NDJSON if it names `application/x-ndjson`, else JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecord | Problem
     """


    return sync_detailed(
        code=code,
client=client,
accept=accept,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    accept: str | Unset = UNSET,

) -> Response[GameRecord | Problem]:
    """ An ended game's record

     Seats (names, player ids, bots), options, the seed (revealed now the game is over),
    every move in order with its source, the result and rating changes; kept for
    TAPETE_RECORD_TTL_DAYS after the end. Replaying the moves from the seed through the
    engine reaches the same result.

    Args:
        code (str): The table's shareable code.
        accept (str | Unset): NDJSON if it names `application/x-ndjson`, else JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GameRecord | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
accept=accept,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,
    accept: str | Unset = UNSET,

) -> GameRecord | Problem | None:
    """ An ended game's record

     Seats (names, player ids, bots), options, the seed (revealed now the game is over),
    every move in order with its source, the result and rating changes; kept for
    TAPETE_RECORD_TTL_DAYS after the end. Replaying the moves from the seed through the
    engine reaches the same result.

    Args:
        code (str): The table's shareable code.
        accept (str | Unset): NDJSON if it names `application/x-ndjson`, else JSON.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GameRecord | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
accept=accept,

    )).parsed
