"""Cheap policies for the players simulated inside a search (and for Easy's look at replies).

They run on resampled states only, so reading any hand there reads a guess, not the truth.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import Any

from service.bots.actions import bot_actions, winning_now
from service.bots.simulate import step
from service.bots.tuning import Tuning
from service.bots.values import value
from service.games.base import Game
from service.games.karta3.actions import PlayCard
from service.games.karta3.decks import get_deck
from service.games.karta3.heuristics import MIDDLE, extremeness
from service.games.karta3.rules import active_attribute, is_opening, participants
from service.games.karta3.state import Direction
from service.games.karta3.state import State as Karta3State

Policy = Callable[[Game, Any, int, Random], Any]


def policy_for(game: Game, tuning: Tuning) -> Policy:
    """KARTA3 has a hand-written greedy policy; other games a sampled one-move greedy."""
    if game.id == "karta3":
        return lambda g, state, seat, rng: karta3_greedy(state, seat, rng, tuning.rollout_epsilon)
    return lambda g, state, seat, rng: sampled_greedy(g, state, seat, rng, tuning)


def sampled_greedy(game: Game, state: Any, seat: int, rng: Random, tuning: Tuning) -> Any:
    """An announced winning play if there is one; else, mostly, the best of a few random
    candidates by the game's heuristic one move ahead; sometimes a random candidate."""
    actions = bot_actions(game, state, seat)
    if len(actions) == 1:
        return actions[0]
    win = winning_now(game, state, seat, actions, rng)
    if win is not None:
        return win
    if rng.random() < tuning.rollout_epsilon:
        return rng.choice(actions)
    sample = rng.sample(actions, min(tuning.rollout_width, len(actions)))
    best, best_value = sample[0], -2.0
    for action in sample:
        after = step(game, state, seat, action, rng)
        score = value(game, after, seat)
        if score > best_value:
            best, best_value = action, score
    return best


def karta3_greedy(state: Karta3State, seat: int, rng: Random, epsilon: float) -> PlayCard:
    """The opener plays its most extreme card and calls the direction that suits it. The
    others: the last player wins with its cheapest winning card or throws away its cheapest
    card; an earlier player plays its strongest card if it beats the table, else its cheapest.
    "Cheap" means of little use later (close to the middle in every attribute)."""
    hand = state.hands[seat]
    deck = get_deck(state.deck)
    attribute = active_attribute(state)
    later = (attribute,) if state.phase != "ordinary" else (0, 1, 2)

    def worth(card: int) -> float:
        return sum(extremeness(deck.rank(card, a)) for a in later)

    if rng.random() < epsilon:
        card = rng.choice(hand)
        if not is_opening(state, seat):
            return PlayCard(card=card)
        return PlayCard(card=card, direction=_better(deck.rank(card, attribute)))
    if is_opening(state, seat):
        card = max(hand, key=lambda c: (extremeness(deck.rank(c, attribute)), -worth(c)))
        return PlayCard(card=card, direction=_better(deck.rank(card, attribute)))
    high = state.direction == "high"

    def strength(card: int) -> int:
        rank = deck.rank(card, attribute)
        return rank if high else -rank

    lead = max(strength(play.card) for play in state.trick)
    beaters = [c for c in hand if strength(c) > lead]
    if not beaters:
        return PlayCard(card=min(hand, key=worth))
    if len(state.trick) == len(participants(state)) - 1:
        return PlayCard(card=min(beaters, key=worth))
    return PlayCard(card=max(beaters, key=strength))


def _better(rank: int) -> Direction:
    return "high" if rank > MIDDLE else "low"
