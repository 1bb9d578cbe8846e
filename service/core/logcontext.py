"""What every log line says about the work in progress, kept in context variables (one value
per request's task): the request id, set by the request log middleware, and the caller's seat,
set by the table service once it knows who is calling. Never a token. Also the JSON log format
every process (API, workers) writes with them."""

from __future__ import annotations

import atexit
import logging
import sys
import threading
import time
from collections import deque
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

    def stamp(self, created: float) -> str:
        second, stamp = self._stamp
        if int(created) != second:  # a second's resolution: formatted once a second
            stamp = time.strftime("%Y-%m-%dT%H:%M:%S", self.converter(created))
            self._stamp = (int(created), stamp)
        return stamp

    def line(
        self,
        created: float,
        level: str,
        logger: str,
        message: str,
        fields: dict[str, object],
        error: str | None = None,
    ) -> str:
        line: dict[str, object] = {
            "time": self.stamp(created),
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
    writer.put(formatter.line(time.time(), "info", logger.name, message, fields))


class RequestLine(msgspec.Struct, omit_defaults=True):
    """A request's line, as `JsonFormatter.line` writes it for the request log's fields (the
    same keys in the same order), encoded from a Struct: a third of the dict's cost, for the
    line every request writes."""

    time: str
    level: str
    logger: str
    message: str
    request_id: str | None = None
    seat: int | None = None
    method: str = ""
    path: str = ""
    status: int = 0
    ms: float = 0.0
    table: str | None = None
    app: str | None = None


def log_request(
    logger: logging.Logger,
    method: str,
    path: str,
    status: int,
    ms: float,
    table: str | None,
    app: str | None = None,
) -> None:
    """The request log's line: `info_fields(logger, "request", {...})` with these fields (and
    the seat, when the caller has one), made from a Struct when it goes to the LineWriter."""
    writer = _only_line_writer(logger)
    if writer is None:
        fields: dict[str, object] = {"method": method, "path": path, "status": status, "ms": ms}
        if table is not None:
            fields["table"] = table
        if app is not None:
            fields["app"] = app
        if (seat := SEAT.get()) is not None:
            fields["seat"] = seat
        info_fields(logger, "request", fields)
        return
    formatter = writer.formatter
    assert isinstance(formatter, JsonFormatter)  # checked by _only_line_writer
    line = RequestLine(
        formatter.stamp(time.time()),
        "info",
        logger.name,
        "request",
        REQUEST_ID.get() or None,
        SEAT.get(),
        method,
        path,
        status,
        ms,
        table,
        app,
    )
    writer.put(_encode(line).decode())


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
    thousands of lines at once. Lines wait in a deque (an append is all a line costs the
    loop; a queue's put and get cost the loop and the thread about 3 us a line under the GIL),
    and the thread is woken only by the line that finds the deque empty."""

    def __init__(self, stream: TextIO | None = None) -> None:
        super().__init__()
        self.stream = stream or sys.stderr
        self.lines: deque[str] = deque()
        self.waiting = threading.Event()
        self.stopping = False
        self.thread = threading.Thread(target=self.write_lines, name="log-writer", daemon=True)
        self.thread.start()

    def put(self, line: str) -> None:
        lines = self.lines
        lines.append(line)
        # The thread clears `waiting` before it takes lines, so a line that found the deque
        # empty after that either is taken or wakes it again.
        if len(lines) == 1:
            self.waiting.set()

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.put(self.format(record))
        except Exception:
            self.handleError(record)

    def write_lines(self) -> None:
        lines = self.lines
        while True:
            self.waiting.wait()
            self.waiting.clear()
            if not self.stopping:
                time.sleep(WRITE_EVERY_SECONDS)
            batch: list[str] = []
            while lines:
                batch.append(lines.popleft())
            if batch:
                try:
                    self.stream.write("\n".join(batch) + "\n")
                    self.stream.flush()
                except (OSError, ValueError):  # stderr closed: nothing left to tell
                    pass
            if self.stopping and not lines:
                return

    def stop(self) -> None:
        """Write what is queued, then end the thread."""
        self.stopping = True
        self.waiting.set()
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
