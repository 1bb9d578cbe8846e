"""What every log line says about the work in progress, kept in context variables (one value
per request's task): the request id, set by the request log middleware, and the caller's seat,
set by the table service once it knows who is calling. Never a token."""

from __future__ import annotations

from contextvars import ContextVar

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
SEAT: ContextVar[int | None] = ContextVar("seat", default=None)


def note_seat(seat: int | None) -> None:
    if seat is not None:
        SEAT.set(seat)
