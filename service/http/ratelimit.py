"""Rate limits per client IP and per seat token, shared by every API process through Redis
(fixed one-minute windows). Over the limit: 429 problem+json with Retry-After. The client IP is
the socket peer, or what trusted proxies forwarded (see client_ip.py). An app's own limit
(requests per minute, docs/apps.md) is counted the same way, by the app naming middleware
(apps.py), which knows the app."""

from __future__ import annotations

import hashlib
import time
from typing import Any

import msgspec
from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.types import (
    ASGIApp,
    HTTPResponseBodyEvent,
    HTTPResponseStartEvent,
    Receive,
    Scope,
    Send,
)

from service.core.networks import Network
from service.http.client_ip import client_ip
from service.http.problems import PROBLEM_JSON, Problem
from service.storage.redis_client import GameStateRedis
from service.storage.request_counts import RequestCounts

WINDOW_SECONDS = 60
EXEMPT_PREFIXES = ("/health/", "/docs", "/metrics")  # probes, docs and scrapes


class RateLimiter:
    def __init__(
        self,
        client: GameStateRedis,
        per_ip: int,
        per_token: int,
        trusted_proxies: tuple[Network, ...] = (),
    ) -> None:
        self.counts = RequestCounts(client)
        self.per_ip = per_ip
        self.per_token = per_token
        self.trusted_proxies = trusted_proxies

    async def over_limit(self, ip: str, authorization: str | None) -> int | None:
        """Seconds until the window ends if this request is over a limit, else None."""
        now = time.time()
        window = int(now // WINDOW_SECONDS)
        checks: list[tuple[str, int]] = []
        if self.per_ip > 0:
            checks.append((f"rl:ip:{ip}:{window}", self.per_ip))
        if self.per_token > 0 and authorization:
            digest = hashlib.sha256(authorization.encode()).hexdigest()[:24]
            checks.append((f"rl:token:{digest}:{window}", self.per_token))
        if not checks:
            return None
        counts = await self.counts.count([key for key, _ in checks], WINDOW_SECONDS * 2)
        if any(count > limit for count, (_, limit) in zip(counts, checks, strict=True)):
            return max(1, int((window + 1) * WINDOW_SECONDS - now) + 1)
        return None

    async def app_over_limit(self, app: str, per_minute: int) -> int | None:
        """Seconds until the window ends if this request is over the app's limit, else None.
        One counter per app and window, on every process alike."""
        now = time.time()
        window = int(now // WINDOW_SECONDS)
        [count] = await self.counts.count([f"rl:app:{app}:{window}"], WINDOW_SECONDS * 2)
        if count > per_minute:
            return max(1, int((window + 1) * WINDOW_SECONDS - now) + 1)
        return None

    async def aclose(self) -> None:
        await self.counts.aclose()


def rate_limit_middleware(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        limiter: RateLimiter | None = getattr(scope["app"].state, "rate_limiter", None)
        path = scope.get("path", "")
        if scope["type"] != ScopeType.HTTP or limiter is None or path.startswith(EXEMPT_PREFIXES):
            await app(scope, receive, send)
            return
        headers = MutableScopeHeaders(scope)
        ip = client_ip(scope, limiter.trusted_proxies)
        retry_after = await limiter.over_limit(ip, headers.get("authorization"))
        if retry_after is None:
            await app(scope, receive, send)
            return
        await send_too_many(send, path, retry_after)

    return middleware


async def send_too_many(send: Send, path: str, retry_after: int) -> None:
    problem = Problem(
        type="urn:tapete:problem:rate_limited",
        title="Too many requests",
        status=429,
        code="rate_limited",
        detail=f"too many requests; retry in {retry_after} s",
        instance=path,
    )
    body = msgspec.json.encode(problem)
    headers: list[Any] = [
        (b"content-type", PROBLEM_JSON.encode()),
        (b"retry-after", str(retry_after).encode()),
        (b"content-length", str(len(body)).encode()),
    ]
    start: HTTPResponseStartEvent = {
        "type": "http.response.start",
        "status": 429,
        "headers": headers,
    }
    await send(start)
    end: HTTPResponseBodyEvent = {"type": "http.response.body", "body": body, "more_body": False}
    await send(end)
