"""The tournament resource's refusals (issue #36, "Bad input"): each a problem+json with its
own code, and nothing changed; reading, a player's own list, check-in and cancelling."""

from __future__ import annotations

import subprocess
import time
from typing import Any

import pytest
from support import auth

from tests.gamepicks import pick
from tests.tournaments.scripted import Scripted, create, new_players, register_all, starts_in

LATER = 3600.0  # a start an hour away: nothing runs during these tests
# A two-seat game rated by its standard rules (its default options), and a game of four.
PAIRS = pick(lambda g: g.min_seats == g.max_seats == 2 and g.rated(g.Options()), "rated pairs")
FOURS = pick(lambda g: g.min_seats <= 4 <= g.max_seats, "seating four")
SWISS = {"format": "swiss", "game": PAIRS.id, "seats": 2, "rounds": 3}


def refused(response: Any, status: int, code: str) -> None:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code


def listed(client: Any) -> list[str]:
    return [t["id"] for t in client.get("/tournaments").json()["tournaments"]]


@pytest.mark.parametrize(
    ("change", "status", "code"),
    [
        ({"settings": {**SWISS, "seats": 3}}, 422, "invalid_tournament_settings"),
        ({"settings": {**SWISS, "rounds": 0}}, 422, "invalid_tournament_settings"),
        (
            {"settings": {**SWISS, "format": "knockout", "game": FOURS.id, "seats": 4}},
            422,
            "invalid_tournament_settings",
        ),
        ({"settings": {**SWISS, "game": "chess"}}, 404, "game_not_found"),
        ({"options": {"no_such_option": 1}}, 422, "invalid_game_options"),
        ({"starts_at": "2020-01-01T00:00:00Z"}, 422, "start_in_past"),
    ],
)
def test_a_tournament_that_cannot_be_run_is_refused_and_not_created(
    client: Any, change: dict[str, Any], status: int, code: str
) -> None:
    before = listed(client)
    body = {"name": "Refused", "starts_at": starts_in(LATER), "settings": SWISS, **change}
    refused(client.post("/tournaments", json=body), status, code)
    assert listed(client) == before


def test_registering_twice_over_the_cap_or_outside_the_rating_bounds_changes_nothing(
    client: Any,
) -> None:
    players = list(new_players(client, 3).values())
    capped = create(client, {**SWISS, "player_cap": 2}, {}, start_s=LATER)
    path = f"/tournaments/{capped['id']}/registrations"
    assert client.post(path, headers=auth(players[0])).status_code == 200
    version = client.get(f"/tournaments/{capped['id']}").json()["version"]
    refused(client.post(path, headers=auth(players[0])), 409, "already_registered")
    assert client.post(path, headers=auth(players[1])).status_code == 200
    refused(client.post(path, headers=auth(players[2])), 409, "tournament_full")
    after = client.get(f"/tournaments/{capped['id']}").json()
    assert after["version"] == version + 1 and len(after["players"]) == 2
    strong = create(client, {**SWISS, "min_rating": 1600}, {}, start_s=LATER)
    spath = f"/tournaments/{strong['id']}/registrations"
    refused(client.post(spath, headers=auth(players[2])), 403, "rating_out_of_bounds")
    refused(client.post(path), 401, "unauthorized")


def test_withdrawing_when_not_registered_or_after_the_end_is_refused(client: Any) -> None:
    token = next(iter(new_players(client, 1).values()))
    event = create(client, SWISS, {}, start_s=LATER)
    base = f"/tournaments/{event['id']}"
    refused(client.post(f"{base}/withdraw", headers=auth(token)), 404, "not_registered")
    assert client.post(f"{base}/registrations", headers=auth(token)).status_code == 200
    assert client.post(f"{base}/cancel").status_code == 200  # its creator: the app
    refused(client.post(f"{base}/withdraw", headers=auth(token)), 409, "tournament_over")
    refused(client.post(f"{base}/registrations", headers=auth(token)), 409, "tournament_over")
    refused(client.post(f"{base}/cancel"), 409, "tournament_over")


def test_only_its_creator_cancels_a_tournament(client: Any) -> None:
    creator, other = new_players(client, 2).values()
    body = {"name": "Mine", "starts_at": starts_in(LATER), "settings": SWISS}
    made = client.post("/tournaments", json=body, headers=auth(creator)).json()
    assert made["creator"].startswith("player:")
    refused(
        client.post(f"/tournaments/{made['id']}/cancel", headers=auth(other)), 403, "not_organiser"
    )
    refused(client.post(f"/tournaments/{made['id']}/cancel"), 403, "not_organiser")
    assert (
        client.post(f"/tournaments/{made['id']}/cancel", headers=auth(creator)).json()["status"]
        == "cancelled"
    )


