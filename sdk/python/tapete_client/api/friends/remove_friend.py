from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.friends import Friends
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    player_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/players/me/friends/{player_id}".format(player_id=quote(str(player_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Friends | Problem | None:
    if response.status_code == 200:
        response_200 = Friends.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Friends | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Friends | Problem]:
    """ Remove a friend, or withdraw or decline a request

     Ends the friendship (for both) or the pending request (either way). Removing
    what is not there changes nothing.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Friends | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Friends | Problem | None:
    """ Remove a friend, or withdraw or decline a request

     Ends the friendship (for both) or the pending request (either way). Removing
    what is not there changes nothing.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Friends | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[Friends | Problem]:
    """ Remove a friend, or withdraw or decline a request

     Ends the friendship (for both) or the pending request (either way). Removing
    what is not there changes nothing.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Friends | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,

) -> Friends | Problem | None:
    """ Remove a friend, or withdraw or decline a request

     Ends the friendship (for both) or the pending request (either way). Removing
    what is not there changes nothing.

    Args:
        player_id (str): An opaque player id (`p_...` or `j_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Friends | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,

    )).parsed
