"""Requests counted per key in fixed windows, for the rate limits (service/http/ratelimit.py):
one script that increments each key and gives a new one its expiry, over the multiplexed
connection (multiplexed.py) like the table scripts, so a limited request costs one more
command in the same write as the others, not a pooled connection and a pipeline. A Cluster
counts with a pipeline instead (the keys of one request may live in different slots)."""

from __future__ import annotations

from typing import Any

from redis.asyncio.cluster import RedisCluster

from service.storage.redis_client import GameStateRedis, multiplexed_beside
from service.storage.store import Script

# Each key incremented; a key seen for the first time expires after ARGV[1] seconds (its
# window and the next: a key is named after its window, so it is never extended).
COUNT = """
local counts = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('EXPIRE', key, ARGV[1]) end
  counts[i] = count
end
return counts
"""


class RequestCounts:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client
        self.cluster = isinstance(client, RedisCluster)
        self.hot = None if self.cluster else multiplexed_beside(client)
        self.script = Script(client, COUNT, self.hot)

    async def count(self, keys: list[str], expire_seconds: int) -> list[int]:
        """Each key's count after this request's increment."""
        if self.cluster:
            pipe = self.client.pipeline(transaction=False)
            for key in keys:
                pipe.incr(key)
                pipe.expire(key, expire_seconds)
            done: list[Any] = await pipe.execute()
            return [int(count) for count in done[::2]]
        return [int(count) for count in await self.script(keys, [expire_seconds])]

    async def aclose(self) -> None:
        if self.hot is not None:
            await self.hot.aclose()
