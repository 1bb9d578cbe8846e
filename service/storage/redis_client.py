"""The asyncio client for game state: a plain Redis, or a Redis Cluster when
TAPETE_REDIS_CLUSTER is set (REDIS_URL then names any one node; the client finds the others).

Cluster-safe by construction: every key of a table carries the table's hash tag (`t:{CODE}...`),
so each Lua script and pipeline touches one slot; rate-limit counters are one key per command;
PUBLISH reaches subscribers on every node. The RQ queue never uses this client (see
service/storage/queue.py): RQ does not support Cluster.

Every client, the queue's too (`harden`), survives a Redis restart without a failed request:
a pooled connection idle for a while is pinged before use, and a command that meets a dropped
connection is sent again on a fresh one, with a short exponential backoff. Sending a script
again is safe because the table scripts are idempotent (see service/storage/store.py).

Every client also has a deadline (TAPETE_REDIS_TIMEOUT_SECONDS) on connecting, sending and
reading: a Redis that accepts connections but never answers (frozen, or behind a partition)
fails a command with TimeoutError after it, and the request answers 503. A timeout is not sent
again: a server that did not answer in time will not answer the next try sooner, and a retry
would multiply the wait (a restart shows as refused or reset connections, which are retried)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import Any, TypeAlias

import redis
import redis.asyncio as aioredis
import redis.asyncio.retry
import redis.retry
from redis.asyncio.cluster import RedisCluster
from redis.asyncio.connection import AbstractConnection
from redis.backoff import ExponentialBackoff

from service.core.settings import Settings
from service.storage.multiplexed import RETRIED, MultiplexedRedis

GameStateRedis: TypeAlias = aioredis.Redis | RedisCluster


# Connections per process. A crowd of requests (thousands of long-polls arriving at once)
# waits for a free connection instead of failing: redis-py's default pool raises
# MaxConnectionsError past its limit, which answered 500s under load.
MAX_CONNECTIONS = 64
CONNECTION_WAIT_SECONDS = 10.0
# Retries of a command after a ConnectionError, waiting 50, 100, 200 ms: a restart of Redis
# costs no request, and while Redis refuses connections a request answers 503 within about half
# a second (a request meets Redis at most twice before failing: rate limit, then work).
RETRIES = 3
RETRIED_ERRORS = RETRIED  # ConnectionError, not TimeoutError: see the module's docstring
# The deadline of a connect, a write or a reply (Settings.redis_timeout_seconds's default): far
# above what a served command takes (well under a millisecond; a Lua save a few), short enough
# that a frozen Redis answers 503 within about a second.
TIMEOUT_SECONDS = 0.5
BACKOFF_BASE_SECONDS = 0.05
BACKOFF_CAP_SECONDS = 0.5
# A pooled connection unused this long is pinged (and replaced if dead) before a command: after
# a restart, an idle pool is otherwise all dead connections, each costing a failed attempt.
HEALTH_CHECK_SECONDS = 1


class _TimedWrites(AbstractConnection):
    """redis-py's `send_packed_command` without a task per command: redis-py bounds every
    write by `asyncio.wait_for` (3% of the CPU of a move on Python 3.11). A write the socket
    took whole cannot wait, so only one that left bytes buffered is bounded, by
    `asyncio.timeout`. Otherwise the same: same checks, same errors, same disconnects."""

    async def send_packed_command(
        self, command: bytes | str | Iterable[bytes], check_health: bool = True
    ) -> None:
        if not self.socket_timeout:
            await super().send_packed_command(command, check_health)
            return
        if not self.is_connected:
            await self.connect_check_health(check_health=False)
        if check_health:
            await self.check_health()  # type: ignore[no-untyped-call]
        try:
            if isinstance(command, str):
                command = command.encode()
            if isinstance(command, bytes):
                command = [command]
            writer = self._writer
            assert writer is not None  # connected above
            writer.writelines(command)
            if writer.transport.get_write_buffer_size():
                async with asyncio.timeout(self.socket_timeout):
                    await writer.drain()
            else:
                await writer.drain()  # nothing buffered: returns at once (or raises if lost)
        except TimeoutError:  # before OSError, its base class
            await self.disconnect(nowait=True)
            raise redis.TimeoutError("Timeout writing to socket") from None
        except OSError as error:
            await self.disconnect(nowait=True)
            if len(error.args) == 1:
                number, message = "UNKNOWN", error.args[0]
            else:
                number, message = error.args[0], error.args[1]
            raise redis.ConnectionError(
                f"Error {number} while writing to socket. {message}."
            ) from error
        except BaseException:
            await self.disconnect(nowait=True)  # half a command sent: the connection is done
            raise


def _timed_writes(connection_class: type[Any]) -> type[Any]:
    """`connection_class` (plain TCP, TLS or a Unix socket, as the URL says) with
    `_TimedWrites`' write."""
    if not issubclass(connection_class, AbstractConnection):
        return connection_class
    return type(f"Timed{connection_class.__name__}", (_TimedWrites, connection_class), {})


