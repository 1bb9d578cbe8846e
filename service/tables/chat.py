"""A table's chat (docs/api.md, "Table chat"): quick phrases and emotes for every seat, free
text where the table allows it (`free_chat`) for whom its app allows it (the app's own
`free_chat` setting: nobody, seats with a player identity, or everyone), filtered
(chat_filter.py); its own log beside the table's keys (never among the game's events), read
like the table: `since`/`wait` long-poll, and as `chat` messages on the table's event stream
(chat_feed.py), both woken on the updates channel as `chat:<code>`.

Who reads what: the seats and the host see the players' messages; spectators (a player
credential that holds no seat) see everything, but while a rated game is in play what they
write goes to spectators only (no help from outside). A seat may mute another for itself; a
message between two players where one blocked the other is not shown to either. Limits: 200
characters, 5 messages in 10 s per writer. The chat's keys take the table's remaining TTL (at
least the idle TTL) at every message; the newest 200 messages are kept."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from typing import Any, Literal, cast

import msgspec
from redis.asyncio.cluster import RedisCluster

from service.core import errors
from service.core.free_chat import FreeChat
from service.core.settings import Settings
from service.storage.notify import Notifier
from service.storage.redis_client import GameStateRedis
from service.storage.store import UPDATES_CHANNEL, table_key
from service.tables import lifecycle
from service.tables.chat_catalogue import Emote, Phrase
from service.tables.chat_filter import clean
from service.tables.models import Table

MAX_LENGTH = 200
RATE = 5  # messages per writer per window
RATE_WINDOW_MS = 10_000
KEPT = 200
SHARE_SECONDS = 2.0  # a read of some messages serves the streams they woke for this long
MAX_SHARED = 1024  # shared reads remembered before the old ones are dropped

Audience = Literal["all", "spectators"]


class ChatOff(errors.TapeteError):
    """403 `chat_off`: free text where the table does not allow it, where its app allows it
    to nobody, or from a seat without a player identity (unless its app allows it to
    everyone); quick phrases and emotes are always on."""

    status = 403
    code = "chat_off"
    title = "Free text chat is off"


class FreeChatOff(errors.TapeteError):
    """422 `free_chat_off`: a table created with `free_chat` in an app whose `free_chat`
    setting is `off` (nothing is created)."""

    status = 422
    code = "free_chat_off"
    title = "Free text chat is off in this app"


def may_write_text(table: Table, writer_player: str | None, policy: FreeChat) -> bool:
    """Free text: a table created with `free_chat`, in an app that allows it to this writer
    (`players`: a player identity; `everyone`: any seat, the host or a spectator's player)."""
    if not table.free_chat or policy == "off":
        return False
    return policy == "everyone" or writer_player is not None


class MessageTooLong(errors.TapeteError):
    """422 `message_too_long`: a message longer than 200 characters (or empty)."""

    status = 422
    code = "message_too_long"
    title = "Message too long"


class ChatTooFast(errors.TapeteError):
    """429 `chat_too_fast`: more than 5 messages in 10 s from one writer."""

    status = 429
    code = "chat_too_fast"
    title = "Too many messages"
    retry_after = 10


class Quick(msgspec.Struct, tag="quick", tag_field="kind", forbid_unknown_fields=True):
    """A quick-chat phrase from the catalogue (GET /chat/catalogue)."""

    phrase: Phrase


class EmoteMessage(msgspec.Struct, tag="emote", tag_field="kind", forbid_unknown_fields=True):
    """An emote from the catalogue."""

    emote: Emote


class Text(msgspec.Struct, tag="text", tag_field="kind", forbid_unknown_fields=True):
    """Free text (a table created with `free_chat`, a seat with a player identity)."""

    text: str


NewMessage = Quick | EmoteMessage | Text


class ChatMessage(msgspec.Struct, frozen=True):
    """One message: `number` orders them; `seat` for a player's (null for the host who does
    not play, or a spectator), `name` as shown; one of `phrase`, `emote`, `text`; `to`
    `spectators` for a spectator's message during a rated game in play."""

    number: int
    created_ms: int
    name: str
    role: Literal["player", "host", "spectator"]
    to: Audience = "all"
    seat: int | None = None
    phrase: str | None = None
    emote: str | None = None
    text: str | None = None
    player: str | None = None  # the writer's player identity, if any (blocks, mutes)
    member: int | None = None  # the writer's member id at the table (mutes)


class Chat(msgspec.Struct):
    """The messages after `since` you may read, oldest first; `version` is the last number."""

    version: int
    messages: list[ChatMessage]


class Writer(msgspec.Struct, frozen=True):
    name: str
    role: Literal["player", "host", "spectator"]
    seat: int | None
    member: int | None
    player: str | None


def chat_key(code: str) -> str:
    return f"t:{{{code}}}:chat"


def mutes_key(code: str) -> str:
    """A hash: member id -> the member ids it muted (JSON list)."""
    return f"t:{{{code}}}:mutes"


def rate_key(code: str, writer: str) -> str:
    return f"t:{{{code}}}:chatrate:{writer}"


def written_key(player: str) -> str:
    """A sorted set: the codes of the tables whose chat the player wrote in -> until when (ms)
    that chat is kept (chat_writers.py); expires with the last of them."""
    return f"tapete:{{chatw:{player}}}:tables"


# KEYS: chat, rate counter, table, and the writer's index (chat_writers.py) for a writer with a
# player identity (not under a Redis Cluster: written beside). ARGV: message (JSON without its
# number), rate limit, window ms, kept, min ttl ms, code, now (ms). Returns the message's
# number, or 0 when too fast.
POST = f"""
local count = redis.call('INCR', KEYS[2])
if count == 1 then redis.call('PEXPIRE', KEYS[2], ARGV[3]) end
if count > tonumber(ARGV[2]) then return 0 end
local n = redis.call('HINCRBY', KEYS[1], 'n', 1)
local message = cjson.decode(ARGV[1])
message['number'] = n
redis.call('HSET', KEYS[1], tostring(n), cjson.encode(message))
redis.call('HDEL', KEYS[1], tostring(n - tonumber(ARGV[4])))
local ttl = math.max(redis.call('PTTL', KEYS[3]), tonumber(ARGV[5]))
redis.call('PEXPIRE', KEYS[1], ttl)
if #KEYS == 4 then
  local now = tonumber(ARGV[7])
  redis.call('ZADD', KEYS[4], now + ttl, ARGV[6])
  redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
  if redis.call('PTTL', KEYS[4]) < ttl then redis.call('PEXPIRE', KEYS[4], ttl) end
end
redis.call('PUBLISH', '{UPDATES_CHANNEL}', 'chat:' .. ARGV[6] .. ' ' .. n)
return n
"""

# KEYS: the writer's index. ARGV: code, now (ms), the chat's ttl (ms). Under a Redis Cluster
# (the index and the chat in different slots): written just before the message, as POST does.
INDEX = """
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], now + ttl, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('PTTL', KEYS[1]) < ttl then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
"""
INDEX_MARGIN_MS = 60_000  # beside the script: the chat's TTL is taken a moment later


def chat_channel(code: str) -> str:
    """What a message's publication wakes (`post` publishes `chat:<code> <n>`)."""
    return f"chat:{code}"


_message = msgspec.json.Decoder(ChatMessage)
_encode = msgspec.json.Encoder().encode

# (a, b) -> whether either of the two players blocked the other (friends.py).
Apart = Callable[[str, list[str]], Awaitable[bool]]


def failed(read: asyncio.Future[list[ChatMessage]]) -> bool:
    return read.done() and (read.cancelled() or read.exception() is not None)


class ChatService:
    def __init__(
        self,
        client: GameStateRedis,
        notifier: Notifier | None,
        settings: Settings,
        read: Callable[..., Awaitable[Any]] | None = None,
    ) -> None:
        self.client = client
        # A single read command: the table store's (over its multiplexed connection, as a
        # table's reads go) when given. Every stream asks the chat's number twice as it opens,
        # and redis-py's own path for one HGET cost about 2% of the API's CPU in the end-to-end
        # load (a stream per seat of every new table; docs/performance.md).
        self.read_command: Callable[..., Awaitable[Any]] = (
            read if read is not None else client.execute_command
        )
        self.cluster = isinstance(client, RedisCluster)
        self.notifier = notifier
        self.min_ttl_ms = settings.idle_ttl_seconds * 1000
        self.max_wait = settings.max_wait_seconds  # a long-poll waits this long at most
        # (code, since, upto) -> when a read of those messages started, and the read (between)
        self.shared: dict[tuple[str, int, int], tuple[float, asyncio.Future[list[ChatMessage]]]]
        self.shared = {}

    def writer(self, table: Table, token: str | None, player: tuple[str, str] | None) -> Writer:
        """Who writes or reads: a seat or the host by its table token, else a spectator (with
        the player identity (id, name) it came with, if any)."""
        if token is not None:
            caller = lifecycle.identify(table, token)
            if caller.role != "spectator":
                member = next((m for m in table.members if m.id == caller.member_id), None)
                name = member.name if member is not None else table.host_name
                seat = caller.seat
                return Writer(
                    name,
                    caller.role,
                    seat,
                    lifecycle.member_id_of(table, caller),  # a playing host's in the lobby too
                    member.player if member else table.host_player,
                )
        if player is not None:
            return Writer(player[1], "spectator", None, None, player[0])
        return Writer("", "spectator", None, None, None)

    async def post(
        self, table: Table, writer: Writer, message: NewMessage, policy: FreeChat = "players"
    ) -> ChatMessage:
        """Writes the message; `policy` is the table's app's `free_chat` setting."""
        if writer.role == "spectator" and writer.player is None:
            raise errors.Unauthorized("a spectator writes with a player credential")
        fields: dict[str, object] = {}
        match message:
            case Quick(phrase=phrase):
                fields["phrase"] = phrase
            case EmoteMessage(emote=emote):
                fields["emote"] = emote
            case Text(text=text):
                if not may_write_text(table, writer.player, policy):
                    raise ChatOff("free text is off here: quick phrases and emotes only")
                text = text.strip()
                if not 1 <= len(text) <= MAX_LENGTH:
                    raise MessageTooLong(f"a message has 1 to {MAX_LENGTH} characters")
                fields["text"] = clean(text)
        rated_play = table.rated and table.status == "playing"
        now = int(time.time() * 1000)
        body = {
            "created_ms": now,
            "name": writer.name,
            "role": writer.role,
            "to": "spectators" if writer.role == "spectator" and rated_play else "all",
            "seat": writer.seat,
            "player": writer.player,
            "member": writer.member,
            **fields,
        }
        who = writer.player or f"m{writer.member}"
        keys = [chat_key(table.code), rate_key(table.code, who), table_key(table.code)]
        if writer.player is not None:  # its export and erasure find this table (chat_writers.py)
            if self.cluster:
                await self.index_beside(table.code, writer.player, now)
            else:
                keys.append(written_key(writer.player))
        number = await cast(
            "Awaitable[int]",
            self.client.eval(
                POST,
                len(keys),
                *keys,
                _encode({k: v for k, v in body.items() if v is not None}),
                RATE,
                RATE_WINDOW_MS,
                KEPT,
                self.min_ttl_ms,
                table.code,
                now,
            ),
        )
        if not number:
            raise ChatTooFast("more than 5 messages in 10 s: wait a little")
        return msgspec.convert({**body, "number": number}, ChatMessage)

    async def index_beside(self, code: str, player: str, now: int) -> None:
        ttl = max(int(await self.client.pttl(table_key(code))), self.min_ttl_ms)
        index = written_key(player)
        await cast(
            "Awaitable[int]",
            self.client.eval(INDEX, 1, index, code, now, ttl + INDEX_MARGIN_MS),
        )

    async def read(
        self, table: Table, reader: Writer, since: int, wait: float, apart: Apart
    ) -> Chat:
        wait = min(wait, self.max_wait)
        if wait > 0 and self.notifier is not None:
            channel = chat_channel(table.code)
            async with self.notifier.watch(channel, since) as changed:
                if await self.version(table.code) <= since:
                    with contextlib.suppress(TimeoutError):
                        async with asyncio.timeout(wait):
                            await changed.wait()
                    # What the wake announced, as a stream reads it: every long-poll a message
                    # woke (a crowd at a popular table) shares one read of the new messages.
                    announced = self.notifier.announced.get(channel, 0)
                    return Chat(*await self.news(table.code, reader, apart, since, announced))
        raw = await cast("Awaitable[dict[bytes, bytes]]", self.client.hgetall(chat_key(table.code)))
        version = int(raw.pop(b"n", b"0"))
        messages = sorted((_message.decode(v) for v in raw.values()), key=lambda m: m.number)
        after = [message for message in messages if message.number > since]
        return Chat(version, await self.visible(table.code, reader, after, apart))

    async def visible(
        self, code: str, reader: Writer, messages: list[ChatMessage], apart: Apart
    ) -> list[ChatMessage]:
        """The messages `reader` may read (the long-poll's and the event stream's one rule):
        a seat or the host reads neither what spectators write during a rated game in play
        nor the messages of a member it muted or of a player blocked either way."""
        if not messages:
            return []
        muted = await self.muted_by(code, reader.member)
        shown = []
        for message in messages:
            if message.to == "spectators" and reader.role != "spectator":
                continue
            if message.member is not None and message.member in muted:
                continue
            others = reader.player and message.player and message.player != reader.player
            if others and await apart(str(reader.player), [str(message.player)]):
                continue
            shown.append(message)
        return shown

    async def news(
        self, code: str, reader: Writer, apart: Apart, last: int, announced: int
    ) -> tuple[int, list[ChatMessage]]:
        """The messages `reader` may read after number `last` up to `announced` (the newest
        number the updates channel told of), read up to the chat's own number when that tells
        nothing new (a wait that ran out, or a wake-up for every watcher: a lost pub/sub
        connection); and the number read up to (the chat's, when nothing is past `last`). The
        event stream's feed (chat_feed.py) and the long-poll both read so."""
        upto = announced if announced > last else await self.version(code)
        if upto <= last:
            return upto, []
        messages = await self.between(code, last, upto)
        return upto, await self.visible(code, reader, messages, apart)

    async def between(self, code: str, since: int, upto: int) -> list[ChatMessage]:
        """The messages numbered after `since` up to `upto` still kept, oldest first. Every
        stream a message wakes (thousands of spectators at a popular table) asks the same
        question at once: they share one read of just those messages (messages never change
        once written, so a read stays true while it is remembered)."""
        key = (code, since, upto)
        now = time.monotonic()
        entry = self.shared.get(key)
        if entry is None or now - entry[0] > SHARE_SECONDS or failed(entry[1]):
            if len(self.shared) >= MAX_SHARED:  # started afresh when full
                self.shared.clear()
            entry = (now, asyncio.ensure_future(self.fetch(code, since, upto)))
            self.shared[key] = entry
        # shield: a stream that goes away must not cancel the read the others wait for
        return await asyncio.shield(entry[1])

    async def fetch(self, code: str, since: int, upto: int) -> list[ChatMessage]:
        numbers = [str(n) for n in range(max(since, upto - KEPT) + 1, upto + 1)]
        if not numbers:
            return []
        raw = await cast(
            "Awaitable[list[bytes | None]]", self.client.hmget(chat_key(code), numbers)
        )
        return [_message.decode(value) for value in raw if value is not None]

    async def version(self, code: str) -> int:
        raw: bytes | None = await self.read_command("HGET", chat_key(code), "n")
        return int(raw or 0)

    async def muted_by(self, code: str, member: int | None) -> set[int]:
        if member is None:
            return set()
        # The single-read path, as `version`: every stream and long-poll a message wakes asks
        # its reader's mutes, so a crowd at one table asks it thousands of times at once.
        raw: bytes | None = await self.read_command("HGET", mutes_key(code), str(member))
        return set(msgspec.json.decode(raw, type=list[int])) if raw else set()

    async def mute(self, table: Table, reader: Writer, member: int, muted: bool) -> list[int]:
        """Mutes (or unmutes) `member` for the reader, a seat or the host: its mutes after it."""
        if reader.member is None:
            raise errors.NotSeated("only a seat or the host mutes at its table")
        if member not in lifecycle.member_ids(table):
            raise errors.MemberNotFound(f"no member {member} at this table")
        current = await self.muted_by(table.code, reader.member)
        current = current | {member} if muted else current - {member}
        key = mutes_key(table.code)
        ttl = await self.client.pttl(table_key(table.code))
        # One transaction: a process killed between the write and its TTL strands no key.
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.hset(key, str(reader.member), _encode(sorted(current)))
            pipe.pexpire(key, max(int(ttl), self.min_ttl_ms))
            await pipe.execute()
        return sorted(current)
