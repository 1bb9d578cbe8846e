"""An app's webhook endpoint and one line of its delivery log, as stored and shown."""

from __future__ import annotations

from typing import Literal, get_args

import msgspec

EventType = Literal[
    "table.started",
    "table.finished",
    "table.cancelled",
    "player.notified",
    "tournament.registered",
    "tournament.round_started",
    "tournament.tables_started",
    "tournament.table_finished",
    "tournament.standings",
    "tournament.finished",
    "tournament.cancelled",
    "webhook.test",
    "webhook.endpoint_disabled",
]
EVENT_TYPES: tuple[str, ...] = get_args(EventType)


class Endpoint(msgspec.Struct, kw_only=True):
    """As stored: its secrets too (never shown but on create and rotation)."""

    id: str  # `ep_...`
    app: str
    url: str
    description: str = ""
    event_types: list[str] = []  # empty: every type
    enabled: bool = True
    created_ms: int
    disabled_reason: str | None = None
    failing_since_ms: int | None = None  # the first failed attempt since the last success
    secret: str
    previous_secret: str | None = None  # still signed with until `previous_until_ms`
    previous_until_ms: int | None = None

    def wants(self, event_type: str) -> bool:
        return not self.event_types or event_type in self.event_types

    def secrets(self, now_ms: int) -> list[str]:
        """The secrets a delivery is signed with now: the current one, and the one it replaced
        while the rotation's overlap lasts."""
        if self.previous_secret and (self.previous_until_ms or 0) > now_ms:
            return [self.secret, self.previous_secret]
        return [self.secret]


class Attempt(msgspec.Struct, kw_only=True):
    """One delivery attempt to an endpoint: what was sent, when, and how it went."""

    message_id: str  # the `webhook-id`: the same for every attempt of one message
    event_type: str
    attempt: int  # 1 for the first attempt of this delivery
    at_ms: int
    latency_ms: int
    status: int | None = None  # the HTTP status, when the endpoint answered
    error: str | None = None  # else why not: `timeout`, `connect`, `url_not_allowed:<rule>`...
    delivered: bool = False
