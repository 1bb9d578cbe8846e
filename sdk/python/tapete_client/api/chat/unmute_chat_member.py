from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    code: str,
    member: int,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "delete",
        "url": "/tables/{code}/chat/mutes/{member}".format(code=quote(str(code), safe=""),member=quote(str(member), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[int] | None:
    if response.status_code == 200:
        response_200 = cast(list[int], response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | list[int]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    member: int,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | list[int]]:
    """ Unmute a seat's chat

     You read that member's messages again (the member ids you still mute are answered).

    Args:
        code (str): The table's shareable code.
        member (int): A member id at the table.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[int]]
     """


    kwargs = _get_kwargs(
        code=code,
member=member,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    member: int,
    *,
    client: AuthenticatedClient,

) -> Problem | list[int] | None:
    """ Unmute a seat's chat

     You read that member's messages again (the member ids you still mute are answered).

    Args:
        code (str): The table's shareable code.
        member (int): A member id at the table.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[int]
     """


    return sync_detailed(
        code=code,
member=member,
client=client,

    ).parsed

async def asyncio_detailed(
    code: str,
    member: int,
    *,
    client: AuthenticatedClient,

) -> Response[Problem | list[int]]:
    """ Unmute a seat's chat

     You read that member's messages again (the member ids you still mute are answered).

    Args:
        code (str): The table's shareable code.
        member (int): A member id at the table.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[int]]
     """


    kwargs = _get_kwargs(
        code=code,
member=member,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    member: int,
    *,
    client: AuthenticatedClient,

) -> Problem | list[int] | None:
    """ Unmute a seat's chat

     You read that member's messages again (the member ids you still mute are answered).

    Args:
        code (str): The table's shareable code.
        member (int): A member id at the table.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[int]
     """


    return (await asyncio_detailed(
        code=code,
member=member,
client=client,

    )).parsed
