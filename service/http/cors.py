"""CORS for browser frontends (docs/apps.md, "Browsers and CORS"). A browser's preflight names
no app (it carries no `X-App-Id` value, only the header's name), so the rule is:

- a preflight, and the CORS headers of an answer, are given to an origin that
  `TAPETE_CORS_ORIGINS` allows or that any enabled app lists (the union), refused otherwise;
- the request itself then acts for its app only from an origin that app lists (an app listing
  none takes any), else 403 `origin_not_allowed` (service/http/apps.py).

The union is kept per process: read from Redis when a request with an `Origin` comes and the
last read is `CACHE_SECONDS` old, and only reread whole when an app was created or changed
since (the app store's change counter). A request without `Origin` costs a look at its
headers, nothing more."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from dataclasses import dataclass, field

import msgspec
from litestar.config.cors import CORSConfig
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

from service.apps.store import AppStore
from service.http.answers import Answer, make_answer, send_answer
from service.http.apps import CACHE_SECONDS
from service.http.problems import PROBLEM_JSON, Problem
from service.storage.outage import STORAGE_ERRORS


class AppOrigins:
    """The origins the enabled apps list, as this process last read them."""

    def __init__(self) -> None:
        self.store: AppStore | None = None  # set by the app factory's lifespan
        self.origins: frozenset[str] = frozenset()
        self.changes = -1
        self.checked_at = float("-inf")

    async def refresh(self) -> None:
        now = time.monotonic()
        if self.store is None or now < self.checked_at + CACHE_SECONDS:
            return
        self.checked_at = now
        try:
            changes = await self.store.changes()
            if changes != self.changes:
                apps = await self.store.every()
                self.origins = frozenset(
                    origin for app in apps if not app.disabled for origin in app.origins
                )
                self.changes = changes
        except STORAGE_ERRORS:
            pass  # Redis is down: the origins as last read (the request will tell the client)


@dataclass
class AppsCORSConfig(CORSConfig):
    """Litestar's CORS, allowing the configured origins and every enabled app's."""

    app_origins: AppOrigins = field(default_factory=AppOrigins)

    def is_origin_allowed(self, origin: str) -> bool:
        return origin in self.app_origins.origins or super().is_origin_allowed(origin)

    def allows_any(self) -> bool:
        """Whether some origin gets CORS headers (else no request needs Litestar's CORS)."""
        return bool(self.allow_origins or self.app_origins.origins)


def request_origin(scope: Scope) -> str | None:
    for name, value in scope["headers"]:  # ASGI header names are lower case
        if name == b"origin":
            return value.decode("latin-1")
    return None


def app_origins_middleware(app: ASGIApp, cors: AppsCORSConfig) -> ASGIApp:
    """Refreshes the apps' origins (when stale) before a request with an `Origin` is served,
    so its preflight or CORS headers know an app's origins seconds after they were set; and
    refuses the preflight of an origin neither configured nor listed by an app as a problem
    (403 `origin_not_allowed`), like every other refusal, where Litestar's would be a plain 400."""

    def middleware(scope: Scope, receive: Receive, send: Send) -> Awaitable[None]:
        # Not a coroutine itself: a request without `Origin` (every server's and phone's) is
        # handed on with no frame of this layer left to resume at each of its awaits.
        origin = request_origin(scope) if scope["type"] == ScopeType.HTTP else None
        if origin is None:
            return app(scope, receive, send)
        return from_origin(scope, receive, send, origin)

    async def from_origin(scope: Scope, receive: Receive, send: Send, origin: str) -> None:
        await cors.app_origins.refresh()
        if is_preflight(scope) and not cors.is_origin_allowed(origin):
            await send_answer(refused_preflight(origin), scope, send)
            return
        await app(scope, receive, send)

    return middleware


def is_preflight(scope: Scope) -> bool:
    return scope.get("method") == "OPTIONS" and any(
        name == b"access-control-request-method" for name, _ in scope["headers"]
    )


def refused_preflight(origin: str) -> Answer:
    status, code = 403, "origin_not_allowed"
    problem = Problem(
        type=f"urn:tapete:problem:{code}",
        title="Origin not allowed",
        status=status,
        code=code,
        detail=f"origin {origin!r} is not allowed: no app lists it (docs/apps.md)",
    )
    return make_answer(
        status, ((b"content-type", PROBLEM_JSON.encode()),), msgspec.json.encode(problem)
    )
