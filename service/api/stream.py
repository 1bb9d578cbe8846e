"""GET /tables/{code}/stream: a table's changes pushed as Server-Sent Events.

On connect the caller's view; on every change an `events` message (what happened since the
last view, redacted as GET /tables/{code}/events redacts it) and then a `view` message whose
`id` is the version (the JSON of GET /tables/{code}). Resume with `Last-Event-ID` or `since`.
Streams park on the same notifier as long-polls, so a change saved by any API process or worker
reaches them, and they end (cleanly, the response completed) when the process is told to stop.
docs/api.md describes the wire format."""

from __future__ import annotations

import weakref
from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import HeaderParameter, Parameter
from litestar.response import Stream

from service.api.auth import WATCH_TOKEN
from service.api.tables import CodePath
from service.http.answers import direct_writer
from service.http.event_stream import (
    EVENT_STREAM,
    FULL_RETRY_AFTER_SECONDS,
    TableStream,
    resume_point,
)
from service.http.head import SERVED_AS_GET
from service.http.problems import PROBLEM_JSON, Problem, problem_response
from service.http.responses import problems
from service.tables.service import TableService

STREAM_RESPONSES: dict[int, ResponseSpec] = {
    200: ResponseSpec(
        data_container=str,
        media_type=EVENT_STREAM,
        description=(
            "Server-Sent Events. `event: view` (id: the version; data: the JSON of "
            "GET /tables/{code}) on connect and after every change, each change preceded by "
            '`event: events` (data: `{"since": S, "version": V, "events": [...]}`); a '
            "`: keep-alive` comment every 15 s; `event: problem` (problem+json) before the "
            "server ends a stream it cannot serve (Redis unreachable, the table expired)."
        ),
        generate_examples=False,
    ),
    **problems(400, 401, 404),
    503: ResponseSpec(
        data_container=Problem,
        media_type=PROBLEM_JSON,
        description=(
            "This process holds its maximum of open streams (`too_many_streams`), or Redis "
            "cannot serve (`storage_unavailable`); retry after Retry-After seconds"
        ),
        generate_examples=False,
    ),
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
    ) -> Response[Any]:
        """The caller's view now, then every change as it is saved (see docs/api.md, "Event
        stream"): the events since the last view, then the new view. Views are snapshots:
        versions in between are not sent as views. With `since` (or `Last-Event-ID`) the
        missed events and the current view come at once, or nothing until a change."""
        state = request.app.state
        registry: weakref.WeakSet[TableStream] = state.streams
        limit = tables.settings.max_streams
        if len(registry) >= limit:
            response = problem_response(
                request,
                503,
                "too_many_streams",
                "Too many streams",
                f"this server holds its maximum of {limit} open streams; retry shortly or poll",
            )
            response.headers["Retry-After"] = str(FULL_RETRY_AFTER_SECONDS)
            return response
        resume = resume_point(last_event_id, since)
        # 401 and 404 before the stream starts
        first, first_wake_at_ms = await tables.view_and_wake(code, token)
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        if request.scope.get(SERVED_AS_GET):
            return Stream(content=[b""], media_type=EVENT_STREAM, headers=headers)
        stream = TableStream(
            tables,
            state.notifier,
            first,
            first_wake_at_ms,
            token,
            resume,
            direct_writer(request.scope),
        )
        registry.add(stream)
        return Stream(content=stream.messages(registry), media_type=EVENT_STREAM, headers=headers)
