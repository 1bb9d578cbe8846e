"""Your notification inbox: read it (long-poll with `since`/`wait`, conditional with an ETag,
as a table), mark one read. docs/api.md, "Notifications"."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, Response, get, post
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, Parameter

from service.api.auth import PLAYER
from service.api.players import answers
from service.api.tables import SinceQuery, WaitQuery
from service.http.answers import Answer, AnswerResponse, json_answer, not_modified
from service.http.conditional import none_match
from service.http.fast_path import HOT
from service.players.identity import Player
from service.players.inbox import Inbox, InboxService, etag

NotificationId = Annotated[int, Parameter(ge=1, le=2**53, description="A notification's `id`.")]
_encode = msgspec.json.Encoder().encode


def inbox_of(request: Request[Any, Any, Any]) -> InboxService:
    """The process's inbox service (the app factory sets it on the app's state)."""
    service: InboxService = request.app.state.inbox
    return service


async def notifications_answer(
    inbox: InboxService, player: Player, since: int, wait: int, if_none_match: str | None
) -> Answer:
    """getNotifications' answer (also served by the fast path, service/http/fast_path.py:
    every signed-in page holds this long-poll, parked without Litestar's chain)."""
    await inbox.wait_past(player.id, since, wait)
    found = await inbox.inbox(player.id)
    tag = etag(found.version)
    if if_none_match is not None and none_match(if_none_match, tag):
        return not_modified(tag)
    return json_answer(_encode(found), tag)


class NotificationsController(Controller):
    path = "/players/me/notifications"
    tags = ["Notifications"]
    dependencies = PLAYER

    @get(
        "",
        operation_id="getNotifications",
        summary="Your notifications (long-poll, conditional)",
        responses=answers("getNotifications", Inbox, "Your inbox", 401),
        opt={HOT: notifications_answer},
    )
    async def get_notifications(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        since: SinceQuery = 0,
        wait: WaitQuery = 0,
        if_none_match: Annotated[
            str | None,
            HeaderParameter(
                name="If-None-Match",
                required=False,
                max_length=256,
                description="An `ETag` from an earlier answer: 304 if it still matches.",
            ),
        ] = None,
    ) -> Response[Any]:
        """Newest first, the newest 100, kept 30 days after the inbox's last change. With
        `since` and `wait` the request waits until the inbox's `version` passes `since` (a new
        notification, or one marked read), as a table's long-poll does."""
        answer = notifications_answer(inbox_of(request), player, since, wait, if_none_match)
        return AnswerResponse(await answer)

    @post(
        "/{notification_id:int}/read",
        operation_id="markNotificationRead",
        summary="Mark a notification read",
        status_code=200,
        responses=answers("getNotifications", Inbox, "Your inbox after it", 401, 404),
    )
    async def mark_read(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        notification_id: NotificationId,
    ) -> Inbox:
        """404 `notification_not_found` for an id not in your inbox (never another's)."""
        return await inbox_of(request).mark_read(player.id, notification_id)
