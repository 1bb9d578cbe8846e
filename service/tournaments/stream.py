"""GET /tournaments/{id}/stream's loop: a tournament's events as Server-Sent Events (events.py
frames them), woken by the notifier (service/storage/notify.py) on every save of the
tournament, never by polling: each save publishes `tournament:<id> <version>` from its own
script (store.py), and one subscriber per process wakes that tournament's streams.

Streams woken by one save share one read of it (`SharedReads`): a thousand readers of a big
Swiss cost one read per save, not a thousand. A stream reads only what it shows (`Seen`: the
events kept, the last seq), though the value is fetched whole.

Every HEARTBEAT_SECONDS without an event a `: keep-alive` comment goes out; every
EXISTS_EVERY_SECONDS the stream checks that the tournament still exists (an expired one
publishes nothing): gone, the stream ends with a `problem` event, as it does when Redis
cannot serve."""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import AsyncIterator
from typing import Any, cast

import msgspec

from service.core import errors, metrics
from service.storage.notify import Notifier
from service.storage.outage import STORAGE_ERRORS, note_outage
from service.tournaments import events
from service.tournaments.errors import TournamentNotFound
from service.tournaments.state import TournamentEvent
from service.tournaments.store import tournament_key

HEARTBEAT_SECONDS = 15.0  # as the table stream's (service/http/event_stream.py)
EXISTS_EVERY_SECONDS = 60.0
RETRY_MS = 2000  # tells EventSource how long to wait before reconnecting
READ_ATTEMPTS = 3  # shared reads older than the save that woke a stream, before its own

_json = msgspec.json.Encoder()


class Seen(msgspec.Struct, frozen=True):
    """What a stream reads of a stored tournament (the rest of the value is skipped)."""

    version: int = 1
    events: list[TournamentEvent] = []
    last_seq: int = 0


_seen = msgspec.msgpack.Decoder(Seen)


class SharedReads:
    """One read at a time per tournament, shared by the streams that ask meanwhile: each gets
    a read at least as new as the version that woke it (a read begun before that save is
    awaited, then another made)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.reading: dict[str, asyncio.Future[Seen | None]] = {}

    async def load(self, tournament_id: str) -> Seen | None:
        raw = await self.client.hget(tournament_key(tournament_id), "d")
        return _seen.decode(cast("bytes", raw)) if raw is not None else None

    async def exists(self, tournament_id: str) -> bool:
        return bool(await self.client.exists(tournament_key(tournament_id)))

    async def get(self, tournament_id: str, at_least: int) -> Seen | None:
        for _ in range(READ_ATTEMPTS):
            reading = self.reading.get(tournament_id)
            if reading is None or reading.done():
                reading = asyncio.ensure_future(self.load(tournament_id))
                self.reading[tournament_id] = reading
                reading.add_done_callback(lambda done: self.finished(tournament_id, done))
            # shielded: a stream that hangs up does not cancel the others' read
            seen = await asyncio.shield(reading)
            if seen is None or seen.version >= at_least:
                return seen
        return await self.load(tournament_id)

    def finished(self, tournament_id: str, done: asyncio.Future[Seen | None]) -> None:
        if self.reading.get(tournament_id) is done:
            del self.reading[tournament_id]
        if not done.cancelled():
            done.exception()  # retrieved: each reader met it already


def problem_frame(error: errors.TapeteError) -> bytes:
    problem = {
        "type": f"urn:tapete:problem:{error.code}",
        "title": error.title,
        "status": error.status,
        "code": error.code,
        "detail": error.detail,
    }
    return b"event: problem\ndata: " + _json.encode(problem) + b"\n\n"


class StorageUnavailable(errors.TapeteError):
    status = 503
    code = "storage_unavailable"
    title = "Storage unavailable; retry shortly"


class TournamentStream:
    """One open stream: lives in the process's registry of streams (the table streams' too,
    so the cap counts both) from its acceptance until it ends. `since`: the seq the reader
    has seen (None: nothing, every kept event is sent)."""

    def __init__(
        self, reads: SharedReads, notifier: Notifier, tournament_id: str, since: int | None
    ) -> None:
        self.reads = reads
        self.notifier = notifier
        self.tournament_id = tournament_id
        self.last = since or 0

    async def messages(self, registry: weakref.WeakSet[Any]) -> AsyncIterator[bytes]:
        metrics.OPEN_STREAMS.inc()
        try:
            async for message in self.run():
                yield message
        except STORAGE_ERRORS as error:  # a Redis outage: say so and end; the client resumes
            note_outage("stream", error)
            yield problem_frame(
                StorageUnavailable(
                    "the tournament store is unreachable right now; reconnect with Last-Event-ID"
                )
            )
        except errors.TapeteError as error:  # the tournament expired meanwhile
            yield problem_frame(error)
        finally:
            registry.discard(self)
            metrics.OPEN_STREAMS.dec()

    async def run(self) -> AsyncIterator[bytes]:
        notifier, name = self.notifier, events.watch_name(self.tournament_id)
        yield f"retry: {RETRY_MS}\n\n".encode()
        now = time.monotonic()
        heartbeat_at, exists_at = now + HEARTBEAT_SECONDS, now + EXISTS_EVERY_SECONDS
        # Registered before the first read: no save slips between the two.
        async with notifier.watch(name) as changed:
            pending, at_least = True, 0
            while not notifier.draining:
                if pending:
                    pending = False
                    changed.clear()
                    seen = await self.reads.get(self.tournament_id, at_least)
                    if seen is None:
                        raise TournamentNotFound(f"tournament {self.tournament_id} expired")
                    notifier.advance(name, changed, seen.version)  # older messages: no wake
                    catch = events.after(seen.events, seen.last_seq, self.last, now_ms())
                    self.last = catch.last
                    if catch.frames:
                        heartbeat_at = time.monotonic() + HEARTBEAT_SECONDS
                        yield catch.frames
                    continue
                now = time.monotonic()
                try:
                    async with asyncio.timeout(max(min(heartbeat_at, exists_at) - now, 0)):
                        await changed.wait()
                    # a save, or a wake-up for all (drain, pub/sub reconnect): read
                    pending, at_least = True, notifier.announced.get(name, 0)
                    continue
                except TimeoutError:
                    pass
                now = time.monotonic()
                if now >= heartbeat_at:
                    heartbeat_at = now + HEARTBEAT_SECONDS
                    yield b": keep-alive\n\n"
                if now >= exists_at:  # an expired tournament publishes nothing: look
                    exists_at = now + EXISTS_EVERY_SECONDS
                    if not await self.reads.exists(self.tournament_id):
                        raise TournamentNotFound(f"tournament {self.tournament_id} expired")


def now_ms() -> int:
    return int(time.time() * 1000)
