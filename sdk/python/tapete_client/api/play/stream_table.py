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
    code: str,
    *,
    since: int | Unset = UNSET,
    chat_since: int | Unset = UNSET,
    actions: bool | Unset = False,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["since"] = since

    params["chat_since"] = chat_since

    params["actions"] = actions


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tables/{code}/stream".format(code=quote(str(code), safe=""),),
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
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
    since: int | Unset = UNSET,
    chat_since: int | Unset = UNSET,
    actions: bool | Unset = False,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Follow a table as Server-Sent Events

     The caller's view now, then every change as it is saved (see docs/api.md, "Event
    stream"): the events since the last view, then the new view. Views are snapshots:
    versions in between are not sent as views. With `since` (or `Last-Event-ID`) the
    missed events and the current view come at once, or nothing until a change. Chat
    messages come as `chat` messages, read as GET /tables/{code}/chat reads them for the
    same credential (docs/api.md, "Table chat"); resume them with `chat_since`. With
    `actions=true`, each view at which your seat has legal actions is preceded by an
    `actions` message: those actions, at its version.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Resume: send what happened after this version (a Last-Event-ID header
            wins over it).
        chat_since (int | Unset): Chat: send the messages after this number first (0: every
            message kept), then each new one; without it, only messages written from now on. Chat
            messages carry no id: a client resuming passes the last number it received.
        actions (bool | Unset): Also send your seat's legal actions: an `actions` message (the
            JSON of GET /tables/{code}/actions) before each view at which your seat has any (a view
            without one: none), so that a client acts on what its stream brought, without listing them
            first. Default: False.
        last_event_id (str | Unset): Resume after this version (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        code=code,
since=since,
chat_since=chat_since,
actions=actions,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    chat_since: int | Unset = UNSET,
    actions: bool | Unset = False,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Follow a table as Server-Sent Events

     The caller's view now, then every change as it is saved (see docs/api.md, "Event
    stream"): the events since the last view, then the new view. Views are snapshots:
    versions in between are not sent as views. With `since` (or `Last-Event-ID`) the
    missed events and the current view come at once, or nothing until a change. Chat
    messages come as `chat` messages, read as GET /tables/{code}/chat reads them for the
    same credential (docs/api.md, "Table chat"); resume them with `chat_since`. With
    `actions=true`, each view at which your seat has legal actions is preceded by an
    `actions` message: those actions, at its version.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Resume: send what happened after this version (a Last-Event-ID header
            wins over it).
        chat_since (int | Unset): Chat: send the messages after this number first (0: every
            message kept), then each new one; without it, only messages written from now on. Chat
            messages carry no id: a client resuming passes the last number it received.
        actions (bool | Unset): Also send your seat's legal actions: an `actions` message (the
            JSON of GET /tables/{code}/actions) before each view at which your seat has any (a view
            without one: none), so that a client acts on what its stream brought, without listing them
            first. Default: False.
        last_event_id (str | Unset): Resume after this version (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        code=code,
client=client,
since=since,
chat_since=chat_since,
actions=actions,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    chat_since: int | Unset = UNSET,
    actions: bool | Unset = False,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Follow a table as Server-Sent Events

     The caller's view now, then every change as it is saved (see docs/api.md, "Event
    stream"): the events since the last view, then the new view. Views are snapshots:
    versions in between are not sent as views. With `since` (or `Last-Event-ID`) the
    missed events and the current view come at once, or nothing until a change. Chat
    messages come as `chat` messages, read as GET /tables/{code}/chat reads them for the
    same credential (docs/api.md, "Table chat"); resume them with `chat_since`. With
    `actions=true`, each view at which your seat has legal actions is preceded by an
    `actions` message: those actions, at its version.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Resume: send what happened after this version (a Last-Event-ID header
            wins over it).
        chat_since (int | Unset): Chat: send the messages after this number first (0: every
            message kept), then each new one; without it, only messages written from now on. Chat
            messages carry no id: a client resuming passes the last number it received.
        actions (bool | Unset): Also send your seat's legal actions: an `actions` message (the
            JSON of GET /tables/{code}/actions) before each view at which your seat has any (a view
            without one: none), so that a client acts on what its stream brought, without listing them
            first. Default: False.
        last_event_id (str | Unset): Resume after this version (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        code=code,
since=since,
chat_since=chat_since,
actions=actions,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = UNSET,
    chat_since: int | Unset = UNSET,
    actions: bool | Unset = False,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Follow a table as Server-Sent Events

     The caller's view now, then every change as it is saved (see docs/api.md, "Event
    stream"): the events since the last view, then the new view. Views are snapshots:
    versions in between are not sent as views. With `since` (or `Last-Event-ID`) the
    missed events and the current view come at once, or nothing until a change. Chat
    messages come as `chat` messages, read as GET /tables/{code}/chat reads them for the
    same credential (docs/api.md, "Table chat"); resume them with `chat_since`. With
    `actions=true`, each view at which your seat has legal actions is preceded by an
    `actions` message: those actions, at its version.

    Args:
        code (str): The table's shareable code.
        since (int | Unset): Resume: send what happened after this version (a Last-Event-ID header
            wins over it).
        chat_since (int | Unset): Chat: send the messages after this number first (0: every
            message kept), then each new one; without it, only messages written from now on. Chat
            messages carry no id: a client resuming passes the last number it received.
        actions (bool | Unset): Also send your seat's legal actions: an `actions` message (the
            JSON of GET /tables/{code}/actions) before each view at which your seat has any (a view
            without one: none), so that a client acts on what its stream brought, without listing them
            first. Default: False.
        last_event_id (str | Unset): Resume after this version (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        code=code,
client=client,
since=since,
chat_since=chat_since,
actions=actions,
last_event_id=last_event_id,

    )).parsed
