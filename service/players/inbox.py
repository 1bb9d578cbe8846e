"""A player's notification inbox (docs/api.md, "Notifications"): what happened for the player
(invitations, games, turns, ratings, tournament rounds), kept newest 100 and 30 days after
the last change, read by mobile clients that poll: `GET /players/me/notifications` with
`since`/`wait` long-poll and an ETag, like a table. Every change of the inbox moves its
version and publishes it on the updates channel as `inbox:<player> <version>`, which wakes
the long-polls (notify.py).

A notification is written by the script that writes its cause (an invitation's own), or
scheduled by it as a delivery a worker writes (a table's, a tournament's):
none for a cause that was not saved, none lost for one that was, and each cause's `key`
notifies once however often the script runs (a retried request). The same script schedules
its `player.notified` message to the app's webhook endpoints (notified.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any, Literal, cast

import msgspec

from service.core import errors
from service.players import keys, notified
from service.players.identity import current_names
from service.players.notified import EVENT
from service.storage.notify import Notifier
from service.storage.redis_client import GameStateRedis
from service.storage.store import UPDATES_CHANNEL

KEPT = 100
TTL_MS = 30 * 24 * 3600 * 1000

Kind = Literal[
    "invited", "table_started", "table_finished", "your_turn", "rating_changed", "tournament_round"
]


class NotificationNotFound(errors.TapeteError):
    """404 `notification_not_found`: no such notification in your inbox."""

    status = 404
    code = "notification_not_found"
    title = "Notification not found"


class Notification(msgspec.Struct, frozen=True):
    """Something that happened for you, about the table `table` (its `game`): `invited` (`by`
    the player who invited you, its current name in `by_name`; to a table, or to the
    tournament `tournament` with no table), `table_started`, `table_finished`, `your_turn`
    (with a minute or more to play it, or no time limit), `rating_changed` (a rated game
    ended: `rating_before`, `rating_after`), `tournament_round` (your table `table` of round
    `round` of the tournament `tournament` is ready: take your seat; an arena's tables are
    round 0)."""

    id: int
    kind: Kind
    created_ms: int
    read: bool = False
    table: str | None = None
    game: str | None = None
    by: str | None = None
    by_name: str | None = None
    rating_before: int | None = None  # rating_changed: the shown rating before and after
    rating_after: int | None = None
    tournament: str | None = None  # invited to a tournament; tournament_round
    round: int | None = None  # tournament_round


class Inbox(msgspec.Struct):
    """Your notifications, newest first, and how many are unread. `version` moves on with
    every change (a new one, one read): pass it as `since` to wait for the next."""

    version: int
    unread: int
    notifications: list[Notification]


def watch_code(player: str) -> str:
    return keys.inbox_watch(player)


# A Lua function for the scripts that notify (prepended to them): adds notification `body`
# (JSON without its id, which it sets) for cause `key` to inbox `inbox` unless that cause
# notified already; keeps the newest KEPT; moves the version on and publishes it. `hook`, unless
# "": the notification's `player.notified` message (notified.py) without the notification's id,
# which it sets; its fan-out delivery goes into deliveries hash `hooks` with its member in
# timers set `timers` (the queue's, when on this server), else is returned for the caller to
# record. Returns 0 (deduplicated), 1 (notified) or that fan-out's record.
ADD = f"""
local function notify(inbox, player, key, body, now, hook, timers, hooks)
  if redis.call('HEXISTS', inbox, 'k:' .. key) == 1 then return 0 end
  local n = redis.call('HINCRBY', inbox, 'n', 1)
  local note = cjson.decode(body)
  note['id'] = n
  note['k'] = key
  redis.call('HSET', inbox, tostring(n), cjson.encode(note), 'k:' .. key, n)
  local old = redis.call('HGET', inbox, tostring(n - {KEPT}))
  if old then
    redis.call('HDEL', inbox, tostring(n - {KEPT}), 'k:' .. cjson.decode(old)['k'])
  end
  local v = redis.call('HINCRBY', inbox, 'v', 1)
  redis.call('PEXPIRE', inbox, {TTL_MS})
  redis.call('PUBLISH', '{UPDATES_CHANNEL}', 'inbox:' .. player .. ' ' .. v)
  if hook == nil or hook == '' then return 1 end
  local message = cjson.decode(hook)
  message['data']['notification']['id'] = n
  local id = 'msg_notified_' .. player .. '_' .. string.format('%d', note['created_ms']) .. '_' .. n
  local fan = cjson.encode({{id = id, url = '', body = cjson.encode(message), attempt = 0,
    app = message['data']['app'], type = '{EVENT}'}})
  if timers == inbox then return fan end
  redis.call('HSET', hooks, id .. ':fan', fan)
  redis.call('ZADD', timers, 'NX', now, 'hook:' .. id .. ':fan')
  return 1
