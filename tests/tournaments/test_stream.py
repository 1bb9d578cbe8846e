"""GET /tournaments/{id}/stream over a real API server (uvicorn) with a real worker: a small
Swiss of a two-seat game played by scripted players is followed from its registrations to
its end, a reader resuming with Last-Event-ID (or `since`) gets only what came after,
another app's tournament is 404, and a reader further behind than the events kept is told
to read afresh (`reset`); an idle stream sends keep-alive comments."""

from __future__ import annotations

import asyncio
import json
import weakref
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from servers import LIVE_ADMIN_TOKEN
from sse import Message, StreamReader

from service.core.settings import Settings
from service.storage.notify import Notifier
from service.storage.redis_client import game_state_client
from service.tournaments import stream as stream_module
from service.tournaments.events import after
from service.tournaments.state import EVENTS_KEPT, TournamentEvent
from service.tournaments.stream import SharedReads, TournamentStream
from tests.tournaments.scripted import Scripted, create, new_players, register_all
from tests.tournaments.tournament_helpers import two_seat_game

SWISS = {"format": "swiss", "game": two_seat_game().id, "seats": 2, "rounds": 2}


@pytest.fixture()
def http(live_api: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_api, timeout=30) as client:
        yield client


def stream_of(base: str, tournament: str, **options: Any) -> StreamReader:
    return StreamReader(base, "", path=f"/tournaments/{tournament}/stream", **options)


def read_until(reader: StreamReader, last: str, timeout: float = 120) -> list[Message]:
    """Messages up to the first of type `last` (included)."""
    messages: list[Message] = []
    while not messages or messages[-1].event != last:
        messages.append(reader.next(timeout))
    return messages


def test_a_stream_follows_a_swiss_from_its_registrations_to_its_end(
    live_api: str, http: httpx.Client
) -> None:
    players = new_players(http, 4)
    created = create(http, SWISS, {}, start_s=3)
    tournament = created["id"]
    reader = stream_of(live_api, tournament)
    try:
        assert reader.opened.wait(10) and reader.status == 200, reader.body
        assert reader.response_headers is not None
        assert reader.response_headers["content-type"].startswith("text/event-stream")
        register_all(http, tournament, players)
        final = Scripted(http, tournament, players).run(timeout=120)
        messages = read_until(reader, "finished")
    finally:
        reader.close()
    assert final["status"] == "finished"
    # Every event in order, its id its seq, its data {seq, type, at, data}.
    assert [m.data["seq"] for m in messages] == list(range(1, len(messages) + 1))
    for message in messages:
        assert message.id == str(message.data["seq"])
        assert message.event == message.data["type"]
        assert set(message.data) == {"seq", "type", "at", "data"}
    kinds = [m.event for m in messages]
    assert kinds[:4] == ["registered"] * 4
    assert {m.data["data"]["player"] for m in messages[:4]} == set(players)
    assert kinds[4] == "started"
    rounds = [m.data["data"] for m in messages if m.event == "round_started"]
    assert [r["round"] for r in rounds] == [1, 2]
    for number, shown in [(1, rounds[0]), (2, rounds[1])]:
        tables = [
            {"code": t["code"], "seats": t["seats"]}
            for t in final["tables"]
            if t["round"] == number
        ]
        assert shown["tables"] == tables  # each player's table code
        assert shown["byes"] == []
    finished_tables = [m.data["data"] for m in messages if m.event == "table_finished"]
    assert sorted(t["code"] for t in finished_tables) == sorted(t["code"] for t in final["tables"])
    for shown in finished_tables:
        table = next(t for t in final["tables"] if t["code"] == shown["code"])
        assert shown["seats"] == table["seats"]
        assert shown["placements"] == table["result"]["placements"]
    # Each finished table is followed by the standings after it; the last ones are final.
    for index, kind in enumerate(kinds):
        if kind == "table_finished":
            assert kinds[index + 1] == "standings"
    last_standings = [m.data["data"]["top"] for m in messages if m.event == "standings"][-1]
    assert [row["player"] for row in last_standings] == [
        row["player"] for row in final["standings"]
    ]
    assert messages[-1].data["data"] == {"reason": "rounds_played", "winner": final["winner"]}

    # Resuming: only the events after the one named, by Last-Event-ID or by `since`.
    middle = next(m for m in messages if m.event == "round_started")
    later = [m.data for m in messages if m.data["seq"] > middle.data["seq"]]
    for options in (
        {"headers": {"Last-Event-ID": str(middle.data["seq"])}},
        {"params": {"since": middle.data["seq"]}},
        # Last-Event-ID wins over `since` (EventSource repeats its URL when it reconnects)
        {"params": {"since": 1}, "headers": {"Last-Event-ID": str(middle.data["seq"])}},
    ):
        resumed = stream_of(live_api, tournament, **options)
        try:
            assert [m.data for m in read_until(resumed, "finished", timeout=15)] == later
        finally:
            resumed.close()


