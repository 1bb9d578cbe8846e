"""What a connection costs the server itself (issue #38's memory per connection): uvicorn with
the API's server flags (uvloop, httptools, our protocol) serving a bare ASGI app, nothing of
Tapete's on the request path, with 10,000 connections that each

- `idle`: made one request, answered, and stay open (keep-alive);
- `held`: made one request whose answer is a stream left open, its head and one chunk sent
  (what any open event stream is, before the app's own state).

RSS per connection, measured as `bench.connections` measures the API's (the process's RSS
once they are open minus before, over their number), once with uvicorn's own protocol and
once with ours (service/http/compat.py): the floor an open stream of the API stands on, and
what our protocol saves of it. `python -m bench.connection_floor [--connections N]`."""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import uvloop

from bench.client import raise_open_files_limit
from service.runtime.embedded_redis import free_port
from service.runtime.launcher import HTTP_PROTOCOL

ROOT = Path(__file__).resolve().parent.parent
OPEN_AT_ONCE = 200
PROTOCOLS = {"uvicorn": "httptools", "ours": HTTP_PROTOCOL}


async def app(scope: dict[str, Any], receive: Callable[[], Awaitable[Any]], send: Any) -> None:
    """The bare app: `/held` answers a stream and never ends it; anything else is a 2-byte 200."""
    if scope["type"] != "http":
        return
    if scope["path"] == "/held":
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b": open\n\n", "more_body": True})
        await asyncio.Future()  # held until the client goes (the server cancels it)
    headers = [(b"content-length", b"2")]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": b"ok"})


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/statm") as statm:
        return int(statm.read().split()[1]) * 4096


async def open_connections(port: int, path: str, count: int) -> list[Any]:
    """`count` connections, each with one request to `path` answered (or its stream begun)."""
    opened: list[Any] = []
    gate = asyncio.Semaphore(OPEN_AT_ONCE)

    async def one() -> None:
        async with gate:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(f"GET {path} HTTP/1.1\r\nhost: floor\r\n\r\n".encode())
            await writer.drain()
            await reader.read(256)
            opened.append(writer)

    await asyncio.gather(*(one() for _ in range(count)))
    return opened


async def measure(protocol: str, kind: str, count: int) -> float:
    """KB of the server's RSS per connection of `kind` (idle or held)."""
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "uvicorn", "bench.connection_floor:app", "--port", str(port),
         "--loop", "uvloop", "--http", protocol, "--no-access-log", "--no-proxy-headers",
         "--log-level", "warning", "--timeout-keep-alive", "600"],
        cwd=ROOT,
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                warm = await open_connections(port, "/", 50)  # code paths built, not counted
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                await asyncio.sleep(0.1)
        warm += await open_connections(port, "/held", 50)
        for writer in warm:
            writer.close()
        await asyncio.sleep(1)
        before = rss_bytes(server.pid)
        crowd = await open_connections(port, "/held" if kind == "held" else "/", count)
        await asyncio.sleep(2)
        after = rss_bytes(server.pid)
        for writer in crowd:
            writer.close()
        return (after - before) / count / 1024
    finally:
        server.kill()  # a held stream never ends: uvicorn's graceful stop would wait for it
        server.wait(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--connections", type=int, default=10_000)
    args = parser.parse_args(argv)
    raise_open_files_limit()
    for name, protocol in PROTOCOLS.items():
        for kind in ("idle", "held"):
            kb = uvloop.run(measure(protocol, kind, args.connections))
            print(f"{name} protocol, {args.connections:,} {kind} connections: {kb:.1f} KB each")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
