"""Rate limits per client IP and per token: 429 problem+json with Retry-After."""

from __future__ import annotations

import msgspec
from litestar.testing import TestClient

from service.app import create_app
from service.core.settings import Settings


def test_a_client_over_its_limit_gets_429_with_retry_after(settings: Settings) -> None:
    limited = msgspec.structs.replace(settings, rate_limit_per_ip=5)
    with TestClient(app=create_app(limited)) as client:
        statuses = [client.get("/games").status_code for _ in range(7)]
        assert statuses[:5] == [200] * 5 and statuses[5:] == [429, 429]
        response = client.get("/games")
        assert response.headers["content-type"].startswith("application/problem+json")
        assert response.json()["code"] == "rate_limited"
        assert 1 <= int(response.headers["retry-after"]) <= 61
        assert client.get("/health/live").status_code == 200  # probes are never limited


def test_a_token_over_its_limit_gets_429(settings: Settings) -> None:
    limited = msgspec.structs.replace(settings, rate_limit_per_token=3)
    with TestClient(app=create_app(limited)) as client:
        headers = {"Authorization": "Bearer some-token"}
        statuses = [client.get("/games", headers=headers).status_code for _ in range(4)]
        assert statuses == [200, 200, 200, 429]
        assert client.get("/games").status_code == 200  # the client itself is not limited
