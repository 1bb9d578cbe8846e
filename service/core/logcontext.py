"""What every log line says about the work in progress, kept in context variables (one value
per request's task): the request id, set by the request log middleware, and the caller's seat,
set by the table service once it knows who is calling. Never a token. Also the JSON log format
every process (API, workers) writes with them."""

from __future__ import annotations

import atexit
import logging
import queue
import sys
import threading
import time
from contextvars import ContextVar
from typing import Any

import msgspec

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
SEAT: ContextVar[int | None] = ContextVar("seat", default=None)


def note_seat(seat: int | None) -> None:
    if seat is not None:
        SEAT.set(seat)


WRITE_EVERY_SECONDS = 0.005  # a log line waits at most this long for company


def _text(value: Any) -> str:
    return str(value)


# msgspec, not json.dumps: the access line is written for every request (a tenth of a poll's
# CPU went to logging); anything it cannot encode is written as its str(), as before.
_line_encoder = msgspec.json.Encoder(enc_hook=_text)


class JsonFormatter(logging.Formatter):
    """Log records as JSON lines, with the request id when there is one."""

    _stamp: tuple[int, str] = (-1, "")  # one tuple: threads that log never see half of it

    def format(self, record: logging.LogRecord) -> str:
        second, stamp = self._stamp
        if int(record.created) != second:  # a second's resolution: formatted once a second
            stamp = self.formatTime(record, "%Y-%m-%dT%H:%M:%S")
            self._stamp = (int(record.created), stamp)
        line: dict[str, object] = {
            "time": stamp,
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
        return _line_encoder.encode(line).decode()


class _LineQueue(logging.Handler):
    """Formats a record where it is logged (the request id is a context variable) and queues
    the line, not a copy of the record, for the writer thread."""

    def __init__(self, lines: queue.SimpleQueue[str | None]) -> None:
        super().__init__()
        self.lines = lines

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.put(self.format(record))
        except Exception:
            self.handleError(record)


def _write_lines(lines: queue.SimpleQueue[str | None]) -> None:
    """The writer thread: what is queued goes out in one write, so a burst of requests costs
    one write and one flush, not one each; under load it wakes at most every few ms, not for
    every line (each wake takes the GIL from the event loop)."""
    while True:
        batch = [lines.get()]
        time.sleep(WRITE_EVERY_SECONDS)
        while not lines.empty():
            batch.append(lines.get_nowait())
        done = None in batch
        text = "".join(f"{line}\n" for line in batch if line is not None)
        try:
            sys.stderr.write(text)
            sys.stderr.flush()
        except (OSError, ValueError):
            pass  # stderr closed: nothing left to tell
        if done:
            return


def _stop(lines: queue.SimpleQueue[str | None], writer: threading.Thread) -> None:
    lines.put(None)
    writer.join(timeout=5)


def configure_json_logging(level: int = logging.INFO) -> None:
    """JSON lines on stderr for the root logger (once per process). Lines are formatted where
    they are logged (the request id is a context variable) and written by a thread, so the
    event loop never waits on stderr."""
    root = logging.getLogger()
    if any(isinstance(h.formatter, JsonFormatter) for h in root.handlers):
        return
    lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()
    handler = _LineQueue(lines)
    handler.setFormatter(JsonFormatter())
    writer = threading.Thread(target=_write_lines, args=(lines,), name="log-writer", daemon=True)
    writer.start()
    atexit.register(_stop, lines, writer)  # flushes what is queued
    root.addHandler(handler)
    root.setLevel(level)
