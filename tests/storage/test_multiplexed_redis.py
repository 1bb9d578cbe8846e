"""The hot path's multiplexed Redis client (service/storage/multiplexed.py) against a real
server: replies reach the command that asked, errors are redis-py's classes, a lost connection
is retried on a new one, a caller that stops waiting does not put the others out of step, and
the connection is made from the same URL forms as redis-py's (password, ACL user, database,
client name, Unix socket, TLS: service/storage/connect.py). Every error reply redis-py knows
raises the same class, message and status code as through a redis-py client
(service/storage/reply_errors.py)."""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import ssl
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
import redis
import redis.asyncio as aioredis
import redis.exceptions
import uvloop
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from held_up_loop import holding_up
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff

from service.runtime.embedded_redis import EmbeddedRedis
from service.storage import resp
from service.storage.connect import Endpoint
from service.storage.multiplexed import MultiplexedRedis
from service.storage.redis_client import backoff, multiplexed_beside
from service.storage.reply_errors import reply_error
from service.storage.subscriber import Subscriber


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
        hot = MultiplexedRedis(Endpoint(host="127.0.0.1", port=1), retries=2, backoff=backoff())
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


def test_acl_user_client_name_and_database_are_set_by_the_handshake(
    guarded_redis: EmbeddedRedis,
) -> None:
    admin = redis.Redis.from_url(guarded_redis.url, password="s3cret")
    admin.acl_setuser("hand", enabled=True, passwords=["+shake"], keys=["*"], commands=["+@all"])
    admin.execute_command("ACL", "SETUSER", "hand", "allchannels")
    port = admin.connection_pool.connection_kwargs["port"]
    url = f"redis://hand:shake@127.0.0.1:{port}/5?client_name=tapete-hot"

    async def scenario() -> None:
        hot = multiplexed(url)
        assert await hot.execute("ACL", "WHOAMI") == b"hand"
        assert await hot.execute("CLIENT", "GETNAME") == b"tapete-hot"
        await hot.execute("SET", "handshake", "db5")
        await hot.aclose()
        for wrong, error in (
            (f"redis://hand:wrong@127.0.0.1:{port}/0", redis.exceptions.AuthenticationError),
            (f"redis://:s3cret@127.0.0.1:{port}/99", redis.exceptions.ResponseError),
        ):
            with pytest.raises(error) as ours:
                await multiplexed(wrong).execute("PING")
            with pytest.raises(error) as theirs:
                await aioredis.Redis.from_url(wrong).ping()
            assert type(ours.value) is type(theirs.value)
            assert ours.value.args == theirs.value.args

    asyncio.run(scenario())
    assert redis.Redis(port=port, db=5, password="s3cret").get("handshake") == b"db5"
    admin.close()


# Error replies, one of each kind redis-py's parser knows, and a few it does not.
ERROR_REPLIES = [
    "ERR max number of clients reached",
    "ERR invalid password",
    "ERR wrong number of arguments for 'auth' command",
    "ERR wrong number of arguments for 'AUTH' command",
    "ERR Error loading the extension. Please check the server logs.",
    "ERR Error unloading module: the module exports one or more module-side data types, "
    "can't unload",
    "ERR Error unloading module: no such module with that name",
    "ERR Error unloading module: operation not possible.",
    "ERR AUTH <password> called without any password configured for the default user. "
    "Are you sure your configuration is correct?",
    "ERR Client sent AUTH, but no password is set",
    "ERR problem with LDAP service",
    "ERR no such fieldset",
    "ERR unknown command 'NOPE', with args beginning with: ",
    "ERR",
    "OOM command not allowed when used memory > 'maxmemory'.",
    "WRONGPASS invalid username-password pair or user is disabled.",
    "EXECABORT Transaction discarded because of previous errors.",
    "LOADING Redis is loading the dataset in memory",
    "NOSCRIPT No matching script. Please use EVAL.",
    "READONLY You can't write against a read only replica.",
    "NOAUTH Authentication required.",
    "NOPERM this user has no permissions to run the 'get' command",
    "ASK 3999 127.0.0.1:6381",
    "TRYAGAIN Multiple keys request during rehashing of slot",
    "MOVED 3999 127.0.0.1:6381",
    "CLUSTERDOWN The cluster is down",
    "CROSSSLOT Keys in request don't hash to the same slot",
    "MASTERDOWN Link with MASTER is down and replica-serve-stale-data is set to 'no'.",
    "WRONGTYPE Operation against a key holding the wrong kind of value",
    "BUSY Redis is busy running a script.",
]


@asynccontextmanager
async def failing_server() -> AsyncIterator[int]:
    """A server that answers `FAIL <message>` with the error reply `-<message>` (and OK to
    anything else, such as a client's handshake); yields its port."""

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        commands = resp.Reader()
        while data := await reader.read(65536):
            commands.feed(data)
            while (command := commands.gets()) is not resp.INCOMPLETE:
                if command[0].upper() == b"FAIL":
                    writer.write(b"-" + command[1] + b"\r\n")
                else:
                    writer.write(b"+OK\r\n")
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    async with server:
        yield server.sockets[0].getsockname()[1]


