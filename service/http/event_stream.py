"""A table's changes pushed as Server-Sent Events, held by the edge: one open stream's loop
(`TableStream`) parked on a subscription to the notifier (`notifier.watch`), and a change
written from the wake itself through the request's direct writer where the server offers one.
The controller (service/api/stream.py) checks the request and hands it here. On connect the
caller's view; on every change an `events` message and then a `view` message whose `id` is the
version. docs/api.md describes the wire format."""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import AsyncIterator

import msgspec

from service.core import errors, metrics
from service.http.answers import DirectWriter
from service.http.problems import Problem
from service.storage.notify import Notifier
from service.storage.outage import STORAGE_ERRORS, note_outage
from service.tables.clock import now_ms
from service.tables.due import ms_until_due
from service.tables.fanout import StreamUpdate
from service.tables.service import TableService
from service.tables.views import TableView

HEARTBEAT_SECONDS = 15.0  # a comment this often keeps proxies from closing an idle stream
RETRY_MS = 2000  # tells EventSource how long to wait before reconnecting
FULL_RETRY_AFTER_SECONDS = 5
EXISTS_EVERY_SECONDS = 60.0  # an open stream checks this often that its table still exists
MIN_RECHECK = 0.25  # a deadline that passed without a change is read again after this at least
EVENT_STREAM = "text/event-stream"

_json = msgspec.json.Encoder()


def frame(event: str, data: bytes, event_id: int | None = None) -> bytes:
    """One SSE message; the JSON it carries is one line (msgspec never breaks lines)."""
    head = f"event: {event}\n" + (f"id: {event_id}\n" if event_id is not None else "")
    return head.encode() + b"data: " + data + b"\n\n"


def problem_frame(code: str, title: str, detail: str, status: int) -> bytes:
    problem = Problem(
        type=f"urn:tapete:problem:{code}", title=title, status=status, code=code, detail=detail
    )
    return frame("problem", _json.encode(problem))


def seconds_until_due(wake_at_ms: int | None) -> float:
    """Seconds until the table's next deadline or pause end (infinity if none)."""
    due = ms_until_due(wake_at_ms, now_ms())
    return float("inf") if due is None else due / 1000


def resume_point(last_event_id: str | None, since: int | None) -> int | None:
    """Last-Event-ID wins over `since`: a reconnecting EventSource repeats the URL it was
    opened with (its old `since`) and sends the id of the last view it received."""
    if last_event_id is None or not last_event_id.strip():
        return since
    try:
        version = int(last_event_id.strip())
    except ValueError:
        raise errors.BadRequest("Last-Event-ID must be a version (a whole number)") from None
    if not 0 <= version < 10**16:  # what the document admits (16 digits)
        raise errors.BadRequest("Last-Event-ID is out of range")
    return version


def change_frames(update: StreamUpdate) -> bytes:
    """A change's two messages (its events, then the view), framed once per update: every
    stream of one kind of caller sends the same bytes."""
    framed: bytes | None = update.memo.get("sse")
    if framed is None:
        framed = update.memo["sse"] = frame("events", update.events_json) + frame(
            "view", update.view_json, update.view.version
        )
    return framed


