"""An answer leaves in one write (service/api/http_protocol.py): a response's head waits for
its body, and both go out together as soon as the body is written; anything else (a stream's
next chunk) goes out at once; a head with no body follows at the end of the loop's turn."""

from __future__ import annotations

import asyncio
from typing import Any

from service.api.http_protocol import CoalescedWrites


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


def test_a_head_and_its_body_leave_in_one_write_when_the_body_is_written() -> None:
    async def scenario() -> list[bytes]:
        transport = Recording()
        writes = CoalescedWrites(transport, asyncio.get_running_loop())
        writes.write(b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n")
        assert transport.writes == []  # the head waits
        writes.write(b"{}")
        assert transport.writes == [b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}"]
        await asyncio.sleep(0)  # the turn's end finds nothing left
        return transport.writes

    assert len(asyncio.run(scenario())) == 1


def test_a_head_without_a_body_leaves_at_the_end_of_the_turn() -> None:
    async def scenario() -> None:
        transport = Recording()
        writes = CoalescedWrites(transport, asyncio.get_running_loop())
        writes.write(b"HTTP/1.1 304 Not Modified\r\n\r\n")
        writes.write(b"")  # an empty body writes nothing
        assert transport.writes == []
        await asyncio.sleep(0)
        assert transport.writes == [b"HTTP/1.1 304 Not Modified\r\n\r\n"]

    asyncio.run(scenario())


def test_stream_chunks_after_the_head_go_out_at_once_and_closing_sends_what_waits() -> None:
    async def scenario() -> None:
        transport = Recording()
        writes = CoalescedWrites(transport, asyncio.get_running_loop())
        writes.write(b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n")
        writes.write(b"5\r\nhello\r\n")
        writes.write(b"5\r\nworld\r\n")
        assert transport.writes == [
            b"HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n",
            b"5\r\nworld\r\n",
        ]
        writes.write(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n")
        writes.close()
        assert transport.writes[-1] == b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"
        assert transport.closed

    asyncio.run(scenario())
