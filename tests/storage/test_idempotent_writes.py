"""Writes that are safe to retry: a client that lost the connection after sending a script
(outcome unknown) sends it again with the same nonce; the second run answers success and
writes nothing (one version, one log entry, one publish)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import redis
import redis.asyncio as aioredis

from service.storage.store import (
    UPDATES_CHANNEL,
    LoggedStep,
    events_key,
    new_nonce,
    table_key,
)
from service.tables.models import Table
from service.tables.table_store import TableStore
from service.tables.tokens import new_code
from tests.gamepicks import reference

TTL_MS = 60_000


def a_table(code: str, version: int = 0) -> Table:
    return Table(
        code=code,
        game=reference().id,
        created_ms=int(time.time() * 1000),
        host_name="Host",
        host_plays=True,
        host_token_hash=b"h" * 32,
        options=b"",
        seed=b"s" * 32,
        version=version,
    )


def run(redis_url: str, scenario: Any) -> Any:
    async def main() -> Any:
        client = aioredis.Redis.from_url(redis_url)
        try:
            return await scenario(TableStore(client), client)
        finally:
            await client.aclose()

    return asyncio.run(main())


def test_a_save_sent_twice_with_one_nonce_is_applied_once_and_succeeds_twice(
    redis_url: str, redis_client: redis.Redis
) -> None:
    code = new_code()

    async def scenario(store: TableStore, client: aioredis.Redis) -> list[bool]:
        assert await store.create(a_table(code), TTL_MS)
        pubsub = client.pubsub()
        await pubsub.subscribe(UPDATES_CHANNEL)
        await pubsub.get_message(timeout=1)  # the subscribe confirmation
        nonce, moved = new_nonce(), a_table(code, 1)
        step = LoggedStep(events=[])
        results = [await store.save(moved, 0, step, TTL_MS, nonce=nonce) for _ in range(2)]
        published = []
        while (message := await pubsub.get_message(timeout=0.3)) is not None:
            if message["type"] == "message" and message["data"].startswith(code.encode()):
                published.append(message["data"])
        await pubsub.aclose()
        assert published == [f"{code} 1".encode()]
        return results

    assert run(redis_url, scenario) == [True, True]
    assert redis_client.hget(table_key(code), "v") == b"1"
    assert redis_client.llen(events_key(code)) == 1


def test_a_retried_save_still_succeeds_after_another_write_moved_the_table_on(
    redis_url: str, redis_client: redis.Redis
) -> None:
    code = new_code()

    async def scenario(store: TableStore, client: aioredis.Redis) -> tuple[bool, bool, bool]:
        await store.create(a_table(code), TTL_MS)
        mine = new_nonce()
        first = await store.save(a_table(code, 1), 0, LoggedStep(events=[]), TTL_MS, nonce=mine)
        other = await store.save(a_table(code, 2), 1, LoggedStep(events=[]), TTL_MS)
        retried = await store.save(a_table(code, 1), 0, LoggedStep(events=[]), TTL_MS, nonce=mine)
        return first, other, retried

    assert run(redis_url, scenario) == (True, True, True)
    assert redis_client.hget(table_key(code), "v") == b"2"
    assert redis_client.llen(events_key(code)) == 2


def test_a_save_with_a_fresh_nonce_on_a_moved_table_is_a_conflict(
    redis_url: str, redis_client: redis.Redis
) -> None:
    code = new_code()

    async def scenario(store: TableStore, client: aioredis.Redis) -> list[bool]:
        await store.create(a_table(code), TTL_MS)
        step = LoggedStep(events=[])
        return [await store.save(a_table(code, 1), 0, step, TTL_MS) for _ in range(2)]

    assert run(redis_url, scenario) == [True, False]
    assert redis_client.llen(events_key(code)) == 1


def test_a_create_sent_twice_succeeds_twice_but_a_taken_code_fails(
    redis_url: str, redis_client: redis.Redis
) -> None:
    code = new_code()

    async def scenario(store: TableStore, client: aioredis.Redis) -> list[bool]:
        nonce, table = new_nonce(), a_table(code)
        first = await store.create(table, TTL_MS, nonce=nonce)
        again = await store.create(table, TTL_MS, nonce=nonce)
        other = await store.create(table, TTL_MS)
        return [bool(first), bool(again), other]

    assert run(redis_url, scenario) == [True, True, False]
    assert redis_client.hget(table_key(code), "v") == b"0"