class TableStream:
    """One open stream. Lives in the process's registry (a weak set, so a stream dropped before
    it ever ran frees its slot too) from its acceptance until it ends.

    A change can be sent two ways: by the stream's own task (its generator, `run`), or, where
    the server offers a direct writer, by the stream's hook in the notifier's wake itself
    (`on_wake`), which leaves the task parked: a crowd of streams then gets a change in one
    run of writes. `last` (the version of the last view sent) is what both go by, and the
    hook never writes while the task is sending (`sending`), so views never go out of order."""

    def __init__(
        self,
        tables: TableService,
        notifier: Notifier,
        first: TableView,
        first_wake_at_ms: int | None,
        token: str | None,
        since: int | None,
        direct: DirectWriter | None = None,
    ) -> None:
        self.tables = tables
        self.notifier = notifier
        self.first = first
        self.first_wake_at_ms = first_wake_at_ms
        self.token = token
        self.since = since
        self.direct = direct
        self.code = first.code
        self.last = -1  # the version of the last view sent
        self.sending = False  # the task is sending a message (the hook must not write)
        self.heartbeat_at = self.due_at = 0.0
        self.changed: asyncio.Event | None = None

    async def messages(self, registry: weakref.WeakSet[TableStream]) -> AsyncIterator[bytes]:
        metrics.OPEN_STREAMS.inc()
        try:
            async for message in self.run():
                self.sending = True
                yield message
                self.sending = False
        except STORAGE_ERRORS as error:  # a Redis outage: say so and end; the client resumes
            note_outage("stream", error)
            yield problem_frame(
                "storage_unavailable",
                "Storage unavailable; retry shortly",
                "the game store is unreachable right now; reconnect with Last-Event-ID",
                503,
            )
        except errors.TapeteError as error:  # the table expired meanwhile
            yield problem_frame(error.code, error.title, error.detail, error.status)
        finally:
            registry.discard(self)
            metrics.OPEN_STREAMS.dec()

    def sent(self, update: StreamUpdate) -> None:
        """A change's messages went out: the stream has seen its version."""
        self.last = update.view.version
        if self.changed is not None:
            self.notifier.advance(self.code, self.changed, self.last)
        now = time.monotonic()
        self.heartbeat_at = now + HEARTBEAT_SECONDS
        self.due_at = now + seconds_until_due(update.wake_at_ms)

    def on_wake(self) -> bool:
        """The notifier's hook: send the prepared change now, if it can; True if it did."""
        if self.sending or self.direct is None:
            return False
        announced = self.notifier.announced.get(self.code, 0)
        update = self.tables.prepared_stream_update(self.code, self.token, self.last, announced)
        if update is None or update.view.version <= self.last:
            return False
        if not self.direct.chunk(change_frames(update)):
            return False
        self.sent(update)
        return True

    async def run(self) -> AsyncIterator[bytes]:
        tables, code, token = self.tables, self.code, self.token
        view = self.first
        yield f"retry: {RETRY_MS}\n\n".encode()
        if self.since is None or self.since > view.version:  # new, or a stranger's version
            self.last = view.version
            yield frame("view", _json.encode(view), view.version)
        else:
            self.last = self.since
        settings = tables.settings
        presence_every = settings.presence_seconds / 3 if token is not None else float("inf")
        now = time.monotonic()
        self.heartbeat_at, presence_at = now + HEARTBEAT_SECONDS, now + presence_every
        exists_at = now + EXISTS_EVERY_SECONDS
        self.due_at = now + seconds_until_due(self.first_wake_at_ms)
        # One registration for the stream's whole life, moved on with each view sent: a change
        # saved while a view is being read and sent sets `changed` again, so none slips by,
        # and a woken stream needs no read of its own (the shared read serves every stream).
        watch = self.notifier.watch(code, self.last, reads_log=True, on_wake=self.on_wake)
        async with watch as changed:
            self.changed = changed
            # Registered before reading the version: no change slips between the two.
            version = await tables.version(code)
            if version is None:
                raise errors.TableNotFound(f"table {code} expired")
            pending = version > self.last
            while not self.notifier.draining:
                if pending:
                    pending = False
                    changed.clear()
                    announced = self.notifier.announced.get(code, 0)
                    update = await tables.stream_update(code, token, self.last, announced)
                    # else woken with nothing new (a reconnect), or the hook sent it already
                    if update.view.version > self.last:
                        self.sent(update)
                        yield change_frames(update)
                    continue
                now = time.monotonic()
                due = min(self.heartbeat_at, presence_at, self.due_at, exists_at)
                try:
                    # asyncio.timeout, not wait_for: no task per wait (thousands wake at once)
                    async with asyncio.timeout(max(due - now, 0)):
                        await changed.wait()
                    pending = True  # a change, or a wake-up for all (drain, pub/sub reconnect)
                    continue
                except TimeoutError:
                    pass
                now = time.monotonic()
                if now >= self.heartbeat_at:
                    self.heartbeat_at = now + HEARTBEAT_SECONDS
                    yield b": keep-alive\n\n"
                if now >= presence_at:
                    presence_at = now + presence_every
                    await tables.mark_seen(code, token)
                if now >= exists_at:  # an expired table publishes nothing: look now and then
                    exists_at = now + EXISTS_EVERY_SECONDS
                    if await tables.version(code) is None:
                        raise errors.TableNotFound(f"table {code} expired")
                if now >= self.due_at:
                    # A deadline passed: reading applies what is overdue (workers lagging);
                    # one read serves every stream of the table.
                    version, left = await tables.due_check(code)
                    self.due_at = time.monotonic() + max(left, MIN_RECHECK)
                    pending = version > self.last
