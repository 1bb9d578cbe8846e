"""HEAD on every GET route: the GET's status and headers (Content-Length, ETag...), no body
(RFC 9110, 9.3.2). Litestar 2 routes HEAD only to explicit `@head` handlers, whose responses
must be empty, so a HEAD request is served as its GET and the body is dropped here; `Allow`
headers (OPTIONS answers, 405s) name HEAD wherever they name GET. The request wrapper
(requests_log.py) does both, so a request passes one wrapper, not two."""

from __future__ import annotations

from typing import Any, cast

from litestar.types import Scope

SERVED_AS_GET = "tapete.head"  # marks the GET scope of a HEAD request (for the request log)


def requested_method(scope: Scope) -> str:
    """The method the client sent (HEAD, not the GET it is served as)."""
    fields: dict[str, Any] = scope  # type: ignore[assignment]
    return "HEAD" if fields.get(SERVED_AS_GET) else str(fields.get("method"))


ALLOW_STATUSES = (204, 405)  # the answers that carry Allow


def served_as_get(scope: Scope) -> Scope:
    """A HEAD request's scope as its GET's (a copy: the server keeps seeing HEAD and so sends
    no body either); the request wrapper (requests_log.py) drops the body it is given."""
    return cast(Scope, {**scope, "method": "GET", SERVED_AS_GET: True})


def with_head_allowed(message: Any) -> Any:
    """An answer's start message whose `Allow` names HEAD wherever it names GET."""
    headers: list[tuple[bytes, bytes]] = list(message.get("headers") or [])
    for index, (name, value) in enumerate(headers):
        if name.lower() == b"allow":
            methods = [method.strip() for method in value.decode("latin-1").split(",")]
            if "GET" in methods and "HEAD" not in methods:
                allow = ", ".join(sorted([*methods, "HEAD"])).encode()
                headers = [*headers[:index], (name, allow), *headers[index + 1 :]]
                return {**message, "headers": headers}
    return message
