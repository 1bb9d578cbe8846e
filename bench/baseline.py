"""The baseline: one Litestar handler that does one Redis GET of a few hundred bytes and returns
it, served by the same server and flags as the API. No Tapete request handler can beat it on
this stack, so every other figure is reported as a ratio to it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import cast

import redis.asyncio as aioredis
from litestar import Litestar, Response, get
from litestar.datastructures import State

from service.core.settings import load_settings

KEY = "bench:baseline"
# A few hundred bytes of JSON, about the size of a small table answer's head.
VALUE = b'{"baseline": true, "padding": "' + b"x" * 300 + b'"}'


@get("/baseline")
async def baseline(state: State) -> Response[bytes]:
    client: aioredis.Redis = state.redis
    value = cast("bytes | None", await client.get(KEY))
    return Response(content=value or b"", media_type="application/json")


def create_baseline_app() -> Litestar:
    redis_url = load_settings().redis_url

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        client = aioredis.Redis.from_url(redis_url)
        await client.set(KEY, VALUE)
        app.state.redis = client
        try:
            yield
        finally:
            await client.aclose()

    return Litestar(route_handlers=[baseline], lifespan=[lifespan], logging_config=None)
