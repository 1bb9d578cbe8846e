"""GET /players/me/stream through a real API server (uvicorn, the real Redis): an invitation
reaches the invited player's open stream as a `notification` and an `inbox`; a stream resumed
with Last-Event-ID (or `since`) gets only the notifications after it; a notification marked
read reaches every open stream of the player; no credential is a 401; a rotated token or a
deleted player ends the stream with a problem at once (a JWT past its `exp` no longer proves
its player either); past the process's cap of open streams (table streams counted) a new one
is 503 like a table's; the shared tick keeps it alive, beside a tournament stream it does not
serve."""

from __future__ import annotations

import asyncio
import json
import time
import weakref
from collections.abc import Iterator
from typing import Any

import httpx
import jwt
import msgspec
import pytest
from conftest import worker_env
from servers import ROOT, running_api
from sse import Message, StreamReader
from support import REFERENCE, auth, create_table, table_options

from service.core.settings import Settings
from service.http import event_stream, feed_stream
from service.http.event_stream import StreamTick
from service.http.feed_stream import FeedStream
from service.players.identity import PlayerStore
from service.players.inbox import InboxService
from service.players.inbox_stream import InboxFeed, InboxState
from service.storage.notify import Notifier
from service.storage.redis_client import game_state_client
from service.tables.service import TableService
from service.tables.table_store import TableStore
from service.tournaments.stream import SharedReads, TournamentStream

OPERATOR = "stream-operator-" + "t" * 32
JWT_SECRET = "stream-jwt-secret-" + "s" * 32


def api_env(settings: Settings, **extra: str) -> dict[str, str]:
    env = worker_env(settings)
    env.update(
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
        TAPETE_ADMIN_TOKEN=OPERATOR,
        **extra,
    )
    return env


@pytest.fixture(scope="module")
def api(settings: Settings) -> Iterator[str]:
    with running_api(api_env(settings)) as base:
        yield base


@pytest.fixture()
def http(api: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=api, timeout=15) as client:
        yield client


def player(http: httpx.Client, name: str) -> dict[str, Any]:
    created = http.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def invite(http: httpx.Client, host: dict[str, Any], whom: dict[str, Any]) -> str:
    """A new lobby of `host`'s, and `whom` invited to it."""
    body = {"game": REFERENCE.id, "host_name": host["name"], "options": table_options()}
    created = http.post("/tables", json=body, headers=auth(host["token"]))
    assert created.status_code == 201, created.text
    code: str = created.json()["code"]
    sent = http.post(
        f"/tables/{code}/invitations", json={"player": whom["id"]}, headers=auth(host["token"])
    )
    assert sent.status_code == 201, sent.text
    return code


def stream(base: str, who: dict[str, Any], **options: Any) -> StreamReader:
    return StreamReader(base, "", who["token"], path="/players/me/stream", **options)


def listed(http: httpx.Client, who: dict[str, Any]) -> dict[str, Any]:
    answer = http.get("/players/me/notifications", headers=auth(who["token"]))
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def until_inbox(reader: StreamReader) -> list[Message]:
    """The messages up to the next `inbox` (included)."""
    messages = [reader.next()]
    while messages[-1].event != "inbox":
        messages.append(reader.next())
    return messages


def test_an_invitation_arrives_on_the_invited_players_stream(api: str, http: httpx.Client) -> None:
    ana, bruno = player(http, "Ana"), player(http, "Bruno")
    reader = stream(api, bruno)
    try:
        assert reader.opened.wait(10) and reader.status == 200, reader.body
        assert reader.response_headers is not None
        assert reader.response_headers["content-type"].startswith("text/event-stream")
        [empty] = until_inbox(reader)
        assert (empty.id, empty.data) == (None, {"version": 0, "unread": 0, "unread_ids": []})
        code = invite(http, ana, bruno)
        note, state = until_inbox(reader)
    finally:
        reader.close()
    assert note.event == "notification" and note.id == "1"
    # exactly what GET /players/me/notifications lists
    assert note.data == listed(http, bruno)["notifications"][0]
    assert (note.data["kind"], note.data["table"], note.data["by_name"]) == ("invited", code, "Ana")
    assert state.data == {"version": 1, "unread": 1, "unread_ids": [1]}


