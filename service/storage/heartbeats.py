"""Worker heartbeats, our own rather than RQ's (whose worker key outlives a dead worker by
minutes and whose registry is gone for good after Redis loses its data).

One sorted set per queue, `tapete:workers:<queue>`: member = a worker's id, score = when it last
beat (ms, Redis's own clock, so hosts with skewed clocks agree). A worker counts as alive for
ALIVE_BEATS beat intervals after its last beat; every beat prunes older members and renews the
key's expiry, so the set disappears shortly after the last worker."""

from __future__ import annotations

import os
import socket
from typing import Any, cast

import redis
import redis.asyncio as aioredis

ALIVE_BEATS = 5  # missed beats before a worker counts as dead (2 s beats: 10 s)

BEAT = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return now
"""

ALIVE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
return redis.call('ZCOUNT', KEYS[1], now - tonumber(ARGV[1]), '+inf')
"""

ALIVE_ON_HOST = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local alive = 0
for _, member in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[1]), '+inf')) do
  if string.sub(member, 1, string.len(ARGV[2])) == ARGV[2] then alive = alive + 1 end
end
return alive
"""


def heartbeats_key(queue_name: str) -> str:
    return f"tapete:workers:{queue_name}"


def window_ms(beat_seconds: float) -> int:
    return max(1, int(beat_seconds * ALIVE_BEATS * 1000))


def host_prefix() -> str:
    return f"{socket.gethostname()}:"


def worker_id() -> str:
    """`host:pid`: a container's healthcheck finds its own worker by the host name."""
    return f"{host_prefix()}{os.getpid()}"


def beat(connection: redis.Redis, queue_name: str, beat_seconds: float, member: str) -> None:
    connection.eval(BEAT, 1, heartbeats_key(queue_name), member, window_ms(beat_seconds))


async def alive_workers(client: aioredis.Redis, queue_name: str, beat_seconds: float) -> int:
    """Workers of the queue that beat within the window."""
    key, window = heartbeats_key(queue_name), window_ms(beat_seconds)
    alive: Any = await cast("Any", client.eval(ALIVE, 1, key, window))
    return int(alive)


def alive_on_this_host(connection: redis.Redis, queue_name: str, beat_seconds: float) -> int:
    key, window = heartbeats_key(queue_name), window_ms(beat_seconds)
    return int(cast("Any", connection.eval(ALIVE_ON_HOST, 1, key, window, host_prefix())))
