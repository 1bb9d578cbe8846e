"""GET /tables/{code}/stream: a table's changes pushed as Server-Sent Events.

On connect the caller's view; on every change an `events` message (what happened since the
last view, redacted as GET /tables/{code}/events redacts it) and then a `view` message whose
`id` is the version (the JSON of GET /tables/{code}); each chat message the caller may read as
a `chat` message (as GET /tables/{code}/chat answers it). Resume with `Last-Event-ID` or
`since`, and the chat with `chat_since`.
Streams park on the same notifier as long-polls, so a change saved by any API process or worker
reaches them, and they end (cleanly, the response completed) when the process is told to stop.
docs/api.md describes the wire format."""

from __future__ import annotations

import weakref
from collections.abc import AsyncIterator
from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import HeaderParameter, Parameter
from litestar.response import Stream
from litestar.response.base import ASGIResponse

from service.api.auth import WATCH_TOKEN
from service.api.chat import chat_of, reader_of
from service.api.friends import friends_of
from service.api.tables import CodePath
from service.http.answers import DirectWriter, direct_writer
from service.http.compat import direct_streaming
from service.http.event_stream import (
    EVENT_STREAM,
    TableStream,
    refused_past_cap,
    resume_point,
)
from service.http.head import SERVED_AS_GET
from service.http.problems import PROBLEM_JSON, Problem
from service.http.query import whole_numbers_given
from service.http.responses import problems
from service.tables.chat_feed import ChatFeed
from service.tables.service import TableService

# Every stream's 503 (the cap counts every kind of stream).
STREAMS_FULL = ResponseSpec(
    data_container=Problem,
    media_type=PROBLEM_JSON,
    description=(
        "This process holds its maximum of open streams (`too_many_streams`), or Redis "
        "cannot serve (`storage_unavailable`); retry after Retry-After seconds"
    ),
    generate_examples=False,
)

STREAM_RESPONSES: dict[int, ResponseSpec] = {
    200: ResponseSpec(
        data_container=str,
        media_type=EVENT_STREAM,
        description=(
            "Server-Sent Events. `event: view` (id: the version; data: the JSON of "
            "GET /tables/{code}) on connect and after every change, each change preceded by "
            '`event: events` (data: `{"since": S, "version": V, "events": [...]}`); '
            "with `actions=true`, `event: actions` (data: the JSON of GET "
            "/tables/{code}/actions at that view's version) between them when your seat has "
            "legal actions there; "
            "`event: chat` (no id; data: one ChatMessage, as GET /tables/{code}/chat answers "
            "it) for each chat message the caller may read, written after `chat_since` or, "
            "without it, after connecting; a `: keep-alive` comment every 15 s; "
            "`event: problem` (problem+json) before the server ends a stream it cannot serve "
            "(Redis unreachable, the table expired)."
        ),
        generate_examples=False,
    ),
    **problems(400, 401, 404),
    503: STREAMS_FULL,
}


class StreamController(Controller):
    path = "/tables/{code:str}"
    tags = ["Play"]

    @get(
        "/stream",
        operation_id="streamTable",
        summary="Follow a table as Server-Sent Events",
        media_type=EVENT_STREAM,
        responses=STREAM_RESPONSES,
        dependencies=WATCH_TOKEN,
    )
    async def stream_table(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        code: CodePath,
        token: NamedDependency[str | None],
        since: Annotated[
            int | None,
            Parameter(
                ge=0,
                le=2**53,
                description="Resume: send what happened after this version (a Last-Event-ID "
                "header wins over it).",
                schema_extra={"minimum": 0},  # Litestar drops ge=0 from an optional integer
            ),
        ] = None,
        last_event_id: Annotated[
            str | None,
            HeaderParameter(
                name="Last-Event-ID",
                required=False,
                max_length=32,
                # HTTP strips a header value's surrounding whitespace before the app sees it,
                # and clients refuse to send it: the document admits only the digits.
                pattern=r"^[0-9]{1,16}$",
                description="Resume after this version (EventSource sends it on reconnecting).",
            ),
        ] = None,
        chat_since: Annotated[
            int | None,
            Parameter(
                ge=0,
                le=2**53,
                description="Chat: send the messages after this number first (0: every message "
                "kept), then each new one; without it, only messages written from now on. Chat "
                "messages carry no id: a client resuming passes the last number it received.",
                schema_extra={"minimum": 0},  # Litestar drops ge=0 from an optional integer
            ),
        ] = None,
        actions: Annotated[
            bool,
            Parameter(
                description="Also send your seat's legal actions: an `actions` message (the JSON "
                "of GET /tables/{code}/actions) before each view at which your seat has any (a "
                "view without one: none), so that a client acts on what its stream brought, "
                "without listing them first.",
            ),
        ] = False,
    ) -> Response[Any]:
        """The caller's view now, then every change as it is saved (see docs/api.md, "Event
        stream"): the events since the last view, then the new view. Views are snapshots:
        versions in between are not sent as views. With `since` (or `Last-Event-ID`) the
        missed events and the current view come at once, or nothing until a change. Chat
        messages come as `chat` messages, read as GET /tables/{code}/chat reads them for the
        same credential (docs/api.md, "Table chat"); resume them with `chat_since`. With
        `actions=true`, each view at which your seat has legal actions is preceded by an
        `actions` message: those actions, at its version."""
        state = request.app.state
        registry: weakref.WeakSet[TableStream] = state.streams
        full = refused_past_cap(request, registry, tables.settings.max_streams)
        if full is not None:
            return full
        whole_numbers_given(request, since=since, chat_since=chat_since)
        resume = resume_point(last_event_id, since)
        # 401 and 404 before the stream starts
        first_actions = None
        if actions:  # read with the first view, of its version
            first, first_wake_at_ms, first_actions = await tables.view_wake_and_legal(code, token)
        else:
            first, first_wake_at_ms = await tables.view_and_wake(code, token)
        reader = await reader_of(request, code, token)
        apart = friends_of(request).blocked_with
        feed = await ChatFeed.opened(chat_of(request), first.code, reader, apart, chat_since)
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        if request.scope.get(SERVED_AS_GET):
            return Stream(content=[b""], media_type=EVENT_STREAM, headers=headers)
        direct = direct_writer(request.scope)
        stream = TableStream(
            tables,
            state.notifier,
            first,
            first_wake_at_ms,
            token,
            resume,
            direct,
            ticked=True,  # the app's StreamTick beats and marks presence for it
            chat=feed,
            first_actions=first_actions,
            actions=actions,
        )
        registry.add(stream)
        # With a direct writer the stream ends when its client goes: no listener task beside it
        return event_stream(stream.messages(registry), direct, headers)


class DirectStream(Stream):
    """A stream that ends by itself when its client goes (its DirectWriter says so), served
    without the task Litestar runs beside a stream to wait for the disconnect, its body sent
    by the request's task once the framework's chain has returned
    (compat.DirectStreamingResponse)."""

    def __init__(self, content: Any, *, direct: DirectWriter, **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        self.direct = direct

    def to_asgi_response(self, *args: Any, **kwargs: Any) -> ASGIResponse:
        return direct_streaming(super().to_asgi_response(*args, **kwargs), self.direct)


def event_stream(
    messages: AsyncIterator[bytes], direct: DirectWriter | None, headers: dict[str, str]
) -> Stream:
    """The response of a stream of `messages`: a DirectStream where the server offers a
    direct writer, else Litestar's own."""
    if direct is None:
        return Stream(content=messages, media_type=EVENT_STREAM, headers=headers)
    return DirectStream(messages, direct=direct, media_type=EVENT_STREAM, headers=headers)
