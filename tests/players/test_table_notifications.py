"""Notifications a table sends its players (docs/api.md, "Notifications"), with the real Redis
and a real RQ worker: a game's start, each turn that comes with more than a minute to play it,
and its end reach every seat linked to a player, exactly once each, in the same save as the
change; a long-poll on the inbox wakes on "your turn"."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from tests.gamepicks import quick_options, resign_action, with_clocks

GAME = with_clocks()  # its turns run on a clock of minutes: each turn is worth a notification


@pytest.fixture()
def client(settings: Settings, worker: Any) -> Iterator[Any]:
    # Real time: a turn of ten minutes is ten minutes, well past the minute a notice needs.
    with TestClient(app=create_app(msgspec.structs.replace(settings, time_scale=1.0))) as c:
        yield c


def player(client: Any, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def kinds(client: Any, who: dict[str, Any]) -> Counter[str]:
    inbox = client.get("/players/me/notifications", headers=auth(who["token"])).json()
    return Counter(note["kind"] for note in inbox["notifications"])


def started_table(
    client: Any,
) -> tuple[dict[str, Any], dict[str, Any], dict[str, str], dict[str, Any]]:
    """Ana hosts and plays, Bruno joins, both as players; the game starts. Answers the two
    players, the seat tokens by player name and the started view."""
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    body = {"game": GAME.id, "host_name": "Ana", "options": quick_options(GAME)}
    created = client.post("/tables", json=body, headers=auth(ana["token"]))
    assert created.status_code == 201, created.text
    code = created.json()["code"]
    joined = client.post(
        f"/tables/{code}/join", json={"name": "Bruno"}, headers=auth(bruno["token"])
    )
    assert joined.status_code == 201, joined.text
    tokens = {"Ana": created.json()["token"], "Bruno": joined.json()["token"]}
    client.get(f"/tables/{code}", headers=auth(tokens["Bruno"]))
    started = client.post(f"/tables/{code}/start", headers=auth(tokens["Ana"]))
    assert started.status_code == 200, started.text
    return ana, bruno, tokens, started.json()


def test_a_game_notifies_its_start_each_long_turn_and_its_end_once(client: Any) -> None:
    ana, bruno, tokens, view = started_table(client)
    code = view["code"]
    [first] = view["to_act"]
    names = {seat["seat"]: seat["name"] for seat in view["seats"]}
    mover = {"Ana": ana, "Bruno": bruno}[names[first]]
    eventually(lambda: kinds(client, ana)["table_started"] == 1, timeout=30, what="Ana told")
    eventually(lambda: kinds(client, mover)["your_turn"] == 1, timeout=30, what="first turn told")
    resigned = client.post(
        f"/tables/{code}/actions",
        json={"action": resign_action(GAME)},
        headers=auth(tokens[names[first]]),
    )
    assert resigned.status_code == 200, resigned.text
    for who in (ana, bruno):
        eventually(
            lambda who=who: kinds(client, who)["table_finished"] == 1, timeout=30, what="end told"
        )
    assert kinds(client, ana)["table_started"] == 1 == kinds(client, bruno)["table_started"]
    assert kinds(client, mover)["your_turn"] == 1
    assert view["rated"]  # two identified players, standard rules
    for who in (ana, bruno):  # the end-of-game job tells each player its new rating, once
        eventually(
            lambda who=who: kinds(client, who)["rating_changed"] == 1,
            timeout=30,
            what="rating told",
        )
    notes = client.get("/players/me/notifications", headers=auth(ana["token"])).json()
    [rating] = [n for n in notes["notifications"] if n["kind"] == "rating_changed"]
    assert rating["rating_before"] != rating["rating_after"]
    inbox = client.get("/players/me/notifications", headers=auth(bruno["token"])).json()
    assert {note["table"] for note in inbox["notifications"]} == {code}


def test_a_long_poll_on_the_inbox_wakes_on_your_turn(client: Any) -> None:
    ana, bruno, tokens, view = started_table(client)
    [first] = view["to_act"]
    names = {seat["seat"]: seat["name"] for seat in view["seats"]}
    waiter = bruno if names[first] == "Ana" else ana
    eventually(lambda: kinds(client, waiter)["table_started"] == 1, timeout=30, what="started")
    version = client.get("/players/me/notifications", headers=auth(waiter["token"])).json()[
        "version"
    ]
    answers: list[Any] = []
    polling = threading.Thread(
        target=lambda: answers.append(
            client.get(
                "/players/me/notifications",
                params={"since": version, "wait": 25},
                headers=auth(waiter["token"]),
            )
        )
    )
    polling.start()
    mover_token = tokens[names[first]]
    actions = client.get(f"/tables/{view['code']}/actions", headers=auth(mover_token)).json()
    move = next(a for a in actions["actions"] if a["type"] != resign_action(GAME)["type"])
    moved = client.post(
        f"/tables/{view['code']}/actions",
        json={"action": move, "expected_version": view["version"]},
        headers=auth(mover_token),
    )
    assert moved.status_code == 200, moved.text
    polling.join()
    woken = answers[0].json()
    assert woken["version"] > version
    # The wake may be the turn itself or a notice of the same save; the turn is there at last.
    eventually(lambda: kinds(client, waiter)["your_turn"] >= 1, timeout=30, what="turn told")
