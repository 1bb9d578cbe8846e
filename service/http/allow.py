"""Litestar 2's automatic OPTIONS answer lists only the methods of the first handler registered
on a path (litestar issue 4169, fixed in v3). Rewrite `Allow` from the routes the app has."""

from __future__ import annotations

from typing import Any

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send


def allow_header_middleware(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP or scope.get("method") != "OPTIONS":
            await app(scope, receive, send)
            return
        handler: Any = scope.get("route_handler")
        paths: set[str] = getattr(handler, "paths", set())
        methods: set[str] = set()
        for route in scope["litestar_app"].routes:
            if route.path in paths:
                methods |= set(getattr(route, "methods", ()))

        async def send_with_allow(message: Message) -> None:
            if message["type"] == "http.response.start" and methods:
                headers = [
                    (name, value)
                    for name, value in message.get("headers", [])
                    if name.lower() != b"allow"
                ]
                headers.append((b"allow", ", ".join(sorted(methods)).encode()))
                message = {**message, "headers": headers}
            await send(message)

        await app(scope, receive, send_with_allow)

    return middleware
