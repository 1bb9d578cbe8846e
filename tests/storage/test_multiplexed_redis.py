"""The hot path's multiplexed Redis client (service/storage/multiplexed.py) against a real
server: replies reach the command that asked, errors are redis-py's classes, a lost connection
is retried on a new one, a caller that stops waiting does not put the others out of step, and
the connection is made from the same URL forms as redis-py's (password, database, Unix
socket)."""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import pytest
import redis
import redis.asyncio as aioredis
import redis.exceptions

from service.runtime.embedded_redis import EmbeddedRedis
from service.storage import resp
from service.storage.multiplexed import MultiplexedRedis
from service.storage.redis_client import backoff, multiplexed_beside


def multiplexed(url: str) -> MultiplexedRedis:
    client = multiplexed_beside(aioredis.Redis.from_url(url))
    assert client is not None
    return client


def key() -> str:
    return f"test:multiplexed:{uuid.uuid4().hex}"


def test_concurrent_commands_each_get_their_own_reply(redis_url: str) -> None:
    async def scenario() -> None:
        hot = multiplexed(redis_url)
        name = key()
        await hot.execute(b"HSET", name, *(part for i in range(200) for part in (i, f"v{i}")))
        replies = await asyncio.gather(*(hot.execute(b"HGET", name, i) for i in range(200)))
        assert replies == [f"v{i}".encode() for i in range(200)]
        assert await hot.execute(b"HGET", name, b"absent") is None
        assert await hot.execute(b"DEL", name) == 1
        await hot.aclose()

    asyncio.run(scenario())


def test_reply_errors_raise_redis_py_classes(redis_url: str) -> None:
    async def scenario() -> None:
        hot = multiplexed(redis_url)
        with pytest.raises(redis.exceptions.NoScriptError):
            await hot.execute(b"EVALSHA", "0" * 40, 0)
        name = key()
        await hot.execute(b"SET", name, b"x")
        with pytest.raises(redis.exceptions.ResponseError, match="WRONGTYPE"):
            await hot.execute(b"HGET", name, b"f")
        assert await hot.execute(b"GET", name) == b"x"  # still in step after errors
        await hot.execute(b"DEL", name)
        await hot.aclose()

    asyncio.run(scenario())


def test_a_killed_connection_is_retried_on_a_new_one(redis_url: str) -> None:
    async def scenario() -> None:
        hot = multiplexed(redis_url)
        own_id = await hot.execute(b"CLIENT", b"ID")
        killer = aioredis.Redis.from_url(redis_url)
        # A slow script holds the connection while it is killed: the waiting commands fail
        # with ConnectionError inside the client and are sent again on a new connection.
        await killer.execute_command("CLIENT", "KILL", "ID", own_id)
        replies = await asyncio.gather(*(hot.execute(b"ECHO", i) for i in range(50)))
        assert replies == [str(i).encode() for i in range(50)]
        assert await hot.execute(b"CLIENT", b"ID") != own_id
        await killer.aclose()
        await hot.aclose()

    asyncio.run(scenario())


def test_a_caller_that_stops_waiting_leaves_the_others_in_step(redis_url: str) -> None:
    async def scenario() -> None:
        hot = multiplexed(redis_url)
        slow = asyncio.ensure_future(hot.execute(b"EVAL", "redis.call('PING') return 'slow'", 0))
        others = [asyncio.ensure_future(hot.execute(b"ECHO", i)) for i in range(20)]
        await asyncio.sleep(0)
        slow.cancel()
        assert await asyncio.gather(*others) == [str(i).encode() for i in range(20)]
        assert await hot.execute(b"ECHO", b"after") == b"after"
        await hot.aclose()

    asyncio.run(scenario())


def test_each_event_loop_gets_a_connection_of_its_own(redis_url: str) -> None:
    hot = multiplexed(redis_url)

    async def ask() -> bytes:
        reply: bytes = await hot.execute(b"ECHO", b"loop")
        return reply

    assert asyncio.run(ask()) == b"loop"
    assert asyncio.run(ask()) == b"loop"  # the first loop is closed: not its connection


def test_unreachable_redis_raises_connection_error_after_the_retries() -> None:
    async def scenario() -> None:
        hot = MultiplexedRedis(
            aioredis.Connection, {"host": "127.0.0.1", "port": 1}, retries=2, backoff=backoff()
        )
        with pytest.raises(redis.exceptions.ConnectionError):
            await hot.execute(b"PING")

    asyncio.run(scenario())


def test_password_database_and_unix_socket_urls_connect(
    guarded_redis: EmbeddedRedis, tmp_path: Path
) -> None:
    port = redis.Redis.from_url(guarded_redis.url).connection_pool.connection_kwargs["port"]
    socket = tmp_path / "redis.sock"
    urls = [
        f"redis://:s3cret@127.0.0.1:{port}/3",
        f"unix://:s3cret@{socket}?db=3",
    ]

    async def scenario() -> None:
        for index, url in enumerate(urls):
            hot = multiplexed(url)
            await hot.execute(b"SET", f"k{index}", url)
            await hot.aclose()
        with pytest.raises(redis.exceptions.AuthenticationError):
            await multiplexed(f"redis://:wrong@127.0.0.1:{port}/0").execute(b"PING")

    asyncio.run(scenario())
    database = redis.Redis(host="127.0.0.1", port=port, db=3, password="s3cret")
    assert database.mget("k0", "k1") == [urls[0].encode(), urls[1].encode()]
    database.close()


def test_the_reader_parses_every_reply_however_the_bytes_arrive() -> None:
    """resp.py: every reply type, fed whole and one byte at a time."""
    stream = (
        b"$5\r\nhello\r\n$0\r\n\r\n$-1\r\n:42\r\n:-7\r\n+OK\r\n-ERR wrong\r\n*-1\r\n*0\r\n"
        b"*3\r\n$1\r\na\r\n*2\r\n:1\r\n$-1\r\n$4\r\nb\r\nc\r\n"
    )
    expected = [
        b"hello",
        b"",
        None,
        42,
        -7,
        b"OK",
        "ERR wrong",
        None,
        [],
        [b"a", [1, None], b"b\r\nc"],
    ]
    for chunks in ([stream], [stream[i : i + 1] for i in range(len(stream))]):
        reader, replies = resp.Reader(), []
        for chunk in chunks:
            reader.feed(chunk)
            while (reply := reader.gets()) is not resp.INCOMPLETE:
                replies.append(reply)
        assert replies == expected
        assert isinstance(replies[6], resp.ReplyError)


def test_packed_commands_reach_redis_as_sent(redis_url: str) -> None:
    async def scenario() -> None:
        hot = multiplexed(redis_url)
        name = key()
        values = [b"\x00\r\n\xff", "día", 12, -3, 2.5]
        await hot.execute("RPUSH", name, *values)
        assert await hot.execute("LRANGE", name, 0, -1) == [
            b"\x00\r\n\xff",
            "día".encode(),
            b"12",
            b"-3",
            b"2.5",
        ]
        await hot.execute("DEL", name)
        await hot.aclose()

    asyncio.run(scenario())
