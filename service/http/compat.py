"""The one door to other projects' internals: everything Tapete uses of uvicorn, httptools,
Litestar and redis-py that is not their documented interface lives here, and the versions it
was tested with are checked when it is imported (the app factory imports it): outside that
range the process stops at start-up with a message naming the package, instead of serving
with a protocol that may break in ways no test names. `make compat` runs the tests of this
module's users against the newest releases, in a scratch venv, and reports.

What is here, and why (docs/performance.md has the measurements):
- `ProblemHttpToolsProtocol`: uvicorn's httptools protocol (`HttpToolsProtocol` and its
  `RequestResponseCycle`, neither documented), so that
  - a request the HTTP parser refuses is answered with problem+json like every other error
    (`send_400_response`), instead of uvicorn's plain-text 400: llhttp fails on an unknown
    method before the path is read, and the request never reaches the app;
  - an answer of the `tapete.answer` ASGI extension (answers.py) is written whole, status
    line, the server's own headers, its encoded header lines and body in one write, with the
    bookkeeping uvicorn's own `send` does for a complete answer (keep-alive or close, the
    response marked complete, the next pipelined request started): uvicorn's per-header
    checks were a tenth of a woken long-poll's CPU;
  - a request's answer or stream chunk can be written from outside its task
    (`DirectWriter`), which a woken crowd of long-polls uses;
  - its transport is a `CoalescedWrites` (writes.py);
  - an event stream ends when its client goes (`DirectWriter.on_gone`), so it is served
    by `DirectStreamingResponse`, Litestar's streaming response without the task that
    waits for the disconnect, its body sent by the request's task after the framework's
    chain has returned (`DirectWriter.follow_on`; the response's `iterator`, an attribute
    Litestar does not document).
  - what it holds for as long as a connection is open is smaller: its queue of pipelined
    requests is made on first use (`Pipeline`), and its request's message event and its
    flow control's writable event are Signals (asyncio.Event's interface without the deque
    it allocates up front).
  Every other message goes to uvicorn's `send` unchanged.
Litestar is used through its documented interfaces (the fast path reads handler declarations
and routes through `asgi_router.handle_routing`, which the range below pins), redis-py through
its public client and exception classes."""

from __future__ import annotations

import asyncio
import os
import sys
import weakref
from collections import deque
from collections.abc import AsyncIterable, Awaitable, Callable
from functools import partial
from importlib.metadata import PackageNotFoundError, version
from typing import Any

# The tested range of each package whose internals (or undocumented attributes) this project
# relies on: from the pinned release (pyproject.toml) up to, not including, the next minor.
TESTED: dict[str, tuple[str, str]] = {
    "uvicorn": ("0.54.0", "0.55"),
    "httptools": ("0.9.0", "0.10"),
    "litestar": ("2.25.0", "2.26"),
    "redis": ("8.1.0", "8.2"),
}
# Set by `make compat` (and by an operator who accepts the risk): untested versions warn.
UNTESTED_ALLOWED = "TAPETE_ALLOW_UNTESTED_DEPENDENCIES"


def _release(text: str) -> tuple[int, ...]:
    parts = []
    for piece in text.split("."):
        digits = "".join(c for c in piece if c.isdigit()) if not piece.isdigit() else piece
        if not digits:
            break
        parts.append(int(digits))
        if digits != piece:  # a pre-release or local suffix: compare what precedes it
            break
    return tuple(parts)


def untested_versions() -> list[str]:
    """One line per package installed outside its tested range (none if all are in range)."""
    found = []
    for package, (lowest, below) in TESTED.items():
        try:
            installed = version(package)
        except PackageNotFoundError:
            found.append(f"{package} is not installed (tested: >={lowest},<{below})")
            continue
        if not _release(lowest) <= _release(installed) < _release(below):
            found.append(f"{package} {installed} is outside the tested range >={lowest},<{below}")
    return found


def check_versions() -> None:
    """Stop with a clear message if a package is outside its tested range."""
    problems = untested_versions()
    if not problems:
        return
    message = (
        "Tapete relies on internals of these packages (service/http/compat.py): "
        + "; ".join(problems)
        + ". Install the versions pyproject.toml pins (pip install -e .), or set "
        + f"{UNTESTED_ALLOWED}=1 to run anyway (`make compat` reports how they fare)."
    )
    if os.environ.get(UNTESTED_ALLOWED) == "1":
        print(f"warning: {message}", file=sys.stderr)
        return
    raise RuntimeError(message)


check_versions()

# Imported after the check: an incompatible release may fail right here, and the message
# above is then the one that explains it.
from litestar.response.base import ASGIResponse  # noqa: E402
from litestar.response.streaming import ASGIStreamingResponse  # noqa: E402
from litestar.types import Receive, Send  # noqa: E402
from uvicorn._types import ASGI3Application, ASGISendEvent  # noqa: E402
from uvicorn.protocols.http.httptools_impl import (  # noqa: E402
    STATUS_LINE,
    HttpToolsProtocol,
    RequestResponseCycle,
)

