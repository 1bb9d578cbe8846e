"""How Hard chooses its cards in two-seat KARTA3: the counts behind the model of Expert's
inference (service/games/karta3/inference.py; docs/bots.md, "Inferring the other hand").

    python tests/games/karta3/measure_hard_choices.py [--games N] [--budget-ms MS] [--processes K]

Plays N games of Hard against itself (CPU clock, as `bench.bots --clock cpu`) and, at each of
its decisions with two or more cards in hand, counts: for a follower, whether it could beat the
table and whether it did, and whether it played the card of least later use among those it
chose from; for an opener, the place of its card in the hand's extremeness order.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter
from multiprocessing import Pool
from random import Random

from service.bots import choose_action
from service.games.karta3 import GAME
from service.games.karta3.heuristics import extremeness
from service.games.karta3.inference import worth
from service.games.karta3.rules import active_attribute, is_opening, rank
from service.games.karta3.state import State


def count(state: State, seat: int, played: int) -> Counter[str]:
    counts: Counter[str] = Counter()
    hand = state.hands[seat]
    phase = state.phase
    if is_opening(state, seat):
        order = sorted(
            hand,
            key=lambda c: (extremeness(rank(state, c)), -worth(state.deck, c, None)),
            reverse=True,
        )
        counts[f"{phase} opener with {len(hand)} cards: played its #{order.index(played) + 1}"] += 1
        return counts
    high = state.direction == "high"
    table = [rank(state, play.card) for play in state.trick]
    bar = max(table) if high else min(table)
    beaters = [c for c in hand if (rank(state, c) > bar) == high]
    beat = played in beaters
    if beaters and len(beaters) < len(hand):
        counts[f"{phase} follower able to beat the table: {'beat it' if beat else 'did not'}"] += 1
    choices = (beaters if beat else [c for c in hand if c not in beaters]) or hand
    if len(choices) > 1:
        later = active_attribute(state) if phase == "final" else None
        least = min(choices, key=lambda c: (worth(state.deck, c, later), c))
        kind = "the least useful" if played == least else "another"
        counts[f"{phase} follower choosing among {len(choices)}: {kind}"] += 1
    return counts


def play(args: tuple[int, float]) -> Counter[str]:
    index, budget = args
    rng = Random(f"hard-choices/{index}")
    state = GAME.setup(GAME.Options(), 2, rng)
    counts: Counter[str] = Counter()
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        bot_rng = Random(rng.getrandbits(64))
        action = choose_action(
            GAME, state, seat, "hard", bot_rng, budget_s=budget, clock=time.process_time
        )
        if state.phase in ("ordinary", "final") and len(state.hands[seat]) > 1:
            counts += count(state, seat, action.card)
        state, _ = GAME.apply(state, seat, action, rng)
        while GAME.paused(state):
            state, _ = GAME.resume(state, rng)
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--budget-ms", type=float, default=200.0)
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()
    total: Counter[str] = Counter()
    with Pool(args.processes) as pool:
        jobs = [(i, args.budget_ms / 1000) for i in range(args.games)]
        for counts in pool.imap_unordered(play, jobs):
            total += counts
    for key in sorted(total):
        print(f"{total[key]:6d}  {key}")


if __name__ == "__main__":
    main()
