from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_table import AdminTable
from ...models.cancel_reason import CancelReason
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    code: str,
    *,
    body: CancelReason,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/tables/{code}/cancel".format(code=quote(str(code), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())



        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())



        return response_415

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
    body: CancelReason,

) -> Response[AdminTable | Problem]:
    """ Cancel any table, with a reason

     Ends the table as its host's cancel does (C7: no winner, never rated); the reason
    is in its result (`details.reason`) and its `table_cancelled` event, which every seat
    and spectator sees. The answer leaves the step log out (`steps` empty): inspect the
    table for it.

    Args:
        code (str): A table code.
        body (CancelReason): Why the operator cancels the table: its players see it in the table's
            result.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminTable | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,
    body: CancelReason,

) -> AdminTable | Problem | None:
    """ Cancel any table, with a reason

     Ends the table as its host's cancel does (C7: no winner, never rated); the reason
    is in its result (`details.reason`) and its `table_cancelled` event, which every seat
    and spectator sees. The answer leaves the step log out (`steps` empty): inspect the
    table for it.

    Args:
        code (str): A table code.
        body (CancelReason): Why the operator cancels the table: its players see it in the table's
            result.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminTable | Problem
     """


    return sync_detailed(
        code=code,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    body: CancelReason,

) -> Response[AdminTable | Problem]:
    """ Cancel any table, with a reason

     Ends the table as its host's cancel does (C7: no winner, never rated); the reason
    is in its result (`details.reason`) and its `table_cancelled` event, which every seat
    and spectator sees. The answer leaves the step log out (`steps` empty): inspect the
    table for it.

    Args:
        code (str): A table code.
        body (CancelReason): Why the operator cancels the table: its players see it in the table's
            result.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminTable | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,
    body: CancelReason,

) -> AdminTable | Problem | None:
    """ Cancel any table, with a reason

     Ends the table as its host's cancel does (C7: no winner, never rated); the reason
    is in its result (`details.reason`) and its `table_cancelled` event, which every seat
    and spectator sees. The answer leaves the step log out (`steps` empty): inspect the
    table for it.

    Args:
        code (str): A table code.
        body (CancelReason): Why the operator cancels the table: its players see it in the table's
            result.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminTable | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
body=body,

    )).parsed
