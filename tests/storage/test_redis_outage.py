"""Redis unreachable: requests answer 503 problem+json `storage_unavailable` with Retry-After,
parked long-polls too, the log says so once per interval without tracebacks, and the service
answers again once Redis is back (issue 12, item 7)."""

from __future__ import annotations

import logging
import signal
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from eventually import eventually
from litestar.testing import TestClient
from redis_private import PrivateRedis, private_redis
from support import (
    act,
    assert_storage_unavailable,
    auth,
    complete_action,
    create_table,
    join,
    legal,
    start,
    view,
    waiting_on,
)

from service.app import create_app
from service.storage import outage
from tests.gamepicks import reference


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[PrivateRedis]:
    with private_redis(tmp_path / "redis") as redis_server:
        yield redis_server


@pytest.fixture()
def fresh_outage_log(monkeypatch: pytest.MonkeyPatch) -> None:
    """Earlier tests' outages must not count against this test's interval."""
    monkeypatch.setattr(outage, "OUTAGES", outage.OutageLog())


def test_requests_answer_503_with_retry_after_while_redis_is_down(
    server: PrivateRedis, fresh_outage_log: None, caplog: pytest.LogCaptureFixture
) -> None:
    with TestClient(app=create_app(server.settings(rate_limit_per_ip=100, time_scale=1))) as client:
        code, host = create_table(client)
        guest = join(client, code, "Guest")
        start(client, code, host)
        table = view(client, code, host)
        token = host if table["you"]["seat"] == table["to_act"][0] else guest
        move = complete_action(legal(client, code, token))

        server.stop(signal.SIGKILL)
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            for _ in range(3):
                assert_storage_unavailable(client.get(f"/tables/{code}", headers=auth(host)))
            assert_storage_unavailable(act(client, code, token, move))
            assert_storage_unavailable(client.post(f"/tables/{code}/join", json={"name": "X"}))
            response = client.post("/tables", json={"game": reference().id, "host_name": "H"})
            assert_storage_unavailable(response)
        outage_lines = [r for r in caplog.records if "Redis unavailable" in r.getMessage()]
        assert len(outage_lines) <= 2  # the requests' line and perhaps the pub/sub's
        assert not [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]

        server.start()
        # Nothing was applied (turns last 30 s here: no timeout moved the table either).
        assert view(client, code, host)["version"] == table["version"]
        assert act(client, code, token, move).status_code == 200


def test_a_parked_long_poll_answers_503_when_redis_goes_away(
    server: PrivateRedis, fresh_outage_log: None
) -> None:
    with TestClient(app=create_app(server.settings())) as client:
        code, host = create_table(client)
        version = view(client, code, host)["version"]
        with ThreadPoolExecutor(1) as pool:
            parked = pool.submit(
                client.get,
                f"/tables/{code}",
                params={"since": version, "wait": 5},
                headers=auth(host),
            )
            eventually(lambda: waiting_on(client, code), timeout=5, what="the poll to park")
            assert not parked.done()
            server.stop(signal.SIGKILL)
            response = parked.result(timeout=10)
        assert_storage_unavailable(response)
