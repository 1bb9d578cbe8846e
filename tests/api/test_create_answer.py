"""What a creation answers: a playing host's `you.seat` is its seat from the first answer on,
and a body for a game this build does not host names the hosted ones (from the registry)."""

from __future__ import annotations

from typing import Any

from support import REFERENCE, auth, join, table_options, view

from service.games.registry import GAMES


def create(client: Any, host_plays: bool) -> dict[str, Any]:
    body = {"game": REFERENCE.id, "host_name": "Host", "host_plays": host_plays}
    response = client.post("/tables", json={**body, "options": table_options()})
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def host_seat(table: dict[str, Any]) -> int:
    return next(seat["seat"] for seat in table["seats"] if seat["host"])


def test_a_playing_host_has_its_seat_in_the_create_answer_and_after(client: Any) -> None:
    created = create(client, host_plays=True)
    table, code, host = created["table"], created["code"], created["token"]
    assert table["you"]["role"] == "host"
    assert table["you"]["seat"] == host_seat(table) == len(table["seats"]) - 1
    guest = join(client, code, "Ana")
    moved = view(client, code, host)  # a playing host sits last: the join moved it
    assert moved["you"]["seat"] == host_seat(moved) == len(moved["seats"]) - 1
    joined = view(client, code, guest)
    assert joined["you"] == {"role": "player", "seat": 0, "member": joined["seats"][0]["member"]}
    for _ in range(REFERENCE.min_seats - 2):
        added = client.post(f"/tables/{code}/bots", json={"level": "easy"}, headers=auth(host))
        assert added.status_code == 201, added.text
    started = client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200, started.text
    assert started.json()["you"]["seat"] == host_seat(started.json())


def test_an_observing_host_has_no_seat(client: Any) -> None:
    created = create(client, host_plays=False)
    assert created["table"]["you"] == {"role": "host", "seat": None, "member": None}


def test_an_unknown_game_names_the_hosted_games(client: Any) -> None:
    hosted = ", ".join(sorted(GAMES))
    for path, body in (
        ("/tables", {"game": "poker", "host_name": "Ana"}),
        ("/quickplay", {"game": "poker", "name": "Ana"}),
    ):
        response = client.post(path, json=body)
        assert response.status_code == 400, response.text
        problem = response.json()
        assert problem["code"] == "bad_request"
        assert problem["detail"] == f"unknown game 'poker'; hosted games: {hosted} (GET /games)"
