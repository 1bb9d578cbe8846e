"""Invitations over HTTP (docs/api.md, "Invitations"), with the real Redis: an invitation
accepted seats the invited player (linked to its player), a declined one shows as declined,
an invitation lapses with its lobby, blocks hold both ways, and each refusal has its own
code and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from litestar.testing import TestClient
from support import REFERENCE, auth, table_options

from service.app import create_app
from service.core.settings import Settings
from service.players.keys import invitations_key


@pytest.fixture()
def client(settings: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(settings)) as c:
        yield c


def player(client: Any, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def hosted_by(client: Any, host: dict[str, Any]) -> dict[str, Any]:
    """A table in its lobby, hosted (and played) by the player `host`."""
    body = {"game": REFERENCE.id, "host_name": host["name"], "options": table_options()}
    created = client.post("/tables", json=body, headers=auth(host["token"]))
    assert created.status_code == 201, created.text
    table: dict[str, Any] = created.json()
    return table


def invite(client: Any, code: str, who: dict[str, Any], whom: dict[str, Any]) -> Any:
    return client.post(
        f"/tables/{code}/invitations", json={"player": whom["id"]}, headers=auth(who["token"])
    )


def mine(client: Any, who: dict[str, Any]) -> list[dict[str, Any]]:
    answer = client.get("/players/me/invitations", headers=auth(who["token"]))
    assert answer.status_code == 200, answer.text
    found: list[dict[str, Any]] = answer.json()["invitations"]
    return found


def answers(client: Any, code: str, who: dict[str, Any]) -> dict[str, str]:
    listed = client.get(f"/tables/{code}/invitations", headers=auth(who["token"]))
    assert listed.status_code == 200, listed.text
    return {entry["name"]: entry["answer"] for entry in listed.json()["invitations"]}


def test_an_invitation_accepted_seats_the_invited_player(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    table = hosted_by(client, ana)
    sent = invite(client, table["code"], ana, bruno)
    assert sent.status_code == 201, sent.text
    assert [(e["name"], e["answer"], e["by"]) for e in sent.json()["invitations"]] == [
        ("Bruno", "pending", ana["id"])
    ]
    [invitation] = mine(client, bruno)
    assert (invitation["code"], invitation["by_name"], invitation["game"]) == (
        table["code"],
        "Ana",
        REFERENCE.id,
    )
    accepted = client.post(
        f"/players/me/invitations/{table['code']}/accept", json={}, headers=auth(bruno["token"])
    )
    assert accepted.status_code == 201, accepted.text
    seat = accepted.json()
    assert seat["code"] == table["code"] and seat["token"]
    view = client.get(f"/tables/{table['code']}", headers=auth(seat["token"])).json()
    assert view["you"]["member"] == seat["member"]
    assert "Bruno" in [s["name"] for s in view["seats"]]
    assert mine(client, bruno) == []
    assert answers(client, table["code"], ana) == {"Bruno": "accepted"}
    assert answers(client, table["code"], bruno) == {"Bruno": "accepted"}  # now at the table
    again = invite(client, table["code"], ana, bruno)
    assert again.status_code == 409 and again.json()["code"] == "player_seated"


def test_a_declined_invitation_shows_as_declined_and_cannot_be_accepted(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    code = hosted_by(client, ana)["code"]
    invite(client, code, ana, bruno)
    declined = client.delete(f"/players/me/invitations/{code}", headers=auth(bruno["token"]))
    assert declined.status_code == 200
    assert declined.json() == {"invitations": [], "tournaments": []}
    assert answers(client, code, ana) == {"Bruno": "declined"}
    late = client.post(
        f"/players/me/invitations/{code}/accept", json={}, headers=auth(bruno["token"])
    )
    assert late.status_code == 404 and late.json()["code"] == "invitation_not_found"
    assert invite(client, code, ana, bruno).status_code == 201  # invited again: pending
    assert answers(client, code, ana) == {"Bruno": "pending"}


def test_an_invitation_lapses_when_its_table_starts(client: Any) -> None:
    ana, bruno, carla = player(client, "Ana"), player(client, "Bruno"), player(client, "Carla")
    table = hosted_by(client, ana)
    code = table["code"]
    invite(client, code, ana, bruno)
    for n in range(REFERENCE.min_seats - 1):
        joined = client.post(f"/tables/{code}/join", json={"name": f"Seat {n}"})
        assert joined.status_code == 201, joined.text
        client.get(f"/tables/{code}", headers=auth(joined.json()["token"]))  # connected
    started = client.post(f"/tables/{code}/start", headers=auth(table["token"]))
    assert started.status_code == 200, started.text
    assert mine(client, bruno) == []
    late = client.post(
        f"/players/me/invitations/{code}/accept", json={}, headers=auth(bruno["token"])
    )
    assert late.status_code == 404 and late.json()["code"] == "invitation_not_found"
    started_too = invite(client, code, ana, carla)
    assert started_too.status_code == 409 and started_too.json()["code"] == "wrong_table_status"


def test_blocks_hold_for_invitations_both_ways(client: Any) -> None:
    ana, bruno, carla = player(client, "Ana"), player(client, "Bruno"), player(client, "Carla")
    code = hosted_by(client, ana)["code"]
    client.put(f"/players/me/blocks/{ana['id']}", headers=auth(bruno["token"]))
    refused = invite(client, code, ana, bruno)
    assert refused.status_code == 403 and refused.json()["code"] == "blocked_by_player"
    client.put(f"/players/me/blocks/{carla['id']}", headers=auth(ana["token"]))
    mine_blocked = invite(client, code, ana, carla)
    assert mine_blocked.status_code == 409 and mine_blocked.json()["code"] == "player_blocked"
    assert mine(client, bruno) == [] == mine(client, carla)
    assert answers(client, code, ana) == {}


def test_refusals_have_their_own_codes_and_change_nothing(client: Any) -> None:
    ana, bruno, outsider = player(client, "Ana"), player(client, "Bruno"), player(client, "Oz")
    code = hosted_by(client, ana)["code"]
    itself = invite(client, code, ana, ana)
    assert itself.status_code == 422 and itself.json()["code"] == "invite_self"
    not_there = invite(client, code, outsider, bruno)
    assert not_there.status_code == 403 and not_there.json()["code"] == "not_seated"
    unknown = client.post(
        f"/tables/{code}/invitations",
        json={"player": "p_00000000000000000000"},
        headers=auth(ana["token"]),
    )
    assert unknown.status_code == 404 and unknown.json()["code"] == "player_not_found"
    no_table = invite(client, "ZZZZZZ", ana, bruno)
    assert no_table.status_code == 404 and no_table.json()["code"] == "table_not_found"
    decline = client.delete(f"/players/me/invitations/{code}", headers=auth(bruno["token"]))
    assert decline.status_code == 404 and decline.json()["code"] == "invitation_not_found"
    assert mine(client, bruno) == [] and answers(client, code, ana) == {}


def test_invitation_keys_expire_with_the_lobby(
    client: Any, redis_client: Any, settings: Settings
) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    code = hosted_by(client, ana)["code"]
    invite(client, code, ana, bruno)
    keys = [k for k in redis_client.keys(f"*tinv:{code}:*")] + [invitations_key(bruno["id"])]
    assert len(keys) == 2
    for key in keys:
        assert 0 < redis_client.pttl(key) <= settings.idle_ttl_seconds * 1000
