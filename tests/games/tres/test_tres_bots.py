"""TRES bots: a play that completes a line is announced (never a foul), an announced winning
line is taken when there is one (T7)."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec
import pytest
from bots_helpers import FakeClock, encode, positions, to_act

from service.bots import choose_action
from service.games.tres import GAME as TRES
from service.games.tres.actions import Place
from service.games.tres.cards import COLOURS, NUMBER, card_id
from service.games.tres.state import State as TresState
from service.tables.models import BotLevel

LEVELS: tuple[BotLevel, ...] = ("easy", "hard", "expert")
COUNT = {"easy": 150, "hard": 40, "expert": 40}


def bot(state: Any, seat: int, level: BotLevel, seed: int) -> Any:
    return choose_action(TRES, state, seat, level, Random(seed), budget_s=0.05, clock=FakeClock())


def announced_wins(state: TresState, seat: int) -> list[Any]:
    wins = []
    for action in TRES.legal_actions(state, seat):
        if getattr(action, "announce", False) and type(action).__name__ != "Earthquake":
            after, _ = TRES.apply(state, seat, action, Random(0))
            outcome = TRES.outcome(after)
            if outcome is not None and outcome.winners == [seat]:
                wins.append(action)
    return wins


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seats", [2, 4])
def test_tres_bots_announce_every_completed_line(seats: int, level: BotLevel) -> None:
    for n, state in enumerate(positions("tres", seats, COUNT[level], seed=10)):
        seat = to_act(TRES, state)
        action = bot(state, seat, level, n)
        _, events = TRES.apply(state, seat, action, Random(n))
        assert "tres.foul" not in [e.type for e in events], "a completed line is announced"
        wins = announced_wins(state, seat)
        if wins:
            assert action.announce and encode(action) in {encode(w) for w in wins}


def line_of_fives(seed: int) -> TresState:
    """A TRES position where seat 0 holds a 5 and cells 0 and 1 show 5s (cell 2 is empty)."""
    state = TRES.setup(TRES.Options(), 2, Random(seed))
    fives = [card_id(NUMBER, colour, 5) for colour in COLOURS[:3]]
    board: list[list[int]] = [[] for _ in range(9)]
    board[4] = [c for c in state.board[4] if c not in fives]
    board[0], board[1] = [fives[0]], [fives[1]]
    rest = [c for c in state.hands[0] + state.hands[1] + state.deck if c not in fives]
    hands = [[*rest[:6], fives[2]], rest[6:13]]
    deck = rest[13:]
    known = [0] * len(state.known)
    for seat, hand in enumerate(hands):
        for c in hand:
            known[c] = 1 << seat
    return msgspec.structs.replace(state, hands=hands, deck=deck, board=board, known=known)


@pytest.mark.parametrize("level", LEVELS)
def test_tres_bots_announce_the_winning_line(level: BotLevel) -> None:
    for seed in range(5):
        state = line_of_fives(seed)
        assert announced_wins(state, 0)
        action = bot(state, 0, level, seed)
        assert isinstance(action, Place) and action.announce
        after, _ = TRES.apply(state, 0, action, Random(0))
        outcome = TRES.outcome(after)
        assert outcome is not None and outcome.winners == [0]
