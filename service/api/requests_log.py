"""Request ids and one structured JSON log line per request (never a token)."""

from __future__ import annotations

import atexit
import json
import logging
import logging.handlers
import os
import queue
import re
import time

from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.api.head import requested_method
from service.logcontext import REQUEST_ID, SEAT

TABLE_CODE = re.compile(r"^/tables/([A-Za-z0-9]{1,16})(?:/|$)")
VALID_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
log = logging.getLogger("tapete.requests")


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


def request_log_middleware(app: ASGIApp) -> ASGIApp:
    """Accept `X-Request-ID` (or make one), return it, and log method, path, status, time and
    the table code; the query string and headers (tokens) are never logged."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        incoming = MutableScopeHeaders(scope).get("x-request-id")
        request_id = incoming if incoming and VALID_ID.match(incoming) else os.urandom(16).hex()
        token = REQUEST_ID.set(request_id)
        seat_token = SEAT.set(None)
        started = time.perf_counter()
        status = 500

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = MutableScopeHeaders.from_message(message)
                headers["X-Request-ID"] = request_id
            await send(message)

        try:
            await app(scope, receive, send_with_id)
        finally:
            path = scope["path"]
            fields: dict[str, object] = {
                "method": requested_method(scope),
                "path": path,
                "status": status,
                "ms": round((time.perf_counter() - started) * 1000, 2),
            }
            if match := TABLE_CODE.match(path):
                fields["table"] = match.group(1).upper()
            if (seat := SEAT.get()) is not None:
                fields["seat"] = seat
            log.info("request", extra={"fields": fields})
            REQUEST_ID.reset(token)
            SEAT.reset(seat_token)

    return middleware
