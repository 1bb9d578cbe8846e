"""Redis persistence: one hash per table (version + msgpack), a log of steps, presence, stored
idempotent answers, and one pub/sub channel that wakes long-polls. A table's keys share its
hash tag, and every one of them expires with the table: each save sets the table's TTL on all
of them, and a read by one of the table's own tokens refreshes it while the table is open.

The store deals in what it stores: a table's encoded record and the few header values the
scripts need (a `Record`). Encoding a table is the tables layer's job (tables/table_store.py)."""

from __future__ import annotations

import os
import random
import secrets
import time
import zlib
from collections.abc import Awaitable, Iterable
from typing import Any, cast

import msgspec
from msgspec.structs import replace
from redis.asyncio.cluster import RedisCluster
from redis.exceptions import NoScriptError

from service.games.base import Event
from service.storage.multiplexed import MultiplexedRedis
from service.storage.redis_client import GameStateRedis, multiplexed_beside

UPDATES_CHANNEL = "tapete:updates"
# Every status a table may have (tables.models.Status): each has an index per game.
STATUSES: tuple[str, ...] = ("lobby", "playing", "finished", "cancelled")
PRESENCE_PREFIX = 8  # bytes of a token hash naming it in the presence hash


def presence_id(token_hash: bytes) -> bytes:
    return token_hash[:PRESENCE_PREFIX]


def table_key(code: str) -> str:
    return f"t:{{{code}}}"


def events_key(code: str) -> str:
    return f"t:{{{code}}}:events"


def presence_key(code: str) -> str:
    return f"t:{{{code}}}:seen"


def answers_key(code: str) -> str:
    """Stored answers to idempotent requests, one field per scope: one key per table (not one
    per answer), so a save sets its TTL with the table's."""
    return f"t:{{{code}}}:answers"


def table_keys(code: str) -> list[str]:
    """Every key a table may have; all expire with it."""
    return [table_key(code), events_key(code), presence_key(code), answers_key(code)]


def live_tables_key(app: str) -> str:
    """Codes of an app's live tables (see `_LIVE`), beside the status indexes."""
    return f"tapete:{{index}}:app:{app}:live"


class OverQuota(Exception):
    """The app's quota of live tables is reached: nothing was created."""


def status_index_key(game: str, status: str) -> str:
    """Codes of a game's tables in one status, scored by expiry time (ms), for the tables
    gauge. Not a table's key: one shared hash tag puts every index in one Cluster slot."""
    return f"tapete:{{index}}:{game}:{status}"


class LoggedStep(msgspec.Struct, array_like=True):
    """One version's record in the log: what happened, and every game move in order
    ((seat, msgpack action); seat -1 marks a pause ending), so seed + moves replay a game.

    The log is a list, oldest first, not a stream: Redis preallocates a stream's first node
    (4 KB), three times what a whole idle table needs otherwise. How an entry is stored: see
    `encode_step`."""

    events: list[Event]
    moves: list[tuple[int, bytes | None]] = []
    version: int = 0


class _CompactEvent(msgspec.Struct, array_like=True):
    """An `Event` as a log entry stores it: an array, no field names."""

    type: str
    data: dict[str, Any] = {}
    private: dict[int, dict[str, Any]] = {}


class _CompactStep(msgspec.Struct, array_like=True):
    events: list[_CompactEvent]
    moves: list[tuple[int, bytes | None]] = []
    version: int = 0


# A log entry is one of (told apart by its first byte; a LoggedStep's msgpack array starts
# with 0x93): the LoggedStep's msgpack (entries written before compact ones), or COMPACT and
# the _CompactStep's msgpack, or DEFLATED and that msgpack compressed with zlib (used when at
# least DEFLATE_FROM bytes and smaller so: the opening deal of a game is about half its size).
# Keeping an idle table within 2 KB of Redis is what this is for (docs/performance.md).
COMPACT = b"\x01"
DEFLATED = b"\x02"
DEFLATE_FROM = 128
# zlib's defaults (a 32 KB window, memory level 8) set up about 200 KB of tables for every
# entry, zeroing a 64 KB hash table, to compress a few hundred bytes: a move's step cost more
# to compress than to encode. A 4 KB window and level 3 give every game's opening deal the
# same size as the defaults did (docs/performance.md, seventh round). The output is a zlib
# stream like any other, its window size in its header: `zlib.decompress` reads it, and
# entries written either way read alike.
DEFLATE_WINDOW_BITS = 12
DEFLATE_MEM_LEVEL = 3


