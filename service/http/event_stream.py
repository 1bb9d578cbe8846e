"""A table's changes pushed as Server-Sent Events, held by the edge: one open stream's loop
(`TableStream`) parked on a subscription to the notifier (`notifier.watch`), and a change
written from the wake itself through the request's direct writer where the server offers one.
The controller (service/api/stream.py) checks the request and hands it here. On connect the
caller's view; on every change an `events` message and then a `view` message whose `id` is the
version; every chat message the caller may read as a `chat` message (no `id`: the stream's id
stays the table's version). docs/api.md describes the wire format."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import AsyncIterator
from typing import Any

import msgspec
from litestar import Request, Response

from service.core import errors, metrics
from service.http.answers import DirectWriter
from service.http.problems import Problem, problem_response
from service.storage.notify import Notifier, Relay, Signal
from service.storage.outage import STORAGE_ERRORS, note_outage
from service.tables.chat import ChatMessage, chat_channel
from service.tables.chat_feed import ChatFeed
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
KEEP_ALIVE = b": keep-alive\n\n"
# The shared tick's period (StreamTick): a keep-alive comment is late by at most this (proxies
# close idle connections after a minute or more), and presence is marked this often.
TICK_SECONDS = 5.0
MARKS_AT_ONCE = 64  # presence writes the tick has in flight at once

_json = msgspec.json.Encoder()
log = logging.getLogger(__name__)


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


def resume_point(
    last_event_id: str | None, since: int | None, what: str = "a version"
) -> int | None:
    """Last-Event-ID wins over `since`: a reconnecting EventSource repeats the URL it was
    opened with (its old `since`) and sends the id of the last message it received (`what`
    the stream's ids are, for the 400)."""
    if last_event_id is None or not last_event_id.strip():
        return since
    try:
        version = int(last_event_id.strip())
    except ValueError:
        raise errors.BadRequest(f"Last-Event-ID must be {what} (a whole number)") from None
    if not 0 <= version < 10**16:  # what the document admits (16 digits)
        raise errors.BadRequest("Last-Event-ID is out of range")
    return version


def refused_past_cap(
    request: Request[Any, Any, Any], registry: weakref.WeakSet[Any], limit: int
) -> Response[Problem] | None:
    """The 503 `too_many_streams` (with Retry-After) of a new stream when this process holds
    its maximum of open streams (TAPETE_MAX_STREAMS, every kind counted), else None."""
    if len(registry) < limit:
        return None
    response = problem_response(
        request,
        503,
        "too_many_streams",
        "Too many streams",
        f"this server holds its maximum of {limit} open streams; retry shortly or poll",
    )
    response.headers["Retry-After"] = str(FULL_RETRY_AFTER_SECONDS)
    return response


def change_frames(update: StreamUpdate, actions: bool = False) -> bytes:
    """A change's messages, framed once per update (every stream of one kind of caller sends
    the same bytes): its events, then, for a stream that asked for them (`actions`), the
    seat's legal actions if it has any, then the view (always the last)."""
    key = "sse+actions" if actions else "sse"
    framed: bytes | None = update.memo.get(key)
    if framed is None:
        legal = update.legal() if actions else None
        framed = update.memo[key] = b"".join(
            (
                frame("events", update.events_json),
                b"" if legal is None else frame("actions", legal),
                frame("view", update.view_json, update.view.version),
            )
        )
    return framed


def chat_frames(messages: list[ChatMessage]) -> bytes:
    """One `chat` message per chat message, without an id (Last-Event-ID stays a version)."""
    return b"".join(frame("chat", _json.encode(message)) for message in messages)


class PushedStream:
    """What every stream the process's StreamTick serves has in common (a table's, a feed's):
    its place in the process's registry of open streams (a weak set, so a stream dropped
    before it ever ran frees its slot too) from its acceptance until it ends; its keep-alive
    comment, written by the tick through the request's direct writer where the server offers
    one, else by the stream's own task, woken; its end once the client has gone; and the
    problem message that ends it when the store cannot serve it. A subclass's `run` yields
    its messages and sets `last` (>= 0) once its first has gone out."""

    def __init__(
        self, notifier: Notifier, direct: DirectWriter | None = None, ticked: bool = False
    ) -> None:
        self.notifier = notifier
        self.direct = direct
        self.last = -1  # the version of the last message sent (-1: none yet)
        self.sending = False  # the task is sending a message (the tick must not write)
        self.heartbeat_at = 0.0
        self.changed: Signal | None = None
        # The process's StreamTick sends this stream's keep-alive comments through the direct
        # writer: its task then wakes only for changes.
        self.ticked = ticked
        self.beat_due = False  # the tick could not write the keep-alive: the task sends it
        # With a direct writer the stream ends by itself once the client has gone, so no task
        # waits for the disconnect beside it (compat.DirectStreamingResponse).
        self.gone = False
        if direct is not None:
            direct.on_gone(self.hang_up)

    def run(self) -> AsyncIterator[bytes]:
        raise NotImplementedError

    async def messages(self, registry: weakref.WeakSet[Any]) -> AsyncIterator[bytes]:
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
        except errors.TapeteError as error:  # what it follows expired, its credential ended
            yield problem_frame(error.code, error.title, error.detail, error.status)
        finally:
            registry.discard(self)
            metrics.OPEN_STREAMS.dec()

    def hang_up(self) -> None:
        """The client has gone: the stream's loop ends at its next turn, woken now."""
        self.gone = True
        if self.changed is not None:
            self.changed.set()

    def beat(self, now: float) -> None:
        """The tick's heartbeat: the keep-alive comment written at once if it is due (the
        tick's `now` is its due time: see StreamTick), else (writing refused: paused, or no
        direct writer) left to the stream's task, woken."""
        if now < self.heartbeat_at or self.last < 0 or self.beat_due or self.gone:
            return
        if not self.sending and self.direct is not None and self.direct.chunk(KEEP_ALIVE):
            self.heartbeat_at = time.monotonic() + HEARTBEAT_SECONDS
            return
        self.beat_due = True
        if self.changed is not None:
            self.changed.set()


class TableStream(PushedStream):
    """One open table stream.

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
        ticked: bool = False,
        chat: ChatFeed | None = None,
        first_actions: bytes | None = None,
        actions: bool = False,
    ) -> None:
        # With `ticked`, the tick also marks this stream's presence (StreamTick).
        super().__init__(notifier, direct, ticked)
        self.chat = chat  # the table's chat, when the stream carries it
        # The stream carries the seat's legal actions before each view at which it has some
        # (`first_actions`: those of the first view, read with it).
        self.actions = actions
        self.first_actions = first_actions
        self.tables = tables
        self.first: TableView | None = first
        self.first_wake_at_ms = first_wake_at_ms
        self.token = token
        self.since = since
        self.code = first.code
        self.due_at = 0.0

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
        if not self.direct.chunk(change_frames(update, self.actions)):
            return False
        self.sent(update)
        return True

    async def run(self) -> AsyncIterator[bytes]:
        tables, code, token = self.tables, self.code, self.token
        view, first_actions = self.first, self.first_actions
        assert view is not None
        self.first = self.first_actions = None  # sent once: not held for the stream's life
        yield f"retry: {RETRY_MS}\n\n".encode()
        if self.since is None or self.since > view.version:  # new, or a stranger's version
            self.last = view.version
            if first_actions is not None:
                yield frame("actions", first_actions)
            yield frame("view", _json.encode(view), view.version)
        else:
            self.last = self.since
        del view, first_actions
        settings = tables.settings
        presence_every = settings.presence_seconds / 3 if token is not None else float("inf")
        if self.ticked:  # the tick marks presence and beats (see StreamTick)
            presence_every = float("inf")
        now = time.monotonic()
        self.heartbeat_at, presence_at = now + HEARTBEAT_SECONDS, now + presence_every
        exists_at = now + EXISTS_EVERY_SECONDS
        self.due_at = now + seconds_until_due(self.first_wake_at_ms)
        # One registration for the stream's whole life, moved on with each view sent: a change
        # saved while a view is being read and sent sets `changed` again, so none slips by,
        # and a woken stream needs no read of its own (the shared read serves every stream).
        # The chat has its own registration: the task parks on `awake`, which either sets, and
        # reads the chat only when a message woke it (`chatted`), the table only on a change.
        awake = Signal()
        watch = self.notifier.watch(
            code, self.last, reads_log=True, on_wake=self.on_wake, event=Relay(awake)
        )
        feed, channel = self.chat, chat_channel(code)
        # Plain `async with`, not an AsyncExitStack: its callbacks' deque, per open stream.
        chat_watch = (
            self.notifier.watch(channel, event=Relay(awake))
            if feed is not None
            else contextlib.nullcontext(None)
        )
        async with watch as changed, chat_watch as chatted:
            self.changed = changed
            # Registered before reading the version: no change slips between the two.
            version = await tables.version(code)
            if version is None:
                raise errors.TableNotFound(f"table {code} expired")
            pending = version > self.last
            if feed is not None and chatted is not None:
                chatted.clear()  # start reads what a message written until now woke it for
                missed = await feed.start()
                self.notifier.advance(channel, chatted, feed.last)
                if missed:
                    yield chat_frames(missed)
            while not self.notifier.draining and not self.gone:
                if self.beat_due:  # the tick could not write it
                    self.beat_due = False
                    self.heartbeat_at = time.monotonic() + HEARTBEAT_SECONDS
                    yield KEEP_ALIVE
                if feed is not None and chatted is not None and chatted.is_set():
                    chatted.clear()
                    messages = await feed.newer(self.notifier.announced.get(channel, 0))
                    self.notifier.advance(channel, chatted, feed.last)
                    if messages:
                        self.heartbeat_at = time.monotonic() + HEARTBEAT_SECONDS
                        yield chat_frames(messages)
                    continue
                if pending:
                    pending = False
                    changed.clear()
                    announced = self.notifier.announced.get(code, 0)
                    update = await tables.stream_update(code, token, self.last, announced)
                    # else woken with nothing new (a reconnect), or the hook sent it already
                    if update.view.version > self.last:
                        self.sent(update)
                        yield change_frames(update, self.actions)
                    continue
                now = time.monotonic()
                beat_at = float("inf") if self.ticked else self.heartbeat_at
                due = min(beat_at, presence_at, self.due_at, exists_at)
                try:
                    # asyncio.timeout, not wait_for: no task per wait (thousands wake at once)
                    async with asyncio.timeout(max(due - now, 0)):
                        await awake.wait()
                    awake.clear()
                    # a change, a wake-up for all (drain, pub/sub reconnect), a beat refused,
                    # or (`chatted` alone) a chat message: no read of the table for it
                    pending = pending or changed.is_set()
                    continue
                except TimeoutError:
                    pass
                now = time.monotonic()
                if now >= beat_at:
                    self.heartbeat_at = now + HEARTBEAT_SECONDS
                    yield KEEP_ALIVE
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


class StreamTick:
    """One task per process for every open stream's idle chores, instead of a timer per
    stream: every TICK_SECONDS it writes the keep-alive comments that are due through each
    stream's direct writer, and marks each distinct (table, token) seen once (presence needs
    a mark within a third of its window). 10,000 idle streams then cost no task wake-ups
    between changes: woken every 5 s for presence and every 15 s for the comment, their tasks
    took about a tenth of a core; with the tick, about a hundredth, most of it the comments'
    writes (docs/performance.md, "Connections per process")."""

    def __init__(self, registry: weakref.WeakSet[Any], tables: TableService) -> None:
        self.registry = registry
        self.tables = tables
        self.task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self.task = asyncio.ensure_future(self.run())

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.wait({self.task}, timeout=2)

    async def run(self) -> None:
        every = min(TICK_SECONDS, self.tables.settings.presence_seconds / 3)
        while True:
            await asyncio.sleep(every)
            # Comments due before the next tick's midpoint go now: a stream's comment then
            # comes 15 s after its last message, give or take half a tick.
            due = time.monotonic() + every / 2
            # The registry holds streams the tick does not serve too (a tournament's beats
            # by itself): only ticked PushedStreams are beaten, only tables' marked present.
            streams = [
                stream
                for stream in list(self.registry)
                if isinstance(stream, PushedStream) and stream.ticked
            ]
            for stream in streams:
                try:
                    stream.beat(due)
                except Exception:  # one stream's failure must not stop the others' beats
                    log.exception("a stream's keep-alive failed")
            await self.mark_present([s for s in streams if isinstance(s, TableStream)])

    async def mark_present(self, streams: list[TableStream]) -> None:
        seen = list({(s.code, s.token) for s in streams if s.token is not None and s.last >= 0})
        for start in range(0, len(seen), MARKS_AT_ONCE):
            batch = seen[start : start + MARKS_AT_ONCE]
            marks = [self.tables.mark_seen(code, token) for code, token in batch]
            for failed in await asyncio.gather(*marks, return_exceptions=True):
                if isinstance(failed, STORAGE_ERRORS):
                    note_outage("stream presence", failed)
                    return  # Redis is away: the next period tries again
                if isinstance(failed, Exception):
                    log.error("marking a stream's presence failed", exc_info=failed)
