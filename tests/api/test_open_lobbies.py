"""Open lobbies and quick play: public tables are listed while they wait in their lobby with a
free seat; quick play seats the caller at the longest-waiting fitting lobby or opens one; in a
rated-capable game identified players meet within a rating window that widens with waiting."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from support import auth, view

from service.api.catalog import game_info
from service.core.tenancy import DEFAULT_APP
from service.players.keys import ratings_key
from service.players.ratings import Rating
from service.tables.lobbies import WINDOW_MAX, public_key, rating_window
from tests.gamepicks import all_ids, pick, rated_by_rules, reference

# A two-seat game with two yes/no options: quick play matches on options and on free seats.
DUEL = pick(
    lambda g: g.max_seats == 2 and sum(o.type == "boolean" for o in game_info(g).options) >= 2,
    "for two with two yes/no options",
)
FLAG, OTHER_FLAG = [o.name for o in game_info(DUEL).options if o.type == "boolean"][:2]


@pytest.fixture(autouse=True)
def fresh_indexes(redis_client: Any) -> None:
    """Lobbies other tests left open must not be matched here."""
    for game in all_ids():
        redis_client.delete(public_key(game, DEFAULT_APP))


def listed(client: Any, game: str) -> list[str]:
    response = client.get("/tables", params={"game": game, "status": "lobby", "limit": 100})
    assert response.status_code == 200, response.text
    return [table["code"] for table in response.json()["tables"]]


def quick(client: Any, game: str, name: str, credential: str | None = None, **options: Any) -> Any:
    body = {"game": game, "name": name, "options": options}
    response = client.post("/quickplay", json=body, headers=auth(credential) if credential else {})
    assert response.status_code == 200, response.text
    return response.json()


def test_public_lobbies_are_listed_until_full_or_started(client: Any) -> None:
    game = reference().id
    body = {"game": game, "host_name": "Ana", "visibility": "public"}
    public = client.post("/tables", json=body).json()
    private = client.post("/tables", json={**body, "visibility": "private"}).json()
    assert public["table"]["visibility"] == "public"
    codes = listed(client, game)
    assert public["code"] in codes and private["code"] not in codes
    client.post(f"/tables/{public['code']}/join", json={"name": "Bo"})
    client.post(f"/tables/{public['code']}/start", headers=auth(public["token"]))
    assert public["code"] not in listed(client, game)
    assert client.get("/tables", params={"game": "nope"}).status_code == 404
    assert client.get("/tables", params={"game": game, "status": "playing"}).status_code == 400


def test_listing_pages_oldest_first(client: Any) -> None:
    game = reference().id
    body = {"game": game, "host_name": "Ana", "visibility": "public"}
    codes = [client.post("/tables", json=body).json()["code"] for _ in range(3)]
    first = client.get("/tables", params={"game": game, "limit": 2}).json()
    assert [t["code"] for t in first["tables"]] == codes[:2]
    rest = client.get(
        "/tables", params={"game": game, "limit": 2, "cursor": first["next_cursor"]}
    ).json()
    assert [t["code"] for t in rest["tables"]] == codes[2:] and rest["next_cursor"] is None


def test_quickplay_opens_a_table_then_seats_the_next_caller_there(client: Any) -> None:
    first = quick(client, DUEL.id, "Ana", **{FLAG: True})
    assert first["host"] is True and first["table"]["visibility"] == "public"
    second = quick(client, DUEL.id, "Ana", **{FLAG: True})  # same name: made unique
    assert second["host"] is False and second["code"] == first["code"]
    assert [s["name"] for s in view(client, first["code"])["seats"]] == ["Ana 2", "Ana"]
    third = quick(client, DUEL.id, "Cy", **{FLAG: True})  # the game seats two: a new table
    assert third["host"] is True and third["code"] != first["code"]
    other_options = quick(client, DUEL.id, "Di", **{OTHER_FLAG: True})
    assert other_options["code"] not in (first["code"], third["code"])


def test_quickplay_rating_window_widens_with_waiting() -> None:
    assert rating_window(0) == 150
    assert rating_window(30) == 450
    assert rating_window(3600) == WINDOW_MAX


def test_quickplay_matches_identified_players_within_the_window(
    client: Any, redis_client: Any
) -> None:
    players = [client.post("/players", json={"name": n}).json() for n in ("Ana", "Bo", "Cy")]
    strong = Rating(mu=35.0, sigma=5.0, games=20)  # shown 2100
    game = rated_by_rules().id  # its standard rules are rated
    redis_client.hset(ratings_key(players[0]["id"]), game, msgspec.json.encode(strong))
    opened = quick(client, game, "Ana", players[0]["token"])
    assert opened["host"] is True  # rated once a second identified human sits
    anonymous = quick(client, game, "Anon")  # would make it unrated: kept apart
    assert anonymous["code"] != opened["code"]
    far = quick(client, game, "Bo", players[1]["token"])  # 1500 vs 2100: outside 150
    assert far["code"] != opened["code"] and far["host"] is True
    near = quick(client, game, "Cy", players[2]["token"])  # 1500 meets Bo's lobby
    assert near["code"] == far["code"] and near["table"]["rated"] is True


def test_quickplay_never_seats_two_players_where_one_blocked_the_other(client: Any) -> None:
    """Blocks hold in quick play (docs/api.md, "Friends and blocks"): either way round."""
    ana, bo, cy = (client.post("/players", json={"name": n}).json() for n in ("Ana", "Bo", "Cy"))
    blocked = client.put(f"/players/me/blocks/{bo['id']}", headers=auth(ana["token"]))
    assert blocked.status_code == 200, blocked.text
    opened = quick(client, DUEL.id, "Ana", ana["token"], **{FLAG: True})
    assert opened["host"]
    kept_apart = quick(client, DUEL.id, "Bo", bo["token"], **{FLAG: True})
    assert kept_apart["code"] != opened["code"] and kept_apart["host"]
    met = quick(client, DUEL.id, "Cy", cy["token"], **{FLAG: True})
    assert met["code"] == opened["code"]
