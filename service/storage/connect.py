"""Our own connections to Redis (the multiplexed one, multiplexed.py; the subscriber's,
subscriber.py), opened with asyncio's public API from a redis-py client's settings.

They used to be opened by redis-py's connection class and then taken over, its stream objects
and read buffer included: redis-py's internals, free to change in any release. Here the
client's settings (its pool's `connection_class` and `connection_kwargs`, both public) open
the socket ourselves: TCP, TLS (`rediss://`: redis-py's `ssl_*` settings and defaults, so the
certificate is verified and the host name checked unless the URL says otherwise) or a Unix
socket, with TCP keepalive as redis-py sets it. Then the handshake redis-py would make, in
RESP2 (resp.py), its commands in one write: AUTH (username and password, or a credential
provider's), CLIENT SETNAME, SELECT. Not sent: HELLO (these connections speak RESP2 whatever
the client's protocol) and CLIENT SETINFO (the library's name, for the server's CLIENT LIST
only).

Connecting and the handshake each have the client's connect deadline (`socket_connect_timeout`,
else `socket_timeout`, else redis-py's 5 s) and fail as redis-py's connections do:
`TimeoutError` past it; `ConnectionError` for a refused, reset or closed connection or a TLS
failure; a refused AUTH or SELECT with its reply's class (reply_errors.py, e.g.
`AuthenticationError`)."""

from __future__ import annotations

import asyncio
import socket
import ssl
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Final, TypeVar

import redis
import redis.asyncio as aioredis
import redis.exceptions
from redis.credentials import CredentialProvider

from service.storage import resp
from service.storage.reply_errors import reply_error

# redis-py's socket_timeout and socket_connect_timeout when a client is given neither.
REDIS_PY_TIMEOUT: Final = 5.0
# redis-py's TCP keepalive when none is given: probes after 30 s idle, every 5 s, 3 of them
# (each option under the first of its names the platform has; skipped if it has none).
KEEPALIVE: Final = (
    (("TCP_KEEPIDLE", "TCP_KEEPALIVE"), 30),
    (("TCP_KEEPINTVL",), 5),
    (("TCP_KEEPCNT",), 3),
)
_UNIX: Final = (redis.UnixDomainSocketConnection, aioredis.UnixDomainSocketConnection)
_TLS: Final = (redis.SSLConnection, aioredis.SSLConnection)
_CERT_REQS: Final = {
    "none": ssl.CERT_NONE,
    "optional": ssl.CERT_OPTIONAL,
    "required": ssl.CERT_REQUIRED,
}


def default_keepalive_options() -> dict[int, int | bytes]:
    options: dict[int, int | bytes] = {}
    for names, value in KEEPALIVE:
        for name in names:
            option = getattr(socket, name, None)
            if option is not None:
                options[option] = value
                break
    return options


@dataclass(frozen=True)
class Endpoint:
    """Where and how to connect: a redis-py client's settings (`of`, `beside`)."""

    host: str = "localhost"
    port: int = 6379
    path: str | None = None  # a Unix socket's, instead of host and port
    tls: Mapping[str, Any] | None = None  # redis-py's `ssl_*` settings; None: no TLS
    username: str | None = None
    password: str | None = None
    credential_provider: CredentialProvider | None = None
    db: int = 0
    client_name: str | None = None
    connect_timeout: float | None = REDIS_PY_TIMEOUT
    timeout: float | None = None  # the reply deadline the client was given (None: none)
    keepalive: bool = True
    keepalive_options: Mapping[int, int | bytes] = field(default_factory=default_keepalive_options)

    @classmethod
    def of(cls, connection_class: type[Any], kwargs: Mapping[str, Any]) -> Endpoint:
        """The settings a redis-py connection of `connection_class` made with `kwargs` uses."""
        timeout = kwargs.get("socket_timeout")
        connect_timeout = kwargs.get("socket_connect_timeout", REDIS_PY_TIMEOUT)
        if connect_timeout is None:  # as redis-py: then the socket's deadline
            connect_timeout = kwargs.get("socket_timeout", REDIS_PY_TIMEOUT)
        options = kwargs.get("socket_keepalive_options")
        if isinstance(options, Mapping):
            keepalive_options = dict(options)
        elif options is None and "socket_keepalive_options" in kwargs:
            keepalive_options = {}  # None or {}: none beyond SO_KEEPALIVE, as redis-py
        else:
            keepalive_options = default_keepalive_options()  # unset (or redis-py's marker)
        tls = None
        if issubclass(connection_class, _TLS):
            tls = {name: value for name, value in kwargs.items() if name.startswith("ssl_")}
        return cls(
            host=kwargs.get("host") or "localhost",
            port=int(kwargs.get("port") or 6379),
            path=kwargs.get("path", "") if issubclass(connection_class, _UNIX) else None,
            tls=tls,
            username=kwargs.get("username"),
            password=kwargs.get("password"),
            credential_provider=kwargs.get("credential_provider"),
            db=int(kwargs.get("db") or 0),
            client_name=kwargs.get("client_name"),
            connect_timeout=connect_timeout,
            timeout=timeout,
            keepalive=bool(kwargs.get("socket_keepalive", True)),
            keepalive_options=keepalive_options,
        )

    @classmethod
    def beside(cls, client: aioredis.Redis) -> Endpoint:
        """The server and settings of `client` (a plain redis-py client, not a Cluster)."""
        pool = client.connection_pool
        return cls.of(pool.connection_class, pool.connection_kwargs)

    def where(self) -> str:
        return self.path if self.path is not None else f"{self.host}:{self.port}"

    @cached_property
    def tls_context(self) -> ssl.SSLContext | None:
        """Made at the first connect, as redis-py's (a certificate file read once)."""
        return None if self.tls is None else tls_context(self.tls)

    async def credentials(self) -> tuple[Any, ...]:
        """AUTH's arguments, as redis-py's: the provider's, else username and password."""
        if self.credential_provider is not None:
            return tuple(await self.credential_provider.get_credentials_async())
        if self.username:
            return (self.username, self.password)
        if self.password:
            return (self.password,)
        return ()


