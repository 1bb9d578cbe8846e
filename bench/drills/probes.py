"""Drill 3, probes: GET /tables/<random valid code> with random bearer tokens must leave nothing
in Redis, and random tokens on real tables must not be recorded as present. Then, with short
table lifetimes, every key of a table must be gone once the table has expired."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import cast

import redis.asyncio as aioredis

from bench.drills.checks import server_errors
from bench.drills.client import Api
from bench.drills.players import Ledger, PlayedTable, open_table, send_move
from bench.drills.report import DrillResult, sample
from bench.drills.stack import DrillStack
from bench.games import REFERENCE
from service.players.keys import PREFIX as PLAYERS_PREFIX
from service.storage.store import presence_key, table_key
from service.tables.tokens import CODE_ALPHABET, CODE_LENGTH

# Table lifetimes of this drill's stack, in seconds (TAPETE_*_TTL_SECONDS).
IDLE_TTL = 5
FINISHED_TTL = 3
TTL_SETTINGS = {
    "TAPETE_IDLE_TTL_SECONDS": str(IDLE_TTL),
    "TAPETE_FINISHED_TTL_SECONDS": str(FINISHED_TTL),
}
CLEANUP_GRACE = 3.0  # seconds, after the tables' own keys expired, for the rest to go


@dataclass(frozen=True)
class ProbePlan:
    probes: int  # random codes, each with a random token
    foreign: int  # random tokens on the drill's real tables
    lobbies: int
    games: int  # started, one move each, then cancelled
    concurrency: int = 8


QUICK = ProbePlan(probes=1000, foreign=100, lobbies=3, games=3)
FULL = ProbePlan(probes=1000, foreign=200, lobbies=6, games=6)


def random_code(rng: Random) -> str:
    return "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


async def presence_fields(raw: aioredis.Redis, code: str) -> set[bytes]:
    """Who the table has seen: one field per token in its presence hash."""
    return set(cast("list[bytes]", await raw.hkeys(presence_key(code))))


async def all_keys(raw: aioredis.Redis) -> set[bytes]:
    return {key async for key in raw.scan_iter(count=1000)}


async def probe(api: Api, targets: list[str], concurrency: int) -> None:
    """GET each code with a fresh random token (the shape of a real one)."""
    queue = list(targets)

    async def lane() -> None:
        while queue:
            code = queue.pop()
            await api.call("GET", f"/tables/{code}", token=secrets.token_urlsafe(32))

    await asyncio.gather(*(lane() for _ in range(concurrency)))


async def real_tables(api: Api, plan: ProbePlan, rng: Random) -> Ledger:
    """Lobbies (joined and polled) and games (a move with an Idempotency-Key, then cancelled):
    the keys a table makes, its presence and stored answers included."""
    ledger = Ledger()
    for index in range(plan.lobbies):
        lobby = await open_lobby(api, index)
        if lobby is not None:
            ledger.tables.append(lobby)
    for index in range(plan.games):
        table = await open_table(api, rng, index)
        if table is not None:
            ledger.tables.append(table)
            await one_human_move(api, table, rng, ledger)
            await api.call("POST", f"/tables/{table.code}/cancel", token=table.host)
    return ledger


async def open_lobby(api: Api, index: int) -> PlayedTable | None:
    created = await api.call("POST", "/tables", body={"game": REFERENCE.id, "host_name": "Host"})
    if created.status != 201:
        return None
    code, host = created.body["code"], created.body["token"]
    joined = await api.call("POST", f"/tables/{code}/join", body={"name": f"Guest {index}"})
    await api.call("GET", f"/tables/{code}", token=host)
    if joined.status == 201:
        await api.call("GET", f"/tables/{code}", token=joined.body["token"])
    return PlayedTable(code, host, {})


async def one_human_move(api: Api, table: PlayedTable, rng: Random, ledger: Ledger) -> None:
    """A human seat moves once, when one is due within a few seconds (bots may go first)."""
    for _ in range(30):
        view = await api.call("GET", f"/tables/{table.code}", token=table.host)
        due = [seat for seat in view.body.get("to_act", []) if seat in table.tokens]
        if view.status == 200 and due:
            token = table.tokens[due[0]]
            listed = await api.call("GET", f"/tables/{table.code}/actions", token=token)
            if listed.status == 200 and listed.body["actions"]:
                action = rng.choice(listed.body["actions"])
                await send_move(api, table, due[0], action, listed.body["version"], ledger)
            return
        await asyncio.sleep(0.1)


async def wait_expired(raw: aioredis.Redis, codes: list[str], limit: float) -> list[str]:
    """Wait until every table's own key has expired; the codes still there after `limit`."""
    give_up = time.monotonic() + limit
    while True:
        left = [code for code in codes if await raw.exists(table_key(code))]
        if not left or time.monotonic() > give_up:
            return left
        await asyncio.sleep(0.25)


