"""A seat's move may start from this process's read of a moment ago (service/tables/recent.py):
listing the actions and then acting reads the table once; a read gone stale because the table
moved on through another process still applies the move on the fresh table, refuses nothing
the fresh table allows and counts no version conflict; `expected_version` is checked against
the stored table; a refused move still marks its seat present; and a game whose timing reads
presence (an absence rule) never starts a move from a recent read; a save from one requires the
very table it read, not only its version number (a restored Redis may hold another). A lobby's
join and start start from it too: a lobby made, joined and started through one process is never
read back, and a stale read of it joins and starts the fresh lobby."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
import redis
from litestar.testing import TestClient
from redis_private import PrivateRedis, private_redis
from support import act, complete_action, create_table, join, legal, start, view

from service.app import create_app
from service.core import metrics
from service.games.registry import GAMES
from service.storage.store import presence_id, presence_key, table_key, table_keys
from service.tables.table_store import decode
from service.tables.tokens import hash_token

REFERENCE = next(iter(GAMES.values()))


def absence_game() -> Any:
    """A game whose timing has an absence rule (R8), by what its timing says."""
    for game in GAMES.values():
        if game.timing(game.Options()).absence_seconds is not None:
            return game
    return None


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as redis_server:
        yield redis_server


def evalsha_calls(client: redis.Redis) -> int:
    stats: dict[str, Any] = client.info("commandstats")
    return int(stats.get("cmdstat_evalsha", {}).get("calls", 0))


def seated(client: Any) -> tuple[str, dict[int, str]]:
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    start(client, code, host)
    return code, {view(client, code, token)["you"]["seat"]: token for token in (host, guest)}


def mover(client: Any, code: str, seats: dict[int, str]) -> str:
    return seats[view(client, code)["to_act"][0]]


def conflicts() -> float:
    return sum(
        sample.value
        for family in metrics.VERSION_CONFLICTS.collect()
        for sample in family.samples
        if sample.name.endswith("_total")
    )


def test_listing_then_acting_reads_the_table_once(server: PrivateRedis) -> None:
    raw = redis.Redis.from_url(server.url)
    with TestClient(app=create_app(server.settings(), enqueue_bots=False)) as client:
        code, seats = seated(client)
        token = mover(client, code, seats)
        move = complete_action(legal(client, code, token))
        before = evalsha_calls(raw)
        response = act(client, code, token, move)
        assert response.status_code == 200, response.text
        assert evalsha_calls(raw) == before + 1  # the compare-and-set; no read before it


@pytest.fixture()
def two_processes(server: PrivateRedis) -> Iterator[tuple[Any, Any]]:
    """Two apps on the same Redis, as two API processes are."""
    settings = server.settings()
    with (
        TestClient(app=create_app(settings, enqueue_bots=False)) as first,
        TestClient(app=create_app(settings, enqueue_bots=False)) as second,
    ):
        yield first, second


def test_a_stale_recent_read_still_applies_the_move_without_a_conflict(
    two_processes: tuple[Any, Any],
) -> None:
    first, second = two_processes
    code, seats = seated(first)
    token = mover(first, code, seats)
    legal(first, code, token)  # the first process has read the table
    # The same seat moves through the second process: the first's read is now stale.
    first_move = complete_action(legal(second, code, token))
    assert act(second, code, token, first_move).status_code == 200
    next_seat_moves_through(first, second, code, seats)


def next_seat_moves_through(
    first: Any, second: Any, code: str, seats: dict[int, str]
) -> tuple[str, dict[str, Any]]:
    """The seat to act on the stored table (as the second process reads it) moves through the
    first process, whose read is stale: applied to the stored table, and no version conflict
    counted. Its token and move."""
    now = view(second, code)
    token = seats[now["to_act"][0]]
    move = complete_action(legal(second, code, token))
    counted = conflicts()
    response = act(first, code, token, move)
    assert response.status_code == 200, response.text
    assert response.json()["version"] == now["version"] + 1
    assert conflicts() == counted
    return token, move


def test_an_expected_version_is_checked_against_the_stored_table(
    two_processes: tuple[Any, Any],
) -> None:
    first, second = two_processes
    code, seats = seated(first)
    token = mover(first, code, seats)
    stale = legal(first, code, token)
    version = view(first, code)["version"]
    assert act(second, code, token, complete_action(stale)).status_code == 200
    now = view(second, code)
    token = seats[now["to_act"][0]]
    move = complete_action(legal(second, code, token))
    # The stored version is the one the caller expects: applied, though the first
    # process's read was older.
    legal(first, code, seats[view(first, code)["to_act"][0]])
    response = act(first, code, token, move, expected_version=now["version"])
    assert response.status_code == 200, response.text
    # The old version: a real conflict, answered 409.
    again = act(first, code, token, move, expected_version=version)
    assert again.status_code == 409


def test_a_refused_move_from_a_recent_read_marks_its_seat_present(server: PrivateRedis) -> None:
    raw = redis.Redis.from_url(server.url)
    with TestClient(app=create_app(server.settings(), enqueue_bots=False)) as client:
        code, seats = seated(client)
        token = mover(client, code, seats)
        waiting = next(t for t in seats.values() if t != token)
        move = complete_action(legal(client, code, token))  # the recent read: the mover's
        raw.delete(presence_key(code))
        # Presence is written at most once a second per token (a tenth at time scale 0.1).
        time.sleep(0.2)
        assert act(client, code, waiting, move).status_code in (403, 409, 422)
        seen = raw.hgetall(presence_key(code))
        assert presence_id(hash_token(code, waiting)) in seen


def stored_state(raw: redis.Redis, code: str) -> bytes:
    table = decode(raw.hget(table_key(code), "d"))
    assert table is not None
    return table.state


def test_a_move_from_a_recent_read_is_not_saved_over_another_table_of_the_same_version(
    two_processes: tuple[Any, Any], server: PrivateRedis
) -> None:
    """Redis put back to an earlier snapshot (one that lost its last writes), and the lost
    version written again through another process with other content: this process's recent
    read has that version's number but not its table. The save from it requires the revision
    it read (the nonce of the write that made it), so the move is applied to the stored table,
    as a move made after the restore through the other process would be."""
    first, second = two_processes
    raw = redis.Redis.from_url(server.url)
    code, seats = seated(first)
    token = mover(first, code, seats)
    actions = legal(first, code, token)
    played = complete_action(actions)
    other = next(action for action in actions if action != played)
    keys = [key for key in table_keys(code) if raw.exists(key)]
    saved = {key: (raw.dump(key), raw.pttl(key)) for key in keys}

    def restore() -> None:
        for key, (dumped, ttl) in saved.items():
            raw.restore(key, ttl, dumped, replace=True)

    assert act(first, code, token, played).status_code == 200  # remembered by the first
    restore()
    assert act(second, code, token, other).status_code == 200  # the same version, other table
    following, move = next_seat_moves_through(first, second, code, seats)
    through_first = stored_state(raw, code)
    # The same two moves through the second process alone, from the same snapshot.
    restore()
    assert act(second, code, token, other).status_code == 200
    assert act(second, code, following, move).status_code == 200
    assert through_first == stored_state(raw, code)


def create_and_join(client: Any) -> tuple[str, str]:
    code, host = create_table(client)
    join(client, code, "Guest")
    return code, host


def test_a_lobby_made_joined_and_started_through_one_process_is_never_read_back(
    server: PrivateRedis,
) -> None:
    """The join and the start start from the lobby as this process last saved it: the flow
    costs Redis the create and the two compare-and-sets; the host, marked present by the
    start's save instead of by a read, is still present."""
    raw = redis.Redis.from_url(server.url)
    # (the rate limits' counters are scripts too)
    settings = msgspec.structs.replace(
        server.settings(), rate_limit_per_ip=0, rate_limit_per_token=0
    )
    with TestClient(app=create_app(settings, enqueue_bots=False)) as client:
        start(client, *create_and_join(client))  # loads the scripts into the new server
        before = evalsha_calls(raw)
        code, host = create_table(client)
        join(client, code, "Guest")
        raw.hdel(presence_key(code), presence_id(hash_token(code, host)))
        time.sleep(0.2)  # presence is written at most once a tenth of a second here
        started = start(client, code, host)
        assert started["status"] == "playing"
        assert evalsha_calls(raw) == before + 3
        assert presence_id(hash_token(code, host)) in raw.hgetall(presence_key(code))


