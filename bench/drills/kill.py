"""Drill 1, kill -9 during play: tables with human seats (played by the drill, which learns of
changes from Redis, not by polling) and Hard and Easy bots; redis-server, the API and a worker
are SIGKILLed at random moments and restarted at once. Counts lost moves, frozen tables and
false errors."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

import redis.asyncio as aioredis

from bench.drills.checks import (
    FrozenWatch,
    MoveAudit,
    add_false_errors,
    add_lost_moves,
    audit_moves,
    server_errors,
)
from bench.drills.client import Api
from bench.drills.players import Ledger, keep_playing, watching
from bench.drills.report import DrillResult, sample
from bench.drills.stack import DrillStack, supervise


@dataclass(frozen=True)
class KillPlan:
    tables: int
    rounds: int  # each round kills Redis, the API and a worker once, in a random order
    gap: tuple[float, float]  # seconds between two kills
    warmup: float
    frozen_after: float  # a deadline this far past with no progress: frozen
    idle: float  # chance that a human lets a turn run out


# Frozen = overdue by more than twice the timer lease (TAPETE_TIMER_LEASE_SECONDS, 5 s): a timer
# claimed by a killed worker is claimed again when its lease runs out, by design; a timer that
# no process will ever fire (what the drill hunts) stays overdue for as long as nobody asks.
FROZEN_AFTER = 10.0
QUICK = KillPlan(
    tables=4, rounds=1, gap=(1.5, 3.0), warmup=3.0, frozen_after=FROZEN_AFTER, idle=0.15
)
FULL = KillPlan(
    tables=10, rounds=4, gap=(2.0, 5.0), warmup=4.0, frozen_after=FROZEN_AFTER, idle=0.1
)


def killers(stack: DrillStack) -> dict[str, Callable[[], str]]:
    def worker() -> str:
        # Inside a job if one is running within a second: that is where work gets lost.
        busy = stack.busy_worker(within=1.0)
        killed = stack.kill_worker(busy or 0)
        return f"{killed} ({'inside a job' if busy is not None else 'idle'})"

    return {"redis": stack.kill_redis, "api": stack.kill_api, "worker": worker}


async def run_kill(
    stack: DrillStack, plan: KillPlan, rng: Random, say: Callable[[str], None]
) -> DrillResult:
    raw = aioredis.Redis.from_url(stack.redis_url, socket_timeout=2)
    api = Api(stack.base)
    ledger = Ledger()
    playing, watching_stop = asyncio.Event(), asyncio.Event()
    watch = FrozenWatch(raw, lambda: ledger.codes, lambda: stack.redis_ready_ms, plan.frozen_after)
    humans = watching(raw, plan.idle)
    tasks = [
        asyncio.create_task(keep_playing(api, plan.tables, humans, rng, ledger, playing)),
        asyncio.create_task(watch.run(watching_stop)),
        asyncio.create_task(supervise(stack, watching_stop)),
    ]
    try:
        await asyncio.sleep(plan.warmup)
        say(f"[kill] {len(ledger.tables)} tables started, {len(ledger.moves)} moves sent")
        await kill_rounds(stack, plan, rng, ledger, say)
        playing.set()
        settle = plan.frozen_after + 4
        say(f"[kill] humans stopped; {len(ledger.tables)} tables move on alone for {settle:.0f} s")
        await asyncio.sleep(settle)
        watching_stop.set()
        await asyncio.gather(*tasks)
        await watch.look()
        audit = await audit_moves(raw, ledger)
    finally:
        playing.set()
        watching_stop.set()
        for task in tasks:
            task.cancel()
        await api.aclose()
        await raw.aclose()
    return kill_result(stack, audit, watch, ledger, api)


async def kill_rounds(
    stack: DrillStack, plan: KillPlan, rng: Random, ledger: Ledger, say: Callable[[str], None]
) -> None:
    """Each round SIGKILLs Redis, the API and a worker once, in a random order, at random
    moments; each comes back at once."""
    kills = killers(stack)
    for round_ in range(plan.rounds):
        order = list(kills)
        rng.shuffle(order)
        for name in order:
            await asyncio.sleep(rng.uniform(*plan.gap))
            what = await asyncio.to_thread(kills[name])
            say(f"[kill] round {round_ + 1}: SIGKILL {what}; {len(ledger.moves)} moves so far")
    await asyncio.sleep(rng.uniform(*plan.gap))


def kill_result(
    stack: DrillStack, audit: MoveAudit, watch: FrozenWatch, ledger: Ledger, api: Api
) -> DrillResult:
    result = DrillResult("kill", stack.profile.name)
    add_lost_moves(result, audit)
    frozen = [f"{code} v{o.version} {o.late_s:.1f} s overdue" for code, o in watch.frozen.items()]
    result.add("frozen tables", len(frozen), sample(frozen, f"of {len(ledger.tables)}"))
    result.add("false errors: 5xx answers", *server_errors(api.journal))
    add_false_errors(result, audit)
    result.add("tables lost", len(ledger.lost_tables), sample(sorted(ledger.lost_tables)))
    restarted = stack.restarted_on_their_own
    result.add("processes that died on their own", len(restarted), sample(restarted), info=True)
    return result