def encode_step(step: LoggedStep, compact_form: bool = True) -> bytes:
    """The entry as stored; `compact_form` off: as releases before the compact form wrote it
    (TAPETE_COMPACT_LOG=0 while such a release still serves: it cannot read compact ones)."""
    if not compact_form:
        return _encoder.encode(step)
    compact = _CompactStep(
        [_CompactEvent(e.type, e.data, e.private) for e in step.events], step.moves, step.version
    )
    packed = _encoder.encode(compact)
    if len(packed) >= DEFLATE_FROM:
        squeezer = zlib.compressobj(6, zlib.DEFLATED, DEFLATE_WINDOW_BITS, DEFLATE_MEM_LEVEL)
        deflated = squeezer.compress(packed) + squeezer.flush()
        if len(deflated) < len(packed):
            return DEFLATED + deflated
    return COMPACT + packed


class Schedule(msgspec.Struct, frozen=True):
    """What a save schedules on the timers set `timers_key` (on this server): the table's next
    wake-up, whether a bot must move now, and webhook deliveries (field, record) kept in the
    hash `hooks_key`, each due now as a `hook:<field>` member of the timers set."""

    timers_key: str
    wake_at_ms: int | None
    bot_due: bool
    hooks_key: str = ""
    deliveries: tuple[tuple[str, bytes], ...] = ()
    ended: bool = False  # the game ended: schedule its end-of-game job (records, ratings)


class Record(msgspec.Struct, frozen=True):
    """A table as the store writes it: its encoded record (`data`) and the header values the
    scripts keep beside it."""

    code: str
    game: str
    version: int
    status: str
    finished: bool  # a read no longer refreshes its TTL
    data: bytes
    presence: bytes  # presence ids of the tokens the table knows, PRESENCE_PREFIX bytes each


def decode_step(blob: bytes) -> LoggedStep:
    """A log entry in any of the forms `encode_step` and earlier releases wrote."""
    head = blob[:1]
    if head not in (COMPACT, DEFLATED):
        return _step_decoder.decode(blob)
    packed = zlib.decompress(blob[1:]) if head == DEFLATED else blob[1:]
    compact = _compact_decoder.decode(packed)
    events = [Event(e.type, e.data, e.private) for e in compact.events]
    return LoggedStep(events, compact.moves, compact.version)


# Every write carries a random nonce (NONCE_LENGTH bytes); the table hash keeps the last
# NONCES_KEPT of them in field `n`, newest first. A client that retries a script after losing
# the connection (the outcome unknown) finds its nonce there and gets success without writing
# twice: a move is never applied twice, nor reported as a conflict it caused itself.
# Earlier releases kept 16 hex characters per nonce in field `w`: only their own retries look
# there, so it is left as it is (a rolling upgrade keeps working) and goes with the table.
NONCE_LENGTH = 8
NONCES_KEPT = 8
_HELPERS = """
local function contains(list, item, width)
  for at = 1, #list, width do
    if string.sub(list, at, at + width - 1) == item then return true end
  end
  return false
end
local function ms(number) return string.format('%.0f', number) end
local function expire_all(keys, ttl)
  for i = 1, 4 do redis.call('PEXPIRE', keys[i], ttl) end
end
-- The status index (not with a Redis Cluster: another slot): the table in its status's index
-- only, scored by its expiry; expired entries pruned as we go, so no scrape is needed.
local function index(keys, first, code, expires, now)
  for i = first, #keys do
    redis.call('ZREMRANGEBYSCORE', keys[i], '-inf', now)
    if i > first then redis.call('ZREM', keys[i], code) end
  end
  if #keys >= first then redis.call('ZADD', keys[first], ms(expires), code) end
end
"""

