"""The client side of the fan-out sections (long-polls and event streams): thousands of parked
requests on one table, each an asyncio Protocol that only notes when its answer arrived.

Why not `bench.client.Connection`: a stream reader, a task and a `readuntil` per connection cost
the client about 40 us per answer, so 5,000 answers took the one client process about 0.2 s of
CPU, as long as the whole fan-out the target asks for. A protocol's `data_received` costs a
few microseconds; against a bare uvloop server that writes prebuilt answers the client then
sees all 5,000 in 60-80 ms (docs/performance.md). Every connection stays open until all have
their answer: a follower does not hang up, and a client closing thousands of connections while
the server still answers the rest would count the server's work of closing them in the
fan-out."""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import Callable
from typing import cast

from bench.client import host_port

ID_LINE = re.compile(rb"\nid: (\d+)\n")
OPENING_AT_ONCE = 100  # connections opened at the same time while parking


class Parked(asyncio.Protocol):
    """One request sent on connect; `status` is its answer's status and `arrived_at` (a
    perf_counter time) when what it waits for came: for a long-poll its whole answer, for a
    stream a message whose `id` is past `stream_past`. `on_head` is called once the answer's
    head is in (a stream is then open), `on_done` once it has what it waits for or failed."""

    def __init__(
        self,
        request: bytes,
        on_head: Callable[[Parked], None],
        on_done: Callable[[Parked], None],
        stream_past: int | None = None,
    ) -> None:
        self.request = request
        self.on_head = on_head
        self.on_done = on_done
        self.stream_past = stream_past
        self.transport: asyncio.Transport | None = None
        self.buffer = bytearray()
        self.body_at = -1  # where the body starts, once the head is in
        self.needed = -1  # a long-poll's whole answer, in bytes
        self.scanned = 0  # a stream's bytes already searched for an id line
        self.status = 0
        self.arrived_at: float | None = None
        self.done = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is not a subclass
        self.transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        if self.done:
            return
        self.buffer += data
        if self.body_at < 0 and not self.read_head():
            return
        if self.stream_past is None:
            if len(self.buffer) >= self.needed:
                self.finish(time.perf_counter())
            return
        if self.status != 200:
            self.finish(None)
            return
        start = max(self.body_at, self.scanned - 16)
        self.scanned = len(self.buffer)
        for match in ID_LINE.finditer(self.buffer, start):
            if int(match.group(1)) > self.stream_past:
                self.finish(time.perf_counter())
                return

    def read_head(self) -> bool:
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0:
            return False
        head = bytes(self.buffer[:end]).lower()
        self.status = int(head[9:12])
        self.body_at = end + 4
        length = 0
        for line in head.split(b"\r\n")[1:]:
            name, _, value = line.partition(b":")
            if name == b"content-length":
                length = int(value)
        self.needed = self.body_at + length
        self.on_head(self)
        return True

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.done:
            self.finish(None)

    def finish(self, at: float | None) -> None:
        self.done = True
        self.arrived_at = at
        self.on_done(self)

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


class Crowd:
    """Parked requests on one server; `all_done` is set once each has what it waits for (or
    failed)."""

    def __init__(self, base: str, size: int) -> None:
        self.host, self.port = host_port(base)
        self.size = size
        self.members: list[Parked] = []
        self.heads = 0
        self.finished = 0
        self.all_done = asyncio.Event()

    def request(self, path: str, token: str, extra: str = "") -> bytes:
        return (
            f"GET {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
            f"Authorization: Bearer {token}\r\n{extra}\r\n"
        ).encode()

    async def park(self, requests: list[bytes], stream_past: int | None = None) -> None:
        """Open a connection per request, at most OPENING_AT_ONCE at a time, and send it."""
        loop = asyncio.get_running_loop()
        opening = asyncio.Semaphore(OPENING_AT_ONCE)

        async def open_one(request: bytes) -> None:
            async with opening:
                _, parked = await loop.create_connection(
                    lambda: Parked(request, self.head_in, self.done, stream_past),
                    self.host,
                    self.port,
                )
                self.members.append(parked)

        await asyncio.gather(*(open_one(request) for request in requests))

    def head_in(self, parked: Parked) -> None:
        self.heads += 1

    def done(self, parked: Parked) -> None:
        self.finished += 1
        if self.finished >= self.size:
            self.all_done.set()

    def close(self) -> None:
        for parked in self.members:
            parked.close()
