"""No memory left behind: presence is written only for a table that exists and a token it
knows, every key of a table expires with it (presence, stored answers, the status index
entry), and reads by the table's own tokens keep an open table alive. Real Redis, short TTLs."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from support import auth, complete_action, create_table, join, legal, start

from service.app import create_app
from service.core.settings import Settings
from service.players.keys import PREFIX as PLAYERS_PREFIX
from service.storage.store import (
    STATUSES,
    answers_key,
    presence_key,
    status_index_key,
    table_key,
    table_keys,
)
from service.tables.tokens import new_code, new_token
from tests.gamepicks import reference

IDLE_TTL = 2  # seconds
FINISHED_TTL = 1


@pytest.fixture()
def short_client(settings: Settings) -> Iterator[Any]:
    short = msgspec.structs.replace(
        settings, idle_ttl_seconds=IDLE_TTL, finished_ttl_seconds=FINISHED_TTL
    )
    with TestClient(app=create_app(short)) as client:
        yield client


def keys_of(redis_client: redis.Redis, code: str) -> list[bytes]:
    return list(redis_client.scan_iter(match=f"*{code}*", count=1000))


def index_entries(redis_client: redis.Redis, code: str) -> list[str]:
    return [
        status
        for status in STATUSES
        if redis_client.zscore(status_index_key(reference().id, status), code) is not None
    ]


def test_reads_of_unknown_codes_with_random_tokens_leave_no_key(
    client: Any, redis_client: redis.Redis
) -> None:
    codes = [new_code() for _ in range(200)]
    for code in codes:
        response = client.get(f"/tables/{code}", headers=auth(new_token()))
        assert response.status_code == 404
    assert sum(redis_client.exists(*table_keys(code)) for code in codes) == 0


def test_a_token_the_table_does_not_know_writes_no_presence(
    client: Any, redis_client: redis.Redis
) -> None:
    code, _ = create_table(client)
    other_code, other_host = create_table(client)
    before = redis_client.hgetall(presence_key(code))
    for token in (new_token(), other_host):
        assert client.get(f"/tables/{code}", headers=auth(token)).status_code == 401
    assert redis_client.hgetall(presence_key(code)) == before
    assert len(before) == 1  # the host, marked on creation
    ana = join(client, code, "Ana")
    client.get(f"/tables/{code}", headers=auth(ana))
    assert len(redis_client.hgetall(presence_key(code))) == 2
    assert other_code != code


def test_every_key_of_a_table_expires_with_it_and_leaves_the_index(
    short_client: Any, redis_client: redis.Redis
) -> None:
    code, host = create_table(short_client)
    ana = join(short_client, code, "Ana")
    start(short_client, code, host)
    for token in (host, ana):
        actions = legal(short_client, code, token)
        if actions:
            headers = {**auth(token), "Idempotency-Key": "first"}
            response = short_client.post(
                f"/tables/{code}/actions",
                json={"action": complete_action(actions)},
                headers=headers,
            )
            assert response.status_code == 200, response.text
            break
    assert redis_client.hlen(answers_key(code)) == 1
    keys = {key.decode() for key in keys_of(redis_client, code)}
    assert keys == set(table_keys(code))
    table_ttl = redis_client.pttl(table_key(code))
    assert all(0 < redis_client.pttl(key) <= table_ttl for key in keys)
    assert index_entries(redis_client, code) == ["playing"]
    assert short_client.post(f"/tables/{code}/cancel", headers=auth(host)).status_code == 200
    short_client.get(f"/tables/{code}", headers=auth(ana))  # a read after the end
    assert index_entries(redis_client, code) == ["cancelled"]
    time.sleep(FINISHED_TTL + 0.3)
    # What is left is the game's record (docs/players.md), kept on purpose with its own expiry.
    left = keys_of(redis_client, code)
    assert all(key.startswith(PLAYERS_PREFIX.encode() + b":") for key in left)
    assert all(redis_client.pttl(key) > 0 for key in left)
    create_table(short_client)  # any later write of the game prunes the index; no scrape
    assert index_entries(redis_client, code) == []


def test_a_lobby_polled_by_its_host_stays_and_one_left_alone_expires(
    short_client: Any, redis_client: redis.Redis
) -> None:
    code, host = create_table(short_client)
    deadline = time.monotonic() + IDLE_TTL * 1.75
    while time.monotonic() < deadline:
        assert short_client.get(f"/tables/{code}", headers=auth(host)).status_code == 200
        time.sleep(0.25)
    assert redis_client.pttl(table_key(code)) > IDLE_TTL * 1000 / 2
    assert redis_client.pttl(presence_key(code)) > IDLE_TTL * 1000 / 2
    deadline = time.monotonic() + IDLE_TTL + 0.5
    while time.monotonic() < deadline:  # spectators and strangers do not keep it alive
        short_client.get(f"/tables/{code}", headers=auth(new_token()))
        short_client.get(f"/tables/{code}")
        time.sleep(0.25)
    assert short_client.get(f"/tables/{code}").status_code == 404
    assert keys_of(redis_client, code) == []
    create_table(short_client)
    assert index_entries(redis_client, code) == []


def test_an_idempotent_retry_still_gets_its_stored_answer(
    client: Any, redis_client: redis.Redis
) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    mover = host if legal(client, code, host) else ana
    body = {"action": complete_action(legal(client, code, mover))}
    headers = {**auth(mover), "Idempotency-Key": "k-1"}
    answers = [client.post(f"/tables/{code}/actions", json=body, headers=headers) for _ in range(2)]
    assert [r.status_code for r in answers] == [200, 200]
    assert answers[0].content == answers[1].content
    assert redis_client.hlen(answers_key(code)) == 1
    # Read one after the other: the table's TTL may have run a millisecond or two meanwhile.
    assert 0 < redis_client.pttl(answers_key(code)) <= redis_client.pttl(table_key(code)) + 50


def test_a_workers_pump_prunes_the_status_index_with_no_write_and_no_scrape(
    settings: Settings, redis_client: redis.Redis
) -> None:
    gone = new_code()
    key = status_index_key(reference().id, "lobby")
    redis_client.zadd(key, {gone: int(time.time() * 1000) - 1})  # a table that expired
    quiet = msgspec.structs.replace(settings, queue_name=settings.queue_name + "-prune")
    worker = subprocess.Popen(
        [sys.executable, "-m", "workers.main"], cwd=ROOT, env=worker_env(quiet)
    )
    try:
        eventually(
            lambda: redis_client.zscore(key, gone) is None,
            timeout=15,
            interval=0.1,
            what="the pump to prune the expired table",
        )
    finally:
        worker.kill()
        worker.wait()
