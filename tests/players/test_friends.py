"""Friends and blocks over HTTP (docs/api.md, "Friends and blocks"), with the real Redis: a
request accepted makes two friends, asking back accepts, removing ends it for both, a block
ends everything between two players and keeps requests out, and every refusal has its own
code and changes nothing."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.players.friends import MAX_PENDING

OPERATOR_TOKEN = "operator-" + "f" * 32


@pytest.fixture()
def client(settings: Settings) -> Iterator[Any]:
    with TestClient(
        app=create_app(msgspec.structs.replace(settings, admin_token=OPERATOR_TOKEN))
    ) as c:
        yield c


def player(client: Any, name: str, headers: dict[str, str] | None = None) -> dict[str, Any]:
    created = client.post("/players", json={"name": name}, headers=headers or {})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def circle(client: Any, who: dict[str, Any]) -> dict[str, list[str]]:
    answer = client.get("/players/me/friends", headers=auth(who["token"]))
    assert answer.status_code == 200, answer.text
    return {name: [entry["id"] for entry in entries] for name, entries in answer.json().items()}


def ask(client: Any, who: dict[str, Any], whom: dict[str, Any]) -> Any:
    return client.post(f"/players/me/friends/{whom['id']}", headers=auth(who["token"]))


def block(client: Any, who: dict[str, Any], whom: dict[str, Any]) -> Any:
    return client.put(f"/players/me/blocks/{whom['id']}", headers=auth(who["token"]))


EMPTY: dict[str, list[str]] = {"friends": [], "incoming": [], "outgoing": [], "blocked": []}


def test_a_request_accepted_makes_two_friends(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    asked = ask(client, ana, bruno)
    assert asked.status_code == 200, asked.text
    assert asked.json()["outgoing"] == [
        {"id": bruno["id"], "name": "Bruno", "since_ms": asked.json()["outgoing"][0]["since_ms"]}
    ]
    assert circle(client, bruno) == {**EMPTY, "incoming": [ana["id"]]}
    assert ask(client, ana, bruno).json() == asked.json()  # asking again changes nothing
    accepted = ask(client, bruno, ana)
    assert accepted.status_code == 200, accepted.text
    assert circle(client, bruno) == {**EMPTY, "friends": [ana["id"]]}
    assert circle(client, ana) == {**EMPTY, "friends": [bruno["id"]]}


def test_two_players_asking_each_other_at_once_become_friends_once(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    answers: list[int] = []
    threads = [
        threading.Thread(target=lambda a=a, b=b: answers.append(ask(client, a, b).status_code))
        for a, b in ((ana, bruno), (bruno, ana))
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert answers == [200, 200]
    # Whichever came first, the second accepted it, or both are friends: never half.
    assert circle(client, ana) == {**EMPTY, "friends": [bruno["id"]]}
    assert circle(client, bruno) == {**EMPTY, "friends": [ana["id"]]}


def test_removing_a_friend_ends_it_for_both_and_declining_withdrawing_end_requests(
    client: Any,
) -> None:
    ana, bruno, carla = player(client, "Ana"), player(client, "Bruno"), player(client, "Carla")
    ask(client, ana, bruno)
    ask(client, bruno, ana)
    removed = client.delete(f"/players/me/friends/{ana['id']}", headers=auth(bruno["token"]))
    assert removed.status_code == 200 and removed.json()["friends"] == []
    assert circle(client, ana) == EMPTY
    ask(client, carla, ana)
    declined = client.delete(f"/players/me/friends/{carla['id']}", headers=auth(ana["token"]))
    assert declined.status_code == 200 and circle(client, carla) == EMPTY == circle(client, ana)
    ask(client, carla, ana)
    withdrawn = client.delete(f"/players/me/friends/{ana['id']}", headers=auth(carla["token"]))
    assert withdrawn.status_code == 200 and circle(client, ana) == EMPTY
    again = client.delete(f"/players/me/friends/{ana['id']}", headers=auth(carla["token"]))
    assert again.status_code == 200 and again.json() == {k: [] for k in EMPTY}


def test_a_friend_request_to_yourself_is_422_friend_self_and_changes_nothing(client: Any) -> None:
    ana = player(client, "Ana")
    for answer in (ask(client, ana, ana), block(client, ana, ana)):
        assert answer.status_code == 422 and answer.json()["code"] == "friend_self", answer.text
    assert circle(client, ana) == EMPTY


def test_a_block_ends_the_friendship_and_keeps_the_blocked_players_requests_out(
    client: Any,
) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    ask(client, ana, bruno)
    ask(client, bruno, ana)
    blocked = block(client, ana, bruno)
    assert blocked.status_code == 200, blocked.text
    assert circle(client, ana) == {**EMPTY, "blocked": [bruno["id"]]}
    assert circle(client, bruno) == EMPTY  # a block is not shown to the blocked player
    refused = ask(client, bruno, ana)
    assert refused.status_code == 403 and refused.json()["code"] == "blocked_by_player"
    assert (
        circle(client, ana) == {**EMPTY, "blocked": [bruno["id"]]}
        and circle(client, bruno) == EMPTY
    )
    mine = ask(client, ana, bruno)
    assert mine.status_code == 409 and mine.json()["code"] == "player_blocked"
    lifted = client.delete(f"/players/me/blocks/{bruno['id']}", headers=auth(ana["token"]))
    assert lifted.status_code == 200 and lifted.json()["blocked"] == []
    assert circle(client, ana) == EMPTY  # no friendship comes back by itself
    assert ask(client, bruno, ana).status_code == 200


def test_a_block_ends_pending_requests_both_ways(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    ask(client, bruno, ana)
    block(client, ana, bruno)
    assert circle(client, bruno) == EMPTY
    assert circle(client, ana) == {**EMPTY, "blocked": [bruno["id"]]}


def test_pending_requests_are_limited_with_friend_limit(client: Any) -> None:
    ana = player(client, "Ana")
    others = [player(client, f"P{n}") for n in range(MAX_PENDING + 1)]
    for other in others[:MAX_PENDING]:
        assert ask(client, ana, other).status_code == 200
    over = ask(client, ana, others[-1])
    assert over.status_code == 409 and over.json()["code"] == "friend_limit", over.text
    assert len(circle(client, ana)["outgoing"]) == MAX_PENDING


def test_an_unknown_player_is_404_and_another_apps_player_is_not_found(client: Any) -> None:
    ana = player(client, "Ana")
    unknown = client.post("/players/me/friends/p_00000000000000000000", headers=auth(ana["token"]))
    assert unknown.status_code == 404 and unknown.json()["code"] == "player_not_found"
    operator = auth(OPERATOR_TOKEN)
    app = client.post("/admin/apps", json={"name": "Elsewhere"}, headers=operator).json()
    key = client.post(
        f"/admin/apps/{app['id']}/keys", json={"scopes": ["players"]}, headers=operator
    )
    assert key.status_code == 201, key.text
    theirs = player(client, "Zoe", headers={"X-Api-Key": key.json()["secret"]})
    across = ask(client, ana, theirs)
    assert across.status_code == 404 and across.json()["code"] == "player_not_found"
    assert circle(client, ana) == EMPTY


def test_a_friend_list_needs_a_player_credential(client: Any) -> None:
    answer = client.get("/players/me/friends")
    assert answer.status_code == 401 and answer.json()["code"] == "unauthorized"
