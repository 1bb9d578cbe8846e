"""Rated games end to end, with the real Redis and real RQ workers: two identified players
play Rutas over HTTP; the end-of-game job (scheduled by the final save) applies their ratings
exactly once, and leaderboards, profiles, histories, the record and a rematch show it. The
same game by seat tokens only stays unrated."""

from __future__ import annotations

import asyncio
import random
import time
import uuid
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from processes import kill, spawn_worker
from rq import Queue
from rq.registry import StartedJobRegistry
from support import act, auth, legal, view

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import get_game
from service.players import keys
from service.players.ended import process_ended
from service.players.records import GameRecord, replay
from service.storage.queue import JobQueue, timers_key
from service.storage.redis_client import game_state_client
from service.tables.table_store import TableStore


def new_player(client: Any, name: str) -> dict[str, Any]:
    response = client.post("/players", json={"name": name})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def rutas_table(
    client: Any, host_cred: str | None, guest_cred: str | None
) -> tuple[str, dict[int, str]]:
    """A started Rutas game (standard rules) between Ana (host) and Bo: seat -> seat token."""
    body = {"game": "rutas", "host_name": "Ana"}
    created = client.post("/tables", json=body, headers=auth(host_cred) if host_cred else {})
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    joined = client.post(
        f"/tables/{code}/join", json={"name": "Bo"}, headers=auth(guest_cred) if guest_cred else {}
    )
    assert joined.status_code == 201, joined.text
    started = client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200, started.text
    tokens = (host, joined.json()["token"])
    return code, {view(client, code, token)["you"]["seat"]: token for token in tokens}


def play_then_resign(
    client: Any, code: str, tokens: dict[int, str], moves: int = 4
) -> dict[str, Any]:
    """A few real moves by whoever is to act, then the seat not on turn resigns."""
    rng = random.Random(7)
    for _ in range(moves):
        table = view(client, code, tokens[0])
        if table["status"] != "playing":
            return table
        seat = table["to_act"][0]
        actions = legal(client, code, tokens[seat])
        useful = [a for a in actions if a["type"] in ("rutas.play", "rutas.discard")]
        response = act(client, code, tokens[seat], rng.choice(useful))
        assert response.status_code == 200, response.text
    table = view(client, code, tokens[0])
    if table["status"] == "playing":
        waiting = 1 - table["to_act"][0]
        response = act(client, code, tokens[waiting], {"type": "rutas.resign"})
        assert response.status_code == 200, response.text
    table = view(client, code, tokens[0])
    assert table["status"] == "finished", table["status"]
    return table


def end_settled(redis_client: Any, queue_name: str, code: str) -> bool:
    """Nothing left that could apply this table's end again: its end-of-game timer released
    (the job's last step) and no job for it queued or running."""
    members = redis_client.zrange(timers_key(queue_name), 0, -1)
    if any(m.startswith(f"{code}:".encode()) and m.endswith(b":end") for m in members):
        return False
    queued = Queue(queue_name, connection=redis_client).get_job_ids()
    running = StartedJobRegistry(queue_name, connection=redis_client).get_job_ids(cleanup=False)
    return not any(job.startswith(f"game_ended-{code}-") for job in queued + running)


def rutas_stats(client: Any, player: str) -> dict[str, Any]:
    games = client.get(f"/players/{player}").json()["games"]
    return next((g for g in games if g["game"] == "rutas"), {})


