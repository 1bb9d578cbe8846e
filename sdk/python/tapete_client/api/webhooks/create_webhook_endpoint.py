from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.endpoint_with_secret import EndpointWithSecret
from ...models.new_endpoint import NewEndpoint
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: NewEndpoint,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/endpoints",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EndpointWithSecret | Problem | None:
    if response.status_code == 201:
        response_201 = EndpointWithSecret.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EndpointWithSecret | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: NewEndpoint,

) -> Response[EndpointWithSecret | Problem]:
    """ Create a webhook endpoint

     Table events of this app (and the types listed) go to the URL, signed with the
    answer's `secret` (Standard Webhooks), shown this once.

    Args:
        body (NewEndpoint): A new endpoint: where to send, what to send it (no types: every type).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EndpointWithSecret | Problem]
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
    body: NewEndpoint,

) -> EndpointWithSecret | Problem | None:
    """ Create a webhook endpoint

     Table events of this app (and the types listed) go to the URL, signed with the
    answer's `secret` (Standard Webhooks), shown this once.

    Args:
        body (NewEndpoint): A new endpoint: where to send, what to send it (no types: every type).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EndpointWithSecret | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: NewEndpoint,

) -> Response[EndpointWithSecret | Problem]:
    """ Create a webhook endpoint

     Table events of this app (and the types listed) go to the URL, signed with the
    answer's `secret` (Standard Webhooks), shown this once.

    Args:
        body (NewEndpoint): A new endpoint: where to send, what to send it (no types: every type).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EndpointWithSecret | Problem]
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
    body: NewEndpoint,

) -> EndpointWithSecret | Problem | None:
    """ Create a webhook endpoint

     Table events of this app (and the types listed) go to the URL, signed with the
    answer's `secret` (Standard Webhooks), shown this once.

    Args:
        body (NewEndpoint): A new endpoint: where to send, what to send it (no types: every type).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EndpointWithSecret | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
