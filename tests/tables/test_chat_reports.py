"""Chat reports and the app's free-text setting (docs/api.md, "Table chat"; docs/apps.md, "Chat
reports and free text"), over HTTP with the real Redis: a report reaches the table's app's
admins with the messages around it and outlives the table, no other app's admin sees it, only
someone at the table reports, one report per reporter and message, limits with their own codes
changing nothing, every key expiring, and a deleted reporter's id gone; an app's `free_chat`
setting decides who writes free text at its tables."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import REFERENCE, auth, table_options

from service.app import create_app
from service.core.settings import Settings
from service.tables.chat import chat_key
from service.tables.chat_reports import KEEP_MS, handled_key, index_key, reports_key

OPERATOR_TOKEN = "operator-" + "r" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


@pytest.fixture()
def admin(settings: Settings) -> Iterator[Any]:
    configured = msgspec.structs.replace(settings, admin_token=OPERATOR_TOKEN)
    with TestClient(app=create_app(configured)) as client:
        yield client


class Studio(msgspec.Struct):
    id: str
    key: str  # tables and players
    reader: str  # admin:read
    acting: str  # admin

    def headers(self, token: str | None = None) -> dict[str, str]:
        return {"X-Api-Key": self.key, **(auth(token) if token else {})}


def studio(client: Any, **settings: Any) -> Studio:
    created = client.post("/admin/apps", json={"name": "Studio", **settings}, headers=OPERATOR)
    assert created.status_code == 201, created.text
    app_id = created.json()["id"]
    keys = []
    for scopes in (["tables", "players"], ["admin:read"], ["admin"]):
        key = client.post(f"/admin/apps/{app_id}/keys", json={"scopes": scopes}, headers=OPERATOR)
        assert key.status_code == 201, key.text
        keys.append(key.json()["secret"])
    return Studio(app_id, *keys)


def player(client: Any, app: Studio, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name}, headers=app.headers())
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def table(
    client: Any, app: Studio, host: str | None, guest: str | None, free_chat: bool = True
) -> Any:
    """A lobby of the app, hosted (and played) by Ana, with Bruno seated: each by its player
    credential if given. The creation's answer."""
    body = {
        "game": REFERENCE.id,
        "host_name": "Ana",
        "options": table_options(),
        "free_chat": free_chat,
    }
    return client.post("/tables", json=body, headers=app.headers(host))


def seated(client: Any, app: Studio, host: str | None, guest: str | None) -> dict[str, str]:
    created = table(client, app, host, guest)
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    joined = client.post(f"/tables/{code}/join", json={"name": "Bruno"}, headers=app.headers(guest))
    assert joined.status_code == 201, joined.text
    return {"code": code, "ana": created.json()["token"], "bruno": joined.json()["token"]}


def say(client: Any, app: Studio, code: str, credential: str, text: str) -> Any:
    message = {"kind": "text", "text": text}
    return client.post(f"/tables/{code}/chat", json=message, headers=app.headers(credential))


def report(client: Any, app: Studio, code: str, number: int, credential: str, **body: Any) -> Any:
    return client.post(
        f"/tables/{code}/chat/messages/{number}/report", json=body, headers=app.headers(credential)
    )


def reports(client: Any, app: Studio, headers: dict[str, str], **params: Any) -> Any:
    return client.get(f"/admin/apps/{app.id}/chat-reports", params=params, headers=headers)


def conversation(client: Any) -> tuple[Studio, dict[str, Any], dict[str, Any], dict[str, str]]:
    """An app, Ana and Bruno (players of it) at a table of it, and eight messages: Ana's odd
    numbers, Bruno's even ones."""
    app = studio(client)
    ana, bruno = player(client, app, "Ana"), player(client, app, "Bruno")
    t = seated(client, app, ana["token"], bruno["token"])
    for number in range(1, 9):
        writer = t["ana"] if number % 2 else t["bruno"]
        assert say(client, app, t["code"], writer, f"message {number}").status_code == 201
    return app, ana, bruno, t


