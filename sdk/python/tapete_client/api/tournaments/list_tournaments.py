from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.list_tournaments_status_type_1 import ListTournamentsStatusType1
from ...models.list_tournaments_status_type_2_type_1 import ListTournamentsStatusType2Type1
from ...models.list_tournaments_status_type_3_type_1 import ListTournamentsStatusType3Type1
from ...models.problem import Problem
from ...models.tournament_list import TournamentList
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_status: None | str | Unset
    if isinstance(status, Unset):
        json_status = UNSET
    elif isinstance(status, ListTournamentsStatusType1):
        json_status = status.value
    elif isinstance(status, ListTournamentsStatusType2Type1):
        json_status = status.value
    elif isinstance(status, ListTournamentsStatusType3Type1):
        json_status = status.value
    else:
        json_status = status
    params["status"] = json_status

    params["game"] = game

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tournaments",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | TournamentList | None:
    if response.status_code == 200:
        response_200 = TournamentList.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | TournamentList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | TournamentList]:
    """ List tournaments (upcoming, running, finished; by game)

     The app's tournaments, the latest start first.

    Args:
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset): upcoming (scheduled), running, or
            finished (or cancelled).
        game (str | Unset): A game id.
        limit (int | Unset): Tournaments, latest first. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
        status=status,
game=game,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | TournamentList | None:
    """ List tournaments (upcoming, running, finished; by game)

     The app's tournaments, the latest start first.

    Args:
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset): upcoming (scheduled), running, or
            finished (or cancelled).
        game (str | Unset): A game id.
        limit (int | Unset): Tournaments, latest first. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return sync_detailed(
        client=client,
status=status,
game=game,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Response[Problem | TournamentList]:
    """ List tournaments (upcoming, running, finished; by game)

     The app's tournaments, the latest start first.

    Args:
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset): upcoming (scheduled), running, or
            finished (or cancelled).
        game (str | Unset): A game id.
        limit (int | Unset): Tournaments, latest first. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | TournamentList]
     """


    kwargs = _get_kwargs(
        status=status,
game=game,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    status: ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 | ListTournamentsStatusType3Type1 | None | Unset = UNSET,
    game: str | Unset = UNSET,
    limit: int | Unset = 50,

) -> Problem | TournamentList | None:
    """ List tournaments (upcoming, running, finished; by game)

     The app's tournaments, the latest start first.

    Args:
        status (ListTournamentsStatusType1 | ListTournamentsStatusType2Type1 |
            ListTournamentsStatusType3Type1 | None | Unset): upcoming (scheduled), running, or
            finished (or cancelled).
        game (str | Unset): A game id.
        limit (int | Unset): Tournaments, latest first. Default: 50.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | TournamentList
     """


    return (await asyncio_detailed(
        client=client,
status=status,
game=game,
limit=limit,

    )).parsed
