"""The notifier's own pub/sub reader (service/storage/subscriber.py) against a real server:
messages arrive in order, as published, on the URL forms redis-py accepts (password, Unix
socket); a server that stops answering (SIGSTOP) is found by its PING within the health
check and the pong's wait; a restarted server ends the subscription, and the notifier
subscribes again and wakes every waiter (what was published meanwhile is lost)."""

from __future__ import annotations

import asyncio
import signal
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
import redis
import redis.asyncio as aioredis
import redis.exceptions
import uvloop
from held_up_loop import holding_up
from redis_private import PrivateRedis, private_redis

from service.runtime.embedded_redis import EmbeddedRedis
from service.storage import subscriber as subscriber_module
from service.storage.notify import Notifier
from service.storage.store import UPDATES_CHANNEL
from service.storage.subscriber import Subscriber


def channel() -> str:
    return f"test:subscriber:{uuid.uuid4().hex}"


async def collect(url: str, name: str, publish: list[bytes], client_url: str = "") -> list[bytes]:
    """Subscribe on `url`, publish `publish` once subscribed (through `client_url`, else
    `url`), and return what arrived."""
    got: list[bytes] = []
    done = asyncio.Event()
    sending: list[asyncio.Future[None]] = []
    publisher = aioredis.Redis.from_url(client_url or url)

    def on_message(data: bytes) -> None:
        got.append(data)
        if len(got) == len(publish):
            done.set()

    def on_subscribed() -> None:
        async def send() -> None:
            for data in publish:
                await publisher.publish(name, data)

        sending.append(asyncio.ensure_future(send()))

    listening = asyncio.ensure_future(
        Subscriber.beside(aioredis.Redis.from_url(url)).listen(name, on_message, on_subscribed)
    )
    try:
        async with asyncio.timeout(10):
            await done.wait()
    finally:
        listening.cancel()
        await asyncio.gather(listening, return_exceptions=True)
        await publisher.aclose()
    return got


def test_messages_arrive_in_order_as_published(redis_url: str) -> None:
    published = [b"ABC 1", b"ABC 2", b"x" * 100_000, b"", "ñ".encode()]
    assert asyncio.run(collect(redis_url, channel(), published)) == published


def test_password_and_unix_socket_urls_subscribe(
    guarded_redis: EmbeddedRedis, tmp_path: Path
) -> None:
    port = redis.Redis.from_url(guarded_redis.url).connection_pool.connection_kwargs["port"]
    tcp = f"redis://:s3cret@127.0.0.1:{port}/0"
    for url in (tcp, f"unix://:s3cret@{tmp_path / 'redis.sock'}?db=0"):
        assert asyncio.run(collect(url, channel(), [b"hello"], client_url=tcp)) == [b"hello"]

    async def wrong() -> None:
        await Subscriber.beside(
            aioredis.Redis.from_url(f"redis://:wrong@127.0.0.1:{port}/0")
        ).listen(channel(), lambda data: None)

    with pytest.raises(redis.exceptions.AuthenticationError):
        asyncio.run(wrong())


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as redis_server:
        yield redis_server


def test_a_server_that_stops_answering_is_given_up_after_an_unanswered_ping(
    server: PrivateRedis, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(subscriber_module, "PONG_SECONDS", 1.0)
    process = server.server.process
    assert process is not None

    async def scenario() -> float:
        subscribed = asyncio.Event()
        listening = asyncio.ensure_future(
            Subscriber.beside(aioredis.Redis.from_url(server.url)).listen(
                channel(), lambda data: None, subscribed.set
            )
        )
        async with asyncio.timeout(10):
            await subscribed.wait()
        process.send_signal(signal.SIGSTOP)
        stopped = time.monotonic()
        try:
            with pytest.raises(redis.exceptions.ConnectionError):
                async with asyncio.timeout(10):
                    await listening
        finally:
            process.send_signal(signal.SIGCONT)
        return time.monotonic() - stopped

    took = asyncio.run(scenario())
    # at most the health check's silence, then the pong's wait (and a little)
    assert took < subscriber_module.HEALTH_CHECK_SECONDS + 1.0 + 1.5


def test_a_loop_held_up_past_the_pong_s_wait_takes_the_pong_that_came_meanwhile(
    redis_url: str,
) -> None:
    """A PING answered while the event loop is held up (a callback, a process starved of CPU)
    for longer than the pong's wait: the pong sits unread in the socket, and uvloop, the
    server's loop, runs its due timers before it reads the sockets. The wait looks again once
    the loop has read them: the healthy connection is kept, not given up."""

    async def scenario() -> None:
        subscriber = Subscriber.beside(aioredis.Redis.from_url(redis_url, socket_timeout=0.2))
        link = await subscriber.open(lambda data: None)
        try:
            link.send("SUBSCRIBE", channel())
            async with asyncio.timeout(10):
                await link.subscribed
            # three waits: Redis answers the PING, sent first, while the loop is held up
            with holding_up(asyncio.get_running_loop(), 0.6):
                await subscriber.ping(link)
            assert not link.lost.done()
        finally:
            link.close()

    uvloop.run(scenario())


def test_after_a_restart_the_notifier_subscribes_again_and_wakes_everyone(
    server: PrivateRedis,
) -> None:
    async def scenario() -> None:
        client = aioredis.Redis.from_url(server.url)
        notifier = Notifier(client)
        await notifier.start()
        try:
            async with asyncio.timeout(10):
                while notifier.subscriptions < 1:
                    await asyncio.sleep(0.05)
            async with notifier.watch("ABCDEF", since=3) as parked:
                await asyncio.to_thread(server.restart)
                async with asyncio.timeout(15):
                    await parked.wait()  # woken: what was published meanwhile is lost
                assert notifier.subscriptions >= 1
            async with notifier.watch("ABCDEF", since=3) as fresh:
                async with asyncio.timeout(15):
                    while notifier.subscriptions < 2:
                        await asyncio.sleep(0.05)
                await client.publish(UPDATES_CHANNEL, b"ABCDEF 4")
                async with asyncio.timeout(10):
                    await fresh.wait()  # messages reach it again on the new subscription
        finally:
            await notifier.stop()
            await client.aclose()

    asyncio.run(scenario())