# The table hash: v (version), d (record), n (nonces), p (presence ids of the table's tokens:
# the host's and every member's, PRESENCE_PREFIX bytes each), r (TTL a read by one of them
# refreshes: the idle TTL while open, 0 once finished), i (its status index, "" with a Cluster),
# a (its app, written once by CREATE; none for the default app's).
#
# KEYS: table, events, presence, answers, timers (the table's key when unused), webhook
#       deliveries (the table's key when unused), then (without a Cluster) the game's status
#       indexes, the table's status first
# ARGV: expected version, new version, table blob, ttl ms, step blob or "", answer scope or "",
#       answer, channel, message, nonce, code, "1" to schedule, wake at ms or "",
#       bot due at ms or "", presence ids, refresh ttl ms, now ms, index key or "",
#       a presence id to mark seen or "", "1" if the game ended (its end-of-game job is due)
#       or "", the expected revision or "", then pairs of webhook delivery field and record
# The expected revision is the nonce of the write that made the table the caller changed (see
# `revision`): the version number alone does not tell that table from another with the same
# number, as a Redis restored from a snapshot that lost its last writes, then written again by
# another process, holds. Empty: the number is checked alone.
# Scheduling (when the timers set is on this server): the previous version's timer and bot
# members give way to this version's, in the same atomic step as the move, so no crash between
# saving and scheduling can leave a table without its next timer or bot turn, nor a started or
# finished game without its webhooks.
CAS_SAVE = (
    _HELPERS
    + f"""
local stored = redis.call('HMGET', KEYS[1], 'v', 'n')
local nonces = stored[2] or ''
if stored[1] ~= ARGV[1] then
  if contains(nonces, ARGV[10], {NONCE_LENGTH}) then return 1 end
  return 0
end
if ARGV[21] ~= '' and string.sub(nonces, 1, {NONCE_LENGTH}) ~= ARGV[21] then return 0 end
nonces = string.sub(ARGV[10] .. nonces, 1, {NONCE_LENGTH * NONCES_KEPT})
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 'n', nonces, 'p', ARGV[15],
  'r', ARGV[16], 'i', ARGV[18])
if ARGV[5] ~= '' then redis.call('RPUSH', KEYS[2], ARGV[5]) end
if ARGV[6] ~= '' then redis.call('HSET', KEYS[4], ARGV[6], ARGV[7]) end
if ARGV[19] ~= '' then redis.call('HSET', KEYS[3], ARGV[19], ARGV[17]) end
expire_all(KEYS, ARGV[4])
if ARGV[12] == '1' then
  local before = ARGV[11] .. ':' .. ARGV[1]
  redis.call('ZREM', KEYS[5], before, before .. ':bot')
  local after = ARGV[11] .. ':' .. ARGV[2]
  if ARGV[13] ~= '' then redis.call('ZADD', KEYS[5], ARGV[13], after) end
  if ARGV[14] ~= '' then redis.call('ZADD', KEYS[5], ARGV[14], after .. ':bot') end
  -- Not removed by later saves (unlike timers): only the job that ran it releases it.
  if ARGV[20] == '1' then redis.call('ZADD', KEYS[5], ARGV[17], after .. ':end') end
  for i = 22, #ARGV, 2 do
    redis.call('HSET', KEYS[6], ARGV[i], ARGV[i + 1])
    redis.call('ZADD', KEYS[5], 'NX', ARGV[17], 'hook:' .. ARGV[i])
  end
end
index(KEYS, 7, ARGV[11], tonumber(ARGV[17]) + tonumber(ARGV[4]), ARGV[17])
redis.call('PUBLISH', ARGV[8], ARGV[9])
return 1
"""
)

# An app's live tables (lobby or playing), for its `live_tables` quota: a set of codes, kept
# beside the table scripts without a Cluster. A member is live while its table exists, is the
# app's (field `a`) and its status index (field `i`, which every save rewrites) is the lobby's
# or playing's: the set is checked against the tables themselves, so a finished, cancelled or
# expired table frees its place at once, and nothing drifts. Members found dead are dropped:
# all of them when the quota is reached (stopping once a place is free), a few on every other
# creation (the set stays near the number of live tables).
_LIVE = """
local function is_live(code, app)
  local t = redis.call('HMGET', 't:{' .. code .. '}', 'a', 'i')
  local index = t[2] or ''
  return t[1] == app and (string.sub(index, -6) == ':lobby' or string.sub(index, -8) == ':playing')
end
local function admit(live, app, limit)
  if limit > 0 and redis.call('SCARD', live) >= limit then
    local count = redis.call('SCARD', live)
    for _, code in ipairs(redis.call('SMEMBERS', live)) do
      if not is_live(code, app) then
        redis.call('SREM', live, code)
        count = count - 1
        if count < limit then return true end
      end
    end
    return false
  end
  for _, code in ipairs(redis.call('SRANDMEMBER', live, 2)) do
    if not is_live(code, app) then redis.call('SREM', live, code) end
  end
  return true
end
"""