def test_a_report_reaches_the_apps_admins_with_the_messages_around_it(admin: Any) -> None:
    app, ana, bruno, t = conversation(admin)
    made = report(admin, app, t["code"], 7, bruno["token"], reason="abuse")
    assert made.status_code == 201, made.text
    receipt = made.json()
    assert receipt["number"] == 7 and receipt["reason"] == "abuse" and receipt["code"] == t["code"]
    assert "context" not in receipt  # the reporter gets no copy of what it reported
    for headers in (OPERATOR, {"X-Api-Key": app.reader}):
        listed = reports(admin, app, headers)
        assert listed.status_code == 200, listed.text
        [shown] = listed.json()["reports"]
        assert shown["id"] == receipt["id"] and shown["app"] == app.id
        assert shown["reporter"]["player"] == bruno["id"] and shown["reporter"]["name"] == "Bruno"
        assert shown["message"]["text"] == "message 7" and shown["message"]["player"] == ana["id"]
        assert [m["number"] for m in shown["context"]] == [2, 3, 4, 5, 6, 8]
        assert shown["handled"] is None and listed.json()["next"] is None
    # An admin with `admin` marks it handled; a reader may not; the audit log has it.
    refused = admin.post(
        f"/admin/apps/{app.id}/chat-reports/{receipt['id']}/handled",
        headers={"X-Api-Key": app.reader},
    )
    assert refused.status_code == 403 and refused.json()["code"] == "missing_scope"
    handled = admin.post(
        f"/admin/apps/{app.id}/chat-reports/{receipt['id']}/handled",
        headers={"X-Api-Key": app.acting},
    )
    assert handled.status_code == 200, handled.text
    assert handled.json()["handled"]["by"].startswith("key_")
    [shown] = reports(admin, app, OPERATOR).json()["reports"]
    assert shown["handled"] == handled.json()["handled"]
    audit = admin.get("/admin/audit", headers=OPERATOR).json()[0]
    assert audit["action"] == "chat_report.handle" and audit["target"] == receipt["id"]


def test_reports_are_listed_newest_first_a_page_at_a_time(admin: Any) -> None:
    app, _, bruno, t = conversation(admin)
    made = [report(admin, app, t["code"], n, bruno["token"]).json()["id"] for n in (1, 3, 5)]
    first = reports(admin, app, OPERATOR, limit=2).json()
    assert [r["id"] for r in first["reports"]] == made[::-1][:2] and first["next"]
    second = reports(admin, app, OPERATOR, limit=2, before=first["next"]).json()
    assert [r["id"] for r in second["reports"]] == [made[0]] and second["next"] is None
    bad = reports(admin, app, OPERATOR, before="not-a-cursor")
    assert bad.status_code == 400


def test_a_report_outlives_its_table_and_every_key_expires(admin: Any, redis_client: Any) -> None:
    app, _, bruno, t = conversation(admin)
    rid = report(admin, app, t["code"], 3, bruno["token"]).json()["id"]
    admin.post(f"/admin/apps/{app.id}/chat-reports/{rid}/handled", headers=OPERATOR)
    for key in redis_client.scan_iter(match=f"t:{{{t['code']}}}*"):
        redis_client.delete(key)  # the table expired
    [shown] = reports(admin, app, OPERATOR).json()["reports"]
    assert shown["message"]["text"] == "message 3"
    keys = [index_key(app.id), reports_key(app.id), handled_key(app.id)]
    keys += [k.decode() for k in redis_client.scan_iter(match=f"tapete:{{chatreports:{app.id}}}*")]
    for key in keys:
        assert 0 < redis_client.pttl(key) <= KEEP_MS, key


