"""A player's request connection stays open between its moves: the served stack keeps an idle
keep-alive connection for 75 s (uvicorn's default, 5 s, closed it while the player's stream
brought the other seats' moves, and the next move paid a new connection or waited; issue #38).
The image and Compose serve with the same flag as `make run`."""

from __future__ import annotations

import re
import socket
import time
from pathlib import Path
from urllib.parse import urlsplit

from conftest import worker_env
from servers import running_api

from service.core.settings import Settings
from service.runtime.launcher import KEEP_ALIVE_SECONDS, SERVER_FLAGS

ROOT = Path(__file__).resolve().parents[2]
IDLE_SECONDS = 6  # past uvicorn's default keep-alive (5 s)


def get_on(connection: socket.socket, host: str) -> bytes:
    connection.sendall(f"GET /health/live HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
    answer = b""
    while b"\r\n\r\n" not in answer:
        chunk = connection.recv(65536)
        assert chunk, "the server closed the connection"
        answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))  # type: ignore[union-attr]
    while len(body) < length:
        body += connection.recv(65536)
    return head.split(b"\r\n", 1)[0]


def test_an_idle_connection_still_serves_the_next_move(settings: Settings) -> None:
    with running_api(worker_env(settings)) as base:
        address = urlsplit(base)
        with socket.create_connection((address.hostname, address.port), timeout=10) as conn:
            assert get_on(conn, address.netloc).endswith(b"200 OK")
            time.sleep(IDLE_SECONDS)
            assert get_on(conn, address.netloc).endswith(b"200 OK")


def test_the_image_and_compose_keep_connections_as_make_run_does() -> None:
    flag = SERVER_FLAGS.index("--timeout-keep-alive")
    assert int(SERVER_FLAGS[flag + 1]) == KEEP_ALIVE_SECONDS > 60
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text()
    assert f'"--timeout-keep-alive", "{KEEP_ALIVE_SECONDS}"' in dockerfile
    compose = (ROOT / "deploy" / "compose.yaml").read_text()
    assert f'--timeout-keep-alive\n      - "{KEEP_ALIVE_SECONDS}"' in compose