def test_two_identified_players_play_a_rated_rutas_game_end_to_end(
    client: Any, worker: Any, settings: Settings, redis_client: Any
) -> None:
    ana, bo = new_player(client, "Ana"), new_player(client, "Bo")
    code, tokens = rutas_table(client, ana["token"], bo["token"])
    assert view(client, code, tokens[0])["rated"] is True
    assert client.get(f"/tables/{code}/record").status_code == 409  # only after the end
    final = play_then_resign(client, code, tokens)
    assert final["rated"] is True
    winner_seat = final["result"]["winners"][0]
    seat_players = {seat["seat"]: seat["player"] for seat in final["seats"]}
    winner, loser = seat_players[winner_seat], seat_players[1 - winner_seat]

    # The worker applies the end once: both ratings change, once. Once the end's job has
    # released its timer and no job for it is left, a second application cannot come: the
    # counts below are final.
    eventually(
        lambda: all(rutas_stats(client, p["id"]).get("rated_games") for p in (ana, bo)),
        timeout=30,
        what="both ratings applied",
    )
    eventually(
        lambda: end_settled(redis_client, settings.queue_name, code),
        timeout=30,
        what="the end-of-game job to be done with",
    )
    for player, standing in ((winner, "win"), (loser, "loss")):
        stats = rutas_stats(client, player)
        assert stats["rated_games"] == 1 and stats["games"] == 1
        assert stats[{"win": "wins", "loss": "losses"}[standing]] == 1
        assert (stats["rating"] > 1500) == (standing == "win") and stats["provisional"] is True

    # Leaderboard: newcomers are provisional, listed apart from the established players.
    board = client.get("/games/rutas/leaderboard", params={"provisional": True, "limit": 100})
    assert board.status_code == 200
    listed = {e["player"]: e for e in board.json()["entries"]}
    assert {winner, loser} <= set(listed)
    assert listed[winner]["rating"] > listed[loser]["rating"]
    established = client.get("/games/rutas/leaderboard", params={"limit": 100}).json()
    assert not {winner, loser} & {e["player"] for e in established["entries"]}

    # Histories list it, newest first.
    for player, standing in ((winner, "win"), (loser, "loss")):
        page = client.get(f"/players/{player}/games").json()
        assert [(g["code"], g["standing"], g["rated"]) for g in page["games"]] == [
            (code, standing, True)
        ]

    # The record replays through the engine to the same result.
    record_response = client.get(f"/tables/{code}/record")
    assert record_response.status_code == 200, record_response.text
    record = msgspec.json.decode(record_response.content, type=GameRecord)
    assert record.rated and {c.player for c in record.rating_changes} == {winner, loser}
    assert any(move.source == "player" for move in record.moves)
    game = get_game("rutas")
    assert game is not None
    _, outcome = replay(game, record)
    assert outcome == record.result
    ndjson = client.get(f"/tables/{code}/record", headers={"Accept": "application/x-ndjson"})
    assert ndjson.headers["content-type"].startswith("application/x-ndjson")
    assert len(ndjson.text.strip().split("\n")) == len(record.moves) + 1

    # Rematch: Bo asks with his player token, Ana with her old seat token: one linked table.
    first = client.post(f"/tables/{code}/rematch", headers=auth(bo["token"]))
    assert first.status_code == 200, first.text
    ana_seat = next(s for s, t in tokens.items() if seat_players[s] == ana["id"])
    second = client.post(f"/tables/{code}/rematch", headers=auth(tokens[ana_seat]))
    assert second.status_code == 200, second.text
    new_code = first.json()["code"]
    assert second.json()["code"] == new_code and first.json()["host"] is True
    assert view(client, code)["rematch_code"] == new_code
    started = client.post(f"/tables/{new_code}/start", headers=auth(first.json()["token"]))
    assert started.status_code == 200, started.text
    assert started.json()["rated"] is True
    assert {s["player"] for s in started.json()["seats"]} == {ana["id"], bo["id"]}


def test_the_same_game_by_seat_tokens_only_stays_unrated(client: Any, worker: Any) -> None:
    code, tokens = rutas_table(client, None, None)
    assert view(client, code, tokens[0])["rated"] is False
    final = play_then_resign(client, code, tokens)
    assert final["rated"] is False
    record = eventually(
        lambda: client.get(f"/tables/{code}/record").json(), timeout=30, what="the record"
    )
    assert record["rated"] is False and not record.get("rating_changes")
    assert all(seat.get("player") is None for seat in record["seats"])


# --- exactly once ---------------------------------------------------------------------------


@pytest.fixture()
def unworked_settings(settings: Settings) -> Settings:
    """A queue of its own with no worker: the end-of-game jobs wait for the test."""
    return msgspec.structs.replace(
        settings, queue_name=f"tapete-ended-{uuid.uuid4().hex[:8]}", timer_lease_seconds=1.0
    )


