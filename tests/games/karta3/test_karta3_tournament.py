"""A KARTA3 Swiss at three seats with ten players, run by the server (issue #36, "Done
when"), played over HTTP by scripted players; one vanishes and is forfeited; the standings
agree with the game records."""

from __future__ import annotations

import subprocess
from typing import Any

from tests.tournaments.e2e import assert_no_show_forfeited, assert_scores, run
from tests.tournaments.independent import swiss_scores


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
