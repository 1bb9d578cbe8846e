"""A fast smoke test of strength (no timing: a fake clock turns the budget into iterations).
The real measurements are `python -m bench.bots`."""

from __future__ import annotations

from random import Random

from bots_helpers import FakeClock, play

from service.bots import choose_action
from service.games.karta3 import GAME as KARTA3
from service.games.karta3.state import Options
from service.tables.models import BotLevel

GAMES = 30


def karta3_duel(level: BotLevel, games: int) -> tuple[int, int]:
    """`level` against a uniformly random bot in 2-seat KARTA3 (seats alternate): wins and
    losses of the tested bot (shared victories count as neither)."""
    wins = losses = 0
    for index in range(games):
        rng = Random(index)
        state = KARTA3.setup(Options(), 2, rng)
        mine = index % 2
        while KARTA3.outcome(state) is None:
            (seat,) = KARTA3.to_act(state)
            if seat == mine:
                bot_rng = Random(rng.getrandbits(32))
                action = choose_action(
                    KARTA3, state, seat, level, bot_rng, budget_s=0.06, clock=FakeClock()
                )
            else:
                action = rng.choice(KARTA3.legal_actions(state, seat))
            state = play(KARTA3, state, seat, action, rng)
        outcome = KARTA3.outcome(state)
        assert outcome is not None
        if outcome.winners == [mine]:
            wins += 1
        elif mine not in outcome.winners:
            losses += 1
    return wins, losses


def test_karta3_hard_beats_random_more_often_than_not() -> None:
    wins, losses = karta3_duel("hard", GAMES)
    assert wins > GAMES // 2 and wins > 3 * losses


def test_karta3_easy_beats_random_more_often_than_not() -> None:
    wins, losses = karta3_duel("easy", GAMES)
    assert wins > GAMES // 2 and wins > 3 * losses
