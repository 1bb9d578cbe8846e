from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.inbox import Inbox
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    since: int | Unset = 0,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match



    

    params: dict[str, Any] = {}

    params["since"] = since

    params["wait"] = wait


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/me/notifications",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | Inbox | Problem | None:
    if response.status_code == 200:
        response_200 = Inbox.from_dict(response.json())



        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | Inbox | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Inbox | Problem]:
    """ Your notifications (long-poll, conditional)

     Newest first, the newest 100, kept 30 days after the inbox's last change. With
    `since` and `wait` the request waits until the inbox's `version` passes `since` (a new
    notification, or one marked read), as a table's long-poll does.

    Args:
        since (int | Unset): Long-poll: answer once the version is past this. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.
        if_none_match (str | Unset): An `ETag` from an earlier answer: 304 if it still matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Inbox | Problem]
     """


    kwargs = _get_kwargs(
        since=since,
wait=wait,
if_none_match=if_none_match,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,

) -> Any | Inbox | Problem | None:
    """ Your notifications (long-poll, conditional)

     Newest first, the newest 100, kept 30 days after the inbox's last change. With
    `since` and `wait` the request waits until the inbox's `version` passes `since` (a new
    notification, or one marked read), as a table's long-poll does.

    Args:
        since (int | Unset): Long-poll: answer once the version is past this. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.
        if_none_match (str | Unset): An `ETag` from an earlier answer: 304 if it still matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Inbox | Problem
     """


    return sync_detailed(
        client=client,
since=since,
wait=wait,
if_none_match=if_none_match,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,

) -> Response[Any | Inbox | Problem]:
    """ Your notifications (long-poll, conditional)

     Newest first, the newest 100, kept 30 days after the inbox's last change. With
    `since` and `wait` the request waits until the inbox's `version` passes `since` (a new
    notification, or one marked read), as a table's long-poll does.

    Args:
        since (int | Unset): Long-poll: answer once the version is past this. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.
        if_none_match (str | Unset): An `ETag` from an earlier answer: 304 if it still matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Inbox | Problem]
     """


    kwargs = _get_kwargs(
        since=since,
wait=wait,
if_none_match=if_none_match,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    wait: int | Unset = 0,
    if_none_match: str | Unset = UNSET,

) -> Any | Inbox | Problem | None:
    """ Your notifications (long-poll, conditional)

     Newest first, the newest 100, kept 30 days after the inbox's last change. With
    `since` and `wait` the request waits until the inbox's `version` passes `since` (a new
    notification, or one marked read), as a table's long-poll does.

    Args:
        since (int | Unset): Long-poll: answer once the version is past this. Default: 0.
        wait (int | Unset): Long-poll: seconds to wait at most. Default: 0.
        if_none_match (str | Unset): An `ETag` from an earlier answer: 304 if it still matches.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Inbox | Problem
     """


    return (await asyncio_detailed(
        client=client,
since=since,
wait=wait,
if_none_match=if_none_match,

    )).parsed
