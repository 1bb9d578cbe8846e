from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.app_change import AppChange
from ...models.app_info import AppInfo
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    app_id: str,
    *,
    body: AppChange,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/admin/apps/{app_id}".format(app_id=quote(str(app_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppInfo | Problem | None:
    if response.status_code == 200:
        response_200 = AppInfo.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AppInfo | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: AppChange,

) -> Response[AppInfo | Problem]:
    """ Rename, restrict or disable an app

     A disabled app's keys and id stop working (403 `app_disabled`) within seconds on every
    process; its tables stay as they are. New JWT settings, limits and `free_chat` apply
    within seconds too (`free_chat` to the app's existing tables as well): to rotate a JWT
    secret or key, send the new one beside the old, then, once every token the old one
    signed has expired, without it.

    Args:
        app_id (str): An app id.
        body (AppChange): What to change of an app (fields left out stay as they are; `jwt` and
            `limits` are
            replaced whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppInfo | Problem]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: AppChange,

) -> AppInfo | Problem | None:
    """ Rename, restrict or disable an app

     A disabled app's keys and id stop working (403 `app_disabled`) within seconds on every
    process; its tables stay as they are. New JWT settings, limits and `free_chat` apply
    within seconds too (`free_chat` to the app's existing tables as well): to rotate a JWT
    secret or key, send the new one beside the old, then, once every token the old one
    signed has expired, without it.

    Args:
        app_id (str): An app id.
        body (AppChange): What to change of an app (fields left out stay as they are; `jwt` and
            `limits` are
            replaced whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppInfo | Problem
     """


    return sync_detailed(
        app_id=app_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: AppChange,

) -> Response[AppInfo | Problem]:
    """ Rename, restrict or disable an app

     A disabled app's keys and id stop working (403 `app_disabled`) within seconds on every
    process; its tables stay as they are. New JWT settings, limits and `free_chat` apply
    within seconds too (`free_chat` to the app's existing tables as well): to rotate a JWT
    secret or key, send the new one beside the old, then, once every token the old one
    signed has expired, without it.

    Args:
        app_id (str): An app id.
        body (AppChange): What to change of an app (fields left out stay as they are; `jwt` and
            `limits` are
            replaced whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppInfo | Problem]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    body: AppChange,

) -> AppInfo | Problem | None:
    """ Rename, restrict or disable an app

     A disabled app's keys and id stop working (403 `app_disabled`) within seconds on every
    process; its tables stay as they are. New JWT settings, limits and `free_chat` apply
    within seconds too (`free_chat` to the app's existing tables as well): to rotate a JWT
    secret or key, send the new one beside the old, then, once every token the old one
    signed has expired, without it.

    Args:
        app_id (str): An app id.
        body (AppChange): What to change of an app (fields left out stay as they are; `jwt` and
            `limits` are
            replaced whole).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppInfo | Problem
     """


    return (await asyncio_detailed(
        app_id=app_id,
client=client,
body=body,

    )).parsed