def test_another_apps_admin_cannot_see_its_reports(admin: Any) -> None:
    app, _, bruno, t = conversation(admin)
    other = studio(admin)
    rid = report(admin, app, t["code"], 1, bruno["token"]).json()["id"]
    for key in (other.reader, other.acting):
        refused = reports(admin, app, {"X-Api-Key": key})
        assert refused.status_code == 404 and refused.json()["code"] == "app_not_found"
        own = reports(admin, other, {"X-Api-Key": key})
        assert own.status_code == 200 and own.json()["reports"] == []
    handle = admin.post(
        f"/admin/apps/{app.id}/chat-reports/{rid}/handled", headers={"X-Api-Key": other.acting}
    )
    assert handle.status_code == 404
    theirs = admin.post(
        f"/admin/apps/{other.id}/chat-reports/{rid}/handled", headers={"X-Api-Key": other.acting}
    )
    assert theirs.status_code == 404 and theirs.json()["code"] == "chat_report_not_found"
    assert reports(admin, app, OPERATOR).json()["reports"][0]["handled"] is None


def test_only_someone_at_the_table_reports(admin: Any) -> None:
    app, _, _, t = conversation(admin)
    carla = player(admin, app, "Carla")
    refused = report(admin, app, t["code"], 1, carla["token"])
    assert refused.status_code == 403 and refused.json()["code"] == "not_at_table"
    assert reports(admin, app, OPERATOR).json()["reports"] == []
    # A spectator who takes part in the chat reports what it reads.
    spoken = admin.post(
        f"/tables/{t['code']}/chat",
        json={"kind": "emote", "emote": "clap"},
        headers=app.headers(carla["token"]),
    )
    assert spoken.status_code == 201, spoken.text
    made = report(admin, app, t["code"], 1, carla["token"])
    assert made.status_code == 201, made.text
    [shown] = reports(admin, app, OPERATOR).json()["reports"]
    assert shown["reporter"]["role"] == "spectator"
    # An anonymous seat reports by its table token; a token of no table's seat is a 401.
    by_token = report(admin, app, t["code"], 2, t["ana"])
    assert by_token.status_code == 201, by_token.text
    assert report(admin, app, t["code"], 1, "tp_not-a-token").status_code == 401


def test_an_unknown_message_is_not_found_and_your_own_is_refused(admin: Any) -> None:
    app, _, bruno, t = conversation(admin)
    for number in (9, 10_000):
        missing = report(admin, app, t["code"], number, bruno["token"])
        assert missing.status_code == 404 and missing.json()["code"] == "message_not_found"
    own = report(admin, app, t["code"], 2, bruno["token"])
    assert own.status_code == 422 and own.json()["code"] == "own_message"
    own_seat = report(admin, app, t["code"], 2, t["bruno"])
    assert own_seat.status_code == 422
    nowhere = report(admin, app, "QQQQQQ", 1, bruno["token"])
    assert nowhere.status_code == 404 and nowhere.json()["code"] == "table_not_found"
    reason = report(admin, app, t["code"], 1, bruno["token"], reason="boring")
    assert reason.status_code == 400
    assert reports(admin, app, OPERATOR).json()["reports"] == []


def test_a_repeat_report_does_not_duplicate(admin: Any) -> None:
    app, _, bruno, t = conversation(admin)
    first = report(admin, app, t["code"], 5, bruno["token"], reason="spam")
    again = report(admin, app, t["code"], 5, bruno["token"], reason="other")
    by_seat = report(admin, app, t["code"], 5, t["bruno"])  # the same player, by its seat
    assert first.status_code == again.status_code == by_seat.status_code == 201
    assert first.json() == again.json() == by_seat.json()  # the first reason stays
    assert len(reports(admin, app, OPERATOR).json()["reports"]) == 1


def test_reports_are_limited_with_their_own_code(admin: Any) -> None:
    app, _, bruno, t = conversation(admin)
    carla = player(admin, app, "Carla")  # a spectator: messages 9 and 10
    for text in ("one", "two"):
        assert say(admin, app, t["code"], carla["token"], text).status_code == 201
    for number in (1, 3, 5, 7, 9):
        assert report(admin, app, t["code"], number, bruno["token"]).status_code == 201
    fast = report(admin, app, t["code"], 10, bruno["token"])
    assert fast.status_code == 429 and fast.json()["code"] == "report_too_fast"
    assert fast.headers["retry-after"] == "60"
    assert report(admin, app, t["code"], 9, bruno["token"]).status_code == 201  # a repeat
    assert len(reports(admin, app, OPERATOR).json()["reports"]) == 5


