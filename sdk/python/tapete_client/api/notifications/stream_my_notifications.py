from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["since"] = since


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/players/me/stream",
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Follow your notifications as Server-Sent Events

     Your notifications as they arrive, and the inbox's unread state after every change
    (see docs/api.md, "Notifications"): a second device's badge follows a notification
    marked read on the first. Resume with `Last-Event-ID` (or `since`): only the
    notifications after it come, then the current `inbox`.

    Args:
        since (int | Unset): Resume: send the notifications after this one's `id` (a Last-Event-ID
            header wins over it). 0 (the default) and no header: every notification kept. Default: 0.
        last_event_id (str | Unset): Resume after this notification's `id` (EventSource sends it
            on reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        since=since,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Follow your notifications as Server-Sent Events

     Your notifications as they arrive, and the inbox's unread state after every change
    (see docs/api.md, "Notifications"): a second device's badge follows a notification
    marked read on the first. Resume with `Last-Event-ID` (or `since`): only the
    notifications after it come, then the current `inbox`.

    Args:
        since (int | Unset): Resume: send the notifications after this one's `id` (a Last-Event-ID
            header wins over it). 0 (the default) and no header: every notification kept. Default: 0.
        last_event_id (str | Unset): Resume after this notification's `id` (EventSource sends it
            on reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        client=client,
since=since,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Follow your notifications as Server-Sent Events

     Your notifications as they arrive, and the inbox's unread state after every change
    (see docs/api.md, "Notifications"): a second device's badge follows a notification
    marked read on the first. Resume with `Last-Event-ID` (or `since`): only the
    notifications after it come, then the current `inbox`.

    Args:
        since (int | Unset): Resume: send the notifications after this one's `id` (a Last-Event-ID
            header wins over it). 0 (the default) and no header: every notification kept. Default: 0.
        last_event_id (str | Unset): Resume after this notification's `id` (EventSource sends it
            on reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        since=since,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Follow your notifications as Server-Sent Events

     Your notifications as they arrive, and the inbox's unread state after every change
    (see docs/api.md, "Notifications"): a second device's badge follows a notification
    marked read on the first. Resume with `Last-Event-ID` (or `since`): only the
    notifications after it come, then the current `inbox`.

    Args:
        since (int | Unset): Resume: send the notifications after this one's `id` (a Last-Event-ID
            header wins over it). 0 (the default) and no header: every notification kept. Default: 0.
        last_event_id (str | Unset): Resume after this notification's `id` (EventSource sends it
            on reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        client=client,
since=since,
last_event_id=last_event_id,

    )).parsed
