from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.ban_reason import BanReason
from ...models.player_details import PlayerDetails
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    player_id: str,
    *,
    body: BanReason,
    app: str | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    params: dict[str, Any] = {}

    params["app"] = app


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/players/{player_id}/ban".format(player_id=quote(str(player_id), safe=""),),
        "params": params,
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PlayerDetails | Problem | None:
    if response.status_code == 200:
        response_200 = PlayerDetails.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PlayerDetails | Problem]:
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
    body: BanReason,
    app: str | Unset = UNSET,

) -> Response[PlayerDetails | Problem]:
    """ Ban a player from new tables

     From now on its credentials create, join, quick-play and rematch no table (403
    `player_banned`); the tables it already sits at go on. Banning again replaces the
    reason.

    Args:
        player_id (str): A player id (`p_...`, `j_...`).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        body (BanReason): Why the operator bans the player (kept with the ban and in the audit
            log).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerDetails | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
body=body,
app=app,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: BanReason,
    app: str | Unset = UNSET,

) -> PlayerDetails | Problem | None:
    """ Ban a player from new tables

     From now on its credentials create, join, quick-play and rematch no table (403
    `player_banned`); the tables it already sits at go on. Banning again replaces the
    reason.

    Args:
        player_id (str): A player id (`p_...`, `j_...`).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        body (BanReason): Why the operator bans the player (kept with the ban and in the audit
            log).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerDetails | Problem
     """


    return sync_detailed(
        player_id=player_id,
client=client,
body=body,
app=app,

    ).parsed

async def asyncio_detailed(
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: BanReason,
    app: str | Unset = UNSET,

) -> Response[PlayerDetails | Problem]:
    """ Ban a player from new tables

     From now on its credentials create, join, quick-play and rematch no table (403
    `player_banned`); the tables it already sits at go on. Banning again replaces the
    reason.

    Args:
        player_id (str): A player id (`p_...`, `j_...`).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        body (BanReason): Why the operator bans the player (kept with the ban and in the audit
            log).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PlayerDetails | Problem]
     """


    kwargs = _get_kwargs(
        player_id=player_id,
body=body,
app=app,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    player_id: str,
    *,
    client: AuthenticatedClient,
    body: BanReason,
    app: str | Unset = UNSET,

) -> PlayerDetails | Problem | None:
    """ Ban a player from new tables

     From now on its credentials create, join, quick-play and rematch no table (403
    `player_banned`); the tables it already sits at go on. Banning again replaces the
    reason.

    Args:
        player_id (str): A player id (`p_...`, `j_...`).
        app (str | Unset): Only a player of this app (its id): another app's answers 404.
        body (BanReason): Why the operator bans the player (kept with the ban and in the audit
            log).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PlayerDetails | Problem
     """


    return (await asyncio_detailed(
        player_id=player_id,
client=client,
body=body,
app=app,

    )).parsed
