"""Players together in tournaments (issue #39), with the real Redis and real RQ workers: when
a round's tables are opened each seated player is told `tournament_round` (their table, the
tournament, the round) once, however often the job that opens the round runs; and a round
seats two players who blocked each other (either way) at different tables when it can."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from processes import kill, spawn_worker
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.storage.queue import JobQueue, webhooks_key
from service.tournaments.state import Tournament
from tests.gamepicks import pick
from tests.tournaments.scripted import create, new_players, register_all
from tests.tournaments.test_fault_tolerance import service_of

PAIRS = pick(lambda g: g.min_seats == g.max_seats == 2, "played by two")
SWISS = {"format": "swiss", "game": PAIRS.id, "seats": 2, "rounds": 2}


@pytest.fixture()
def own_queue(settings: Settings) -> Settings:
    """A queue of its own: only this test's worker delivers its notifications."""
    return msgspec.structs.replace(settings, queue_name=f"tapete-tog-{uuid.uuid4().hex[:8]}")


@pytest.fixture()
def own_client(own_queue: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(own_queue)) as client:
        yield client


def rounds_told(client: Any, token: str) -> list[dict[str, Any]]:
    inbox = client.get("/players/me/notifications", headers=auth(token))
    assert inbox.status_code == 200, inbox.text
    return [n for n in inbox.json()["notifications"] if n["kind"] == "tournament_round"]


def unopened(tournament: Tournament, now: int) -> Tournament:
    """The tournament as a job that died between opening its tables and marking them left it."""
    tables = [msgspec.structs.replace(t, opened=False) for t in tournament.tables]
    return msgspec.structs.replace(tournament, tables=tables)


async def open_round_again(settings: Settings, tournament: str) -> None:
    """Another process's job (a service of its own) opening the round again."""
    service = service_of(settings, JobQueue(settings.queue_url, settings.queue_name))
    await service.saved(tournament, unopened)
    await service.advance(tournament)  # the job again: the tables exist; marked opened anew


def test_a_round_ready_notification_reaches_each_seated_player_once_even_if_its_job_runs_twice(
    own_queue: Settings, own_client: Any, redis_client: Any
) -> None:
    client = own_client
    players = new_players(client, 4)
    event = create(client, SWISS, {}, start_s=1.0)
    register_all(client, event["id"], players)
    worker = spawn_worker(own_queue)
    try:
        for token in players.values():
            eventually(lambda t=token: rounds_told(client, t), timeout=30, what="round 1 told")
        hooks = webhooks_key(own_queue.queue_name)
        for _ in range(2):
            asyncio.run(open_round_again(own_queue, event["id"]))
            eventually(
                lambda: not any(event["id"].encode() in f for f in redis_client.hkeys(hooks)),
                timeout=30,
                what="the second notifications delivered",
            )
    finally:
        kill(worker)
    tables = client.get(f"/tournaments/{event['id']}").json()["tables"]
    assert {t["round"] for t in tables} == {1}
    for player, token in players.items():
        [told] = rounds_told(client, token)
        [mine] = [t for t in tables if player in t["seats"]]
        assert (told["table"], told["tournament"], told["round"]) == (mine["code"], event["id"], 1)
        assert told["game"] == PAIRS.id and told["read"] is False


def block(client: Any, who: str, whom: str) -> None:
    answer = client.put(f"/players/me/blocks/{whom}", headers=auth(who))
    assert answer.status_code == 200, answer.text


def test_a_round_seats_two_players_who_blocked_each_other_apart(client: Any, worker: Any) -> None:
    players = new_players(client, 6)
    ids, tokens = list(players), list(players.values())
    first, last = ids[0], ids[-1]
    for other in ids[1:4]:
        block(client, tokens[0], other)  # the first blocked three of them
    block(client, tokens[4], first)  # and the fifth blocked the first: only the last is left
    event = create(client, SWISS, {}, start_s=1.0)
    register_all(client, event["id"], players)

    def paired() -> list[list[str]]:
        tables = client.get(f"/tournaments/{event['id']}").json()["tables"]
        return [t["seats"] for t in tables]

    tables = eventually(paired, timeout=30, what="round 1 paired")
    assert len(tables) == 3
    [with_first] = [t for t in tables if first in t]
    assert sorted(with_first) == sorted([first, last])
