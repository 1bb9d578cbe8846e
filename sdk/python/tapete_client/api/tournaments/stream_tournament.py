from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    tournament_id: str,
    *,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(last_event_id, Unset):
        headers["Last-Event-ID"] = last_event_id



    

    params: dict[str, Any] = {}

    params["since"] = since


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/tournaments/{tournament_id}/stream".format(tournament_id=quote(str(tournament_id), safe=""),),
        "params": params,
    }


    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | str | None:
    if response.status_code == 200:
        response_200 = response.text
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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Follow a tournament's events as Server-Sent Events

     Registrations, check-ins, withdrawals, the start, each round (every table's code
    and seats, byes), each table's result, the standings after it (top 10), the end
    (see docs/tournaments.md, "Stream and webhooks"), as they are saved.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        since (int | Unset): Resume: send the events after this seq (a Last-Event-ID header wins
            over it). 0 (the default) and no header: every event kept, from the first. Default: 0.
        last_event_id (str | Unset): Resume after this event's seq (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
since=since,
last_event_id=last_event_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Follow a tournament's events as Server-Sent Events

     Registrations, check-ins, withdrawals, the start, each round (every table's code
    and seats, byes), each table's result, the standings after it (top 10), the end
    (see docs/tournaments.md, "Stream and webhooks"), as they are saved.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        since (int | Unset): Resume: send the events after this seq (a Last-Event-ID header wins
            over it). 0 (the default) and no header: every event kept, from the first. Default: 0.
        last_event_id (str | Unset): Resume after this event's seq (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return sync_detailed(
        tournament_id=tournament_id,
client=client,
since=since,
last_event_id=last_event_id,

    ).parsed

async def asyncio_detailed(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Response[Problem | str]:
    """ Follow a tournament's events as Server-Sent Events

     Registrations, check-ins, withdrawals, the start, each round (every table's code
    and seats, byes), each table's result, the standings after it (top 10), the end
    (see docs/tournaments.md, "Stream and webhooks"), as they are saved.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        since (int | Unset): Resume: send the events after this seq (a Last-Event-ID header wins
            over it). 0 (the default) and no header: every event kept, from the first. Default: 0.
        last_event_id (str | Unset): Resume after this event's seq (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | str]
     """


    kwargs = _get_kwargs(
        tournament_id=tournament_id,
since=since,
last_event_id=last_event_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    tournament_id: str,
    *,
    client: AuthenticatedClient,
    since: int | Unset = 0,
    last_event_id: str | Unset = UNSET,

) -> Problem | str | None:
    """ Follow a tournament's events as Server-Sent Events

     Registrations, check-ins, withdrawals, the start, each round (every table's code
    and seats, byes), each table's result, the standings after it (top 10), the end
    (see docs/tournaments.md, "Stream and webhooks"), as they are saved.

    Args:
        tournament_id (str): A tournament id (`tn_...`).
        since (int | Unset): Resume: send the events after this seq (a Last-Event-ID header wins
            over it). 0 (the default) and no header: every event kept, from the first. Default: 0.
        last_event_id (str | Unset): Resume after this event's seq (EventSource sends it on
            reconnecting).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | str
     """


    return (await asyncio_detailed(
        tournament_id=tournament_id,
client=client,
since=since,
last_event_id=last_event_id,

    )).parsed
