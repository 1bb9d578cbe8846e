"""Scripted players over HTTP for whole tournaments: each registers with a player identity,
comes to every table the server seats them at (POST .../seat) and answers every pending
decision there with a legal action, until the tournament ends. A player told to vanish
stops after a number of tables: from then on they never come to their table (a no-show),
as a person who closed the app would."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from support import act, auth, complete_action, legal

Client = Any


def new_players(client: Client, count: int, prefix: str = "Player") -> dict[str, str]:
    """`count` players: id -> token."""
    players = {}
    for number in range(1, count + 1):
        response = client.post("/players", json={"name": f"{prefix} {number}"})
        assert response.status_code == 201, response.text
        body = response.json()
        players[body["id"]] = body["token"]
    return players


def starts_in(seconds: float) -> str:
    return (datetime.now(UTC) + timedelta(seconds=seconds)).isoformat()


def create(
    client: Client, settings: dict[str, Any], options: dict[str, Any], start_s: float = 1.5
) -> dict[str, Any]:
    body = {
        "name": "Test event",
        "starts_at": starts_in(start_s),
        "settings": settings,
        "options": options,
    }
    response = client.post("/tournaments", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


def register_all(client: Client, tournament: str, players: dict[str, str]) -> None:
    for token in players.values():
        response = client.post(f"/tournaments/{tournament}/registrations", headers=auth(token))
        assert response.status_code == 200, response.text


class Scripted:
    """Plays every registered player's tables; `vanish_after[player]`: tables they play
    before vanishing."""

    def __init__(
        self,
        client: Client,
        tournament: str,
        players: dict[str, str],
        vanish_after: dict[str, int] | None = None,
    ) -> None:
        self.client = client
        self.tournament = tournament
        self.players = players
        self.vanish_after = vanish_after or {}
        self.seats: dict[tuple[str, str], tuple[str, int]] = {}  # (player, code) -> token, seat
        self.no_shows: set[tuple[str, str]] = set()  # (player, code) tables they never came to

    def read(self) -> dict[str, Any]:
        response = self.client.get(f"/tournaments/{self.tournament}")
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def vanished(self, player: str, code: str, tables: list[dict[str, Any]]) -> bool:
        limit = self.vanish_after.get(player)
        if limit is None:
            return False
        mine = [t["code"] for t in tables if player in t["seats"]]
        return mine.index(code) >= limit

    def run(
        self, timeout: float, until: Callable[[dict[str, Any]], bool] | None = None
    ) -> dict[str, Any]:
        """Plays until the tournament ends (or `until` holds for it): the last read of it."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            tournament = self.read()
            if tournament["status"] in ("finished", "cancelled"):
                return tournament
            if until is not None and until(tournament):
                return tournament
            if not self.step(tournament):
                time.sleep(0.05)
        raise AssertionError(f"tournament {self.tournament} did not end in {timeout} s")

    def step(self, tournament: dict[str, Any]) -> bool:
        acted = False
        tables = tournament["tables"]
        for table in tables:
            if table["result"] is not None:
                continue
            code = table["code"]
            for player in table["seats"]:
                if player not in self.players:
                    continue
                if self.vanished(player, code, tables):
                    self.no_shows.add((player, code))
                    continue
                acted |= self.play(player, code)
        return acted

    def play(self, player: str, code: str) -> bool:
        seat = self.seats.get((player, code))
        if seat is None:
            response = self.client.post(
                f"/tournaments/{self.tournament}/seat", headers=auth(self.players[player])
            )
            if response.status_code != 200:
                return False  # the table ended meanwhile
            body = response.json()
            if body["code"] != code:
                return False
            seat = self.seats[(player, code)] = (body["token"], body["seat"])
        token, number = seat
        view = self.client.get(f"/tables/{code}", headers=auth(token)).json()
        if view["status"] != "playing" or number not in view["to_act"]:
            return False
        actions = legal(self.client, code, token)
        if not actions:
            return False
        response = act(self.client, code, token, complete_action(actions))
        assert response.status_code in (200, 409), response.text
        return True
