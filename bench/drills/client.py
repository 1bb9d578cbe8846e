"""The drills' HTTP client: every request and its answer (or the lack of one) is journaled with
when it was sent and answered, so a drill can count answers by kind and by phase."""

from __future__ import annotations

import asyncio
import contextlib
from dataclasses import dataclass, field
from typing import Any

import httpx

from bench.drills.stack import now_ms


@dataclass
class Answer:
    method: str
    path: str
    status: int | None  # None: no answer (connection refused or reset, timeout)
    sent_ms: int
    answered_ms: int
    headers: dict[str, str] = field(default_factory=dict)
    body: Any = None
    error: str = ""

    @property
    def server_error(self) -> bool:
        return self.status is not None and self.status >= 500

    @property
    def proper_unavailable(self) -> bool:
        """503 with Retry-After: the honest answer while Redis is unreachable."""
        return self.status == 503 and "retry-after" in self.headers

    def retry_after(self, default: float) -> float:
        try:
            return float(self.headers.get("retry-after", default))
        except ValueError:
            return default


class Api:
    def __init__(self, base: str, timeout: float = 10.0) -> None:
        self.client = httpx.AsyncClient(
            base_url=base,
            timeout=timeout,
            limits=httpx.Limits(max_connections=64, max_keepalive_connections=64),
        )
        self.journal: list[Answer] = []

    async def call(
        self,
        method: str,
        path: str,
        token: str | None = None,
        body: Any = None,
        headers: dict[str, str] | None = None,
        params: dict[str, Any] | None = None,
        timeout: float | None = None,
    ) -> Answer:
        sent = now_ms()
        all_headers = dict(headers or {})
        if token is not None:
            all_headers["Authorization"] = f"Bearer {token}"
        try:
            response = await self.client.request(
                method,
                path,
                json=body,
                headers=all_headers,
                params=params,
                timeout=timeout or httpx.USE_CLIENT_DEFAULT,
            )
        except (httpx.HTTPError, OSError) as error:
            answer = Answer(method, path, None, sent, now_ms(), error=type(error).__name__)
        else:
            try:
                content = response.json() if response.content else None
            except ValueError:
                content = response.text
            answer = Answer(
                method, path, response.status_code, sent, now_ms(), dict(response.headers), content
            )
        self.journal.append(answer)
        return answer

    async def aclose(self) -> None:
        await self.client.aclose()


async def pause(seconds: float, stop: asyncio.Event | None = None) -> None:
    """Sleep, or return early once `stop` is set."""
    if stop is None:
        await asyncio.sleep(seconds)
        return
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(stop.wait(), timeout=seconds)
