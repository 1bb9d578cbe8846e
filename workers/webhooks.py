"""Sending a webhook: Standard Webhooks signatures and one attempt over HTTP (workers only).

The signature is `v1,` + base64(HMAC-SHA256(key, "{id}.{timestamp}.{body}")), the key being
the base64 part of the `whsec_` secret; `webhook-timestamp` is the attempt's Unix time, so a
receiver can refuse replays outside its tolerance."""

from __future__ import annotations

import base64
import hashlib
import hmac
import logging
import time

import httpx

from service.tables.webhooks import Delivery

log = logging.getLogger("tapete.webhooks")
MAX_BACKOFF_SECONDS = 3600.0


def signature(key: bytes, message_id: str, timestamp: int, body: str) -> str:
    signed = f"{message_id}.{timestamp}.{body}".encode()
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()


def signed_headers(key: bytes, delivery: Delivery, timestamp: int) -> dict[str, str]:
    return {
        "Content-Type": "application/json",
        "User-Agent": "Tapete-Webhooks/1",
        "webhook-id": delivery.id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": signature(key, delivery.id, timestamp, delivery.body),
    }


def attempt(client: httpx.Client, key: bytes, delivery: Delivery) -> bool:
    """POST once; True on a 2xx. Redirects are not followed (a moved endpoint is a
    configuration error to see in the logs, not to chase)."""
    headers = signed_headers(key, delivery, int(time.time()))
    try:
        response = client.post(delivery.url, content=delivery.body.encode(), headers=headers)
    except httpx.HTTPError as error:
        log.warning("webhook %s to %s failed: %s", delivery.id, delivery.url, type(error).__name__)
        return False
    if response.is_success:
        return True
    log.warning("webhook %s to %s answered %d", delivery.id, delivery.url, response.status_code)
    return False


def backoff_seconds(base: float, attempts_made: int) -> float:
    """Before the next attempt: base, then twice as long each time, at most an hour."""
    return float(min(base * 2 ** max(attempts_made - 1, 0), MAX_BACKOFF_SECONDS))