# KEYS: table, events, presence, answers, then (without a Cluster) the game's status indexes,
#       the lobby's first
# ARGV: version, table blob, ttl ms, nonce, presence ids, refresh ttl ms, the host's presence
#       id, now ms, code, index key or "", the app's live tables set or "" (none kept), the
#       app, its live tables quota (0: none)
# Returns 1 if created (or this nonce's retry), 0 if the code is taken, -1 if the app's quota
# of live tables is reached (nothing written).
CREATE = (
    _HELPERS
    + _LIVE
    + f"""
if redis.call('EXISTS', KEYS[1]) == 1 then
  if contains(redis.call('HGET', KEYS[1], 'n') or '', ARGV[4], {NONCE_LENGTH}) then return 1 end
  return 0
end
if ARGV[11] ~= '' then
  if not admit(ARGV[11], ARGV[12], tonumber(ARGV[13])) then return -1 end
  redis.call('SADD', ARGV[11], ARGV[9])
end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'd', ARGV[2], 'n', ARGV[4], 'p', ARGV[5],
  'r', ARGV[6], 'i', ARGV[10])
if ARGV[12] ~= '' then redis.call('HSET', KEYS[1], 'a', ARGV[12]) end
redis.call('HSET', KEYS[3], ARGV[7], ARGV[8])
expire_all(KEYS, ARGV[3])
index(KEYS, 5, ARGV[9], tonumber(ARGV[8]) + tonumber(ARGV[3]), ARGV[8])
return 1
"""
)

# The hot read path, one round trip: the table and its presence map; with a presence id, mark
# it seen, but only on a table that exists and for one of the table's own tokens (a 404 or a
# foreign token writes nothing). Such a read also refreshes the idle TTL of an open table and
# of all its keys (a lobby its host polls does not expire); on a finished table, the presence
# hash only gets the table's remaining TTL.
# It answers the table's revision too (see `revision`).
# KEYS: table, events, presence, answers. ARGV: presence id or "", now ms, code
TOUCH = (
    _HELPERS
    + f"""
local t = redis.call('HMGET', KEYS[1], 'd', 'p', 'r', 'i', 'n')
if not t[1] then return {{}} end
-- A table saved before presence ids were kept (no p) accepts any token until its next save.
if ARGV[1] ~= '' and (not t[2] or contains(t[2], ARGV[1], {PRESENCE_PREFIX})) then
  redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
  local refresh = tonumber(t[3] or '0')
  if refresh > 0 then
    expire_all(KEYS, refresh)
    if t[4] and t[4] ~= '' then
      -- Without a Cluster only (i is empty otherwise): the index shares the server.
      redis.call('ZADD', t[4], 'XX', ms(tonumber(ARGV[2]) + refresh), ARGV[3])
    end
  else
    local left = redis.call('PTTL', KEYS[1])
    if left > 0 then redis.call('PEXPIRE', KEYS[3], left) end
  end
end
-- The presence map as one string (id, then its time, then a newline, per token): a reply of
-- two values, not two per token, each of which the client would parse on its own.
local flat = redis.call('HGETALL', KEYS[3])
local parts = {{}}
for i = 1, #flat, 2 do parts[#parts + 1] = flat[i] .. flat[i + 1] .. '\\n' end
return {{t[1], table.concat(parts), string.sub(t[5] or '', 1, {NONCE_LENGTH})}}
"""
)

# KEYS: table, timers. ARGV: version, member, wake at ms or "" (no timer)
SET_TIMER = """
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
if ARGV[3] == '' then redis.call('ZREM', KEYS[2], ARGV[2])
else redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2]) end
return 1
"""


# A nonce must only be unique, not secret: drawn from a generator seeded once per process by
# the OS (os.urandom per write was a system call per move).
_nonces = random.Random(secrets.token_bytes(32))
os.register_at_fork(after_in_child=lambda: _nonces.seed(secrets.token_bytes(32)))


def new_nonce() -> bytes:
    return _nonces.getrandbits(NONCE_LENGTH * 8).to_bytes(NONCE_LENGTH, "big")