class _Pool(aioredis.BlockingConnectionPool):
    """redis-py's blocking pool, with a fast path: while nobody waits for a connection, an
    idle one is taken and a used one given back without the pool's condition and timeout (a
    coroutine each; together a twentieth of a move's CPU). Waiting, fairness and maintenance
    mode are the parent's."""

    def _uncontended(self) -> bool:
        condition = self._condition
        waiting = getattr(condition, "_waiters", True)  # unknown asyncio: never the fast path
        return not self._in_maintenance and not condition.locked() and not waiting

    async def get_connection(self, command_name: Any = None, *keys: Any, **options: Any) -> Any:
        if self._available_connections and self._uncontended():
            connection = self._available_connections.pop()
            self._in_use_connections.add(connection)
            try:
                if not await self._ready(connection):
                    await self.ensure_connection(connection)  # (re)connects, checks
            except BaseException:
                await self.release(connection)
                raise
            return connection
        return await super().get_connection()  # type: ignore[no-untyped-call]

    @staticmethod
    async def _ready(connection: Any) -> bool:
        """Connected with nothing unread: what `ensure_connection` checks, without its retry
        wrapper around a connect that has nothing to do (the health check, a PING after a
        second idle, is made by the command itself)."""
        if not connection.is_connected:
            return False
        try:
            return not await connection.can_read()
        except (redis.ConnectionError, redis.TimeoutError, OSError):
            return False  # ensure_connection reconnects

    async def release(self, connection: Any) -> None:
        if not self._uncontended():
            await super().release(connection)
            return
        await aioredis.ConnectionPool.release(self, connection)
        if self._uncontended():
            return
        async with self._condition:  # someone began to wait meanwhile: wake them
            self._condition.notify()


def backoff() -> ExponentialBackoff:
    return ExponentialBackoff(cap=BACKOFF_CAP_SECONDS, base=BACKOFF_BASE_SECONDS)


def async_retry() -> redis.asyncio.retry.Retry:
    return redis.asyncio.retry.Retry(backoff(), RETRIES, supported_errors=RETRIED_ERRORS)


def sync_retry() -> redis.retry.Retry:
    return redis.retry.Retry(backoff(), RETRIES, supported_errors=RETRIED_ERRORS)


def deadlines(timeout: float) -> dict[str, float]:
    """redis-py's connection settings for a deadline on connecting and on every command."""
    return {"socket_timeout": timeout, "socket_connect_timeout": timeout}


def game_state_client(settings: Settings) -> GameStateRedis:
    timeouts = deadlines(settings.redis_timeout_seconds)
    if settings.redis_cluster:
        return RedisCluster.from_url(
            settings.redis_url,
            retry=async_retry(),
            health_check_interval=HEALTH_CHECK_SECONDS,
            **timeouts,
        )
    pool = _Pool.from_url(
        settings.redis_url,
        max_connections=MAX_CONNECTIONS,
        timeout=CONNECTION_WAIT_SECONDS,
        retry=async_retry(),
        health_check_interval=HEALTH_CHECK_SECONDS,
        **timeouts,
    )
    pool.connection_class = _timed_writes(pool.connection_class)
    return aioredis.Redis.from_pool(pool)  # closing the client closes the pool


def harden(client: redis.Redis | aioredis.Redis, timeout: float = TIMEOUT_SECONDS) -> None:
    """Give a client made elsewhere (the queue's, before its first command) the same retries,
    health checks and deadlines: its pool makes every new connection with these. (RQ's worker
    raises the read deadline of its own connection above its blocking dequeue's wait.)"""
    pool = client.connection_pool
    retry = sync_retry() if isinstance(client, redis.Redis) else async_retry()
    pool.connection_kwargs.update(
        retry=retry, health_check_interval=HEALTH_CHECK_SECONDS, **deadlines(timeout)
    )


def queue_client(url: str, timeout: float = TIMEOUT_SECONDS) -> redis.Redis:
    """A blocking client for the queue's Redis (RQ, heartbeats), hardened as above."""
    client = redis.Redis.from_url(url)
    harden(client, timeout)
    return client


def multiplexed_beside(client: GameStateRedis) -> MultiplexedRedis | None:
    """The multiplexed client (multiplexed.py) for the hot path, on `client`'s server and
    settings with the same retries; None for a Cluster (redis-py routes its commands)."""
    if not isinstance(client, aioredis.Redis):
        return None
    return MultiplexedRedis.beside(client, RETRIES, backoff())  # retries ConnectionError only
