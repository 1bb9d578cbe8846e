from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.app_info import AppInfo
from ...models.new_app import NewApp
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: NewApp,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/apps",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AppInfo | Problem | None:
    if response.status_code == 201:
        response_201 = AppInfo.from_dict(response.json())



        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())



        return response_400

    if response.status_code == 401:
        response_401 = Problem.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())



        return response_403

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
    *,
    client: AuthenticatedClient,
    body: NewApp,

) -> Response[AppInfo | Problem]:
    """ Create an app

     A new tenant: its tables, players and keys are its own (docs/apps.md). A public key
    that is not a usable RSA or Ed25519 PEM is a 422 (`invalid_jwt_settings`).

    Args:
        body (NewApp): A new app: its name, the browser origins allowed to name it (none: any),
            how its
            player JWTs are verified (none: it accepts no JWTs), its limits (none: unlimited) and who
            may write free text in its tables' chat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppInfo | Problem]
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
    body: NewApp,

) -> AppInfo | Problem | None:
    """ Create an app

     A new tenant: its tables, players and keys are its own (docs/apps.md). A public key
    that is not a usable RSA or Ed25519 PEM is a 422 (`invalid_jwt_settings`).

    Args:
        body (NewApp): A new app: its name, the browser origins allowed to name it (none: any),
            how its
            player JWTs are verified (none: it accepts no JWTs), its limits (none: unlimited) and who
            may write free text in its tables' chat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppInfo | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewApp,

) -> Response[AppInfo | Problem]:
    """ Create an app

     A new tenant: its tables, players and keys are its own (docs/apps.md). A public key
    that is not a usable RSA or Ed25519 PEM is a 422 (`invalid_jwt_settings`).

    Args:
        body (NewApp): A new app: its name, the browser origins allowed to name it (none: any),
            how its
            player JWTs are verified (none: it accepts no JWTs), its limits (none: unlimited) and who
            may write free text in its tables' chat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AppInfo | Problem]
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
    body: NewApp,

) -> AppInfo | Problem | None:
    """ Create an app

     A new tenant: its tables, players and keys are its own (docs/apps.md). A public key
    that is not a usable RSA or Ed25519 PEM is a 422 (`invalid_jwt_settings`).

    Args:
        body (NewApp): A new app: its name, the browser origins allowed to name it (none: any),
            how its
            player JWTs are verified (none: it accepts no JWTs), its limits (none: unlimited) and who
            may write free text in its tables' chat.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AppInfo | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
