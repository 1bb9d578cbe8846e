"""Tables played by the drill: it creates them (a host and a joined human, Hard and Easy bots),
plays the human seats and keeps a ledger of every move it sent, with each attempt's answer.

A move goes with an `Idempotency-Key` and the `expected_version` it was chosen at, and is retried
with both unchanged while there is no answer or a 5xx, as a careful client would."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from random import Random
from typing import Any

import redis.asyncio as aioredis

from bench.drills.client import Api, pause
from bench.games import choose_action
from service.games.registry import GAMES as REGISTRY
from service.storage.store import table_key

MOVE_BUDGET = 20.0  # seconds a move is retried for before the client gives up
SEATS = 4  # a host, a joined human, a Hard and an Easy bot
# Short turns so that timers fire often: 15 s at the drills' time scale (0.1) is 1.5 s. Every
# registered game with a turn timer and room for the drill's seats is played.
GAMES: tuple[tuple[str, dict[str, Any]], ...] = tuple(
    (game.id, {"turn_seconds": 15})
    for game in REGISTRY.values()
    if game.max_seats >= SEATS and "turn_seconds" in game.Options.__struct_fields__
)


@dataclass
class Move:
    """One move: every attempt's status (None: no answer) and the version answered with 200."""

    code: str
    seat: int
    expected_version: int
    action: dict[str, Any]
    key: str
    statuses: list[int | None] = field(default_factory=list)
    error_codes: list[str] = field(default_factory=list)
    answered_version: int | None = None

    @property
    def final(self) -> int | None:
        return self.statuses[-1] if self.statuses else None


@dataclass
class PlayedTable:
    code: str
    host: str  # the host's token; the host plays the last seat
    tokens: dict[int, str]  # human seat -> token


@dataclass
class Ledger:
    tables: list[PlayedTable] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    lost_tables: set[str] = field(default_factory=set)  # answered 404 after being created

    @property
    def codes(self) -> list[str]:
        return [table.code for table in self.tables]


def problem_code(body: Any) -> str:
    return str(body.get("code", "")) if isinstance(body, dict) else ""


async def open_table(api: Api, rng: Random, index: int) -> PlayedTable | None:
    """Create, join, add a Hard and an Easy bot, start. None if any step did not succeed (the
    drill may be killing something right now): the caller tries again with a new table."""
    game, options = GAMES[index % len(GAMES)]
    created = await api.call(
        "POST", "/tables", body={"game": game, "host_name": "Host", "options": options}
    )
    if created.status != 201:
        return None
    code, host = created.body["code"], created.body["token"]
    joined = await api.call("POST", f"/tables/{code}/join", body={"name": "Guest"})
    if joined.status != 201:
        return None
    levels = ["hard", "easy"] if rng.random() < 0.5 else ["easy", "hard"]
    for level in levels:
        added = await api.call("POST", f"/tables/{code}/bots", token=host, body={"level": level})
        if added.status != 201:
            return None
    started = await api.call("POST", f"/tables/{code}/start", token=host)
    if started.status != 200:
        return None
    # Seats in arrival order, the playing host last (C1): the guest 0, bots 1-2, the host 3.
    return PlayedTable(code, host, {0: joined.body["token"], 3: host})


async def send_move(
    api: Api, table: PlayedTable, seat: int, action: dict[str, Any], version: int, ledger: Ledger
) -> Move:
    move = Move(table.code, seat, version, action, uuid.uuid4().hex)
    ledger.moves.append(move)
    give_up = asyncio.get_running_loop().time() + MOVE_BUDGET
    backoff = 0.2
    while True:
        answer = await api.call(
            "POST",
            f"/tables/{table.code}/actions",
            token=table.tokens[seat],
            body={"action": action, "expected_version": version},
            headers={"Idempotency-Key": move.key},
        )
        move.statuses.append(answer.status)
        move.error_codes.append(problem_code(answer.body))
        if answer.status == 200:
            move.answered_version = int(answer.body["version"])
            return move
        if answer.status is not None and answer.status < 500:
            return move
        if asyncio.get_running_loop().time() > give_up:
            return move
        await asyncio.sleep(min(answer.retry_after(backoff), 1.0))
        backoff = min(backoff * 2, 1.0)


