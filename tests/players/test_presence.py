"""Friends' presence over HTTP (docs/api.md, "Friends and blocks"), with the real Redis: a
friend is `online` once its credential or a seat of it is used, `playing` at a public table in
play (named), only `online` at a private one, then `away`, then `offline` as the (shrunk)
windows pass; nobody outside the friendship, nor either side of a block, ever sees it; a
player may hide it."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import jwt
import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import REFERENCE, auth, join, start, table_options, view

from service.app import create_app
from service.core.settings import Settings
from service.players import keys

ORDER = ["online", "away", "offline"]


@pytest.fixture()
def client(settings: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(settings)) as c:
        yield c


@pytest.fixture()
def quick(settings: Settings) -> Iterator[Any]:
    """An API whose windows are a second (online) and two (away): they pass within a test."""
    shrunk = msgspec.structs.replace(settings, friend_online_seconds=1, friend_away_seconds=2)
    with TestClient(app=create_app(shrunk)) as c:
        yield c


def player(client: Any, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def friends(client: Any, a: dict[str, Any], b: dict[str, Any]) -> None:
    for who, whom in ((a, b), (b, a)):
        asked = client.post(f"/players/me/friends/{whom['id']}", headers=auth(who["token"]))
        assert asked.status_code == 200, asked.text


def circle(client: Any, who: dict[str, Any]) -> dict[str, Any]:
    answer = client.get("/players/me/friends", headers=auth(who["token"]))
    assert answer.status_code == 200, answer.text
    body: dict[str, Any] = answer.json()
    return body


def presence(client: Any, who: dict[str, Any], of: dict[str, Any]) -> dict[str, Any] | None:
    """`of`'s presence in `who`'s friend list (None: not there, or without one)."""
    for entry in circle(client, who)["friends"]:
        if entry["id"] == of["id"]:
            shown: dict[str, Any] | None = entry.get("presence")
            return shown
    return None


def seated_table(client: Any, host: dict[str, Any], visibility: str) -> tuple[str, str]:
    """A table of two humans in play, its host seat linked to `host`: (code, host's token)."""
    body = {
        "game": REFERENCE.id,
        "host_name": host["name"],
        "visibility": visibility,
        "options": table_options(),
    }
    created = client.post("/tables", json=body, headers=auth(host["token"]))
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    join(client, code, "Guest")
    start(client, code, token)
    return code, token


def test_a_friend_who_just_made_a_request_shows_online(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    friends(client, ana, bruno)
    assert client.get("/players/me", headers=auth(bruno["token"])).status_code == 200
    assert presence(client, ana, bruno) == {"state": "online"}


def test_a_friend_at_a_public_table_in_play_shows_playing_with_that_table(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    friends(client, ana, bruno)
    code, token = seated_table(client, bruno, "public")
    playing = {"state": "playing", "table": code, "game": REFERENCE.id}

    def shown() -> bool:
        view(client, code, token)  # the seat polls, as a client in play does
        return presence(client, ana, bruno) == playing

    eventually(shown, what="Bruno playing at his public table")


def test_a_friend_at_a_private_table_shows_online_without_the_table(
    quick: Any, redis_client: Any
) -> None:
    ana, bruno = player(quick, "Ana"), player(quick, "Bruno")
    friends(quick, ana, bruno)
    code, token = seated_table(quick, bruno, "private")
    eventually(lambda: presence(quick, ana, bruno) == {"state": "offline"}, what="offline")
    # Only the seat is used now (never the player credential): it alone makes Bruno online.

    def shown() -> bool:
        view(quick, code, token)
        return presence(quick, ana, bruno) == {"state": "online"}

    eventually(shown, what="Bruno online by his seat")
    assert redis_client.get(keys.playing_key(bruno["id"])) is None
    assert code not in str(circle(quick, ana))


def test_after_the_online_window_a_friend_is_away_then_offline(quick: Any) -> None:
    ana, bruno = player(quick, "Ana"), player(quick, "Bruno")
    friends(quick, ana, bruno)  # Bruno's credential used last here
    seen: list[str] = []

    def offline() -> bool:
        state = (presence(quick, ana, bruno) or {}).get("state", "none")
        if not seen or seen[-1] != state:
            seen.append(state)
        return state == "offline"

    eventually(offline, interval=0.05, what="Bruno offline")
    # Never back, never anything else: states only move on (the first may be missed on a slow
    # machine, not the order).
    assert all(state in ORDER for state in seen), seen
    assert seen == sorted(seen, key=ORDER.index) and seen[-2:] == ["away", "offline"], seen


def test_only_accepted_friends_have_a_presence(client: Any) -> None:
    ana, bruno, carla, dora = (player(client, n) for n in ("Ana", "Bruno", "Carla", "Dora"))
    friends(client, ana, bruno)
    for who, whom in ((carla, ana), (ana, dora)):  # pending requests, each way
        client.post(f"/players/me/friends/{whom['id']}", headers=auth(who["token"]))
    mine = circle(client, ana)
    assert [entry["presence"]["state"] for entry in mine["friends"]] == ["online"]
    pending = mine["incoming"] + mine["outgoing"]
    assert [e["id"] for e in pending] == [carla["id"], dora["id"]]
    assert all("presence" not in entry for entry in pending)


def test_a_blocked_relationship_shows_no_presence_either_way(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    friends(client, ana, bruno)
    assert presence(client, ana, bruno) == {"state": "online"}
    blocked = client.put(f"/players/me/blocks/{bruno['id']}", headers=auth(ana["token"]))
    assert blocked.status_code == 200, blocked.text
    client.get("/players/me", headers=auth(bruno["token"]))  # both active
    for who in (ana, bruno):
        mine = circle(client, who)
        assert mine["friends"] == []
        assert all("presence" not in e for entries in mine.values() for e in entries)


def test_a_player_who_hides_its_presence_shows_offline(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    friends(client, ana, bruno)
    me = client.get("/players/me", headers=auth(bruno["token"])).json()
    assert me["show_presence"] is True
    hidden = client.patch(
        "/players/me", json={"show_presence": False}, headers=auth(bruno["token"])
    )
    assert hidden.status_code == 200, hidden.text
    assert hidden.json()["show_presence"] is False and hidden.json()["name"] == "Bruno"
    assert presence(client, ana, bruno) == {"state": "offline"}
    code, token = seated_table(client, bruno, "public")
    view(client, code, token)
    assert presence(client, ana, bruno) == {"state": "offline"}  # nor its table
    shown = client.patch("/players/me", json={"show_presence": True}, headers=auth(bruno["token"]))
    assert shown.json()["show_presence"] is True
    assert presence(client, ana, bruno) is not None
    assert presence(client, ana, bruno) != {"state": "offline"}


def test_a_rename_keeps_the_presence_setting_and_nothing_to_change_changes_nothing(
    client: Any,
) -> None:
    bruno = player(client, "Bruno")
    client.patch("/players/me", json={"show_presence": False}, headers=auth(bruno["token"]))
    renamed = client.patch("/players/me", json={"name": "Bruno B."}, headers=auth(bruno["token"]))
    assert renamed.status_code == 200, renamed.text
    assert renamed.json()["name"] == "Bruno B." and renamed.json()["show_presence"] is False
    same = client.patch("/players/me", json={}, headers=auth(bruno["token"]))
    assert same.status_code == 200 and same.json() == renamed.json()
    wrong = client.patch("/players/me", json={"show_presence": "no"}, headers=auth(bruno["token"]))
    assert wrong.status_code == 400, wrong.text


def test_a_jwt_player_may_hide_its_presence_but_not_rename_itself(settings: Settings) -> None:
    secret = "presence-" + "s" * 32
    with TestClient(app=create_app(msgspec.structs.replace(settings, jwt_secret=secret))) as c:
        claims = {"sub": "zoe", "name": "Zoe", "aud": "tapete", "exp": int(time.time()) + 600}
        zoe = auth(jwt.encode(claims, secret, algorithm="HS256"))
        hidden = c.patch("/players/me", json={"show_presence": False}, headers=zoe)
        assert hidden.status_code == 200, hidden.text
        assert hidden.json()["show_presence"] is False and hidden.json()["kind"] == "jwt"
        renamed = c.patch("/players/me", json={"name": "Zed"}, headers=zoe)
        assert renamed.status_code == 403 and renamed.json()["code"] == "not_allowed"
        assert c.get("/players/me", headers=zoe).json()["name"] == "Zoe"
