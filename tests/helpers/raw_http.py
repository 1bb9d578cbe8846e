"""The API served as `make run` serves it (uvicorn, uvloop, our protocol) in a thread of the
test's own process, so a test sees the server's objects (the collector, gc.get_objects), and a
client that speaks raw HTTP on sockets (a client library's own objects would count). A plugin
of the test suite (tests/conftest.py): its fixture `served_here` is that server's port."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import uvicorn
from eventually import eventually

from service.app import create_app
from service.core.settings import Settings
from service.http.server import ProblemHttpToolsProtocol
from service.runtime.embedded_redis import free_port


@contextmanager
def served_in_process(settings: Settings) -> Iterator[int]:
    """The app on uvicorn with uvloop and our protocol, in a thread of this process; yields
    its port."""
    config = uvicorn.Config(
        create_app(settings, enqueue_bots=False),
        host="127.0.0.1",
        port=free_port(),
        loop="uvloop",
        http=ProblemHttpToolsProtocol,
        log_level="warning",
        access_log=False,
        proxy_headers=False,  # as `make run` serves (--no-proxy-headers)
        # The long-poll connection idles while the other seat plays; on a busy machine that can
        # pass uvicorn's 5 s default and the server would close it under the test.
        timeout_keep_alive=120,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()

    def started() -> bool:
        assert thread.is_alive(), "the server's thread ended"
        return server.started

    eventually(started, timeout=20, what="the server to start")
    try:
        yield config.port
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@pytest.fixture()
def served_here(settings: Settings) -> Iterator[int]:
    """The port of the API served in this process (`served_in_process`)."""
    with served_in_process(settings) as port:
        yield port


class Raw:
    """One keep-alive connection, HTTP/1.1 by hand."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.socket = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.buffer = b""

    def request(
        self, method: str, path: str, token: str | None = None, body: Any = None, extra: str = ""
    ) -> tuple[int, dict[str, str], bytes]:
        self.send(method, path, token, body, extra)
        return self.answer(method)

    def send(
        self, method: str, path: str, token: str | None = None, body: Any = None, extra: str = ""
    ) -> Any:
        """Send a request; the returned function reads its answer's body."""
        lines = [f"{method} {path} HTTP/1.1", "Host: tapete"]
        if token:
            lines.append(f"Authorization: Bearer {token}")
        payload = b"" if body is None else json.dumps(body).encode()
        if body is not None:
            lines += ["Content-Type: application/json", f"Content-Length: {len(payload)}"]
        self.socket.sendall(("\r\n".join(lines) + "\r\n" + extra + "\r\n").encode() + payload)
        return lambda: self.answer(method)[2]

    def receive(self) -> None:
        chunk = self.socket.recv(65536)
        if not chunk:  # closed by the server: say so rather than wait for nothing
            raise ConnectionError("the server closed the connection")
        self.buffer += chunk

    def answer(self, method: str) -> tuple[int, dict[str, str], bytes]:
        while b"\r\n\r\n" not in self.buffer:
            self.receive()
        head, _, rest = self.buffer.partition(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        headers = {
            name.strip().lower(): value.strip()
            for name, _, value in (line.partition(":") for line in header_lines)
        }
        length = 0 if method == "HEAD" else int(headers.get("content-length", "0"))
        self.buffer = rest
        while len(self.buffer) < length:
            self.receive()
        rest, self.buffer = self.buffer, self.buffer[length:]
        return int(status_line.split()[1]), headers, rest[:length]

    def json(self, *args: Any, **kwargs: Any) -> Any:
        status, _, body = self.request(*args, **kwargs)
        assert status < 300, body
        return json.loads(body)
