"""An event loop held up inside an I/O callback, as a process starved of CPU (or a thread of
the GIL) holds it: after such a callback uvloop runs the timers that came due before it reads
the sockets again, so a reply that arrived meanwhile is still unread when they fire."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from collections.abc import Iterator


@contextlib.contextmanager
def holding_up(loop: asyncio.AbstractEventLoop, seconds: float) -> Iterator[None]:
    """The loop's next pass over its sockets blocks for `seconds` in a callback of its own."""
    wake, held = socket.socketpair()
    held.setblocking(False)

    def hold_up() -> None:
        held.recv(1)
        loop.remove_reader(held.fileno())
        time.sleep(seconds)

    loop.add_reader(held.fileno(), hold_up)
    wake.send(b"x")
    try:
        yield
    finally:
        with contextlib.suppress(ValueError, OSError):
            loop.remove_reader(held.fileno())
        wake.close()
        held.close()
