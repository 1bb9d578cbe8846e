"""A Redis restart (SIGTERM or SIGKILL, data kept by its AOF) costs no request: the app keeps
its pool across it, and the first move, cancel and join afterwards answer as if nothing
happened, applied exactly once (issue 12, item 2)."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from litestar.testing import TestClient
from redis_private import PrivateRedis, private_redis
from support import act, auth, complete_action, create_table, join, legal, start, view

from service.app import create_app


@pytest.fixture()
def restartable(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as server:
        yield server


@pytest.fixture()
def app_client(restartable: PrivateRedis) -> Iterator[Any]:
    with TestClient(app=create_app(restartable.settings())) as client:
        yield client


def started_table(client: Any) -> tuple[str, dict[int, str], int]:
    """A started two-seat table: (code, seat -> token, version)."""
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    table = start(client, code, host)
    tokens = {view(client, code, token)["you"]["seat"]: token for token in (host, guest)}
    return code, tokens, table["version"]


def warm_pool(client: Any, code: str, token: str) -> None:
    """Requests before the restart leave connections in the pool (and in the queue's)."""
    for _ in range(3):
        view(client, code, token)


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGKILL], ids=["sigterm", "sigkill"])
def test_first_move_after_a_redis_restart_answers_200_and_is_applied_once(
    app_client: Any, restartable: PrivateRedis, sig: signal.Signals
) -> None:
    code, tokens, version = started_table(app_client)
    seat = view(app_client, code, tokens[0])["to_act"][0]
    move = complete_action(legal(app_client, code, tokens[seat]))
    warm_pool(app_client, code, tokens[seat])

    restartable.restart(sig)

    headers = {**auth(tokens[seat]), "Idempotency-Key": "first-after-restart"}
    body = {"action": move, "expected_version": version}
    first = app_client.post(f"/tables/{code}/actions", json=body, headers=headers)
    assert first.status_code == 200, first.text
    assert view(app_client, code, tokens[seat])["version"] == version + 1  # once, not twice
    again = app_client.post(f"/tables/{code}/actions", json=body, headers=headers)
    assert again.status_code == 200, again.text
    assert again.json() == first.json()
    assert view(app_client, code, tokens[seat])["version"] == version + 1


def test_cancel_after_a_redis_restart_answers_200(
    app_client: Any, restartable: PrivateRedis
) -> None:
    code, tokens, version = started_table(app_client)
    warm_pool(app_client, code, tokens[0])

    restartable.restart(signal.SIGKILL)

    host = next(
        token for token in tokens.values() if view(app_client, code, token)["you"]["role"] == "host"
    )
    response = app_client.post(f"/tables/{code}/cancel", headers=auth(host))
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "cancelled"
    assert response.json()["version"] == version + 1


def test_join_right_after_a_redis_restart_works(app_client: Any, restartable: PrivateRedis) -> None:
    code, host = create_table(app_client)
    warm_pool(app_client, code, host)

    restartable.restart(signal.SIGKILL)

    response = app_client.post(f"/tables/{code}/join", json={"name": "Late"})
    assert response.status_code == 201, response.text
    names = sorted(seat["name"] for seat in view(app_client, code, host)["seats"])
    assert names == ["Host", "Late"]


def test_a_move_that_hit_a_restart_still_sets_its_timer(
    app_client: Any, restartable: PrivateRedis
) -> None:
    """The move's next turn timer goes to the queue's Redis on the queue's own (pooled)
    connection: it survives the restart too."""
    code, tokens, version = started_table(app_client)
    seat = view(app_client, code, tokens[0])["to_act"][0]
    move = complete_action(legal(app_client, code, tokens[seat]))
    warm_pool(app_client, code, tokens[seat])

    restartable.restart(signal.SIGKILL)

    response = act(app_client, code, tokens[seat], move, expected_version=version)
    assert response.status_code == 200, response.text
    with redis.Redis.from_url(restartable.url) as check:
        timers = check.zrange(app_client.app.state.jobs.timers_key, 0, -1)
    assert f"{code}:{version + 1}".encode() in timers
