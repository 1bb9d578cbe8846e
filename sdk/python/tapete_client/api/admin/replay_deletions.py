from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...models.replay import Replay
from ...models.replayed import Replayed
from typing import cast



def _get_kwargs(
    *,
    body: Replay,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/deletions/replay",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Replayed | None:
    if response.status_code == 200:
        response_200 = Replayed.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Replayed]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: Replay,

) -> Response[Problem | Replayed]:
    """ Carry out every logged deletion again

     After restoring player data from a backup older than some deletions: everything of
    a deleted player the restore brought back goes again. `deletions` (optional) adds
    entries of a newer copy of the log first.

    Args:
        body (Replay): Deletions to add to the log before replaying it: a copy of the log taken
            before a
            restore from an older backup (none: replay the log as it is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Replayed]
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
    body: Replay,

) -> Problem | Replayed | None:
    """ Carry out every logged deletion again

     After restoring player data from a backup older than some deletions: everything of
    a deleted player the restore brought back goes again. `deletions` (optional) adds
    entries of a newer copy of the log first.

    Args:
        body (Replay): Deletions to add to the log before replaying it: a copy of the log taken
            before a
            restore from an older backup (none: replay the log as it is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Replayed
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: Replay,

) -> Response[Problem | Replayed]:
    """ Carry out every logged deletion again

     After restoring player data from a backup older than some deletions: everything of
    a deleted player the restore brought back goes again. `deletions` (optional) adds
    entries of a newer copy of the log first.

    Args:
        body (Replay): Deletions to add to the log before replaying it: a copy of the log taken
            before a
            restore from an older backup (none: replay the log as it is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Replayed]
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
    body: Replay,

) -> Problem | Replayed | None:
    """ Carry out every logged deletion again

     After restoring player data from a backup older than some deletions: everything of
    a deleted player the restore brought back goes again. `deletions` (optional) adds
    entries of a newer copy of the log first.

    Args:
        body (Replay): Deletions to add to the log before replaying it: a copy of the log taken
            before a
            restore from an older backup (none: replay the log as it is).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Replayed
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
