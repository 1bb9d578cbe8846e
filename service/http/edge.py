"""The web edge in front of Litestar, through the ASGI entry point (a public interface): every
HTTP request goes through the request wrapper (its id, log line and metrics, HEAD served as its
GET: requests_log.py), then the fast path of the hot operations (fast_path.py), which hands
what it does not serve to Litestar's own entry point unchanged; an event stream's body follows
once they have returned (`follow_on`). Lifespan events go to Litestar directly."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from litestar import Litestar
from litestar.types import ASGIApp, Receive, Scope, Send

from service.core.tenancy import CURRENT_APP
from service.http.answers import direct_writer


class EdgeApp(Litestar):
    """A Litestar app with the edge in front (`install_edge`); until then, Litestar alone."""

    edge: ASGIApp | None = None

    def install_edge(self, wrap: Callable[[ASGIApp], ASGIApp]) -> None:
        """`wrap` gets Litestar's own entry point and returns what serves every request."""
        self.edge = wrap(self.litestar_entry)

    async def litestar_entry(self, scope: Scope, receive: Receive, send: Send) -> None:
        await Litestar.__call__(self, scope, receive, send)

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        edge = self.edge
        if edge is None or scope["type"] == "lifespan":
            await Litestar.__call__(self, scope, receive, send)
            return
        # As Litestar's entry point sets them: the fast path reads the app's state from here.
        scope["app"] = scope["litestar_app"] = self
        scope.setdefault("state", {})
        await edge(scope, receive, send)
        direct = direct_writer(scope)
        rest = None if direct is None else direct.take_rest()
        if rest is not None:
            await follow_on(rest, scope, send)


async def follow_on(rest: Callable[[Send], Awaitable[None]], scope: Scope, send: Send) -> None:
    """An event stream's body, once the chain that opened it has returned (its head went out
    through it, its request logged): its messages, then its end (compat.DirectStreamingResponse).
    Every layer of the chain would otherwise live as long as the stream (about 20 coroutines,
    most of an open stream's memory: docs/performance.md). It is sent for the app that opened
    it, whose tables alone its reads see (service/core/tenancy.py)."""
    access: Any = scope.get("tapete.access")
    if access is not None:
        CURRENT_APP.set(access.app)  # this request's task ends with the stream
    # The request's state (ASGI's per-request namespace, where Litestar caches the parsed
    # headers and its connection state: about 1.5 KB) is the chain's, and the chain is over.
    scope["state"] = {}
    await rest(send)
