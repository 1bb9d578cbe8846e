"""uvicorn's httptools protocol, except that a request the HTTP parser refuses is answered with
problem+json like every other error, instead of uvicorn's plain-text 400.

Such requests never reach the app: llhttp (httptools) knows a fixed list of methods and fails on
any other (`FOO /games`) before the path is read, and uvicorn then writes its own answer. So the
answer is made here: 405 `method_not_allowed` for an unknown method (without `Allow`: the target
was never parsed), 400 `bad_request` for any other malformed request; the connection is closed
either way, as uvicorn does. Served with `--http service.api.http_protocol:ProblemHttpToolsProtocol`
(still uvicorn on httptools; only the error path differs)."""

from __future__ import annotations

import sys

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


class ProblemHttpToolsProtocol(HttpToolsProtocol):
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
