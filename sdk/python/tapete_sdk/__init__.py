"""Tapete's Python SDK: a session helper over the generated client (`tapete_client`).

`Session` (sync) and `AsyncSession` (async) create, join and start tables, follow them (the
push stream with automatic resume, long-polls where the stream cannot be used), list your
seat's legal actions as typed classes (`tapete_sdk.actions`: a union discriminated by `.type`)
and act safely (an idempotency key per move, retries on network errors, 429 and 503; a 409
refreshes and is handed back). Every failure the server answers, and every request the SDK
refuses before sending it, raises an `ApiError` (`status`, `code`, `detail`)."""

from tapete_sdk import actions
from tapete_sdk.actions import Action, ActionDict, BotLevelName, Visibility
from tapete_sdk.aio import AsyncSession
from tapete_sdk.common import (
    ApiError,
    BotLevel,
    Conflict,
    EventRecord,
    InvalidAction,
    InvalidRequest,
    NotFound,
    StreamUpdate,
    Unauthorized,
    Unavailable,
    UnknownGame,
    VersionConflict,
    to_action,
)
from tapete_sdk.session import Session

__all__ = [
    "Action",
    "ActionDict",
    "ApiError",
    "AsyncSession",
    "BotLevel",
    "BotLevelName",
    "Conflict",
    "EventRecord",
    "InvalidAction",
    "InvalidRequest",
    "NotFound",
    "Session",
    "StreamUpdate",
    "Unauthorized",
    "Unavailable",
    "UnknownGame",
    "VersionConflict",
    "Visibility",
    "actions",
    "to_action",
]
