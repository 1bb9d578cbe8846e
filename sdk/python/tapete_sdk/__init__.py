"""Tapete's Python SDK: a session helper over the generated client (`tapete_client`).

`Session` (sync) and `AsyncSession` (async) create, join and start tables, poll with ETags
and long-polls, follow the push stream with automatic resume, and act safely (an idempotency
key per move, retries on network errors, 429 and 503; a 409 refreshes and is handed back)."""

from tapete_sdk.aio import AsyncSession
from tapete_sdk.common import ApiError, StreamUpdate, VersionConflict
from tapete_sdk.session import Session

__all__ = ["ApiError", "AsyncSession", "Session", "StreamUpdate", "VersionConflict"]
