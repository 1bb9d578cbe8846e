"""An answer already encoded: status, header bytes and body bytes, made once by the operation
and sent as such, whichever path served the request (Litestar's, or the fast path of the hot
operations, service/http/fast_path.py): both send the same bytes by construction.

Served by our uvicorn protocol (service/http/compat.py), an answer is one ASGI message of
the `tapete.answer` extension, which the protocol offers in `scope["extensions"]`: its header
lines are encoded once with the answer (and shared with it), and the protocol writes status
line, headers and body at once, skipping uvicorn's per-header checks (its two regular
expressions per header line were a tenth of a woken long-poll's CPU). Anywhere else (another
server, the test client) it is the two standard messages.

Often shared: a poll's JSON is encoded once for every woken long-poll of one kind of caller
(service/tables/fanout.py). `AnswerResponse` is a Litestar `Response` (built by its own
constructor, a public interface) whose ASGI side sends the answer as it is, as one answer
message or the two standard ones, instead of Litestar encoding its headers again (a tenth of a
woken long-poll's CPU, py-spy). A handler keeps its
`Response[...]` annotation, so the OpenAPI document does not change."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from contextvars import ContextVar
from typing import Any, NamedTuple, Protocol, cast

from litestar import Request, Response
from litestar.response.base import ASGIResponse
from litestar.types import Message, Receive, Scope, Send

JSON = b"application/json"
Headers = list[tuple[bytes, bytes]]


ANSWER_MESSAGE = "tapete.answer"  # the extension's name and its message's type
# The extension's message: {"type": ANSWER_MESSAGE, "answer": Answer, "extra": bytes}, `extra`
# being header lines a wrapper adds (each ending in CRLF), such as X-Request-ID. The extension
# also offers, as "direct", a DirectWriter (below): a request's answer or stream chunk written
# at once from outside the request's own task.

# A request's way to send its whole answer from outside its own task (a parked long-poll's
# subscription hook, longpoll.py): set by the request wrapper (requests_log.py) when the
# server offers a direct writer, read by the long-poll; both are the edge's own. True if the
# answer went out (the request's task then sends nothing more).
SendEarly = Callable[["Answer"], bool]
EARLY_ANSWER: ContextVar[SendEarly | None] = ContextVar("early_answer", default=None)


class Answer(NamedTuple):
    status: int
    headers: tuple[tuple[bytes, bytes], ...]  # lower-case names, without content-length
    body: bytes
    # The header lines as sent (Content-Length included, each line ending in CRLF), without
    # the status line and the server's own headers: what the answer message writes.
    head: bytes


def make_answer(status: int, headers: tuple[tuple[bytes, bytes], ...], body: bytes) -> Answer:
    lines = [name + b": " + value + b"\r\n" for name, value in headers]
    if status != 304:
        lines.append(b"content-length: %d\r\n" % len(body))
    return Answer(status, headers, body, b"".join(lines))


def json_answer(body: bytes, etag: str | None = None) -> Answer:
    """A 200 with JSON; with an ETag, also `Cache-Control: no-cache` (revalidate each time)."""
    if etag is None:
        return make_answer(200, ((b"content-type", JSON),), body)
    return make_answer(
        200,
        ((b"etag", etag.encode()), (b"cache-control", b"no-cache"), (b"content-type", JSON)),
        body,
    )


def not_modified(etag: str) -> Answer:
    return make_answer(304, ((b"etag", etag.encode()),), b"")


def header_list(answer: Answer) -> Headers:
    """The answer's headers as sent: a new list each time (wrappers append to it, e.g.
    X-Request-ID), with Content-Length unless a 304 (which has no body to measure)."""
    headers = list(answer.headers)
    if answer.status != 304:
        headers.append((b"content-length", str(len(answer.body)).encode()))
    return headers


def answer_message(scope: Scope, sent: Answer) -> Message | None:
    """`sent` as the extension's one message, if the server offers it (else None)."""
    extensions = scope.get("extensions")
    if extensions is None or ANSWER_MESSAGE not in extensions:
        return None
    return cast(Message, {"type": ANSWER_MESSAGE, "answer": sent, "extra": b""})


class DirectWriter(Protocol):
    """What the server offers as the extension's "direct" (service/http/server.py)."""

    def answer(self, answer: Answer, extra: bytes) -> bool:
        """Write a whole answer now (with `extra` header lines); False if it cannot."""

    def chunk(self, data: bytes) -> bool:
        """Write a chunk of a started streamed answer now; False if it cannot."""

    def on_gone(self, callback: Callable[[], None]) -> None:
        """Call `callback` (a bound method, held weakly) once the client has gone."""

    def follow_on(self, rest: Callable[[Send], Awaitable[None]]) -> None:
        """Leave `rest` (a started stream's body: its messages, then its end) to be sent by
        the request's task once the framework's chain and the edge's wrappers have returned
        (`take_rest`, service/http/edge.py)."""

    def following(self) -> bool:
        """Whether `follow_on` left something to send."""

    def take_rest(self) -> Callable[[Send], Awaitable[None]] | None:
        """What `follow_on` left, once (None if nothing, or if the response is not at the
        point of a started stream)."""


def direct_writer(scope: Scope) -> DirectWriter | None:
    extensions: Any = scope.get("extensions")
    offered = extensions.get(ANSWER_MESSAGE) if extensions else None
    return offered.get("direct") if offered else None


def standard_messages(sent: Answer) -> tuple[Message, Message]:
    """`sent` as the two standard ASGI messages."""
    return (
        {"type": "http.response.start", "status": sent.status, "headers": header_list(sent)},
        {"type": "http.response.body", "body": sent.body, "more_body": False},
    )


async def send_answer(sent: Answer, scope: Scope, send: Send) -> None:
    message = answer_message(scope, sent)
    if message is not None:
        await send(message)
        return
    start, body = standard_messages(sent)
    await send(start)
    await send(body)


class AnswerResponse(Response[Any]):
    """An `Answer` as a Litestar response."""

    __slots__ = ("answer",)

    def __init__(self, answer: Answer) -> None:
        super().__init__(
            content=answer.body,
            status_code=answer.status,
            media_type="application/json",
            headers={name.decode(): value.decode() for name, value in answer.headers},
        )
        self.answer = answer

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
        # The base's header containers are built, not used: `__call__` sends the answer's own.
        super().__init__(
            body=answer.body,
            status_code=answer.status,
            headers=[
                (name.decode("latin-1"), value.decode("latin-1")) for name, value in answer.headers
            ],
        )
        self.answer = answer

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send_answer(self.answer, scope, send)
