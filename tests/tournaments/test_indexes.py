"""The tournament indexes (an app's tournaments, a player's tournaments) on the Redis `make run`
starts (the embedded server: Redis 6.2, found by the tournament drill): creating and
registering answer, and each index expires (with the longest-lived tournament in it), never
lives for ever."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import redis
from litestar.testing import TestClient
from redis_private import PrivateRedis, private_redis
from support import auth

from service.app import create_app
from service.core.tenancy import DEFAULT_APP
from service.tournaments.store import app_index_key, player_index_key
from tests.tournaments.scripted import create, new_players
from tests.tournaments.tournament_helpers import two_seat_game

LATER = 3600.0  # an hour away: nothing runs during the test


@pytest.fixture()
def embedded(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as server:
        yield server


def test_creating_and_registering_on_the_embedded_redis_index_with_an_expiry(
    embedded: PrivateRedis,
) -> None:
    settings = {"format": "swiss", "game": two_seat_game().id, "seats": 2, "rounds": 3}
    raw = redis.Redis.from_url(embedded.url)
    with TestClient(app=create_app(embedded.settings())) as client:
        player, token = next(iter(new_players(client, 1).items()))
        created: dict[str, Any] = create(client, settings, {}, start_s=LATER)
        registered = client.post(f"/tournaments/{created['id']}/registrations", headers=auth(token))
        assert registered.status_code == 200, registered.text
        assert [t["id"] for t in client.get("/tournaments").json()["tournaments"]] == [
            created["id"]
        ]
    for key in (app_index_key(DEFAULT_APP), player_index_key(player)):
        assert raw.zscore(key, created["id"]) is not None, key
        assert int(raw.pttl(key)) > 0, key  # expires; -1 would be for ever
    raw.close()
