"""Apps (tenants) on one deployment (docs/apps.md): the admin API creates them and their keys,
a request names its app by key or publishable id, and nothing of one app exists for another:
every operation on a table code, generated from the OpenAPI document, answers another app's
code as it answers a missing one (404)."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jwt
import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.games.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
GAME = sorted(GAMES)[0]  # any hosted game: apps are the same for every one
OPERATOR_TOKEN = "operator-" + "x" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


@pytest.fixture()
def admin_settings(settings: Settings) -> Settings:
    return msgspec.structs.replace(settings, admin_token=OPERATOR_TOKEN)


@pytest.fixture()
def admin(admin_settings: Settings) -> Iterator[TestClient]:  # type: ignore[type-arg]
    with TestClient(app=create_app(admin_settings)) as client:
        yield client


def new_app(
    client: Any, name: str, *scopes: str, origins: list[str] | None = None
) -> tuple[str, str]:
    """An app and a key of it: (app id, key secret)."""
    created = client.post(
        "/admin/apps", json={"name": name, "origins": origins or []}, headers=OPERATOR
    )
    assert created.status_code == 201, created.text
    app_id = created.json()["id"]
    key = client.post(
        f"/admin/apps/{app_id}/keys",
        json={"scopes": list(scopes or ("tables", "players"))},
        headers=OPERATOR,
    )
    assert key.status_code == 201, key.text
    return app_id, key.json()["secret"]


def as_app(secret: str, token: str | None = None) -> dict[str, str]:
    return {"X-Api-Key": secret, **(auth(token) if token else {})}


def test_an_app_and_its_keys_through_the_admin_api(admin: Any) -> None:
    app_id, secret = new_app(admin, "Studio A", "tables")
    assert app_id.startswith("app_") and secret.startswith("tk_")
    shown = admin.get(f"/admin/apps/{app_id}", headers=OPERATOR).json()
    assert shown["name"] == "Studio A" and len(shown["keys"]) == 1
    key = shown["keys"][0]
    assert key["scopes"] == ["tables"] and secret.startswith(key["prefix"])
    assert secret not in json.dumps(shown)  # the secret is shown once, at creation
    assert [app["id"] for app in admin.get("/admin/apps", headers=OPERATOR).json()].count(
        app_id
    ) == 1
    actions = [entry["action"] for entry in admin.get("/admin/audit", headers=OPERATOR).json()]
    assert actions[:2] == ["key.create", "app.create"]


def test_the_admin_api_needs_the_operator_token(admin: Any, client: Any) -> None:
    assert admin.get("/admin/apps").status_code == 401
    wrong = admin.get("/admin/apps", headers=auth("not-the-operator-token"))
    assert wrong.status_code == 401 and wrong.json()["code"] == "unauthorized"
    off = client.get("/admin/apps", headers=OPERATOR)  # no TAPETE_ADMIN_TOKEN
    assert off.status_code == 403 and off.json()["code"] == "admin_disabled"


def test_a_request_without_an_app_acts_for_the_default_app(admin: Any) -> None:
    """The open default (`make run`): nothing changes for a request naming no app."""
    created = admin.post("/tables", json={"game": GAME, "host_name": "Ana"})
    assert created.status_code == 201
    code, token = created.json()["code"], created.json()["token"]
    assert admin.get(f"/tables/{code}", headers=auth(token)).status_code == 200


def cases_on_a_table(document: dict[str, Any]) -> Iterator[tuple[str, str, str, Any]]:
    """(operation id, method, path, body) of every operation on a table code, with the
    document's own example body: a valid body, so that the table's absence is what answers."""
    for path, item in document["paths"].items():
        if "{code}" not in path or path.startswith("/admin"):
            continue
        for method, operation in item.items():
            body = None
            if "requestBody" in operation:
                content = operation["requestBody"]["content"]["application/json"]
                examples = list(content.get("examples", {}).values())
                body = examples[0]["value"] if examples else {}
            yield operation["operationId"], method.upper(), path, body


def fill(path: str, code: str) -> str:
    return path.replace("{code}", code).replace("{member}", "1").replace("{number}", "1")


PLAYER_CREDENTIAL = {
    "invitePlayer",
    "listTableInvitations",
    "acceptInvitation",
    "declineInvitation",
}


def test_another_apps_table_answers_as_a_missing_one_on_every_operation(admin: Any) -> None:
    _, key_a = new_app(admin, "Studio A")
    _, key_b = new_app(admin, "Studio B")
    created = admin.post(
        "/tables",
        json={"game": GAME, "host_name": "Ana", "visibility": "public"},
        headers=as_app(key_a),
    )
    assert created.status_code == 201, created.text
    code, token = created.json()["code"], created.json()["token"]
    document = admin.get("/docs/openapi.json").json()
    missing = "QQQQQQ"
    assert admin.get(f"/tables/{missing}").status_code == 404
    # Operations that take a player credential (not the table's token): a player of B's, and
    # one of the default app's, each asking in its own app.
    players = {
        "b": admin.post("/players", json={"name": "Bo"}, headers=as_app(key_b)).json()["token"],
        "default": admin.post("/players", json={"name": "Di"}).json()["token"],
    }
    checked = []
    for operation_id, method, path, body in cases_on_a_table(document):
        if operation_id == "streamTable":
            continue  # below: a stream's refusal is its first answer
        for app in ("b", "default"):
            # joining reads a bearer as a player identity: the table's token is none (401)
            sent = None if operation_id == "joinTable" else token
            if operation_id in PLAYER_CREDENTIAL:
                sent = players[app]
            headers = as_app(key_b, sent) if app == "b" else (auth(sent) if sent else {})
            answers = [
                admin.request(method, fill(path, table_code), json=body, headers=headers)
                for table_code in (code, missing)
            ]
            theirs, nobodys = ((a.status_code, a.json()["code"]) for a in answers)
            assert theirs == nobodys, (operation_id, list(headers), answers[0].text)
            assert theirs[0] == 404, (operation_id, answers[0].text)
        checked.append(operation_id)
    assert len(checked) >= 12
    with admin.stream("GET", f"/tables/{code}/stream", headers=as_app(key_b, token)) as refused:
        assert refused.status_code == 404
    # nothing changed, and app A still has it all
    mine = admin.get(f"/tables/{code}", headers=as_app(key_a, token))
    assert mine.status_code == 200 and mine.json()["version"] == created.json()["table"]["version"]
    lobbies_b = admin.get(
        "/tables", params={"game": GAME, "status": "lobby"}, headers=as_app(key_b)
    )
    assert code not in [entry["code"] for entry in lobbies_b.json()["tables"]]
    lobbies_a = admin.get(
        "/tables", params={"game": GAME, "status": "lobby"}, headers=as_app(key_a)
    )
    assert code in [entry["code"] for entry in lobbies_a.json()["tables"]]


def test_a_revoked_key_stops_working_and_its_sibling_goes_on(admin: Any) -> None:
    """Rotation: a second key is live before the first is revoked; no request fails."""
    app_id, old = new_app(admin, "Studio A", "tables")
    new = admin.post(f"/admin/apps/{app_id}/keys", json={"scopes": ["tables"]}, headers=OPERATOR)
    new_secret = new.json()["secret"]
    body = {"game": GAME, "host_name": "Ana"}
    assert admin.post("/tables", json=body, headers=as_app(old)).status_code == 201
    assert admin.post("/tables", json=body, headers=as_app(new_secret)).status_code == 201
    old_id = admin.get(f"/admin/apps/{app_id}", headers=OPERATOR).json()["keys"][0]["id"]
    revoked = admin.delete(f"/admin/apps/{app_id}/keys/{old_id}", headers=OPERATOR)
    assert revoked.status_code == 200 and revoked.json()["revoked_ms"] is not None

    def refused() -> bool:
        answer = admin.post("/tables", json=body, headers=as_app(old))
        return answer.status_code == 401 and answer.json()["code"] == "invalid_api_key"

    eventually(refused, timeout=10, what="the revoked key refused")
    assert admin.post("/tables", json=body, headers=as_app(new_secret)).status_code == 201
    unknown = admin.post("/tables", json=body, headers=as_app("tk_" + "0" * 43))
    assert unknown.status_code == 401 and unknown.json()["code"] == "invalid_api_key"


def test_a_key_without_the_scope_is_refused_naming_it(admin: Any) -> None:
    _, players_only = new_app(admin, "Studio A", "players")
    refused = admin.post(
        "/tables", json={"game": GAME, "host_name": "Ana"}, headers=as_app(players_only)
    )
    assert refused.status_code == 403 and refused.json()["code"] == "missing_scope"
    assert refused.json()["scope"] == "tables"
    assert (
        admin.post("/players", json={"name": "Ana"}, headers=as_app(players_only)).status_code
        == 201
    )


def test_a_publishable_app_id_with_the_apps_origins(admin: Any) -> None:
    app_id, _ = new_app(admin, "Studio A", origins=["https://play.example"])
    body = {"game": GAME, "host_name": "Ana"}
    allowed = {"X-App-Id": app_id, "Origin": "https://play.example"}
    assert admin.post("/tables", json=body, headers=allowed).status_code == 201
    other = admin.post("/tables", json=body, headers={**allowed, "Origin": "https://evil.example"})
    assert other.status_code == 403 and other.json()["code"] == "origin_not_allowed"
    missing = admin.post("/tables", json=body, headers={"X-App-Id": "app_0000000000000000"})
    assert missing.status_code == 401 and missing.json()["code"] == "invalid_api_key"


def test_a_disabled_app_is_refused(admin: Any) -> None:
    app_id, secret = new_app(admin, "Studio A")
    changed = admin.patch(f"/admin/apps/{app_id}", json={"disabled": True}, headers=OPERATOR)
    assert changed.status_code == 200 and changed.json()["disabled"] is True

    def refused() -> bool:
        answer = admin.post(
            "/tables", json={"game": GAME, "host_name": "A"}, headers=as_app(secret)
        )
        return answer.status_code == 403 and answer.json()["code"] == "app_disabled"

    eventually(refused, timeout=10, what="the disabled app refused")


def test_requiring_an_app_refuses_a_request_naming_none(admin_settings: Settings) -> None:
    strict = msgspec.structs.replace(admin_settings, require_app=True)
    with TestClient(app=create_app(strict)) as client:
        refused = client.post("/tables", json={"game": GAME, "host_name": "Ana"})
        assert refused.status_code == 401 and refused.json()["code"] == "app_required"
        assert client.get("/health/live").status_code == 200
        assert client.get("/play").status_code == 200  # the web client's pages name no app
        assert client.get("/players/p_0").status_code == 401  # `/players` is not `/play`
        _, secret = new_app(client, "Studio A")
        assert (
            client.post(
                "/tables", json={"game": GAME, "host_name": "Ana"}, headers=as_app(secret)
            ).status_code
            == 201
        )


def test_an_operator_inspects_and_cancels_a_live_table_its_players_see_why(admin: Any) -> None:
    app_id, key = new_app(admin, "Studio A")
    created = admin.post(
        "/tables", json={"game": GAME, "host_name": "Ana", "bots": ["easy"]}, headers=as_app(key)
    ).json()
    code, token = created["code"], created["token"]
    assert admin.post(f"/tables/{code}/start", headers=as_app(key, token)).status_code == 200
    listed = admin.get(
        "/admin/tables", params={"status": "playing", "app": app_id}, headers=OPERATOR
    )
    assert listed.status_code == 200, listed.text
    assert [t["code"] for t in listed.json()] == [code]
    others = admin.get(
        "/admin/tables", params={"status": "playing", "app": "app_x"}, headers=OPERATOR
    )
    assert code not in [t["code"] for t in others.json()]
    seen = admin.get(f"/admin/tables/{code}", headers=OPERATOR)
    assert seen.status_code == 200, seen.text
    inspected = seen.json()
    assert inspected["app"] != "default" and inspected["view"]["status"] == "playing"
    assert token not in seen.text
    # The full state and the step log as stored: what the game keeps, every seat's included.
    assert inspected["state"] and isinstance(inspected["state"], dict)
    steps = inspected["steps"]
    assert [s["version"] for s in steps] == sorted(s["version"] for s in steps)
    assert steps[-1]["version"] <= inspected["view"]["version"]  # a bot may have moved since
    logged = [event["type"] for step in steps for event in step["events"]]
    assert logged[0] == "game_started" and len(logged) > 1  # then the game's opening events
    cancelled = admin.post(
        f"/admin/tables/{code}/cancel", json={"reason": "abuse report"}, headers=OPERATOR
    )
    assert cancelled.status_code == 200, cancelled.text
    view = admin.get(f"/tables/{code}", headers=as_app(key, token)).json()
    assert view["status"] == "cancelled"
    assert view["result"]["details"] == {"cancelled_by": "operator", "reason": "abuse report"} | {
        k: v for k, v in view["result"]["details"].items() if k not in ("cancelled_by", "reason")
    }
    audit = admin.get("/admin/audit", headers=OPERATOR).json()[0]
    assert audit["action"] == "table.cancel" and audit["target"] == code
    assert audit["detail"]["reason"] == "abuse report"


def test_the_operator_sees_every_seats_private_events_and_a_window_of_the_log(admin: Any) -> None:
    """The operator's log holds every event a spectator reads (its public part alike), and
    each seat's private part besides."""
    _, key = new_app(admin, "Studio A")
    body = {"game": GAME, "host_name": "Ana", "bots": ["easy"]}
    created = admin.post("/tables", json=body, headers=as_app(key)).json()
    code, token = created["code"], created["token"]
    lobby = admin.get(f"/admin/tables/{code}", headers=OPERATOR).json()
    assert lobby["state"] is None and lobby["view"]["status"] == "lobby"
    assert admin.post(f"/tables/{code}/start", headers=as_app(key, token)).status_code == 200
    full = admin.get(f"/admin/tables/{code}", headers=OPERATOR).json()
    watched = admin.get(f"/tables/{code}/events", params={"since": 0}, headers=as_app(key))
    assert watched.status_code == 200, watched.text
    last = full["steps"][-1]["version"]  # a bot may move after: compare up to it
    public = [(e["version"], e["type"], e["data"]) for e in watched.json()["events"]]
    public = [event for event in public if event[0] <= last]
    logged = [(s["version"], e["type"], e["data"]) for s in full["steps"] for e in s["events"]]
    assert logged == public
    for step in full["steps"]:
        for event in step["events"]:
            assert all(int(seat) in range(len(full["view"]["seats"])) for seat in event["private"])
    window = admin.get(f"/admin/tables/{code}", params={"steps": 1}, headers=OPERATOR).json()
    # the latest step alone (a bot may have moved since the full read: not an older one)
    assert len(window["steps"]) == 1 and window["steps"][0]["version"] >= last
    refused = admin.get(f"/admin/tables/{code}", params={"steps": 5000}, headers=OPERATOR)
    assert refused.status_code == 400


