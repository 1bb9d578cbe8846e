from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.chat_message import ChatMessage
from ...models.emote_message import EmoteMessage
from ...models.problem import Problem
from ...models.quick import Quick
from ...models.text import Text
from typing import cast



def _get_kwargs(
    code: str,
    *,
    body: EmoteMessage | Quick | Text,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/tables/{code}/chat".format(code=quote(str(code), safe=""),),
    }

    
    if isinstance(body, Quick):
        _kwargs["json"] = body.to_dict()
    elif isinstance(body, EmoteMessage):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()


    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ChatMessage | Problem | None:
    if response.status_code == 201:
        response_201 = ChatMessage.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ChatMessage | Problem]:
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
    body: EmoteMessage | Quick | Text,

) -> Response[ChatMessage | Problem]:
    """ Write in a table's chat

     A quick phrase or an emote (always), or free text at a table created with
    `free_chat` by whom its app's `free_chat` setting allows (`players`, the default: a
    seat with a player identity; `everyone`: any seat; `off`: nobody), else 403
    `chat_off`; up to 200 characters (422 `message_too_long`), filtered; 5 messages in
    10 s at most (429 `chat_too_fast`). A spectator writes with its player credential;
    during a rated game in play only spectators read it.

    Args:
        code (str): The table's shareable code.
        body (EmoteMessage | Quick | Text):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatMessage | Problem]
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
    body: EmoteMessage | Quick | Text,

) -> ChatMessage | Problem | None:
    """ Write in a table's chat

     A quick phrase or an emote (always), or free text at a table created with
    `free_chat` by whom its app's `free_chat` setting allows (`players`, the default: a
    seat with a player identity; `everyone`: any seat; `off`: nobody), else 403
    `chat_off`; up to 200 characters (422 `message_too_long`), filtered; 5 messages in
    10 s at most (429 `chat_too_fast`). A spectator writes with its player credential;
    during a rated game in play only spectators read it.

    Args:
        code (str): The table's shareable code.
        body (EmoteMessage | Quick | Text):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatMessage | Problem
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
    body: EmoteMessage | Quick | Text,

) -> Response[ChatMessage | Problem]:
    """ Write in a table's chat

     A quick phrase or an emote (always), or free text at a table created with
    `free_chat` by whom its app's `free_chat` setting allows (`players`, the default: a
    seat with a player identity; `everyone`: any seat; `off`: nobody), else 403
    `chat_off`; up to 200 characters (422 `message_too_long`), filtered; 5 messages in
    10 s at most (429 `chat_too_fast`). A spectator writes with its player credential;
    during a rated game in play only spectators read it.

    Args:
        code (str): The table's shareable code.
        body (EmoteMessage | Quick | Text):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ChatMessage | Problem]
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
    body: EmoteMessage | Quick | Text,

) -> ChatMessage | Problem | None:
    """ Write in a table's chat

     A quick phrase or an emote (always), or free text at a table created with
    `free_chat` by whom its app's `free_chat` setting allows (`players`, the default: a
    seat with a player identity; `everyone`: any seat; `off`: nobody), else 403
    `chat_off`; up to 200 characters (422 `message_too_long`), filtered; 5 messages in
    10 s at most (429 `chat_too_fast`). A spectator writes with its player credential;
    during a rated game in play only spectators read it.

    Args:
        code (str): The table's shareable code.
        body (EmoteMessage | Quick | Text):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ChatMessage | Problem
     """


    return (await asyncio_detailed(
        code=code,
client=client,
body=body,

    )).parsed
