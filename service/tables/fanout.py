"""One change wakes every long-poll and event stream parked on a table at once (thousands, on
a popular table). They share one read of the table and, per kind of caller, one view (and for
streams one read of the log and one encoded update), instead of each doing its own round trips
to Redis and building the same answer again."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

from service.games.base import AnyGame
from service.storage.store import LoggedStep
from service.tables.models import Caller, Table
from service.tables.views import TableView, presence_bits, seats_of, table_view

SHARE_SECONDS = 0.05  # a read this recent serves the waiters woken by the same change
# A finished read at the version a waiter was woken for serves it for this long: a crowd of
# thousands takes a few hundred ms to answer, and must not start reads again midway (their
# presence may be this old; a newer change is announced, and read, by itself).
PREPARED_SECONDS = 2.0
MAX_TABLES = 10_000  # shared reads remembered before the oldest are dropped

ViewKey = tuple[str, int | None, int | None]  # the caller's role, seat and member id
Steps = list[tuple[int, LoggedStep]]


_json = msgspec.json.Encoder()


T = TypeVar("T")


def finished(task: asyncio.Future[T]) -> T | None:
    """A task's result if it finished with one; None while it runs or if it failed."""
    if not task.done() or task.cancelled() or task.exception() is not None:
        return None
    return task.result()


@dataclass
class Poll:
    """A poll's answer for one caller: what its ETag is made of is known at once; the view and
    its JSON are built on first use, once (a 304 builds neither; woken long-polls of one kind
    of caller share one Poll, so one view and one encoding)."""

    table: Table
    game: AnyGame
    caller: Caller
    connected: set[int]
    at_ms: int
    _view: TableView | None = None
    _json: bytes | None = None
    # What callers make of this answer once for every waiter that shares it (the API's ETag
    # and encoded answer), by the caller's own keys.
    memo: dict[str, Any] = field(default_factory=dict)

    @property
    def version(self) -> int:
        return self.table.version

    @property
    def presence(self) -> int:
        """The connected seats as a bit set, as the view's seats show them."""
        if self._view is not None:
            return presence_bits(self._view.seats)
        return presence_bits(seats_of(self.table, self.connected))

    def view(self) -> TableView:
        if self._view is None:
            self._view = table_view(self.table, self.game, self.caller, self.connected, self.at_ms)
        return self._view

    def json(self) -> bytes:
        if self._json is None:
            self._json = _json.encode(self.view())
        return self._json


@dataclass(frozen=True)
class StreamUpdate:
    """What a stream sends for a change: the events after `since` and the view, both encoded
    as JSON for one kind of caller; and when the table's next deadline or pause end falls."""

    since: int
    view: TableView
    events_json: bytes
    view_json: bytes
    wake_at_ms: int | None = None
    # The caller's legal actions at this version, as GET .../actions answers them, or None when
    # no decision of its seat is pending: listed only when a stream asks for them (`actions`).
    legal: Callable[[], bytes | None] = field(default=lambda: None, compare=False)
    # What callers make of this update once for every stream that shares it (the API's SSE
    # frames), by the caller's own keys.
    memo: dict[str, Any] = field(default_factory=dict, compare=False)


@dataclass
class SharedRead:
    table: Table
    connected: set[int]
    views: dict[ViewKey, TableView] = field(default_factory=dict)
    # the views' JSON, as streams send it (a move's answer brings its mover's, reads.py)
    encoded: dict[ViewKey, bytes] = field(default_factory=dict)
    polls: dict[ViewKey, Poll] = field(default_factory=dict)  # woken long-polls' answers
    # Streams: the log read once per `since`, and one update per (caller, since)
    steps: dict[int, asyncio.Future[Steps]] = field(default_factory=dict)
    updates: dict[tuple[ViewKey, int], StreamUpdate] = field(default_factory=dict)
    # Each token's caller, identified once per read (reads.py, `caller_of`)
    callers: dict[str | None, Caller] = field(default_factory=dict)

    async def steps_after(self, since: int, read: Callable[[], Awaitable[Steps]]) -> Steps:
        task = self.steps.get(since)
        if task is None or task.cancelled():
            task = asyncio.ensure_future(read())
            self.steps[since] = task
        if task.done():  # prepared before the waiters woke: no wait, no wake-up again
            return task.result()
        return await asyncio.shield(task)

    def seed_steps(self, since: int, steps: Steps) -> None:
        """The log after `since` as this process logged it (see SharedReads.seed)."""
        done: asyncio.Future[Steps] = asyncio.get_running_loop().create_future()
        done.set_result(steps)
        self.steps.setdefault(since, done)

    def steps_ready(self, since: int) -> Steps | None:
        """The log after `since` if it was read already (prepared), else None."""
        task = self.steps.get(since)
        return None if task is None else finished(task)


Reader = Callable[[str], Awaitable[SharedRead]]


class SharedReads:
    def __init__(self, read: Reader) -> None:
        self.read = read
        self.recent: dict[str, tuple[float, asyncio.Future[SharedRead]]] = {}

    def ready(self, code: str, at_least: int) -> SharedRead | None:
        """A finished read at version `at_least` or later from at most PREPARED_SECONDS ago
        (what a change's preparation made), without waiting; None if there is none."""
        entry = self.recent.get(code)
        if entry is None:
            return None
        started, task = entry
        shared = finished(task)
        if shared is None or shared.table.version < at_least:
            return None
        if time.monotonic() - started > PREPARED_SECONDS:
            return None
        return shared

    async def get(self, code: str, at_least: int = 0) -> SharedRead:
        """A read of `code` started at most SHARE_SECONDS ago, or a finished one at version
        `at_least` or later from at most PREPARED_SECONDS ago, or a new one."""
        now = time.monotonic()
        entry = self.recent.get(code)
        if entry is not None and not entry[1].cancelled():
            started, task = entry
            if task.done() and task.exception() is None:
                shared = task.result()
                if now - started <= SHARE_SECONDS or (
                    at_least
                    and shared.table.version >= at_least
                    and now - started <= PREPARED_SECONDS
                ):
                    return shared  # no wait: the change was prepared before its waiters woke
            elif now - started <= SHARE_SECONDS:
                # shield: a waiter that goes away must not cancel the read the others wait for
                return await asyncio.shield(task)
        return await self.fresh(code, now)

    def seed(self, code: str, shared: SharedRead) -> None:
        """A read this process holds already (the table it has just saved) stands for the read
        of its change's waiters: they share it as they would share a read, with no round trip
        to Redis on the way to them."""
        done: asyncio.Future[SharedRead] = asyncio.get_running_loop().create_future()
        done.set_result(shared)
        now = time.monotonic()
        self.recent[code] = (now, done)
        self.forget_old(now)

    async def fresh(self, code: str, now: float | None = None) -> SharedRead:
        """A new read, which the next waiters share."""
        now = time.monotonic() if now is None else now
        entry: tuple[float, asyncio.Future[SharedRead]] = (
            now,
            asyncio.ensure_future(self.read(code)),
        )
        self.recent[code] = entry
        self.forget_old(now)
        return await asyncio.shield(entry[1])

    def forget_old(self, now: float) -> None:
        if len(self.recent) <= MAX_TABLES:
            return
        for code, (started, _) in list(self.recent.items()):
            if now - started > SHARE_SECONDS:
                del self.recent[code]
