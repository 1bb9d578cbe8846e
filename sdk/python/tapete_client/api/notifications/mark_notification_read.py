from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.inbox import Inbox
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    notification_id: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players/me/notifications/{notification_id}/read".format(notification_id=quote(str(notification_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Inbox | Problem | None:
    if response.status_code == 200:
        response_200 = Inbox.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Inbox | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    notification_id: int,
    *,
    client: AuthenticatedClient,

) -> Response[Inbox | Problem]:
    """ Mark a notification read

     404 `notification_not_found` for an id not in your inbox (never another's).

    Args:
        notification_id (int): A notification's `id`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Inbox | Problem]
     """


    kwargs = _get_kwargs(
        notification_id=notification_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    notification_id: int,
    *,
    client: AuthenticatedClient,

) -> Inbox | Problem | None:
    """ Mark a notification read

     404 `notification_not_found` for an id not in your inbox (never another's).

    Args:
        notification_id (int): A notification's `id`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Inbox | Problem
     """


    return sync_detailed(
        notification_id=notification_id,
client=client,

    ).parsed

async def asyncio_detailed(
    notification_id: int,
    *,
    client: AuthenticatedClient,

) -> Response[Inbox | Problem]:
    """ Mark a notification read

     404 `notification_not_found` for an id not in your inbox (never another's).

    Args:
        notification_id (int): A notification's `id`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Inbox | Problem]
     """


    kwargs = _get_kwargs(
        notification_id=notification_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    notification_id: int,
    *,
    client: AuthenticatedClient,

) -> Inbox | Problem | None:
    """ Mark a notification read

     404 `notification_not_found` for an id not in your inbox (never another's).

    Args:
        notification_id (int): A notification's `id`.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Inbox | Problem
     """


    return (await asyncio_detailed(
        notification_id=notification_id,
client=client,

    )).parsed
