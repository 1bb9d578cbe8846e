"""A stream of something that is read whole on each change, as Server-Sent Events (a player's
notification inbox: service/players/inbox_stream.py is its feed). The feed knows what its
reader has seen and what to send next; this loop parks on the notifier's subscription to the
feed's watch code, reads the feed when woken, and beats and ends as a table's stream does
(PushedStream: the process's StreamTick writes its keep-alive comments, the cap counts it).

Every CHECK_EVERY_SECONDS without a wake the feed checks that it may still be read (its
credential, say): a wake-up does not cover every end (a JWT's expiry publishes nothing)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Sequence
from typing import Protocol

from service.http.answers import DirectWriter
from service.http.event_stream import (
    HEARTBEAT_SECONDS,
    KEEP_ALIVE,
    RETRY_MS,
    PushedStream,
    frame,
)
from service.storage.notify import Notifier

CHECK_EVERY_SECONDS = 60.0


class FeedMessage(Protocol):
    """One message: its `event` name, its `data` (JSON), its `id` (None: no `id:` line)."""

    @property
    def event(self) -> str: ...

    @property
    def data(self) -> bytes: ...

    @property
    def id(self) -> int | None: ...


class Feed(Protocol):
    @property
    def watch_code(self) -> str:
        """The notifier's code its changes are published under (`<code> <version>`)."""
        ...

    async def read(self) -> tuple[Sequence[FeedMessage], int]:
        """What the reader has not seen yet, and the version read: a TapeteError ends the
        stream with its `problem` message."""
        ...

    async def check(self) -> None:
        """Raises a TapeteError once the feed may no longer be read."""
        ...


class FeedStream(PushedStream):
    def __init__(
        self,
        feed: Feed,
        notifier: Notifier,
        direct: DirectWriter | None = None,
        ticked: bool = False,
    ) -> None:
        super().__init__(notifier, direct, ticked)
        self.feed = feed

    async def run(self) -> AsyncIterator[bytes]:
        feed, notifier, code = self.feed, self.notifier, self.feed.watch_code
        yield f"retry: {RETRY_MS}\n\n".encode()
        now = time.monotonic()
        self.heartbeat_at, check_at = now + HEARTBEAT_SECONDS, now + CHECK_EVERY_SECONDS
        # Registered before the first read: no change slips between the two. Moved on with
        # each read, so that a message announcing a version already read wakes nothing.
        async with notifier.watch(code) as changed:
            self.changed = changed
            pending = True
            while not notifier.draining and not self.gone:
                if self.beat_due:  # the tick could not write it
                    self.beat_due = False
                    self.heartbeat_at = time.monotonic() + HEARTBEAT_SECONDS
                    yield KEEP_ALIVE
                if pending:
                    pending = False
                    changed.clear()
                    messages, version = await feed.read()
                    notifier.advance(code, changed, version)
                    now = time.monotonic()
                    check_at = now + CHECK_EVERY_SECONDS  # the read checked it
                    self.last = version  # the response has started: the tick may beat
                    if messages:
                        self.heartbeat_at = now + HEARTBEAT_SECONDS
                        yield b"".join(frame(m.event, m.data, m.id) for m in messages)
                    continue
                now = time.monotonic()
                beat_at = float("inf") if self.ticked else self.heartbeat_at
                try:
                    async with asyncio.timeout(max(min(beat_at, check_at) - now, 0)):
                        await changed.wait()
                    # a change, a wake-up for all (drain, pub/sub reconnect), a beat refused
                    # (the read then finds nothing new), or the client gone (the loop ends)
                    pending = True
                    continue
                except TimeoutError:
                    pass
                now = time.monotonic()
                if now >= beat_at:
                    self.heartbeat_at = now + HEARTBEAT_SECONDS
                    yield KEEP_ALIVE
                if now >= check_at:
                    check_at = now + CHECK_EVERY_SECONDS
                    await feed.check()
