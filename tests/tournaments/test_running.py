"""Whole tournaments run by the server over HTTP: scripted players come to the tables it seats
them at and play; the start, every pairing and the end are the server's."""

from __future__ import annotations

import subprocess
from typing import Any

from tests.tournaments.scripted import Scripted, create, new_players, register_all


def test_a_small_swiss_runs_from_its_start_time_to_its_end(
    client: Any, worker: subprocess.Popen[bytes]
) -> None:
    players = new_players(client, 4)
    created = create(client, {"format": "swiss", "game": "rutas", "seats": 2, "rounds": 2}, {})
    register_all(client, created["id"], players)
    final = Scripted(client, created["id"], players).run(timeout=120)
    assert final["status"] == "finished", final
    assert len(final["tables"]) == 4
    assert final["winner"] == final["standings"][0]["player"]
