from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_report import ChatReport
from ...models.problem import Problem
from typing import cast



def _get_kwargs(
    app_id: str,
    report_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/admin/apps/{app_id}/chat-reports/{report_id}/handled".format(app_id=quote(str(app_id), safe=""),report_id=quote(str(report_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChatReport | Problem | None:
    if response.status_code == 200:
        response_200 = ChatReport.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChatReport | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    app_id: str,
    report_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ChatReport | Problem]:
    """ Mark a chat report handled

     The report then says who handled it and when (again: the latest); the audit log
    has it (`chat_report.handle`).

    Args:
        app_id (str): An app id.
        report_id (str): A chat report's id (`cr_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatReport | Problem]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
report_id=report_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    app_id: str,
    report_id: str,
    *,
    client: AuthenticatedClient,

) -> ChatReport | Problem | None:
    """ Mark a chat report handled

     The report then says who handled it and when (again: the latest); the audit log
    has it (`chat_report.handle`).

    Args:
        app_id (str): An app id.
        report_id (str): A chat report's id (`cr_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatReport | Problem
     """


    return sync_detailed(
        app_id=app_id,
report_id=report_id,
client=client,

    ).parsed

async def asyncio_detailed(
    app_id: str,
    report_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ChatReport | Problem]:
    """ Mark a chat report handled

     The report then says who handled it and when (again: the latest); the audit log
    has it (`chat_report.handle`).

    Args:
        app_id (str): An app id.
        report_id (str): A chat report's id (`cr_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatReport | Problem]
     """


    kwargs = _get_kwargs(
        app_id=app_id,
report_id=report_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    app_id: str,
    report_id: str,
    *,
    client: AuthenticatedClient,

) -> ChatReport | Problem | None:
    """ Mark a chat report handled

     The report then says who handled it and when (again: the latest); the audit log
    has it (`chat_report.handle`).

    Args:
        app_id (str): An app id.
        report_id (str): A chat report's id (`cr_...`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatReport | Problem
     """


    return (await asyncio_detailed(
        app_id=app_id,
report_id=report_id,
client=client,

    )).parsed
