from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.new_report import NewReport
from ...models.problem import Problem
from ...models.report_receipt import ReportReceipt
from typing import cast



def _get_kwargs(
    code: str,
    number: int,
    *,
    body: NewReport,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tables/{code}/chat/messages/{number}/report".format(code=quote(str(code), safe=""),number=quote(str(number), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | ReportReceipt | None:
    if response.status_code == 201:
        response_201 = ReportReceipt.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | ReportReceipt]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: NewReport,

) -> Response[Problem | ReportReceipt]:
    """ Report a chat message to the app's admins

     The message, with the few around it, is kept for the app's admins (90 days), with
    the `reason` (`spam`, `abuse`, `cheating` or `other`) and who reported it. A seat or
    the host reports with its table token or its player credential; a spectator with its
    player credential once it wrote in the chat (else 403 `not_at_table`). A message not
    in the kept chat, or not yours to read, is 404 `message_not_found`; your own, 422
    `own_message`; 5 reports a minute at most (429 `report_too_fast`). One report per
    reporter and message: a repeat answers the same report and adds nothing.

    Args:
        code (str): The table's shareable code.
        number (int): A message's `number` in the table's chat.
        body (NewReport): Why the message is reported (default `other`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReportReceipt]
     """


    kwargs = _get_kwargs(
        code=code,
number=number,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: NewReport,

) -> Problem | ReportReceipt | None:
    """ Report a chat message to the app's admins

     The message, with the few around it, is kept for the app's admins (90 days), with
    the `reason` (`spam`, `abuse`, `cheating` or `other`) and who reported it. A seat or
    the host reports with its table token or its player credential; a spectator with its
    player credential once it wrote in the chat (else 403 `not_at_table`). A message not
    in the kept chat, or not yours to read, is 404 `message_not_found`; your own, 422
    `own_message`; 5 reports a minute at most (429 `report_too_fast`). One report per
    reporter and message: a repeat answers the same report and adds nothing.

    Args:
        code (str): The table's shareable code.
        number (int): A message's `number` in the table's chat.
        body (NewReport): Why the message is reported (default `other`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReportReceipt
     """


    return sync_detailed(
        code=code,
number=number,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    code: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: NewReport,

) -> Response[Problem | ReportReceipt]:
    """ Report a chat message to the app's admins

     The message, with the few around it, is kept for the app's admins (90 days), with
    the `reason` (`spam`, `abuse`, `cheating` or `other`) and who reported it. A seat or
    the host reports with its table token or its player credential; a spectator with its
    player credential once it wrote in the chat (else 403 `not_at_table`). A message not
    in the kept chat, or not yours to read, is 404 `message_not_found`; your own, 422
    `own_message`; 5 reports a minute at most (429 `report_too_fast`). One report per
    reporter and message: a repeat answers the same report and adds nothing.

    Args:
        code (str): The table's shareable code.
        number (int): A message's `number` in the table's chat.
        body (NewReport): Why the message is reported (default `other`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | ReportReceipt]
     """


    kwargs = _get_kwargs(
        code=code,
number=number,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    number: int,
    *,
    client: AuthenticatedClient,
    body: NewReport,

) -> Problem | ReportReceipt | None:
    """ Report a chat message to the app's admins

     The message, with the few around it, is kept for the app's admins (90 days), with
    the `reason` (`spam`, `abuse`, `cheating` or `other`) and who reported it. A seat or
    the host reports with its table token or its player credential; a spectator with its
    player credential once it wrote in the chat (else 403 `not_at_table`). A message not
    in the kept chat, or not yours to read, is 404 `message_not_found`; your own, 422
    `own_message`; 5 reports a minute at most (429 `report_too_fast`). One report per
    reporter and message: a repeat answers the same report and adds nothing.

    Args:
        code (str): The table's shareable code.
        number (int): A message's `number` in the table's chat.
        body (NewReport): Why the message is reported (default `other`).

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | ReportReceipt
     """


    return (await asyncio_detailed(
        code=code,
number=number,
client=client,
body=body,

    )).parsed
