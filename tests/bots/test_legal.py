"""Every bot move is legal, for every registered game, table size and level; it is never an
action the spec's bot hints exclude (resigning, half of a split turn) and always one their
filter keeps; bots act only on their turn. Each game's own special cases are in its folder."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from bots_helpers import GAMES, TABLES, FakeClock, encode, positions, to_act

from service.bots import choose_action
from service.games.base import tag
from service.tables.models import BotLevel

LEVELS: tuple[BotLevel, ...] = ("easy", "hard", "expert")
COUNT = {"easy": 150, "hard": 40, "expert": 10}


def bot(game: Any, state: Any, seat: int, level: BotLevel, seed: int) -> Any:
    return choose_action(game, state, seat, level, Random(seed), budget_s=0.05, clock=FakeClock())


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_every_bot_action_is_legal(game_id: str, seats: int, level: BotLevel) -> None:
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, COUNT[level], seed=10)):
        seat = to_act(game, state)
        action = bot(game, state, seat, level, n)
        assert encode(action) in {encode(a) for a in game.legal_actions(state, seat)}
        game.apply(state, seat, action, Random(n))
        hints = game.spec.bots
        assert tag(action) not in hints.never
        kept = hints.action_filter([a for a in game.legal_actions(state, seat)])
        assert encode(action) in {encode(a) for a in kept}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_bots_act_only_on_their_turn(game_id: str, seats: int, level: BotLevel) -> None:
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 5, seed=11)):
        for seat in range(seats):
            if seat not in game.to_act(state):
                with pytest.raises(ValueError, match="no decision pending"):
                    bot(game, state, seat, level, n)
