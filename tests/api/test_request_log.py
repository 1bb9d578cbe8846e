"""Request ids travel back in the answer and into one JSON log line per request; tokens never."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
from support import create_table, join, start, view

from service.api.requests_log import JsonFormatter


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
