"""GET /players/me/stream: your notification inbox as Server-Sent Events, the push form of
GET /players/me/notifications (service/players/inbox_stream.py says what it sends; docs/api.md,
"Notifications"). It counts toward the process's cap of open streams and is kept alive by its
shared tick, as a table's stream is (service/api/stream.py)."""

from __future__ import annotations

import weakref
from typing import Annotated, Any

from litestar import Controller, Request, Response, get
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import HeaderParameter, Parameter
from litestar.response import Stream

from service.api.auth import PROVEN_PLAYER, ProvenPlayer, players_of
from service.api.notifications import inbox_of
from service.api.stream import STREAMS_FULL, event_stream
from service.http.answers import direct_writer
from service.http.event_stream import EVENT_STREAM, refused_past_cap, resume_point
from service.http.feed_stream import FeedStream
from service.http.head import SERVED_AS_GET
from service.http.responses import problems
from service.players.inbox_stream import InboxFeed
from service.tables.service import TableService

NOTIFICATION_STREAM_RESPONSES: dict[int, ResponseSpec] = {
    200: ResponseSpec(
        data_container=str,
        media_type=EVENT_STREAM,
        description=(
            "Server-Sent Events. `event: notification` (id: the notification's `id`; data: "
            "the Notification as GET /players/me/notifications lists it) for each one you "
            "have not seen, oldest first; `event: inbox` (no id; data: "
            '`{"version", "unread", "unread_ids"}`) on connect and after every change (a new '
            "notification, one marked read on any device); a `: keep-alive` comment every "
            "15 s; `event: problem` (problem+json) before the server ends a stream it cannot "
            "serve (Redis unreachable; `unauthorized` once the credential no longer proves the "
            "player: a rotated token, a deleted player, an expired JWT)."
        ),
        generate_examples=False,
    ),
    **problems(400, 401),
    503: STREAMS_FULL,
}


class NotificationStreamController(Controller):
    path = "/players/me"
    tags = ["Notifications"]
    dependencies = PROVEN_PLAYER

    @get(
        "/stream",
        operation_id="streamMyNotifications",
        summary="Follow your notifications as Server-Sent Events",
        media_type=EVENT_STREAM,
        responses=NOTIFICATION_STREAM_RESPONSES,
    )
    async def stream_notifications(
        self,
        request: Request[Any, Any, Any],
        tables: NamedDependency[TableService],
        proven: NamedDependency[ProvenPlayer],
        since: Annotated[
            int,
            Parameter(
                ge=0,
                le=2**53,
                description="Resume: send the notifications after this one's `id` (a "
                "Last-Event-ID header wins over it). 0 (the default) and no header: every "
                "notification kept.",
            ),
        ] = 0,
        last_event_id: Annotated[
            str | None,
            HeaderParameter(
                name="Last-Event-ID",
                required=False,
                max_length=32,
                pattern=r"^[0-9]{1,16}$",
                description="Resume after this notification's `id` (EventSource sends it on "
                "reconnecting).",
            ),
        ] = None,
    ) -> Response[Any]:
        """Your notifications as they arrive, and the inbox's unread state after every change
        (see docs/api.md, "Notifications"): a second device's badge follows a notification
        marked read on the first. Resume with `Last-Event-ID` (or `since`): only the
        notifications after it come, then the current `inbox`."""
        state = request.app.state
        registry: weakref.WeakSet[Any] = state.streams
        full = refused_past_cap(request, registry, tables.settings.max_streams)
        if full is not None:
            return full
        # An integer, not an optional one: Litestar reads `since=null` as None for those.
        resume = resume_point(last_event_id, since or None, "a notification's id")
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        if request.scope.get(SERVED_AS_GET):
            return Stream(content=[b""], media_type=EVENT_STREAM, headers=headers)
        player, credential = proven
        feed = InboxFeed(inbox_of(request), players_of(request), player, credential, resume)
        direct = direct_writer(request.scope)
        # The app's StreamTick beats for it; with a direct writer it ends when its client goes
        stream = FeedStream(feed, state.notifier, direct, ticked=True)
        registry.add(stream)
        return event_stream(stream.messages(registry), direct, headers)