# A table's revision: the nonce of the write that made it as it is (the head of field `n`),
# which TOUCH answers beside the record and a save may require (`revision`). Empty for a table
# no write of this release made. Two tables with one version number and different content
# (a restored snapshot) have different revisions.
NO_REVISION = b""


def unpack_seen(packed: bytes) -> dict[bytes, int]:
    """TOUCH's presence map: per token its id (PRESENCE_PREFIX bytes, any byte), its last
    time seen in ms (digits), a newline."""
    seen: dict[bytes, int] = {}
    at, size = 0, len(packed)
    while at < size:
        end = packed.index(b"\n", at + PRESENCE_PREFIX)
        seen[packed[at : at + PRESENCE_PREFIX]] = int(packed[at + PRESENCE_PREFIX : end])
        at = end + 1
    return seen


_step_decoder = msgspec.msgpack.Decoder(LoggedStep)
_compact_decoder = msgspec.msgpack.Decoder(_CompactStep)
_encoder = msgspec.msgpack.Encoder()


def _now_ms() -> int:
    return int(time.time() * 1000)


class Script:
    """A registered Lua script run by EVALSHA, loaded on the first NOSCRIPT (a new or restarted
    server). redis-py's own script object does the same, but first asks whether its client is
    a pipeline, an isinstance check on a Protocol class that costs a poll 2% of its CPU. Sent
    over the multiplexed connection when there is one (`hot`, see multiplexed.py)."""

    def __init__(self, client: GameStateRedis, source: str, hot: MultiplexedRedis | None) -> None:
        self.client = client
        self.script = client.register_script(source)
        self.sha = self.script.sha
        self.hot = hot

    async def __call__(self, keys: list[Any], args: list[Any]) -> Any:
        try:
            if self.hot is not None:
                return await self.hot.execute(b"EVALSHA", self.sha, len(keys), *keys, *args)
            return await self.client.evalsha(self.sha, len(keys), *keys, *args)
        except NoScriptError:
            return await self.script(keys=keys, args=args)  # loads it, then runs it


