"""A table's chat and the quick-chat catalogue (docs/api.md, "Table chat"): read (long-poll),
write (a seat or the host by its table token; a spectator by its player credential), mute,
and report a message to the app's admins (who read the reports in the admin API)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, delete, get, post, put
from litestar.di import NamedDependency
from litestar.params import Parameter

from service.api.auth import SEAT_OR_PLAYER, SEAT_TOKEN, WATCH_TOKEN, players_of
from service.api.friends import friends_of
from service.api.players import answers
from service.api.tables import CodePath, WaitQuery, free_chat_setting, tables_of
from service.core import errors
from service.http.answers import Answer, AnswerResponse, json_answer
from service.http.fast_path import HOT
from service.http.responses import problems
from service.players.friends import FriendService
from service.players.identity import TOKEN_PREFIX, PlayerStore, is_jwt
from service.tables.chat import Chat, ChatMessage, ChatService, NewMessage, Text, Writer
from service.tables.chat_catalogue import CATALOGUE, Catalogue
from service.tables.chat_reports import ChatReports, NewReport, ReportReceipt
from service.tables.models import Table
from service.tables.service import TableService

_encode = msgspec.json.Encoder().encode

SPECTATOR = Writer("", "spectator", None, None, None)
MemberPath = Annotated[int, Parameter(ge=0, le=10_000, description="A member id at the table.")]
NumberPath = Annotated[
    int, Parameter(ge=1, le=2**53, description="A message's `number` in the table's chat.")
]


def chat_of(request: Request[Any, Any, Any]) -> ChatService:
    """The process's chat service (the app factory sets it on the app's state)."""
    service: ChatService = request.app.state.chat
    return service


def reports_of(request: Request[Any, Any, Any]) -> ChatReports:
    """The process's chat reports (the app factory sets them on the app's state)."""
    reports: ChatReports = request.app.state.chat_reports
    return reports


async def stored_table(tables: TableService, code: str) -> Table:
    table = await tables.stored(code)
    if table is None:
        raise errors.TableNotFound(f"no table with code {code!r}")
    return table


async def table_of(request: Request[Any, Any, Any], code: str) -> Table:
    return await stored_table(tables_of(request), code)


async def writer_of(
    request: Request[Any, Any, Any], table: Table, credential: str | None
) -> Writer:
    """Who writes or reads with `credential` (see writer_for)."""
    return await writer_for(chat_of(request), players_of(request), table, credential)


async def writer_for(
    chat: ChatService, players: PlayerStore, table: Table, credential: str | None
) -> Writer:
    """A table token names a seat or the host; a player credential a spectator, or the seat
    that player holds at the table."""
    if credential is not None and (credential.startswith(TOKEN_PREFIX) or is_jwt(credential)):
        player = await players.resolve(credential)
        for seat, member in enumerate(table.members):
            if member.player == player.id:
                return Writer(
                    member.name,
                    "player",
                    seat if table.status != "lobby" else None,
                    member.id,
                    player.id,
                )
        return chat.writer(table, None, (player.id, player.name))
    return chat.writer(table, credential, None)


async def reader_of(request: Request[Any, Any, Any], code: str, credential: str | None) -> Writer:
    """Who reads, as writer_of tells; a spectator without a credential needs no read of the
    table (a crowd of them opening the table's event stream)."""
    if credential is None:
        return SPECTATOR
    return await writer_of(request, await table_of(request, code), credential)


async def chat_answer(
    tables: TableService,
    chat: ChatService,
    players: PlayerStore,
    friends: FriendService,
    code: str,
    token: str | None,
    since: int,
    wait: int,
) -> Answer:
    """getTableChat's answer (also served by the fast path, service/http/fast_path.py: a
    lobby's and a spectator's long-poll, parked without Litestar's chain)."""
    table = await stored_table(tables, code)
    reader = await writer_for(chat, players, table, token)
    return json_answer(_encode(await chat.read(table, reader, since, wait, friends.blocked_with)))


class ChatCatalogueController(Controller):
    path = "/chat"
    tags = ["Chat"]

    @get("/catalogue", operation_id="getChatCatalogue", summary="Quick-chat phrases and emotes")
    async def catalogue(self) -> Catalogue:
        """Every phrase and emote a message may carry, in English and Spanish: a client shows
        them in its own language, whoever sent them."""
        return CATALOGUE


class TableChatController(Controller):
    path = "/tables/{code:str}/chat"
    tags = ["Chat"]

    @get(
        "",
        operation_id="getTableChat",
        summary="Read a table's chat (long-poll)",
        responses=problems(401, 404),
        dependencies=WATCH_TOKEN,
        opt={HOT: chat_answer},
    )
    async def read(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        token: NamedDependency[str | None],
        since: Annotated[
            int, Parameter(ge=0, le=2**53, description="Messages after this number.")
        ] = 0,
        wait: WaitQuery = 0,
    ) -> Response[Chat]:
        """The messages after `since` you may read: with your seat's or the host's token,
        the players' (not what spectators write during a rated game in play, nor what a seat
        you muted or a player blocked either way wrote); without one, as a spectator, all."""
        tables, chat, players = tables_of(request), chat_of(request), players_of(request)
        answer = chat_answer(tables, chat, players, friends_of(request), code, token, since, wait)
        return AnswerResponse(await answer)

    @post(
        "",
        operation_id="postChatMessage",
        summary="Write in a table's chat",
        opt={"body": NewMessage},
        responses=problems(400, 401, 403, 404, 413, 415, 422, 429),
        dependencies=SEAT_OR_PLAYER,
    )
    async def write(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        credential: NamedDependency[str],
        payload: NamedDependency[NewMessage],
    ) -> ChatMessage:
        """A quick phrase or an emote (always), or free text at a table created with
        `free_chat` by whom its app's `free_chat` setting allows (`players`, the default: a
        seat with a player identity; `everyone`: any seat; `off`: nobody), else 403
        `chat_off`; up to 200 characters (422 `message_too_long`), filtered; 5 messages in
        10 s at most (429 `chat_too_fast`). A spectator writes with its player credential;
        during a rated game in play only spectators read it."""
        table = await table_of(request, code)
        writer = await writer_of(request, table, credential)
        # The app's setting is read for free text only (quick chat is always on).
        text = isinstance(payload, Text)
        policy = await free_chat_setting(request.app.state.apps, table.app) if text else "players"
        return await chat_of(request).post(table, writer, payload, policy)

    @post(
        "/messages/{number:int}/report",
        operation_id="reportChatMessage",
        summary="Report a chat message to the app's admins",
        opt={"body": NewReport},
        responses=answers(
            "reportChatMessage",
            ReportReceipt,
            "The report made (or, for a repeat, the one made before)",
            *(400, 401, 403, 404, 413, 415, 422, 429),
            status=201,
        ),
        dependencies=SEAT_OR_PLAYER,
    )
    async def report(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        number: NumberPath,
        credential: NamedDependency[str],
        payload: NamedDependency[NewReport],
    ) -> ReportReceipt:
        """The message, with the few around it, is kept for the app's admins (90 days), with
        the `reason` (`spam`, `abuse`, `cheating` or `other`) and who reported it. A seat or
        the host reports with its table token or its player credential; a spectator with its
        player credential once it wrote in the chat (else 403 `not_at_table`). A message not
        in the kept chat, or not yours to read, is 404 `message_not_found`; your own, 422
        `own_message`; 5 reports a minute at most (429 `report_too_fast`). One report per
        reporter and message: a repeat answers the same report and adds nothing."""
        table = await table_of(request, code)
        writer = await writer_of(request, table, credential)
        return await reports_of(request).report(table, writer, number, payload.reason)

    @put(
        "/mutes/{member:int}",
        operation_id="muteChatMember",
        summary="Mute a seat's chat for yourself",
        responses=problems(401, 403, 404),
        dependencies=SEAT_TOKEN,
    )
    async def mute(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        member: MemberPath,
        token: NamedDependency[str],
    ) -> list[int]:
        """You stop reading that member's messages (the member ids you muted are answered)."""
        table = await table_of(request, code)
        reader = chat_of(request).writer(table, token, None)
        return await chat_of(request).mute(table, reader, member, True)

    @delete(
        "/mutes/{member:int}",
        operation_id="unmuteChatMember",
        summary="Unmute a seat's chat",
        status_code=200,
        responses=problems(401, 403, 404),
        dependencies=SEAT_TOKEN,
    )
    async def unmute(
        self,
        request: Request[Any, Any, Any],
        code: CodePath,
        member: MemberPath,
        token: NamedDependency[str],
    ) -> list[int]:
        """You read that member's messages again (the member ids you still mute are answered)."""
        table = await table_of(request, code)
        reader = chat_of(request).writer(table, token, None)
        return await chat_of(request).mute(table, reader, member, False)