def test_a_join_and_a_start_from_a_stale_lobby_read_apply_to_the_fresh_lobby(
    two_processes: tuple[Any, Any],
) -> None:
    """A seat taken through another process meanwhile: the join from the stale read takes
    another seat, the start from it (which lacks a seat) starts the whole table, and neither
    counts a version conflict."""
    first, second = two_processes
    code, host = create_table(first)
    counted = conflicts()
    join(second, code, "Ana")  # the first process's read of the lobby is now stale
    if REFERENCE.max_seats >= 3:
        join(first, code, "Bruno")
    started = start(first, code, host)
    assert started["status"] == "playing"
    names = {seat["name"] for seat in started["seats"]}
    assert names == ({"Host", "Ana", "Bruno"} if REFERENCE.max_seats >= 3 else {"Host", "Ana"})
    assert conflicts() == counted


@pytest.mark.skipif(absence_game() is None, reason="no hosted game has an absence rule")
def test_a_game_with_an_absence_rule_reads_the_table_for_every_move(
    server: PrivateRedis,
) -> None:
    game = absence_game()
    raw = redis.Redis.from_url(server.url)
    settings = msgspec.structs.replace(server.settings(), time_scale=1.0)
    with TestClient(app=create_app(settings, enqueue_bots=False)) as client:
        created = client.post("/tables", json={"game": game.id, "host_name": "Host"})
        code, host = created.json()["code"], created.json()["token"]
        guest = join(client, code, "Guest")
        start(client, code, host)
        seats = {view(client, code, t)["you"]["seat"]: t for t in (host, guest)}
        token = mover(client, code, seats)
        move = complete_action(legal(client, code, token))
        before = evalsha_calls(raw)
        assert act(client, code, token, move).status_code == 200
        assert evalsha_calls(raw) == before + 2  # a read, then the compare-and-set


