"""Long-poll wake-ups: one Redis pub/sub subscriber per process fans out to local waiters."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import AsyncIterator

import redis.asyncio as aioredis

from service.store import UPDATES_CHANNEL

log = logging.getLogger(__name__)


class Notifier:
    def __init__(self, client: aioredis.Redis) -> None:
        self.client = client
        self.waiters: defaultdict[str, set[asyncio.Event]] = defaultdict(set)
        self.task: asyncio.Task[None] | None = None
        self.stopping = False

    async def start(self) -> None:
        self.task = asyncio.create_task(self.listen_forever())

    async def stop(self) -> None:
        self.stopping = True
        if self.task is not None:
            self.task.cancel()
            # redis-py may turn the cancellation into a connection error; never wait forever.
            await asyncio.wait({self.task}, timeout=2)
        for events in self.waiters.values():
            for event in events:
                event.set()  # parked long-polls answer with the current state

    async def listen_forever(self) -> None:
        while not self.stopping:
            try:
                await self.listen()
            except asyncio.CancelledError:
                raise
            except Exception:  # the connection dropped: wake everyone, then resubscribe
                if self.stopping:
                    return
                log.warning("pub/sub connection lost; resubscribing", exc_info=True)
                self.wake_all()
                await asyncio.sleep(0.5)

    async def listen(self) -> None:
        async with self.client.pubsub() as pubsub:
            await pubsub.subscribe(UPDATES_CHANNEL)
            async for message in pubsub.listen():
                if message.get("type") == "message":
                    code = bytes(message["data"]).split(b" ", 1)[0].decode()
                    self.wake(code)

    def wake(self, code: str) -> None:
        for event in self.waiters.get(code, ()):
            event.set()

    def wake_all(self) -> None:
        for code in list(self.waiters):
            self.wake(code)

    @contextlib.asynccontextmanager
    async def watch(self, code: str) -> AsyncIterator[asyncio.Event]:
        """Register before reading the version, so no update slips between check and wait."""
        event = asyncio.Event()
        self.waiters[code].add(event)
        try:
            yield event
        finally:
            waiters = self.waiters.get(code)
            if waiters is not None:
                waiters.discard(event)
                if not waiters:
                    del self.waiters[code]
