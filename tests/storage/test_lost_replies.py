"""A write whose reply was lost (the connection dropped after Redis ran it) is resolved, not
answered 500 or 409: the client's retry finds the write applied and answers as if the reply had
arrived, and the move counts once (issue 12, item 2)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from cutting_proxy import CuttingProxy
from litestar.testing import TestClient
from support import act, complete_action, create_table, join, legal, start, view

from service.app import create_app
from service.core.settings import Settings
from service.storage.store import events_key


@pytest.fixture()
def proxy(redis_url: str) -> Iterator[CuttingProxy]:
    port = redis.Redis.from_url(redis_url).connection_pool.connection_kwargs["port"]
    cutting = CuttingProxy(port)
    yield cutting
    cutting.close()


@pytest.fixture()
def proxied_client(settings: Settings, proxy: CuttingProxy) -> Iterator[Any]:
    # The same database as the tests' REDIS_URL (which may name one other than 0).
    database = redis.Redis.from_url(settings.redis_url).connection_pool.connection_kwargs["db"]
    proxied = msgspec.structs.replace(
        settings, redis_url=proxy.url.rsplit("/", 1)[0] + f"/{database}"
    )
    app = create_app(proxied, enqueue_bots=False)
    with TestClient(app=app) as client:
        yield client


def test_a_move_whose_reply_was_lost_answers_200_and_counts_once(
    proxied_client: Any, proxy: CuttingProxy, redis_client: redis.Redis
) -> None:
    client = proxied_client
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    version = start(client, code, host)["version"]
    tokens = {view(client, code, token)["you"]["seat"]: token for token in (host, guest)}
    seat = view(client, code, host)["to_act"][0]
    move = complete_action(legal(client, code, tokens[seat]))
    logged = redis_client.llen(events_key(code))

    proxy.lose_reply_to_next(b"EVALSHA")  # the compare-and-set script of this move
    response = act(client, code, tokens[seat], move, expected_version=version)

    assert proxy.cuts == 1
    assert response.status_code == 200, response.text
    assert response.json()["version"] == version + 1
    assert view(client, code, host)["version"] == version + 1
    assert redis_client.llen(events_key(code)) == logged + 1  # one log entry: applied once
