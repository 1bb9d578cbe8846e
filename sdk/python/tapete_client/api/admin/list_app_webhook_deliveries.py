from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.attempt import Attempt
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    app_id: str,
    endpoint_id: str,
    *,
    limit: int | Unset = 100,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/apps/{app_id}/webhook-endpoints/{endpoint_id}/deliveries".format(app_id=quote(str(app_id), safe=""),endpoint_id=quote(str(endpoint_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[Attempt] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = Attempt.from_dict(response_200_item_data)



            response_200.append(response_200_item)

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | list[Attempt]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,

) -> Response[Problem | list[Attempt]]:
    """ An app's webhook endpoint's delivery log

     Its last attempts, newest first (100 are kept), as the app's own webhooks API shows
    them. An endpoint of another app is not there (404).

    Args:
        app_id (str): An app id.
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        limit (int | Unset): Attempts, newest first. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Attempt]]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
endpoint_id=endpoint_id,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    app_id: str,
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,

) -> Problem | list[Attempt] | None:
    """ An app's webhook endpoint's delivery log

     Its last attempts, newest first (100 are kept), as the app's own webhooks API shows
    them. An endpoint of another app is not there (404).

    Args:
        app_id (str): An app id.
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        limit (int | Unset): Attempts, newest first. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Attempt]
     """


    return sync_detailed(
        app_id=app_id,
endpoint_id=endpoint_id,
client=client,
limit=limit,

    ).parsed

async def asyncio_detailed(
    app_id: str,
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,

) -> Response[Problem | list[Attempt]]:
    """ An app's webhook endpoint's delivery log

     Its last attempts, newest first (100 are kept), as the app's own webhooks API shows
    them. An endpoint of another app is not there (404).

    Args:
        app_id (str): An app id.
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        limit (int | Unset): Attempts, newest first. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[Attempt]]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
endpoint_id=endpoint_id,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    app_id: str,
    endpoint_id: str,
    *,
    client: AuthenticatedClient,
    limit: int | Unset = 100,

) -> Problem | list[Attempt] | None:
    """ An app's webhook endpoint's delivery log

     Its last attempts, newest first (100 are kept), as the app's own webhooks API shows
    them. An endpoint of another app is not there (404).

    Args:
        app_id (str): An app id.
        endpoint_id (str): A webhook endpoint id (`ep_...`).
        limit (int | Unset): Attempts, newest first. Default: 100.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[Attempt]
     """


    return (await asyncio_detailed(
        app_id=app_id,
endpoint_id=endpoint_id,
client=client,
limit=limit,

    )).parsed