def test_an_unknown_tournament_is_a_404_and_check_in_outside_its_window_a_409(
    client: Any,
) -> None:
    token = next(iter(new_players(client, 1).values()))
    refused(client.get("/tournaments/tn_0000000000000000"), 404, "tournament_not_found")
    event = create(client, SWISS, {}, start_s=LATER)
    base = f"/tournaments/{event['id']}"
    client.post(f"{base}/registrations", headers=auth(token))
    refused(client.post(f"{base}/check-in", headers=auth(token)), 409, "check_in_closed")
    windowed = create(client, {**SWISS, "check_in_minutes": 10}, {}, start_s=LATER)
    wbase = f"/tournaments/{windowed['id']}"
    client.post(f"{wbase}/registrations", headers=auth(token))
    refused(client.post(f"{wbase}/check-in", headers=auth(token)), 409, "check_in_closed")


def test_a_players_own_tournaments_and_the_list_by_status_and_game(client: Any) -> None:
    token = next(iter(new_players(client, 1).values()))
    event = create(client, SWISS, {}, start_s=LATER)
    client.post(f"/tournaments/{event['id']}/registrations", headers=auth(token))
    mine = client.get("/players/me/tournaments", headers=auth(token)).json()["tournaments"]
    assert [t["id"] for t in mine] == [event["id"]]
    upcoming = client.get("/tournaments", params={"status": "upcoming", "game": PAIRS.id})
    assert event["id"] in [t["id"] for t in upcoming.json()["tournaments"]]
    running = client.get("/tournaments", params={"status": "running"}).json()["tournaments"]
    assert event["id"] not in [t["id"] for t in running]
    other_game = client.get("/tournaments", params={"game": FOURS.id}).json()["tournaments"]
    assert event["id"] not in [t["id"] for t in other_game]


def test_check_in_leaves_out_who_did_not_check_in_at_the_start(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    players = new_players(client, 3)
    event = create(client, {**SWISS, "rounds": 1, "check_in_minutes": 1}, {}, start_s=3)
    register_all(client, event["id"], players)
    here = list(players)[:2]
    for player in here:
        response = client.post(
            f"/tournaments/{event['id']}/check-in", headers=auth(players[player])
        )
        assert response.status_code == 200, response.text
    final = Scripted(client, event["id"], players).run(timeout=60)
    assert [sorted(t["seats"]) for t in final["tables"]] == [sorted(here)]
    absent = next(p for p in final["players"] if p["id"] not in here)
    assert absent["withdrawn"] and not absent["checked_in"]
    assert not final["byes"]


def test_a_tournament_tables_are_ordinary_tables_tagged_with_it(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    players = new_players(client, 2)
    event = create(client, {**SWISS, "rounds": 1}, {}, start_s=1)
    register_all(client, event["id"], players)
    deadline = time.monotonic() + 30
    tables: list[Any] = []
    while not tables and time.monotonic() < deadline:
        tables = client.get(f"/tournaments/{event['id']}").json()["tables"]
        time.sleep(0.05)
    code = tables[0]["code"]
    spectator = client.get(f"/tables/{code}").json()  # anyone may watch
    assert spectator["status"] == "playing"
    assert spectator["tournament"] == {"id": event["id"], "round": 1}
    assert spectator["you"]["role"] == "spectator"
    token = next(iter(players.values()))
    seat = client.post(f"/tournaments/{event['id']}/seat", headers=auth(token)).json()
    assert seat["code"] == code and seat["table"]["you"]["seat"] == seat["seat"]


def first_table(client: Any, tournament: str) -> dict[str, Any]:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        tables = client.get(f"/tournaments/{tournament}").json()["tables"]
        if tables:
            view: dict[str, Any] = client.get(f"/tables/{tables[0]['code']}").json()
            return view
        time.sleep(0.05)
    raise AssertionError("no table was opened")


@pytest.mark.parametrize("rated", [True, False])
def test_a_rated_event_rates_its_tables_and_a_casual_one_never_does(
    client: Any, worker: subprocess.Popen[bytes], rated: bool
) -> None:
    players = new_players(client, 2)
    event = create(client, {**SWISS, "rounds": 1, "rated": rated}, {}, start_s=1)
    register_all(client, event["id"], players)
    assert first_table(client, event["id"])["rated"] is rated
