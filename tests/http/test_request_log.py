"""Request ids travel back in the answer and into one JSON log line per request; tokens never."""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import pytest
from support import create_table, join, start, view

from service.core.logcontext import REQUEST_ID, SEAT, LineWriter, log_request
from service.http.requests_log import JsonFormatter


def test_a_request_id_is_kept_or_made_and_returned(client: Any) -> None:
    mine = client.get("/games", headers={"X-Request-ID": "abc-123"})
    assert mine.headers["x-request-id"] == "abc-123"
    made = client.get("/games")
    assert len(made.headers["x-request-id"]) == 32
    bad = client.get("/games", headers={"X-Request-ID": "no spaces allowed"})
    assert bad.headers["x-request-id"] != "no spaces allowed"


def test_each_request_logs_one_json_line_with_the_table_and_no_token(
    client: Any, caplog: pytest.LogCaptureFixture
) -> None:
    code, host = create_table(client)
    with caplog.at_level(logging.INFO, logger="tapete.requests"):
        view(client, code, host)
    records = [r for r in caplog.records if r.name == "tapete.requests"]
    line = json.loads(JsonFormatter().format(records[-1]))
    assert line["table"] == code and line["status"] == 200 and line["method"] == "GET"
    assert host not in json.dumps(line)


def test_a_seated_callers_request_line_names_its_seat(
    client: Any, caplog: pytest.LogCaptureFixture
) -> None:
    code, host = create_table(client)
    guest = join(client, code, "Ana")
    start(client, code, host)
    with caplog.at_level(logging.INFO, logger="tapete.requests"):
        seat = view(client, code, guest)["you"]["seat"]
        view(client, code)  # a spectator has no seat
    records = [r for r in caplog.records if r.name == "tapete.requests"]
    seated, spectator = (json.loads(JsonFormatter().format(r)) for r in records[-2:])
    assert seated["seat"] == seat and seated["table"] == code
    assert "seat" not in spectator


def test_log_lines_are_written_by_a_thread_and_flushed_on_stop() -> None:
    written = io.StringIO()
    writer = LineWriter(written)
    writer.setFormatter(JsonFormatter())
    logger = logging.getLogger("tapete.test.linewriter")
    logger.propagate = False
    logger.addHandler(writer)
    try:
        for number in range(3):
            logger.warning("line", extra={"fields": {"number": number}})
    finally:
        logger.removeHandler(writer)
        writer.stop()
    lines = [json.loads(line) for line in written.getvalue().splitlines()]
    assert [line["number"] for line in lines] == [0, 1, 2]
    assert all(line["message"] == "line" for line in lines)


@pytest.mark.parametrize(
    "seat, table, app", [(2, "ABC123", "app_0123456789abcdef"), (None, None, None)]
)
def test_the_request_line_is_the_generic_line_with_the_same_keys_in_order(
    monkeypatch: pytest.MonkeyPatch, seat: int | None, table: str | None, app: str | None
) -> None:
    """`log_request` makes its line from a Struct when the LineWriter is the only place it
    can go (as in the API); it must read as `info_fields` would have written it."""
    written = io.StringIO()
    writer = LineWriter(written)
    writer.setFormatter(JsonFormatter())
    monkeypatch.setattr(logging.getLogger(), "handlers", [writer])
    monkeypatch.setattr(logging.getLogger(), "level", logging.INFO)
    logger = logging.getLogger("tapete.requests")
    request_token, seat_token = REQUEST_ID.set("r-1"), SEAT.set(seat)
    try:
        log_request(logger, "GET", "/tables/ABC123", 200, 1.25, table, app)
        fields: dict[str, object] = {"method": "GET", "path": "/tables/ABC123", "status": 200}
        fields["ms"] = 1.25
        if table is not None:
            fields["table"] = table
        if app is not None:
            fields["app"] = app
        generic = JsonFormatter().line(0.0, "info", logger.name, "request", fields)
    finally:
        REQUEST_ID.reset(request_token)
        SEAT.reset(seat_token)
        writer.stop()
    fast = json.loads(written.getvalue())
    expected = json.loads(generic)
    assert list(fast) == list(expected)
    assert {**fast, "time": None} == {**expected, "time": None}
