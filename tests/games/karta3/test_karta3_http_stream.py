"""GET /tables/{code}/stream through real uvicorn servers and a real worker: the view on
connect, then per change the events since the last view and the new view, redacted per caller;
resuming by Last-Event-ID or `since`; a second API process; presence; SIGTERM; the cap; a
Redis outage."""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from conftest import worker_env
from eventually import eventually
from redis_private import private_redis
from servers import running_api, start_api, stop
from sse import Message, StreamReader
from support import (
    act,
    add_bot,
    auth,
    complete_action,
    create_table,
    join,
    legal,
    play_out,
    stable,
    start,
    view,
)

from service.core.settings import Settings

# KARTA3's events whose card or direction only their own seat sees
PRIVATE = {
    "karta3.card_drawn": "card",
    "karta3.card_chosen": "card",
    "karta3.direction_chosen": "direction",
}


def api_env(settings: Settings, **extra: str) -> dict[str, str]:
    env = worker_env(settings)
    env.update(TAPETE_RATE_LIMIT_PER_IP="0", TAPETE_RATE_LIMIT_PER_TOKEN="0", **extra)
    return env


@pytest.fixture(scope="module")
def api(settings: Settings, worker: subprocess.Popen[bytes]) -> Iterator[str]:
    with running_api(api_env(settings, TAPETE_PRESENCE_SECONDS="1.5")) as base:
        yield base


@pytest.fixture()
def client(api: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=api, timeout=15) as http:
        yield http


def seat_of(client: httpx.Client, code: str, token: str) -> int:
    seat: int = view(client, code, token)["you"]["seat"]
    return seat


def move_once(client: httpx.Client, code: str, tokens: dict[int, str]) -> int:
    """One scripted seat due now plays; answers the new version."""

    def due_token() -> str | None:
        table = view(client, code, next(iter(tokens.values())))
        return next((tokens[seat] for seat in table["to_act"] if seat in tokens), None)

    token = eventually(due_token, timeout=15, what="a scripted seat to be due")
    response = act(client, code, token, complete_action(legal(client, code, token)))
    assert response.status_code == 200, response.text
    version: int = response.json()["version"]
    return version


def check_redacted(messages: list[Message], seat: int | None) -> None:
    """No other seat's private card or direction in any events message."""
    for message in messages:
        if message.event != "events":
            continue
        for record in message.data["events"]:
            hidden = PRIVATE.get(record["type"])
            if hidden is not None and record["data"]["seat"] != seat:
                assert hidden not in record["data"], (seat, record)


def drain(reader: StreamReader, until_version: int, timeout: float = 30) -> list[Message]:
    messages = []
    deadline = time.monotonic() + timeout
    while True:
        message = reader.next(max(deadline - time.monotonic(), 0.1))
        messages.append(message)
        if message.event == "view" and message.data["version"] >= until_version:
            return messages


