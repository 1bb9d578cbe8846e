"""Every answer that carries a view tells who is connected as a poll right after would: the
seats' `connected` of a command's answer (create, join, the host's lobby changes, start, a
move) match those of the next `GET /tables/{code}` with the same token. A move's answer once
said every seat was away, the mover included (its view was built with nobody present)."""

from __future__ import annotations

from typing import Any

import pytest
from support import auth, complete_action, legal, view

from service.games.registry import GAMES
from tests.gamepicks import all_ids, quick_options, reference

MOVES = 6  # moves played per game: enough for each seat to move from a fresh and a recent read


def presence(table: dict[str, Any]) -> list[tuple[int, bool]]:
    return [(seat["seat"], seat["connected"]) for seat in table["seats"]]


def same_as_next_poll(client: Any, answer: dict[str, Any], token: str, what: str) -> None:
    """The answer's presence is the next poll's (same token, so the same seats listed)."""
    polled = view(client, answer["code"], token)
    assert polled["version"] == answer["version"], f"{what}: the table moved on meanwhile"
    assert presence(answer) == presence(polled), what


def ok(response: Any, status: int = 200) -> dict[str, Any]:
    assert response.status_code == status, response.text
    body: dict[str, Any] = response.json()
    return body


@pytest.mark.parametrize("game_id", all_ids())
def test_start_and_move_answers_show_the_presence_a_poll_shows(client: Any, game_id: str) -> None:
    game = GAMES[game_id]
    body = {"game": game_id, "host_name": "Host", "options": quick_options(game)}
    created = ok(client.post("/tables", json=body), 201)
    code, host = created["code"], created["token"]
    guest = ok(client.post(f"/tables/{code}/join", json={"name": "Guest"}), 201)["token"]
    view(client, code, guest)  # both seats have polled: both connected from here on
    started = ok(client.post(f"/tables/{code}/start", headers=auth(host)))
    assert all(connected for _, connected in presence(started)), started["seats"]
    same_as_next_poll(client, started, host, "start")
    seats = {view(client, code, token)["you"]["seat"]: token for token in (host, guest)}
    for move in range(MOVES):
        table = view(client, code, host)
        if table["status"] != "playing":
            break
        seat = table["to_act"][0]
        token = seats[seat]
        action = complete_action(legal(client, code, token))  # a move from the recent read
        answer = ok(
            client.post(f"/tables/{code}/actions", json={"action": action}, headers=auth(token))
        )
        mover = next(info for info in answer["seats"] if info["seat"] == seat)
        assert mover["connected"], f"move {move}: the seat that just moved is connected"
        same_as_next_poll(client, answer, token, f"move {move} by seat {seat}")


def test_lobby_answers_show_the_presence_a_poll_shows(client: Any) -> None:
    game = reference()
    body = {"game": game.id, "host_name": "Host", "options": quick_options(game)}
    created = ok(client.post("/tables", json=body), 201)
    code, host = created["code"], created["token"]
    same_as_next_poll(client, created["table"], host, "create")
    joined = ok(client.post(f"/tables/{code}/join", json={"name": "Guest"}), 201)
    same_as_next_poll(client, joined["table"], joined["token"], "join")
    host_sees = auth(host)
    bot = ok(client.post(f"/tables/{code}/bots", json={"level": "easy"}, headers=host_sees), 201)
    same_as_next_poll(client, bot, host, "add a bot")
    member = next(seat["member"] for seat in bot["seats"] if seat["kind"] == "bot")
    removed = ok(client.delete(f"/tables/{code}/bots/{member}", headers=host_sees))
    same_as_next_poll(client, removed, host, "remove a bot")
    patch = {"game": game.id, "host_plays": True, "options": quick_options(game)}
    updated = ok(client.patch(f"/tables/{code}", json=patch, headers=host_sees))
    same_as_next_poll(client, updated, host, "change the settings")
    cancelled = ok(client.post(f"/tables/{code}/cancel", headers=host_sees))
    same_as_next_poll(client, cancelled, host, "cancel")
