"""Redis persistence: one hash per table (version + msgpack), an event stream, idempotent
answers, and one pub/sub channel that wakes long-polls. A table's keys share its hash tag."""

from __future__ import annotations

import secrets
import time
from collections.abc import Awaitable, Iterable
from typing import Any, cast

import msgspec
from msgspec.structs import replace

from service.games.base import Event
from service.redis_client import GameStateRedis
from service.tables.models import Table

UPDATES_CHANNEL = "tapete:updates"


def table_key(code: str) -> str:
    return f"t:{{{code}}}"


def events_key(code: str) -> str:
    return f"t:{{{code}}}:events"


def presence_key(code: str) -> str:
    return f"t:{{{code}}}:seen"


def status_index_key(game: str, status: str) -> str:
    """Codes of a game's tables in one status, scored by expiry time (ms), for the tables
    gauge. Not a table's key: one shared hash tag puts every index in one Cluster slot."""
    return f"tapete:{{index}}:{game}:{status}"


def idempotency_key(code: str, scope: str) -> str:
    return f"t:{{{code}}}:idem:{scope}"


class Schedule(msgspec.Struct, frozen=True):
    """What a save schedules on the timers set `timers_key` (on this server): the table's next
    wake-up, and whether a bot must move now."""

    timers_key: str
    wake_at_ms: int | None
    bot_due: bool


class LoggedStep(msgspec.Struct, array_like=True):
    """One version's record in the log: what happened, and every game move in order
    ((seat, msgpack action); seat -1 marks a pause ending), so seed + moves replay a game.

    The log is a list, oldest first, not a stream: Redis preallocates a stream's first node
    (4 KB), three times what a whole idle table needs otherwise."""

    events: list[Event]
    moves: list[tuple[int, bytes | None]] = []
    version: int = 0


def decode_step(blob: bytes) -> LoggedStep:
    return _step_decoder.decode(blob)


# Every write carries a random nonce (NONCE_LENGTH characters); the table hash keeps the last
# NONCES_KEPT of them in field `w`, newest first. A client that retries a script after losing
# the connection (the outcome unknown) finds its nonce there and gets success without writing
# twice: a move is never applied twice, nor reported as a conflict it caused itself.
NONCE_LENGTH = 16
NONCES_KEPT = 8
_APPLIED = f"""
local function applied(nonces, nonce)
  for at = 1, #nonces, {NONCE_LENGTH} do
    if string.sub(nonces, at, at + {NONCE_LENGTH - 1}) == nonce then return true end
  end
  return false
end
"""

# KEYS: table, events, idempotency, timers (placeholders when unused)
# ARGV: expected version, new version, table blob, ttl ms, step blob or "", answer or "",
#       answer ttl ms, channel, message, nonce, code, "1" to schedule, wake at ms or "",
#       bot due at ms or ""
# Scheduling (when the timers set is on this server): the previous version's timer and bot
# members give way to this version's, in the same atomic step as the move, so no crash between
# saving and scheduling can leave a table without its next timer or bot turn.
CAS_SAVE = (
    _APPLIED
    + f"""
local stored = redis.call('HMGET', KEYS[1], 'v', 'w')
local nonces = stored[2] or ''
if stored[1] ~= ARGV[1] then
  if applied(nonces, ARGV[10]) then return 1 end
  return 0
end
nonces = string.sub(ARGV[10] .. nonces, 1, {NONCE_LENGTH * NONCES_KEPT})
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 'w', nonces)
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if ARGV[5] ~= '' then
  redis.call('RPUSH', KEYS[2], ARGV[5])
  redis.call('PEXPIRE', KEYS[2], ARGV[4])
end
if ARGV[6] ~= '' then redis.call('SET', KEYS[3], ARGV[6], 'PX', ARGV[7]) end
if ARGV[12] == '1' then
  local before = ARGV[11] .. ':' .. ARGV[1]
  redis.call('ZREM', KEYS[4], before, before .. ':bot')
  local after = ARGV[11] .. ':' .. ARGV[2]
  if ARGV[13] ~= '' then redis.call('ZADD', KEYS[4], ARGV[13], after) end
  if ARGV[14] ~= '' then redis.call('ZADD', KEYS[4], ARGV[14], after .. ':bot') end
end
redis.call('PUBLISH', ARGV[8], ARGV[9])
return 1
"""
)

# KEYS: table, timers. ARGV: version, member, wake at ms or "" (no timer)
SET_TIMER = """
if redis.call('HGET', KEYS[1], 'v') ~= ARGV[1] then return 0 end
if ARGV[3] == '' then redis.call('ZREM', KEYS[2], ARGV[2])
else redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2]) end
return 1
"""

# KEYS: table. ARGV: version, table blob, ttl ms, nonce
CREATE = (
    _APPLIED
    + """
if redis.call('EXISTS', KEYS[1]) == 1 then
  if applied(redis.call('HGET', KEYS[1], 'w') or '', ARGV[4]) then return 1 end
  return 0
end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'd', ARGV[2], 'w', ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
"""
)


