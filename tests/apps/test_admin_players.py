"""The admin API's players (docs/apps.md, "Players: ban, export, delete"), with the real Redis
and real RQ workers: find a player, ban it (no new seat anywhere) and lift the ban, export
everything held about it, delete it after rated games (then not one Redis key holds its name,
nor its id outside the audit and deletions logs), and replay the deletions log after a
restore brings it back."""

from __future__ import annotations

import contextlib
import time
import uuid
import zlib
from collections.abc import Iterator
from typing import Any

import jwt
import msgspec
import pytest
import redis
from eventually import eventually
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import GAMES
from tests.gamepicks import option_names, pick, resign_action

GAME = sorted(GAMES)[0]  # any hosted game: players are the same for every one
QUICK = dict(GAMES[GAME].spec.quick_options)
# A rated game a seat may end at once by resigning.
RATED = pick(
    lambda g: g.spec.capabilities.rated_rules and g.min_seats == 2 and bool(g.spec.out_of_turn),
    "rated and resignable",
)
OPERATOR_TOKEN = "operator-" + "y" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
JWT_SECRET = "jwt-" + "z" * 32
# The logs that keep a deleted player's id (never its name): who did what to it, and that it
# was deleted (docs/apps.md).
ID_KEPT_IN = {b"tapete:{apps}:audit", b"tapete:{apps}:deletions"}


@pytest.fixture()
def admin(settings: Settings) -> Iterator[TestClient]:  # type: ignore[type-arg]
    admin_settings = msgspec.structs.replace(
        settings, admin_token=OPERATOR_TOKEN, jwt_secret=JWT_SECRET
    )
    with TestClient(app=create_app(admin_settings)) as client:
        yield client


def distinctive(name: str) -> str:
    """A name no other test uses, to look for it in every key."""
    return f"{name} Qx{uuid.uuid4().hex[:10]}"


