"""GET /players/me/stream's feed (docs/api.md, "Notifications"): a player's inbox as
Server-Sent Events, for a client that keeps a connection open instead of long-polling. The
loop that sends them is the edge's (service/http/feed_stream.py); this says what to send.

- `notification` (its `id:` the notification's id, its data the Notification as
  GET /players/me/notifications lists it): each notification the reader has not seen, oldest
  first. A reader sees every kept one on connecting, or those after `since` / Last-Event-ID
  (a notification's id) on resuming; an id past the newest (another inbox's, or one from
  before the inbox expired and began again) counts as none.
- `inbox` (no `id:` line): the inbox's `version`, `unread` count and `unread_ids`, on
  connecting and after every change (a new notification, one marked read on any device), so
  a second device's badge and list follow.

The inbox is read whole (100 notifications at most) on each change: one player's changes
are few. A rotated token, a deleted player or an expired JWT ends the stream with a problem
`unauthorized`: a rotation and a deletion wake it at once (identity.wake_streams), an expiry
within a minute (the feed's check)."""

from __future__ import annotations

import msgspec

from service.core import errors
from service.players.identity import Player, PlayerStore
from service.players.inbox import InboxService, watch_code


class InboxState(msgspec.Struct, frozen=True):
    """An `inbox` message's data: the inbox's `version` (as GET /players/me/notifications
    answers it), how many notifications are `unread`, and their ids (`unread_ids`, newest
    first): a notification not among them is read."""

    version: int
    unread: int
    unread_ids: list[int]


class Message(msgspec.Struct, frozen=True):
    event: str
    data: bytes
    id: int | None = None


_json = msgspec.json.Encoder()


class InboxFeed:
    """One reader's place in a player's inbox: the newest notification sent (`seen`) and the
    version of the last `inbox` message sent."""

    def __init__(
        self,
        inbox: InboxService,
        players: PlayerStore,
        player: Player,
        credential: str,
        since: int | None,
    ) -> None:
        self.inbox = inbox
        self.players = players
        self.player = player
        self.credential = credential
        self.seen = since or 0
        self.version = -1
        self.watch_code = watch_code(player.id)

    async def check(self) -> None:
        if not await self.players.proves(self.credential, self.player):
            raise errors.Unauthorized(
                "this stream's player credential is no longer valid (a rotated token, a "
                "deleted player, an expired JWT): reconnect with a valid one"
            )

    async def read(self) -> tuple[list[Message], int]:
        await self.check()
        inbox = await self.inbox.inbox(self.player.id)
        newest = inbox.notifications[0].id if inbox.notifications else 0
        if self.seen > newest or inbox.version < self.version:
            self.seen = 0  # a stranger's id, or the inbox expired and began again
        fresh = [note for note in reversed(inbox.notifications) if note.id > self.seen]
        messages = [Message("notification", _json.encode(note), note.id) for note in fresh]
        if fresh:
            self.seen = fresh[-1].id
        if inbox.version != self.version:
            self.version = inbox.version
            unread = [note.id for note in inbox.notifications if not note.read]
            state = InboxState(inbox.version, len(unread), unread)
            messages.append(Message("inbox", _json.encode(state)))
        return messages, inbox.version
