"""A Server-Sent Events reader for the tests: a thread parses a real HTTP stream into messages
(event, id, data as JSON) and comments, as EventSource would."""

from __future__ import annotations

import contextlib
import json
import queue
import socket
import threading
from dataclasses import dataclass
from typing import Any

import httpx


@dataclass
class Message:
    event: str
    id: str | None
    data: Any  # parsed JSON


class StreamReader:
    def __init__(
        self,
        base: str,
        code: str,
        token: str | None = None,
        headers: dict[str, str] | None = None,
        params: dict[str, Any] | None = None,
        path: str | None = None,
    ) -> None:
        """A table's stream (`code`), or any other stream at `path`."""
        self.messages: queue.Queue[Message | None] = queue.Queue()  # None: the stream ended
        self.comments: list[str] = []
        self.status: int | None = None
        self.response_headers: httpx.Headers | None = None
        self.body = b""  # an error's body
        self.opened = threading.Event()
        self.socket: socket.socket | None = None
        self.ended = threading.Event()
        self.client = httpx.Client(base_url=base, timeout=httpx.Timeout(5, read=60))
        self.request_headers = {**(headers or {})}
        if token is not None:
            self.request_headers["Authorization"] = f"Bearer {token}"
        self.path = path or f"/tables/{code}/stream"
        self.params = params or {}
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def read(self) -> None:
        try:
            with self.client.stream(
                "GET", self.path, headers=self.request_headers, params=self.params
            ) as response:
                self.status = response.status_code
                self.response_headers = response.headers
                self.socket = response.extensions["network_stream"].get_extra_info("socket")
                self.opened.set()
                if response.status_code != 200:
                    self.body = response.read()
                    return
                fields: dict[str, str] = {}
                for line in response.iter_lines():
                    if line == "":
                        if "data" in fields:
                            self.messages.put(
                                Message(
                                    fields.get("event", "message"),
                                    fields.get("id"),
                                    json.loads(fields["data"]),
                                )
                            )
                        fields = {}
                    elif line.startswith(":"):
                        self.comments.append(line[1:].strip())
                    else:
                        name, _, value = line.partition(":")
                        fields[name] = value.removeprefix(" ")
        except httpx.HTTPError:
            pass  # closed by the test, or the server went away
        finally:
            self.opened.set()
            self.ended.set()
            self.messages.put(None)

    def next(self, timeout: float = 15) -> Message:
        message = self.messages.get(timeout=timeout)
        assert message is not None, "the stream ended"
        return message

    def next_change(self, timeout: float = 15) -> tuple[Message, Message]:
        """The `events` message of a change and the `view` after it."""
        events = self.next(timeout)
        assert events.event == "events", events
        view = self.next(timeout)
        assert view.event == "view", view
        return events, view

    def close(self) -> None:
        """Hang up, as a browser closing the page does (a blocked read ends at once)."""
        if self.socket is not None:
            with contextlib.suppress(OSError):
                self.socket.shutdown(socket.SHUT_RDWR)
        self.client.close()
        self.thread.join(timeout=5)
