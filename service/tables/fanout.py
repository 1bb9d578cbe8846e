"""One change wakes every long-poll parked on a table at once (thousands, on a popular
table). They share one read of the table and, per kind of caller, one view, instead of each
doing its own round trip to Redis and building the same view again."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from service.tables.models import Table
from service.tables.views import TableView

SHARE_SECONDS = 0.05  # a read this recent serves the waiters woken by the same change
MAX_TABLES = 10_000  # shared reads remembered before the oldest are dropped

ViewKey = tuple[str, int | None, int | None]  # the caller's role, seat and member id


@dataclass
class SharedRead:
    table: Table
    connected: set[int]
    views: dict[ViewKey, TableView] = field(default_factory=dict)


Reader = Callable[[str], Awaitable[SharedRead]]


class SharedReads:
    def __init__(self, read: Reader) -> None:
        self.read = read
        self.recent: dict[str, tuple[float, asyncio.Task[SharedRead]]] = {}

    async def get(self, code: str) -> SharedRead:
        """A read of `code` started at most SHARE_SECONDS ago, or a new one."""
        now = time.monotonic()
        entry = self.recent.get(code)
        if entry is None or now - entry[0] > SHARE_SECONDS or entry[1].cancelled():
            entry = (now, asyncio.ensure_future(self.read(code)))
            self.recent[code] = entry
            self.forget_old(now)
        # shield: a waiter that goes away must not cancel the read the others wait for
        return await asyncio.shield(entry[1])

    def forget_old(self, now: float) -> None:
        if len(self.recent) <= MAX_TABLES:
            return
        for code, (started, _) in list(self.recent.items()):
            if now - started > SHARE_SECONDS:
                del self.recent[code]
