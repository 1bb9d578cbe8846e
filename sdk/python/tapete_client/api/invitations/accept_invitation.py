from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.accept import Accept
from ...models.joined_table import JoinedTable
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    code: str,
    *,
    body: Accept,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/players/me/invitations/{code}/accept".format(code=quote(str(code), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> JoinedTable | Problem | None:
    if response.status_code == 201:
        response_201 = JoinedTable.from_dict(response.json())



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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())



        return response_409

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[JoinedTable | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    body: Accept,

) -> Response[JoinedTable | Problem]:
    """ Accept an invitation: take a seat at its table

     Joins the table as `POST /tables/{code}/join` does with your player credential.
    404 `invitation_not_found` without an open invitation; 409 `table_full` or
    `wrong_table_status` if the table filled or started meanwhile (the invitation then
    lapses); 403 `player_banned`.

    Args:
        code (str): The table's shareable code.
        body (Accept): The seat's name (your player's name if left out; numbered if taken at the
            table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinedTable | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient,
    body: Accept,

) -> JoinedTable | Problem | None:
    """ Accept an invitation: take a seat at its table

     Joins the table as `POST /tables/{code}/join` does with your player credential.
    404 `invitation_not_found` without an open invitation; 409 `table_full` or
    `wrong_table_status` if the table filled or started meanwhile (the invitation then
    lapses); 403 `player_banned`.

    Args:
        code (str): The table's shareable code.
        body (Accept): The seat's name (your player's name if left out; numbered if taken at the
            table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinedTable | Problem
     """


    return sync_detailed(
        code=code,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient,
    body: Accept,

) -> Response[JoinedTable | Problem]:
    """ Accept an invitation: take a seat at its table

     Joins the table as `POST /tables/{code}/join` does with your player credential.
    404 `invitation_not_found` without an open invitation; 409 `table_full` or
    `wrong_table_status` if the table filled or started meanwhile (the invitation then
    lapses); 403 `player_banned`.

    Args:
        code (str): The table's shareable code.
        body (Accept): The seat's name (your player's name if left out; numbered if taken at the
            table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[JoinedTable | Problem]
     """


    kwargs = _get_kwargs(
        code=code,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient,
    body: Accept,

) -> JoinedTable | Problem | None:
    """ Accept an invitation: take a seat at its table

     Joins the table as `POST /tables/{code}/join` does with your player credential.
    404 `invitation_not_found` without an open invitation; 409 `table_full` or
    `wrong_table_status` if the table filled or started meanwhile (the invitation then
    lapses); 403 `player_banned`.

    Args:
        code (str): The table's shareable code.
        body (Accept): The seat's name (your player's name if left out; numbered if taken at the
            table).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        JoinedTable | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
body=body,

    )).parsed
