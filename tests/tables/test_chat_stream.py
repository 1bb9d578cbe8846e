"""A table's chat on its event stream (docs/api.md, "Table chat" and "Event stream"), through a
real uvicorn server and the real Redis: each message a reader may read arrives as its own
`chat` message, by the same rule as GET /tables/{code}/chat (spectators' messages during a
rated game in play, mutes, blocks), filtered on write, and a stream opened again with
`chat_since` resumes after the last message it received. A move on a streamed table reads no
chat (Redis's MONITOR sees every command)."""

from __future__ import annotations

import json
import threading
import time
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import jsonschema
import pytest
import redis
from sse import Message, StreamReader
from support import REFERENCE, act, auth, complete_action, legal, table_options, view

from service.tables.chat import chat_key
from tests.gamepicks import quick_options, rated_by_rules

DOCUMENT = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


@pytest.fixture()
def client(live_api: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=live_api, timeout=15) as http:
        yield http


@pytest.fixture()
def streams(live_api: str) -> Iterator[Any]:
    """Opens streams on the live server; closes them all after the test."""
    opened: list[StreamReader] = []

    def open_stream(code: str, token: str | None = None, **params: Any) -> StreamReader:
        reader = StreamReader(live_api, code, token, params=params)
        first = reader.next()  # the view on connect: the stream is open
        assert first.event == "view", first
        opened.append(reader)
        return reader

    yield open_stream
    for reader in opened:
        reader.close()


