"""The notifier's subscription (notify.py) on a connection of its own, read by resp.py's reader.

Every save publishes a message, and every API process reads every message, its own saves'
included. redis-py's PubSub read each one through its stream reader, RESP3 parser and retry
layers: under the moves load that was about 190,000 instructions a message, 15% of the API's
CPU per move (callgrind; docs/performance.md). Here a message costs what parsing one array
and one callback cost.

The connection is opened as the multiplexed one is (connect.py: asyncio's public API, from
the redis-py client's settings, TLS, AUTH, SELECT and the client name included), in RESP2. A
connection that goes quiet is checked with a PING once it has been silent for
HEALTH_CHECK_SECONDS, and given up if no answer comes within the client's deadline
(`socket_timeout`, TAPETE_REDIS_TIMEOUT_SECONDS; PONG_SECONDS without one): `listen` then
raises ConnectionError, as it does when the connection is lost, and the notifier wakes its
long-polls (which read afresh, and meet the outage themselves) and subscribes again. So a
frozen Redis is noticed within about a second and a half. A Redis Cluster keeps redis-py's
PubSub (it picks the node)."""

from __future__ import annotations

import asyncio
import collections
import logging
from collections.abc import Callable
from typing import Any

import redis.asyncio as aioredis
import redis.exceptions

from service.storage import resp
from service.storage.connect import Endpoint, ServerLink, open_link
from service.storage.multiplexed import RECHECK_SECONDS

log = logging.getLogger(__name__)

HEALTH_CHECK_SECONDS = 1.0  # as redis-py's health_check_interval for the game state's clients
PONG_SECONDS = 5.0  # a PING unanswered this long (with no deadline set): the connection is given up


class _SubscribedLink(ServerLink):
    """One subscribed connection: messages go to `on_message` as they are read."""

    def __init__(self, loop: asyncio.AbstractEventLoop, on_message: Callable[[bytes], None]):
        super().__init__()
        self.loop = loop
        self.on_message = on_message
        self.reader = resp.Reader()
        self.lost: asyncio.Future[None] = loop.create_future()
        self.subscribed: asyncio.Future[None] = loop.create_future()
        self.pongs: collections.deque[asyncio.Future[None]] = collections.deque()
        self.heard = loop.time()  # when something last came from Redis

    def send(self, *args: Any) -> None:
        if self.transport is None or self.lost.done():
            raise redis.exceptions.ConnectionError("pub/sub connection lost")
        self.transport.write(resp.pack(args))

    def data_received(self, data: bytes) -> None:
        self.heard = self.loop.time()
        reader = self.reader
        reader.feed(data)
        while True:
            try:
                reply = reader.gets()
            except ValueError as error:
                self.fail(f"invalid reply from Redis: {error}")
                return
            if reply is resp.INCOMPLETE:
                return
            if isinstance(reply, resp.ReplyError):
                self.fail(f"Redis refused the subscription: {reply}")
                return
            if not isinstance(reply, list) or not reply:
                continue
            kind = reply[0]
            if kind == b"message" and len(reply) == 3:
                try:
                    self.on_message(reply[2])
                except Exception:  # one bad message must not end the subscription
                    log.exception("pub/sub message not handled")
            elif kind == b"subscribe" and not self.subscribed.done():
                self.subscribed.set_result(None)
            elif kind == b"pong" and self.pongs:
                pong = self.pongs.popleft()
                if not pong.done():
                    pong.set_result(None)

    def connection_lost(self, exc: Exception | None) -> None:
        self.fail(f"connection to Redis lost: {exc or 'closed by the server'}")

    def fail(self, reason: str) -> None:
        error = redis.exceptions.ConnectionError(reason)
        for waiting in (self.lost, self.subscribed, *self.pongs):
            if not waiting.done():
                waiting.set_exception(error)
        for pong in self.pongs:
            # Its pinger waited through a shield that timed out and let go of it: retrieved
            # here, or asyncio logs "Future exception was never retrieved" at every freeze.
            if not pong.cancelled():
                pong.exception()
        self.pongs.clear()
        if self.transport is not None:
            self.transport.close()

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()
        if not self.lost.done():
            self.lost.set_result(None)
        for waiting in (self.lost, self.subscribed, *self.pongs):
            if waiting.done() and not waiting.cancelled():
                waiting.exception()  # retrieved: its error was raised, or no longer matters
            else:
                waiting.cancel()


class Subscriber:
    """Subscriptions to one channel on a server, made from a redis-py client's settings."""

    def __init__(self, endpoint: Endpoint) -> None:
        self.endpoint = endpoint
        self.pong_seconds: float = endpoint.timeout or PONG_SECONDS

    @classmethod
    def beside(cls, client: aioredis.Redis) -> Subscriber:
        """One on the same server and settings as `client` (a plain redis-py client)."""
        return cls(Endpoint.beside(client))

    async def listen(
        self,
        channel: str,
        on_message: Callable[[bytes], None],
        on_subscribed: Callable[[], None] | None = None,
    ) -> None:
        """Subscribe to `channel` and hand each message's data to `on_message`, until the
        connection is lost or goes quiet (ConnectionError) or this is cancelled. Once
        subscribed, `on_subscribed` is called."""
        link = await self.open(on_message)
        try:
            link.send("SUBSCRIBE", channel)
            await answer_within(link.subscribed, self.pong_seconds)
            if on_subscribed is not None:
                on_subscribed()
            while True:
                quiet_for = link.loop.time() - link.heard
                if quiet_for < HEALTH_CHECK_SECONDS:
                    await asyncio.wait({link.lost}, timeout=HEALTH_CHECK_SECONDS - quiet_for)
                    if link.lost.done():
                        link.lost.result()  # raises why it was lost
                        return
                    continue
                await self.ping(link)
        finally:
            link.close()

    async def ping(self, link: _SubscribedLink) -> None:
        pong: asyncio.Future[None] = link.loop.create_future()
        link.pongs.append(pong)
        link.send("PING")
        try:
            await answer_within(pong, self.pong_seconds)
        except TimeoutError:
            link.fail(f"no answer to a PING within {self.pong_seconds:g} s")
            raise redis.exceptions.ConnectionError("pub/sub connection went quiet") from None

    async def open(self, on_message: Callable[[bytes], None]) -> _SubscribedLink:
        return await open_link(
            self.endpoint, _SubscribedLink(asyncio.get_running_loop(), on_message)
        )


async def answer_within(answer: asyncio.Future[None], seconds: float) -> None:
    """Wait up to `seconds` for the server's `answer` (TimeoutError past them), looking again
    once the loop has read its sockets: uvloop runs the timers that are due before it reads
    them, so a loop held up longer than `seconds` (a long callback, a process starved of CPU)
    would otherwise give up a healthy connection whose answer sat unread in its socket (as
    multiplexed.py's deadline does). The answer is not cancelled by the wait."""
    try:
        async with asyncio.timeout(seconds):
            await asyncio.shield(answer)
    except TimeoutError:
        await asyncio.sleep(RECHECK_SECONDS)
        if not answer.done():
            raise
        answer.result()  # raises what the connection's loss set on it, if anything