def new_player(client: Any, name: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
    response = client.post("/players", json={"name": name}, headers=headers or {})
    assert response.status_code == 201, response.text
    body: dict[str, Any] = response.json()
    return body


def new_app(client: Any, name: str) -> tuple[str, str]:
    created = client.post("/admin/apps", json={"name": name}, headers=OPERATOR)
    assert created.status_code == 201, created.text
    app_id = created.json()["id"]
    key = client.post(
        f"/admin/apps/{app_id}/keys", json={"scopes": ["tables", "players"]}, headers=OPERATOR
    )
    assert key.status_code == 201, key.text
    return app_id, key.json()["secret"]


def open_table(client: Any, host: dict[str, Any], **extra: Any) -> tuple[str, str]:
    body = {"game": GAME, "host_name": host["name"], "options": QUICK, **extra}
    created = client.post("/tables", json=body, headers=auth(host["token"]))
    assert created.status_code == 201, created.text
    return created.json()["code"], created.json()["token"]


def join(client: Any, code: str, player: dict[str, Any]) -> str:
    joined = client.post(
        f"/tables/{code}/join", json={"name": player["name"]}, headers=auth(player["token"])
    )
    assert joined.status_code == 201, joined.text
    token: str = joined.json()["token"]
    return token


def rated_game(client: Any, host: dict[str, Any], guest: dict[str, Any]) -> str:
    """A rated game between two identified players, ended by the guest's resigning."""
    options = {**RATED.spec.quick_options}
    if "rated" in option_names(RATED):
        options["rated"] = True
    code, host_token = open_table(client, host, game=RATED.id, options=options)
    guest_token = join(client, code, guest)
    started = client.post(f"/tables/{code}/start", headers=auth(host_token))
    assert started.status_code == 200, started.text
    assert started.json()["rated"] is True
    resigned = client.post(
        f"/tables/{code}/actions",
        json={"action": resign_action(RATED)},
        headers=auth(guest_token),
    )
    assert resigned.status_code == 200, resigned.text
    assert resigned.json()["status"] == "finished"
    return code


def values_of(r: redis.Redis, key: bytes) -> list[bytes]:
    """Every value a key holds, whatever its type (hash fields and stream fields too), with
    the log's deflated entries inflated (service/storage/store.py: a leading 0x02)."""
    kind = r.type(key)
    values: list[bytes] = []
    if kind == b"string":
        values = [r.get(key) or b""]
    elif kind == b"hash":
        values = [part for pair in r.hgetall(key).items() for part in pair]
    elif kind == b"list":
        values = r.lrange(key, 0, -1)
    elif kind == b"set":
        values = list(r.smembers(key))
    elif kind == b"zset":
        values = r.zrange(key, 0, -1)
    elif kind == b"stream":
        values = [part for _, fields in r.xrange(key) for pair in fields.items() for part in pair]
    inflated = []
    for value in values:
        if value[:1] == b"\x02":
            with contextlib.suppress(zlib.error):
                value = value + zlib.decompress(value[1:])
        inflated.append(value)
    return inflated


def keys_holding(r: redis.Redis, needle: str) -> set[bytes]:
    """Every key in the database whose name or a value holds `needle`."""
    wanted = needle.encode()
    return {
        key
        for key in r.scan_iter(count=1000)
        if wanted in key or any(wanted in value for value in values_of(r, key))
    }


def test_find_a_player_by_id_name_and_app(admin: Any) -> None:
    app_id, secret = new_app(admin, "Studio F")
    name = distinctive("Findme")
    mine = new_player(admin, name, {"X-Api-Key": secret})
    default = new_player(admin, name)
    found = admin.get("/admin/players", params={"name": name.lower()}, headers=OPERATOR)
    assert found.status_code == 200, found.text
    assert {p["id"] for p in found.json()["players"]} == {mine["id"], default["id"]}
    prefix = admin.get(
        "/admin/players", params={"name": name[:12], "app": app_id}, headers=OPERATOR
    ).json()
    assert [p["id"] for p in prefix["players"]] == [mine["id"]]
    assert prefix["players"][0]["app"] == app_id
    by_id = admin.get("/admin/players", params={"id": default["id"]}, headers=OPERATOR).json()
    assert [p["name"] for p in by_id["players"]] == [name] and by_id["complete"] is True
    other_app = admin.get(
        "/admin/players", params={"id": default["id"], "app": app_id}, headers=OPERATOR
    ).json()
    assert other_app["players"] == []
    shown = admin.get(f"/admin/players/{mine['id']}", headers=OPERATOR)
    assert shown.status_code == 200, shown.text
    details = shown.json()
    assert details["app"] == app_id and details["identity"] == {
        "kind": "tapete",
        "token_held": True,
    }
    assert details["ban"] is None and details["tables"] == [] and mine["token"] not in shown.text
    assert admin.get("/admin/players", params={"limit": 0}, headers=OPERATOR).status_code == 400
    assert admin.get("/admin/players").status_code == 401


def test_a_ban_refuses_new_seats_until_lifted(admin: Any) -> None:
    app_id, _ = new_app(admin, "Studio B")
    banned, host = new_player(admin, distinctive("Banned")), new_player(admin, "Host")
    code, _ = open_table(admin, host)
    url = f"/admin/players/{banned['id']}/ban"

    # Bad input changes nothing: an unknown player, another app's, a reason too long.
    assert (
        admin.post(
            "/admin/players/p_nobody/ban", json={"reason": "x"}, headers=OPERATOR
        ).status_code
        == 404
    )
    wrong_app = admin.post(url, params={"app": app_id}, json={"reason": "x"}, headers=OPERATOR)
    assert wrong_app.status_code == 404 and wrong_app.json()["code"] == "player_not_found"
    too_long = admin.post(url, json={"reason": "x" * 201}, headers=OPERATOR)
    assert too_long.status_code == 400
    assert admin.post(url, json={}, headers=OPERATOR).status_code == 400
    assert admin.get(f"/admin/players/{banned['id']}", headers=OPERATOR).json()["ban"] is None

    response = admin.post(url, json={"reason": "abusive names"}, headers=OPERATOR)
    assert response.status_code == 200, response.text
    assert response.json()["ban"]["reason"] == "abusive names"
    credential = auth(banned["token"])
    before = admin.get(f"/tables/{code}").json()
    refused = [
        admin.post("/tables", json={"game": GAME, "host_name": "Ana"}, headers=credential),
        admin.post(f"/tables/{code}/join", json={"name": "Ana"}, headers=credential),
        admin.post("/quickplay", json={"game": GAME, "name": "Ana"}, headers=credential),
    ]
    for answer in refused:
        assert answer.status_code == 403, answer.text
        assert answer.json()["code"] == "player_banned"
    assert admin.get(f"/tables/{code}").json()["version"] == before["version"]
    assert admin.get("/players/me", headers=credential).status_code == 200  # still signs in

    lifted = admin.delete(url, headers=OPERATOR)
    assert lifted.status_code == 200 and lifted.json()["ban"] is None
    join(admin, code, banned)
    assert (
        admin.post(
            "/tables", json={"game": GAME, "host_name": "Ana"}, headers=credential
        ).status_code
        == 201
    )
    actions = [
        (e["action"], e["target"]) for e in admin.get("/admin/audit", headers=OPERATOR).json()
    ]
    assert actions[:2] == [("player.unban", banned["id"]), ("player.ban", banned["id"])]


def test_export_then_delete_after_rated_games_leaves_nothing(
    admin: Any, worker: Any, redis_client: redis.Redis
) -> None:
    name = distinctive("Xanthippe")
    gone, other = new_player(admin, name), new_player(admin, distinctive("Other"))
    codes = [rated_game(admin, gone, other), rated_game(admin, other, gone)]

    def rated() -> bool:
        games = admin.get(f"/players/{gone['id']}").json()["games"]
        return any(g["game"] == RATED.id and g["rated_games"] == 2 for g in games)

    eventually(rated, timeout=60, what="both games rated")
    # Friends and blocks both ways (service/players/friends.py): in the export, gone after.
    blocker, asked = (
        new_player(admin, distinctive("Blocker")),
        new_player(admin, distinctive("Asked")),
    )
    assert (
        admin.post(f"/players/me/friends/{other['id']}", headers=auth(gone["token"])).status_code
        == 200
    )
    assert (
        admin.post(f"/players/me/friends/{gone['id']}", headers=auth(other["token"])).status_code
        == 200
    )
    assert (
        admin.post(f"/players/me/friends/{asked['id']}", headers=auth(gone["token"])).status_code
        == 200
    )
    assert (
        admin.put(f"/players/me/blocks/{gone['id']}", headers=auth(blocker["token"])).status_code
        == 200
    )
    assert (
        admin.put(f"/players/me/blocks/{asked['id']}", headers=auth(gone["token"])).status_code
        == 200
    )
    lobby, _ = open_table(admin, other)
    join(admin, lobby, gone)  # a live table it sits at
    admin.post(f"/admin/players/{gone['id']}/ban", json={"reason": "testing"}, headers=OPERATOR)
    rematch = admin.post(f"/tables/{codes[0]}/rematch", headers=auth(gone["token"]))
    assert rematch.status_code == 403 and rematch.json()["code"] == "player_banned"
    assert admin.get(f"/tables/{codes[0]}").json().get("rematch_code") is None

    exported = admin.get(f"/admin/players/{gone['id']}/export", headers=OPERATOR)
    assert exported.status_code == 200, exported.text
    held = exported.json()
    assert held["profile"]["name"] == name and "token" not in held["profile"]
    assert gone["token"] not in exported.text
    assert [r["game"] for r in held["ratings"]] == [RATED.id] and held["ratings"][0][
        "rated_games"
    ] == 2
    assert {r["code"] for r in held["records"]} == set(codes)
    assert {h["code"] for h in held["history"]} == set(codes)
    assert all(h["rating_after"] is not None for h in held["history"])
    assert [(p["game"], p["app"]) for p in held["leaderboards"]] == [(RATED.id, "default")]
    assert [t["code"] for t in held["tables"] if t["status"] == "lobby"] == [lobby]
    assert held["ban"]["reason"] == "testing"
    assert held["last_seen_ms"] > 0  # its credential was used (presence, kept 15 minutes)
    assert [f["player"] for f in held["friends"]["friends"]] == [other["id"]]
    assert [f["player"] for f in held["friends"]["blocked"]] == [asked["id"]]
    assert blocker["id"] not in exported.text  # who blocked it is the blocker's own data
    assert [e["action"] for e in held["audit"]] == ["player.ban"]
    assert (
        admin.get(f"/admin/players/{gone['id']}", headers=OPERATOR).json()["tables"][0]["code"]
        == lobby
    )

    # What a backup taken now holds of it (the apps' keys are kept apart: not restored).
    backup = {
        key: redis_client.dump(key)
        for key in keys_holding(redis_client, gone["id"]) | keys_holding(redis_client, name)
        if not key.startswith(b"tapete:{apps}")
    }
    assert backup

    app_id, _ = new_app(admin, "Studio D")
    elsewhere = admin.delete(
        f"/admin/players/{gone['id']}", params={"app": app_id}, headers=OPERATOR
    )
    assert elsewhere.status_code == 404 and admin.get(f"/players/{gone['id']}").status_code == 200
    assert (
        admin.get(
            f"/admin/players/{gone['id']}/export", params={"app": app_id}, headers=OPERATOR
        ).status_code
        == 404
    )
    deleted = admin.delete(f"/admin/players/{gone['id']}", headers=OPERATOR)
    assert deleted.status_code == 200, deleted.text
    assert deleted.json()["player"] == gone["id"]
    assert_gone(admin, redis_client, gone, name, other, codes, lobby)

    # A restore from that backup brings it back; replaying the deletions log removes it again.
    for key, dumped in backup.items():
        redis_client.restore(key, 0, dumped, replace=True)
    assert keys_holding(redis_client, name)
    assert admin.get(f"/players/{gone['id']}").status_code == 200
    replayed = admin.post("/admin/deletions/replay", json={}, headers=OPERATOR)
    assert replayed.status_code == 200, replayed.text
    assert replayed.json()["replayed"] >= 1
    assert_gone(admin, redis_client, gone, name, other, codes, lobby)

    logged = admin.get("/admin/deletions", headers=OPERATOR).json()
    assert [d for d in logged if d["player"] == gone["id"]] == [deleted.json()]
    about = [
        e["action"]
        for e in admin.get("/admin/audit", headers=OPERATOR).json()
        if e["target"] in (gone["id"], "deletions")
    ]
    assert about[:4] == ["deletions.replay", "player.delete", "player.export", "player.ban"]
    assert admin.delete(f"/admin/players/{gone['id']}", headers=OPERATOR).status_code == 404


def assert_gone(
    admin: Any,
    r: redis.Redis,
    gone: dict[str, Any],
    name: str,
    other: dict[str, Any],
    codes: list[str],
    lobby: str,
) -> None:
    assert keys_holding(r, name) == set()
    assert keys_holding(r, gone["id"]) <= ID_KEPT_IN
    assert admin.get(f"/players/{gone['id']}").status_code == 404
    assert admin.get("/players/me", headers=auth(gone["token"])).status_code == 401
    board = admin.get(f"/games/{RATED.id}/leaderboard", params={"provisional": True, "limit": 100})
    listed = {entry["player"] for entry in board.json()["entries"]}
    assert other["id"] in listed and gone["id"] not in listed
    for code in codes:
        record = admin.get(f"/tables/{code}/record").json()
        seats = {seat.get("player"): seat for seat in record["seats"]}
        assert set(seats) == {other["id"], None}
        assert seats[None]["deleted"] is True and seats[None]["name"] == "Deleted player"
        assert [change["player"] for change in record["rating_changes"]] == [other["id"]]
    table = admin.get(f"/tables/{lobby}").json()  # it goes on, the seat anonymised
    assert table["status"] == "lobby" and "Deleted player" in [s["name"] for s in table["seats"]]
    other_games = admin.get(f"/players/{other['id']}").json()["games"]
    assert any(g["game"] == RATED.id and g["rated_games"] == 2 for g in other_games)


def test_a_jwt_player_who_comes_back_after_its_deletion_is_not_replayed_away(admin: Any) -> None:
    """The same `sub` is the same id: a profile made after the deletion is a new one."""
    claims = {"sub": uuid.uuid4().hex, "aud": "tapete", "exp": int(time.time()) + 600}
    token = jwt.encode({**claims, "name": distinctive("Jay")}, JWT_SECRET, algorithm="HS256")
    first = admin.get("/players/me", headers=auth(token))
    assert first.status_code == 200, first.text
    player = first.json()["id"]
    shown = admin.get(f"/admin/players/{player}", headers=OPERATOR).json()
    assert shown["identity"] == {"kind": "jwt", "token_held": False}
    assert admin.delete(f"/admin/players/{player}", headers=OPERATOR).status_code == 200
    assert admin.get(f"/players/{player}").status_code == 404
    assert admin.get("/players/me", headers=auth(token)).json()["id"] == player
    assert admin.post("/admin/deletions/replay", json={}, headers=OPERATOR).status_code == 200
    assert admin.get(f"/players/{player}").status_code == 200


def test_an_apps_admin_key_finds_bans_and_exports_its_own_players_only(admin: Any) -> None:
    """Admin keys (docs/apps.md): the player operations of an app's `admin` key reach its own
    players; another app's answer as missing ones; the deletions log stays the operator's."""
    app_a, secret_a = new_app(admin, "Studio K")
    _, secret_b = new_app(admin, "Studio L")
    name = distinctive("Keyed")
    mine = new_player(admin, name, {"X-Api-Key": secret_a})
    theirs = new_player(admin, name, {"X-Api-Key": secret_b})
    acting = admin.post(
        f"/admin/apps/{app_a}/keys", json={"scopes": ["admin"]}, headers=OPERATOR
    ).json()["secret"]
    as_admin = {"X-Api-Key": acting}
    found = admin.get("/admin/players", params={"name": name}, headers=as_admin).json()
    assert [p["id"] for p in found["players"]] == [mine["id"]]
    assert admin.get(f"/admin/players/{theirs['id']}", headers=as_admin).status_code == 404
    banned = admin.post(
        f"/admin/players/{theirs['id']}/ban", json={"reason": "spam"}, headers=as_admin
    )
    assert banned.status_code == 404
    assert admin.get(f"/admin/players/{theirs['id']}/export", headers=as_admin).status_code == 404
    assert admin.delete(f"/admin/players/{theirs['id']}", headers=as_admin).status_code == 404
    assert admin.get(f"/admin/players/{theirs['id']}", headers=OPERATOR).json()["ban"] is None
    ok = admin.post(f"/admin/players/{mine['id']}/ban", json={"reason": "spam"}, headers=as_admin)
    assert ok.status_code == 200, ok.text
    assert admin.get(f"/admin/players/{mine['id']}/export", headers=as_admin).status_code == 200
    refused = admin.get("/admin/deletions", headers=as_admin)
    assert refused.status_code == 403 and refused.json()["code"] == "operator_only"
