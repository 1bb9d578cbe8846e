"""A 200 whose JSON is already encoded, often shared: a poll's answer (woken long-polls of one
kind of caller share one encoding, see service/tables/fanout.py). Its headers are built here as
bytes and it is sent as the two ASGI messages, skipping Litestar's response building (the
`Response` constructor's type checks, an `ASGIResponse` and its header encoding): a tenth of
a woken long-poll's CPU (py-spy), paid thousands of times when a crowd wakes. The handler
keeps its `Response[...]` annotation, so the OpenAPI document does not change."""

from __future__ import annotations

from typing import Any

from litestar import Request, Response
from litestar.response.base import ASGIResponse
from litestar.types import Receive, Scope, Send

JSON = b"application/json"


class JsonBytes(Response[Any]):
    """`content` (JSON bytes) with an ETag and `Cache-Control: no-cache`, the headers a
    `Response(content=..., media_type="application/json", headers=...)` sends."""

    __slots__ = ("etag",)

    def __init__(self, content: bytes, etag: str) -> None:
        # Not Response.__init__: nothing here needs its checks or conversions.
        self.content = content
        self.etag = etag
        self.status_code = 200
        self.media_type = "application/json"
        self.headers = {"ETag": etag, "Cache-Control": "no-cache"}
        self.cookies = []
        self.background = None
        self.encoding = "utf-8"
        self.response_type_encoders = {}

    def to_asgi_response(
        self, app: Any, request: Request[Any, Any, Any], **kwargs: Any
    ) -> ASGIResponse:
        if any(
            kwargs.get(name) for name in ("background", "cookies", "headers", "encoded_headers")
        ):
            # Something on the route adds to the response: let Litestar merge it.
            plain = Response(
                content=self.content, media_type="application/json", headers=self.headers
            )
            return plain.to_asgi_response(app, request, **kwargs)
        return SentBytes(self.content, self.etag)


class SentBytes(ASGIResponse):
    """The ASGI side of JsonBytes: two messages, headers as bytes."""

    __slots__ = ("etag",)

    def __init__(self, body: bytes, etag: str) -> None:
        # Not ASGIResponse.__init__ (its header containers): `__call__` below is all it does.
        self.body = body
        self.etag = etag
        self.status_code = 200
        self.background = None
        self.is_head_response = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        body = self.body
        await send(
            {
                "type": "http.response.start",
                "status": 200,
                # A new list per response: wrappers add headers to it (X-Request-ID)
                "headers": [
                    (b"etag", self.etag.encode()),
                    (b"cache-control", b"no-cache"),
                    (b"content-type", JSON),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body, "more_body": False})
