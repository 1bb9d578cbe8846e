"""Nothing of one app is visible in another (docs/apps.md), under every reading operation of
the OpenAPI document: app A holds players who finished a rated game (so a leaderboard, their
profiles, histories and the game's record hold them) and a public table waiting in its lobby;
every GET that names an app, sent with app B's key (and, where a token is read, A's tokens), is
generated from the document, filled with A's ids, and must not show any of them."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from tests.gamepicks import quick_options, resign_action, resignable

ROOT = Path(__file__).resolve().parents[2]
DOCUMENT = json.loads((ROOT / "openapi" / "openapi.json").read_text())
OPERATOR_TOKEN = "operator-" + "i" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
NAMES = ("Zephyrine", "Quillon")  # A's players: names found nowhere else
HOOK = "https://hooks.zephyrine.example/tapete"  # A's webhook endpoint


def reading_operations() -> Iterator[tuple[str, str, dict[str, Any]]]:
    """(operation id, path, operation) of every GET that acts for an app (not the admin API)."""
    for path, item in DOCUMENT["paths"].items():
        operation = item.get("get")
        if operation is None or path.startswith("/admin"):
            continue
        if any("appKey" in option for option in operation.get("security", [])):
            yield operation["operationId"], path, operation


OPERATIONS = list(reading_operations())


class AppA(msgspec.Struct):
    key: str
    game: str
    players: list[dict[str, str]]  # id, token
    finished: str  # the rated game's code
    lobby: str  # a public table in its lobby
    lobby_token: str
    endpoint: str  # a webhook endpoint's id
    tournament: str  # a tournament A's first player registered for

    def secrets(self) -> list[str]:
        ids = [p["id"] for p in self.players] + [p["token"] for p in self.players]
        held = [self.finished, self.lobby, self.lobby_token, self.endpoint, self.tournament]
        return [*ids, *held, HOOK, *NAMES]


def new_app(client: Any, name: str) -> str:
    app_id = client.post("/admin/apps", json={"name": name}, headers=OPERATOR).json()["id"]
    key = client.post(
        f"/admin/apps/{app_id}/keys",
        json={"scopes": ["tables", "players", "webhooks"]},
        headers=OPERATOR,
    )
    assert key.status_code == 201, key.text
    secret: str = key.json()["secret"]
    return secret


@pytest.fixture()
def admin(settings: Settings, worker: Any) -> Iterator[TestClient]:  # type: ignore[type-arg]
    configured = msgspec.structs.replace(settings, admin_token=OPERATOR_TOKEN)
    with TestClient(app=create_app(configured)) as client:
        yield client


def populate(client: Any) -> AppA:
    key = new_app(client, "Studio A")
    as_a = {"X-Api-Key": key}
    game = resignable()
    players = []
    for name in NAMES:
        created = client.post("/players", json={"name": name}, headers=as_a)
        assert created.status_code == 201, created.text
        players.append({"id": created.json()["id"], "token": created.json()["token"]})
    body = {"game": game.id, "host_name": NAMES[0], "options": quick_options(game)}
    created = client.post("/tables", json=body, headers={**as_a, **auth(players[0]["token"])})
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    joined = client.post(
        f"/tables/{code}/join",
        json={"name": NAMES[1]},
        headers={**as_a, **auth(players[1]["token"])},
    )
    assert joined.status_code == 201, joined.text
    assert client.post(f"/tables/{code}/start", headers={**as_a, **auth(host)}).status_code == 200
    resigned = client.post(
        f"/tables/{code}/actions",
        json={"action": resign_action(game)},
        headers={**as_a, **auth(joined.json()["token"])},
    )
    assert resigned.status_code == 200, resigned.text
    history = f"/players/{players[0]['id']}/games"
    eventually(lambda: client.get(history, headers=as_a).json().get("games"), what="the rated game")
    lobby = client.post(
        "/tables",
        json={"game": game.id, "host_name": NAMES[0], "visibility": "public"},
        headers=as_a,
    )
    assert lobby.status_code == 201, lobby.text
    endpoint = client.post("/webhooks/endpoints", json={"url": HOOK}, headers=as_a)
    assert endpoint.status_code == 201, endpoint.text
    later = datetime.fromtimestamp(time.time() + 3600, tz=UTC).isoformat()
    settings = {"format": "swiss", "game": game.id, "seats": game.min_seats, "rounds": 1}
    cup = client.post(
        "/tournaments",
        json={"name": "Cup", "starts_at": later, "settings": settings},
        headers=as_a,
    )
    assert cup.status_code == 201, cup.text
    registered = client.post(
        f"/tournaments/{cup.json()['id']}/registrations",
        headers={**as_a, **auth(players[0]["token"])},
    )
    assert registered.status_code == 200, registered.text
    return AppA(
        key,
        game.id,
        players,
        code,
        lobby.json()["code"],
        lobby.json()["token"],
        endpoint.json()["endpoint"]["id"],
        cup.json()["id"],
    )


def filled(path: str, operation: dict[str, Any], a: AppA) -> tuple[str, dict[str, str]]:
    values = {
        "code": a.finished,
        "game_id": a.game,
        "player_id": a.players[0]["id"],
        "endpoint_id": a.endpoint,
        "tournament_id": a.tournament,
    }
    query = {}
    for parameter in operation.get("parameters", []):
        name = parameter["name"]
        if parameter["in"] == "path":
            assert name in values, f"{path}: give the test a value of A's for {{{name}}}"
            path = path.replace(f"{{{name}}}", values[name])
        elif parameter["in"] == "query" and name == "game":
            query[name] = a.game
        elif parameter["in"] == "query" and parameter["schema"].get("type") == "boolean":
            query[name] = "true"  # the wider answer (a leaderboard's provisional players)
    return path, query


def test_nothing_of_one_app_shows_in_another_under_any_reading_operation(admin: Any) -> None:
    a = populate(admin)
    key_b = new_app(admin, "Studio B")
    as_a = {"X-Api-Key": a.key}
    # What A itself sees: the ids below are really there to be leaked.
    board = admin.get(f"/games/{a.game}/leaderboard", params={"provisional": True}, headers=as_a)
    assert a.players[0]["id"] in board.text or a.players[1]["id"] in board.text, board.text
    assert a.lobby in admin.get("/tables", params={"game": a.game}, headers=as_a).text
    assert a.endpoint in admin.get("/webhooks/endpoints", headers=as_a).text

    assert OPERATIONS
    for operation_id, template, operation in OPERATIONS:
        path, query = filled(template, operation, a)
        streams = "text/event-stream" in operation["responses"].get("200", {}).get("content", {})
        reads_token = any("bearerAuth" in option for option in operation["security"])
        tokens = [None, a.players[0]["token"], a.lobby_token] if reads_token else [None]
        for token in tokens:
            headers = {"X-Api-Key": key_b, **(auth(token) if token else {})}
            answer = admin.request(
                "HEAD" if streams else "GET", path, params=query, headers=headers
            )
            assert answer.status_code < 500, f"{operation_id}: {answer.text}"
            if "{" in template and "{game_id}" not in template:
                assert answer.status_code in (401, 404), f"{operation_id}: {answer.text}"
            # (a problem may echo what the request itself sent: its path, its token)
            hidden = [x for x in a.secrets() if x not in path and x != token]
            for secret in hidden:
                assert secret not in answer.text, f"{operation_id} shows {secret!r} to app B"
            for name, value in answer.headers.items():
                assert not any(s in value for s in hidden), f"{operation_id}: {name}"
