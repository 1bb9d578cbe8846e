"""Each game's own browser tests, run here with tests/web's Chromium and live server.

A game keeps the tests of its screen with its other tests, as `tests/games/<id>/browser_*.py`
(not collected there: Chromium and the live server are tests/web's fixtures). Their `test_*`
functions are collected from this module, for every registered game that has some.
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from tests.gamepicks import all_ids

GAMES_TESTS = Path(__file__).resolve().parents[1] / "games"

pytest.register_assert_rewrite("tests.games")  # plain asserts explain their failures


def collect() -> dict[str, object]:
    found: dict[str, object] = {}
    for game_id in all_ids():
        for path in sorted((GAMES_TESTS / game_id).glob("browser_*.py")):
            module = importlib.import_module(f"tests.games.{game_id}.{path.stem}")
            for name, test in vars(module).items():
                if name.startswith("test_") and callable(test):
                    assert name not in found, f"two browser tests named {name}"
                    found[name] = test
    return found


globals().update(collect())
