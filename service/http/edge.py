"""The web edge in front of Litestar, through the ASGI entry point (a public interface): every
HTTP request goes through the request wrapper (its id, log line and metrics, HEAD served as its
GET: requests_log.py), then the fast path of the hot operations (fast_path.py), which hands
what it does not serve to Litestar's own entry point unchanged. Lifespan events go to Litestar
directly."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from litestar import Litestar
from litestar.types import ASGIApp, Receive, Scope, Send


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
