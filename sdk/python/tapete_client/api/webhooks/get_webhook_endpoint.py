from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.endpoint_info import EndpointInfo
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    endpoint_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/webhooks/endpoints/{endpoint_id}".format(endpoint_id=quote(str(endpoint_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EndpointInfo | Problem | None:
    if response.status_code == 200:
        response_200 = EndpointInfo.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[EndpointInfo | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[EndpointInfo | Problem]:
    """ One webhook endpoint

     With `disabled_reason` and `failing_since_ms` when it keeps failing.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EndpointInfo | Problem]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,

) -> EndpointInfo | Problem | None:
    """ One webhook endpoint

     With `disabled_reason` and `failing_since_ms` when it keeps failing.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EndpointInfo | Problem
     """


    return sync_detailed(
        endpoint_id=endpoint_id,
client=client,

    ).parsed

async def asyncio_detailed(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[EndpointInfo | Problem]:
    """ One webhook endpoint

     With `disabled_reason` and `failing_since_ms` when it keeps failing.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EndpointInfo | Problem]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,

) -> EndpointInfo | Problem | None:
    """ One webhook endpoint

     With `disabled_reason` and `failing_since_ms` when it keeps failing.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EndpointInfo | Problem
     """


    return (await asyncio_detailed(
        endpoint_id=endpoint_id,
client=client,

    )).parsed
