"""An app's webhook endpoints, managed by the app's server with an API key holding the
`webhooks` scope (docs/apps.md, "Webhooks"): create, list, read, change and delete them,
rotate their signing secret with an overlap, read their delivery log, send a test message and
send a past message again. An endpoint of another app answers 404 like a missing one."""

from __future__ import annotations

import secrets
import time
from typing import Annotated, Any, Protocol

import msgspec
from litestar import Controller, Request, delete, get, patch, post
from litestar.params import Parameter

from service.apps.webhook_store import EndpointStore, new_secret
from service.apps.webhook_urls import UrlNotAllowed, check_url
from service.apps.webhooks import Attempt, Endpoint, EventType
from service.core import errors
from service.core.networks import Network
from service.core.tenancy import current_app
from service.http.apps import APP_SCOPE
from service.http.bodies import read_body
from service.http.responses import problems
from service.tables.webhooks import Delivery, encode_delivery, event_payload

EndpointIdPath = Annotated[
    str, Parameter(min_length=1, max_length=64, description="A webhook endpoint id (`ep_...`).")
]
MessageIdPath = Annotated[
    str, Parameter(min_length=1, max_length=128, description="A message id (`webhook-id`).")
]
LogLimit = Annotated[int, Parameter(ge=1, le=100, description="Attempts, newest first.")]
Url = Annotated[
    str,
    msgspec.Meta(
        min_length=1,
        max_length=2048,
        description="An http(s) URL: no user or password, no fragment, not a private address.",
    ),
]
Description = Annotated[str, msgspec.Meta(max_length=200)]
EventTypes = Annotated[
    list[EventType],
    msgspec.Meta(max_length=16, description="The event types it is sent; empty: every type."),
]
DAY_SECONDS = 86_400
OverlapSeconds = Annotated[
    int,
    msgspec.Meta(
        ge=0,
        le=7 * DAY_SECONDS,
        description="How long deliveries stay signed with the old secret too (at most 7 days).",
    ),
]


class NewEndpoint(msgspec.Struct, forbid_unknown_fields=True):
    """A new endpoint: where to send, what to send it (no types: every type)."""

    url: Url
    description: Description = ""
    event_types: EventTypes = []
    enabled: bool = True


class EndpointChange(msgspec.Struct, forbid_unknown_fields=True):
    """What to change of an endpoint (fields left out stay as they are). Enabling a disabled
    endpoint clears its `disabled_reason` and failing streak."""

    url: Url | None = None
    description: Description | None = None
    event_types: EventTypes | None = None
    enabled: bool | None = None


class Rotation(msgspec.Struct, forbid_unknown_fields=True):
    """A new secret; the old one keeps signing deliveries (beside the new) for the overlap."""

    overlap_seconds: OverlapSeconds = DAY_SECONDS


class EndpointInfo(msgspec.Struct):
    """An endpoint as shown: never its secret (shown on create and rotation only)."""

    id: str
    url: str
    description: str
    event_types: list[str]
    enabled: bool
    created_ms: int
    disabled_reason: str | None
    failing_since_ms: int | None
    previous_secret_until_ms: int | None  # the rotation's overlap ends then


class EndpointWithSecret(msgspec.Struct):
    """The endpoint and its signing secret (`whsec_...`), shown this once."""

    endpoint: EndpointInfo
    secret: str


class SentMessage(msgspec.Struct):
    """A message queued for delivery: its `webhook-id` (the delivery log names it)."""

    message_id: str


def info(endpoint: Endpoint) -> EndpointInfo:
    now = int(time.time() * 1000)
    until = endpoint.previous_until_ms if len(endpoint.secrets(now)) > 1 else None
    return EndpointInfo(
        endpoint.id,
        endpoint.url,
        endpoint.description,
        list(endpoint.event_types),
        endpoint.enabled,
        endpoint.created_ms,
        endpoint.disabled_reason,
        endpoint.failing_since_ms,
        until,
    )


def endpoints_of(request: Request[Any, Any, Any]) -> EndpointStore:
    store: EndpointStore = request.app.state.webhook_endpoints
    return store


def checked(request: Request[Any, Any, Any], url: str) -> str:
    allowed: tuple[Network, ...] = request.app.state.webhook_allow_networks
    try:
        check_url(url, allowed)
    except UrlNotAllowed as refusal:
        raise errors.WebhookUrlNotAllowed(refusal.detail, rule=refusal.rule) from refusal
    return url


def unique(types: list[EventType]) -> list[str]:
    return list(dict.fromkeys(str(kind) for kind in types))


