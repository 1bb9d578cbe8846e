"""Two truly simultaneous moves never both apply: a real server with two processes, many
clients racing with the same expected version."""

from __future__ import annotations

import os
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from threading import Barrier

import httpx
import pytest
from servers import running_api

from service.core.settings import Settings


@pytest.fixture(scope="module")
def server(settings: Settings) -> Iterator[str]:
    env = {**os.environ, "REDIS_URL": settings.redis_url, "TAPETE_QUEUE_NAME": settings.queue_name}
    with running_api(env, "--workers", "2") as base:
        yield base


def test_simultaneous_moves_with_the_same_version_apply_once(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        created = client.post("/tables", json={"game": "karta3", "host_name": "H"}).json()
        code, host = created["code"], created["token"]
        ana = client.post(f"/tables/{code}/join", json={"name": "Ana"}).json()["token"]
        client.post(f"/tables/{code}/start", headers={"Authorization": f"Bearer {host}"})
        table = client.get(f"/tables/{code}", headers={"Authorization": f"Bearer {ana}"}).json()
    version = table["version"]
    hand = [card["id"] for card in table["game_view"]["hand"]]
    racers = 12
    barrier = Barrier(racers)

    def race(index: int) -> int:
        action = {"type": "karta3.play", "card": hand[index % 3], "direction": "high"}
        with httpx.Client(base_url=server) as client:
            barrier.wait()
            return client.post(
                f"/tables/{code}/actions",
                json={"action": action, "expected_version": version},
                headers={"Authorization": f"Bearer {ana}"},
            ).status_code

    with ThreadPoolExecutor(racers) as pool:
        statuses = list(pool.map(race, range(racers)))
    assert statuses.count(200) == 1 and statuses.count(409) == racers - 1, statuses
    with httpx.Client(base_url=server) as client:
        after = client.get(f"/tables/{code}").json()
    assert after["version"] == version + 1
    assert len(after["game_view"]["trick"]) == 1
    assert after["game_view"]["hand_counts"] == [2, 3]


def test_simultaneous_joins_without_versions_all_land(server: str) -> None:
    with httpx.Client(base_url=server) as client:
        code = client.post("/tables", json={"game": "karta3", "host_name": "H"}).json()["code"]
    barrier = Barrier(4)

    def join(index: int) -> int:
        with httpx.Client(base_url=server) as client:
            barrier.wait()
            return client.post(f"/tables/{code}/join", json={"name": f"P{index}"}).status_code

    with ThreadPoolExecutor(4) as pool:
        statuses = list(pool.map(join, range(4)))
    assert statuses == [201] * 4
    with httpx.Client(base_url=server) as client:
        seats = client.get(f"/tables/{code}").json()["seats"]
    assert sorted(seat["name"] for seat in seats) == ["H", "P0", "P1", "P2", "P3"]