def test_another_apps_game_record_is_not_there(admin: Any, worker: Any, redis_client: Any) -> None:
    """An ended game's record, stored by the end-of-game job, stays with its app."""
    _, key_a = new_app(admin, "Studio A")
    _, key_b = new_app(admin, "Studio B")
    body = {"game": GAME, "host_name": "Ana", "bots": ["easy"]}
    created = admin.post("/tables", json=body, headers=as_app(key_a)).json()
    code, token = created["code"], created["token"]
    assert admin.post(f"/tables/{code}/start", headers=as_app(key_a, token)).status_code == 200
    assert admin.post(f"/tables/{code}/cancel", headers=as_app(key_a, token)).status_code == 200
    eventually(
        lambda: redis_client.exists(f"tapete:{{players}}:rec:{code}") == 1,
        what="the stored record",
    )
    assert admin.get(f"/tables/{code}/record", headers=as_app(key_a)).status_code == 200
    for headers in (as_app(key_b), {}):
        refused = admin.get(f"/tables/{code}/record", headers=headers)
        assert refused.status_code == 404, refused.text


def test_the_request_log_names_a_non_default_app(admin: Any, caplog: Any) -> None:
    app_id, secret = new_app(admin, "Studio A")
    with caplog.at_level("INFO", logger="tapete.requests"):
        admin.get("/games", headers=as_app(secret))
        admin.get("/games")
    fields = [getattr(record, "fields", {}) for record in caplog.records]
    lines = [line for line in fields if line.get("path") == "/games"]
    assert [line.get("app") for line in lines[-2:]] == [app_id, None]


