"""Sending a webhook: Standard Webhooks signatures and one attempt over HTTP (workers only).

The signature is `v1,` + base64(HMAC-SHA256(key, "{id}.{timestamp}.{body}")), the key being
the base64 part of the `whsec_` secret; `webhook-timestamp` is the attempt's Unix time, so a
receiver can refuse replays outside its tolerance. During an app endpoint's secret rotation a
delivery carries one signature per live secret, space-separated, as the standard describes.

An app's endpoint is sent to as service/apps/webhook_urls.py rules: its name resolved once, every
address judged, and the connection made to the judged address itself (the Host header and the
TLS server name stay the URL's name); redirects are not followed and at most `BODY_CAP` bytes
of an answer are read."""

from __future__ import annotations

import base64
import hashlib
import hmac
import ipaddress
import logging
import socket
import time

import httpx
import msgspec

from service.apps.webhook_urls import UrlNotAllowed, address_rule, literal_address, parts
from service.core.networks import Address, Network
from service.tables.webhooks import Delivery

log = logging.getLogger("tapete.webhooks")
MAX_BACKOFF_SECONDS = 3600.0
BODY_CAP = 64 * 1024  # an answer's bytes read at most, then dropped


class Outcome(msgspec.Struct, kw_only=True):
    """How one attempt went: delivered on a 2xx; `error` names why there was no answer."""

    delivered: bool
    status: int | None = None
    error: str | None = None
    latency_ms: int = 0


def signature(key: bytes, message_id: str, timestamp: int, body: str) -> str:
    signed = f"{message_id}.{timestamp}.{body}".encode()
    return "v1," + base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()


def signed_headers(key: bytes, delivery: Delivery, timestamp: int) -> dict[str, str]:
    return signed_by([key], delivery, timestamp)


def signed_by(keys: list[bytes], delivery: Delivery, timestamp: int) -> dict[str, str]:
    signatures = [signature(key, delivery.id, timestamp, delivery.body) for key in keys]
    return {
        "Content-Type": "application/json",
        "User-Agent": "Tapete-Webhooks/1",
        "webhook-id": delivery.id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": " ".join(signatures),
    }


def attempt(client: httpx.Client, key: bytes, delivery: Delivery) -> bool:
    """POST once to an operator's URL (TAPETE_WEBHOOK_URLS); True on a 2xx. Redirects are not
    followed (a moved endpoint is a configuration error to see in the logs, not to chase)."""
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


def resolved(host: str, port: int) -> list[Address]:
    """Every address the name resolves to now (a literal address: itself)."""
    literal = literal_address(host)
    if literal is not None:
        return [literal]
    found: list[Address] = []
    for *_, sockaddr in socket.getaddrinfo(host, port, type=socket.SOCK_STREAM):
        address = ipaddress.ip_address(str(sockaddr[0]).split("%", 1)[0])
        if address not in found:
            found.append(address)
    return found


def attempt_endpoint(
    client: httpx.Client,
    url: str,
    keys: list[bytes],
    delivery: Delivery,
    allowed: tuple[Network, ...],
) -> Outcome:
    """POST once to an app's endpoint, within the SSRF rules; a refusal is a failed attempt
    whose `error` is `url_not_allowed:<rule>`."""
    started = time.monotonic()

    def outcome(**fields: object) -> Outcome:
        latency = int((time.monotonic() - started) * 1000)
        return msgspec.convert({**fields, "latency_ms": latency}, Outcome)

    try:
        split = parts(url)
        host = split.hostname or ""
        port = split.port or (443 if split.scheme == "https" else 80)
        try:
            addresses = resolved(host, port)
        except (OSError, UnicodeError):
            return outcome(delivered=False, error="dns")
        if not addresses:
            return outcome(delivered=False, error="dns")
        for address in addresses:  # one refused address refuses the name (no picking)
            rule = address_rule(address, allowed)
            if rule is not None:
                raise UrlNotAllowed(rule, f"{host} resolves to {address}")
    except UrlNotAllowed as refusal:
        log.warning("webhook %s to %s refused: %s", delivery.id, url, refusal.detail)
        return outcome(delivered=False, error=f"url_not_allowed:{refusal.rule}")
    address = addresses[0]
    shown = f"[{address}]" if address.version == 6 else str(address)
    pinned = split._replace(netloc=f"{shown}:{port}").geturl()
    headers = signed_by(keys, delivery, int(time.time()))
    headers["Host"] = split.netloc
    # A pooled connection is keyed by the address, not the name: closing each one keeps a
    # connection opened (and its certificate checked) for one name from serving another.
    headers["Connection"] = "close"
    extensions = {"sni_hostname": host} if split.scheme == "https" else {}
    try:
        with client.stream(
            "POST", pinned, content=delivery.body.encode(), headers=headers, extensions=extensions
        ) as response:
            read = 0
            for chunk in response.iter_raw():
                read += len(chunk)
                if read >= BODY_CAP:  # enough: the rest is dropped with the connection
                    break
            status = response.status_code
    except httpx.TimeoutException:
        return outcome(delivered=False, error="timeout")
    except httpx.ConnectError:
        return outcome(delivered=False, error="connect")
    except httpx.HTTPError as error:
        return outcome(delivered=False, error=type(error).__name__)
    if not 200 <= status < 300:
        log.warning("webhook %s to %s answered %d", delivery.id, url, status)
    return outcome(delivered=200 <= status < 300, status=status)


def backoff_seconds(base: float, attempts_made: int) -> float:
    """Before the next attempt: base, then twice as long each time, at most an hour."""
    return float(min(base * 2 ** max(attempts_made - 1, 0), MAX_BACKOFF_SECONDS))