class Store:
    """The table's keys in Redis, in bytes: `TableStore` (tables/table_store.py) encodes."""

    def __init__(self, client: GameStateRedis, compact_log: bool = True) -> None:
        self.client = client
        self.compact_log = compact_log  # log entries in the compact form (encode_step)
        # A Cluster keeps the status indexes in another slot than a table: they are then
        # updated beside the scripts (approximately), not in them.
        self.cluster = isinstance(client, RedisCluster)
        # The scripts and single reads of every request, over one shared connection (a plain
        # Redis only: a Cluster routes each command to its slot's node through redis-py).
        self.hot = None if self.cluster else multiplexed_beside(client)
        self._cas = Script(client, CAS_SAVE, self.hot)
        self._create = Script(client, CREATE, self.hot)
        self._touch = Script(client, TOUCH, self.hot)
        self._set_timer = Script(client, SET_TIMER, self.hot)

    async def read(self, *command: Any) -> Any:
        """A single read command, over the multiplexed connection when there is one."""
        if self.hot is not None:
            return await self.hot.execute(*command)
        return await self.client.execute_command(*command)

    async def aclose(self) -> None:
        """Close the multiplexed connection (the redis-py client is closed by its owner)."""
        if self.hot is not None:
            await self.hot.aclose()

    def index_keys(self, record: Record) -> list[str]:
        """The game's status indexes, the table's status first; none with a Cluster."""
        if self.cluster:
            return []
        others = [status for status in STATUSES if status != record.status]
        return [status_index_key(record.game, status) for status in [record.status, *others]]

    def refresh_ms(self, record: Record, ttl_ms: int) -> int:
        return 0 if record.finished else ttl_ms

    async def create_record(
        self,
        record: Record,
        host: bytes,
        ttl_ms: int,
        nonce: bytes | None = None,
        app: str = "",
        live_quota: int = 0,
    ) -> bool:
        """Create the table if its code is free, the host (its presence id) marked present.
        With `app` (an app's table, not the default app's), the table is counted among the
        app's live tables, and OverQuota is raised (nothing written) if `live_quota` of them
        are live (with a Cluster: checked beside the script, see `cluster_admit`)."""
        indexes = self.index_keys(record)
        live = live_tables_key(app) if app and not self.cluster else ""
        if app and self.cluster:
            await self.cluster_admit(app, live_quota)
        now = _now_ms()
        created = await self._create(
            keys=[*table_keys(record.code), *indexes],
            args=[
                record.version,
                record.data,
                ttl_ms,
                nonce or new_nonce(),
                record.presence,
                self.refresh_ms(record, ttl_ms),
                host,
                now,
                record.code,
                indexes[0] if indexes else "",
                live,
                app,
                live_quota,
            ],
        )
        if created == -1:
            raise OverQuota(app)
        if created and self.cluster:
            await self.move_index(record.code, record.game, record.status, None, ttl_ms)
            if app:
                await self.client.sadd(live_tables_key(app), record.code)
        return bool(created)

    def live(self, blob: bytes) -> bool:
        """Whether a stored record is a live table's (the tables layer decodes it)."""
        return True

    async def cluster_admit(self, app: str, live_quota: int) -> None:
        """With a Cluster (the set shares no slot with the tables): the quota checked against
        the tables read beside the script, so approximately: creations at the same moment may
        pass it together (docs/apps.md)."""
        live = live_tables_key(app)
        codes = sorted(
            member.decode() if isinstance(member, bytes) else str(member)
            for member in await self.client.smembers(live)
        )
        if live_quota <= 0 or len(codes) < live_quota:
            return
        pipe = self.client.pipeline(transaction=False)
        for code in codes:
            pipe.hmget(table_key(code), ["a", "d"])
        found = await pipe.execute()
        dead = [
            code
            for code, (owner, blob) in zip(codes, found, strict=True)
            if owner is None or owner.decode() != app or blob is None or not self.live(blob)
        ]
        if dead:
            await self.client.srem(live, *dead)
        if len(codes) - len(dead) >= live_quota:
            raise OverQuota(app)

    async def load_record(self, code: str) -> bytes | None:
        """A table's encoded record, None if it has none."""
        blob: bytes | None = await self.read("HGET", table_key(code), b"d")
        return blob

    async def load_records(self, codes: list[str]) -> list[bytes | None]:
        """Several tables' records in one round trip (None for a code with no table)."""
        pipe = self.client.pipeline(transaction=False)
        for code in codes:
            pipe.hget(table_key(code), "d")
        return cast("list[bytes | None]", await pipe.execute())

    async def load_and_touch_record(
        self, code: str, presence: bytes | None, now_ms: int
    ) -> tuple[bytes | None, dict[bytes, int], bytes]:
        """One round trip: read the table's record, when each token was last seen and its
        revision; mark `presence` (a presence id) seen now if the table exists and knows that
        token."""
        result = await self._touch(
            keys=table_keys(code), args=[presence if presence is not None else b"", now_ms, code]
        )
        if not result:
            return None, {}, NO_REVISION
        blob, packed, revision = result
        return blob, unpack_seen(packed), revision

    async def version(self, code: str) -> int | None:
        raw: bytes | None = await self.read("HGET", table_key(code), b"v")
        return None if raw is None else int(raw)

    async def save_record(
        self,
        record: Record,
        expected_version: int,
        step: LoggedStep | None,
        ttl_ms: int,
        answer: tuple[str, bytes] | None = None,
        nonce: bytes | None = None,
        schedule: Schedule | None = None,
        present: bytes | None = None,
        revision: bytes = NO_REVISION,
    ) -> bool:
        """Compare-and-set: write only if the stored version is still `expected_version`
        (and, given a `revision`, still that revision of it). Safe to retry with the same
        `nonce` (one per write): a write already applied answers success again without
        writing. `answer` (scope, body) is stored for idempotent retries. With `schedule`, the
        next timer and bot turn are set in the same script; `present` (a presence id) is
        marked seen now."""
        scope, body = answer or ("", b"")
        timers_key = schedule.timers_key if schedule is not None else table_key(record.code)
        hooks_key = schedule.hooks_key if schedule is not None and schedule.hooks_key else ""
        deliveries = schedule.deliveries if schedule is not None else ()
        wake_at = schedule.wake_at_ms if schedule is not None else None
        now = _now_ms()
        bot_at = now if schedule is not None and schedule.bot_due else None
        indexes = self.index_keys(record)
        saved = await self._cas(
            keys=[
                *table_keys(record.code),
                timers_key,
                hooks_key or table_key(record.code),
                *indexes,
            ],
            args=[
                expected_version,
                record.version,
                record.data,
                ttl_ms,
                encode_step(replace(step, version=record.version), self.compact_log)
                if step is not None
                else b"",
                scope,
                body,
                UPDATES_CHANNEL,
                f"{record.code} {record.version}",
                nonce or new_nonce(),
                record.code,
                "1" if schedule is not None else "",
                "" if wake_at is None else wake_at,
                "" if bot_at is None else bot_at,
                record.presence,
                self.refresh_ms(record, ttl_ms),
                now,
                indexes[0] if indexes else "",
                present if present is not None else b"",
                "1" if schedule is not None and schedule.ended else "",
                revision,
                *(part for delivery in deliveries for part in delivery),
            ],
        )
        return bool(saved)

    async def set_timer(
        self, timers_key: str, code: str, version: int, wake_at_ms: int | None
    ) -> None:
        """Set (or clear) the timer of a table still at `version`; a table that moved on keeps
        the timer its own save set."""
        await self._set_timer(
            keys=[table_key(code), timers_key],
            args=[version, f"{code}:{version}", "" if wake_at_ms is None else wake_at_ms],
        )

    async def steps_since(
        self, code: str, since: int, limit: int, latest: int
    ) -> list[tuple[int, LoggedStep]]:
        """The logged steps after version `since` up to version `latest` (at most `limit`),
        oldest first. Versions only grow and each has one entry at most, so the ones after
        `since` are among the last `latest - since` entries, unless saves appended more since
        `latest` was read: then the window slid past some of them, and it is read again wider."""
        tail = max(latest - max(since, 0), 0)
        if tail == 0:
            return []
        while True:
            blobs: list[bytes] = await self.read("LRANGE", events_key(code), -tail, -1)
            decoded = [decode_step(blob) for blob in blobs]
            # Complete if the window starts at or before `since + 1`, or holds the whole log.
            if len(blobs) < tail or not decoded or decoded[0].version <= since + 1:
                break
            tail *= 2
        steps = []
        for step in decoded:
            if since < step.version <= latest:
                steps.append((step.version, step))
                if len(steps) == limit:
                    break
        return steps

    async def answer(self, code: str, scope: str) -> bytes | None:
        """The stored answer to an idempotent request, if it was made."""
        stored: bytes | None = await self.read("HGET", answers_key(code), scope)
        return stored

    async def ping(self) -> Any:
        return await cast("Awaitable[Any]", self.client.ping())

    async def move_index(
        self, code: str, game: str, status: str, previous: str | None, ttl_ms: int
    ) -> None:
        """With a Cluster only (otherwise the save scripts keep the index): move the table to
        its status's index when the status changed, pruning expired entries there. Outside the
        scripts (the indexes share no slot with a table), so approximate: a crash between the
        save and this, or a table living past the expiry it had when its status changed, skews
        the count until the index entry expires."""
        if not self.cluster or status == previous:
            return
        key = status_index_key(game, status)
        now = _now_ms()
        pipe = self.client.pipeline(transaction=False)
        if previous is not None:
            pipe.zrem(status_index_key(game, previous), code)
        pipe.zremrangebyscore(key, "-inf", now)
        pipe.zadd(key, {code: now + ttl_ms})
        await pipe.execute()

    async def codes_by_status(self, game: str, status: str, limit: int) -> list[str]:
        """Codes of a game's live tables in one status, the latest to expire first."""
        key = status_index_key(game, status)
        await self.client.zremrangebyscore(key, "-inf", _now_ms())
        codes = await self.client.zrevrange(key, 0, limit - 1)
        return [code.decode() if isinstance(code, bytes) else str(code) for code in codes]

    async def count_by_status(
        self, games: Iterable[str], statuses: Iterable[str], now_ms: int
    ) -> dict[tuple[str, str], int]:
        """Tables per (game, status), after pruning index entries of expired tables."""
        pairs = [(game, status) for game in games for status in statuses]
        pipe = self.client.pipeline(transaction=False)
        for game, status in pairs:
            key = status_index_key(game, status)
            pipe.zremrangebyscore(key, "-inf", now_ms)
            pipe.zcard(key)
        counts = (await pipe.execute())[1::2]
        return {pair: int(count) for pair, count in zip(pairs, counts, strict=True)}
