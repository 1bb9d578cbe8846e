"""Apps' webhooks in the worker (docs/apps.md, "Webhooks"): a table event's fan-out becomes
one delivery per matching enabled endpoint of its app, in one atomic step on the queue
(JobQueue.expand); each delivery is then attempted with the operator URLs' retry and backoff,
signed with the endpoint's live secrets, logged in the endpoint's delivery log, and counted
toward disabling an endpoint that keeps failing (its app's other endpoints are told)."""

from __future__ import annotations

import logging
import time

import httpx

from service.apps.webhook_store import EndpointStore
from service.apps.webhooks import Attempt, Endpoint
from service.core import metrics
from service.core.networks import trusted_networks
from service.core.settings import Settings, webhook_key
from service.storage.queue import JobQueue
from service.tables.webhooks import (
    Delivery,
    decode_delivery,
    delivery_field,
    encode_delivery,
    event_payload,
    fan_out,
)
from workers import webhooks

log = logging.getLogger("tapete.webhooks")
DISABLED = "webhook.endpoint_disabled"


def now_ms() -> int:
    return int(time.time() * 1000)


class AppWebhooks:
    def __init__(
        self, settings: Settings, jobs: JobQueue, store: EndpointStore, client: httpx.Client
    ) -> None:
        self.settings = settings
        self.jobs = jobs
        self.store = store
        self.client = client
        self.allowed = trusted_networks(
            settings.webhook_allow_networks, "TAPETE_WEBHOOK_ALLOW_NETWORKS"
        )

    async def expand(self, field: str, until: int, fan: Delivery) -> bool:
        """The fan-out's deliveries (a job of a release before the pump expanded fan-outs
        itself: see `expand_claimed`)."""
        return self.jobs.expand(field, until, await owed_deliveries(self.store, fan))

    async def deliver(self, field: str, until: int, delivery: Delivery) -> bool:
        """One attempt; then dropped (delivered, out of attempts, or the endpoint gone or
        disabled) or set again after the backoff."""
        endpoint = await self.store.get(delivery.app or "", delivery.endpoint or "")
        if endpoint is None or not endpoint.enabled:
            self.jobs.finish_delivery(field, until, None)
            return False
        at = now_ms()
        keys = [webhook_key(secret) for secret in endpoint.secrets(at)]
        outcome = webhooks.attempt_endpoint(self.client, endpoint.url, keys, delivery, self.allowed)
        delivery.attempt += 1
        attempt = Attempt(
            message_id=delivery.id,
            event_type=delivery.type,
            attempt=delivery.attempt,
            at_ms=at,
            latency_ms=outcome.latency_ms,
            status=outcome.status,
            error=outcome.error,
            delivered=outcome.delivered,
        )
        hours = self.settings.webhook_disable_after_hours
        reason = f"every delivery failed for {hours:g} hours"
        disabled = await self.store.record(endpoint, attempt, int(hours * 3_600_000), reason)
        if disabled:
            await self.tell_disabled(endpoint, reason)
        if outcome.delivered or disabled or delivery.attempt >= self.settings.webhook_attempts:
            metrics.WEBHOOK_DELIVERIES.labels("delivered" if outcome.delivered else "dropped").inc()
            self.jobs.finish_delivery(field, until, None)
            return outcome.delivered
        metrics.WEBHOOK_DELIVERIES.labels("retried").inc()
        wait = webhooks.backoff_seconds(self.settings.webhook_backoff_seconds, delivery.attempt)
        retry_at = int((time.time() + wait) * 1000)
        self.jobs.finish_delivery(field, until, retry_at, encode_delivery(delivery))
        return False

    async def tell_disabled(self, endpoint: Endpoint, reason: str) -> None:
        """`webhook.endpoint_disabled` to the app's other enabled endpoints (a fan-out like a
        table event's: the disabled one is no longer enabled, so it is not among them)."""
        log.warning("webhook endpoint %s of %s disabled: %s", endpoint.id, endpoint.app, reason)
        at = now_ms()
        fresh = await self.store.get(endpoint.app, endpoint.id) or endpoint
        data = {
            "endpoint_id": endpoint.id,
            "url": endpoint.url,
            "disabled_reason": reason,
            "failing_since_ms": fresh.failing_since_ms,
        }
        body = event_payload(DISABLED, data, at)
        fan = fan_out(f"msg_disabled_{endpoint.id}_{at}", endpoint.app, DISABLED, body)
        await self.jobs.add_deliveries([(delivery_field(fan, 0), encode_delivery(fan))])


async def owed_deliveries(store: EndpointStore, fan: Delivery) -> list[tuple[str, bytes]]:
    """A fan-out's deliveries (field, record), one per enabled endpoint of its app that wants
    its type (each endpoint remembers the message, to send it again on request)."""
    app = fan.app or ""
    owed = []
    for endpoint in await store.of_app(app):
        if endpoint.enabled and endpoint.wants(fan.type):
            await store.remember(endpoint.id, fan.id, fan.type, fan.body)
            delivery = Delivery(
                id=fan.id, url="", body=fan.body, app=app, endpoint=endpoint.id, type=fan.type
            )
            owed.append((delivery_field(delivery, 0), encode_delivery(delivery)))
    return owed


async def expand_claimed(jobs: JobQueue, store: EndpointStore, field: str, until: int) -> bool:
    """A claimed fan-out expanded on the pump's loop, in one atomic step (nothing if the lease
    ran out meanwhile: the new claim expands it). Whether its claim is left to release (only a
    fan-out already gone)."""
    record = await jobs.delivery_async(field)
    if record is None:
        return True
    await jobs.expand_async(field, until, await owed_deliveries(store, decode_delivery(record)))
    return False
