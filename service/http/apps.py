"""Which app a request acts for (docs/apps.md, "Naming the app"), decided once per request by
one middleware on both paths (Litestar's routes and the fast path, like the rate limits):

- `X-Api-Key: tk_...`: an integrator's server, with the key's scopes; an unknown or revoked
  key is 401 `invalid_api_key`;
- `X-App-Id: app_...`: a browser or a phone (no secret), with a player's scopes (tables,
  players); the app's allowed origins apply to an `Origin` it sends (403 `origin_not_allowed`);
- neither: the built-in default app while the open default is on (TAPETE_REQUIRE_APP unset,
  the `make run` default), else 401 `app_required`.

A disabled app is 403 `app_disabled`. A route that needs a scope declares it as
`opt={APP_SCOPE: "tables"}`; a key without it is 403 `missing_scope` naming it. The app is
then `CURRENT_APP` (service/core/tenancy.py) for the rest of the request. Resolutions are
kept per process for `CACHE_SECONDS`: a revoked key or a disabled app stops working on every
process within that time."""

from __future__ import annotations

import time
from typing import Any

import msgspec
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Receive, Scope, Send

from service.apps.models import PUBLISHABLE_SCOPES
from service.apps.store import AppStore
from service.core import errors
from service.core.tenancy import CURRENT_APP, DEFAULT_APP

APP_SCOPE = "app_scope"
CACHE_SECONDS = 2.0
# Paths that act for no app: health, documents, metrics, the web client's pages and the
# operators' admin API (its own credential).
# (Whole path segments: `/players` is not `/play`.)
EXEMPT_PREFIXES = ("/health/", "/docs", "/metrics", "/play/", "/admin/", "/favicon")
EXEMPT_PATHS = frozenset({"/health", "/play", "/admin"})


class Access(msgspec.Struct, frozen=True):
    """What a request may do: its app, the scopes it holds and the key it used (if one)."""

    app: str
    scopes: frozenset[str]
    key: str | None = None


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
            return Access(app.id, frozenset(api_key.scopes), api_key.id)
        if app_id is not None:
            app = await self.cached("app", app_id, self.store.get)
            if app is None:
                raise errors.InvalidApiKey(f"no app with id {app_id!r}")
            if app.disabled:
                raise errors.AppDisabled(f"app {app.id} is disabled")
            if origin is not None and app.origins and origin not in app.origins:
                raise errors.OriginNotAllowed(f"origin {origin!r} is not allowed for {app.id}")
            return Access(app.id, PUBLISHABLE_SCOPES)
        if self.require_app:
            raise errors.AppRequired("name the app: `X-Api-Key` or `X-App-Id`")
        return DEFAULT_ACCESS


def app_naming_middleware(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        directory: AppDirectory | None = getattr(scope["app"].state, "apps", None)
        if (
            scope["type"] != ScopeType.HTTP
            or directory is None
            or scope["path"].startswith(EXEMPT_PREFIXES)
            or scope["path"] in EXEMPT_PATHS
        ):
            await app(scope, receive, send)
            return
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
        scope["tapete.access"] = access  # type: ignore[typeddict-unknown-key]
        token = CURRENT_APP.set(access.app)
        try:
            await app(scope, receive, send)
        finally:
            CURRENT_APP.reset(token)

    return middleware
