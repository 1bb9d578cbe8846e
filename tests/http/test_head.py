"""HEAD on every GET route answers like the GET without its body (it was a 405), in the app and
through the served stack (uvicorn on httptools); Allow headers name HEAD next to GET."""

from __future__ import annotations

import logging
from typing import Any

import httpx
import pytest
from conftest import worker_env
from servers import running_api
from support import auth, create_table

from service.core.settings import Settings

SAME = ("content-type", "content-length", "etag")


def assert_like_get(get: Any, head: Any) -> None:
    assert head.status_code == get.status_code, head.text
    assert head.content == b""
    for name in SAME:
        assert head.headers.get(name) == get.headers.get(name), name


def test_head_answers_like_get_without_a_body(client: Any) -> None:
    assert_like_get(client.get("/games"), client.head("/games"))
    code, host = create_table(client)
    get = client.get(f"/tables/{code}", headers=auth(host))
    head = client.head(f"/tables/{code}", headers=auth(host))
    assert_like_get(get, head)
    assert head.headers["etag"]
    revalidated = client.head(
        f"/tables/{code}", headers={**auth(host), "If-None-Match": head.headers["etag"]}
    )
    assert revalidated.status_code == 304
    assert_like_get(client.get("/tables/ZZZZZZ"), client.head("/tables/ZZZZZZ"))  # 404 problem
    assert_like_get(client.get("/health/live"), client.head("/health/live"))


def test_a_head_request_is_logged_as_head(client: Any, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="tapete.requests"):
        client.head("/games")
    (record,) = [r for r in caplog.records if r.name == "tapete.requests"]
    assert record.fields["method"] == "HEAD" and record.fields["status"] == 200  # type: ignore[attr-defined]


def test_head_is_405_where_there_is_no_get(client: Any) -> None:
    code, _ = create_table(client)
    response = client.head(f"/tables/{code}/join")
    assert response.status_code == 405 and response.content == b""
    assert "HEAD" not in response.headers["allow"] and "POST" in response.headers["allow"]


def test_allow_names_head_next_to_get(client: Any) -> None:
    assert client.options("/games").headers["allow"] == "GET, HEAD, OPTIONS"
    response = client.put("/games")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, HEAD, OPTIONS"


def test_head_through_uvicorn_keeps_the_connection_usable(settings: Settings) -> None:
    env = worker_env(settings)
    env.update(TAPETE_RATE_LIMIT_PER_IP="0", TAPETE_RATE_LIMIT_PER_TOKEN="0")
    with running_api(env) as base, httpx.Client(base_url=base, timeout=10) as client:
        for _ in range(3):  # one keep-alive connection: a stray body would break the next answer
            get, head = client.get("/games"), client.head("/games")
            assert_like_get(get, head)
            assert int(head.headers["content-length"]) == len(get.content) > 0