def player(client: httpx.Client, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def lobby(
    client: httpx.Client,
    host: dict[str, Any] | None = None,
    guest: dict[str, Any] | None = None,
    free_chat: bool = False,
) -> dict[str, Any]:
    """A lobby of the reference game hosted (and played) by Ana, with Bruno seated: the code,
    their seat tokens and member ids; each comes with its player identity if given one."""
    body = {
        "game": REFERENCE.id,
        "host_name": "Ana",
        "options": table_options(),
        "free_chat": free_chat,
    }
    created = client.post("/tables", json=body, headers=auth(host["token"]) if host else {})
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    joined = client.post(
        f"/tables/{code}/join",
        json={"name": "Bruno"},
        headers=auth(guest["token"]) if guest else {},
    )
    assert joined.status_code == 201, joined.text
    return {
        "code": code,
        "ana": created.json()["token"],
        "bruno": joined.json()["token"],
        "bruno_member": joined.json()["member"],
    }


def say(client: httpx.Client, code: str, credential: str, **message: Any) -> dict[str, Any]:
    said = client.post(f"/tables/{code}/chat", json=message, headers=auth(credential))
    assert said.status_code == 201, said.text
    body: dict[str, Any] = said.json()
    return body


def next_chat(reader: StreamReader, timeout: float = 15) -> Message:
    """The stream's next `chat` message (views and events of the table skipped)."""
    while True:
        message = reader.next(timeout)
        if message.event == "chat":
            return message


def test_a_seats_quick_phrase_arrives_on_the_other_seats_stream(
    client: httpx.Client, streams: Any
) -> None:
    t = lobby(client)
    bruno = streams(t["code"], t["bruno"])
    said = say(client, t["code"], t["ana"], kind="quick", phrase="good_luck")
    arrived = next_chat(bruno)
    assert arrived.id is None  # the stream's id stays the table's version
    assert arrived.data == said  # the message as the chat's read answers it
    chat = client.get(f"/tables/{t['code']}/chat", headers=auth(t["bruno"])).json()
    assert chat["messages"] == [arrived.data]


def test_a_chat_message_on_the_stream_is_as_the_document_types_it(
    client: httpx.Client, streams: Any
) -> None:
    t = lobby(client)
    spectator = streams(t["code"])
    say(client, t["code"], t["ana"], kind="emote", emote="clap")
    arrived = next_chat(spectator)
    doc = json.loads(DOCUMENT.read_text())
    media = doc["paths"]["/tables/{code}/stream"]["get"]["responses"]["200"]["content"]
    message = {"event": "chat", "data": json.dumps(arrived.data)}
    union = {**media["text/event-stream"]["schema"], "components": doc["components"]}
    jsonschema.Draft202012Validator(union).validate(message)
    chat = next(v for v in union["oneOf"] if v["properties"]["event"].get("const") == "chat")
    typed = {**chat["properties"]["data"]["contentSchema"], "components": doc["components"]}
    jsonschema.Draft202012Validator(typed).validate(arrived.data)


def test_a_filtered_word_never_reaches_a_stream(client: httpx.Client, streams: Any) -> None:
    t = lobby(client, host=player(client, "Ana"), free_chat=True)
    bruno = streams(t["code"], t["bruno"])
    say(client, t["code"], t["ana"], kind="text", text="Good game, you MIERDA bastards!")
    assert next_chat(bruno).data["text"] == "Good game, you ****** ********!"


def test_a_spectators_message_in_a_rated_game_in_play_reaches_spectators_streams_only(
    client: httpx.Client, streams: Any
) -> None:
    game = rated_by_rules()
    ana, bruno, carla = player(client, "Ana"), player(client, "Bruno"), player(client, "Carla")
    body = {"game": game.id, "host_name": "Ana", "options": quick_options(game)}
    created = client.post("/tables", json=body, headers=auth(ana["token"]))
    code = created.json()["code"]
    joined = client.post(
        f"/tables/{code}/join", json={"name": "Bruno"}, headers=auth(bruno["token"])
    )
    client.get(f"/tables/{code}", headers=auth(joined.json()["token"]))
    started = client.post(f"/tables/{code}/start", headers=auth(created.json()["token"]))
    assert started.status_code == 200 and started.json()["rated"], started.text
    seat = streams(code, joined.json()["token"])
    spectator = streams(code)
    spoken = say(client, code, carla["token"], kind="quick", phrase="nice_move")
    assert spoken["to"] == "spectators"
    assert next_chat(spectator).data == spoken
    # Ana's message, written after Carla's, is the first the seat's stream carries
    players = say(client, code, created.json()["token"], kind="quick", phrase="good_luck")
    assert next_chat(seat).data == players
    assert next_chat(spectator).data == players


def test_a_muted_seats_messages_do_not_reach_the_muters_stream(
    client: httpx.Client, streams: Any
) -> None:
    t = lobby(client)
    joined = client.post(f"/tables/{t['code']}/join", json={"name": "Carla"})
    assert joined.status_code == 201, joined.text
    carla, member = joined.json()["token"], joined.json()["member"]
    muted = client.put(f"/tables/{t['code']}/chat/mutes/{member}", headers=auth(t["bruno"]))
    assert muted.status_code == 200, muted.text
    bruno, spectator = streams(t["code"], t["bruno"]), streams(t["code"])
    hidden = say(client, t["code"], carla, kind="emote", emote="laugh")
    assert next_chat(spectator).data == hidden  # for the one who muted only
    shown = say(client, t["code"], t["ana"], kind="quick", phrase="hello")
    assert next_chat(bruno).data == shown


def test_a_blocked_players_messages_do_not_reach_the_blockers_stream(
    client: httpx.Client, streams: Any
) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    t = lobby(client, host=ana, guest=bruno)
    blocked = client.put(f"/players/me/blocks/{bruno['id']}", headers=auth(ana["token"]))
    assert blocked.status_code in (200, 204), blocked.text
    ana_stream, bruno_stream = streams(t["code"], t["ana"]), streams(t["code"], t["bruno"])
    hidden = say(client, t["code"], t["bruno"], kind="emote", emote="laugh")
    hers = say(client, t["code"], t["ana"], kind="emote", emote="clap")
    his = say(client, t["code"], t["bruno"], kind="quick", phrase="hello")
    assert next_chat(ana_stream).data == hers  # Bruno's, written before, never came
    assert next_chat(bruno_stream).data == hidden  # his own
    assert next_chat(bruno_stream).data == his  # Ana's, between them: hidden both ways


def test_a_stream_opened_again_with_chat_since_gets_only_newer_messages(
    client: httpx.Client, streams: Any
) -> None:
    t = lobby(client)
    first = streams(t["code"], t["bruno"])
    received = say(client, t["code"], t["ana"], kind="quick", phrase="hello")
    assert next_chat(first).data == received
    first.close()
    missed = say(client, t["code"], t["ana"], kind="quick", phrase="good_luck")
    again = streams(t["code"], t["bruno"], chat_since=received["number"])
    assert next_chat(again).data == missed
    later = say(client, t["code"], t["ana"], kind="emote", emote="clap")
    assert next_chat(again).data == later
    everything = streams(t["code"], t["bruno"], chat_since=0)
    assert [next_chat(everything).data["number"] for _ in range(3)] == [1, 2, 3]


def until_view(reader: StreamReader, version: int) -> None:
    """Reads the stream up to the view of `version`: no chat on the way."""
    while True:
        message = reader.next()
        assert message.event != "chat", message
        if message.event == "view" and message.data["version"] >= version:
            return


class Monitor:
    """Every command Redis runs meanwhile (MONITOR), on a connection of its own."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client
        self.commands: list[str] = []
        self.monitor = client.monitor()
        self.monitor.__enter__()
        self.monitor.next_command()  # MONITOR's own OK: watching from here on
        self.thread = threading.Thread(target=self.read, daemon=True)
        self.thread.start()

    def read(self) -> None:
        try:
            while True:
                self.commands.append(str(self.monitor.next_command()["command"]))
        except (redis.RedisError, OSError, ValueError):
            pass  # closed

    def stop(self) -> list[str]:
        """The commands up to now: MONITOR's feed lags the commands it reports, so this sends a
        marker and reads up to it before disconnecting (else the last commands may be unread)."""
        marker = f"monitor-drained-{uuid.uuid4().hex}"
        self.client.echo(marker)
        deadline = time.monotonic() + 10
        while not any(marker in command for command in self.commands):
            assert time.monotonic() < deadline, "MONITOR never showed its marker"
            time.sleep(0.01)
        self.monitor.connection.disconnect()
        self.thread.join(timeout=5)
        return self.commands


def test_a_move_on_a_streamed_table_reads_no_chat(
    client: httpx.Client, streams: Any, redis_client: redis.Redis
) -> None:
    t = lobby(client)
    client.get(f"/tables/{t['code']}", headers=auth(t["bruno"]))
    started = client.post(f"/tables/{t['code']}/start", headers=auth(t["ana"]))
    assert started.status_code == 200, started.text
    seats = {view(client, t["code"], tok)["you"]["seat"]: tok for tok in (t["ana"], t["bruno"])}
    ana = streams(t["code"], t["ana"])
    spectator = streams(t["code"])
    key = chat_key(t["code"])
    # A chat message first: the monitor sees the chat's reads when there are some. Its
    # arrival on both streams also says each has started its chat (a read of its own, just
    # after the first view) before the moves are watched.
    monitor = Monitor(redis_client)
    try:
        said = say(client, t["code"], t["ana"], kind="quick", phrase="hello")
        assert next_chat(spectator).data == said
        assert next_chat(ana).data == said
    finally:
        during_chat = monitor.stop()
    monitor = Monitor(redis_client)
    try:
        for _ in range(2):  # two moves, each a change the streams send
            token = seats[view(client, t["code"])["to_act"][0]]
            moved = act(client, t["code"], token, complete_action(legal(client, t["code"], token)))
            assert moved.status_code == 200, moved.text
            for reader in (ana, spectator):
                until_view(reader, moved.json()["version"])
    finally:
        during_moves = monitor.stop()
    assert not [command for command in during_moves if key in command]
    assert [command for command in during_chat if key in command and "HMGET" in command]
