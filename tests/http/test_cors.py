"""CORS for third-party browser frontends: only the configured origins."""

from __future__ import annotations

import msgspec
from litestar.testing import TestClient

from service.app import create_app
from service.core.settings import Settings


def test_configured_origins_get_cors_headers(settings: Settings) -> None:
    allowed = msgspec.structs.replace(settings, cors_origins="https://play.example")
    with TestClient(app=create_app(allowed)) as client:
        preflight = client.options(
            "/tables",
            headers={"Origin": "https://play.example", "Access-Control-Request-Method": "POST"},
        )
        assert preflight.headers["access-control-allow-origin"] == "https://play.example"
        other = client.get("/games", headers={"Origin": "https://evil.example"})
        assert "access-control-allow-origin" not in other.headers


def test_no_cors_headers_by_default(client: TestClient) -> None:  # type: ignore[type-arg]
    # An origin neither configured nor listed by any app (apps' origins: docs/apps.md)
    response = client.get("/games", headers={"Origin": "https://nobody-lists-this.example"})
    assert "access-control-allow-origin" not in response.headers


def test_preflight_allows_the_api_headers_and_answers_expose_ours(settings: Settings) -> None:
    allowed = msgspec.structs.replace(settings, cors_origins="https://play.example")
    wanted = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match", "X-Request-ID"]
    with TestClient(app=create_app(allowed)) as client:
        preflight = client.options(
            "/tables/ABCDEF/actions",
            headers={
                "Origin": "https://play.example",
                "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": ", ".join(wanted),
            },
        )
        assert preflight.status_code in (200, 204), preflight.text
        allowed_headers = preflight.headers["access-control-allow-headers"].lower()
        assert all(name.lower() in allowed_headers for name in wanted)
        answer = client.get("/games", headers={"Origin": "https://play.example"})
        exposed = answer.headers["access-control-expose-headers"].lower()
        assert all(
            name in exposed
            for name in ("etag", "retry-after", "x-request-id", "tapete-api-version")
        )