def test_a_stream_sends_the_view_then_events_and_views_for_moves_by_seats_and_bots_redacted(
    client: httpx.Client, api: str
) -> None:
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    add_bot(client, code, host, "easy")
    readers = {name: StreamReader(api, code, token) for name, token in
               [("guest", guest), ("host", host), ("spectator", None)]}  # fmt: skip
    try:
        firsts = {}
        for name, reader in readers.items():
            first = firsts[name] = reader.next()
            assert first.event == "view" and first.id == str(first.data["version"])
        start(client, code, host)
        tokens = {seat_of(client, code, guest): guest, seat_of(client, code, host): host}
        final = play_out(client, code, tokens, timeout=90)
        assert final["status"] == "finished"
        for name, reader in readers.items():
            token = {"guest": guest, "host": host}.get(name)
            messages = [firsts[name], *drain(reader, final["version"])]
            views = [m for m in messages if m.event == "view"]
            # Ids are versions, growing; each change's events cover exactly the versions after
            # the previous view, and equal what GET /events answers this caller.
            ids = [int(m.id or 0) for m in views[1:]]
            assert ids == sorted(set(ids)) and ids[-1] == final["version"]
            pages = [m.data for m in messages if m.event == "events"]
            for page, before, after in zip(pages, views[:-1], views[1:], strict=True):
                assert page["since"] == before.data["version"]
                assert page["version"] == after.data["version"]
            streamed = [record for page in pages for record in page["events"]]
            since = pages[0]["since"]
            answered = client.get(
                f"/tables/{code}/events",
                params={"since": since, "limit": 1000},
                headers=auth(token) if token else {},
            ).json()["events"]
            assert streamed == answered
            bot_versions = {
                record["version"]
                for record in streamed
                if "seat" in record["data"] and record["data"]["seat"] not in tokens
            }
            assert bot_versions, "the bot's moves reached the stream"
            seat = None if token is None else seat_of(client, code, token)
            check_redacted(messages, seat)
            drawn = [r for m in messages if m.event == "events" for r in m.data["events"]
                     if r["type"] == "karta3.card_drawn" and r["data"]["seat"] == seat]  # fmt: skip
            assert all("card" in record["data"] for record in drawn)
            assert all(m.data["you"]["seat"] == seat for m in views[1:])
            assert stable(views[-1].data) == stable(view(client, code, token))
    finally:
        for reader in readers.values():
            reader.close()


def test_resume_with_last_event_id_or_since_sends_what_was_missed_at_once(
    client: httpx.Client, api: str
) -> None:
    code, host = create_table(client, turn_seconds=60)
    guest = join(client, code, "Guest")
    start(client, code, host)
    tokens = {seat_of(client, code, guest): guest, seat_of(client, code, host): host}
    reader = StreamReader(api, code, guest)
    seen = int(reader.next().id or 0)
    reader.close()
    move_once(client, code, tokens)
    latest = move_once(client, code, tokens)
    resumed = StreamReader(api, code, guest, headers={"Last-Event-ID": str(seen)},
                           params={"since": 0})  # fmt: skip
    try:
        events, latest_view = resumed.next_change()
        assert events.data["since"] == seen and events.data["version"] == latest
        answered = client.get(
            f"/tables/{code}/events", params={"since": seen}, headers=auth(guest)
        ).json()["events"]
        assert events.data["events"] == answered and answered
        assert latest_view.id == str(latest)
        assert stable(latest_view.data) == stable(view(client, code, guest))
    finally:
        resumed.close()
    current = StreamReader(api, code, guest, params={"since": latest})
    try:
        # Nothing changed, so nothing is sent: once the stream is open, the first messages
        # are the next move's events and view (a view on connect would come before them).
        assert current.opened.wait(5) and current.status == 200
        moved = move_once(client, code, tokens)
        events, moved_view = current.next_change()
        assert (events.data["since"], events.data["version"]) == (latest, moved)
        assert moved_view.id == str(moved)
    finally:
        current.close()


def test_a_resume_point_given_as_null_or_empty_is_a_400(client: httpx.Client) -> None:
    """`since` and `chat_since` are whole numbers: `null` or nothing is a 400 problem (Litestar
    alone reads them as absent), and absent still opens the stream."""
    code, _ = create_table(client)
    for query in ("since=null", "since=", "chat_since=null", "since=1&chat_since="):
        answer = client.get(f"/tables/{code}/stream?{query}")
        assert answer.status_code == 400, (query, answer.text)
        assert answer.headers["content-type"].startswith("application/problem+json")
        assert answer.json()["code"] == "bad_request"


def test_an_open_stream_keeps_its_seat_connected(client: httpx.Client, api: str) -> None:
    """Presence counts as for polls (1.5 s here): the guest never polls, only streams."""
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    reader = StreamReader(api, code, guest)
    try:
        reader.next()
        time.sleep(3.5)
        seats = view(client, code, host)["seats"]
        assert [seat["connected"] for seat in seats] == [True, True]
    finally:
        reader.close()
    time.sleep(2.5)
    assert view(client, code, host)["seats"][0]["connected"] is False