def tls_context(settings: Mapping[str, Any]) -> ssl.SSLContext:
    """redis-py's TLS context for its `ssl_*` settings, with its SSLConnection's defaults."""
    cert_reqs = settings.get("ssl_cert_reqs", "required")
    if cert_reqs is None:
        cert_reqs = ssl.CERT_NONE
    elif isinstance(cert_reqs, str):
        if cert_reqs not in _CERT_REQS:
            raise redis.exceptions.RedisError(
                f"Invalid SSL Certificate Requirements Flag: {cert_reqs}"
            )
        cert_reqs = _CERT_REQS[cert_reqs]
    context = ssl.create_default_context()
    context.check_hostname = (
        bool(settings.get("ssl_check_hostname", True)) and cert_reqs != ssl.CERT_NONE
    )
    context.verify_mode = cert_reqs
    for flag in settings.get("ssl_include_verify_flags") or ():
        context.verify_flags |= flag
    for flag in settings.get("ssl_exclude_verify_flags") or ():
        context.verify_flags &= ~flag
    certfile: Any = settings.get("ssl_certfile")
    keyfile = settings.get("ssl_keyfile")
    if certfile or keyfile:
        context.load_cert_chain(certfile, keyfile, settings.get("ssl_password"))
    cafile, capath = settings.get("ssl_ca_certs"), settings.get("ssl_ca_path")
    cadata = settings.get("ssl_ca_data")
    if cafile or capath or cadata:
        context.load_verify_locations(cafile, capath, cadata)
    if settings.get("ssl_min_version") is not None:
        context.minimum_version = settings["ssl_min_version"]
    if settings.get("ssl_ciphers") is not None:
        context.set_ciphers(settings["ssl_ciphers"])
    return context