def new_nonce() -> str:
    return secrets.token_hex(NONCE_LENGTH // 2)


_table_decoder = msgspec.msgpack.Decoder(Table)
_step_decoder = msgspec.msgpack.Decoder(LoggedStep)
_encoder = msgspec.msgpack.Encoder()


class Store:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client
        self._cas = client.register_script(CAS_SAVE)
        self._create = client.register_script(CREATE)
        self._set_timer = client.register_script(SET_TIMER)

    async def create(self, table: Table, ttl_ms: int) -> bool:
        blob = _encoder.encode(table)
        created = await self._create(
            keys=[table_key(table.code)], args=[table.version, blob, ttl_ms, new_nonce()]
        )
        if created:
            await self.index_status(table, None, ttl_ms)
        return bool(created)

    async def load(self, code: str) -> Table | None:
        blob = await cast("Awaitable[bytes | None]", self.client.hget(table_key(code), "d"))
        return None if blob is None else _table_decoder.decode(blob)

    async def load_and_touch(
        self, code: str, presence: bytes | None, now_ms: int
    ) -> tuple[Table | None, dict[bytes, int]]:
        """One round trip: mark `presence` (a token hash prefix) seen now, read the table and
        when each token was last seen."""
        pipe = self.client.pipeline(transaction=False)
        if presence is not None:
            pipe.hset(presence_key(code), presence, now_ms)
            pipe.pexpire(presence_key(code), 24 * 3600 * 1000)
        pipe.hget(table_key(code), "d")
        pipe.hgetall(presence_key(code))
        results = await pipe.execute()
        blob, seen = results[-2], results[-1]
        table = None if blob is None else _table_decoder.decode(blob)
        return table, {key: int(value) for key, value in seen.items()}

    async def version(self, code: str) -> int | None:
        raw = await cast("Awaitable[bytes | None]", self.client.hget(table_key(code), "v"))
        return None if raw is None else int(raw)

    async def save(
        self,
        table: Table,
        expected_version: int,
        step: LoggedStep | None,
        ttl_ms: int,
        answer: tuple[str, bytes, int] | None = None,
        nonce: str | None = None,
        schedule: Schedule | None = None,
    ) -> bool:
        """Compare-and-set: write only if the stored version is still `expected_version`.
        Safe to retry with the same `nonce` (one per write): a write already applied answers
        success again without writing. With `schedule`, the next timer and bot turn are set in
        the same script."""
        answer_key, answer_blob, answer_ttl = answer or (idempotency_key(table.code, "-"), b"", 0)
        timers_key = schedule.timers_key if schedule is not None else table_key(table.code)
        wake_at = schedule.wake_at_ms if schedule is not None else None
        bot_at = int(time.time() * 1000) if schedule is not None and schedule.bot_due else None
        saved = await self._cas(
            keys=[table_key(table.code), events_key(table.code), answer_key, timers_key],
            args=[
                expected_version,
                table.version,
                _encoder.encode(table),
                ttl_ms,
                _encoder.encode(replace(step, version=table.version)) if step is not None else b"",
                answer_blob,
                answer_ttl,
                UPDATES_CHANNEL,
                f"{table.code} {table.version}",
                nonce or new_nonce(),
                table.code,
                "1" if schedule is not None else "",
                "" if wake_at is None else wake_at,
                "" if bot_at is None else bot_at,
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
        """The logged steps after version `since` (at most `limit`), oldest first. Versions
        only grow and each has one entry at most, so the ones after `since` are among the last
        `latest - since` entries."""
        tail = max(latest - max(since, 0), 0)
        if tail == 0:
            return []
        blobs = cast("list[bytes]", await self.client.lrange(events_key(code), -tail, -1))
        steps = []
        for blob in blobs:
            step = _step_decoder.decode(blob)
            if step.version > since:
                steps.append((step.version, step))
                if len(steps) == limit:
                    break
        return steps

    async def answer(self, key: str) -> bytes | None:
        return cast("bytes | None", await self.client.get(key))

    async def ping(self) -> Any:
        return await cast("Awaitable[Any]", self.client.ping())

    async def index_status(self, table: Table, previous: str | None, ttl_ms: int) -> None:
        """Move the table to its status's index when the status changed. Outside the CAS script
        on purpose (its keys do not share the table's hash tag), so approximate: a crash between
        the save and this, or a table living past the expiry it had when its status changed,
        skews the count until the index entry expires."""
        if table.status == previous:
            return
        pipe = self.client.pipeline(transaction=False)
        if previous is not None:
            pipe.zrem(status_index_key(table.game, previous), table.code)
        expires_ms = int(time.time() * 1000) + ttl_ms
        pipe.zadd(status_index_key(table.game, table.status), {table.code: expires_ms})
        await pipe.execute()

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
