"""An answer already encoded: status, header bytes and body bytes, made once by the operation
and sent as such, whichever path served the request (Litestar's, or the fast path of the hot
operations, service/api/fast_path.py): both send the same bytes by construction.

Often shared: a poll's JSON is encoded once for every woken long-poll of one kind of caller
(service/tables/fanout.py). `AnswerResponse` sends it as the two ASGI messages, skipping
Litestar's response building (the `Response` constructor's type checks, an `ASGIResponse` and
its header encoding: a tenth of a woken long-poll's CPU, py-spy). A handler keeps its
`Response[...]` annotation, so the OpenAPI document does not change."""

from __future__ import annotations

from typing import Any, NamedTuple

from litestar import Request, Response
from litestar.response.base import ASGIResponse
from litestar.types import Receive, Scope, Send

JSON = b"application/json"
Headers = list[tuple[bytes, bytes]]


class Answer(NamedTuple):
    status: int
    headers: tuple[tuple[bytes, bytes], ...]  # without content-length (added when sent)
    body: bytes


def json_answer(body: bytes, etag: str | None = None) -> Answer:
    """A 200 with JSON; with an ETag, also `Cache-Control: no-cache` (revalidate each time)."""
    if etag is None:
        return Answer(200, ((b"content-type", JSON),), body)
    return Answer(
        200,
        ((b"etag", etag.encode()), (b"cache-control", b"no-cache"), (b"content-type", JSON)),
        body,
    )


def not_modified(etag: str) -> Answer:
    return Answer(304, ((b"etag", etag.encode()),), b"")


def header_list(answer: Answer) -> Headers:
    """The answer's headers as sent: a new list each time (wrappers append to it, e.g.
    X-Request-ID), with Content-Length unless a 304 (which has no body to measure)."""
    headers = list(answer.headers)
    if answer.status != 304:
        headers.append((b"content-length", str(len(answer.body)).encode()))
    return headers


async def send_answer(answer: Answer, send: Send) -> None:
    await send(
        {"type": "http.response.start", "status": answer.status, "headers": header_list(answer)}
    )
    await send({"type": "http.response.body", "body": answer.body, "more_body": False})


class AnswerResponse(Response[Any]):
    """An `Answer` as a Litestar response."""

    __slots__ = ("answer",)

    def __init__(self, answer: Answer) -> None:
        # Not Response.__init__: nothing here needs its checks or conversions.
        self.answer = answer
        self.content = answer.body
        self.status_code = answer.status
        self.media_type = "application/json"
        self.headers = {name.decode(): value.decode() for name, value in answer.headers}
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
                content=self.content or None,
                status_code=self.status_code,
                media_type="application/json",
                headers=self.headers,
            )
            return plain.to_asgi_response(app, request, **kwargs)
        return SentAnswer(self.answer)


class SentAnswer(ASGIResponse):
    """The ASGI side of AnswerResponse: two messages, headers as bytes."""

    __slots__ = ("answer",)

    def __init__(self, answer: Answer) -> None:
        # Not ASGIResponse.__init__ (its header containers): `__call__` below is all it does.
        self.answer = answer
        self.body = answer.body
        self.status_code = answer.status
        self.background = None
        self.is_head_response = False

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send_answer(self.answer, send)
