"""Reading the log of steps while saves land: a reader that saw the table at version `latest`
gets exactly the steps in (since, latest], even when newer steps were pushed before it read
the log (they would otherwise push the oldest wanted ones out of its window)."""

from __future__ import annotations

import asyncio

import msgspec
import redis.asyncio as aioredis

from service.games.base import Event
from service.storage.store import LoggedStep, Store, events_key
from service.tables.tokens import new_code


def test_steps_since_reaches_back_past_steps_saved_after_the_read_version(redis_url: str) -> None:
    code = new_code()

    async def main() -> list[list[int]]:
        client = aioredis.Redis.from_url(redis_url)
        store = Store(client)
        try:
            for version in range(2, 10):  # version 1 (the creation) logs nothing
                step = LoggedStep(events=[Event("noted", {"v": version})], version=version)
                await client.rpush(events_key(code), msgspec.msgpack.encode(step))
            await client.expire(events_key(code), 60)
            reads = [
                await store.steps_since(code, 3, 100, 5),  # 6..9 were saved after the read
                await store.steps_since(code, 0, 100, 9),
                await store.steps_since(code, 6, 2, 9),
                await store.steps_since(code, 8, 100, 8),
            ]
            return [[version for version, _ in steps] for steps in reads]
        finally:
            await client.aclose()

    assert asyncio.run(main()) == [[4, 5], [2, 3, 4, 5, 6, 7, 8, 9], [7, 8], []]
