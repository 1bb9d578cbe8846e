"""GET /tournaments/{tournament_id}/stream: a tournament's own events as Server-Sent Events
(docs/tournaments.md, "Stream and webhooks"). Each event's `id` is its seq, `event` its type,
`data` `{"seq", "type", "at", "data"}`. Resume with `Last-Event-ID` or `since`: the kept events
after it come at once; a reader further behind than the events kept gets `reset` (read the
tournament afresh) and what follows. Streams count toward the process's cap of open streams,
the table streams' (503 `too_many_streams` beyond it); another app's tournament is 404."""

from __future__ import annotations

import weakref
from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import HeaderParameter, Parameter
from litestar.response import Stream

from service.api.stream import STREAMS_FULL
from service.api.tournaments import TABLES, TournamentIdPath, tournaments_of
from service.core import errors
from service.http.event_stream import EVENT_STREAM, refused_past_cap
from service.http.head import SERVED_AS_GET
from service.http.responses import problems
from service.tournaments.stream import SharedReads, TournamentStream

TOURNAMENT_STREAM_RESPONSES: dict[int, ResponseSpec] = {
    200: ResponseSpec(
        data_container=str,
        media_type=EVENT_STREAM,
        description=(
            "Server-Sent Events, one per tournament event: `id` its seq, `event` its type "
            "(`registered`, `checked_in`, `withdrew`, `started`, `round_started`, "
            "`tables_started`, `table_finished`, `standings`, `finished`, `cancelled`), `data` "
            '`{"seq", "type", "at", "data"}`; `event: reset` when events the reader missed are '
            "no longer kept (read GET /tournaments/{tournament_id} afresh; what follows comes "
            "after it); a `: keep-alive` comment every 15 s; `event: problem` (problem+json) "
            "before the server ends a stream it cannot serve (Redis unreachable, the tournament "
            "expired)."
        ),
        generate_examples=False,
    ),
    **problems(400, 404),
    503: STREAMS_FULL,
}


def resume_point(last_event_id: str | None, since: int | None) -> int | None:
    """Last-Event-ID wins over `since` (a reconnecting EventSource repeats its URL)."""
    if last_event_id is None or not last_event_id.strip():
        return since
    try:
        seq = int(last_event_id.strip())
    except ValueError:
        raise errors.BadRequest("Last-Event-ID must be an event's seq (a whole number)") from None
    if not 0 <= seq < 10**16:
        raise errors.BadRequest("Last-Event-ID is out of range")
    return seq


class TournamentStreamController(Controller):
    path = "/tournaments/{tournament_id:str}"
    tags = ["Tournaments"]

    @get(
        "/stream",
        operation_id="streamTournament",
        summary="Follow a tournament's events as Server-Sent Events",
        media_type=EVENT_STREAM,
        opt=TABLES,
        responses=TOURNAMENT_STREAM_RESPONSES,
    )
    async def stream_tournament(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        since: Annotated[
            int,
            Parameter(
                ge=0,
                le=2**53,
                description="Resume: send the events after this seq (a Last-Event-ID header "
                "wins over it). 0 (the default) and no header: every event kept, from the "
                "first.",
            ),
        ] = 0,
        last_event_id: Annotated[
            str | None,
            HeaderParameter(
                name="Last-Event-ID",
                required=False,
                max_length=32,
                pattern=r"^[0-9]{1,16}$",
                description="Resume after this event's seq (EventSource sends it on reconnecting).",
            ),
        ] = None,
    ) -> Response[Any]:
        """Registrations, check-ins, withdrawals, the start, each round (every table's code
        and seats, byes), each table's result, the standings after it (top 10), the end
        (see docs/tournaments.md, "Stream and webhooks"), as they are saved."""
        state = request.app.state
        registry: weakref.WeakSet[Any] = state.streams
        tournaments = tournaments_of(request)
        limit = tournaments.tables.settings.max_streams
        if (full := refused_past_cap(request, registry, limit)) is not None:
            return full
        # An integer, not an optional one: Litestar reads `since=null` as None for those.
        resume = resume_point(last_event_id, since or None)
        await tournaments.get(tournament_id)  # 404 (another app's too) before the stream
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        if request.scope.get(SERVED_AS_GET):
            return Stream(content=[b""], media_type=EVENT_STREAM, headers=headers)
        reads: SharedReads = state.tournament_reads
        stream = TournamentStream(reads, state.notifier, tournament_id, resume)
        registry.add(stream)
        return Stream(content=stream.messages(registry), media_type=EVENT_STREAM, headers=headers)