def test_a_move_on_one_api_process_reaches_a_stream_on_another(
    settings: Settings, api: str
) -> None:
    with running_api(api_env(settings)) as other, httpx.Client(base_url=api) as first:
        code, host = create_table(first, turn_seconds=60)
        guest = join(first, code, "Guest")
        start(first, code, host)
        tokens = {seat_of(first, code, guest): guest, seat_of(first, code, host): host}
        reader = StreamReader(other, code, guest)
        try:
            reader.next()
            moved = move_once(first, code, tokens)
            events, moved_view = reader.next_change()
            assert events.data["version"] == moved and moved_view.id == str(moved)
        finally:
            reader.close()


def test_sigterm_ends_open_streams_cleanly(settings: Settings) -> None:
    process, base = start_api(api_env(settings, TAPETE_TIME_SCALE="1"))
    try:
        with httpx.Client(base_url=base) as client:
            code, host = create_table(client)
        readers = [StreamReader(base, code, token) for token in (host, None, None)]
        for reader in readers:
            reader.next()
        process.send_signal(signal.SIGTERM)
        for reader in readers:
            assert reader.ended.wait(5), "the stream ended at once"
            assert reader.messages.get(timeout=1) is None
        assert process.wait(timeout=10) in (0, -signal.SIGTERM)
    finally:
        stop(process)


def test_past_the_cap_a_stream_answers_503_too_many_streams(settings: Settings) -> None:
    with running_api(api_env(settings, TAPETE_MAX_STREAMS="2")) as base:
        with httpx.Client(base_url=base) as client:
            code, _ = create_table(client)
        open_ones = [StreamReader(base, code) for _ in range(2)]
        try:
            for reader in open_ones:
                reader.next()
            refused = StreamReader(base, code)
            assert refused.ended.wait(5)
            assert refused.status == 503
            assert refused.response_headers is not None
            assert refused.response_headers["content-type"].startswith("application/problem+json")
            assert int(refused.response_headers["retry-after"]) > 0
            problem: dict[str, Any] = httpx.Response(503, content=refused.body).json()
            assert problem["code"] == "too_many_streams"
            metrics = httpx.get(f"{base}/metrics").text
            assert "\ntapete_open_streams 2.0\n" in metrics
            open_ones.pop().close()

            def reopened() -> bool:
                again = StreamReader(base, code)
                again.opened.wait(5)
                if again.status != 200:
                    return False
                assert again.next().event == "view"
                again.close()
                return True

            # The server notices the closed stream and frees its slot.
            eventually(reopened, timeout=5, interval=0.2, what="the closed stream's slot")
        finally:
            for reader in open_ones:
                reader.close()


def test_a_redis_outage_ends_the_stream_with_a_problem_and_no_traceback(
    tmp_path: Path,
) -> None:
    with private_redis(tmp_path / "redis") as redis:
        settings = redis.settings()
        env = api_env(settings)
        env["REDIS_URL"] = redis.url
        log = (tmp_path / "api.log").open("w+b")
        process, base = start_api(env, stderr=log)
        try:
            with httpx.Client(base_url=base) as client:
                code, host = create_table(client)
            reader = StreamReader(base, code, host)
            reader.next()
            redis.stop(signal.SIGKILL)
            problem = reader.next(timeout=10)
            assert problem.event == "problem"
            assert problem.data["code"] == "storage_unavailable"
            assert reader.ended.wait(5)
            refused = httpx.get(f"{base}/tables/{code}/stream", timeout=10)
            assert refused.status_code == 503
            assert refused.json()["code"] == "storage_unavailable"
        finally:
            stop(process)
            log.close()
        written = (tmp_path / "api.log").read_text()
        assert "Traceback" not in written and '"status": 500' not in written, written
        assert "Redis unavailable" in written
