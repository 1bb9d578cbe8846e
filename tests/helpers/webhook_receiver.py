"""A webhook receiver for the tests: an HTTP server on loopback that records every POST and
answers each path's scripted statuses in turn (then 200). A path may have its own handler
(`special`: a redirect, an endless answer), and `hold` keeps every answer back until set."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass
class Received:
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def payload(self) -> Any:
        return json.loads(self.body)


@dataclass
class Receiver:
    base: str = ""
    port: int = 0
    received: list[Received] = field(default_factory=list)
    answers: dict[str, list[int]] = field(default_factory=dict)
    special: dict[str, Callable[[BaseHTTPRequestHandler], None]] = field(default_factory=dict)
    hold: threading.Event | None = None  # set: answer; None: answer at once
    arrived: threading.Event = field(default_factory=threading.Event)  # a POST came
    release: threading.Event = field(default_factory=threading.Event)  # set when it stops
    lock: threading.Lock = field(default_factory=threading.Lock)

    def on(self, path: str) -> list[Received]:
        with self.lock:
            return [request for request in self.received if request.path == path]

    def at_least(self, path: str, count: int) -> list[Received]:
        """The requests to `path` once there are `count` of them, else none (for eventually)."""
        requests = self.on(path)
        return requests if len(requests) >= count else []


@pytest.fixture()
def receiver() -> Iterator[Receiver]:
    state = Receiver()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers["Content-Length"]))
            with state.lock:
                state.received.append(
                    Received(self.path, {k.lower(): v for k, v in self.headers.items()}, body)
                )
                scripted = state.answers.get(self.path, [])
                status = scripted.pop(0) if scripted else 200
            state.arrived.set()
            if state.hold is not None:
                state.hold.wait(30)
            special = state.special.get(self.path)
            if special is not None:
                special(self)
                return
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    state.port = server.server_address[1]
    state.base = f"http://127.0.0.1:{state.port}"
    yield state
    state.release.set()
    if state.hold is not None:
        state.hold.set()
    server.shutdown()
    server.server_close()
