"""Invitations to tournaments over HTTP (issue #39; docs/api.md, "Invitations"), with the real
Redis and a real RQ worker: an invitation accepted registers the invited player, a declined
one shows as declined, an invitation lapses when registration closes or the tournament ends,
a player who blocked you cannot be invited by you (nor you by them), the invited player is
notified in the same step, and each refusal has its own code and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import auth

from service.app import create_app
from service.core.settings import Settings
from service.players.keys import invitations_key
from tests.gamepicks import pick
from tests.tournaments.scripted import create

LATER = 3600.0  # a start an hour away: registration stays open through the test
PAIRS = pick(lambda g: g.min_seats == g.max_seats == 2, "played by two")
SWISS = {"format": "swiss", "game": PAIRS.id, "seats": 2, "rounds": 3}


@pytest.fixture()
def client(settings: Settings) -> Iterator[Any]:
    with TestClient(app=create_app(settings)) as c:
        yield c


def player(client: Any, name: str) -> dict[str, Any]:
    created = client.post("/players", json={"name": name})
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def registered(client: Any, tournament: str, who: dict[str, Any]) -> None:
    answer = client.post(f"/tournaments/{tournament}/registrations", headers=auth(who["token"]))
    assert answer.status_code == 200, answer.text


def invite(client: Any, tournament: str, who: dict[str, Any], whom: dict[str, Any]) -> Any:
    return client.post(
        f"/tournaments/{tournament}/invitations",
        json={"player": whom["id"]},
        headers=auth(who["token"]),
    )


def accept(client: Any, tournament: str, who: dict[str, Any]) -> Any:
    return client.post(
        f"/players/me/tournament-invitations/{tournament}/accept", headers=auth(who["token"])
    )


def mine(client: Any, who: dict[str, Any]) -> list[dict[str, Any]]:
    answer = client.get("/players/me/invitations", headers=auth(who["token"]))
    assert answer.status_code == 200, answer.text
    found: list[dict[str, Any]] = answer.json()["tournaments"]
    return found


def answers(client: Any, tournament: str, who: dict[str, Any]) -> dict[str, str]:
    listed = client.get(f"/tournaments/{tournament}/invitations", headers=auth(who["token"]))
    assert listed.status_code == 200, listed.text
    return {entry["name"]: entry["answer"] for entry in listed.json()["invitations"]}


def invited_notes(client: Any, who: dict[str, Any]) -> list[dict[str, Any]]:
    inbox = client.get("/players/me/notifications", headers=auth(who["token"])).json()
    return [n for n in inbox["notifications"] if n["kind"] == "invited"]


def refused(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.json()["code"] == code


def test_an_invitation_accepted_registers_the_invited_player(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    event = create(client, SWISS, {}, start_s=LATER)
    registered(client, event["id"], ana)
    sent = invite(client, event["id"], ana, bruno)
    assert sent.status_code == 201, sent.text
    assert [(e["name"], e["answer"], e["by"]) for e in sent.json()["invitations"]] == [
        ("Bruno", "pending", ana["id"])
    ]
    [invitation] = mine(client, bruno)
    assert (invitation["tournament"], invitation["name"], invitation["game"]) == (
        event["id"],
        "Test event",
        PAIRS.id,
    )
    assert (invitation["by"], invitation["by_name"]) == (ana["id"], "Ana")
    [note] = invited_notes(client, bruno)  # written with the invitation
    assert (note["tournament"], note["table"], note["by_name"]) == (event["id"], None, "Ana")
    accepted = accept(client, event["id"], bruno)
    assert accepted.status_code == 200, accepted.text
    assert bruno["id"] in [p["id"] for p in accepted.json()["players"]]
    assert mine(client, bruno) == []
    assert answers(client, event["id"], ana) == {"Bruno": "accepted"}
    assert answers(client, event["id"], bruno) == {"Bruno": "accepted"}  # now in it
    refused(invite(client, event["id"], ana, bruno), 409, "already_registered")
    refused(accept(client, event["id"], bruno), 404, "invitation_not_found")


def test_a_declined_tournament_invitation_shows_as_declined_and_cannot_be_accepted(
    client: Any,
) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    event = create(client, SWISS, {}, start_s=LATER)
    registered(client, event["id"], ana)
    invite(client, event["id"], ana, bruno)
    declined = client.delete(
        f"/players/me/tournament-invitations/{event['id']}", headers=auth(bruno["token"])
    )
    assert declined.status_code == 200, declined.text
    assert declined.json() == {"invitations": [], "tournaments": []}
    assert answers(client, event["id"], ana) == {"Bruno": "declined"}
    refused(accept(client, event["id"], bruno), 404, "invitation_not_found")
    players = client.get(f"/tournaments/{event['id']}").json()["players"]
    assert [p["id"] for p in players] == [ana["id"]]
    assert invite(client, event["id"], ana, bruno).status_code == 201  # again: pending
    assert answers(client, event["id"], ana) == {"Bruno": "pending"}
    assert len(invited_notes(client, bruno)) == 2  # a new invitation after an answer


def test_a_tournament_invitation_lapses_when_registration_closes(client: Any, worker: Any) -> None:
    ana, carla, bruno = player(client, "Ana"), player(client, "Carla"), player(client, "Bruno")
    knockout = {"format": "knockout", "game": PAIRS.id, "seats": 2}
    event = create(client, knockout, {}, start_s=1.5)  # a knockout takes nobody once started
    registered(client, event["id"], ana)
    registered(client, event["id"], carla)
    assert invite(client, event["id"], ana, bruno).status_code == 201
    assert len(mine(client, bruno)) == 1
    eventually(
        lambda: client.get(f"/tournaments/{event['id']}").json()["status"] == "running",
        timeout=30,
        what="the knockout started",
    )
    assert mine(client, bruno) == []
    refused(accept(client, event["id"], bruno), 404, "invitation_not_found")
    refused(invite(client, event["id"], ana, bruno), 409, "registration_closed")


def test_a_tournament_invitation_lapses_when_the_tournament_ends(client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    event = create(client, SWISS, {}, start_s=LATER)
    registered(client, event["id"], ana)
    invite(client, event["id"], ana, bruno)
    assert client.post(f"/tournaments/{event['id']}/cancel").status_code == 200
    assert mine(client, bruno) == []
    refused(accept(client, event["id"], bruno), 404, "invitation_not_found")
    refused(invite(client, event["id"], ana, bruno), 409, "tournament_over")


def test_a_player_who_blocked_you_cannot_be_invited_to_a_tournament(client: Any) -> None:
    ana, bruno, carla = player(client, "Ana"), player(client, "Bruno"), player(client, "Carla")
    event = create(client, SWISS, {}, start_s=LATER)
    registered(client, event["id"], ana)
    client.put(f"/players/me/blocks/{ana['id']}", headers=auth(bruno["token"]))
    refused(invite(client, event["id"], ana, bruno), 403, "blocked_by_player")
    client.put(f"/players/me/blocks/{carla['id']}", headers=auth(ana["token"]))
    refused(invite(client, event["id"], ana, carla), 409, "player_blocked")
    assert mine(client, bruno) == [] == mine(client, carla)
    assert invited_notes(client, bruno) == [] == invited_notes(client, carla)
    assert answers(client, event["id"], ana) == {}


def test_tournament_invitation_refusals_have_their_own_codes_and_change_nothing(
    client: Any,
) -> None:
    ana, bruno, oz = player(client, "Ana"), player(client, "Bruno"), player(client, "Oz")
    event = create(client, {**SWISS, "player_cap": 2}, {}, start_s=LATER)
    registered(client, event["id"], ana)
    refused(invite(client, event["id"], ana, ana), 422, "invite_self")
    refused(invite(client, event["id"], oz, bruno), 403, "not_in_tournament")
    listed = client.get(f"/tournaments/{event['id']}/invitations", headers=auth(oz["token"]))
    refused(listed, 403, "not_in_tournament")
    unknown = client.post(
        f"/tournaments/{event['id']}/invitations",
        json={"player": "p_00000000000000000000"},
        headers=auth(ana["token"]),
    )
    refused(unknown, 404, "player_not_found")
    refused(invite(client, "tn_0000000000000000", ana, bruno), 404, "tournament_not_found")
    refused(
        client.delete(
            f"/players/me/tournament-invitations/{event['id']}", headers=auth(bruno["token"])
        ),
        404,
        "invitation_not_found",
    )
    # Full when accepted: the invitation lapses with the chance.
    assert invite(client, event["id"], ana, bruno).status_code == 201
    registered(client, event["id"], oz)
    refused(invite(client, event["id"], ana, player(client, "Pia")), 409, "tournament_full")
    refused(accept(client, event["id"], bruno), 409, "tournament_full")
    assert mine(client, bruno) == []
    assert len(client.get(f"/tournaments/{event['id']}").json()["players"]) == 2


def test_a_tournament_invitations_keys_expire(client: Any, redis_client: Any) -> None:
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    event = create(client, SWISS, {}, start_s=LATER)
    registered(client, event["id"], ana)
    invite(client, event["id"], ana, bruno)
    keys = [*redis_client.keys(f"*tninv:{event['id']}:*"), invitations_key(bruno["id"])]
    assert len(keys) == 2
    for key in keys:
        assert 0 < redis_client.pttl(key) <= (LATER + 2 * 86_400) * 1000


def test_an_invitation_accepted_after_registering_meanwhile_shows_as_accepted(
    client: Any,
) -> None:
    """Bruno registered on his own after Ana invited him: accepting answers 409
    `already_registered`, and Ana's list says he accepted (not pending for good)."""
    ana, bruno = player(client, "Ana"), player(client, "Bruno")
    event = create(client, SWISS, {}, start_s=LATER)
    registered(client, event["id"], ana)
    assert invite(client, event["id"], ana, bruno).status_code == 201
    registered(client, event["id"], bruno)
    refused(accept(client, event["id"], bruno), 409, "already_registered")
    assert answers(client, event["id"], ana) == {"Bruno": "accepted"}
