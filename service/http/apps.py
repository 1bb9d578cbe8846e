"""Which app a request acts for (docs/apps.md, "Naming the app"), decided once per request by
one middleware on both paths (Litestar's routes and the fast path, like the rate limits):

- `X-Api-Key: tk_...`: an integrator's server, with the key's scopes; an unknown or revoked
  key is 401 `invalid_api_key`;
- `X-App-Id: app_...`: a browser or a phone (no secret), with a player's scopes (tables,
  players); the app's allowed origins apply to an `Origin` it sends (403 `origin_not_allowed`);
- neither: the built-in default app while the open default is on (TAPETE_REQUIRE_APP unset,
  the `make run` default), else 401 `app_required`.

A disabled app is 403 `app_disabled`. An app with a limit of requests per minute counts each
of its requests (ratelimit.py's counters; the default app counts nothing): over it, 429
`quota_exceeded` naming `requests_per_minute`, with Retry-After. A route that needs a scope
declares it as `opt={APP_SCOPE: "tables"}`; a key without it is 403 `missing_scope` naming
it. The app is then `CURRENT_APP` (service/core/tenancy.py) for the rest of the request.
Resolutions are kept per process for `CACHE_SECONDS`: a revoked key or a disabled app stops
working on every process within that time."""

from __future__ import annotations

import time
from typing import Any

import msgspec
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

from service.apps import jwt_keys
from service.apps.models import PUBLISHABLE_SCOPES, App
from service.apps.store import AppStore
from service.core import errors
from service.core.tenancy import CURRENT_APP, DEFAULT_APP
from service.http.ratelimit import RateLimiter

APP_SCOPE = "app_scope"
CACHE_SECONDS = 2.0
# Paths that act for no app: health, documents, metrics and the web client's pages. The
# operators' admin API has its own credential (`admin_by_key` below).
# (Whole path segments: `/players` is not `/play`.)
EXEMPT_PREFIXES = ("/health/", "/docs", "/metrics", "/play/", "/favicon")
ADMIN_PREFIX = "/admin/"  # for no app, or for the app whose admin key signs in
EXEMPT_PATHS = frozenset({"/health", "/play", "/admin"})


class Access(msgspec.Struct, frozen=True):
    """What a request may do: its app, the scopes it holds and the key it used (if one)."""

    app: str
    scopes: frozenset[str]
    key: str | None = None
    per_minute: int = 0  # the app's limit of requests per minute (0: none)


# The open default holds what a player's own client needs, like a publishable id: never
# `webhooks` (anyone on the network could register a URL and receive every table's events)
# nor `admin:read`. The default app's endpoints are managed with a key the operator creates
# for it (docs/apps.md, "Webhooks").
DEFAULT_ACCESS = Access(DEFAULT_APP, PUBLISHABLE_SCOPES)


class AppDirectory:
    """The apps' keys and ids as this process last resolved them (for `CACHE_SECONDS`)."""

    def __init__(self, store: AppStore, require_app: bool) -> None:
        self.store = store
        self.require_app = require_app
        self.known: dict[tuple[str, str], tuple[float, Any]] = {}

    async def cached(self, kind: str, value: str, resolve: Any) -> Any:
        now = time.monotonic()
        found = self.known.get((kind, value))
        if found is not None and found[0] > now:
            return found[1]
        if len(self.known) > 10_000:
            self.known.clear()
        result = await resolve(value)
        self.known[(kind, value)] = (now + CACHE_SECONDS, result)
        return result

    async def access(self, key: str | None, app_id: str | None, origin: str | None) -> Access:
        if key is not None:
            resolved = await self.cached("key", key, self.store.resolve_key)
            if resolved is None:
                raise errors.InvalidApiKey("unknown or revoked API key")
            app, api_key = resolved
            if app.disabled:
                raise errors.AppDisabled(f"app {app.id} is disabled")
            return Access(
                app.id,
                frozenset(api_key.scopes),
                api_key.id,
                app.limits.requests_per_minute or 0,
            )
        if app_id is not None:
            app = await self.cached("app", app_id, self.store.get)
            if app is None:
                raise errors.InvalidApiKey(f"no app with id {app_id!r}")
            if app.disabled:
                raise errors.AppDisabled(f"app {app.id} is disabled")
            if origin is not None and app.origins and origin not in app.origins:
                raise errors.OriginNotAllowed(f"origin {origin!r} is not allowed for {app.id}")
            return Access(app.id, PUBLISHABLE_SCOPES, None, app.limits.requests_per_minute or 0)
        if self.require_app:
            raise errors.AppRequired("name the app: `X-Api-Key` or `X-App-Id`")
        return DEFAULT_ACCESS

    async def settings(self, app_id: str) -> App | None:
        """An app as this process last read it (for `CACHE_SECONDS`): its JWT keys, limits."""
        found: App | None = await self.cached("app", app_id, self.store.get)
        return found

    async def live_tables_quota(self, app_id: str) -> int:
        found = await self.settings(app_id)
        return (found.limits.live_tables or 0) if found is not None else 0

    async def players_quota(self, app: str) -> int:
        found = await self.settings(app)
        return (found.limits.players or 0) if found is not None else 0

    async def jwt_claims(self, token: str, app: str) -> dict[str, Any]:
        """A player JWT's claims, verified by the app's own settings only (an app without
        them accepts none: 401)."""
        found = await self.settings(app)
        if found is None or found.jwt is None:
            raise errors.Unauthorized(f"app {app} accepts no JWTs: its operator set no JWT keys")
        return jwt_keys.verified_claims(token, found.jwt, app)