from service.http.answers import ANSWER_MESSAGE, Answer  # noqa: E402
from service.http.answers import DirectWriter as Direct  # noqa: E402
from service.http.problems import PROBLEM_JSON, parser_problem  # noqa: E402
from service.http.writes import CoalescedWrites  # noqa: E402
from service.storage.notify import Signal  # noqa: E402


class ServerHeaders:
    """The server's own header lines (date, server) as bytes, made again only when uvicorn
    replaces its list (once a second, for the date)."""

    def __init__(self) -> None:
        self.source: list[tuple[bytes, bytes]] | None = None
        self.lines = b""

    def of(self, headers: list[tuple[bytes, bytes]]) -> bytes:
        if headers is not self.source:
            self.lines = b"".join(name + b": " + value + b"\r\n" for name, value in headers)
            self.source = headers
        return self.lines


_server_headers = ServerHeaders()


def answer_sender(cycle: RequestResponseCycle) -> Callable[[ASGISendEvent], Awaitable[None]]:
    """The `send` a request of `cycle` gets: answer messages written whole, anything else
    handed to uvicorn's own `send`. It holds the cycle weakly (the cycle holds it, as its
    `send`), so a request leaves no reference cycle behind: every cycle is garbage only the
    cyclic collector frees, and its young collections then took 300 ms under load. The cycle
    outlives its request's task, which holds it."""
    held = weakref.ref(cycle)

    async def send(message: ASGISendEvent) -> None:
        cycle = held()
        if cycle is None:
            return
        fields: Any = message
        if fields["type"] != ANSWER_MESSAGE:
            await RequestResponseCycle.send(cycle, message)
            return
        if cycle.flow.write_paused and not cycle.disconnected:
            await cycle.flow.drain()
        if cycle.disconnected:
            return
        if cycle.response_started:
            raise RuntimeError("an answer message after the response started")
        write_answer(cycle, fields["answer"], fields["extra"])

    return send


def write_answer(cycle: RequestResponseCycle, answer: Answer, extra: bytes) -> None:
    """What uvicorn's `send` does with a start message and a last body message, for a whole
    answer (its Content-Length is in its lines, a 304 has none)."""
    cycle.response_started = True
    cycle.waiting_for_100_continue = False
    body = answer.body if cycle.scope["method"] != "HEAD" else b""
    close = b"" if cycle.keep_alive else b"connection: close\r\n"
    data = b"".join(
        (
            STATUS_LINE[answer.status],
            _server_headers.of(cycle.default_headers),
            answer.head,
            extra,
            close,
            b"\r\n",
            body,
        )
    )
    transport: Any = cycle.transport
    transport.write(data)
    cycle.response_complete = True
    cycle.message_event.set()
    if not cycle.keep_alive:
        transport.close()
    cycle.on_response()


class DirectWriter:
    """Writes for a request from outside its own task, at once (service/http/answers.py): a
    woken crowd's answers and stream chunks, from the wake itself. Each refuses (False) where
    uvicorn's `send` would have waited or refused: a client that reads too slowly (writing
    is paused), one that has gone, or a response not at that point; the request's task then
    sends as usual. It holds the cycle weakly: the cycle's scope holds it (see answer_sender)."""

    __slots__ = ("gone", "held", "rest")

    def __init__(self, cycle: RequestResponseCycle) -> None:
        self.held = weakref.ref(cycle)
        self.gone: weakref.WeakMethod[Callable[[], None]] | None = None
        self.rest: Callable[[Send], Awaitable[None]] | None = None

    def follow_on(self, rest: Callable[[Send], Awaitable[None]]) -> None:
        """Leave a started stream's body to the request's task, sent once the framework's
        chain has returned (`take_rest`): DirectStreamingResponse."""
        self.rest = rest

    def following(self) -> bool:
        return self.rest is not None

    def take_rest(self) -> Callable[[Send], Awaitable[None]] | None:
        """What `follow_on` left, once; None unless the response is a started stream whose
        client is still there (a client gone meanwhile: nothing to send, the stream never
        runs)."""
        rest, self.rest = self.rest, None
        if rest is None:  # every request but a stream's, on its way out
            return None
        cycle = self.held()
        if (
            cycle is None
            or not cycle.response_started
            or cycle.response_complete
            or cycle.disconnected
        ):
            return None
        return rest

    def on_gone(self, callback: Callable[[], None]) -> None:
        """Call `callback` (a bound method, held weakly) once the client has gone: a stream
        served by DirectStreamingResponse ends by it, with no task listening for the
        disconnect."""
        self.gone = weakref.WeakMethod(callback)

    def hung_up(self) -> None:
        callback = self.gone() if self.gone is not None else None
        if callback is not None:
            callback()

    def answer(self, answer: Answer, extra: bytes) -> bool:
        cycle = self.held()
        if cycle is None or cycle.response_started or cycle.disconnected or cycle.flow.write_paused:
            return False
        write_answer(cycle, answer, extra)
        return True

    def chunk(self, data: bytes) -> bool:
        """As uvicorn's `send` writes a body message with more to come, chunked."""
        cycle = self.held()
        if (
            cycle is None
            or not cycle.response_started
            or cycle.response_complete
            or not cycle.chunked_encoding
            or cycle.disconnected
            or cycle.flow.write_paused
            or cycle.scope["method"] == "HEAD"
            or not data
        ):
            return False
        cycle.transport.write(b"".join((b"%x\r\n" % len(data), data, b"\r\n")))
        return True


