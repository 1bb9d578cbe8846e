"""Requests the HTTP parser refuses never reach the app; through the served stack (uvicorn on
httptools, as `make run` starts it) they still get problem+json, not uvicorn's plain text:
405 for an unknown method (`FOO /games`, it was a plain-text 400), 400 for a malformed request."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from urllib.parse import urlsplit

import httpx
import pytest
from conftest import worker_env
from servers import running_api

from service.core.settings import Settings


@pytest.fixture(scope="module")
def base(settings: Settings) -> Iterator[str]:
    env = worker_env(settings)
    env.update(TAPETE_RATE_LIMIT_PER_IP="0", TAPETE_RATE_LIMIT_PER_TOKEN="0")
    with running_api(env) as url:
        yield url


def raw_exchange(base: str, request: bytes) -> tuple[int, dict[str, str], bytes]:
    """Send bytes as they are (no client would send these) and read until the server closes."""
    url = urlsplit(base)
    with socket.create_connection((url.hostname, url.port), timeout=10) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    status_line, *lines = head.decode("latin-1").split("\r\n")
    headers = {
        name.lower(): value.strip() for name, value in (line.split(":", 1) for line in lines)
    }
    return int(status_line.split()[1]), headers, body


def assert_problem(answer: tuple[int, dict[str, str], bytes], status: int, code: str) -> None:
    got, headers, body = answer
    assert got == status, body
    assert headers["content-type"] == "application/problem+json"
    assert int(headers["content-length"]) == len(body)
    problem = json.loads(body)
    assert problem["status"] == status and problem["code"] == code and problem["detail"]
    assert problem["type"] == f"urn:tapete:problem:{code}"


@pytest.mark.parametrize("method", [b"FOO", b"BREW", b"get"])
def test_an_unknown_method_is_a_405_problem(base: str, method: bytes) -> None:
    request = method + b" /games HTTP/1.1\r\nHost: tapete\r\n\r\n"
    assert_problem(raw_exchange(base, request), 405, "method_not_allowed")


def test_a_malformed_request_is_a_400_problem(base: str) -> None:
    assert_problem(raw_exchange(base, b"GET /games HTTP/9.9\r\n\r\n"), 400, "bad_request")
    request = b"GET /games HTTP/1.1\r\nHost: tapete\r\nbad header\r\n\r\n"
    assert_problem(raw_exchange(base, request), 400, "bad_request")


def test_a_known_method_the_route_lacks_is_still_the_apps_405(base: str) -> None:
    request = b"PROPFIND /games HTTP/1.1\r\nHost: tapete\r\nConnection: close\r\n\r\n"
    status, headers, _ = raw_exchange(base, request)
    assert status == 405 and "GET" in headers["allow"]


def test_the_server_keeps_serving_after_refusing(base: str) -> None:
    raw_exchange(base, b"FOO /games HTTP/1.1\r\n\r\n")
    assert httpx.get(f"{base}/games", timeout=10).status_code == 200
