"""A minimal HTTP/1.1 keep-alive client on asyncio streams, for the scripted benchmark clients.

httpx spends far more CPU per request than the server under test can afford to lose on a 2-core
machine; this client parses only the status line, the headers and a Content-Length body."""

from __future__ import annotations

import asyncio
import contextlib
import resource
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import msgspec

_json_encoder = msgspec.json.Encoder()
_json_decoder = msgspec.json.Decoder()


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes
    seconds: float

    def json(self) -> Any:
        return _json_decoder.decode(self.body)


def host_port(base: str) -> tuple[str, int]:
    parts = urlsplit(base)
    return parts.hostname or "127.0.0.1", parts.port or 80


class Connection:
    """One keep-alive connection; requests on it run one at a time."""

    def __init__(self, base: str) -> None:
        self.host, self.port = host_port(base)
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def open(self) -> None:
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)

    async def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
            with contextlib.suppress(OSError):
                await self.writer.wait_closed()
        self.reader = self.writer = None

    async def request(
        self,
        method: str,
        path: str,
        token: str | None = None,
        body: Any = None,
        headers: dict[str, str] | None = None,
    ) -> Reply:
        if self.writer is not None and (
            self.writer.is_closing() or self.reader is None or self.reader.at_eof()
        ):  # the server closed it while idle (uvicorn's keep-alive timeout): open another
            await self.close()
        if self.writer is None:
            await self.open()
        assert self.reader is not None and self.writer is not None
        lines = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}"]
        if token is not None:
            lines.append(f"Authorization: Bearer {token}")
        for name, value in (headers or {}).items():
            lines.append(f"{name}: {value}")
        payload = b"" if body is None else _json_encoder.encode(body)
        if body is not None:
            lines += ["Content-Type: application/json", f"Content-Length: {len(payload)}"]
        started = time.perf_counter()
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + payload)
        status, reply_headers = await self.read_head()
        length = int(reply_headers.get("content-length", "0"))
        content = await self.reader.readexactly(length) if length else b""
        if reply_headers.get("connection", "").lower() == "close":
            await self.close()
        return Reply(status, reply_headers, content, time.perf_counter() - started)

    async def read_head(self) -> tuple[int, dict[str, str]]:
        assert self.reader is not None
        head = await self.reader.readuntil(b"\r\n\r\n")
        status_line, *header_lines = head.decode("latin-1").split("\r\n")
        headers = {}
        for line in header_lines:
            if line:
                name, _, value = line.partition(":")
                headers[name.strip().lower()] = value.strip()
        return int(status_line.split(" ", 2)[1]), headers


def raise_open_files_limit() -> None:
    """Thousands of parked long-polls need as many sockets in the client and the server."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < hard:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime
