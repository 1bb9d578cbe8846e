"""The table's typed events (service/tables/events.py): they log exactly the plain events the
table always logged, and every logged event of a whole game reads back (a game's own event
that shares a name, like one game's own `game_over`, too)."""

from __future__ import annotations

import random

import pytest

from service.games.base import Event, tag
from service.games.registry import GAMES
from service.tables import events as ev


def test_typed_events_log_the_same_type_and_data_as_before() -> None:
    assert ev.TurnTimedOut(seat=1, automatic=True).logged() == Event(
        "turn_timed_out", {"seat": 1, "automatic": True}
    )
    assert ev.TableCancelled(scores=None).logged() == Event("table_cancelled", {"scores": None})
    over = ev.GameOver(reason="all_automatic", winners=[], scores=[3, 1]).logged()
    assert over == Event("game_over", {"reason": "all_automatic", "winners": [], "scores": [3, 1]})
    assert ev.typed(over) == ev.GameOver(reason="all_automatic", winners=[], scores=[3, 1])


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_event_of_a_whole_game_reads_back(game_id: str) -> None:
    game = GAMES[game_id]
    rng, chooser = random.Random(3), random.Random(4)
    state = game.setup(game.Options(), game.min_seats, rng)
    events = list(game.opening_events(state))
    while game.outcome(state) is None:
        while game.paused(state):
            state, more = game.resume(state, rng)
            events += more
        if game.outcome(state) is not None:
            break
        seat = min(game.to_act(state))
        legal = game.legal_actions(state, seat)
        usual = [a for a in legal if tag(a) not in game.spec.out_of_turn] or legal
        state, more = game.apply(state, seat, chooser.choice(usual), rng)
        events += more
    for event in events:
        typed = ev.typed(event)
        assert typed is None or typed.logged().type == event.type
