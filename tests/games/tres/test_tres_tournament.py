"""A TRES arena of twelve players for 20 minutes at test speed, run by the server (issue #36,
"Done when"), played over HTTP by scripted players; one vanishes and is forfeited; the scores
(streaks included) agree with the game records."""

from __future__ import annotations

from typing import Any

import pytest

from tests.tournaments.e2e import assert_no_show_forfeited, assert_scores, fast_client, run
from tests.tournaments.independent import arena_scores

__all__ = ["fast_client"]  # the fixture, an API and worker of their own at the arena's speed


@pytest.mark.slow
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
