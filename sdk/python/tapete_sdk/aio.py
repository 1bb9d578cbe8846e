"""The asynchronous session helper: `Session`, awaitable (httpx.AsyncClient underneath)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from functools import partial
from typing import Any, Literal, TypeVar

import httpx
from tapete_client import AuthenticatedClient, Client
from tapete_client.api.play import act, get_hint, list_actions
from tapete_client.api.tables import add_bot, create_table, get_table, join_table, start_table
from tapete_client.models import (
    CreatedTable,
    Hint,
    JoinedTable,
    JoinTable,
    LegalActions,
    TableView,
)
from tapete_client.types import UNSET

from tapete_sdk.actions import Action, BotLevelName, Visibility
from tapete_sdk.common import (
    LONG_POLL_SECONDS,
    NO_TOKEN,
    RETRIES,
    RETRY_STREAM_AFTER,
    STREAM_TIMEOUT,
    TIMEOUT,
    ActionInput,
    Answer,
    BotLevel,
    ChatCursor,
    ChatHandler,
    EventRecord,
    SseParser,
    StreamState,
    StreamUnusable,
    StreamUpdate,
    SupportsToDict,
    Unauthorized,
    VersionConflict,
    act_body,
    add_bot_body,
    anonymous,
    app_headers,
    backoff,
    create_body,
    events_from,
    httpx_response,
    idempotency_key,
    legal_from,
    my_seat,
    my_turn,
    parsed,
    problem_of,
    retries,
    retry_after,
)
from tapete_sdk.compat import tolerant

A = TypeVar("A", bound=Answer)
T = TypeVar("T")


class AsyncSession:
    """One seat (or the host, or a spectator without a token) at one table."""

    def __init__(
        self,
        base_url: str,
        code: str,
        token: str | None = None,
        *,
        api_key: str | None = None,
        app_id: str | None = None,
    ) -> None:
        """`api_key` (a server's secret `tk_` key) or `app_id` (a browser's or phone's
        publishable `app_` id) names the app every request acts for; neither: the deployment's
        default app."""
        self.base_url, self.code, self.token = base_url.rstrip("/"), code, token
        self.app = app_headers(api_key, app_id)
        self.client: Client | AuthenticatedClient = (
            AuthenticatedClient(
                base_url=self.base_url, token=token, timeout=TIMEOUT, headers=self.app
            )
            if token
            else Client(base_url=self.base_url, timeout=TIMEOUT, headers=self.app)
        )
        self.view: TableView | None = None  # the last view seen
        self.etag: str | None = None
        # How `follow()` gets its updates: "stream", or "long-poll" once the stream proved
        # unusable here.
        self.following: Literal["stream", "long-poll"] | None = None

    @classmethod
    async def create(
        cls,
        base_url: str,
        game: str,
        host_name: str,
        *,
        bots: Sequence[BotLevel | BotLevelName] = (),
        host_plays: bool | None = None,
        hints: bool | None = None,
        visibility: Visibility | None = None,
        options: Mapping[str, Any] | SupportsToDict | None = None,
        api_key: str | None = None,
        app_id: str | None = None,
    ) -> AsyncSession:
        """A new table; the session is its host's. Fields left out (None) take the server's
        defaults: the host plays, no hints, private. Raises UnknownGame for a game this SDK
        does not know and InvalidRequest for a bad field, before sending anything."""
        body = create_body(
            game,
            host_name,
            bots=bots,
            host_plays=host_plays,
            hints=hints,
            visibility=visibility,
            options=options,
        )
        client = anonymous(base_url, app_headers(api_key, app_id))
        created = await call(
            lambda: create_table.asyncio_detailed(client=client, body=body), CreatedTable
        )
        session = cls(base_url, created.code, created.token, api_key=api_key, app_id=app_id)
        session.view = created.table
        return session

    @classmethod
    async def join(
        cls,
        base_url: str,
        code: str,
        name: str,
        *,
        api_key: str | None = None,
        app_id: str | None = None,
    ) -> AsyncSession:
        client = anonymous(base_url, app_headers(api_key, app_id))
        body = JoinTable(name=name)
        joined = await call(
            lambda: join_table.asyncio_detailed(code, client=client, body=body), JoinedTable
        )
        session = cls(base_url, joined.code, joined.token, api_key=api_key, app_id=app_id)
        session.view = joined.table
        return session

    async def add_bot(self, level: BotLevel | BotLevelName = "easy") -> TableView:
        body = add_bot_body(level)
        self.view = await call(
            lambda: add_bot.asyncio_detailed(self.code, client=self.auth, body=body), TableView
        )
        return self.view

    async def start(self) -> TableView:
        self.view = await call(
            lambda: start_table.asyncio_detailed(self.code, client=self.auth), TableView
        )
        return self.view

    async def poll(self, since: int | None = None, wait: int = 0) -> TableView:
        """The current view; unchanged tables cost a 304 (the ETag is sent back). With `since`
        and `wait` it long-polls: answers once the version passes `since`, or after `wait` s."""
        response = await with_retries(
            lambda: get_table.asyncio_detailed(
                self.code,
                client=self.client,  # type: ignore[arg-type]  # a token is optional here
                since=since or 0,
                wait=wait,
                if_none_match=self.etag or UNSET,
            )
        )
        if response.status_code == 304 and self.view is not None:
            return self.view
        self.view = parsed(response, TableView)
        self.etag = response.headers.get("ETag")
        return self.view

    @property
    def my_seat(self) -> int | None:
        """Your seat in the last view seen, or None (a host who does not play, a spectator)."""
        return my_seat(self.view)

    @property
    def my_turn(self) -> bool:
        """Whether the last view seen waits for your seat's decision (`legal_actions()`)."""
        return my_turn(self.view)

    async def legal_actions(self) -> list[Action]:
        """Your seat's legal actions now, typed: narrow one on its `.type` (a string literal);
        `.to_dict()` is its JSON. Empty when no decision of yours is pending."""
        http = self.auth.get_async_httpx_client()
        response = await with_retries(lambda: http.get(f"/tables/{self.code}/actions"))
        if response.status_code != 200:
            raise problem_of(response)
        return legal_from(response.content)

    async def actions(self) -> list[Any]:
        """Your seat's legal actions as the generated models (`.type_` is an enum); prefer
        `legal_actions()`."""
        legal = await call(
            lambda: list_actions.asyncio_detailed(self.code, client=self.auth), LegalActions
        )
        return list(legal.actions)

    async def hint(self) -> Hint:
        """The Hard bot's suggestion for your seat (a table created with `hints=True`): `.action`
        is one of your legal actions, for `.version`. Waits (retries) while it is computed."""
        return await call(lambda: get_hint.asyncio_detailed(self.code, client=self.auth), Hint)

    async def act(self, action: ActionInput, expected_version: int | None = None) -> TableView:
        """Play `action`: a typed action (from `legal_actions()`), its plain dict or a generated
        model. One idempotency key for all retries: a move is applied at most once. A stale
        `expected_version` raises VersionConflict carrying the refreshed view; an action that
        is incomplete or of an unknown type raises InvalidAction before sending."""
        body, key = act_body(action, expected_version), idempotency_key()
        response = await with_retries(
            lambda: act.asyncio_detailed(
                self.code, client=self.auth, body=body, idempotency_key=key
            )
        )
        if response.status_code == 409:
            error = problem_of(httpx_response(response))
            if error.code == "version_conflict":
                raise VersionConflict(409, error.problem, await self.poll())
            raise error
        self.view = parsed(response, TableView)
        return self.view

    async def events(self, since: int, until: int | None = None) -> list[EventRecord]:
        """What happened after version `since` (up to `until`), redacted for your seat; types
        this SDK does not know are skipped."""
        http = self.client.get_async_httpx_client()
        found: list[EventRecord] = []
        while True:
            page = partial(http.get, f"/tables/{self.code}/events", params={"since": since})
            response = await with_retries(page)
            if response.status_code != 200:
                raise problem_of(response)
            events, last, version = events_from(response.content)
            found += [event for event in events if until is None or event.version <= until]
            if last <= since or last >= (until if until is not None else version):
                return found
            since = last

    async def follow(
        self,
        since: int | None = None,
        *,
        stream: bool = True,
        wait: int = LONG_POLL_SECONDS,
        retry_stream_after: float = RETRY_STREAM_AFTER,
        on_chat: ChatHandler | None = None,
        chat_since: int | None = None,
    ) -> AsyncIterator[StreamUpdate]:
        """Every change as it happens, one StreamUpdate each (first the current view, unless
        `since` is given), until you stop reading. It follows the push stream, resuming after
        a dropped connection without losing a change; where the stream is refused (429, 503
        `too_many_streams`, a server or proxy without it) or keeps failing, it long-polls
        (`wait` seconds each, then the events in between) and tries the stream again after
        `retry_stream_after` seconds. `stream=False`: long-polls only. `following` says which
        is in use. With `on_chat`, the table's chat too, as `stream()` takes it: on the stream
        while it follows by the stream, read after each long-poll otherwise (so up to `wait`
        seconds late)."""
        last = since
        chat = ChatCursor(on_chat, chat_since) if on_chat is not None else None
        while True:
            if stream:
                state = StreamState(SseParser(chat), fallback=True)
                state.parser.last_id = last
                self.following = "stream"
                try:
                    async for update in self.stream_with(state):
                        last = update.version
                        yield update
                except StreamUnusable:
                    pass
            self.following = "long-poll"
            until = time.monotonic() + retry_stream_after if stream else None
            async for update in self.long_polls(last, wait, until, chat):
                last = update.version
                yield update

    async def stream(
        self,
        since: int | None = None,
        *,
        on_chat: ChatHandler | None = None,
        chat_since: int | None = None,
        on_open: Callable[[], None] | None = None,
    ) -> AsyncIterator[StreamUpdate]:
        """Every change as it happens (first the current view), for as long as the table lives
        (`follow()` stops at the end and can long-poll). Reconnects on its own after a dropped
        connection, resuming after the last version received (Last-Event-ID). With `on_chat`,
        the table's chat on the same connection, and `on_open` for each accepted connection
        (see `Session.stream`)."""
        chat = ChatCursor(on_chat, chat_since) if on_chat is not None else None
        state = StreamState(SseParser(chat), fallback=False, on_open=on_open)
        state.parser.last_id = since
        async for update in self.stream_with(state):
            yield update

    async def stream_with(self, state: StreamState) -> AsyncIterator[StreamUpdate]:
        http = self.client.get_async_httpx_client()
        while True:
            path = state.path(self.code)
            got_a_view = False
            try:
                async with http.stream(
                    "GET", path, headers=state.connecting(), timeout=STREAM_TIMEOUT
                ) as response:
                    if response.status_code != 200:
                        await response.aread()
                    wait = state.answered(response)
                    if wait is None:
                        async for line in response.aiter_lines():
                            update = state.parser.line(line)
                            if update is None:
                                continue
                            got_a_view = True
                            state.received()
                            self.view = update.view
                            yield update
                        wait = state.ended(got_a_view)
            except httpx.TransportError:
                wait = state.ended(got_a_view)
            await asyncio.sleep(wait)  # then resume where it stopped

    async def long_polls(
        self,
        since: int | None,
        wait: int = LONG_POLL_SECONDS,
        until: float | None = None,
        chat: ChatCursor | None = None,
    ) -> AsyncIterator[StreamUpdate]:
        """`follow()` without the stream: long-polls, and the events in between (and the chat
        after each, with `chat`); it ends once `until` (a time.monotonic() value) has passed."""
        version = since
        while until is None or time.monotonic() < until:
            # the first read answers at once; the next ones wait for a change
            view = await self.poll(since=version, wait=wait if version is not None else 0)
            if chat is not None:
                await self.read_chat(chat)
            if version is not None and view.version <= version:
                continue  # the wait ended without a change
            events = [] if version is None else await self.events(version, until=view.version)
            version = view.version
            yield StreamUpdate(view.version, view, events)

    async def read_chat(self, chat: ChatCursor) -> None:
        """The chat's new messages between long-polls (a network failure: next time)."""
        try:
            response = await self.client.get_async_httpx_client().get(chat.path(self.code))
        except httpx.TransportError:
            return
        chat.read(response)

    @property
    def auth(self) -> AuthenticatedClient:
        if not isinstance(self.client, AuthenticatedClient):
            raise Unauthorized(401, {"code": "unauthorized", "detail": NO_TOKEN})
        return self.client


async def with_retries(send: Callable[[], Awaitable[A]]) -> A:
    """Retry network errors, 429 and 503 (after Retry-After); any other answer is returned."""
    for attempt in range(RETRIES):
        try:
            with tolerant():  # a newer server's enum values decode (see compat)
                response = await send()
        except httpx.TransportError:
            if attempt == RETRIES - 1:
                raise
            await asyncio.sleep(backoff(attempt))
            continue
        if not retries(response) or attempt == RETRIES - 1:
            return response
        await asyncio.sleep(retry_after(response, attempt))
    raise AssertionError("unreachable")


async def call(send: Callable[[], Awaitable[Any]], kind: type[T]) -> T:
    return parsed(await with_retries(send), kind)
