"""`python -m bench.bots --duplicate`: the games of one rotation of the tested seat share their
deal, so a pairing's score is not the luck of the cards. Run over every registered game."""

from __future__ import annotations

import argparse
from dataclasses import replace
from random import Random

import pytest

from bench.bots import TABLES, Task, deal_random, tasks
from bench.bots import main as bots_main
from service.games.registry import GAMES


def setup_of(task: Task) -> object:
    game = GAMES[task.game]
    own = Random(f"own/{task.index}")  # each game's own stream differs
    return game.setup(game.Options(), task.seats, deal_random(task, own))


@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_duplicate_games_of_a_rotation_share_their_deal(game: str, seats: int) -> None:
    base = Task(game, seats, "expert", "hard", 0, 0.2, 1.0, 5, duplicate=True)
    rotation = [setup_of(replace(base, index=i)) for i in range(seats)]
    assert all(deal == rotation[0] for deal in rotation)  # the tested seat moved, not the cards
    assert setup_of(replace(base, index=seats)) != rotation[0]
    plain = replace(base, duplicate=False)
    assert setup_of(plain) != setup_of(replace(plain, index=1))


def test_duplicate_flag_reaches_every_task() -> None:
    game, seats = TABLES[0]
    args = argparse.Namespace(
        games=4,
        games_filter=f"{game}-{seats}",
        pairings=f"hard-easy-{seats}",
        budget_ms=200,
        expert_budget_ms=1000,
        seed=1,
        clock="cpu",
        duplicate=True,
    )
    found = list(tasks(args))
    assert len(found) == 4 and all(t.duplicate for t in found)


def test_duplicate_run_reports_its_deals(capsys: pytest.CaptureFixture[str]) -> None:
    game, seats = TABLES[0]
    bots_main(
        [
            *("--games", "2", "--games-filter", f"{game}-{seats}"),
            *("--pairings", f"hard-easy-{seats}", "--budget-ms", "2", "--processes", "1"),
            *("--duplicate", "--seed", "3"),
        ]
    )
    out = capsys.readouterr().out
    assert (
        "duplicate deals" in out and f"| {game} | {seats} | 1 hard vs {seats - 1} easy | 2 |" in out
    )
