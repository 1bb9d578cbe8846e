"""An answer leaves in one write (service/http/writes.py): what a connection writes in
one turn of the event loop goes out as one write once the turn's callbacks have run, and the
connections of that turn are written together by one callback; closing sends what waits."""

from __future__ import annotations

import asyncio
from typing import Any

from service.http.writes import CoalescedWrites


class Recording(asyncio.Transport):
    """A transport that keeps what is written to it, each write apart."""

    def __init__(self) -> None:
        super().__init__()
        self.writes: list[bytes] = []
        self.closed = False

    def write(self, data: Any) -> None:
        self.writes.append(bytes(data))

    def is_closing(self) -> bool:
        return self.closed

    def close(self) -> None:
        self.closed = True


def test_a_turns_writes_leave_as_one_write_per_connection_when_the_turn_ends() -> None:
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        first, second = Recording(), Recording()
        writes = [CoalescedWrites(first, loop), CoalescedWrites(second, loop)]
        writes[0].write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n")
        writes[1].write(b"HTTP/1.1 304 Not Modified\r\n\r\n")
        writes[0].write(b"{}")
        writes[1].write(b"")  # an empty body writes nothing
        assert first.writes == second.writes == []  # the turn is not over
        await asyncio.sleep(0)
        assert first.writes == [b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"]
        assert second.writes == [b"HTTP/1.1 304 Not Modified\r\n\r\n"]
        writes[0].write(b"5\r\nhello\r\n")  # a later turn's chunk: its own write
        await asyncio.sleep(0)
        assert first.writes[-1] == b"5\r\nhello\r\n" and len(first.writes) == 2

    asyncio.run(scenario())


def test_closing_sends_what_waits_first() -> None:
    async def scenario() -> None:
        transport = Recording()
        writes = CoalescedWrites(transport, asyncio.get_running_loop())
        writes.write(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n")
        writes.close()
        assert transport.writes == [b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"]
        assert transport.closed
        await asyncio.sleep(0)  # the turn's end finds nothing left to send
        assert len(transport.writes) == 1

    asyncio.run(scenario())