async def over_app_limit(scope: Scope, access: Access) -> None:
    """Counts the request against its app's limit; over it, 429 `quota_exceeded`."""
    limiter: RateLimiter = scope["app"].state.rate_limiter
    retry_after = await limiter.app_over_limit(access.app, access.per_minute)
    if retry_after is not None:
        raise errors.QuotaExceeded(
            f"app {access.app} made its {access.per_minute} requests this minute; "
            f"retry in {retry_after} s",
            "requests_per_minute",
            retry_after,
        )


def app_naming_middleware(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        directory: AppDirectory | None = getattr(scope["app"].state, "apps", None)
        if scope["type"] != ScopeType.HTTP or directory is None:
            await app(scope, receive, send)
            return
        if scope["path"].startswith(ADMIN_PREFIX):
            await admin_by_key(directory, app, scope, receive, send)
            return
        if scope["path"].startswith(EXEMPT_PREFIXES) or scope["path"] in EXEMPT_PATHS:
            await app(scope, receive, send)
            return
        access = await request_access(directory, scope)
        token = CURRENT_APP.set(access.app)
        try:
            await app(scope, receive, send)
        finally:
            CURRENT_APP.reset(token)

    return middleware


async def request_access(directory: AppDirectory, scope: Scope) -> Access:
    """The app a request (not an admin or exempt one) acts for, by its headers, its route's
    scope checked and its app's limit counted; noted on the scope as `tapete.access`. The
    caller makes it CURRENT_APP for the rest of the request: the middleware above, and the
    fast path itself (one coroutine layer fewer on every hot request, and for as long as a
    long-poll is parked)."""
    key = app_id = origin = None
    for name, value in scope["headers"]:  # ASGI header names are lower case
        if name == b"x-api-key":
            key = value.decode("latin-1")
        elif name == b"x-app-id":
            app_id = value.decode("latin-1")
        elif name == b"origin":
            origin = value.decode("latin-1")
    if key is None and app_id is None and not directory.require_app:
        access = DEFAULT_ACCESS  # the open default: no lookup at all
    else:
        access = await directory.access(key, app_id, origin)
    handler = scope.get("route_handler")
    needed = handler.opt.get(APP_SCOPE) if handler is not None else None
    if needed is not None and needed not in access.scopes:
        raise errors.MissingScope(f"this API key lacks the {needed!r} scope", scope=needed)
    if access.per_minute:
        await over_app_limit(scope, access)
    scope["tapete.access"] = access  # type: ignore[typeddict-unknown-key]
    return access


async def admin_by_key(
    directory: AppDirectory, app: ASGIApp, scope: Scope, receive: Receive, send: Send
) -> None:
    """The admin API acts for no app, unless an app's key signs in to it (`admin:read`,
    `admin`): then it acts for that app alone, as any request of the app does (another app's
    tables and players are not there). Whether the key's scopes allow the operation is the
    admin API's own check (service/api/auth.py, `operator`)."""
    key = next((v.decode("latin-1") for n, v in scope["headers"] if n == b"x-api-key"), None)
    if key is None:
        await app(scope, receive, send)
        return
    access = await directory.access(key, None, None)
    scope["tapete.access"] = access  # type: ignore[typeddict-unknown-key]
    token = CURRENT_APP.set(access.app)
    try:
        await app(scope, receive, send)
    finally:
        CURRENT_APP.reset(token)