def test_players_belong_to_their_app(admin_settings: Settings) -> None:
    """A Tapete-issued player is its app's; one JWT `sub` in two apps is two players."""
    secret = "apps-test-jwt-secret-0123456789-abcdefghijklmnop"
    configured = msgspec.structs.replace(admin_settings, jwt_secret=secret)
    with TestClient(app=create_app(configured)) as client:
        app_a, key_a = new_app(client, "Studio A")
        app_b, key_b = new_app(client, "Studio B")
        # The same JWT settings for both apps (each app's own: docs/apps.md, "JWTs per app")
        shared = {"audience": "tapete", "issuer": "studio", "hs256_secrets": [secret]}
        for app_id in (app_a, app_b):
            changed = client.patch(f"/admin/apps/{app_id}", json={"jwt": shared}, headers=OPERATOR)
            assert changed.status_code == 200, changed.text
        created = client.post("/players", json={"name": "Ana"}, headers=as_app(key_a)).json()
        player_id, token = created["id"], created["token"]
        assert client.get(f"/players/{player_id}", headers=as_app(key_a)).status_code == 200
        for headers in (as_app(key_b), {}):
            assert client.get(f"/players/{player_id}", headers=headers).status_code == 404
            me = client.get("/players/me", headers={**headers, **auth(token)})
            assert me.status_code == 401, me.text
        assert client.get("/players/me", headers=as_app(key_a, token)).status_code == 200
        claims = {
            "sub": "user-42",
            "name": "Jo",
            "aud": "tapete",
            "iss": "studio",
            "exp": int(time.time()) + 600,
        }
        credential = jwt.encode(claims, secret, algorithm="HS256")
        ids = {
            client.get("/players/me", headers=headers).json()["id"]
            for headers in (as_app(key_a, credential), as_app(key_b, credential), auth(credential))
        }
        assert len(ids) == 3