def test_error_replies_raise_what_a_redis_py_client_raises() -> None:
    async def scenario() -> None:
        async with failing_server() as port:
            # No retries: a reply error of the ConnectionError family is raised at once.
            theirs = aioredis.Redis(port=port, protocol=2, retry=Retry(NoBackoff(), 0))
            ours = MultiplexedRedis(Endpoint(port=port), retries=0, backoff=backoff())
            for message in ERROR_REPLIES:
                with pytest.raises(redis.exceptions.RedisError) as expected:
                    await theirs.execute_command("FAIL", message)
                with pytest.raises(redis.exceptions.RedisError) as raised:
                    await ours.execute("FAIL", message)
                for error in (raised.value, reply_error(message)):
                    assert type(error) is type(expected.value), message
                    assert error.args == expected.value.args, message
                    assert error.status_code == expected.value.status_code, message
            await ours.aclose()
            await theirs.aclose()

    asyncio.run(scenario())


def self_signed_certificate(directory: Path) -> tuple[Path, Path]:
    """A certificate for localhost and 127.0.0.1, its own CA; its file and its key's."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName(
                [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
            ),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    cert_file, key_file = directory / "redis.crt", directory / "redis.key"
    cert_file.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_file.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_file, key_file


@asynccontextmanager
async def tls_proxy(upstream: str, cert_file: Path, key_file: Path) -> AsyncIterator[int]:
    """TLS in front of the Redis at `upstream` (a URL; the embedded redis-server has no TLS);
    yields its port."""
    kwargs = redis.Redis.from_url(upstream).connection_pool.connection_kwargs
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert_file, key_file)

    async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        except OSError:
            pass
        finally:
            writer.close()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        server_reader, server_writer = await asyncio.open_connection(
            kwargs.get("host", "localhost"), kwargs.get("port", 6379)
        )
        await asyncio.gather(pipe(reader, server_writer), pipe(server_reader, writer))

    server = await asyncio.start_server(serve, "127.0.0.1", 0, ssl=context)
    async with server:
        yield server.sockets[0].getsockname()[1]


def test_rediss_urls_connect_over_tls_and_check_the_certificate(
    redis_url: str, tmp_path: Path
) -> None:
    cert_file, key_file = self_signed_certificate(tmp_path)

    async def scenario() -> None:
        async with tls_proxy(redis_url, cert_file, key_file) as port:
            trusted = f"rediss://localhost:{port}/0?ssl_ca_certs={cert_file}"
            unchecked = f"rediss://localhost:{port}/0?ssl_cert_reqs=none"
            for url in (trusted, unchecked):
                hot = multiplexed(url)
                assert await hot.execute("ECHO", b"tls") == b"tls"
                await hot.aclose()
            # the subscriber's connection is opened the same way
            got: asyncio.Future[bytes] = asyncio.get_running_loop().create_future()
            publisher = aioredis.Redis.from_url(redis_url)
            name = key()

            sending: list[asyncio.Future[int]] = []

            def subscribed() -> None:
                sending.append(asyncio.ensure_future(publisher.publish(name, b"over tls")))

            listening = asyncio.ensure_future(
                Subscriber.beside(aioredis.Redis.from_url(trusted)).listen(
                    name, got.set_result, subscribed
                )
            )
            async with asyncio.timeout(10):
                assert await got == b"over tls"
            listening.cancel()
            await asyncio.gather(listening, return_exceptions=True)
            await publisher.aclose()
            # a certificate no CA vouches for: refused, as by redis-py
            untrusted = f"rediss://localhost:{port}/0"
            with pytest.raises(redis.exceptions.ConnectionError):
                await multiplexed(untrusted).execute("PING")
            with pytest.raises(redis.exceptions.ConnectionError):
                await aioredis.Redis.from_url(untrusted).ping()

    asyncio.run(scenario())


def test_a_loop_held_up_past_the_deadline_takes_the_reply_that_came_meanwhile(
    redis_url: str,
) -> None:
    """An event loop held up in a callback longer than the reply deadline (a process starved
    of CPU, a thread of the GIL) finds the reply that came meanwhile in its socket: not a
    timeout on a healthy server. uvloop, the server's loop, runs due timers before it reads
    the sockets, so the deadline's check looks again once it has read them."""

    async def scenario() -> None:
        client = aioredis.Redis.from_url(redis_url, socket_timeout=0.2)
        hot = multiplexed_beside(client)
        assert hot is not None
        assert await hot.execute(b"PING") == b"PONG"  # connected
        # A reply that comes 0.1 s after its command, while the loop is held up for three
        # deadlines: BLPOP on a list nobody fills, with a timeout of 0.1 s (nil).
        sent = asyncio.ensure_future(hot.execute(b"BLPOP", key(), b"0.1"))
        for _ in range(3):  # the command runs, is queued, and its write goes out
            await asyncio.sleep(0)
        try:
            with holding_up(asyncio.get_running_loop(), 0.6):
                assert await sent is None
        finally:
            await hot.aclose()
            await client.aclose()

    uvloop.run(scenario())
