"""Long-poll wake-ups: one Redis pub/sub subscriber per process fans out to local waiters."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import defaultdict
from collections.abc import AsyncIterator
from typing import Any

from service.storage.outage import note_outage
from service.storage.redis_client import GameStateRedis
from service.storage.store import UPDATES_CHANNEL

log = logging.getLogger(__name__)


class Notifier:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client
        # code -> {waiter's event: the version it waits to see passed}
        self.waiters: defaultdict[str, dict[asyncio.Event, int]] = defaultdict(dict)
        # code -> the newest version announced while someone watches it (streams read no older)
        self.announced: dict[str, int] = {}
        self.task: asyncio.Task[None] | None = None
        self.stopping = False
        self.draining = False

    async def start(self) -> None:
        self.task = asyncio.create_task(self.listen_forever())

    async def stop(self) -> None:
        self.stopping = True
        if self.task is not None:
            self.task.cancel()
            # redis-py may turn the cancellation into a connection error; never wait forever.
            await asyncio.wait({self.task}, timeout=2)
        self.drain()

    def drain(self) -> None:
        """The process is stopping: parked long-polls answer now with the current state, and
        new ones answer at once instead of parking."""
        self.draining = True
        self.wake_all()

    async def listen_forever(self) -> None:
        while not self.stopping:
            try:
                await self.listen()
            except asyncio.CancelledError:
                raise
            except Exception as error:  # the connection dropped: wake everyone, resubscribe
                if self.stopping:
                    return
                note_outage("pub/sub", error)  # once per interval, not twice a second
                self.wake_all()
                await asyncio.sleep(0.5)

    async def listen(self) -> None:
        # A cluster client picks the pub/sub node from its slot map, which is empty until the
        # client has initialized. Any node will do: a cluster broadcasts PUBLISH to every node.
        await self.client.initialize()
        async with self.client.pubsub() as pubsub:
            await pubsub.subscribe(UPDATES_CHANNEL)
            # The client's retries reconnect a dropped subscription by themselves (the pub/sub
            # resubscribes first, its callback being older): wake everyone then, as messages
            # published while it was down are lost.
            connection = pubsub.connection
            if connection is not None:
                connection.register_connect_callback(self.reconnected)
            try:
                async for message in pubsub.listen():
                    if message.get("type") == "message":
                        code, _, version = bytes(message["data"]).partition(b" ")
                        self.wake(code.decode(), int(version) if version else None)
            finally:  # the connection goes back to the pool
                if connection is not None:
                    connection.deregister_connect_callback(self.reconnected)

    def reconnected(self, connection: Any) -> None:
        log.info("pub/sub reconnected; waking every long-poll to read afresh")
        self.wake_all()

    def wake(self, code: str, version: int | None = None) -> None:
        """Wake the waiters that have not seen `version` yet (every one if None). A message can
        arrive after a waiter already read its version (delivery lags the save, more so across
        a cluster's bus): waking that waiter would answer an unchanged table."""
        waiters = self.waiters.get(code, {})
        if version is not None and waiters:
            self.announced[code] = max(version, self.announced.get(code, 0))
        for event, since in waiters.items():
            if version is None or version > since:
                event.set()

    def wake_all(self) -> None:
        for code in list(self.waiters):
            self.wake(code)

    def advance(self, code: str, event: asyncio.Event, since: int) -> None:
        """A watcher that stays registered (an event stream) has now seen `since`."""
        waiters = self.waiters.get(code)
        if waiters is not None and event in waiters:
            waiters[event] = since

    @contextlib.asynccontextmanager
    async def watch(self, code: str, since: int = -1) -> AsyncIterator[asyncio.Event]:
        """Register before reading the version, so no update slips between check and wait;
        the event is set once a version past `since` is saved."""
        event = asyncio.Event()
        if self.draining:
            event.set()
        self.waiters[code][event] = since
        try:
            yield event
        finally:
            waiters = self.waiters.get(code)
            if waiters is not None:
                waiters.pop(event, None)
                if not waiters:
                    del self.waiters[code]
                    self.announced.pop(code, None)
