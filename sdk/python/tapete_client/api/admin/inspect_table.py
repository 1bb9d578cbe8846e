from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_table import AdminTable
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    code: str,
    *,
    steps: int | Unset = 200,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["steps"] = steps


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/tables/{code}".format(code=quote(str(code), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminTable | Problem | None:
    if response.status_code == 200:
        response_200 = AdminTable.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminTable | Problem]:
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
    steps: int | Unset = 200,

) -> Response[AdminTable | Problem]:
    """ Inspect any table

     Any app's table as stored: its app, status, every seat (names, kinds, players,
    presence), options and result; the full game state and the step log (`steps`: its
    latest versions), nothing redacted: every seat's cards and private events. Tokens
    and the table's seed never.

    Args:
        code (str): A table code.
        steps (int | Unset): The step log's latest this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminTable | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
steps=steps,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,
    steps: int | Unset = 200,

) -> AdminTable | Problem | None:
    """ Inspect any table

     Any app's table as stored: its app, status, every seat (names, kinds, players,
    presence), options and result; the full game state and the step log (`steps`: its
    latest versions), nothing redacted: every seat's cards and private events. Tokens
    and the table's seed never.

    Args:
        code (str): A table code.
        steps (int | Unset): The step log's latest this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminTable | Problem
     """


    return sync_detailed(
        code=code,
client=client,
steps=steps,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    steps: int | Unset = 200,

) -> Response[AdminTable | Problem]:
    """ Inspect any table

     Any app's table as stored: its app, status, every seat (names, kinds, players,
    presence), options and result; the full game state and the step log (`steps`: its
    latest versions), nothing redacted: every seat's cards and private events. Tokens
    and the table's seed never.

    Args:
        code (str): A table code.
        steps (int | Unset): The step log's latest this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminTable | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
steps=steps,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,
    steps: int | Unset = 200,

) -> AdminTable | Problem | None:
    """ Inspect any table

     Any app's table as stored: its app, status, every seat (names, kinds, players,
    presence), options and result; the full game state and the step log (`steps`: its
    latest versions), nothing redacted: every seat's cards and private events. Tokens
    and the table's seed never.

    Args:
        code (str): A table code.
        steps (int | Unset): The step log's latest this many versions. Default: 200.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminTable | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
steps=steps,

    )).parsed
