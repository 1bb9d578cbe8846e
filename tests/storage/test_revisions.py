"""A table's revision (service/storage/store.py): the nonce of the write that made it, which the
hot read answers beside the record. A save given a revision writes only over that revision of
the version it expects: the same version number with other content (a Redis restored from a
snapshot, written again since) is refused and left as it is."""

from __future__ import annotations

import asyncio
from typing import Any

import redis
import redis.asyncio as aioredis

from service.storage.store import NO_REVISION, LoggedStep, new_nonce, table_key
from service.tables.table_store import TableStore, record
from service.tables.tokens import new_code
from tests.storage.test_idempotent_writes import TTL_MS, a_table


def run(redis_url: str, scenario: Any) -> Any:
    async def main() -> Any:
        client = aioredis.Redis.from_url(redis_url)
        try:
            return await scenario(TableStore(client))
        finally:
            await client.aclose()

    return asyncio.run(main())


def test_a_read_answers_the_revision_of_the_write_that_made_the_table(redis_url: str) -> None:
    code = new_code()

    async def scenario(store: TableStore) -> None:
        created = new_nonce()
        assert await store.create(a_table(code), TTL_MS, created)
        assert (await store.load_and_touch_record(code, None, 0))[2] == created
        saved = new_nonce()
        assert await store.save(a_table(code, 1), 0, LoggedStep([]), TTL_MS, nonce=saved)
        assert (await store.load_and_touch_record(code, None, 0))[2] == saved

    run(redis_url, scenario)


def test_a_save_over_another_revision_of_its_version_is_refused(
    redis_url: str, redis_client: redis.Redis
) -> None:
    code = new_code()
    step = LoggedStep([])

    async def scenario(store: TableStore) -> list[bool]:
        created = new_nonce()
        assert await store.create(a_table(code), TTL_MS, created)
        moved = record(a_table(code, 1))

        async def save(revision: bytes) -> bool:
            return await store.save_record(
                moved, 0, step, TTL_MS, nonce=new_nonce(), revision=revision
            )

        other = new_nonce()
        return [await save(other), await save(created)]

    assert run(redis_url, scenario) == [False, True]
    assert redis_client.hget(table_key(code), "v") == b"1"


def test_a_save_without_a_revision_checks_the_version_number_alone(redis_url: str) -> None:
    """Tables written before revisions (no nonce kept) and callers that read none."""
    code = new_code()

    async def scenario(store: TableStore) -> bool:
        assert await store.create(a_table(code), TTL_MS)
        moved = record(a_table(code, 1))
        return await store.save_record(moved, 0, LoggedStep([]), TTL_MS, revision=NO_REVISION)

    assert run(redis_url, scenario)
