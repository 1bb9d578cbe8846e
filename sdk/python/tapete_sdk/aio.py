"""The asynchronous session helper: `Session`, awaitable (httpx.AsyncClient underneath)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import httpx
from tapete_client import AuthenticatedClient, Client
from tapete_client.api.play import act, get_hint, list_actions
from tapete_client.api.tables import add_bot, create_table, get_table, join_table, start_table
from tapete_client.models import AddBot, AddBotLevel, Hint, JoinTable, TableView
from tapete_client.types import UNSET, Response

from tapete_sdk.common import (
    RETRIES,
    ApiError,
    SseParser,
    StreamUpdate,
    VersionConflict,
    act_body,
    anonymous,
    backoff,
    create_body,
    idempotency_key,
    problem_of,
    retry_after,
)


class AsyncSession:
    """One seat (or the host, or a spectator without a token) at one table."""

    def __init__(self, base_url: str, code: str, token: str | None = None) -> None:
        self.base_url, self.code, self.token = base_url.rstrip("/"), code, token
        self.client: Client | AuthenticatedClient = (
            AuthenticatedClient(base_url=self.base_url, token=token)
            if token
            else Client(base_url=self.base_url)
        )
        self.view: TableView | None = None  # the last view seen
        self.etag: str | None = None

    @classmethod
    async def create(cls, base_url: str, game: str, host_name: str, **fields: Any) -> AsyncSession:
        """A new table (fields: `options`, `bots`, `host_plays`); the session is its host's."""
        client = anonymous(base_url)
        body = create_body(game, host_name, **fields)
        created = await call(lambda: create_table.asyncio_detailed(client=client, body=body))
        session = cls(base_url, created.code, created.token)
        session.view = created.table
        return session

    @classmethod
    async def join(cls, base_url: str, code: str, name: str) -> AsyncSession:
        client = anonymous(base_url)
        body = JoinTable(name=name)
        joined = await call(lambda: join_table.asyncio_detailed(code, client=client, body=body))
        session = cls(base_url, joined.code, joined.token)
        session.view = joined.table
        return session

    async def add_bot(self, level: str = "easy") -> TableView:
        body = AddBot(level=AddBotLevel(level))
        self.view = await call(
            lambda: add_bot.asyncio_detailed(self.code, client=self.auth, body=body)
        )
        return self.view

    async def start(self) -> TableView:
        self.view = await call(lambda: start_table.asyncio_detailed(self.code, client=self.auth))
        return self.view

    async def poll(self, since: int | None = None, wait: int = 0) -> TableView:
        """The current view; unchanged tables cost a 304 (the ETag is sent back). With `since`
        and `wait` it long-polls: answers once the version passes `since`, or after `wait` s."""

        async def get() -> Response[Any]:
            return await get_table.asyncio_detailed(
                self.code,
                client=self.client,  # type: ignore[arg-type]
                since=since or 0,
                wait=wait,
                if_none_match=self.etag or UNSET,
            )

        response = await with_retries(get)
        if response.status_code == 304 and self.view is not None:
            return self.view
        self.view = parsed(response)
        self.etag = response.headers.get("ETag")
        return self.view

    async def actions(self) -> list[Any]:
        """Your seat's legal actions now (generated models; `.to_dict()` gives the JSON)."""
        legal = await call(lambda: list_actions.asyncio_detailed(self.code, client=self.auth))
        return list(legal.actions)

    async def hint(self) -> Hint:
        """The Hard bot's suggestion for your seat (a table created with `hints=True`): `.action`
        is one of your legal actions, for `.version`. Waits (retries) while it is computed."""
        hint: Hint = await call(lambda: get_hint.asyncio_detailed(self.code, client=self.auth))
        return hint

    async def act(self, action: Any, expected_version: int | None = None) -> TableView:
        """Play `action` (a model from `actions()` or its dict). One idempotency key for all
        retries: a move is applied at most once. A stale `expected_version` raises
        VersionConflict carrying the refreshed view."""
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
        self.view = parsed(response)
        return self.view

    async def stream(self, since: int | None = None) -> AsyncIterator[StreamUpdate]:
        """Every change as it happens (first the current view). Reconnects on its own after a
        dropped connection, resuming after the last version received (Last-Event-ID)."""
        parser, attempt = SseParser(), 0
        parser.last_id = since
        http = self.client.get_async_httpx_client()
        while True:
            headers = {"Accept": "text/event-stream"}
            if parser.last_id is not None:
                headers["Last-Event-ID"] = str(parser.last_id)
            try:
                async with http.stream(
                    "GET",
                    f"/tables/{self.code}/stream",
                    headers=headers,
                    timeout=httpx.Timeout(10, read=60),
                ) as response:
                    if response.status_code in (429, 503):
                        await asyncio.sleep(retry_after(response, attempt))
                        attempt += 1
                        continue
                    if response.status_code != 200:
                        await response.aread()
                        raise problem_of(response)
                    attempt = 0
                    async for line in response.aiter_lines():
                        update = parser.line(line)
                        if update is None:
                            continue
                        self.view = update.view
                        yield update
            except httpx.TransportError:
                pass
            await asyncio.sleep(backoff(attempt))  # the connection ended: resume where it stopped
            attempt += 1

    @property
    def auth(self) -> AuthenticatedClient:
        if not isinstance(self.client, AuthenticatedClient):
            raise ApiError(401, {"code": "unauthorized", "detail": "this session has no token"})
        return self.client


async def with_retries(send: Callable[[], Awaitable[Response[Any]]]) -> Response[Any]:
    """Retry network errors, 429 and 503 (after Retry-After); any other answer is returned."""
    for attempt in range(RETRIES):
        try:
            response = await send()
        except httpx.TransportError:
            if attempt == RETRIES - 1:
                raise
            await asyncio.sleep(backoff(attempt))
            continue
        if response.status_code not in (429, 503) or attempt == RETRIES - 1:
            return response
        await asyncio.sleep(retry_after(httpx_response(response), attempt))
    raise AssertionError("unreachable")


async def call(send: Callable[[], Awaitable[Response[Any]]]) -> Any:
    return parsed(await with_retries(send))


def parsed(response: Response[Any]) -> Any:
    if 200 <= response.status_code < 300:
        return response.parsed
    raise problem_of(httpx_response(response))


def httpx_response(response: Response[Any]) -> httpx.Response:
    return httpx.Response(response.status_code, headers=response.headers, content=response.content)
