"""What every log line says about the work in progress, kept in context variables (one value
per request's task): the request id, set by the request log middleware, and the caller's seat,
set by the table service once it knows who is calling. Never a token. Also the JSON log format
every process (API, workers) writes with them."""

from __future__ import annotations

import atexit
import json
import logging
import logging.handlers
import queue
from contextvars import ContextVar

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
SEAT: ContextVar[int | None] = ContextVar("seat", default=None)


def note_seat(seat: int | None) -> None:
    if seat is not None:
        SEAT.set(seat)


class JsonFormatter(logging.Formatter):
    """Log records as JSON lines, with the request id when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, object] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        request_id = REQUEST_ID.get()
        if request_id:
            line["request_id"] = request_id
        seat = SEAT.get()
        if seat is not None:
            line["seat"] = seat
        line.update(getattr(record, "fields", {}))
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, default=str)


def configure_json_logging(level: int = logging.INFO) -> None:
    """JSON lines on stderr for the root logger (once per process). Lines are formatted where
    they are logged (the request id is a context variable) and written by a thread, so the
    event loop never waits on stderr."""
    root = logging.getLogger()
    if any(isinstance(h.formatter, JsonFormatter) for h in root.handlers):
        return
    output = logging.StreamHandler()
    output.setFormatter(logging.Formatter("%(message)s"))
    lines: queue.SimpleQueue[logging.LogRecord] = queue.SimpleQueue()
    handler = logging.handlers.QueueHandler(lines)
    handler.setFormatter(JsonFormatter())
    listener = logging.handlers.QueueListener(lines, output)
    listener.start()
    atexit.register(listener.stop)  # flushes what is queued
    root.addHandler(handler)
    root.setLevel(level)
