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
would multiply the wait (a restart shows as refused or reset connections, which are retried).

The write deadline is redis-py's own: `asyncio.wait_for` around every write, which on Python
3.11 makes a task per command (2.6% of a move's CPU when a move's commands took pooled
connections; 3.12's `wait_for` makes none). It is not trimmed here: bounding only the writes
the socket did not take whole needs redis-py's stream writer, which is private, and its
`send_packed_command` has no public hook for it. What it would save is now small: a move's
commands, a poll's reads and the rate limits' counts (request_counts.py) go over the
multiplexed connection (multiplexed.py: one timer per connection for the deadline); pooled
connections serve the pipelines of the players', friends' and chat's services.

Its read deadline is an asyncio timeout too, and uvloop runs due timers before it reads the
sockets: an event loop held up for longer than the deadline fails a pooled command whose
reply came meanwhile (TimeoutError, 503). The multiplexed connection and the subscriber
(subscriber.py) look again once the sockets are read; redis-py's read has no public place to
do so, so the pooled commands keep that exposure."""

from __future__ import annotations

from typing import TypeAlias

import redis
import redis.asyncio as aioredis
import redis.asyncio.retry
import redis.retry
from redis.asyncio.cluster import RedisCluster
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
    pool = aioredis.BlockingConnectionPool.from_url(
        settings.redis_url,
        max_connections=MAX_CONNECTIONS,
        timeout=CONNECTION_WAIT_SECONDS,
        retry=async_retry(),
        health_check_interval=HEALTH_CHECK_SECONDS,
        **timeouts,
    )
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
