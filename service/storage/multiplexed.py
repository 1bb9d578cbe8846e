"""The hot path's Redis client: every command of a process's event loop shares one connection,
written as soon as it is made (the commands of one loop iteration in one write) and answered in
order, as Redis always answers a connection. redis-py takes a pooled connection per command,
writes it, waits, parses the reply in Python and gives the connection back: about 150 us of CPU
per command under load, against about 20 us here (no pool, one write for many commands, a
small reader: resp.py). A move is one or two commands, a poll one (docs/performance.md).

Only what the table store runs on every request goes through it (its scripts, single reads);
pipelines and anything blocking stay on redis-py (pub/sub has a reader of its own,
subscriber.py, on a connection opened the same way). The connection is opened by connect.py
with asyncio's public API from the redis-py client's own settings (TLS, a Unix socket, AUTH,
SELECT, the client name), with the handshake in RESP2, as are the replies. The errors are
redis-py's: a reply error raises the class redis-py raises for it (reply_errors.py: so
`NOSCRIPT`, `LOADING`, `READONLY`... raise the same classes), a lost connection fails every
command waiting on it with `ConnectionError`, and a command that fails so is sent again as
redis-py's retry does (same backoff, same count). Sending again is safe for the table scripts:
each write carries a nonce (service/storage/store.py).

The deadline (the client's `socket_timeout`) is kept by one timer per connection rather than
one per command: replies come in order, so when the oldest command waiting has had no reply
for the deadline (looked at again once the loop has read its sockets: see check_deadline),
the server has answered nothing since it was sent, and every command waiting fails with
`TimeoutError` (not sent again: see redis_client.py) on a connection given up."""

from __future__ import annotations

import asyncio
import collections
from typing import Any, Final

import redis.asyncio as aioredis
import redis.exceptions
from redis.backoff import AbstractBackoff

from service.storage import resp
from service.storage.connect import Endpoint, ServerLink, open_link
from service.storage.reply_errors import reply_error

# What is sent again: a lost connection (a restart). Not a timeout (a frozen server).
RETRIED: Final = (redis.exceptions.ConnectionError,)
# A deadline found passed is looked at again this much later, once the loop has read its
# sockets (see check_deadline): at least a millisecond, libuv's timer resolution.
RECHECK_SECONDS: Final = 0.001


class _Link(ServerLink):
    """One connection: commands go out in order, each reply answers the oldest waiting one."""

    def __init__(self, loop: asyncio.AbstractEventLoop, timeout: float | None = None) -> None:
        super().__init__()
        self.loop = loop
        self.timeout = timeout
        self.reader = resp.Reader()
        self.waiting: collections.deque[asyncio.Future[Any]] = collections.deque()
        self.sent: collections.deque[float] = collections.deque()  # when each waiting one was
        self.watchdog: asyncio.TimerHandle | None = None
        self.overdue: asyncio.Future[Any] | None = None  # found past its deadline, looked at again
        self.outgoing: list[bytes] = []
        self.flush_due = False
        self.lost: BaseException | None = None

    def send(self, packed: bytes) -> asyncio.Future[Any]:
        if self.lost is not None:
            raise redis.exceptions.ConnectionError(f"connection to Redis lost: {self.lost}")
        loop = self.loop
        future = loop.create_future()
        self.waiting.append(future)
        now = loop.time()
        self.sent.append(now)
        if self.watchdog is None and self.timeout:
            self.watchdog = loop.call_at(now + self.timeout, self.check_deadline)
        self.outgoing.append(packed)
        if not self.flush_due:
            # Written once the loop has run the callbacks that are ready: the commands of
            # every request resumed in this iteration go out in one write.
            self.flush_due = True
            self.loop.call_soon(self.flush)
        return future

    def check_deadline(self) -> None:
        """The oldest waiting command's deadline: passed, and still passed once the loop has
        read its sockets since, the connection is given up; else checked again at the deadline
        of whichever command is then the oldest.

        Why look twice: uvloop runs the timers that are due before it reads the sockets. A
        loop held up longer than the deadline (a long callback, a process starved of CPU or a
        thread of the GIL) would otherwise find its reply waiting in the socket only after
        this check had failed every command on a healthy server."""
        self.watchdog = None
        if self.lost is not None or not self.waiting or not self.timeout:
            return  # the next command sent sets the timer again
        oldest = self.waiting[0]
        deadline = self.sent[0] + self.timeout
        if self.loop.time() < deadline:
            self.watchdog = self.loop.call_at(deadline, self.check_deadline)
        elif self.overdue is not oldest:
            self.overdue = oldest
            self.watchdog = self.loop.call_later(RECHECK_SECONDS, self.check_deadline)
        else:
            self.fail(redis.exceptions.TimeoutError("Timeout reading from Redis"))

    def flush(self) -> None:
        self.flush_due = False
        if self.outgoing and self.transport is not None and self.lost is None:
            data = b"".join(self.outgoing) if len(self.outgoing) > 1 else self.outgoing[0]
            self.outgoing.clear()
            self.transport.write(data)

    def data_received(self, data: bytes) -> None:
        reader = self.reader
        reader.feed(data)
        waiting = self.waiting
        while True:
            try:
                reply = reader.gets()
            except ValueError as error:
                self.fail(redis.exceptions.ConnectionError(f"invalid reply from Redis: {error}"))
                return
            if reply is resp.INCOMPLETE:
                return
            if not waiting:  # nothing asked for it: the connection is out of step
                self.fail(redis.exceptions.ConnectionError("unexpected reply from Redis"))
                return
            future = waiting.popleft()
            self.sent.popleft()
            if future.done():  # its caller stopped waiting (cancelled)
                continue
            if isinstance(reply, resp.ReplyError):
                future.set_exception(reply_error(str(reply)))
            else:
                future.set_result(reply)

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost_with(exc or ConnectionResetError("closed by the server"))

    def lost_with(self, reason: BaseException) -> None:
        if self.lost is None:
            self.lost = reason
        error: redis.exceptions.RedisError
        if isinstance(reason, redis.exceptions.TimeoutError):
            error = reason  # the server stopped answering: a timeout for everyone waiting
        else:
            error = redis.exceptions.ConnectionError(f"connection to Redis lost: {reason}")
        while self.waiting:
            future = self.waiting.popleft()
            if not future.done():
                future.set_exception(error)
        self.sent.clear()
        self.outgoing.clear()
        if self.watchdog is not None:
            self.watchdog.cancel()
            self.watchdog = None

    def fail(self, error: BaseException) -> None:
        """Give up on the connection: every waiting command fails, the socket is closed."""
        self.lost_with(error)
        if self.transport is not None:
            self.transport.close()

    def close(self) -> None:
        self.fail(redis.exceptions.ConnectionError("client closed"))