def test_an_apps_admin_key_sees_and_acts_on_its_own_app_alone(admin: Any) -> None:
    """Admin keys (docs/apps.md): `admin:read` reads, `admin` also acts, on the key's app only;
    apps and keys stay the operator's."""
    app_a, key_a = new_app(admin, "Studio A")
    app_b, key_b = new_app(admin, "Studio B")
    reader = admin.post(
        f"/admin/apps/{app_a}/keys", json={"scopes": ["admin:read"]}, headers=OPERATOR
    ).json()["secret"]
    acting = admin.post(
        f"/admin/apps/{app_a}/keys", json={"scopes": ["admin"]}, headers=OPERATOR
    ).json()["secret"]
    body = {"game": GAME, "host_name": "Ana", "bots": ["easy"]}
    tables = {}
    for name, key in (("a", key_a), ("b", key_b)):
        created = admin.post("/tables", json=body, headers=as_app(key)).json()
        assert (
            admin.post(
                f"/tables/{created['code']}/start", headers=as_app(key, created["token"])
            ).status_code
            == 200
        )
        tables[name] = created["code"]
    read = {"X-Api-Key": reader}

    listed = admin.get("/admin/tables", params={"status": "playing"}, headers=read)
    assert listed.status_code == 200, listed.text
    assert {t["app"] for t in listed.json()} == {app_a}
    assert tables["a"] in [t["code"] for t in listed.json()]
    assert admin.get(f"/admin/tables/{tables['a']}", headers=read).status_code == 200
    hidden = admin.get(f"/admin/tables/{tables['b']}", headers=read)
    assert hidden.status_code == 404 and hidden.json()["code"] == "table_not_found"
    assert [a["id"] for a in admin.get("/admin/apps", headers=read).json()] == [app_a]
    assert admin.get(f"/admin/apps/{app_b}", headers=read).status_code == 404

    refused = admin.post(
        f"/admin/tables/{tables['a']}/cancel", json={"reason": "spam"}, headers=read
    )
    assert refused.status_code == 403 and refused.json()["scope"] == "admin"
    assert admin.get(f"/tables/{tables['a']}", headers=as_app(key_a)).json()["status"] == "playing"
    other = admin.post(
        f"/admin/tables/{tables['b']}/cancel",
        json={"reason": "spam"},
        headers={"X-Api-Key": acting},
    )
    assert other.status_code == 404
    assert admin.get(f"/tables/{tables['b']}", headers=as_app(key_b)).json()["status"] == "playing"
    done = admin.post(
        f"/admin/tables/{tables['a']}/cancel",
        json={"reason": "spam"},
        headers={"X-Api-Key": acting},
    )
    assert done.status_code == 200, done.text

    for method, path, payload in (
        ("POST", "/admin/apps", {"name": "Mine"}),
        ("PATCH", f"/admin/apps/{app_a}", {"disabled": True}),
        ("POST", f"/admin/apps/{app_a}/keys", {"scopes": ["admin"]}),
    ):
        answer = admin.request(method, path, json=payload, headers={"X-Api-Key": acting})
        assert answer.status_code == 403 and answer.json()["code"] == "operator_only", answer.text
    assert admin.get(f"/admin/apps/{app_a}", headers=OPERATOR).json()["disabled"] is False

    audit = admin.get("/admin/audit", headers=read).json()
    assert audit[0]["action"] == "table.cancel" and audit[0]["actor"].startswith("key_")
    assert {entry["detail"].get("app", entry["target"]) for entry in audit} == {app_a}
    plain = admin.get("/admin/tables", params={"status": "playing"}, headers={"X-Api-Key": key_a})
    assert plain.status_code == 403 and plain.json()["scope"] == "admin:read"


def test_the_operator_lists_tables_by_age(admin: Any) -> None:
    """`min_age`: only tables created at least that many seconds ago."""
    created = admin.post("/tables", json={"game": GAME, "host_name": "Ana"}).json()
    lobby = {"status": "lobby", "game": GAME}
    young = admin.get("/admin/tables", params={**lobby, "min_age": 0}, headers=OPERATOR)
    assert created["code"] in [t["code"] for t in young.json()]
    old = admin.get("/admin/tables", params={**lobby, "min_age": 3600}, headers=OPERATOR)
    assert old.status_code == 200 and created["code"] not in [t["code"] for t in old.json()]
    for wrong in (-1, "null", ""):  # `null` and empty: Litestar alone read them as absent
        bad = admin.get("/admin/tables", params={**lobby, "min_age": wrong}, headers=OPERATOR)
        assert bad.status_code == 400, wrong
