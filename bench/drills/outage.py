"""Drill 2, a Redis outage: while humans poll (plain polls and long-polls) and move, Redis is
stopped for a few seconds and started again on the same data. While it is down the right answer
is 503 with Retry-After; once it is back, nothing should fail."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

import redis.asyncio as aioredis

from bench.drills.checks import MoveAudit, add_false_errors, add_lost_moves, audit_moves
from bench.drills.client import Answer, Api
from bench.drills.players import Ledger, keep_playing, polling
from bench.drills.report import DrillResult, sample
from bench.drills.stack import DrillStack, now_ms, supervise


@dataclass(frozen=True)
class OutagePlan:
    tables: int
    warmup: float
    outage: float  # seconds Redis stays down
    after: float  # seconds of play once it is back


QUICK = OutagePlan(tables=3, warmup=3.0, outage=3.0, after=4.0)
FULL = OutagePlan(tables=8, warmup=4.0, outage=5.0, after=8.0)


@dataclass
class Window:
    down_ms: int = 0  # Redis stopped
    back_ms: int = 0  # Redis answering again
    log_bytes: int = 0  # what the API logged meanwhile


async def run_outage(
    stack: DrillStack, plan: OutagePlan, rng: Random, say: Callable[[str], None]
) -> DrillResult:
    raw = aioredis.Redis.from_url(stack.redis_url, socket_timeout=2)
    api = Api(stack.base)
    ledger = Ledger()
    stop = asyncio.Event()
    humans = polling(wait=2)
    players = asyncio.create_task(keep_playing(api, plan.tables, humans, rng, ledger, stop))
    supervisor = asyncio.create_task(supervise(stack, stop))
    window = Window()
    try:
        await asyncio.sleep(plan.warmup)
        log_before = stack.api_log_size
        await asyncio.to_thread(stack.stop_redis)
        window.down_ms = now_ms()
        say(f"[outage] Redis stopped for {plan.outage:.0f} s, {len(ledger.tables)} tables in play")
        await asyncio.sleep(plan.outage)
        window.log_bytes = stack.api_log_size - log_before
        await asyncio.to_thread(stack.start_redis)
        window.back_ms = stack.redis_ready_ms
        say(f"[outage] Redis back; playing on for {plan.after:.0f} s")
        await asyncio.sleep(plan.after)
        stop.set()
        await asyncio.gather(players, supervisor)
        audit = await audit_moves(raw, ledger)
    finally:
        stop.set()
        players.cancel()
        supervisor.cancel()
        await api.aclose()
        await raw.aclose()
    return outage_result(stack, plan, api, audit, window)


def outage_result(
    stack: DrillStack, plan: OutagePlan, api: Api, audit: MoveAudit, window: Window
) -> DrillResult:
    """Answers given while Redis was down (sent before it was back, answered after it went),
    and requests sent once it was back."""
    result = DrillResult("outage", stack.profile.name)
    journal = api.journal
    during = [a for a in journal if a.answered_ms >= window.down_ms and a.sent_ms < window.back_ms]
    after = [a for a in journal if a.sent_ms >= window.back_ms]
    wrong = [describe(a) for a in during if a.server_error and not a.proper_unavailable]
    result.add("5xx other than 503 + Retry-After during the outage", len(wrong), sample(wrong))
    failed = [describe(a) for a in after if a.status is None or a.server_error]
    failed_detail = sample(failed, f"of {len(after)}")
    result.add("requests failing after Redis was back", len(failed), failed_detail)
    add_lost_moves(result, audit)
    add_false_errors(result, audit)
    proper = sum(1 for a in during if a.proper_unavailable)
    result.add("503 + Retry-After during the outage", proper, f"of {len(during)}", info=True)
    logged = f"in {plan.outage:.0f} s"
    result.add("bytes the API logged during the outage", window.log_bytes, logged, info=True)
    restarted = stack.restarted_on_their_own
    result.add("processes that died on their own", len(restarted), sample(restarted), info=True)
    return result


def describe(answer: Answer) -> str:
    code = answer.body.get("code", "") if isinstance(answer.body, dict) else answer.error
    return f"{answer.status} {answer.method} {answer.path.split('?')[0]} {code}".strip()
