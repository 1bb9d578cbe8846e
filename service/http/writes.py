"""What an answer writes within one turn of the event loop goes to the socket in one write.

uvicorn writes an answer's head and its body separately, two system calls (and two TCP
segments) for every answer; its writes now wait in `CoalescedWrites` until the loop's current
callbacks have run, then go out together. That was about a twentieth of the API's CPU under
the moves load (docs/performance.md). Plain asyncio: the server protocol (compat.py) puts its
transport behind it."""

from __future__ import annotations

import asyncio
import weakref
from typing import Any


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