def test_a_resumed_stream_sends_only_the_notifications_after_its_last_event_id(
    api: str, http: httpx.Client
) -> None:
    ana, bruno = player(http, "Ana"), player(http, "Bruno")
    for _ in range(3):
        invite(http, ana, bruno)
    listing = list(reversed(listed(http, bruno)["notifications"]))  # oldest first
    for options, expected in [
        ({}, listing),  # a new reader: every notification kept
        ({"headers": {"Last-Event-ID": "1"}}, listing[1:]),
        ({"params": {"since": 2}}, listing[2:]),
        ({"params": {"since": 3}}, []),  # up to date: only the inbox's state
        # Last-Event-ID wins over `since` (EventSource repeats its URL when it reconnects)
        ({"params": {"since": 1}, "headers": {"Last-Event-ID": "2"}}, listing[2:]),
        ({"headers": {"Last-Event-ID": "99"}}, listing),  # an id this inbox never reached
    ]:
        reader = stream(api, bruno, **options)
        try:
            *notes, state = until_inbox(reader)
        finally:
            reader.close()
        assert [m.event for m in notes] == ["notification"] * len(expected), options
        assert [m.data for m in notes] == expected, options
        assert [m.id for m in notes] == [str(n["id"]) for n in expected], options
        assert state.data == {"version": 3, "unread": 3, "unread_ids": [3, 2, 1]}
    bad = http.get(
        "/players/me/stream", headers={**auth(bruno["token"]), "Last-Event-ID": "x"}, timeout=5
    )
    assert bad.status_code == 400, bad.text


def test_a_notification_marked_read_reaches_every_open_stream_of_the_player(
    api: str, http: httpx.Client
) -> None:
    ana, bruno = player(http, "Ana"), player(http, "Bruno")
    invite(http, ana, bruno)
    invite(http, ana, bruno)
    phone, tablet = stream(api, bruno), stream(api, bruno)
    try:
        for reader in (phone, tablet):
            *_, state = until_inbox(reader)
            assert state.data["unread_ids"] == [2, 1]
        read = http.post("/players/me/notifications/1/read", headers=auth(bruno["token"]))
        assert read.status_code == 200, read.text
        for reader in (phone, tablet):
            [state] = until_inbox(reader)  # no notification again: only the new state
            assert state.data == {"version": 3, "unread": 1, "unread_ids": [2]}
    finally:
        phone.close()
        tablet.close()


def test_without_a_valid_player_credential_the_stream_is_401(api: str, http: httpx.Client) -> None:
    for headers, challenge in [
        ({}, "Bearer"),
        (auth("tp_not-a-token"), 'Bearer error="invalid_token"'),
    ]:
        answer = http.get("/players/me/stream", headers=headers, timeout=5)
        assert answer.status_code == 401, answer.text
        assert answer.json()["code"] == "unauthorized"
        assert answer.headers["www-authenticate"] == challenge


def test_a_rotated_token_or_a_deleted_player_ends_the_stream_with_a_problem(
    api: str, http: httpx.Client
) -> None:
    ana = player(http, "Ana")
    bruno = player(http, "Bruno")
    old = stream(api, ana)
    gone = stream(api, bruno)
    try:
        until_inbox(old)
        until_inbox(gone)
        rotated = http.post("/players/me/token", headers=auth(ana["token"]))
        assert rotated.status_code == 200, rotated.text
        deleted = http.delete(f"/admin/players/{bruno['id']}", headers=auth(OPERATOR))
        assert deleted.status_code == 200, deleted.text
        for reader in (old, gone):
            problem = reader.next(timeout=10)  # woken at once, not at the minute's check
            assert problem.event == "problem", problem
            assert (problem.data["code"], problem.data["status"]) == ("unauthorized", 401)
            assert reader.ended.wait(5), "the stream ended"
        # The new token streams.
        fresh = stream(api, {**ana, "token": rotated.json()["token"]})
        try:
            assert until_inbox(fresh)[-1].event == "inbox"
        finally:
            fresh.close()
    finally:
        old.close()
        gone.close()


