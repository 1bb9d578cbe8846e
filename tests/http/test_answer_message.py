"""Whole answers in one message (service/http/answers.py, service/http/server.py): our
uvicorn protocol writes an answer message itself. On the wire it must be what uvicorn's own
protocol sends for the same answer as two standard messages: the same status line, headers in
the same order with the same values (the date and the request id aside) and body, keep-alive
kept or the connection closed as asked, a HEAD without its body."""

from __future__ import annotations

import re
import socket
from collections.abc import Iterator
from urllib.parse import urlsplit

import httpx
import pytest
from processes import api_env
from servers import running_api
from support import auth, complete_action, create_table, join, legal, start, view

from service.core.settings import Settings

Exchange = tuple[bytes, list[tuple[str, str]], bytes]  # status line, headers, body
VARYING = {"date", "x-request-id", "content-length"}
SECONDS_LEFT = re.compile(rb'"seconds_left":[0-9.]+')  # a turn's clock, read a moment apart


@pytest.fixture(scope="module")
def ours_and_uvicorns(settings: Settings) -> Iterator[tuple[str, str]]:
    """The API as served (our protocol), and the same app on uvicorn's own httptools protocol
    (which offers no answer message, so every answer goes as the two standard messages)."""
    env = api_env(settings)
    with running_api(env) as ours, running_api(env, "--http", "httptools") as plain:
        yield ours, plain


def read_answer(
    connection: socket.socket, buffered: bytes, head_only: bool
) -> tuple[Exchange, bytes]:
    while b"\r\n\r\n" not in buffered:
        chunk = connection.recv(65536)
        assert chunk, "the server closed before the head"
        buffered += chunk
    head, _, rest = buffered.partition(b"\r\n\r\n")
    status_line, *lines = head.split(b"\r\n")
    headers = [
        (name.strip().lower(), value.strip())
        for name, _, value in (line.decode("latin-1").partition(":") for line in lines)
    ]
    length = 0 if head_only else int(dict(headers).get("content-length", "0"))
    while len(rest) < length:
        chunk = connection.recv(65536)
        assert chunk, "the server closed before the body"
        rest += chunk
    return (status_line, headers, rest[:length]), rest[length:]


def exchange(base: str, requests: list[bytes], head_only: bool = False) -> list[Exchange]:
    """The requests one after the other on one connection; the answers as sent."""
    url = urlsplit(base)
    answers = []
    with socket.create_connection((url.hostname, url.port), timeout=10) as connection:
        buffered = b""
        for request in requests:
            connection.sendall(request)
            answer, buffered = read_answer(connection, buffered, head_only)
            answers.append(answer)
    return answers


def request(method: str, path: str, token: str | None = None, extra: str = "") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: tapete"]
    if token is not None:
        lines.append(f"Authorization: Bearer {token}")
    return ("\r\n".join(lines) + "\r\n" + extra + "\r\n").encode()


def comparable(answer: Exchange) -> Exchange:
    """What must match: all but the date, the request id and the clock's seconds left (and
    so the length: a wrong one would break the next answer read on the connection)."""
    status, headers, body = answer
    steady = SECONDS_LEFT.sub(b'"seconds_left":0', body)
    return status, [(n, "" if n in VARYING else v) for n, v in headers], steady


def test_an_answer_message_is_on_the_wire_what_the_two_standard_messages_are(
    ours_and_uvicorns: tuple[str, str],
) -> None:
    ours, plain = ours_and_uvicorns
    with httpx.Client(base_url=ours, timeout=20) as client:
        code, host = create_table(client, turn_seconds=60)
        guest = join(client, code, "Ana")
        start(client, code, host)
        etag = client.get(f"/tables/{code}", headers=auth(host)).headers["etag"]
    keep_alive = [
        request("GET", f"/tables/{code}", host),  # a poll (the fast path)
        request("GET", f"/tables/{code}", host, f"If-None-Match: {etag}\r\n"),  # its 304
        request("GET", f"/tables/{code}/actions", guest),
        request("GET", f"/tables/{code}"),  # a spectator
        request("GET", f"/tables/{code}?wait=abc", host),  # Litestar's path: a 400 problem
        request("GET", "/games"),  # not an answer at all
    ]
    for base in (ours, plain):  # both see each seat present: the ETags match
        exchange(base, [keep_alive[0], request("GET", f"/tables/{code}", guest)])
    mine, theirs = exchange(ours, keep_alive), exchange(plain, keep_alive)
    assert [comparable(a) for a in mine] == [comparable(a) for a in theirs]
    assert mine[0][0] == b"HTTP/1.1 200 OK" and mine[1][0] == b"HTTP/1.1 304 Not Modified"
    for _, headers, _ in mine:
        names = [name for name, _ in headers]
        assert names.count("x-request-id") == 1 and names.count("date") == 1
        assert names.count("tapete-api-version") == 1

    # `Connection: close` is honoured: the answer says so and the server closes
    closing = request("GET", f"/tables/{code}", host, "Connection: close\r\n")
    mine_closed, theirs_closed = exchange(ours, [closing]), exchange(plain, [closing])
    assert comparable(mine_closed[0]) == comparable(theirs_closed[0])
    assert ("connection", "close") in mine_closed[0][1]

    # HEAD: Litestar's path serves it as its GET; the answer's headers, no body
    head = request("HEAD", f"/tables/{code}", host)
    mine_head = exchange(ours, [head], head_only=True)[0]
    theirs_head = exchange(plain, [head], head_only=True)[0]
    assert comparable(mine_head) == comparable(theirs_head) and mine_head[2] == b""


def test_a_move_answered_by_the_answer_message_reads_back_as_the_table(
    ours_and_uvicorns: tuple[str, str],
) -> None:
    ours, _ = ours_and_uvicorns
    with httpx.Client(base_url=ours, timeout=20) as client:
        code, host = create_table(client, turn_seconds=60)
        guest = join(client, code, "Ana")
        start(client, code, host)
        views = {token: view(client, code, token) for token in (host, guest)}
        mover = next(t for t in views if views[t]["you"]["seat"] in views[t]["to_act"])
        moved = client.post(
            f"/tables/{code}/actions",
            json={"action": complete_action(legal(client, code, mover))},
            headers=auth(mover),
        )
        assert moved.status_code == 200, moved.text
        assert int(moved.headers["content-length"]) == len(moved.content)
        assert moved.json()["version"] == view(client, code, mover)["version"]
