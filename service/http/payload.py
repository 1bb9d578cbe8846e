"""The request's body as a route dependency, `payload`: decoded to the type the route declares
(`opt={"body": ...}`, the declaration the OpenAPI document and the fast path read too), with
the body's usual answers (415, 413, 400).

The credential providers depend on it (service/api/auth.py), so that Litestar refuses a
request's body before it reads its credential, as docs/api.md orders them ("Tokens and
roles"): a dependency is resolved before the ones that depend on it."""

from __future__ import annotations

from typing import Any

from litestar import Request
from litestar.di import Provide

from service.http.bodies import read_body


async def declared_body(request: Request[Any, Any, Any]) -> Any:
    """The body as the route declares it; None for a route that takes none."""
    body_type = request.route_handler.opt.get("body")
    if body_type is None:
        return None
    return await read_body(request, body_type)


PAYLOAD = Provide(declared_body)
