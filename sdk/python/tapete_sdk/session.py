"""The synchronous session helper."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
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


class Session:
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
    def create(cls, base_url: str, game: str, host_name: str, **fields: Any) -> Session:
        """A new table (fields: `options`, `bots`, `host_plays`); the session is its host's."""
        client = anonymous(base_url)
        body = create_body(game, host_name, **fields)
        created = call(lambda: create_table.sync_detailed(client=client, body=body))
        session = cls(base_url, created.code, created.token)
        session.view = created.table
        return session

    @classmethod
    def join(cls, base_url: str, code: str, name: str) -> Session:
        client = anonymous(base_url)
        body = JoinTable(name=name)
        joined = call(lambda: join_table.sync_detailed(code, client=client, body=body))
        session = cls(base_url, joined.code, joined.token)
        session.view = joined.table
        return session

    def add_bot(self, level: str = "easy") -> TableView:
        body = AddBot(level=AddBotLevel(level))
        self.view = call(lambda: add_bot.sync_detailed(self.code, client=self.auth, body=body))
        return self.view

    def start(self) -> TableView:
        self.view = call(lambda: start_table.sync_detailed(self.code, client=self.auth))
        return self.view

    def poll(self, since: int | None = None, wait: int = 0) -> TableView:
        """The current view; unchanged tables cost a 304 (the ETag is sent back). With `since`
        and `wait` it long-polls: answers once the version passes `since`, or after `wait` s."""

        def get() -> Response[Any]:
            return get_table.sync_detailed(
                self.code,
                client=self.client,  # type: ignore[arg-type]
                since=since or 0,
                wait=wait,
                if_none_match=self.etag or UNSET,
            )

        response = with_retries(get)
        if response.status_code == 304 and self.view is not None:
            return self.view
        self.view = parsed(response)
        self.etag = response.headers.get("ETag")
        return self.view

    def actions(self) -> list[Any]:
        """Your seat's legal actions now (generated models; `.to_dict()` gives the JSON)."""
        legal = call(lambda: list_actions.sync_detailed(self.code, client=self.auth))
        return list(legal.actions)

    def hint(self) -> Hint:
        """The Hard bot's suggestion for your seat (a table created with `hints=True`): `.action`
        is one of your legal actions, for `.version`. Waits (retries) while it is computed."""
        hint: Hint = call(lambda: get_hint.sync_detailed(self.code, client=self.auth))
        return hint

    def act(self, action: Any, expected_version: int | None = None) -> TableView:
        """Play `action` (a model from `actions()` or its dict). One idempotency key for all
        retries: a move is applied at most once. A stale `expected_version` raises
        VersionConflict carrying the refreshed view."""
        body, key = act_body(action, expected_version), idempotency_key()
        response = with_retries(
            lambda: act.sync_detailed(self.code, client=self.auth, body=body, idempotency_key=key)
        )
        if response.status_code == 409:
            error = problem_of(httpx_response(response))
            if error.code == "version_conflict":
                raise VersionConflict(409, error.problem, self.poll())
            raise error
        self.view = parsed(response)
        return self.view

    def stream(self, since: int | None = None) -> Iterator[StreamUpdate]:
        """Every change as it happens (first the current view). Reconnects on its own after a
        dropped connection, resuming after the last version received (Last-Event-ID)."""
        parser, attempt = SseParser(), 0
        parser.last_id = since
        http = self.client.get_httpx_client()
        while True:
            headers = {"Accept": "text/event-stream"}
            if parser.last_id is not None:
                headers["Last-Event-ID"] = str(parser.last_id)
            try:
                with http.stream(
                    "GET",
                    f"/tables/{self.code}/stream",
                    headers=headers,
                    timeout=httpx.Timeout(10, read=60),
                ) as response:
                    if response.status_code in (429, 503):
                        time.sleep(retry_after(response, attempt))
                        attempt += 1
                        continue
                    if response.status_code != 200:
                        response.read()
                        raise problem_of(response)
                    attempt = 0
                    for update in parser.feed(response.iter_lines()):
                        self.view = update.view
                        yield update
            except httpx.TransportError:
                pass
            time.sleep(backoff(attempt))  # the connection ended: resume where it stopped
            attempt += 1

    @property
    def auth(self) -> AuthenticatedClient:
        if not isinstance(self.client, AuthenticatedClient):
            raise ApiError(401, {"code": "unauthorized", "detail": "this session has no token"})
        return self.client


def with_retries(send: Callable[[], Response[Any]]) -> Response[Any]:
    """Retry network errors, 429 and 503 (after Retry-After); any other answer is returned."""
    for attempt in range(RETRIES):
        try:
            response = send()
        except httpx.TransportError:
            if attempt == RETRIES - 1:
                raise
            time.sleep(backoff(attempt))
            continue
        if response.status_code not in (429, 503) or attempt == RETRIES - 1:
            return response
        time.sleep(retry_after(httpx_response(response), attempt))
    raise AssertionError("unreachable")


def call(send: Callable[[], Response[Any]]) -> Any:
    return parsed(with_retries(send))


def parsed(response: Response[Any]) -> Any:
    if 200 <= response.status_code < 300:
        return response.parsed
    raise problem_of(httpx_response(response))


def httpx_response(response: Response[Any]) -> httpx.Response:
    return httpx.Response(response.status_code, headers=response.headers, content=response.content)
