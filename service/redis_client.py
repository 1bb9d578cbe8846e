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


def game_state_client(settings: Settings) -> GameStateRedis:
    if settings.redis_cluster:
        return RedisCluster.from_url(settings.redis_url)
    return aioredis.Redis.from_url(settings.redis_url)
