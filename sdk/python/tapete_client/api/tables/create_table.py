from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_karta_3_table import CreateKarta3Table
from ...models.create_rutas_table import CreateRutasTable
from ...models.create_tres_table import CreateTresTable
from ...models.created_table import CreatedTable
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    *,
    body: CreateKarta3Table | CreateRutasTable | CreateTresTable,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tables",
    }

    
    if isinstance(body, CreateKarta3Table):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, CreateTresTable):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreatedTable | Problem | None:
    if response.status_code == 201:
        response_201 = CreatedTable.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreatedTable | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateKarta3Table | CreateRutasTable | CreateTresTable,

) -> Response[CreatedTable | Problem]:
    """ Create a table

     Create a table for a game; the host plays (takes the last seat) or observes, and may
    fill seats with bots at once. Share the `code`; keep the `token`. With a player
    credential the host's seat is linked to that player (docs/players.md). `free_chat` in
    an app whose `free_chat` setting is `off` is a 422 (`free_chat_off`): nothing made.

    Args:
        body (CreateKarta3Table | CreateRutasTable | CreateTresTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTable | Problem]
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
    body: CreateKarta3Table | CreateRutasTable | CreateTresTable,

) -> CreatedTable | Problem | None:
    """ Create a table

     Create a table for a game; the host plays (takes the last seat) or observes, and may
    fill seats with bots at once. Share the `code`; keep the `token`. With a player
    credential the host's seat is linked to that player (docs/players.md). `free_chat` in
    an app whose `free_chat` setting is `off` is a 422 (`free_chat_off`): nothing made.

    Args:
        body (CreateKarta3Table | CreateRutasTable | CreateTresTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTable | Problem
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateKarta3Table | CreateRutasTable | CreateTresTable,

) -> Response[CreatedTable | Problem]:
    """ Create a table

     Create a table for a game; the host plays (takes the last seat) or observes, and may
    fill seats with bots at once. Share the `code`; keep the `token`. With a player
    credential the host's seat is linked to that player (docs/players.md). `free_chat` in
    an app whose `free_chat` setting is `off` is a 422 (`free_chat_off`): nothing made.

    Args:
        body (CreateKarta3Table | CreateRutasTable | CreateTresTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreatedTable | Problem]
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
    body: CreateKarta3Table | CreateRutasTable | CreateTresTable,

) -> CreatedTable | Problem | None:
    """ Create a table

     Create a table for a game; the host plays (takes the last seat) or observes, and may
    fill seats with bots at once. Share the `code`; keep the `token`. With a player
    credential the host's seat is linked to that player (docs/players.md). `free_chat` in
    an app whose `free_chat` setting is `off` is a 422 (`free_chat_off`): nothing made.

    Args:
        body (CreateKarta3Table | CreateRutasTable | CreateTresTable):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreatedTable | Problem
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
