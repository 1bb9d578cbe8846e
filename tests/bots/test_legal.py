"""Every bot move is legal, for every game, table size and level; and the special cases:
TRES bots announce correctly, Rutas bots never resign and act only on their turn, KARTA3
openers send the card and the direction together."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec
import pytest
from bots_helpers import GAMES, TABLES, FakeClock, encode, positions, to_act

from service.bots import choose_action
from service.games.tres import GAME as TRES
from service.games.tres.actions import Place
from service.games.tres.cards import COLOURS, NUMBER, card_id
from service.games.tres.state import State as TresState
from service.tables.models import BotLevel

LEVELS: tuple[BotLevel, ...] = ("easy", "hard")
COUNT = {"easy": 150, "hard": 40}


def bot(game: Any, state: Any, seat: int, level: BotLevel, seed: int) -> Any:
    return choose_action(game, state, seat, level, Random(seed), budget_s=0.05, clock=FakeClock())


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
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_every_bot_action_is_legal(game_id: str, seats: int, level: BotLevel) -> None:
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, COUNT[level], seed=10)):
        seat = to_act(game, state)
        action = bot(game, state, seat, level, n)
        assert encode(action) in {encode(a) for a in game.legal_actions(state, seat)}
        _, events = game.apply(state, seat, action, Random(n))
        tag = action.__struct_config__.tag
        assert tag not in ("rutas.resign", "karta3.call")
        if tag == "karta3.play" and state.opener == seat and not state.trick:
            assert action.direction is not None, "the opener sends card and direction at once"
        if game_id == "tres":
            assert "tres.foul" not in [e.type for e in events], "a completed line is announced"
            wins = announced_wins(state, seat)
            if wins:
                assert action.announce and encode(action) in {encode(w) for w in wins}


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_bots_act_only_on_their_turn(game_id: str, seats: int, level: BotLevel) -> None:
    game = GAMES[game_id]
    for n, state in enumerate(positions(game_id, seats, 5, seed=11)):
        for seat in range(seats):
            if seat not in game.to_act(state):
                with pytest.raises(ValueError, match="no decision pending"):
                    bot(game, state, seat, level, n)


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
        action = bot(TRES, state, 0, level, seed)
        assert isinstance(action, Place) and action.announce
        after, _ = TRES.apply(state, 0, action, Random(0))
        outcome = TRES.outcome(after)
        assert outcome is not None and outcome.winners == [0]
