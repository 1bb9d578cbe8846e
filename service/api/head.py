"""HEAD on every GET route: the GET's status and headers (Content-Length, ETag...), no body
(RFC 9110, 9.3.2). Litestar 2 routes HEAD only to explicit `@head` handlers, whose responses
must be empty, so a HEAD request is served as its GET and the body is dropped here; `Allow`
headers (OPTIONS answers, 405s) name HEAD wherever they name GET."""

from __future__ import annotations

from typing import Any, cast

from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

SERVED_AS_GET = "tapete.head"  # marks the GET scope of a HEAD request (for the request log)


def requested_method(scope: Scope) -> str:
    """The method the client sent (HEAD, not the GET it is served as)."""
    fields: dict[str, Any] = scope  # type: ignore[assignment]
    return "HEAD" if fields.get(SERVED_AS_GET) else str(fields.get("method"))


def with_head_allowed(message: dict[str, Any]) -> dict[str, Any]:
    headers: list[tuple[bytes, bytes]] = list(message.get("headers") or [])
    for index, (name, value) in enumerate(headers):
        if name.lower() == b"allow":
            methods = [method.strip() for method in value.decode("latin-1").split(",")]
            if "GET" in methods and "HEAD" not in methods:
                allow = ", ".join(sorted([*methods, "HEAD"])).encode()
                headers = [*headers[:index], (name, allow), *headers[index + 1 :]]
                return {**message, "headers": headers}
    return message


def head_middleware(app: ASGIApp) -> ASGIApp:
    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        head = scope["method"] == "HEAD"
        if head:
            # A copy: the server keeps seeing HEAD and so sends no body either.
            scope = cast(Scope, {**scope, "method": "GET", SERVED_AS_GET: True})

        async def send_head(message: Message) -> None:
            if message["type"] == "http.response.start":
                if message["status"] in (204, 405):  # the answers that carry Allow
                    message = cast(Message, with_head_allowed(cast(dict[str, Any], message)))
            elif head and message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        await app(scope, receive, send_head)

    return middleware
