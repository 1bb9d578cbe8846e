"""Whole tournaments run by the server over HTTP (issue #36, "Done when"): scripted players
come to the tables it seats them at and play; the start, every pairing and the end are the
server's. One player in each vanishes mid-event (never comes to a table again) and is
forfeited as documented; the standings are checked against an independent computation from
the game records (tests/tournaments/independent.py)."""

from __future__ import annotations

import subprocess
import uuid
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient
from processes import kill, spawn_worker

from service.app import create_app
from service.core.settings import Settings
from tests.tournaments.independent import arena_scores, record, swiss_scores
from tests.tournaments.scripted import Scripted, create, new_players, register_all

FAST = 0.04  # the arena's own test speed: 20 minutes take 48 s (and a 15 s turn 0.6 s)


@pytest.fixture(scope="module")
def fast_client(settings: Settings) -> Iterator[Any]:
    """An API and a worker of their own on a queue of their own, at the FAST test speed."""
    fast = msgspec.structs.replace(
        settings, time_scale=FAST, queue_name=f"tapete-fast-{uuid.uuid4().hex[:8]}"
    )
    process = spawn_worker(fast)
    try:
        with TestClient(app=create_app(fast)) as client:
            yield client
    finally:
        kill(process)


def run(
    client: Any,
    settings: dict[str, Any],
    options: dict[str, Any],
    count: int,
    vanish_after: int,
    timeout: float,
    who: Callable[[Scripted], str] | None = None,
) -> tuple[dict[str, Any], Scripted, str]:
    """(the final tournament, its players' script, the player who vanished: `who` picks them
    once the script has begun, else one picked at the start)."""
    players = new_players(client, count)
    created = create(client, settings, options)
    register_all(client, created["id"], players)
    script = Scripted(client, created["id"], players)
    vanishing = who(script) if who is not None else sorted(players)[count // 2]
    script.vanish_after[vanishing] = vanish_after
    final = script.run(timeout=timeout)
    assert final["status"] == "finished", final
    return final, script, vanishing


def assert_no_show_forfeited(final: dict[str, Any], script: Scripted, vanished: str) -> None:
    """The vanished player missed a table, forfeited it (listed, scored 0) and was withdrawn,
    and no table after it seats them."""
    missed = [code for player, code in script.no_shows if player == vanished]
    assert len(missed) == 1, script.no_shows
    table = next(t for t in final["tables"] if t["code"] == missed[0])
    assert table["result"]["forfeits"] == [vanished]
    entry = next(p for p in final["players"] if p["id"] == vanished)
    assert entry["withdrawn"]
    later = final["tables"][final["tables"].index(table) + 1 :]
    assert all(vanished not in t["seats"] for t in later)


def assert_scores(final: dict[str, Any], expected: dict[str, Fraction]) -> None:
    shown = {
        row["player"]: Fraction(row["score"]).limit_denominator(1000) for row in final["standings"]
    }
    assert shown == expected
    scores = [row["score"] for row in final["standings"]]
    assert scores == sorted(scores, reverse=True)
    assert final["winner"] == final["standings"][0]["player"]


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


def test_swiss_of_karta3_at_3_seats_with_10_players(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    settings = {"format": "swiss", "game": "karta3", "seats": 3, "rounds": 3}
    options = {"review_seconds": 0, "turn_seconds": 15}
    final, script, vanished = run(client, settings, options, 10, vanish_after=1, timeout=400)
    first = [len(t["seats"]) for t in final["tables"] if t["round"] == 1]
    assert first == [3, 3, 2, 2]  # no bye: tables of two at the bottom (min_seats 2)
    assert_no_show_forfeited(final, script, vanished)
    assert_scores(final, swiss_scores(client, final, script.no_shows))


def test_arena_of_tres_with_12_players_for_20_minutes_at_test_speed(fast_client: Any) -> None:
    settings = {
        "format": "arena",
        "game": "tres",
        "seats": 4,
        "duration_minutes": 20,
        "wait_seconds": 30,
    }
    client = fast_client
    final, script, vanished = run(client, settings, {"turn_seconds": 60}, 12, 2, timeout=400)
    assert len(final["tables"]) > 6  # players came back and were paired again
    assert_no_show_forfeited(final, script, vanished)
    assert_scores(final, arena_scores(client, final, script.no_shows))


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
