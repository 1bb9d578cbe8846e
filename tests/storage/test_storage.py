"""What lands in Redis: hash-tagged keys, hashed tokens, TTLs, and replayable action logs (C3)."""

from __future__ import annotations

import zlib
from random import Random
from typing import Any

import msgspec
import redis
from support import act, complete_action, create_table, join, legal, start, view

from service.games.base import Event
from service.games.registry import GAMES
from service.storage.store import (
    COMPACT,
    DEFLATED,
    NONCE_LENGTH,
    PRESENCE_PREFIX,
    LoggedStep,
    decode_step,
    encode_step,
    events_key,
    presence_key,
    table_key,
)
from service.tables.lifecycle import game_options, game_state, rng_for
from service.tables.models import Table
from tests.gamepicks import reference

GAME = reference()


def stored_table(redis_client: redis.Redis, code: str) -> Table:
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    return msgspec.msgpack.decode(blob, type=Table)


def test_a_tables_keys_share_its_hash_tag(client: Any, redis_client: redis.Redis) -> None:
    code, host = create_table(client)
    join(client, code, "Ana")
    start(client, code, host)
    keys = {key.decode() for key in redis_client.scan_iter(match=f"*{code}*")}
    assert keys == {table_key(code), events_key(code), presence_key(code)}
    assert all(f"{{{code}}}" in key for key in keys)


def test_tokens_are_stored_only_hashed(client: Any, redis_client: redis.Redis) -> None:
    code, host = create_table(client)
    player = join(client, code, "Ana")
    raw = redis_client.hget(table_key(code), "d")
    assert isinstance(raw, bytes)
    assert host.encode() not in raw and player.encode() not in raw


def test_tables_expire_and_finished_ones_sooner(client: Any, redis_client: redis.Redis) -> None:
    code, host = create_table(client)
    assert 0 < redis_client.ttl(table_key(code)) <= 24 * 3600
    client.post(f"/tables/{code}/cancel", headers={"Authorization": f"Bearer {host}"})
    assert 0 < redis_client.ttl(table_key(code)) <= 3600


def test_C3_the_seed_and_the_action_log_replay_to_the_same_state(
    client: Any, redis_client: redis.Redis
) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    for _ in range(9):
        for token in (ana, host):
            actions = legal(client, code, token)
            if actions:
                act(client, code, token, complete_action(actions))
    table = stored_table(redis_client, code)
    assert table.started_version is not None
    state = GAME.setup(game_options(GAME, table), 2, rng_for(table, table.started_version))
    action_type = GAME.actions[0] | GAME.actions[1]
    for blob in redis_client.lrange(events_key(code), 0, -1):
        step = decode_step(blob)
        version = step.version
        for index, (seat, action) in enumerate(step.moves):
            rng = rng_for(table, version, index)
            if seat == -1:  # a pause ended
                state, _ = GAME.resume(state, rng)
                continue
            assert action is not None
            state, _ = GAME.apply(
                state, seat, msgspec.msgpack.decode(action, type=action_type), rng
            )
    assert state == game_state(GAME, table)
    assert view(client, code)["version"] == table.version


def test_C3_the_seed_never_reaches_a_player(client: Any, redis_client: redis.Redis) -> None:
    code, host = create_table(client)
    join(client, code, "Ana")
    start(client, code, host)
    seed = stored_table(redis_client, code).seed
    for token in (host, None):
        body = client.get(
            f"/tables/{code}", headers={"Authorization": f"Bearer {token}"} if token else {}
        )
        assert seed.hex() not in body.text and str(list(seed)) not in body.text
    assert Random(seed).random() != Random().random()


def test_log_entries_are_compact_and_every_stored_form_still_reads() -> None:
    """New entries are arrays without field names (deflated when that is smaller); entries an
    earlier release wrote (a LoggedStep's plain msgpack) read the same."""
    deal = [
        Event(
            f"{GAME.spec.id}.cards_dealt",
            {"seat": s, "count": 3},
            {s: {"cards": [s, s + 9, s + 20]}},
        )
        for s in range(5)
    ]
    for step in (
        LoggedStep([Event("player_joined", {"member": 1, "name": "Ana"})], [], 2),
        LoggedStep([Event("game_started", {"seats": []}), *deal], [(0, b"\x81\xa1a\x01")], 7),
    ):
        stored = encode_step(step)
        earlier = msgspec.msgpack.encode(step)
        assert stored[:1] in (COMPACT, DEFLATED) and len(stored) < len(earlier)
        assert decode_step(stored) == step
        assert decode_step(earlier) == step
        assert encode_step(step, compact_form=False) == earlier  # TAPETE_COMPACT_LOG=0
    assert encode_step(LoggedStep(deal, [], 7))[:1] == DEFLATED


def test_a_deflated_entry_reads_in_either_release_and_no_opening_deal_grows(
    client: Any, redis_client: redis.Redis
) -> None:
    """Entries are deflated with a small window (store.py, DEFLATE_WINDOW_BITS): plain
    `zlib.decompress`, as earlier releases read them, reads them; an entry deflated with
    zlib's defaults, as earlier releases wrote them, still reads; and every game's opening
    deal, at its largest table, is stored no larger than zlib's defaults made it (the
    2 KB per idle table, docs/performance.md)."""
    for game in GAMES.values():
        code, host = create_game_table(client, game.id, game.spec.max_seats)
        start(client, code, host)
        [*_, stored] = redis_client.lrange(events_key(code), 0, -1)
        assert stored[:1] == DEFLATED, game.id
        packed = zlib.decompress(stored[1:])
        assert len(stored) <= 1 + len(zlib.compress(packed, 6)), game.id
        earlier = DEFLATED + zlib.compress(packed, 6)
        assert decode_step(earlier) == decode_step(stored), game.id


def create_game_table(client: Any, game: str, seats: int) -> tuple[str, str]:
    """A table of `game` with every seat taken, its host playing, not started."""
    created = client.post("/tables", json={"game": game, "host_name": "Host"})
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    for index in range(seats - 1):
        join(client, code, f"P{index}")
    return code, host


def test_a_tables_hash_keeps_binary_nonces_and_each_presence_id_once(
    client: Any, redis_client: redis.Redis
) -> None:
    code, host = create_table(client)
    join(client, code, "Ana")
    start(client, code, host)
    stored = redis_client.hgetall(table_key(code))
    assert b"w" not in stored and len(stored[b"n"]) == 3 * NONCE_LENGTH  # create, join, start
    assert len(stored[b"p"]) == 2 * PRESENCE_PREFIX  # the playing host's id once
