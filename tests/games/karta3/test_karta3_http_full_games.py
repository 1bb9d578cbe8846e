"""Whole KARTA3 games through HTTP: scripted humans plus bots moved by a real RQ worker."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest
from support import add_bot, create_table, join, play_out, start

ROUNDS = {2: 20, 3: 15, 4: 12, 5: 10}


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_full_game_with_bots_conserves_points(
    client: Any, worker: subprocess.Popen[bytes], seats: int
) -> None:
    code, host = create_table(client)
    for _ in range(seats - 1):
        add_bot(client, code, host, "easy")
    table = start(client, code, host)
    finished = play_out(client, code, {seats - 1: host})
    assert finished["status"] == "finished", finished
    scores = finished["game_view"]["scores"]
    assert sum(scores) == seats * ROUNDS[seats]
    result = finished["result"]
    assert result["winners"] and set(result["winners"]) <= set(range(seats))
    assert result["scores"] == scores
    assert table["seats"][0]["kind"] == "bot"


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_full_game_between_scripted_humans(client: Any, seats: int) -> None:
    code, host = create_table(client, force_tiebreak=True)
    tokens = {seat: join(client, code, f"Player {seat}") for seat in range(seats - 1)}
    tokens[seats - 1] = host
    start(client, code, host)
    finished = play_out(client, code, tokens)
    assert finished["status"] == "finished"
    scores = finished["game_view"]["scores"]
    assert sum(scores) == seats * ROUNDS[seats]
    best = max(scores)
    leaders = [seat for seat, score in enumerate(scores) if score == best]
    if len(leaders) == 1:
        assert finished["result"]["reason"] == "points"
        assert finished["result"]["winners"] == leaders
    else:
        assert finished["result"]["reason"] == "tiebreak"
        assert finished["result"]["winners"][0] in leaders
