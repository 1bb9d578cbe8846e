"""Fairness and fault tolerance (issue #36, item 5): a round is paired exactly once however many
processes race to pair it; a crash between the save that pairs a round and the opening of its
tables strands nothing (the tournament's timer, due at once, makes a worker open them); a
game that ends while no worker runs still reaches its tournament once one does."""

from __future__ import annotations

import asyncio
import subprocess
import time
import uuid
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient
from processes import kill, spawn_worker

from service.app import create_app
from service.core.settings import Settings
from service.storage.queue import JobQueue
from service.storage.redis_client import game_state_client
from service.tables.service import TableService
from service.tables.table_store import TableStore, decode
from service.tables.tokens import new_code
from service.tournaments import progress
from service.tournaments.models import Entry, TournamentSettings
from service.tournaments.service import TournamentService, now_ms
from service.tournaments.store import timer_member
from tests.gamepicks import pick
from tests.tournaments.scripted import Scripted, create, new_players, register_all

RACERS = 8
PAIRS = pick(lambda g: g.min_seats == g.max_seats == 2, "played by two")


def service_of(settings: Settings, jobs: JobQueue | None = None) -> TournamentService:
    """A process's tournament service on a Redis client of its own (timers: `jobs`'s)."""
    tables = TableService.build(
        TableStore(game_state_client(settings), settings.compact_log), settings
    )
    timers = jobs.timers_key if jobs is not None else "unused"
    return TournamentService.build(tables, timers, jobs.set_timer if jobs else None)


async def due_tournament(service: TournamentService, players: int, start_in_ms: int) -> str:
    settings = TournamentSettings(format="swiss", game=PAIRS.id, seats=2, rounds=3)
    made = await service.create("default", "app", "Race", settings, {}, now_ms() + start_in_ms)
    entries = [
        Entry(id=f"p_race{i:02d}", name=f"Racer {i}", rating=1500 + i) for i in range(players)
    ]
    for entry in entries:
        await service.change(made.id, lambda t, now, e=entry: progress.register(t, e, now))
    return made.id


def tagged_tables(redis_client: Any, tournament: str) -> list[str]:
    """Codes of every stored table tagged with `tournament`."""
    found = []
    for key in redis_client.scan_iter(match="t:{*}", count=1000):
        if key.count(b":") != 1:
            continue  # a table's other keys (events, presence...)
        table = decode(redis_client.hget(key, "d"))
        if table is not None and table.tournament is not None and table.tournament.id == tournament:
            found.append(table.code)
    return found


def test_a_round_is_paired_exactly_once_when_processes_race_to_pair_it(
    settings: Settings, redis_client: Any
) -> None:
    async def race() -> tuple[str, list[Any]]:
        services = [service_of(settings) for _ in range(RACERS)]
        tournament = await due_tournament(services[0], 10, 300)
        await asyncio.sleep(0.35)  # due now: every racer finds the start and round 1 to pair
        results = await asyncio.gather(*(s.advance(tournament) for s in services))
        return tournament, results

    tournament, results = asyncio.run(race())
    final = results[-1]
    stored = msgspec.msgpack.decode(redis_client.hget(f"tapete:{{tournament:{tournament}}}", "d"))
    assert stored["round"] == 1
    codes = [t["code"] for t in stored["tables"]]
    assert len(codes) == 5 == len(set(codes))  # ten players: five tables, once
    assert all(t["opened"] for t in stored["tables"])
    assert sorted(tagged_tables(redis_client, tournament)) == sorted(codes)  # no stray table
    assert final.round == 1


@pytest.fixture()
def own_queue(settings: Settings) -> Settings:
    """A queue of its own (no other test's worker claims its timers), leases of a second."""
    return msgspec.structs.replace(
        settings, queue_name=f"tapete-tour-{uuid.uuid4().hex[:8]}", timer_lease_seconds=1.0
    )


def test_a_crash_between_pairing_and_opening_the_tables_strands_nothing(
    own_queue: Settings, redis_client: Any
) -> None:
    jobs = JobQueue(own_queue.queue_url, own_queue.queue_name)
    service = service_of(own_queue, jobs)

    async def pair_without_opening() -> str:
        tournament = await due_tournament(service, 4, 100)
        await asyncio.sleep(0.15)
        # The pairing saved, then the process "dies" before opening its tables.
        await service.saved(tournament, lambda t, now: progress.advance(t, now, 1.0, new_code))
        return tournament

    tournament = asyncio.run(pair_without_opening())
    assert redis_client.zscore(jobs.timers_key, timer_member(tournament)) is not None
    assert tagged_tables(redis_client, tournament) == []
    worker = spawn_worker(own_queue)
    try:
        deadline = time.monotonic() + 20
        while len(tagged_tables(redis_client, tournament)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
    finally:
        kill(worker)
    assert len(tagged_tables(redis_client, tournament)) == 2
    stored = msgspec.msgpack.decode(redis_client.hget(f"tapete:{{tournament:{tournament}}}", "d"))
    assert all(t["opened"] for t in stored["tables"])


@pytest.fixture()
def own_client(own_queue: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(own_queue)) as client:
        yield client


def test_a_game_that_ends_while_no_worker_runs_reaches_its_tournament_later(
    own_queue: Settings, own_client: Any
) -> None:
    client = own_client
    players = new_players(client, 2)
    worker: subprocess.Popen[bytes] = spawn_worker(own_queue)
    try:
        event = create(
            client, {"format": "swiss", "game": PAIRS.id, "seats": 2, "rounds": 1}, {}, 1
        )
        register_all(client, event["id"], players)
        script = Scripted(client, event["id"], players)
        script.run(30, until=lambda t: bool(t["tables"]))
    finally:
        kill(worker)  # killed: from now on nobody runs end-of-game jobs
    code = script.read()["tables"][0]["code"]
    script.run(60, until=lambda t: client.get(f"/tables/{code}").json()["status"] != "playing")
    assert script.read()["tables"][0]["result"] is None  # the end waits for a worker
    worker = spawn_worker(own_queue)
    try:
        final = script.run(30)
    finally:
        kill(worker)
    assert final["status"] == "finished"
    assert final["tables"][0]["result"] is not None


def test_a_tournament_whose_timer_was_lost_is_brought_up_to_date_when_read(
    settings: Settings,
) -> None:
    """No timers at all (no queue): reading it once it is overdue starts and pairs it."""
    service = service_of(settings)

    async def read_late() -> Any:
        tournament = await due_tournament(service, 4, 100)
        before = await service.get(tournament)
        await asyncio.sleep(2.3)
        return before, await service.get(tournament)

    before, after = asyncio.run(read_late())
    assert before.status == "scheduled" and not before.tables
    assert after.status == "running" and len(after.tables) == 2
    assert all(t.opened for t in after.tables)