def test_another_apps_tournament_and_an_unknown_one_are_404(
    live_api: str, http: httpx.Client
) -> None:
    created = create(http, SWISS, {}, start_s=600)
    operator = {"Authorization": f"Bearer {LIVE_ADMIN_TOKEN}"}
    app = http.post("/admin/apps", json={"name": "Other studio"}, headers=operator)
    assert app.status_code == 201, app.text
    key = http.post(
        f"/admin/apps/{app.json()['id']}/keys", json={"scopes": ["tables"]}, headers=operator
    )
    assert key.status_code == 201, key.text
    other = {"X-Api-Key": key.json()["secret"]}
    for path, headers in [
        (f"/tournaments/{created['id']}/stream", other),
        ("/tournaments/tn_0000000000000000/stream", {}),
    ]:
        answer = http.get(path, headers=headers)
        assert answer.status_code == 404, answer.text
        assert answer.json()["code"] == "tournament_not_found"
    bad = http.get(
        f"/tournaments/{created['id']}/stream", headers={"Last-Event-ID": "x"}, timeout=5
    )
    assert bad.status_code == 400, bad.text
    # The tournament's own app (the default one here) is streamed: the first events at once.
    reader = stream_of(live_api, created["id"], params={"since": 0})
    try:
        assert reader.opened.wait(10) and reader.status == 200, reader.body
        assert http.post(f"/tournaments/{created['id']}/cancel").status_code == 200
        cancelled = reader.next(15)
        assert cancelled.event == "cancelled" and cancelled.data["seq"] == 1, cancelled
    finally:
        reader.close()


def kept_events(last: int) -> list[TournamentEvent]:
    first = max(1, last - EVENTS_KEPT + 1)
    return [TournamentEvent(seq=s, type="registered", at_ms=s) for s in range(first, last + 1)]


def frames(raw: bytes) -> list[tuple[str, int, dict[str, Any]]]:
    """(event, id, data) of each SSE frame."""
    found = []
    for block in raw.decode().split("\n\n")[:-1]:
        fields = dict(line.split(": ", 1) for line in block.split("\n"))
        found.append((fields["event"], int(fields["id"]), json.loads(fields["data"])))
    return found


def test_a_reader_further_behind_than_the_events_kept_is_told_to_reset() -> None:
    kept = kept_events(250)
    oldest = kept[0].seq
    caught = after(kept, 250, oldest - 2, now_ms=0)
    ((event, ident, data),) = frames(caught.frames)
    assert (event, ident, caught.last) == ("reset", 250, 250)
    assert data["data"] == {"since": oldest - 2, "oldest_kept": oldest}
    # One event short of the window is still sent whole, as is a new reader of a short story.
    caught = after(kept, 250, oldest - 1, now_ms=0)
    assert [ident for _, ident, _ in frames(caught.frames)] == list(range(oldest, 251))
    assert [i for _, i, _ in frames(after(kept_events(3), 3, 0, now_ms=0).frames)] == [1, 2, 3]
    # Up to date: nothing; a seq from the future (another tournament's): from the start.
    assert after(kept, 250, 250, now_ms=0).frames == b""
    assert frames(after(kept_events(2), 2, 99, now_ms=0).frames)[0][1] == 1


async def first_messages(settings: Settings, tournament_id: str, count: int) -> list[bytes]:
    client = game_state_client(settings)
    notifier = Notifier(client)
    await notifier.start()
    try:
        registry: weakref.WeakSet[Any] = weakref.WeakSet()
        opened = TournamentStream(SharedReads(client), notifier, tournament_id, None)
        registry.add(opened)
        received: list[bytes] = []
        messages = opened.messages(registry)
        async for message in messages:
            received.append(message)
            if len(received) == count:
                break
        await messages.aclose()  # type: ignore[attr-defined]
        assert len(registry) == 0, "an ended stream frees its slot"
        return received
    finally:
        await notifier.stop()
        await client.aclose()


def test_an_idle_tournament_stream_sends_a_keep_alive_comment(
    client: Any, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    created = create(client, SWISS, {}, start_s=600)
    register_all(client, created["id"], new_players(client, 1))
    monkeypatch.setattr(stream_module, "HEARTBEAT_SECONDS", 0.2)
    retry, registered, *beats = asyncio.run(
        asyncio.wait_for(first_messages(settings, created["id"], 4), timeout=10)
    )
    assert retry.startswith(b"retry: ")
    assert registered.startswith(b"event: registered\nid: 1\ndata: {")
    assert beats == [b": keep-alive\n\n", b": keep-alive\n\n"]
