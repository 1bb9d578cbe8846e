"""The asyncio client for game state: a plain Redis, or a Redis Cluster when
TAPETE_REDIS_CLUSTER is set (REDIS_URL then names any one node; the client finds the others).

Cluster-safe by construction: every key of a table carries the table's hash tag (`t:{CODE}...`),
so each Lua script and pipeline touches one slot; rate-limit counters are one key per command;
PUBLISH reaches subscribers on every node. The RQ queue never uses this client (see
service/queue.py): RQ does not support Cluster."""

from __future__ import annotations

from typing import TypeAlias

import redis.asyncio as aioredis
from redis.asyncio.cluster import RedisCluster

from service.settings import Settings

GameStateRedis: TypeAlias = aioredis.Redis | RedisCluster


# Connections per process. A crowd of requests (thousands of long-polls arriving at once)
# waits for a free connection instead of failing: redis-py's default pool raises
# MaxConnectionsError past its limit, which answered 500s under load.
MAX_CONNECTIONS = 64
CONNECTION_WAIT_SECONDS = 10.0


def game_state_client(settings: Settings) -> GameStateRedis:
    if settings.redis_cluster:
        return RedisCluster.from_url(settings.redis_url)
    pool = aioredis.BlockingConnectionPool.from_url(
        settings.redis_url, max_connections=MAX_CONNECTIONS, timeout=CONNECTION_WAIT_SECONDS
    )
    return aioredis.Redis.from_pool(pool)  # closing the client closes the pool
