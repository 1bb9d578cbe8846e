from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.hint import Hint
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    code: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tables/{code}/hint".format(code=quote(str(code), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Hint | Problem | None:
    if response.status_code == 200:
        response_200 = Hint.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Hint | Problem]:
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

) -> Response[Hint | Problem]:
    """ Ask for a hint for your seat

     The Hard bot's suggested action for your own seat, computed by a worker from what your seat knows
    only (never the hidden cards), within the Hard bots' thinking budget; the answer is one of your
    legal actions, as `POST .../actions` takes it. Only at a table created with `hints: true`, never in
    a rated game (403 `hints_disabled`, `hints_not_allowed_rated`), only for a seat with a decision
    pending (409 `not_your_turn`, `game_over`); it needs a seat's token (none: 401 `unauthorized`; an
    observing host's: 403 `not_seated`). Asking again at the same version gets the same answer. If the
    workers are busy past the budget: 503 `hint_pending` with Retry-After.

    Args:
        code (str): The table's shareable code.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Hint | Problem | None:
    """ Ask for a hint for your seat

     The Hard bot's suggested action for your own seat, computed by a worker from what your seat knows
    only (never the hidden cards), within the Hard bots' thinking budget; the answer is one of your
    legal actions, as `POST .../actions` takes it. Only at a table created with `hints: true`, never in
    a rated game (403 `hints_disabled`, `hints_not_allowed_rated`), only for a seat with a decision
    pending (409 `not_your_turn`, `game_over`); it needs a seat's token (none: 401 `unauthorized`; an
    observing host's: 403 `not_seated`). Asking again at the same version gets the same answer. If the
    workers are busy past the budget: 503 `hint_pending` with Retry-After.

    Args:
        code (str): The table's shareable code.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
     """


    return sync_detailed(
        code=code,
client=client,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Response[Hint | Problem]:
    """ Ask for a hint for your seat

     The Hard bot's suggested action for your own seat, computed by a worker from what your seat knows
    only (never the hidden cards), within the Hard bots' thinking budget; the answer is one of your
    legal actions, as `POST .../actions` takes it. Only at a table created with `hints: true`, never in
    a rated game (403 `hints_disabled`, `hints_not_allowed_rated`), only for a seat with a decision
    pending (409 `not_your_turn`, `game_over`); it needs a seat's token (none: 401 `unauthorized`; an
    observing host's: 403 `not_seated`). Asking again at the same version gets the same answer. If the
    workers are busy past the budget: 503 `hint_pending` with Retry-After.

    Args:
        code (str): The table's shareable code.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,

) -> Hint | Problem | None:
    """ Ask for a hint for your seat

     The Hard bot's suggested action for your own seat, computed by a worker from what your seat knows
    only (never the hidden cards), within the Hard bots' thinking budget; the answer is one of your
    legal actions, as `POST .../actions` takes it. Only at a table created with `hints: true`, never in
    a rated game (403 `hints_disabled`, `hints_not_allowed_rated`), only for a seat with a decision
    pending (409 `not_your_turn`, `game_over`); it needs a seat's token (none: 401 `unauthorized`; an
    observing host's: 403 `not_seated`). Asking again at the same version gets the same answer. If the
    workers are busy past the budget: 503 `hint_pending` with Retry-After.

    Args:
        code (str): The table's shareable code.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,

    )).parsed
