"""Whole tournaments over HTTP for the games' own tournament tests (issue #36, "Done when":
tests/games/<id>/test_<id>_tournament.py): scripted players come to the tables the server
seats them at and play; one of them vanishes mid-event; the standings are checked against an
independent computation from the game records (independent.py)."""

from __future__ import annotations

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