def test_readers_of_one_version_share_one_decoded_table(server: PrivateRedis) -> None:
    """Parked long-polls each hold their read until they answer: reads of the same stored
    bytes share this process's decoded Table (about 2 KB less per parked long-poll), a new
    version gets a new one, and other bytes under the same version (a restored Redis) are
    decoded afresh."""
    raw = redis.Redis.from_url(server.url)
    app = create_app(server.settings(), enqueue_bots=False)
    with TestClient(app=app) as client:
        code, seats = seated(client)
        tables = app.state.tables

        def polled(token: str | None) -> Any:
            async def read() -> Any:
                return (await tables.poll_and_wake(code, token))[0].table

            with client.portal() as portal:
                return portal.call(read)

        first, second, third = polled(None), polled(seats[0]), polled(seats[1])
        assert first is second is third
        token = mover(client, code, seats)
        keys = [key for key in table_keys(code) if raw.exists(key)]
        saved = {key: (raw.dump(key), raw.pttl(key)) for key in keys}
        actions = legal(client, code, token)
        move = complete_action(actions)
        assert act(client, code, token, move).is_success
        moved = polled(None)
        assert moved is not first and moved.version == first.version + 1
        assert polled(seats[0]) is moved
        # Redis put back to the version before, then another move makes the same version
        # number with other content: it is read as it is stored, not as remembered.
        for key, (dumped, ttl) in saved.items():
            raw.restore(key, ttl, dumped, replace=True)
        other = next(action for action in actions if action != move)
        assert act(client, code, token, other).is_success
        again = polled(None)
        assert again.version == moved.version and again is not moved
        assert again.state != moved.state
