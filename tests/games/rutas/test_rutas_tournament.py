"""Rutas tournaments run by the server (issue #36, "Done when"): a 5-round Swiss of 13 players
(a bye each round) and an 8-player knockout, played over HTTP by scripted players; one player
vanishes mid-event and is forfeited; the standings agree with the game records."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest

from tests.tournaments.e2e import Scripted, assert_no_show_forfeited, assert_scores, run
from tests.tournaments.independent import record, swiss_scores
from tests.tournaments.scripted import starts_in


@pytest.mark.slow
def test_swiss_of_rutas_13_players_5_rounds_a_bye_each_round(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    settings = {"format": "swiss", "game": "rutas", "seats": 2, "rounds": 5}
    final, script, vanished = run(client, settings, {}, 13, vanish_after=2, timeout=300)
    missed = next(code for player, code in script.no_shows if player == vanished)
    missed_round = next(t["round"] for t in final["tables"] if t["code"] == missed)
    for number in range(1, 6):
        active = 13 if number <= missed_round else 12  # withdrawn after the table missed
        tables = [t for t in final["tables"] if t["round"] == number]
        byes = [b for b in final["byes"] if b["round"] == number]
        assert (len(tables), len(byes)) == (active // 2, active % 2), number
    assert len({b["player"] for b in final["byes"]}) == len(final["byes"])  # never a second
    assert_no_show_forfeited(final, script, vanished)
    assert_scores(final, swiss_scores(client, final, script.no_shows))


def test_knockout_of_rutas_with_8_players(client: Any, worker: subprocess.Popen[bytes]) -> None:
    settings = {"format": "knockout", "game": "rutas", "seats": 2}

    def a_round_one_winner(script: Scripted) -> str:
        """Someone who won their first match (so has a second one to miss)."""
        first = script.run(60, until=lambda t: any(x["round"] == 2 for x in t["tables"]))
        return next(x for x in first["tables"] if x["round"] == 2)["seats"][0]

    final, script, vanished = run(
        client, settings, {}, 8, vanish_after=1, timeout=300, who=a_round_one_winner
    )
    matches: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for table in final["tables"]:
        matches.setdefault((table["round"], table["match"]), []).append(table)
    assert sorted({r for r, _ in matches}) == [1, 2, 3]
    assert [sum(1 for r, _ in matches if r == n) for n in (1, 2, 3)] == [4, 2, 1]
    seeds = [
        entry["id"] for entry in sorted(final["players"], key=lambda p: (-p["rating"], p["id"]))
    ]
    winners = {}
    for key, games in matches.items():
        last = record(client, games[-1]["code"])
        players = [seat["player"] for seat in last["seats"]]
        result = last.get("result") or {}
        absent = [p for p in players if (p, games[-1]["code"]) in script.no_shows]
        if absent:
            winner = next(p for p in players if p not in absent)
        elif result.get("winners"):
            winner = players[result["winners"][0]]
        else:  # level after every tiebreak game: the higher seed
            winner = min(players, key=seeds.index)
        winners[key] = winner
    assert final["winner"] == winners[(3, 0)]
    assert final["standings"][0]["player"] == final["winner"]
    assert_no_show_forfeited(final, script, vanished)


def test_a_rated_event_with_a_friendly_variant_is_refused_R9(client: Any) -> None:
    body = {
        "name": "Variant",
        "starts_at": starts_in(3600),
        "settings": {"format": "swiss", "game": "rutas", "seats": 2, "rounds": 1, "rated": True},
        "options": {"queens_anywhere": True},
    }
    response = client.post("/tournaments", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["code"] == "invalid_game_options"