@pytest.fixture()
def unworked_client(unworked_settings: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(unworked_settings)) as client:
        yield client


def rated_game_ended(client: Any) -> tuple[str, list[str]]:
    players = [new_player(client, name) for name in ("Ana", "Bo")]
    code, tokens = rutas_table(client, players[0]["token"], players[1]["token"])
    play_then_resign(client, code, tokens, moves=0)
    return code, [p["id"] for p in players]


def test_end_of_game_job_run_twice_applies_once(
    unworked_client: Any, unworked_settings: Settings
) -> None:
    code, players = rated_game_ended(unworked_client)

    async def run_twice() -> list[bool]:
        client = game_state_client(unworked_settings)
        try:
            store = TableStore(client)
            return [await process_ended(store, code, 30) for _ in range(2)]
        finally:
            await client.aclose()

    assert asyncio.run(run_twice()) == [True, False]
    for player in players:
        stats = rutas_stats(unworked_client, player)
        assert stats["rated_games"] == 1 and stats["games"] == 1
        assert len(unworked_client.get(f"/players/{player}/games").json()["games"]) == 1


def test_the_final_save_schedules_the_end_of_game_job_once(
    unworked_client: Any, unworked_settings: Settings, redis_client: Any
) -> None:
    code, _ = rated_game_ended(unworked_client)
    key = timers_key(unworked_settings.queue_name)
    ends = [m for m in redis_client.zrange(key, 0, -1) if m.decode().startswith(f"{code}:")]
    assert len(ends) == 1 and ends[0].endswith(b":end")


def test_worker_sigkilled_mid_job_loses_no_rating(
    unworked_client: Any, unworked_settings: Settings, redis_client: Any
) -> None:
    """Games end; a pump claims their end-of-game jobs and dies (claims never released);
    a real worker is SIGKILLed around the moment its pump claims them again and runs them
    (whether a job had started is up to the scheduler: a job killed before its EXEC wrote
    nothing, one killed after it left a claim whose rerun finds the end applied, as the
    run-twice test shows). A last worker applies each end exactly once."""
    games = [rated_game_ended(unworked_client) for _ in range(3)]
    jobs = JobQueue(unworked_settings.queue_url, unworked_settings.queue_name, lease_ms=1000)
    claimed, _ = jobs.claim_due(int(time.time() * 1000))  # the dead pump's claims
    assert len([m for m in claimed if m.endswith(b":end")]) == 3
    jobs.close()
    doomed = spawn_worker(unworked_settings)
    time.sleep(1.3)  # its pump claims them again as the leases run out, and it starts on them
    kill(doomed)
    survivor = spawn_worker(unworked_settings)
    try:
        every = [player for _, players in games for player in players]
        eventually(
            lambda: all(rutas_stats(unworked_client, p).get("rated_games") for p in every),
            timeout=30,
            what="every rating applied",
        )
        key = timers_key(unworked_settings.queue_name)
        eventually(
            lambda: not any(m.endswith(b":end") for m in redis_client.zrange(key, 0, -1)),
            timeout=30,
            what="every end-of-game timer released",
        )
        for player in every:
            stats = rutas_stats(unworked_client, player)
            assert stats["rated_games"] == 1 and stats["games"] == 1
    finally:
        survivor.terminate()
        survivor.wait(timeout=10)


def test_record_only_after_the_end_and_its_retention(
    unworked_client: Any, unworked_settings: Settings, redis_client: Any
) -> None:
    client = unworked_client
    created = client.post("/tables", json={"game": "rutas", "host_name": "Ana"}).json()
    assert client.get(f"/tables/{created['code']}/record").json()["code"] == "wrong_table_status"
    client.post(f"/tables/{created['code']}/cancel", headers=auth(created["token"]))
    never_started = client.get(f"/tables/{created['code']}/record")
    assert never_started.status_code == 404 and never_started.json()["code"] == "record_not_found"
    assert client.get("/tables/ZZZZZZ/record").status_code == 404

    code, players = rated_game_ended(client)
    before_job = client.get(f"/tables/{code}/record").json()  # built from the ended table
    assert before_job["rated"] is True and before_job["rating_changes"] == []

    async def run() -> bool:
        connection = game_state_client(unworked_settings)
        try:
            return await process_ended(TableStore(connection), code, 30)
        finally:
            await connection.aclose()

    assert asyncio.run(run())
    stored = client.get(f"/tables/{code}/record").json()
    assert len(stored["rating_changes"]) == 2 and stored["seed"] == before_job["seed"]
    record_ttl = redis_client.ttl(keys.record_key(code))
    assert 29 * 86400 < record_ttl <= 30 * 86400
    for player in players:  # players are not tables: their data never expires
        for key in (keys.player_key(player), keys.ratings_key(player), keys.history_key(player)):
            assert redis_client.ttl(key) == -1


