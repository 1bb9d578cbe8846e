"""Retiring an operation without breaking its clients (docs/api.md, "Compatibility"): the old
form keeps working for a deprecation period while every answer it gives says so, with
`Deprecation` (RFC 9745: since when, as a structured-field date), `Sunset` (RFC 8594: when it
stops working, as an HTTP date) and a `Link` to what replaces it (`rel="successor-version"`);
the OpenAPI document marks the operation `deprecated` and declares the three headers.

A route declares it with its decorator's keywords: `@get("/old", **deprecated(since=...,
sunset=..., successor="/new"))`. A deprecated route is served by Litestar, never by the fast
path (fast_path.py skips it), so every answer carries the headers."""

from __future__ import annotations

from datetime import UTC, date, datetime
from email.utils import format_datetime
from typing import Any

from litestar.datastructures import ResponseHeader


def deprecated(*, since: date, sunset: date, successor: str | None = None) -> dict[str, Any]:
    """The route decorator's keywords for an operation deprecated on `since` that stops working
    on `sunset` (at least one minor release later: the period during which both work)."""
    if sunset <= since:
        raise ValueError("a sunset comes after the deprecation")
    started = datetime.combine(since, datetime.min.time(), UTC)
    ends = datetime.combine(sunset, datetime.min.time(), UTC)
    headers = [
        ResponseHeader(
            name="Deprecation",
            value=f"@{int(started.timestamp())}",
            description="When this operation was deprecated (RFC 9745): plan to move off it",
        ),
        ResponseHeader(
            name="Sunset",
            value=format_datetime(ends, usegmt=True),
            description="When this operation stops working (RFC 8594)",
        ),
    ]
    if successor is not None:
        headers.append(
            ResponseHeader(
                name="Link",
                value=f'<{successor}>; rel="successor-version"',
                description="What replaces this operation",
            )
        )
    return {
        "deprecated": True,
        "response_headers": headers,
    }
