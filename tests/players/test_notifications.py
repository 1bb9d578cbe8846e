"""The notification inbox over HTTP (docs/api.md, "Notifications"), with the real Redis: an
invitation notifies the invited player once (a renewal while pending does not), a long-poll
wakes on it, the ETag answers 304 while nothing changed, marking read moves the version and
only ever touches your own inbox."""

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
from service.players.inbox import KEPT
from service.players.keys import inbox_key


@pytest.fixture()
def client(settings: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(settings)) as c:
        yield c


def player(client: Any, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def lobby(client: Any, host: dict[str, Any]) -> str:
    body = {"game": REFERENCE.id, "host_name": host["name"], "options": table_options()}
    created = client.post("/tables", json=body, headers=auth(host["token"]))
    assert created.status_code == 201, created.text
    code: str = created.json()["code"]
    return code


def invite(client: Any, code: str, who: dict[str, Any], whom: dict[str, Any]) -> None:
    sent = client.post(
        f"/tables/{code}/invitations", json={"player": whom["id"]}, headers=auth(who["token"])
    )
    assert sent.status_code == 201, sent.text


def inbox(client: Any, who: dict[str, Any], **params: Any) -> Any:
    return client.get("/players/me/notifications", params=params, headers=auth(who["token"]))


def test_an_invitation_notifies_the_invited_player_once(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    empty = inbox(client, bruno)
    assert empty.status_code == 200 and empty.json() == {
        "version": 0,
        "unread": 0,
        "notifications": [],
    }
    code = lobby(client, ana)
    invite(client, code, ana, bruno)
    invite(client, code, ana, bruno)  # renewed while pending: no second notification
    body = inbox(client, bruno).json()
    assert body["unread"] == 1 and body["version"] == 1
    [note] = body["notifications"]
    assert (note["kind"], note["table"], note["game"], note["by"], note["by_name"]) == (
        "invited",
        code,
        REFERENCE.id,
        ana["id"],
        "Ana",
    )
    assert note["read"] is False
    assert inbox(client, ana).json()["notifications"] == []


def test_a_declined_then_renewed_invitation_notifies_again(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    code = lobby(client, ana)
    invite(client, code, ana, bruno)
    client.delete(f"/players/me/invitations/{code}", headers=auth(bruno["token"]))
    invite(client, code, ana, bruno)
    assert [n["kind"] for n in inbox(client, bruno).json()["notifications"]] == ["invited"] * 2


def test_a_long_poll_on_the_inbox_wakes_on_a_new_notification(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    code = lobby(client, ana)
    answers: list[Any] = []
    waiting = threading.Thread(
        target=lambda: answers.append(inbox(client, bruno, since=0, wait=20))
    )
    started = time.monotonic()
    waiting.start()
    time.sleep(0.5)  # parked
    invite(client, code, ana, bruno)
    waiting.join()
    assert answers[0].status_code == 200 and answers[0].json()["version"] == 1
    assert time.monotonic() - started < 20  # woken, not timed out
    timed_out = inbox(client, bruno, since=1, wait=1)
    assert timed_out.status_code == 200 and timed_out.json()["version"] == 1


def test_the_etag_answers_304_until_the_inbox_changes(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    first = inbox(client, bruno)
    tag = first.headers["etag"]
    same = client.get(
        "/players/me/notifications", headers={**auth(bruno["token"]), "If-None-Match": tag}
    )
    assert same.status_code == 304 and same.headers["etag"] == tag
    invite(client, lobby(client, ana), ana, bruno)
    changed = client.get(
        "/players/me/notifications", headers={**auth(bruno["token"]), "If-None-Match": tag}
    )
    assert changed.status_code == 200 and changed.headers["etag"] != tag


def test_marking_read_moves_the_version_and_never_touches_another_inbox(client: Any) -> None:
    ana, bruno, carla = player(client, "Ana"), player(client, "Bruno"), player(client, "Carla")
    invite(client, lobby(client, ana), ana, bruno)
    [note] = inbox(client, bruno).json()["notifications"]
    theirs = client.post(
        f"/players/me/notifications/{note['id']}/read", headers=auth(carla["token"])
    )
    assert theirs.status_code == 404 and theirs.json()["code"] == "notification_not_found"
    assert inbox(client, bruno).json()["unread"] == 1
    read = client.post(f"/players/me/notifications/{note['id']}/read", headers=auth(bruno["token"]))
    assert read.status_code == 200, read.text
    assert read.json()["unread"] == 0 and read.json()["version"] == 2
    assert read.json()["notifications"][0]["read"] is True
    again = client.post(
        f"/players/me/notifications/{note['id']}/read", headers=auth(bruno["token"])
    )
    assert again.status_code == 200 and again.json()["version"] == 2  # nothing changed


def test_the_inbox_keeps_the_newest_and_expires(client: Any, redis_client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    for _ in range(KEPT + 2):
        invite(client, lobby(client, ana), ana, bruno)
    notes = inbox(client, bruno).json()["notifications"]
    assert len(notes) == KEPT and notes[0]["id"] == KEPT + 2 and notes[-1]["id"] == 3
    assert redis_client.hlen(inbox_key(bruno["id"])) == 2 * KEPT + 2  # v, n, each and its key
    assert redis_client.pttl(inbox_key(bruno["id"])) > 0