class DirectStreamingResponse(ASGIStreamingResponse):
    """Litestar's streaming response whose body is sent after the framework's chain has
    returned, by the request's own task (the edge's entry takes it: DirectWriter.take_rest,
    service/http/edge.py). Inside the chain, an open stream held every layer's
    coroutine (Litestar's middleware, routing and response, the edge's wrappers: about 20)
    for as long as it was open, most of a stream's memory (docs/performance.md); and Litestar
    runs a stream in an anyio task group beside a task that waits for the disconnect (two
    tasks, cancel scopes, events). A stream whose DirectWriter says when its client has gone
    (on_gone) needs neither: `direct_streaming` turns Litestar's response into this one."""

    __slots__ = ()

    async def send_body(self, send: Send, receive: Receive) -> None:
        return  # the head is sent; the body follows on (see the class)


def direct_streaming(response: ASGIResponse, direct: Direct) -> ASGIResponse:
    """Litestar's streaming response as a DirectStreamingResponse (the same object: its
    headers and cookies as Litestar built them), its body (the iterator's chunks, bytes) left
    to `direct`'s request task; anything else unchanged."""
    if type(response) is ASGIStreamingResponse:
        response.__class__ = DirectStreamingResponse
        direct.follow_on(partial(send_chunks, response.iterator))
    return response


async def send_chunks(chunks: AsyncIterable[str | bytes], send: Send) -> None:
    """A streamed body as ASGI messages: each chunk, then the end. It holds the iterator
    alone, not the response, so the framework's objects of the request go with its chain."""
    async for chunk in chunks:
        body = chunk if isinstance(chunk, bytes) else chunk.encode()
        await send({"type": "http.response.body", "body": body, "more_body": True})
    await send({"type": "http.response.body", "body": b"", "more_body": False})


class Pipeline:
    """uvicorn's queue of a connection's pipelined requests (the three operations it uses),
    its deque made on first use: few clients pipeline, and an empty deque is about 700 bytes
    held for as long as the connection is open."""

    __slots__ = ("queue",)

    def __init__(self) -> None:
        self.queue: deque[Any] | None = None

    def appendleft(self, item: Any) -> None:
        if self.queue is None:
            self.queue = deque()
        self.queue.appendleft(item)

    def pop(self) -> Any:
        if self.queue is None:
            raise IndexError("pop from an empty pipeline")
        return self.queue.pop()

    def __bool__(self) -> bool:
        return bool(self.queue)


class ProblemHttpToolsProtocol(HttpToolsProtocol):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pipeline = Pipeline()  # type: ignore[assignment]

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # Answers write through it; reading (flow control) stays on the transport itself.
        self.transport = CoalescedWrites(transport, asyncio.get_running_loop())  # type: ignore[assignment]
        # Flow control's writable event as a Signal (set: nothing paused yet).
        writable = Signal()
        writable.set()
        self.flow._is_writable_event = writable  # type: ignore[assignment]

    def _start_asgi_task(self, cycle: RequestResponseCycle, app: ASGI3Application) -> None:
        # Every request (pipelined ones too) starts here: offer the answer message.
        # uvicorn's asyncio.Events (this request's message event, the connection's writable
        # event) allocate a deque each up front, about 760 bytes with the event, held for as
        # long as a connection is open; a Signal has the same interface without it. The
        # request's body may have arrived already (pipelined): its state carries over.
        message = Signal()
        if cycle.message_event.is_set():
            message.set()
        cycle.message_event = message  # type: ignore[assignment]
        scope: Any = cycle.scope
        direct = self.direct = DirectWriter(cycle)
        scope.setdefault("extensions", {})[ANSWER_MESSAGE] = {"direct": direct}
        cycle.send = answer_sender(cycle)  # type: ignore[method-assign, assignment]
        super()._start_asgi_task(cycle, app)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        direct: DirectWriter | None = getattr(self, "direct", None)
        if direct is not None:  # the current request's stream, if it is one, ends now
            direct.hung_up()

    def send_400_response(self, msg: str) -> None:
        # uvicorn calls this only from its `except httptools.HttpParserError` block, so the
        # parser's error is the exception being handled.
        status, body = parser_problem(sys.exc_info()[1])
        content = [STATUS_LINE[status]]
        for name, value in self.server_state.default_headers:  # server, date
            content.extend([name, b": ", value, b"\r\n"])
        content.extend(
            [
                b"content-type: " + PROBLEM_JSON.encode() + b"\r\n",
                b"content-length: " + str(len(body)).encode() + b"\r\n",
                b"connection: close\r\n",
                b"\r\n",
                body,
            ]
        )
        self.transport.write(b"".join(content))
        self.transport.close()
