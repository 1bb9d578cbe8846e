"""Hints in Redis: one key per (table, version, seat), beside the table's own keys (its hash
tag), holding a marker while a worker computes it, then the answer. The key never outlives the
table: its TTL is at most the table's remaining TTL and at most the table's TTL once finished
(the shortest a table's TTL can become later), and never more than a short while (a hint only
matters until the table moves on). The worker that writes the answer publishes a wake-up on
the long-polls' channel, so a waiting request answers as soon as it is ready."""

from __future__ import annotations

from typing import Any, Literal, cast

from service.storage.redis_client import GameStateRedis
from service.storage.store import UPDATES_CHANNEL, table_key

PENDING = b"?"  # a worker was asked and has not answered yet
STALE = b"!"  # the worker found the table moved on (or over) before it could answer

# KEYS: table, hint. ARGV: marker TTL ms, TTL cap ms (the table's finished TTL).
# Returns {0} (claimed: the caller enqueues the computation), {1, value} (computing or
# answered), {2} (no such table).
CLAIM = """
local have = redis.call('GET', KEYS[2])
if have then return {1, have} end
local left = redis.call('PTTL', KEYS[1])
if left <= 0 then return {2} end
local ttl = math.min(left, tonumber(ARGV[1]), tonumber(ARGV[2]))
redis.call('SET', KEYS[2], '?', 'PX', ttl)
return {0}
"""

# KEYS: table, hint. ARGV: answer, TTL ms, TTL cap ms, channel, message.
# The first answer stays (a duplicate computation, after a lost marker, changes nothing).
SAVE = """
local left = redis.call('PTTL', KEYS[1])
if left <= 0 then return 0 end
local have = redis.call('GET', KEYS[2])
if have and have ~= '?' then return 0 end
local ttl = math.min(left, tonumber(ARGV[2]), tonumber(ARGV[3]))
redis.call('SET', KEYS[2], ARGV[1], 'PX', ttl)
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1
"""

Claim = tuple[Literal["claimed", "found", "gone"], bytes | None]


def hint_key(code: str, version: int, seat: int) -> str:
    return f"t:{{{code}}}:hint:{version}:{seat}"


def hint_channel_name(code: str, version: int, seat: int) -> str:
    """The name waiters of one hint watch on the notifier (no table code has a colon, and the
    message has no version, so every waiter of that name wakes)."""
    return f"hint:{code}:{version}:{seat}"


class HintStore:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client
        self._claim = client.register_script(CLAIM)
        self._save = client.register_script(SAVE)

    async def claim(self, code: str, version: int, seat: int, marker_ms: int, cap_ms: int) -> Claim:
        """Mark the hint as being computed unless it already is (or is answered)."""
        keys = [table_key(code), hint_key(code, version, seat)]
        reply = cast("list[Any]", await self._claim(keys=keys, args=[marker_ms, cap_ms]))
        if reply[0] == 0:
            return "claimed", None
        if reply[0] == 1:
            return "found", bytes(reply[1])
        return "gone", None

    async def read(self, code: str, version: int, seat: int) -> bytes | None:
        value = await cast("Any", self.client.get(hint_key(code, version, seat)))
        return None if value is None else bytes(value)

    async def save(
        self, code: str, version: int, seat: int, answer: bytes, ttl_ms: int, cap_ms: int
    ) -> bool:
        """Store the answer (unless one is there) and wake the requests waiting for it."""
        keys = [table_key(code), hint_key(code, version, seat)]
        message = hint_channel_name(code, version, seat)
        args: list[bytes | str | int] = [answer, ttl_ms, cap_ms, UPDATES_CHANNEL, message]
        return bool(await self._save(keys=keys, args=args))