end
"""

# KEYS: the inbox. ARGV: player id, notification id. Returns the new version, 0 if none such.
READ = f"""
local note = redis.call('HGET', KEYS[1], ARGV[2])
if not note then return 0 end
local decoded = cjson.decode(note)
if decoded['read'] then return tonumber(redis.call('HGET', KEYS[1], 'v')) end
decoded['read'] = true
redis.call('HSET', KEYS[1], ARGV[2], cjson.encode(decoded))
local v = redis.call('HINCRBY', KEYS[1], 'v', 1)
redis.call('PEXPIRE', KEYS[1], {TTL_MS})
redis.call('PUBLISH', '{UPDATES_CHANNEL}', 'inbox:' .. ARGV[1] .. ' ' .. v)
return v
"""

_stored = msgspec.json.Decoder(dict[str, Any])


def etag(version: int) -> str:
    return f'"i{version}"'


class InboxService:
    def __init__(
        self, client: GameStateRedis, notifier: Notifier | None, max_wait: float = 30
    ) -> None:
        self.client = client
        self.notifier = notifier
        self.max_wait = max_wait  # a long-poll waits this long at most (TAPETE_MAX_WAIT_SECONDS)

    async def version(self, player: str) -> int:
        raw = await cast("Awaitable[bytes | None]", self.client.hget(keys.inbox_key(player), "v"))
        return int(raw or 0)

    async def inbox(self, player: str) -> Inbox:
        raw = await cast(
            "Awaitable[dict[bytes, bytes]]", self.client.hgetall(keys.inbox_key(player))
        )
        version = int(raw.pop(b"v", b"0"))
        raw.pop(b"n", None)
        notes = [_stored.decode(value) for name, value in raw.items() if not name.startswith(b"k:")]
        notes.sort(key=lambda note: -int(note["id"]))
        by = sorted({note["by"] for note in notes if note.get("by")})
        names = await current_names(self.client, by)
        shown = [
            Notification(
                id=int(note["id"]),
                kind=note["kind"],
                created_ms=int(note["created_ms"]),
                read=bool(note.get("read", False)),
                table=note.get("table"),
                game=note.get("game"),
                by=note.get("by"),
                by_name=names.get(note["by"]) if note.get("by") else None,
                rating_before=note.get("rating_before"),
                rating_after=note.get("rating_after"),
                tournament=note.get("tournament"),
                round=note.get("round"),
            )
            for note in notes
        ]
        return Inbox(version, sum(not note.read for note in shown), shown)

    async def wait_past(self, player: str, since: int, wait: float) -> None:
        """Returns once the inbox's version is past `since`, or after `wait` seconds."""
        wait = min(wait, self.max_wait)
        if wait <= 0 or self.notifier is None:
            return
        async with self.notifier.watch(watch_code(player), since) as changed:
            if await self.version(player) > since:
                return
            try:
                async with asyncio.timeout(wait):
                    await changed.wait()
            except TimeoutError:
                return

    async def mark_read(self, player: str, notification: int) -> Inbox:
        done = await cast(
            "Awaitable[int]",
            self.client.eval(READ, 1, keys.inbox_key(player), player, str(notification)),
        )
        if not done:
            raise NotificationNotFound(f"no notification {notification} in your inbox")
        return await self.inbox(player)


# KEYS: the inbox, the timers set and deliveries hash (the inbox when unused: notified.py).
# ARGV: player id, key, notification, now ms, its `player.notified` message or "".
DELIVER = ADD + (
    "return notify(KEYS[1], ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5], KEYS[2], KEYS[3])"
)


async def deliver(
    client: GameStateRedis,
    player: str,
    key: str,
    body: str,
    now_ms: int,
    queue: notified.HookQueue | None = None,
    app: str | None = None,
) -> bool:
    """Writes a table's notification (a worker, from its delivery): once per `key`, with its
    `player.notified` message to `app`'s endpoints through `queue` (none without either)."""
    inbox_key = keys.inbox_key(player)
    hook = notified.message(queue, player, app, notified.decoded(body), now_ms)
    done = await cast(
        "Awaitable[int | bytes]",
        client.eval(
            DELIVER,
            3,
            inbox_key,
            *notified.script_keys(queue, inbox_key),
            player,
            key,
            body,
            now_ms,
            hook,
        ),
    )
    await notified.after_script(queue, done)
    return bool(done)
