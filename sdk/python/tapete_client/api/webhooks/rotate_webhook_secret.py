from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.endpoint_with_secret import EndpointWithSecret
from ...models.problem import Problem
from ...models.rotation import Rotation
from typing import cast



def _get_kwargs(
    endpoint_id: str,
    *,
    body: Rotation,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/webhooks/endpoints/{endpoint_id}/rotate-secret".format(endpoint_id=quote(str(endpoint_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> EndpointWithSecret | Problem | None:
    if response.status_code == 200:
        response_200 = EndpointWithSecret.from_dict(response.json())



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
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: Rotation,

) -> Response[EndpointWithSecret | Problem]:
    """ Rotate a webhook endpoint's secret

     A new secret, shown this once. For `overlap_seconds` (`{}`: a day) every delivery
    is signed with both (two signatures in `webhook-signature`), so receivers can move to
    the new one without losing a message; then with the new one only.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        body (Rotation): A new secret; the old one keeps signing deliveries (beside the new) for
            the overlap.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EndpointWithSecret | Problem]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: Rotation,

) -> EndpointWithSecret | Problem | None:
    """ Rotate a webhook endpoint's secret

     A new secret, shown this once. For `overlap_seconds` (`{}`: a day) every delivery
    is signed with both (two signatures in `webhook-signature`), so receivers can move to
    the new one without losing a message; then with the new one only.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        body (Rotation): A new secret; the old one keeps signing deliveries (beside the new) for
            the overlap.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EndpointWithSecret | Problem
     """


    return sync_detailed(
        endpoint_id=endpoint_id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: Rotation,

) -> Response[EndpointWithSecret | Problem]:
    """ Rotate a webhook endpoint's secret

     A new secret, shown this once. For `overlap_seconds` (`{}`: a day) every delivery
    is signed with both (two signatures in `webhook-signature`), so receivers can move to
    the new one without losing a message; then with the new one only.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        body (Rotation): A new secret; the old one keeps signing deliveries (beside the new) for
            the overlap.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[EndpointWithSecret | Problem]
     """


    kwargs = _get_kwargs(
        endpoint_id=endpoint_id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    body: Rotation,

) -> EndpointWithSecret | Problem | None:
    """ Rotate a webhook endpoint's secret

     A new secret, shown this once. For `overlap_seconds` (`{}`: a day) every delivery
    is signed with both (two signatures in `webhook-signature`), so receivers can move to
    the new one without losing a message; then with the new one only.

    Args:
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        body (Rotation): A new secret; the old one keeps signing deliveries (beside the new) for
            the overlap.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        EndpointWithSecret | Problem
     """


    return (await asyncio_detailed(
        endpoint_id=endpoint_id,
client=client,
body=body,

    )).parsed
