from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_tables_as_operator_status import ListTablesAsOperatorStatus
from ...models.problem import Problem
from ...models.table_summary import TableSummary
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListTablesAsOperatorStatus | Unset = ListTablesAsOperatorStatus.PLAYING,
    game: str | Unset = UNSET,
    app: str | Unset = UNSET,
    min_age: int | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params["game"] = game

    params["app"] = app

    params["min_age"] = min_age

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/tables",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | list[TableSummary] | None:
    if response.status_code == 200:
        response_200 = []
        _response_200 = response.json()
        for response_200_item_data in (_response_200):
            response_200_item = TableSummary.from_dict(response_200_item_data)



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | list[TableSummary]]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListTablesAsOperatorStatus | Unset = ListTablesAsOperatorStatus.PLAYING,
    game: str | Unset = UNSET,
    app: str | Unset = UNSET,
    min_age: int | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | list[TableSummary]]:
    """ List live tables of every app

     Live tables in one status, the latest active first, filtered by game, app and age
    (`min_age`: created at least that many seconds ago); each summary's `created_ms` tells
    its age.

    Args:
        status (ListTablesAsOperatorStatus | Unset): Tables in this status. Default:
            ListTablesAsOperatorStatus.PLAYING.
        game (str | Unset): Only this game's tables (default: all).
        app (str | Unset): Only this app's tables (its id).
        min_age (int | Unset): Only tables created at least this many seconds ago.
        limit (int | Unset): At most this many tables. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[TableSummary]]
     """


    kwargs = _get_kwargs(
        status=status,
game=game,
app=app,
min_age=min_age,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: ListTablesAsOperatorStatus | Unset = ListTablesAsOperatorStatus.PLAYING,
    game: str | Unset = UNSET,
    app: str | Unset = UNSET,
    min_age: int | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | list[TableSummary] | None:
    """ List live tables of every app

     Live tables in one status, the latest active first, filtered by game, app and age
    (`min_age`: created at least that many seconds ago); each summary's `created_ms` tells
    its age.

    Args:
        status (ListTablesAsOperatorStatus | Unset): Tables in this status. Default:
            ListTablesAsOperatorStatus.PLAYING.
        game (str | Unset): Only this game's tables (default: all).
        app (str | Unset): Only this app's tables (its id).
        min_age (int | Unset): Only tables created at least this many seconds ago.
        limit (int | Unset): At most this many tables. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[TableSummary]
     """


    return sync_detailed(
        client=client,
status=status,
game=game,
app=app,
min_age=min_age,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListTablesAsOperatorStatus | Unset = ListTablesAsOperatorStatus.PLAYING,
    game: str | Unset = UNSET,
    app: str | Unset = UNSET,
    min_age: int | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | list[TableSummary]]:
    """ List live tables of every app

     Live tables in one status, the latest active first, filtered by game, app and age
    (`min_age`: created at least that many seconds ago); each summary's `created_ms` tells
    its age.

    Args:
        status (ListTablesAsOperatorStatus | Unset): Tables in this status. Default:
            ListTablesAsOperatorStatus.PLAYING.
        game (str | Unset): Only this game's tables (default: all).
        app (str | Unset): Only this app's tables (its id).
        min_age (int | Unset): Only tables created at least this many seconds ago.
        limit (int | Unset): At most this many tables. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | list[TableSummary]]
     """


    kwargs = _get_kwargs(
        status=status,
game=game,
app=app,
min_age=min_age,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListTablesAsOperatorStatus | Unset = ListTablesAsOperatorStatus.PLAYING,
    game: str | Unset = UNSET,
    app: str | Unset = UNSET,
    min_age: int | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | list[TableSummary] | None:
    """ List live tables of every app

     Live tables in one status, the latest active first, filtered by game, app and age
    (`min_age`: created at least that many seconds ago); each summary's `created_ms` tells
    its age.

    Args:
        status (ListTablesAsOperatorStatus | Unset): Tables in this status. Default:
            ListTablesAsOperatorStatus.PLAYING.
        game (str | Unset): Only this game's tables (default: all).
        app (str | Unset): Only this app's tables (its id).
        min_age (int | Unset): Only tables created at least this many seconds ago.
        limit (int | Unset): At most this many tables. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | list[TableSummary]
     """


    return (await asyncio_detailed(
        client=client,
status=status,
game=game,
app=app,
min_age=min_age,
limit=limit,

    )).parsed
