from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.created_key import CreatedKey
from ...models.new_key import NewKey
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    app_id: str,
    *,
    body: NewKey,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/apps/{app_id}/keys".format(app_id=quote(str(app_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedKey | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedKey.from_dict(response.json())



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

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())



        return response_404

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedKey | Problem]:
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
    body: NewKey,

) -> Response[CreatedKey | Problem]:
    """ Create an API key

     Several keys may be live at once: create the new one, move your servers to it, then
    revoke the old one (no request is lost). The secret is shown once.

    Args:
        app_id (str): An app id.
        body (NewKey): A new API key's scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedKey | Problem]
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
    body: NewKey,

) -> CreatedKey | Problem | None:
    """ Create an API key

     Several keys may be live at once: create the new one, move your servers to it, then
    revoke the old one (no request is lost). The secret is shown once.

    Args:
        app_id (str): An app id.
        body (NewKey): A new API key's scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedKey | Problem
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
    body: NewKey,

) -> Response[CreatedKey | Problem]:
    """ Create an API key

     Several keys may be live at once: create the new one, move your servers to it, then
    revoke the old one (no request is lost). The secret is shown once.

    Args:
        app_id (str): An app id.
        body (NewKey): A new API key's scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedKey | Problem]
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
    body: NewKey,

) -> CreatedKey | Problem | None:
    """ Create an API key

     Several keys may be live at once: create the new one, move your servers to it, then
    revoke the old one (no request is lost). The secret is shown once.

    Args:
        app_id (str): An app id.
        body (NewKey): A new API key's scopes.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedKey | Problem
     """


    return (await asyncio_detailed(
        app_id=app_id,
client=client,
body=body,

    )).parsed