def test_rematch_needs_an_ended_game_and_one_of_its_seats(unworked_client: Any) -> None:
    client = unworked_client
    ana, bo, stranger = (new_player(client, n) for n in ("Ana", "Bo", "Cy"))
    code, tokens = rutas_table(client, ana["token"], bo["token"])
    early = client.post(f"/tables/{code}/rematch", headers=auth(tokens[0]))
    assert early.status_code == 409 and early.json()["code"] == "wrong_table_status"
    play_then_resign(client, code, tokens, moves=0)
    assert client.post(f"/tables/{code}/rematch").status_code == 401
    foreign = client.post(f"/tables/{code}/rematch", headers=auth(stranger["token"]))
    assert foreign.status_code == 403 and foreign.json()["code"] == "not_seated"
    first = client.post(f"/tables/{code}/rematch", headers=auth(tokens[0]))
    assert first.status_code == 200 and first.json()["host"] is True
    again = client.post(f"/tables/{code}/rematch", headers=auth(tokens[0]))
    assert again.status_code == 409  # each seat takes its rematch seat once
    second = client.post(f"/tables/{code}/rematch", headers=auth(tokens[1]))
    assert second.json()["code"] == first.json()["code"] and second.json()["host"] is False


def test_record_names_timeouts_automatic_moves_and_bots_and_replays(
    client: Any, worker: Any
) -> None:
    """The host never acts against a bot: its turns time out twice, then it is automatic (C5)
    until the game stops (C6); the record says so move by move and still replays."""
    body = {
        "game": "karta3",
        "host_name": "Ana",
        "bots": ["easy"],
        "options": {"turn_seconds": 15, "review_seconds": 0},
    }
    created = client.post("/tables", json=body).json()
    code, host = created["code"], created["token"]
    assert client.post(f"/tables/{code}/start", headers=auth(host)).status_code == 200
    eventually(
        lambda: view(client, code)["status"] != "playing", timeout=60, what="the game to end"
    )
    content = eventually(
        lambda: client.get(f"/tables/{code}/record").content, timeout=30, what="the record"
    )
    record = msgspec.json.decode(content, type=GameRecord)
    host_seat = next(seat.seat for seat in record.seats if seat.kind == "human")
    sources = [move.source for move in record.moves if move.seat == host_seat]
    assert sources[:2] == ["timeout", "timeout"] and set(sources[2:]) <= {"automatic"}
    assert {m.source for m in record.moves if m.seat == 1 - host_seat} == {"bot"}
    game = get_game("karta3")
    assert game is not None
    _, outcome = replay(game, record)
    assert outcome == record.result


def test_two_seats_asking_for_a_rematch_at_once_get_one_table(unworked_client: Any) -> None:
    client = unworked_client
    code, tokens = rutas_table(client, None, None)
    play_then_resign(client, code, tokens, moves=0)
    with ThreadPoolExecutor(2) as pool:
        calls = [
            pool.submit(client.post, f"/tables/{code}/rematch", headers=auth(tokens[seat]))
            for seat in (0, 1)
        ]
        answers = [call.result(timeout=10) for call in calls]
    assert [a.status_code for a in answers] == [200, 200], [a.text for a in answers]
    assert answers[0].json()["code"] == answers[1].json()["code"]
    assert sorted(a.json()["host"] for a in answers) == [False, True]
    assert len(view(client, answers[0].json()["code"])["seats"]) == 2