def test_a_deleted_players_reports_keep_neither_its_id_nor_its_name(admin: Any) -> None:
    app, ana, bruno, t = conversation(admin)
    report(admin, app, t["code"], 3, bruno["token"], reason="abuse")
    report(admin, app, t["code"], 4, ana["token"])
    export = admin.get(f"/admin/players/{bruno['id']}/export", headers=OPERATOR)
    assert [r["number"] for r in export.json()["chat_reports"]] == [3]
    deleted = admin.delete(f"/admin/players/{bruno['id']}", headers=OPERATOR)
    assert deleted.status_code == 200, deleted.text
    listed = reports(admin, app, OPERATOR)
    assert bruno["id"] not in listed.text
    by_bruno, about_bruno = sorted(listed.json()["reports"], key=lambda r: r["message"]["number"])
    assert by_bruno["reporter"] == {**by_bruno["reporter"], "name": "Deleted player"}
    assert by_bruno["reporter"]["player"] is None and by_bruno["reason"] == "abuse"
    assert about_bruno["message"]["name"] == "Deleted player"
    assert about_bruno["message"]["text"] == "message 4"  # what was written stays
    assert about_bruno["reporter"]["player"] == ana["id"]


def test_an_app_without_free_chat_refuses_a_free_chat_table(admin: Any, redis_client: Any) -> None:
    app = studio(admin, free_chat="off")
    assert admin.get(f"/admin/apps/{app.id}", headers=OPERATOR).json()["free_chat"] == "off"
    ana = player(admin, app, "Ana")
    refused = table(admin, app, ana["token"], None, free_chat=True)
    assert refused.status_code == 422 and refused.json()["code"] == "free_chat_off"
    listed = admin.get("/admin/tables", params={"status": "lobby", "app": app.id}, headers=OPERATOR)
    assert listed.json() == []  # nothing made
    assert table(admin, app, ana["token"], None, free_chat=False).status_code == 201


def test_free_text_follows_the_apps_setting(admin: Any, redis_client: Any) -> None:
    app = studio(admin)
    assert admin.get(f"/admin/apps/{app.id}", headers=OPERATOR).json()["free_chat"] == "players"
    ana = player(admin, app, "Ana")
    t = seated(admin, app, ana["token"], None)  # Bruno sits without a player identity
    anonymous = say(admin, app, t["code"], t["bruno"], "hi")
    assert anonymous.status_code == 403 and anonymous.json()["code"] == "chat_off"
    assert say(admin, app, t["code"], t["ana"], "hello").status_code == 201

    def setting(value: str) -> None:
        changed = admin.patch(f"/admin/apps/{app.id}", json={"free_chat": value}, headers=OPERATOR)
        assert changed.status_code == 200 and changed.json()["free_chat"] == value

    setting("everyone")  # applies within 2 s (each process's cache of the app)
    eventually(lambda: say(admin, app, t["code"], t["bruno"], "hi").status_code == 201)
    setting("off")  # the tables already made too, identified seats alike
    eventually(lambda: table(admin, app, None, None, free_chat=True).status_code == 422)
    before = redis_client.hget(chat_key(t["code"]), "n")
    off = say(admin, app, t["code"], t["ana"], "still here?")
    assert off.status_code == 403 and off.json()["code"] == "chat_off"
    emote = {"kind": "emote", "emote": "clap"}
    assert redis_client.hget(chat_key(t["code"]), "n") == before  # nothing written
    quick = admin.post(f"/tables/{t['code']}/chat", json=emote, headers=app.headers(t["ana"]))
    assert quick.status_code == 201  # quick chat is always on
    audit = admin.get("/admin/audit", headers=OPERATOR).json()[0]
    assert audit["action"] == "app.update" and audit["detail"]["free_chat"] == "off"
    bad = admin.patch(f"/admin/apps/{app.id}", json={"free_chat": "all"}, headers=OPERATOR)
    assert bad.status_code == 400