def test_past_the_cap_the_notification_stream_answers_503_like_a_tables(
    settings: Settings,
) -> None:
    with running_api(api_env(settings, TAPETE_MAX_STREAMS="2")) as base:
        with httpx.Client(base_url=base, timeout=15) as http:
            code, _ = create_table(http)
            bruno = player(http, "Bruno")
        table = StreamReader(base, code)  # the cap counts every kind of stream
        mine = stream(base, bruno)
        try:
            assert table.next().event == "view"
            until_inbox(mine)
            refused = stream(base, bruno)
            assert refused.ended.wait(5)
            assert refused.status == 503
            assert refused.response_headers is not None
            assert refused.response_headers["content-type"].startswith("application/problem+json")
            assert int(refused.response_headers["retry-after"]) > 0
            assert httpx.Response(503, content=refused.body).json()["code"] == "too_many_streams"
        finally:
            table.close()
            mine.close()


async def first_messages(settings: Settings, count: int) -> list[bytes]:
    """The first `count` messages of a notification stream served by a StreamTick whose
    registry holds a tournament stream too (which the tick does not serve)."""
    client = game_state_client(settings)
    notifier = Notifier(client)
    await notifier.start()
    try:
        players = PlayerStore(client, settings)
        ana, token = await players.create("Ana")
        registry: weakref.WeakSet[Any] = weakref.WeakSet()
        other = TournamentStream(SharedReads(client), notifier, "tn_0000000000000000", None)
        registry.add(other)
        feed = InboxFeed(InboxService(client, notifier), players, ana, token, None)
        opened = FeedStream(feed, notifier, ticked=True)
        registry.add(opened)
        tick = StreamTick(registry, TableService.build(TableStore(client), settings))
        tick.start()
        received: list[bytes] = []
        messages = opened.messages(registry)
        async for message in messages:
            received.append(message)
            if len(received) == count:
                break
        await messages.aclose()  # type: ignore[attr-defined]
        assert tick.task is not None and not tick.task.done(), "the tick still runs"
        await tick.stop()
        assert opened not in registry, "an ended stream frees its slot"
        return received
    finally:
        await notifier.stop()
        await client.aclose()


def test_the_shared_tick_keeps_an_idle_notification_stream_alive(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    for module in (event_stream, feed_stream):
        monkeypatch.setattr(module, "HEARTBEAT_SECONDS", 0.2)
    monkeypatch.setattr(event_stream, "TICK_SECONDS", 0.05)
    retry, state, *beats = asyncio.run(asyncio.wait_for(first_messages(settings, 4), timeout=10))
    assert retry.startswith(b"retry: ")
    assert state.startswith(b'event: inbox\ndata: {"version":0,')
    assert beats == [b": keep-alive\n\n", b": keep-alive\n\n"]


async def proofs(settings: Settings) -> list[bool]:
    """What `proves` says of a JWT before and after its `exp`, and of a player token before
    and after its rotation."""
    client = game_state_client(settings)
    try:
        players = PlayerStore(client, msgspec.structs.replace(settings, jwt_secret=JWT_SECRET))
        now = int(time.time())
        claims = {"sub": f"stream-{now}", "aud": settings.jwt_audience, "name": "Jo"}
        live = jwt.encode({**claims, "exp": now + 60}, JWT_SECRET, algorithm="HS256")
        jo = await players.resolve(live)
        expired = jwt.encode({**claims, "exp": now - 1}, JWT_SECRET, algorithm="HS256")
        ana, token = await players.create("Ana")
        before = await players.proves(token, ana)
        await players.rotate(ana)
        return [
            await players.proves(live, jo),
            await players.proves(expired, jo),
            before,
            await players.proves(token, ana),
        ]
    finally:
        await client.aclose()


def test_a_credential_proves_its_player_until_rotated_or_past_its_exp(settings: Settings) -> None:
    assert asyncio.run(proofs(settings)) == [True, False, True, False]


def test_the_documented_inbox_state_is_the_one_the_stream_sends() -> None:
    """The document's InboxState is written by hand (the edge knows no players): the same
    fields, all required, as the Struct the feed encodes."""
    document = json.loads((ROOT / "openapi" / "openapi.json").read_text())
    documented = document["components"]["schemas"]["InboxState"]
    sent = msgspec.json.schema(InboxState)["$defs"]["InboxState"]
    assert set(documented["properties"]) == set(sent["properties"])
    assert sorted(documented["required"]) == sorted(sent["required"])
    operation = document["paths"]["/players/me/stream"]["get"]
    events = operation["responses"]["200"]["content"]["text/event-stream"]["schema"]["oneOf"]
    assert [e["properties"]["event"]["const"] for e in events] == [
        "notification",
        "inbox",
        "problem",
    ]
