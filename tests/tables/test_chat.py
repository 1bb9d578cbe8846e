"""A table's chat over HTTP (docs/api.md, "Table chat"), with the real Redis: quick phrases and
emotes for every seat, free text only where the table allows it and filtered so a listed word
never reaches another client, limits with their own codes (changing nothing), a spectator's
message never reaching a player of a rated game in play, mutes, blocks, a long-poll, and keys
that expire."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient
from support import REFERENCE, auth, table_options

from service.app import create_app
from service.core.settings import Settings
from service.tables.chat import chat_key, written_key
from tests.gamepicks import quick_options, rated_by_rules


@pytest.fixture()
def client(settings: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(settings)) as c:
        yield c


def player(client: Any, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def table(
    client: Any, free_chat: bool = False, host: dict[str, Any] | None = None
) -> dict[str, str]:
    """A lobby hosted (and played) by Ana, with Bruno seated: their seat tokens and the code."""
    body = {
        "game": REFERENCE.id,
        "host_name": "Ana",
        "options": table_options(),
        "free_chat": free_chat,
    }
    created = client.post("/tables", json=body, headers=auth(host["token"]) if host else {})
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    joined = client.post(f"/tables/{code}/join", json={"name": "Bruno"})
    return {"code": code, "ana": created.json()["token"], "bruno": joined.json()["token"]}


def say(client: Any, code: str, credential: str, **message: Any) -> Any:
    return client.post(f"/tables/{code}/chat", json=message, headers=auth(credential))


def read(client: Any, code: str, credential: str | None = None, **params: Any) -> dict[str, Any]:
    answer = client.get(
        f"/tables/{code}/chat", params=params, headers=auth(credential) if credential else {}
    )
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def test_quick_phrases_and_emotes_reach_every_seat(client: Any) -> None:
    t = table(client)
    phrase = say(client, t["code"], t["ana"], kind="quick", phrase="good_luck")
    assert phrase.status_code == 201, phrase.text
    assert say(client, t["code"], t["bruno"], kind="emote", emote="clap").status_code == 201
    seen = read(client, t["code"], t["bruno"])
    assert [(m["name"], m.get("phrase"), m.get("emote")) for m in seen["messages"]] == [
        ("Ana", "good_luck", None),
        ("Bruno", None, "clap"),
    ]
    assert (
        seen["version"] == 2
        and read(client, t["code"], t["ana"], since=1)["messages"][0]["emote"] == "clap"
    )
    catalogue = client.get("/chat/catalogue").json()
    phrases = {p["id"]: p for p in catalogue["phrases"]}
    assert phrases["good_luck"]["en"] == "Good luck!" and phrases["good_luck"]["es"] == "¡Suerte!"
    unknown = say(client, t["code"], t["ana"], kind="quick", phrase="not_a_phrase")
    assert unknown.status_code == 400


def test_free_text_is_off_by_default_and_for_anonymous_seats(client: Any) -> None:
    closed = table(client)
    off = say(client, closed["code"], closed["ana"], kind="text", text="hi")
    assert off.status_code == 403 and off.json()["code"] == "chat_off"
    opened = table(client, free_chat=True)  # Ana came without a player identity
    anonymous = say(client, opened["code"], opened["ana"], kind="text", text="hi")
    assert anonymous.status_code == 403 and anonymous.json()["code"] == "chat_off"
    assert read(client, closed["code"], closed["ana"])["messages"] == []
    assert read(client, opened["code"], opened["ana"])["messages"] == []


def test_a_filtered_word_never_reaches_another_client(client: Any) -> None:
    ana = player(client, "Ana")
    t = table(client, free_chat=True, host=ana)
    written = say(client, t["code"], t["ana"], kind="text", text="Good game, you MIERDA bastards!")
    assert written.status_code == 201, written.text
    [message] = read(client, t["code"], t["bruno"])["messages"]
    assert message["text"] == "Good game, you ****** ********!"
    assert written.json()["text"] == message["text"]  # not even the writer's answer holds it


def test_limits_have_their_own_codes_and_change_nothing(client: Any) -> None:
    ana = player(client, "Ana")
    t = table(client, free_chat=True, host=ana)
    long = say(client, t["code"], t["ana"], kind="text", text="x" * 201)
    assert long.status_code == 422 and long.json()["code"] == "message_too_long"
    for _ in range(5):
        assert say(client, t["code"], t["ana"], kind="emote", emote="smile").status_code == 201
    fast = say(client, t["code"], t["ana"], kind="emote", emote="smile")
    assert fast.status_code == 429 and fast.json()["code"] == "chat_too_fast"
    assert fast.headers["retry-after"] == "10"
    assert read(client, t["code"], t["bruno"])["version"] == 5
    stranger = table(client)
    other = say(client, t["code"], stranger["ana"], kind="emote", emote="smile")
    assert other.status_code == 401


def test_a_spectators_message_never_reaches_a_player_of_a_rated_game_in_play(client: Any) -> None:
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
    spoken = say(client, code, carla["token"], kind="quick", phrase="nice_move")
    assert spoken.status_code == 201 and spoken.json()["to"] == "spectators"
    for seat_token in (created.json()["token"], joined.json()["token"]):
        assert read(client, code, seat_token)["messages"] == []
    assert [m["name"] for m in read(client, code)["messages"]] == ["Carla"]  # spectators read it
    by_player = say(client, code, ana["token"], kind="quick", phrase="good_luck")  # her seat's
    assert by_player.status_code == 201 and by_player.json()["role"] == "player"
    assert [m["phrase"] for m in read(client, code, joined.json()["token"])["messages"]] == [
        "good_luck"
    ]


def test_a_mute_and_a_block_hide_a_writer(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    t = table(client, host=ana)
    joined = client.post(
        f"/tables/{t['code']}/join", json={"name": "Bea"}, headers=auth(bruno["token"])
    )
    bea = joined.json()["token"]
    say(client, t["code"], bea, kind="emote", emote="laugh")
    member = joined.json()["member"]
    muted = client.put(f"/tables/{t['code']}/chat/mutes/{member}", headers=auth(t["bruno"]))
    assert muted.status_code == 200 and muted.json() == [member]
    assert read(client, t["code"], t["bruno"])["messages"] == []
    assert len(read(client, t["code"], t["ana"])["messages"]) == 1  # for the one who muted only
    client.delete(f"/tables/{t['code']}/chat/mutes/{member}", headers=auth(t["bruno"]))
    assert len(read(client, t["code"], t["bruno"])["messages"]) == 1
    client.put(f"/players/me/blocks/{bruno['id']}", headers=auth(ana["token"]))
    assert read(client, t["code"], t["ana"])["messages"] == []  # Ana blocked Bea's player


def test_a_long_poll_on_the_chat_wakes_on_a_message(client: Any) -> None:
    t = table(client)
    answers: list[dict[str, Any]] = []
    waiting = threading.Thread(
        target=lambda: answers.append(read(client, t["code"], t["bruno"], since=0, wait=20))
    )
    started = time.monotonic()
    waiting.start()
    time.sleep(0.5)
    say(client, t["code"], t["ana"], kind="quick", phrase="hello")
    waiting.join()
    assert [m["phrase"] for m in answers[0]["messages"]] == ["hello"]
    assert time.monotonic() - started < 20


def test_long_polls_a_message_woke_share_one_read_and_keep_each_readers_rules(
    client: Any,
) -> None:
    t = table(client)
    code = t["code"]
    say(client, code, t["ana"], kind="quick", phrase="hello")  # 1: the long-polls wait past it
    ana = client.get(f"/tables/{code}", headers=auth(t["ana"])).json()["you"]["member"]
    client.put(f"/tables/{code}/chat/mutes/{ana}", headers=auth(t["bruno"]))  # Bruno mutes Ana
    readers = {"ana": t["ana"], "bruno": t["bruno"], "spectator": None}
    answers: dict[str, dict[str, Any]] = {}

    def wait_as(who: str) -> None:
        answers[who] = read(client, code, readers[who], since=1, wait=20)

    waiting = [threading.Thread(target=wait_as, args=(who,)) for who in readers]
    for thread in waiting:
        thread.start()
    time.sleep(0.5)
    say(client, code, t["bruno"], kind="emote", emote="clap")  # 2
    say(client, code, t["ana"], kind="emote", emote="laugh")  # 3, maybe after they woke
    for thread in waiting:
        thread.join()
    # Each answer is what a read now answers that reader up to the version it gives: its own
    # rules (Bruno muted Ana), and no message past that version (the next poll brings it).
    for who, credential in readers.items():
        version = answers[who]["version"]
        assert version >= 2, (who, answers[who])
        now = read(client, code, credential, since=1)["messages"]
        assert answers[who]["messages"] == [m for m in now if m["number"] <= version], who
    assert all(m["member"] != ana for m in answers["bruno"]["messages"])
    assert "clap" in [m.get("emote") for m in answers["spectator"]["messages"]]
    # One read of the new messages served every long-poll the message woke.
    shared = [key for key in client.app.state.chat.shared if key[0] == code]
    assert 1 <= len(shared) <= 2 and all(since == 1 for _, since, _ in shared), shared


def test_the_chat_keys_expire(client: Any, redis_client: Any, settings: Settings) -> None:
    t = table(client)
    say(client, t["code"], t["ana"], kind="quick", phrase="hello")
    ttl = redis_client.pttl(chat_key(t["code"]))
    assert 0 < ttl <= settings.idle_ttl_seconds * 1000 + 1000
    ana = player(client, "Ana")
    say(client, t["code"], ana["token"], kind="quick", phrase="hello")  # a spectator's
    index = redis_client.pttl(written_key(ana["id"]))  # where it wrote (chat_writers.py)
    assert 0 < index <= settings.idle_ttl_seconds * 1000 + 1000


def test_a_playing_host_mutes_and_is_muted_from_the_lobby_on(client: Any) -> None:
    t = table(client)
    code = t["code"]
    host = client.get(f"/tables/{code}", headers=auth(t["ana"])).json()
    bruno = client.get(f"/tables/{code}", headers=auth(t["bruno"])).json()["you"]["member"]
    ana = host["you"]["member"]  # the id its seat takes at the start
    assert ana is not None and ana != bruno
    assert [s["member"] for s in host["seats"] if s["host"]] == [ana]
    said = say(client, code, t["ana"], kind="quick", phrase="hello")
    assert said.status_code == 201 and said.json()["member"] == ana
    muted = client.put(f"/tables/{code}/chat/mutes/{ana}", headers=auth(t["bruno"]))
    assert muted.status_code == 200 and muted.json() == [ana]
    assert read(client, code, t["bruno"])["messages"] == []
    by_host = client.put(f"/tables/{code}/chat/mutes/{bruno}", headers=auth(t["ana"]))
    assert by_host.status_code == 200, by_host.text
    assert by_host.json() == [bruno]
    say(client, code, t["bruno"], kind="quick", phrase="good_luck")
    assert [m["phrase"] for m in read(client, code, t["ana"])["messages"]] == ["hello"]

    started = client.post(f"/tables/{code}/start", headers=auth(t["ana"]))
    assert started.status_code == 200, started.text
    assert started.json()["you"]["member"] == ana  # the same id: the mutes hold on
    say(client, code, t["ana"], kind="quick", phrase="thanks")
    say(client, code, t["bruno"], kind="quick", phrase="nice_move")
    assert {m["name"] for m in read(client, code, t["bruno"])["messages"]} == {"Bruno"}
    assert [m["phrase"] for m in read(client, code, t["ana"])["messages"]] == ["hello", "thanks"]
