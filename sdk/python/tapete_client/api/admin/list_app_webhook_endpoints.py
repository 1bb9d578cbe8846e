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
    app_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/apps/{app_id}/webhook-endpoints".format(app_id=quote(str(app_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[EndpointInfo] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = EndpointInfo.from_dict(response_200_item_data)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | list[EndpointInfo]]:
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

) -> Response[Problem | list[EndpointInfo]]:
    """ An app's webhook endpoints

     As the app's own webhooks API shows them, oldest first: whether each is enabled,
    why not (`disabled_reason`) and since when it fails. Never a secret.

    Args:
        app_id (str): An app id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[EndpointInfo]]
     """


    kwargs = _get_kwargs(
        app_id=app_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | list[EndpointInfo] | None:
    """ An app's webhook endpoints

     As the app's own webhooks API shows them, oldest first: whether each is enabled,
    why not (`disabled_reason`) and since when it fails. Never a secret.

    Args:
        app_id (str): An app id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[EndpointInfo]
     """


    return sync_detailed(
        app_id=app_id,
client=client,

    ).parsed

async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | list[EndpointInfo]]:
    """ An app's webhook endpoints

     As the app's own webhooks API shows them, oldest first: whether each is enabled,
    why not (`disabled_reason`) and since when it fails. Never a secret.

    Args:
        app_id (str): An app id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[EndpointInfo]]
     """


    kwargs = _get_kwargs(
        app_id=app_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,

) -> Problem | list[EndpointInfo] | None:
    """ An app's webhook endpoints

     As the app's own webhooks API shows them, oldest first: whether each is enabled,
    why not (`disabled_reason`) and since when it fails. Never a secret.

    Args:
        app_id (str): An app id.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[EndpointInfo]
     """


    return (await asyncio_detailed(
        app_id=app_id,
client=client,

    )).parsed
