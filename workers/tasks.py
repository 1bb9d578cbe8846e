"""RQ jobs: the ones the timer pump (workers/pump.py) enqueues (Hard and Expert bot turns, ends
of games, webhook deliveries) and hints the API enqueues. Each runs the async table service on
this process's event loop (not the pump's), then releases the timer members it claimed.
Timeouts and Easy bot turns are no jobs: the pump applies them itself."""

from __future__ import annotations

import asyncio
import logging
import time
from functools import cache

import httpx
import msgspec

from service.apps.webhook_store import EndpointStore
from service.core import metrics
from service.core.settings import load_settings, webhook_key
from service.players import inbox
from service.players.ended import process_ended
from service.players.notified import hook_queue
from service.storage.hints import STALE, HintStore
from service.storage.queue import JobQueue, bot_member, end_member, timer_member
from service.tables import hints
from service.tables.service import TableService
from service.tables.webhooks import decode_delivery, encode_delivery
from service.tournaments.service import TournamentService
from service.tournaments.store import timer_member as tournament_member
from workers import app_webhooks, webhooks
from workers.turns import build_table_service, play_bot

log = logging.getLogger("tapete.webhooks")


@cache
def runner() -> asyncio.Runner:
    """One loop per worker process (SimpleWorker runs jobs in-process), so the Redis pool lives
    across jobs."""
    return asyncio.Runner()


@cache
def job_queue() -> JobQueue:
    settings = load_settings()
    lease_ms = int(settings.timer_lease_seconds * 1000)
    return JobQueue(
        settings.queue_url, settings.queue_name, lease_ms, settings.redis_timeout_seconds
    )


@cache
def table_service() -> TableService:
    return build_table_service(load_settings(), job_queue())


@cache
def tournament_service() -> TournamentService:
    jobs = job_queue()
    return TournamentService.build(
        table_service(), jobs.timers_key, jobs.set_timer, deliverer=jobs.add_deliveries
    )


@cache
def hint_store() -> HintStore:
    return HintStore(table_service().store.client)


@cache
def endpoint_store() -> EndpointStore:
    return EndpointStore(table_service().store.client)


@cache
def http_client() -> httpx.Client:
    timeout = load_settings().webhook_timeout_seconds
    return httpx.Client(timeout=timeout, follow_redirects=False)


def deliver_webhook(field: str, claimed_until: int) -> bool:
    """One attempt at a claimed webhook delivery. Delivered (2xx) or out of attempts: dropped;
    else its next attempt is set after an exponential backoff. Killed before finishing: the
    claim's lease runs out and it is sent again."""
    settings, jobs = load_settings(), job_queue()
    if not jobs.holds(field, claimed_until):  # stale: a newer claim sends it, or did
        return False
    record = jobs.delivery(field)
    if record is None:  # delivered by an earlier claim, or dropped
        jobs.finish_delivery(field, claimed_until, None)
        return False
    delivery = decode_delivery(record)
    if delivery.inbox is not None:  # a player's notification: written, not sent
        now = int(time.time() * 1000)
        service = table_service()
        note = inbox.deliver(
            service.store.client,
            delivery.inbox,
            delivery.id,
            delivery.body,
            now,
            hook_queue(service.scheduler),
            delivery.app,
        )
        runner().run(note)
        jobs.finish_delivery(field, claimed_until, None)
        return True
    if delivery.app is not None:  # an app's endpoints (docs/apps.md, "Webhooks")
        hooks = app_webhooks.AppWebhooks(settings, jobs, endpoint_store(), http_client())
        if delivery.fan_out:
            return runner().run(hooks.expand(field, claimed_until, delivery))
        return runner().run(hooks.deliver(field, claimed_until, delivery))
    if not settings.webhook_secret:  # the API has URLs, this worker no secret: wait for a fix
        log.error("webhook %s waits: TAPETE_WEBHOOK_SECRET is not set on this worker", field)
        return False  # its lease runs out and a worker claims it again
    delivered = webhooks.attempt(http_client(), webhook_key(settings.webhook_secret), delivery)
    delivery.attempt += 1
    if delivered or delivery.attempt >= settings.webhook_attempts:
        metrics.WEBHOOK_DELIVERIES.labels("delivered" if delivered else "dropped").inc()
        if not delivered:
            log.error(
                "webhook %s to %s dropped after %d attempts",
                delivery.id,
                delivery.url,
                delivery.attempt,
            )
        jobs.finish_delivery(field, claimed_until, None)
        return delivered
    metrics.WEBHOOK_DELIVERIES.labels("retried").inc()
    wait = webhooks.backoff_seconds(settings.webhook_backoff_seconds, delivery.attempt)
    retry_at = int((time.time() + wait) * 1000)
    jobs.finish_delivery(field, claimed_until, retry_at, encode_delivery(delivery))
    return False


