from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_report_page import ChatReportPage
from ...models.problem import Problem
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    app_id: str,
    *,
    before: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    params["before"] = before

    params["limit"] = limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/admin/apps/{app_id}/chat-reports".format(app_id=quote(str(app_id), safe=""),),
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChatReportPage | Problem | None:
    if response.status_code == 200:
        response_200 = ChatReportPage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChatReportPage | Problem]:
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
    before: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[ChatReportPage | Problem]:
    """ An app's chat reports

     The reports of the app's tables' chats (kept 90 days, the newest 5,000), newest
    first: the table and game, who reported and why, the reported message and the ones
    around it as they were when it was reported, and whether it was handled. `next`
    pages on (`?before=`). Another app, for an app's admin key, is not there (404).

    Args:
        app_id (str): An app id.
        before (str | Unset): A page's `next`: the reports older than it.
        limit (int | Unset): At most this many reports. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatReportPage | Problem]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
before=before,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    app_id: str,
    *,
    client: AuthenticatedClient,
    before: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> ChatReportPage | Problem | None:
    """ An app's chat reports

     The reports of the app's tables' chats (kept 90 days, the newest 5,000), newest
    first: the table and game, who reported and why, the reported message and the ones
    around it as they were when it was reported, and whether it was handled. `next`
    pages on (`?before=`). Another app, for an app's admin key, is not there (404).

    Args:
        app_id (str): An app id.
        before (str | Unset): A page's `next`: the reports older than it.
        limit (int | Unset): At most this many reports. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatReportPage | Problem
     """


    return sync_detailed(
        app_id=app_id,
client=client,
before=before,
limit=limit,

    ).parsed

async def asyncio_detailed(
    app_id: str,
    *,
    client: AuthenticatedClient,
    before: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> Response[ChatReportPage | Problem]:
    """ An app's chat reports

     The reports of the app's tables' chats (kept 90 days, the newest 5,000), newest
    first: the table and game, who reported and why, the reported message and the ones
    around it as they were when it was reported, and whether it was handled. `next`
    pages on (`?before=`). Another app, for an app's admin key, is not there (404).

    Args:
        app_id (str): An app id.
        before (str | Unset): A page's `next`: the reports older than it.
        limit (int | Unset): At most this many reports. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatReportPage | Problem]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
before=before,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    app_id: str,
    *,
    client: AuthenticatedClient,
    before: str | Unset = UNSET,
    limit: int | Unset = 20,

) -> ChatReportPage | Problem | None:
    """ An app's chat reports

     The reports of the app's tables' chats (kept 90 days, the newest 5,000), newest
    first: the table and game, who reported and why, the reported message and the ones
    around it as they were when it was reported, and whether it was handled. `next`
    pages on (`?before=`). Another app, for an app's admin key, is not there (404).

    Args:
        app_id (str): An app id.
        before (str | Unset): A page's `next`: the reports older than it.
        limit (int | Unset): At most this many reports. Default: 20.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatReportPage | Problem
     """


    return (await asyncio_detailed(
        app_id=app_id,
client=client,
before=before,
limit=limit,

    )).parsed
