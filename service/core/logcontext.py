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
from typing import TextIO

import msgspec

REQUEST_ID: ContextVar[str | None] = ContextVar("request_id", default=None)
SEAT: ContextVar[int | None] = ContextVar("seat", default=None)

# msgspec, not json.dumps: a woken crowd of long-polls logs thousands of lines at once, and
# json.dumps was a third of a line's cost (py-spy). `str` for what JSON has no type for.
_encode = msgspec.json.Encoder(enc_hook=str).encode


def note_seat(seat: int | None) -> None:
    if seat is not None:
        SEAT.set(seat)


# A line waits at most this long for company: under load the writer wakes every few ms, not
# for every line (each wake takes the GIL from the event loop).
WRITE_EVERY_SECONDS = 0.005


class JsonFormatter(logging.Formatter):
    """Log records as JSON lines, with the request id when there is one."""

    _stamp: tuple[int, str] = (-1, "")  # one tuple: threads that log never see half of it

    def format(self, record: logging.LogRecord) -> str:
        error = self.formatException(record.exc_info) if record.exc_info else None
        return self.line(
            record.created,
            record.levelname.lower(),
            record.name,
            record.getMessage(),
            getattr(record, "fields", {}),
            error,
        )

    def line(
        self,
        created: float,
        level: str,
        logger: str,
        message: str,
        fields: dict[str, object],
        error: str | None = None,
    ) -> str:
        second, stamp = self._stamp
        if int(created) != second:  # a second's resolution: formatted once a second
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S", self.converter(created))
            self._stamp = (int(created), stamp)
        line: dict[str, object] = {
            "time": stamp,
            "level": level,
            "logger": logger,
            "message": message,
        }
        request_id = REQUEST_ID.get()
        if request_id:
            line["request_id"] = request_id
        seat = SEAT.get()
        if seat is not None:
            line["seat"] = seat
        line.update(fields)
        if error is not None:
            line["error"] = error
        return _encode(line).decode()


def info_fields(logger: logging.Logger, message: str, fields: dict[str, object]) -> None:
    """`logger.info(message, extra={"fields": fields})`. When the line could go nowhere but
    the root's LineWriter (no other handler or filter on the way, as in the API and the
    workers), it is made and queued directly: the same line, without a LogRecord and the
    handler machinery, which were a twelfth of a request's CPU under load (py-spy)."""
    writer = _only_line_writer(logger)
    if writer is None:
        logger.info(message, extra={"fields": fields})
        return
    formatter = writer.formatter
    assert isinstance(formatter, JsonFormatter)  # checked by _only_line_writer
    writer.lines.put(formatter.line(time.time(), "info", logger.name, message, fields))


def _only_line_writer(logger: logging.Logger) -> LineWriter | None:
    if not logger.isEnabledFor(logging.INFO):
        return None
    current: logging.Logger | None = logger
    while current is not None and current.parent is not None:  # up to the root
        if current.handlers or current.filters:
            return None
        if not current.propagate:
            return None
        current = current.parent
    if current is None or current.filters or len(current.handlers) != 1:
        return None
    writer = current.handlers[0]
    if (
        type(writer) is not LineWriter
        or writer.filters
        or writer.level > logging.INFO
        or not isinstance(writer.formatter, JsonFormatter)
    ):
        return None
    return writer


class LineWriter(logging.Handler):
    """Formats a record where it is logged (the request id is a context variable) and hands
    the line to a thread that writes whatever lines are waiting in one write, so the event
    loop never waits on stderr. Lighter than a QueueHandler and QueueListener, which copy
    every record and format it a second time in the thread: a crowd of woken long-polls logs
    thousands of lines at once."""

    def __init__(self, stream: TextIO | None = None) -> None:
        super().__init__()
        self.stream = stream or sys.stderr
        self.lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        self.thread = threading.Thread(target=self.write_lines, name="log-writer", daemon=True)
        self.thread.start()

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.put(self.format(record))
        except Exception:
            self.handleError(record)

    def write_lines(self) -> None:
        while True:
            line = self.lines.get()
            if line is not None:
                time.sleep(WRITE_EVERY_SECONDS)
            batch: list[str] = []
            while line is not None:
                batch.append(line)
                try:
                    line = self.lines.get_nowait()
                except queue.Empty:
                    break
            if batch:
                try:
                    self.stream.write("\n".join(batch) + "\n")
                    self.stream.flush()
                except (OSError, ValueError):  # stderr closed: nothing left to tell
                    pass
            if line is None:
                return

    def stop(self) -> None:
        """Write what is queued, then end the thread."""
        self.lines.put(None)
        self.thread.join(timeout=5)


def configure_json_logging(level: int = logging.INFO) -> None:
    """JSON lines on stderr for the root logger (once per process), written by a thread."""
    root = logging.getLogger()
    if any(isinstance(h.formatter, JsonFormatter) for h in root.handlers):
        return
    handler = LineWriter()
    handler.setFormatter(JsonFormatter())
    atexit.register(handler.stop)  # flushes what is queued
    root.addHandler(handler)
    root.setLevel(level)