def bot_turn(code: str, version: int, claimed_until: int | None = None) -> bool:
    """A bot seat due at `version` moves; a stale job (the table moved on) does nothing. A
    claimed bot turn is released once done (a move's save has already replaced it); if this
    process dies first, the lease runs out and another pump claims it again."""
    moved = runner().run(play_bot(table_service(), code, version))
    if claimed_until is not None:
        job_queue().release([bot_member(code, version)], claimed_until)
    return moved


def game_ended(code: str, version: int, claimed_until: int | None = None) -> bool:
    """A game ended at `version`: keep its record, apply its ratings and histories, exactly
    once (see service/players/ended.py); then release the claim. A process killed before the
    release leaves the claim to run out: the job runs again and finds the end applied."""
    service = table_service()
    queue = hook_queue(service.scheduler)
    ttl_days = service.settings.record_ttl_days
    applied = runner().run(process_ended(service.store, code, ttl_days, queue))
    runner().run(tournament_table_ended(code))
    if claimed_until is not None:
        job_queue().release([end_member(code, version)], claimed_until)
    return applied


async def tournament_table_ended(code: str) -> bool:
    """A tournament's table ended: its result reaches the tournament (once: a second report
    changes nothing), whatever the record's job found (a rerun after a kill reports again)."""
    table = await table_service().store.load(code)
    if table is None or table.tournament is None:
        return False
    return await tournament_service().table_ended(table)


def tournament_due(tournament_id: str, claimed_until: int | None = None) -> bool:
    """A tournament's timer fell due (its start, tables paired but not opened, the arena's
    wait limit or end): do what is due, then release the claim (a newer timer set by the
    save stays). Killed first: the lease runs out and another worker does it (safe to
    repeat: pairing is one compare-and-set, opening a table twice opens it once)."""
    runner().run(tournament_service().advance(tournament_id))
    if claimed_until is not None:
        job_queue().release([tournament_member(tournament_id)], claimed_until)
    return True


def suggest_hint(code: str, version: int, seat: int) -> bool:
    """A hint asked at `version` for `seat` (GET .../hint): computed like a Hard bot's move,
    from the seat's information set, then stored for the waiting requests."""
    return runner().run(compute_hint(code, version, seat))


async def compute_hint(code: str, version: int, seat: int) -> bool:
    service = table_service()
    settings = service.settings
    turn = hints.hint_turn(await service.store.load(code), version, seat)
    answer = STALE
    if turn is not None:
        budget_s = settings.bot_budget_ms / 1000
        action = hints.suggest(turn.game, turn.state, turn.seat, turn.rng, budget_s)
        answer = msgspec.json.encode(action)
    cap_ms = settings.finished_ttl_seconds * 1000
    return await hint_store().save(code, version, seat, answer, hints.ANSWER_TTL_MS, cap_ms)


def wake_many(timers: list[tuple[str, int]], claimed_until: int | None = None) -> int:
    """Timers that fell due together (code, version), woken concurrently: how many applied.
    No pump enqueues these now (it wakes timers itself); kept for the jobs a worker of an
    earlier release left queued during a rolling upgrade."""
    return runner().run(wake_all(timers, claimed_until))


async def wake_all(timers: list[tuple[str, int]], claimed_until: int | None = None) -> int:
    """Every timer is tried even if one fails; the ones that did not fail release their claim,
    then the first failure fails the job (RQ keeps it in the failed registry; the failed timers
    are claimed again when their lease runs out, and a request applies them meanwhile)."""
    service = table_service()
    results = await asyncio.gather(
        *(service.wake(code, version) for code, version in timers), return_exceptions=True
    )
    if claimed_until is not None:
        done = [
            timer_member(code, version)
            for (code, version), result in zip(timers, results, strict=True)
            if not isinstance(result, BaseException)
        ]
        job_queue().release(done, claimed_until)
    for result in results:
        if isinstance(result, BaseException):
            raise result
    return sum(1 for result in results if result is True)
