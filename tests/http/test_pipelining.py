"""Pipelined requests (several sent before the first is answered, on one connection) are
answered in order, bodies included: our uvicorn protocol keeps its queue of them in a
`Pipeline` made on first use and its request events as Signals (service/http/compat.py), so
this is what those stand-ins must still do. Served as `make run` serves it, in this process."""

from __future__ import annotations

import json

from raw_http import Raw

from tests.gamepicks import reference

REFERENCE = reference().id


def request_bytes(method: str, path: str, body: object = None) -> bytes:
    payload = b"" if body is None else json.dumps(body).encode()
    lines = [f"{method} {path} HTTP/1.1", "Host: tapete"]
    if body is not None:
        lines += ["Content-Type: application/json", f"Content-Length: {len(payload)}"]
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + payload


def test_pipelined_requests_are_answered_in_order_with_their_bodies(served_here: int) -> None:
    raw = Raw(served_here)
    try:
        raw.socket.sendall(
            request_bytes("GET", "/games")
            + request_bytes("POST", "/tables", {"game": REFERENCE, "host_name": "Uno"})
            + request_bytes("POST", "/tables", {"game": REFERENCE, "host_name": "Dos"})
            + request_bytes("GET", "/health/live")
        )
        status, _, games = raw.answer("GET")
        assert status == 200 and REFERENCE in games.decode()
        tables = []
        for _ in range(2):
            status, _, created = raw.answer("POST")
            assert status == 201, created
            tables.append(json.loads(created))
        status, _, _ = raw.answer("GET")
        assert status == 200
        hosts = [raw.json("GET", f"/tables/{t['code']}", t["token"])["host_name"] for t in tables]
        assert hosts == ["Uno", "Dos"]
    finally:
        raw.socket.close()
