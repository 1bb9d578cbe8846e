"""uvicorn's httptools protocol, except that a request the HTTP parser refuses is answered with
problem+json like every other error, instead of uvicorn's plain-text 400, and that what an
answer writes within one turn of the event loop goes to the socket in one write.

Such requests never reach the app: llhttp (httptools) knows a fixed list of methods and fails on
any other (`FOO /games`) before the path is read, and uvicorn then writes its own answer. So the
answer is made here: 405 `method_not_allowed` for an unknown method (without `Allow`: the target
was never parsed), 400 `bad_request` for any other malformed request; the connection is closed
either way, as uvicorn does. Served with `--http service.http.server:ProblemHttpToolsProtocol`
(still uvicorn on httptools).

Whole answers in one message: the protocol offers the `tapete.answer` ASGI extension
(service/http/answers.py), an answer whose header lines are encoded once and shared; it writes
the status line, the server's own headers (date, server), those lines and the body in one
write, with the bookkeeping uvicorn's own `send` does for a complete answer (keep-alive or
close, the response marked complete, the next pipelined request started). Every other message
goes to uvicorn's `send` unchanged.

One write per answer: uvicorn writes an answer's head and its body separately, two system
calls (and two TCP segments) for every answer; its writes now wait in `CoalescedWrites` until
the loop's current callbacks have run, then go out together. That was about a twentieth of the
API's CPU under the moves load (docs/performance.md)."""

from __future__ import annotations

import asyncio
import sys
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

import httptools
import msgspec
from uvicorn._types import ASGI3Application, ASGISendEvent
from uvicorn.protocols.http.httptools_impl import (
    STATUS_LINE,
    HttpToolsProtocol,
    RequestResponseCycle,
)

from service.http.answers import ANSWER_MESSAGE, Answer
from service.http.problems import HTTP_CODES, PROBLEM_JSON, Problem


def parser_problem(error: BaseException | None) -> tuple[int, bytes]:
    if isinstance(error, httptools.HttpParserInvalidMethodError):
        status, detail = 405, "unknown HTTP method"
    else:
        status, detail = 400, "invalid HTTP request"
    code, title = HTTP_CODES[status]
    problem = Problem(
        type=f"urn:tapete:problem:{code}", title=title, status=status, code=code, detail=detail
    )
    return status, msgspec.json.encode(problem)


class WriteBatch:
    """The writes of one turn of the event loop, for every connection: sent when the turn's
    callbacks have run, by one callback. A woken crowd of long-polls thus answers in one tight
    run of writes after its waiters have run: on loopback each write that finds its reader
    asleep wakes it (in a VM an interrupt to the other core, tens of microseconds), and
    writes spread between the waiters measured a third more CPU for the fan-out than the
    same writes together."""

    __slots__ = ("loop", "scheduled", "waiting")

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.waiting: list[CoalescedWrites] = []
        self.scheduled = False

    def add(self, writes: CoalescedWrites) -> None:
        self.waiting.append(writes)
        if not self.scheduled:
            self.scheduled = True
            self.loop.call_soon(self.flush)

    def flush(self) -> None:
        self.scheduled = False
        waiting, self.waiting = self.waiting, []
        for writes in waiting:
            writes.flush()


_batches: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, WriteBatch] = (
    weakref.WeakKeyDictionary()
)


def write_batch(loop: asyncio.AbstractEventLoop) -> WriteBatch:
    batch = _batches.get(loop)
    if batch is None:
        batch = _batches[loop] = WriteBatch(loop)
    return batch


class CoalescedWrites:
    """A transport whose writes of one turn of the event loop are sent as one, when the turn's
    callbacks have run (the loop's WriteBatch); everything else is the transport's own.
    Closing sends what is waiting first; aborting drops it."""

    __slots__ = ("batch", "pending", "transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self.transport = transport
        self.batch = write_batch(loop)
        self.pending: list[bytes] = []

    def write(self, data: bytes) -> None:
        if not data:
            return
        if not self.pending:
            self.batch.add(self)
        self.pending.append(data)

    def flush(self) -> None:
        if not self.pending:
            return
        data = b"".join(self.pending) if len(self.pending) > 1 else self.pending[0]
        self.pending.clear()
        if not self.transport.is_closing():
            self.transport.write(data)

    def close(self) -> None:
        self.flush()
        self.transport.close()

    def write_eof(self) -> None:
        self.flush()
        self.transport.write_eof()

    def abort(self) -> None:
        self.pending.clear()
        self.transport.abort()

    def get_write_buffer_size(self) -> int:
        return self.transport.get_write_buffer_size() + sum(map(len, self.pending))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.transport, name)


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

    __slots__ = ("held",)

    def __init__(self, cycle: RequestResponseCycle) -> None:
        self.held = weakref.ref(cycle)

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


class ProblemHttpToolsProtocol(HttpToolsProtocol):
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # Answers write through it; reading (flow control) stays on the transport itself.
        self.transport = CoalescedWrites(transport, asyncio.get_running_loop())  # type: ignore[assignment]

    def _start_asgi_task(self, cycle: RequestResponseCycle, app: ASGI3Application) -> None:
        # Every request (pipelined ones too) starts here: offer the answer message.
        scope: Any = cycle.scope
        scope.setdefault("extensions", {})[ANSWER_MESSAGE] = {"direct": DirectWriter(cycle)}
        cycle.send = answer_sender(cycle)  # type: ignore[method-assign, assignment]
        super()._start_asgi_task(cycle, app)

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