RECORDS_PREFIX = f"{PLAYERS_PREFIX}:"


async def traces(raw: aioredis.Redis, codes: list[str]) -> tuple[list[str], list[str]]:
    """(keys whose name holds one of `codes`, members of shared sorted sets and sets that name
    one: the status index, the timers)."""
    keys, members = [], []
    wanted = set(codes)
    async for key in raw.scan_iter(count=1000):
        name = key.decode()
        if any(code in name for code in wanted):
            # A finished game's record (and its processed marker) outlives the table on purpose,
            # for TAPETE_RECORD_TTL_DAYS: only one with no expiry at all is a leftover.
            if not (name.startswith(RECORDS_PREFIX) and await raw.pttl(key) > 0):
                keys.append(name)
            continue
        kind = cast("bytes", await raw.type(key)).decode()
        if kind not in ("zset", "set"):
            continue
        scan = raw.zscan_iter if kind == "zset" else raw.sscan_iter
        async for item in scan(key, count=1000):
            member = (item[0] if kind == "zset" else item).decode(errors="replace")
            if member.split(":")[0] in wanted:
                members.append(f"{name} {member}")
    return keys, members


@dataclass
class ProbeFindings:
    probed: int = 0
    keys_left: list[str] = field(default_factory=list)
    other_keys: list[str] = field(default_factory=list)
    foreign_presence: int = 0
    unexpired: list[str] = field(default_factory=list)
    expired_keys: list[str] = field(default_factory=list)
    expired_members: list[str] = field(default_factory=list)


async def run_probes(
    stack: DrillStack, plan: ProbePlan, rng: Random, say: Callable[[str], None]
) -> DrillResult:
    raw = aioredis.Redis.from_url(stack.redis_url, socket_timeout=5)
    api = Api(stack.base)
    found = ProbeFindings()
    try:
        real = (await real_tables(api, plan, rng)).codes
        say(f"[probes] {len(real)} real tables; {plan.probes} random codes, {plan.foreign} tokens")
        await probe_all(raw, api, plan, rng, real, found)
        say(f"[probes] waiting up to {IDLE_TTL + 5} s for the {len(real)} tables to expire")
        found.unexpired = await wait_expired(raw, real, IDLE_TTL + 5)
        # Life goes on: one more table, so that clean-ups riding on other tables' writes
        # have had their chance too. What is still there after the grace was left behind.
        await open_lobby(api, plan.lobbies)
        await asyncio.sleep(CLEANUP_GRACE)
        expired = [code for code in real if code not in found.unexpired]
        found.expired_keys, found.expired_members = await traces(raw, expired)
    finally:
        await api.aclose()
        await raw.aclose()
    return probes_result(stack, plan, api, found)


async def probe_all(
    raw: aioredis.Redis,
    api: Api,
    plan: ProbePlan,
    rng: Random,
    real: list[str],
    found: ProbeFindings,
) -> None:
    """Random codes (none of them a real table's) and random tokens on the real tables; then
    what appeared in Redis."""
    candidates = sorted({random_code(rng) for _ in range(plan.probes * 2)} - set(real))
    codes = rng.sample(candidates, plan.probes)
    found.probed = len(codes)
    seen_before = {code: await presence_fields(raw, code) for code in real}
    before = await all_keys(raw)
    # Foreign tokens first, while every real table is still there.
    await probe(api, [rng.choice(real) for _ in range(plan.foreign)], plan.concurrency)
    seen_after = {code: await presence_fields(raw, code) for code in real}
    found.foreign_presence = sum(len(seen_after[c] - seen_before[c]) for c in real)
    await probe(api, codes, plan.concurrency)
    created = sorted(key.decode() for key in await all_keys(raw) - before)
    probed = set(codes)
    found.keys_left = [key for key in created if any(code in key for code in probed)]
    found.other_keys = [key for key in created if key not in found.keys_left]


def probes_result(
    stack: DrillStack, plan: ProbePlan, api: Api, found: ProbeFindings
) -> DrillResult:
    result = DrillResult("probes", stack.profile.name)
    left = found.keys_left
    result.add("keys left by random-code probes", len(left), sample(left, f"of {found.probed}"))
    foreign = f"of {plan.foreign} probes"
    result.add("presence entries for foreign tokens", found.foreign_presence, foreign)
    result.add("keys of expired tables", len(found.expired_keys), sample(found.expired_keys))
    members = found.expired_members
    result.add("index and timer entries of expired tables", len(members), sample(members))
    result.add("tables that did not expire", len(found.unexpired), sample(found.unexpired))
    result.add("false errors: 5xx answers", *server_errors(api.journal))
    other = found.other_keys
    result.add("other keys created while probing", len(other), sample(other), info=True)
    return result