class MultiplexedRedis:
    """Commands over one shared connection per event loop, made from a redis-py client's
    connection settings (`beside`); `execute` answers what redis-py's `execute_command` would
    (as bytes, RESP2) and raises what it would."""

    def __init__(self, endpoint: Endpoint, retries: int, backoff: AbstractBackoff) -> None:
        self.endpoint = endpoint
        self.timeout = endpoint.timeout
        self.retries = retries
        self.backoff = backoff
        self.link: _Link | None = None
        self.connecting: asyncio.Task[_Link] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.closed = False

    @classmethod
    def beside(
        cls, client: aioredis.Redis, retries: int, backoff: AbstractBackoff
    ) -> MultiplexedRedis:
        """One on the same server and settings as `client` (a plain redis-py client)."""
        return cls(Endpoint.beside(client), retries, backoff)

    async def execute(self, *args: Any) -> Any:
        try:
            return await self.once(resp.pack(args))
        except RETRIED as error:
            return await self.again(args, error)

    async def again(self, args: tuple[Any, ...], error: BaseException) -> Any:
        """redis-py's `Retry.call_with_retry`: up to `retries` more tries, after its backoff."""
        packed = resp.pack(args)
        for failures in range(1, self.retries + 1):
            pause = self.backoff.compute(failures)
            if pause > 0:
                await asyncio.sleep(pause)
            try:
                return await self.once(packed)
            except RETRIED as next_error:
                error = next_error
        raise error

    async def once(self, packed: bytes) -> Any:
        if self.closed:
            raise redis.exceptions.ConnectionError("client closed")
        link = self.link
        if link is None or link.lost is not None or self.loop is not asyncio.get_running_loop():
            link = await self.connect()
        return await link.send(packed)  # its deadline is the link's (check_deadline)

    async def connect(self) -> _Link:
        """The loop's connection, opened once however many commands wait for it, by a task of
        its own: a caller that stops waiting (cancelled) does not stop it for the others."""
        loop = asyncio.get_running_loop()
        if self.loop is not loop:  # a new event loop (a test's, a worker's): a link of its own
            self.loop, self.link, self.connecting = loop, None, None
        if self.connecting is None or self.connecting.done():
            self.connecting = loop.create_task(self.open(loop))
            self.connecting.add_done_callback(self.opened)
        return await asyncio.shield(self.connecting)

    def opened(self, connecting: asyncio.Task[_Link]) -> None:
        if connecting is not self.connecting:
            return
        if connecting.cancelled() or connecting.exception() is not None:  # retrieved
            self.connecting = None
            return
        self.link = connecting.result()

    async def open(self, loop: asyncio.AbstractEventLoop) -> _Link:
        """A new link (a failed connect is retried by `execute`, like a failed command)."""
        return await open_link(self.endpoint, _Link(loop, self.timeout))

    async def aclose(self) -> None:
        self.closed = True
        if self.link is not None:
            self.link.close()
            self.link = None
