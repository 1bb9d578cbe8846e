"""uvicorn's httptools protocol, except that a request the HTTP parser refuses is answered with
problem+json like every other error, instead of uvicorn's plain-text 400, and that what an
answer writes within one turn of the event loop goes to the socket in one write.

Such requests never reach the app: llhttp (httptools) knows a fixed list of methods and fails on
any other (`FOO /games`) before the path is read, and uvicorn then writes its own answer. So the
answer is made here: 405 `method_not_allowed` for an unknown method (without `Allow`: the target
was never parsed), 400 `bad_request` for any other malformed request; the connection is closed
either way, as uvicorn does. Served with `--http service.api.http_protocol:ProblemHttpToolsProtocol`
(still uvicorn on httptools).

One write per answer: uvicorn writes an answer's head and its body separately, two system
calls (and two TCP segments) for every answer; its writes now wait in `CoalescedWrites` until
the loop's current callbacks have run, then go out together. That was about a twentieth of the
API's CPU under the moves load (docs/performance.md)."""

from __future__ import annotations

import asyncio
import sys
from typing import Any

import httptools
import msgspec
from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

from service.api.problems import HTTP_CODES, PROBLEM_JSON, Problem


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


class CoalescedWrites:
    """A transport whose writes of one turn of the event loop are sent as one; everything
    else is the transport's own. Closing sends what is waiting first; aborting drops it."""

    __slots__ = ("loop", "pending", "scheduled", "transport")

    def __init__(self, transport: asyncio.Transport, loop: asyncio.AbstractEventLoop) -> None:
        self.transport = transport
        self.loop = loop
        self.pending: list[bytes] = []
        self.scheduled = False

    def write(self, data: bytes) -> None:
        if not data:
            return
        self.pending.append(data)
        if not self.scheduled:
            self.scheduled = True
            self.loop.call_soon(self.flush)

    def flush(self) -> None:
        self.scheduled = False
        if not self.pending:
            return
        data = b"".join(self.pending)
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


class ProblemHttpToolsProtocol(HttpToolsProtocol):
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        # Answers write through it; reading (flow control) stays on the transport itself.
        self.transport = CoalescedWrites(transport, asyncio.get_running_loop())  # type: ignore[assignment]

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