async def found(request: Request[Any, Any, Any], endpoint_id: str) -> Endpoint:
    endpoint = await endpoints_of(request).get(current_app(), endpoint_id)
    if endpoint is None:
        raise errors.WebhookEndpointNotFound(f"no webhook endpoint {endpoint_id!r}")
    return endpoint


async def send(request: Request[Any, Any, Any], endpoint: Endpoint, delivery: Delivery) -> None:
    """Queues one delivery to the endpoint (due now), under a field of its own so it never
    replaces one still pending."""
    jobs: DeliveryQueue | None = request.app.state.jobs
    if jobs is None:
        raise errors.WebhooksUnavailable("this API process sends no webhooks")
    if not endpoint.enabled:
        raise errors.WebhookEndpointDisabled(f"{endpoint.id} is disabled: enable it first")
    field = f"{delivery.id}:{endpoint.id}:{secrets.token_hex(4)}"
    await jobs.add_deliveries([(field, encode_delivery(delivery))])


WEBHOOKS = {APP_SCOPE: "webhooks"}


class DeliveryQueue(Protocol):
    """The job queue as this controller uses it (service/storage/queue.py's JobQueue)."""

    async def add_deliveries(self, deliveries: list[tuple[str, bytes]]) -> None: ...


class WebhooksController(Controller):
    path = "/webhooks/endpoints"
    tags = ["Webhooks"]

    @post(
        "",
        operation_id="createWebhookEndpoint",
        summary="Create a webhook endpoint",
        opt={"body": NewEndpoint, **WEBHOOKS},
        responses=problems(400, 403, 409, 413, 415, 422),
    )
    async def create_endpoint(self, request: Request[Any, Any, Any]) -> EndpointWithSecret:
        """Table events of this app (and the types listed) go to the URL, signed with the
        answer's `secret` (Standard Webhooks), shown this once."""
        body = await read_body(request, NewEndpoint)
        url = checked(request, body.url)
        endpoint = await endpoints_of(request).create(
            current_app(), url, body.description, unique(body.event_types), body.enabled
        )
        if endpoint is None:
            raise errors.WebhookEndpointLimit("an app has at most 20 webhook endpoints")
        return EndpointWithSecret(info(endpoint), endpoint.secret)

    @get(
        "",
        operation_id="listWebhookEndpoints",
        summary="List the app's webhook endpoints",
        opt=WEBHOOKS,
        responses=problems(403),
    )
    async def list_endpoints(self, request: Request[Any, Any, Any]) -> list[EndpointInfo]:
        """Oldest first; never a secret."""
        return [info(e) for e in await endpoints_of(request).of_app(current_app())]

    @get(
        "/{endpoint_id:str}",
        operation_id="getWebhookEndpoint",
        summary="One webhook endpoint",
        opt=WEBHOOKS,
        responses=problems(400, 403, 404),
    )
    async def get_endpoint(
        self, request: Request[Any, Any, Any], endpoint_id: EndpointIdPath
    ) -> EndpointInfo:
        """With `disabled_reason` and `failing_since_ms` when it keeps failing."""
        return info(await found(request, endpoint_id))

    @patch(
        "/{endpoint_id:str}",
        operation_id="updateWebhookEndpoint",
        summary="Change a webhook endpoint",
        opt={"body": EndpointChange, **WEBHOOKS},
        responses=problems(400, 403, 404, 413, 415, 422),
    )
    async def update_endpoint(
        self, request: Request[Any, Any, Any], endpoint_id: EndpointIdPath
    ) -> EndpointInfo:
        """Only the fields given change. `enabled: true` clears a disabled endpoint's reason
        and failing streak."""
        body = await read_body(request, EndpointChange)
        written: dict[str, str] = {}
        deleted: tuple[str, ...] = ()
        if body.url is not None:
            written["url"] = checked(request, body.url)
        if body.description is not None:
            written["description"] = body.description
        if body.event_types is not None:
            written["event_types"] = msgspec.json.encode(unique(body.event_types)).decode()
        if body.enabled is not None:
            written["enabled"] = "1" if body.enabled else "0"
            if body.enabled:
                deleted = ("disabled_reason", "failing_since_ms")
        endpoint = await endpoints_of(request).update(current_app(), endpoint_id, written, deleted)
        if endpoint is None:
            raise errors.WebhookEndpointNotFound(f"no webhook endpoint {endpoint_id!r}")
        return info(endpoint)

    @delete(
        "/{endpoint_id:str}",
        operation_id="deleteWebhookEndpoint",
        summary="Delete a webhook endpoint",
        status_code=204,
        opt=WEBHOOKS,
        responses=problems(400, 403, 404),
    )
    async def delete_endpoint(
        self, request: Request[Any, Any, Any], endpoint_id: EndpointIdPath
    ) -> None:
        """With its delivery log; deliveries still pending to it are dropped."""
        if not await endpoints_of(request).delete(current_app(), endpoint_id):
            raise errors.WebhookEndpointNotFound(f"no webhook endpoint {endpoint_id!r}")

    @post(
        "/{endpoint_id:str}/rotate-secret",
        operation_id="rotateWebhookSecret",
        summary="Rotate a webhook endpoint's secret",
        status_code=200,
        opt={"body": Rotation, **WEBHOOKS},
        responses=problems(400, 403, 404, 413, 415),
    )
    async def rotate_secret(
        self, request: Request[Any, Any, Any], endpoint_id: EndpointIdPath
    ) -> EndpointWithSecret:
        """A new secret, shown this once. For `overlap_seconds` (`{}`: a day) every delivery
        is signed with both (two signatures in `webhook-signature`), so receivers can move to
        the new one without losing a message; then with the new one only."""
        body = await read_body(request, Rotation)  # `{}`: the default overlap
        endpoint = await found(request, endpoint_id)
        secret = new_secret()
        until = int(time.time() * 1000) + body.overlap_seconds * 1000
        written = {"secret": secret}
        deleted: tuple[str, ...] = ("previous_secret", "previous_until_ms")
        if body.overlap_seconds > 0:
            written |= {"previous_secret": endpoint.secret, "previous_until_ms": str(until)}
            deleted = ()
        rotated = await endpoints_of(request).update(current_app(), endpoint.id, written, deleted)
        if rotated is None:
            raise errors.WebhookEndpointNotFound(f"no webhook endpoint {endpoint_id!r}")
        return EndpointWithSecret(info(rotated), secret)

    @get(
        "/{endpoint_id:str}/deliveries",
        operation_id="listWebhookDeliveries",
        summary="A webhook endpoint's delivery log",
        opt=WEBHOOKS,
        responses=problems(400, 403, 404),
    )
    async def list_deliveries(
        self, request: Request[Any, Any, Any], endpoint_id: EndpointIdPath, limit: LogLimit = 100
    ) -> list[Attempt]:
        """Its last attempts, newest first (100 are kept): the message, its event type, the
        attempt's number, when, the HTTP status or why there was none, and how long it took."""
        endpoint = await found(request, endpoint_id)
        return await endpoints_of(request).attempts(endpoint.id, limit)

    @post(
        "/{endpoint_id:str}/test",
        operation_id="testWebhookEndpoint",
        summary="Send a test message",
        status_code=202,
        opt=WEBHOOKS,
        responses=problems(400, 403, 404, 409, 503),
    )
    async def test_endpoint(
        self, request: Request[Any, Any, Any], endpoint_id: EndpointIdPath
    ) -> SentMessage:
        """A `webhook.test` message, whatever types the endpoint filters; its attempts show
        in the delivery log."""
        endpoint = await found(request, endpoint_id)
        now = int(time.time() * 1000)
        ident = f"msg_test_{secrets.token_hex(8)}"
        body = event_payload("webhook.test", {"endpoint_id": endpoint.id}, now)
        delivery = Delivery(
            id=ident, url="", body=body, app=endpoint.app, endpoint=endpoint.id, type="webhook.test"
        )
        await send(request, endpoint, delivery)
        await endpoints_of(request).remember(endpoint.id, ident, "webhook.test", body)
        return SentMessage(ident)

    @post(
        "/{endpoint_id:str}/deliveries/{message_id:str}/redeliver",
        operation_id="redeliverWebhookMessage",
        summary="Send a past message again",
        status_code=202,
        opt=WEBHOOKS,
        responses=problems(400, 403, 404, 409, 503),
    )
    async def redeliver(
        self,
        request: Request[Any, Any, Any],
        endpoint_id: EndpointIdPath,
        message_id: MessageIdPath,
    ) -> SentMessage:
        """One of the endpoint's last 100 messages, again: the same `webhook-id` and body
        (receivers deduplicate by the id), a new timestamp and signature."""
        endpoint = await found(request, endpoint_id)
        message = await endpoints_of(request).message(endpoint.id, message_id)
        if message is None:
            raise errors.WebhookMessageNotFound(f"{endpoint.id} keeps no message {message_id!r}")
        delivery = Delivery(
            id=message_id,
            url="",
            body=message.body,
            app=endpoint.app,
            endpoint=endpoint.id,
            type=message.type,
        )
        await send(request, endpoint, delivery)
        return SentMessage(message_id)
