"""Which webhooks a table change sends, and their payloads (pure). A change that starts,
finishes or cancels a table emits `table.started`, `table.finished` or `table.cancelled`; the
table service schedules, in the same save (service/storage/store.py), one delivery per URL the
operator configured (TAPETE_WEBHOOK_URLS, the default app's tables only) and one fan-out
delivery for the table's app, which a worker expands into one delivery per matching endpoint
of that app (docs/apps.md, "Webhooks"); workers deliver them (workers/webhooks.py). Payloads
follow Standard Webhooks' shape: `{"type", "timestamp", "data"}`."""

from __future__ import annotations

from datetime import UTC, datetime

import msgspec

from service.core.tenancy import DEFAULT_APP
from service.tables.lifecycle import seat_names
from service.tables.models import Table

EVENT_OF_STATUS = {
    "playing": "table.started",
    "finished": "table.finished",
    "cancelled": "table.cancelled",
}


class Delivery(msgspec.Struct, kw_only=True):
    """One POST to one URL, retried until it answers 2xx or the attempts run out. `id` is the
    same for every URL and attempt of one (table, event): receivers deduplicate by it."""

    id: str
    url: str  # empty for an app's endpoint (its current URL is read at each attempt)
    body: str
    attempt: int = 0  # attempts made so far
    app: str | None = None  # an app's: with `endpoint` to it, else a fan-out to its endpoints
    endpoint: str | None = None
    type: str = ""  # the event type (an app's deliveries: filters and the delivery log)
    # A notification for this player's inbox (notices.py), `body` being it and `id` its key:
    # written by a worker, not sent over HTTP (then `app` is the table's, whose endpoints get
    # its `player.notified` message: service/players/notified.py).
    inbox: str | None = None

    @property
    def fan_out(self) -> bool:
        return self.app is not None and self.endpoint is None and self.inbox is None


class SeatSummary(msgspec.Struct, omit_defaults=True):
    seat: int
    name: str
    bot: str | None = None


_encoder = msgspec.json.Encoder()


def message_id(table: Table, event: str) -> str:
    """Stable per (table, event): the code and its creation time (a code may be reused once a
    table expired) and the event."""
    return f"msg_{table.code}_{table.created_ms}_{event.removeprefix('table.')}"


def event_of(before: Table, after: Table) -> str | None:
    if after.status == before.status:
        return None
    return EVENT_OF_STATUS.get(after.status)


def payload(table: Table, event: str, now_ms: int) -> bytes:
    members = table.members
    seats = [
        SeatSummary(seat, name, members[seat].bot if seat < len(members) else None)
        for seat, name in enumerate(seat_names(table))
    ]
    data = {
        "code": table.code,
        "game": table.game,
        "status": table.status,
        "version": table.version,
        "seats": seats,
        "result": table.result,
    }
    at = datetime.fromtimestamp(now_ms / 1000, UTC).isoformat().replace("+00:00", "Z")
    return _encoder.encode({"type": event, "timestamp": at, "data": data})


def deliveries(before: Table, after: Table, urls: list[str], now_ms: int) -> list[Delivery]:
    """The deliveries a saved change owes: none unless it started, finished or cancelled the
    table; then one per operator URL (the default app's tables only), and the fan-out to the
    table's app's endpoints last."""
    event = event_of(before, after)
    if event is None:
        return []
    body = payload(after, event, now_ms).decode()
    ident = message_id(after, event)
    legacy = urls if after.app == DEFAULT_APP else []
    return [
        *(Delivery(id=ident, url=url, body=body) for url in legacy),
        fan_out(ident, after.app, event, body),
    ]


def fan_out(ident: str, app: str, event: str, body: str) -> Delivery:
    return Delivery(id=ident, url="", body=body, app=app, type=event)


def delivery_field(delivery: Delivery, index: int) -> str:
    """Its field in the deliveries hash (and, prefixed, its member in the timers set): an
    operator URL's by its index, a fan-out's `fan`, an endpoint's by the endpoint's id, a
    notification's by its key and player."""
    if delivery.inbox is not None:
        return f"{delivery.id}:{delivery.inbox}"
    if delivery.fan_out:
        return f"{delivery.id}:fan"
    if delivery.endpoint is not None:
        return f"{delivery.id}:{delivery.endpoint}"
    return f"{delivery.id}:{index}"


def event_payload(event: str, data: object, now_ms: int) -> str:
    """An app's own event (webhook.test, webhook.endpoint_disabled), shaped like the tables'."""
    at = datetime.fromtimestamp(now_ms / 1000, UTC).isoformat().replace("+00:00", "Z")
    return _encoder.encode({"type": event, "timestamp": at, "data": data}).decode()


def encode_delivery(delivery: Delivery) -> bytes:
    return _encoder.encode(delivery)


def decode_delivery(blob: bytes) -> Delivery:
    return msgspec.json.decode(blob, type=Delivery)
