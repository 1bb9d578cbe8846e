"""Long-poll wake-ups: one Redis pub/sub subscriber per process fans out to local waiters.

A change is prepared before its waiters wake: `prepare` (the table service's, set by the app)
reads the table once for all of them, so each woken waiter finds its answer ready and runs
once, instead of waking, finding the read in flight, parking on it and waking again. With
5,000 waiters on a table that second wake was about a sixth of the fan-out's CPU.

A watcher may also leave a hook (`on_wake`), called in the wake itself, before its event is
set: a long-poll or a stream writes its prepared answer there, so a crowd's answers all leave
in one run of writes, before any of its tasks runs again (each task then only finishes its
request). A hook that says it handled the change (a stream) leaves its event unset."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Awaitable, Callable
from typing import Any

import redis.asyncio as aioredis

from service.core import collector
from service.storage.outage import note_outage
from service.storage.redis_client import GameStateRedis
from service.storage.store import UPDATES_CHANNEL
from service.storage.subscriber import Subscriber

log = logging.getLogger(__name__)

# (code, version announced, the `since` of every woken watcher that reads the log): reads what
# the waiters of that change will answer from, before they wake. None when all of it is at hand
# already (this process saved the change): the waiters wake at once, with no task or timer.
Prepare = Callable[[str, int, frozenset[int]], Awaitable[None] | None]
# A change's waiters wake after this even if its preparation has not finished (Redis slow or
# gone): each then reads for itself, and meets whatever error there is itself.
PREPARE_SECONDS = 1.0
CROWD = 64  # waiters of one table from which a wake holds the cyclic collector off


class Signal:
    """What a watcher waits on: asyncio.Event's interface (set, clear, is_set, wait) without
    the deque asyncio.Event allocates up front, about 700 bytes, which thousands of parked
    long-polls and open streams each held (gc.get_objects, docs/performance.md). Its waiters'
    futures are kept only while someone waits (one task, in practice)."""

    __slots__ = ("flag", "futures")

    def __init__(self) -> None:
        self.flag = False
        self.futures: list[asyncio.Future[bool]] | None = None

    def is_set(self) -> bool:
        return self.flag

    def set(self) -> None:
        if self.flag:
            return
        self.flag = True
        for future in self.futures or ():
            if not future.done():
                future.set_result(True)

    def clear(self) -> None:
        self.flag = False

    async def wait(self) -> bool:
        if self.flag:
            return True
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        if self.futures is None:
            self.futures = [future]
        else:
            self.futures.append(future)
        try:
            return await future
        finally:
            self.futures.remove(future)
            if not self.futures:
                self.futures = None


class Relay(Signal):
    """A Signal that also sets another when set: a watcher of two channels (a stream follows
    its table and its table's chat) parks on one signal, and still tells which one woke it."""

    __slots__ = ("target",)

    def __init__(self, target: Signal) -> None:
        super().__init__()
        self.target = target

    def set(self) -> None:
        super().set()
        self.target.set()


# A watcher's hook, called when a change past its `since` wakes it (not for a wake-up of all
# nor while draining): True if it handled the change entirely (its event is then not set).
OnWake = Callable[[], bool]


class Notifier:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client
        # Our own reader on a plain server; a Cluster's pub/sub stays redis-py's.
        self.subscriber = Subscriber.beside(client) if isinstance(client, aioredis.Redis) else None
        self.subscriptions = 0
        # code -> {waiter's event: the version it waits to see passed}
        self.waiters: defaultdict[str, dict[Signal, int]] = defaultdict(dict)
        self.log_readers: set[Signal] = set()  # watchers that read the log (streams)
        self.hooks: dict[Signal, OnWake] = {}  # watchers' hooks (see OnWake)
        self.prepare: Prepare | None = None
        self.preparing: set[asyncio.Task[None]] = set()
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

    def message(self, data: bytes) -> None:
        """A message on the updates channel: a table's code and, after a space, its version."""
        code, _, version = data.partition(b" ")
        self.wake(code.decode(), int(version) if version else None)

    def subscribed(self) -> None:
        """Subscribed again after a lost connection: messages published meanwhile are lost,
        so everyone reads afresh."""
        if self.subscriptions:
            self.reconnected(None)
        self.subscriptions += 1

    async def listen(self) -> None:
        if self.subscriber is not None:  # our own reader (subscriber.py)
            await self.subscriber.listen(UPDATES_CHANNEL, self.message, self.subscribed)
            return
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
                        self.message(bytes(message["data"]))
            finally:  # the connection goes back to the pool
                if connection is not None:
                    connection.deregister_connect_callback(self.reconnected)

    def reconnected(self, connection: Any) -> None:
        log.info("pub/sub reconnected; waking every long-poll to read afresh")
        self.wake_all()

    def wake(self, code: str, version: int | None = None) -> None:
        """Wake the waiters that have not seen `version` yet (every one if None), once the
        change is prepared. A message can arrive after a waiter already read its version
        (delivery lags the save, more so across a cluster's bus): waking that waiter would
        answer an unchanged table."""
        waiters = self.waiters.get(code)
        if not waiters:
            return
        if version is None or self.prepare is None or self.draining or ":" in code:
            # `:`: not a table's code (a tournament's stream): nothing of a table to prepare
            self.set_events(code, version)
            return
        self.announced[code] = max(version, self.announced.get(code, 0))
        sinces = frozenset(
            since
            for event, since in waiters.items()
            if since < version and event in self.log_readers
        )
        # On the loop's next turn, not now: this process's own save is usually answered in
        # the same turn as its message, and records the table it saved (recent.py) only when
        # the save's task resumes, on that next turn.
        asyncio.get_running_loop().call_soon(self.prepare_soon, self.prepare, code, version, sinces)

    def prepare_soon(
        self, prepare: Prepare, code: str, version: int, sinces: frozenset[int]
    ) -> None:
        try:
            reading = prepare(code, version, sinces)
        except Exception:  # the waiters read for themselves, and meet the error there
            log.debug("preparing the waiters of %s failed", code, exc_info=True)
            reading = None
        if reading is None:  # prepared already: no task and no timer for it (py-spy)
            self.set_events(code, version, self.hooks)
            return
        task = asyncio.ensure_future(self.prepare_then_wake(reading, code, version))
        self.preparing.add(task)
        task.add_done_callback(self.preparing.discard)

    async def prepare_then_wake(self, reading: Awaitable[None], code: str, version: int) -> None:
        try:
            async with asyncio.timeout(PREPARE_SECONDS):
                await reading
        except Exception:  # the waiters read for themselves, and meet the error there
            log.debug("preparing the waiters of %s failed", code, exc_info=True)
        finally:
            self.set_events(code, version, self.hooks)

    def set_events(
        self, code: str, version: int | None, hooks: dict[Signal, OnWake] | None = None
    ) -> None:
        waiters = self.waiters.get(code)
        if not waiters:
            return
        if version is not None:
            self.announced[code] = max(version, self.announced.get(code, 0))
        # A crowd is answered before the collector may run (service/core/collector.py).
        loop = asyncio.get_running_loop() if len(waiters) >= CROWD else None
        held = loop is not None and collector.hold()
        try:
            # A copy: a hook may move its watcher's `since` on (advance), a stream's entry.
            for event, since in list(waiters.items()):
                if version is not None and version <= since:
                    continue
                hook = hooks.get(event) if hooks else None
                if hook is not None and not self.draining:
                    try:
                        if hook():
                            continue
                    except Exception:  # its task answers instead, as if it had no hook
                        log.exception("a waiter's wake-up hook failed on %s", code)
                event.set()
        finally:
            if held and loop is not None:
                collector.release_later(loop)

    def watched(self, code: str) -> bool:
        """Whether anything in this process waits on `code` (a long-poll, a stream)."""
        return code in self.waiters

    def wake_all(self) -> None:
        for code in list(self.waiters):
            self.wake(code)

    def advance(self, code: str, event: Signal, since: int) -> None:
        """A watcher that stays registered (an event stream) has now seen `since`."""
        waiters = self.waiters.get(code)
        if waiters is not None and event in waiters:
            waiters[event] = since

    def watch(
        self,
        code: str,
        since: int = -1,
        reads_log: bool = False,
        on_wake: OnWake | None = None,
        event: Signal | None = None,
    ) -> Watch:
        """Register before reading the version, so no update slips between check and wait;
        the event is set once a version past `since` is saved. `reads_log`: a woken watcher
        reads the log after its `since` (an event stream), which the preparation reads too.
        `on_wake`: see OnWake. `event`: the signal to set (a Relay), else a new one. Use as
        `async with notifier.watch(code, since) as changed:`."""
        return Watch(self, code, since, reads_log, on_wake, event)

    def unwatch(self, code: str, event: Signal) -> None:
        self.log_readers.discard(event)
        self.hooks.pop(event, None)
        waiters = self.waiters.get(code)
        if waiters is not None:
            waiters.pop(event, None)
            if not waiters:
                del self.waiters[code]
                self.announced.pop(code, None)


class Watch:
    """A registration as a context manager: a class, not a generator-based one, which cost a
    woken crowd a few microseconds per waiter on leaving (py-spy)."""

    __slots__ = ("code", "event", "notifier", "on_wake", "reads_log", "since")

    def __init__(
        self,
        notifier: Notifier,
        code: str,
        since: int,
        reads_log: bool,
        on_wake: OnWake | None,
        event: Signal | None = None,
    ) -> None:
        self.notifier = notifier
        self.code = code
        self.since = since
        self.reads_log = reads_log
        self.on_wake = on_wake
        self.event = Signal() if event is None else event

    async def __aenter__(self) -> Signal:
        notifier, event = self.notifier, self.event
        if notifier.draining:
            event.set()
        notifier.waiters[self.code][event] = self.since
        if self.reads_log:
            notifier.log_readers.add(event)
        if self.on_wake is not None:
            notifier.hooks[event] = self.on_wake
        return event

    async def __aexit__(self, *exc_info: object) -> None:
        self.notifier.unwatch(self.code, self.event)