class ServerLink(asyncio.Protocol):
    """The protocol of a connection `open_link` opened: it gets the transport once the
    handshake is done."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]


Link = TypeVar("Link", bound=ServerLink)


async def open_link(endpoint: Endpoint, link: Link) -> Link:
    """A connection to `endpoint`, shaken hands with, then given to `link` as its protocol.
    Once: a failed connect is retried by the caller, like a failed command."""
    loop = asyncio.get_running_loop()
    handshake = _Handshake()
    transport = await _connect(loop, endpoint, handshake)
    try:
        async with asyncio.timeout(endpoint.connect_timeout):
            await handshake.run(endpoint)
        if handshake.lost is not None:  # closed right after answering
            raise redis.exceptions.ConnectionError(handshake.lost)
    except TimeoutError:
        transport.close()
        raise redis.exceptions.TimeoutError("Timeout connecting to server") from None
    except BaseException:
        transport.close()
        raise
    unread = handshake.reader.unread()  # nothing, unless the server spoke unasked
    transport.set_protocol(link)
    link.connection_made(transport)
    if unread:
        link.data_received(unread)
    return link


async def _connect(
    loop: asyncio.AbstractEventLoop, endpoint: Endpoint, handshake: _Handshake
) -> asyncio.Transport:
    try:
        async with asyncio.timeout(endpoint.connect_timeout):
            if endpoint.path is not None:
                transport, _ = await loop.create_unix_connection(lambda: handshake, endpoint.path)
            else:
                transport, _ = await loop.create_connection(
                    lambda: handshake, endpoint.host, endpoint.port, ssl=endpoint.tls_context
                )
        if endpoint.path is None:
            _tune(transport, endpoint)
    except TimeoutError:  # before OSError, its base class
        raise redis.exceptions.TimeoutError("Timeout connecting to server") from None
    except OSError as error:  # refused, unreachable, TLS refused, a certificate file missing
        raise redis.exceptions.ConnectionError(_connect_error(endpoint, error)) from error
    except redis.exceptions.RedisError:
        raise
    except Exception as error:  # as redis-py: anything else is a ConnectionError too
        raise redis.exceptions.ConnectionError(error) from error
    return transport


def _tune(transport: asyncio.Transport, endpoint: Endpoint) -> None:
    """redis-py's TCP options: no Nagle delay, and keepalive probes (a server gone without a
    word is noticed on an idle connection). An option refused closes the socket."""
    sock = transport.get_extra_info("socket")
    if sock is None:
        return
    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        if endpoint.keepalive:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
            for option, value in endpoint.keepalive_options.items():
                sock.setsockopt(socket.IPPROTO_TCP, option, value)
    except (OSError, TypeError):
        transport.close()
        raise


def _connect_error(endpoint: Endpoint, error: OSError) -> str:
    """redis-py's message for a failed connect."""
    where = endpoint.where()
    if not error.args:
        return f"Error connecting to {where}."
    if len(error.args) == 1:
        return f"Error {error.args[0]} connecting to {where}."
    return f"Error {error.args[0]} connecting to {where}. {error.args[1]}."


class _Handshake(asyncio.Protocol):
    """The socket's protocol until the handshake is done: replies read in order."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.reader = resp.Reader()
        self.replies: list[Any] = []
        self.expected = 0
        self.answered: asyncio.Future[list[Any]] | None = None
        self.lost: str | None = None

    async def run(self, endpoint: Endpoint) -> None:
        credentials = await endpoint.credentials()
        while True:
            commands: list[tuple[Any, ...]] = []
            if credentials:
                commands.append(("AUTH", *credentials))
            if endpoint.client_name:
                commands.append(("CLIENT", "SETNAME", endpoint.client_name))
            if endpoint.db:
                commands.append(("SELECT", endpoint.db))
            if not commands:
                return
            replies = await self.ask(commands)
            if len(credentials) == 2 and _wrong_number_of_arguments(replies[0]):
                # A Redis before 6 knows no users, only a password: as redis-py, again
                # with the password alone.
                credentials = credentials[1:]
                continue
            for command, reply in zip(commands, replies, strict=True):
                _check(command[0], reply)
            return

    async def ask(self, commands: list[tuple[Any, ...]]) -> list[Any]:
        if self.lost is not None:
            raise redis.exceptions.ConnectionError(self.lost)
        assert self.transport is not None
        self.replies, self.expected = [], len(commands)
        self.answered = asyncio.get_running_loop().create_future()
        self.transport.write(b"".join(resp.pack(command) for command in commands))
        return await self.answered

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        self.reader.feed(data)
        answered = self.answered
        if answered is None or answered.done():
            return  # unasked: kept in the reader, handed on with the connection
        while len(self.replies) < self.expected:
            try:
                reply = self.reader.gets()
            except ValueError as error:
                answered.set_exception(
                    redis.exceptions.ConnectionError(f"invalid reply from Redis: {error}")
                )
                return
            if reply is resp.INCOMPLETE:
                return
            self.replies.append(reply)
        answered.set_result(self.replies)

    def connection_lost(self, exc: Exception | None) -> None:
        self.lost = f"Connection closed by server: {exc}" if exc else "Connection closed by server."
        if self.answered is not None and not self.answered.done():
            self.answered.set_exception(redis.exceptions.ConnectionError(self.lost))


def _wrong_number_of_arguments(reply: Any) -> bool:
    return isinstance(reply, resp.ReplyError) and isinstance(
        reply_error(reply), redis.exceptions.AuthenticationWrongNumberOfArgsError
    )


_NOT_OK: Final = {
    "AUTH": (redis.exceptions.AuthenticationError, "Invalid Username or Password"),
    "CLIENT": (redis.exceptions.ConnectionError, "Error setting client name"),
    "SELECT": (redis.exceptions.ConnectionError, "Invalid Database"),
}


def _check(command: str, reply: Any) -> None:
    """A handshake reply: OK, or the error redis-py raises for it."""
    if isinstance(reply, resp.ReplyError):
        raise reply_error(reply)
    if reply != b"OK":
        error_class, message = _NOT_OK[command]
        raise error_class(message)