async def take_turns(
    api: Api, table: PlayedTable, view: dict[str, Any], rng: Random, ledger: Ledger, idle: float
) -> None:
    """Every human seat with a decision pending acts after a short think, except that now and
    then one lets its turn run out (the timers must play for it)."""
    for seat in [seat for seat in view["to_act"] if seat in table.tokens]:
        if rng.random() < idle:
            continue
        await asyncio.sleep(rng.uniform(0.05, 0.3))
        listed = await api.call("GET", f"/tables/{table.code}/actions", token=table.tokens[seat])
        if listed.status != 200 or not listed.body["actions"]:
            continue
        action = choose_action(listed.body["actions"], rng)
        await send_move(api, table, seat, action, listed.body["version"], ledger)


Driver = Callable[[Api, PlayedTable, Random, Ledger, asyncio.Event], Awaitable[None]]


async def read_view(api: Api, table: PlayedTable, ledger: Ledger, **params: Any) -> Any:
    answer = await api.call("GET", f"/tables/{table.code}", token=table.host, params=params or None)
    if answer.status == 404:
        ledger.lost_tables.add(table.code)
    return answer.body if answer.status == 200 else None


def watching(raw: aioredis.Redis, idle: float) -> Driver:
    """Humans who learn of changes from Redis directly, not by polling the API: a table whose
    timer is lost stays overdue (any API read would apply what is overdue and hide it)."""

    async def drive(
        api: Api, table: PlayedTable, rng: Random, ledger: Ledger, stop: asyncio.Event
    ) -> None:
        seen = None
        while not stop.is_set():
            try:
                version = await raw.hget(table_key(table.code), "v")
            except aioredis.RedisError:  # Redis is being killed: look again soon
                await pause(0.1, stop)
                continue
            if version is not None and version == seen:
                await pause(0.1, stop)
                continue
            # Changed, or gone: the API says which (a 404 marks the table lost).
            view = await read_view(api, table, ledger)
            if view is None:
                if table.code in ledger.lost_tables:
                    return
                await pause(0.2, stop)
                continue
            seen = str(view["version"]).encode()
            if view["status"] != "playing":
                return
            await take_turns(api, table, view, rng, ledger, idle)

    return drive


def polling(wait: int) -> Driver:
    """Humans who poll the API, every other time a long-poll, and always act when due."""

    async def drive(
        api: Api, table: PlayedTable, rng: Random, ledger: Ledger, stop: asyncio.Event
    ) -> None:
        version, long = 0, False
        while not stop.is_set():
            params = {"since": version, "wait": wait} if long else {}
            long = not long
            view = await read_view(api, table, ledger, **params)
            if view is None:
                if table.code in ledger.lost_tables:
                    return
                await pause(0.2, stop)
                continue
            version = view["version"]
            if view["status"] != "playing":
                return
            await take_turns(api, table, view, rng, ledger, idle=0.0)
            await pause(0.1, stop)

    return drive


async def keep_playing(
    api: Api, lanes: int, driver: Driver, rng: Random, ledger: Ledger, stop: asyncio.Event
) -> None:
    """`lanes` tables in play until `stop`: a lane whose table ends opens another."""

    async def lane(index: int) -> None:
        lane_rng = Random(rng.random())
        while not stop.is_set():
            table = await open_table(api, lane_rng, index)
            if table is None:
                await pause(0.3, stop)
                continue
            ledger.tables.append(table)
            await driver(api, table, lane_rng, ledger, stop)

    await asyncio.gather(*(lane(index) for index in range(lanes)))
