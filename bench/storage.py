"""Redis bytes per table (`MEMORY USAGE` over every key of the table), per game and seat
count: in the lobby with every seat taken, just started (idle), and mid-game."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from random import Random
from typing import Any

import redis

from bench.client import Connection
from bench.games import GameSpec, choose_action
from bench.scripted import Seated, create_started, refresh

MID_GAME_MOVES = 20


@dataclass
class StorageResult:
    game: str
    seats: int
    started_bytes: int  # idle: started, no move yet
    mid_game_bytes: int  # after MID_GAME_MOVES moves (or the end, if sooner)
    mid_game_moves: int
    keys: int
    mid_game_by_key: dict[str, int]  # key suffix after the hash tag ("" is the table's hash)


def table_bytes(client: redis.Redis, code: str) -> dict[str, int]:
    """Bytes of every key stored under the table's hash tag, by the key's suffix."""
    sizes = {}
    for key in client.scan_iter(match=f"*{{{code}}}*", count=1000):
        suffix = key.decode().split("}", 1)[1]
        sizes[suffix or "(table)"] = client.memory_usage(key, samples=0) or 0
    return sizes


async def play(connection: Connection, table: Seated, moves: int, rng: Random) -> int:
    played = 0
    while played < moves and not table.finished and table.to_act:
        seat = table.to_act[0]
        reply = await connection.request(
            "GET", f"/tables/{table.code}/actions", token=table.tokens[seat]
        )
        actions: list[dict[str, Any]] = reply.json()["actions"]
        if actions:
            await connection.request(
                "POST",
                f"/tables/{table.code}/actions",
                token=table.tokens[seat],
                body={"action": choose_action(actions, rng)},
            )
            played += 1
        await refresh(connection, table)
    return played


async def measure(base: str, redis_url: str, spec: GameSpec, seats: int) -> StorageResult:
    client = redis.Redis.from_url(redis_url)
    connection = Connection(base)
    try:
        table = await create_started(connection, spec, seats)
        started = table_bytes(client, table.code)
        played = await play(connection, table, MID_GAME_MOVES, Random(seats))
        mid = table_bytes(client, table.code)
        return StorageResult(
            spec.id, seats, sum(started.values()), sum(mid.values()), played, len(mid), mid
        )
    finally:
        await connection.close()
        client.close()


def storage_per_table(base: str, redis_url: str, spec: GameSpec, seats: int) -> StorageResult:
    return asyncio.run(measure(base, redis_url, spec, seats))
