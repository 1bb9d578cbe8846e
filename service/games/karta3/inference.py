"""Expert's determinizations in a two-seat KARTA3 game: the other hand weighed by the other
seat's past plays.

`resample` deals the other seat any three unseen cards alike. But each play the other seat
made says something about the cards it held then, and it may still hold some of them. A model
of how a seat plays, read off Hard's own choices (docs/bots.md, "Inferring the other hand"):
- a follower that can beat the table does (98% in ordinary rounds, 70% in the final ones);
  within the cards it chooses from, it mostly plays the one of least use later (72%);
- an opener plays its most extreme card in the round's attribute (80%), the next one (16%),
  the last one (4%); in the final rounds its choice says nothing this model can use.
A candidate hand's weight is the probability of the other seat's last `LOOKBACK` plays under
that model, summed over every order its draws could have come in (`likelihood`, backwards from
the candidate). A decision's belief draws `CANDIDATES` hands uniformly from the unseen cards,
weighs each once, and each determinization then takes one of them by weight, with the rest of
the unseen cards dealt again. Only public plays and the seat's own cards are read (ruling C4).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import accumulate
from random import Random

import msgspec
from msgspec.structs import replace

from service.games.base import Sampler
from service.games.karta3.decks import get_deck
from service.games.karta3.heuristics import extremeness
from service.games.karta3.resample import resample
from service.games.karta3.rules import active_attribute
from service.games.karta3.state import ORDINARY_ROUNDS, Direction, Play, State

LOOKBACK = 6  # the other seat's last plays read (older ones rarely concern a card it still has)
CANDIDATES = 400  # hands weighed per decision
BEATS = {"ordinary": 0.98, "final": 0.7}  # a follower able to win the round wins it
FAVOURITE = 0.72  # within its choices, a follower plays the card of least use later
OPENER = {3: (0.80, 0.16, 0.04)}  # by the card's place in the hand's extremeness order


class Observation(msgspec.Struct, frozen=True):
    """One play of the other seat, with what was public when it chose."""

    card: int
    attribute: int
    direction: Direction
    table: tuple[int, ...]  # the cards played before it in the round
    final: bool
    drew_after: bool  # it drew a card before its next play (after every ordinary round)


def belief(state: State, seat: int, rng: Random) -> Sampler:
    """Expert's sampler for one decision (`ExpertHints.belief`): two seats, ordinary or final
    rounds with plays to read; elsewhere plain `resample`."""
    base = resample(state, seat, rng)
    other = 1 - seat
    plain = base.seats != 2 or base.phase not in ("ordinary", "final")
    observations = [] if plain else observed(base, other)[-LOOKBACK:]
    if not observations:
        return lambda r: resample(base, seat, r)
    pool = sorted([*base.hands[other], *base.draw_pile, *base.set_aside])
    size = len(base.hands[other])
    weights: dict[tuple[int, ...], float] = {}
    candidates = [tuple(sorted(rng.sample(pool, size))) for _ in range(CANDIDATES)]
    for hand in candidates:
        if hand not in weights:
            weights[hand] = likelihood(base.deck, hand, observations)
    cumulative = list(accumulate(weights[hand] for hand in candidates))
    if cumulative[-1] <= 0.0:  # the plays fit no candidate: no inference
        return lambda r: resample(base, seat, r)
    pile_size = len(base.draw_pile)

    def sample(r: Random) -> State:
        (hand,) = r.choices(candidates, cum_weights=cumulative)
        rest = [card for card in pool if card not in hand]
        r.shuffle(rest)
        held = list(hand)
        r.shuffle(held)  # the age order of the other hand is hidden too
        hands = [list(cards) for cards in base.hands]
        hands[other] = held
        return replace(base, hands=hands, draw_pile=rest[:pile_size], set_aside=rest[pile_size:])

    return sample


def observed(state: State, seat: int) -> list[Observation]:
    """The seat's plays of the base game so far, oldest first (the round in progress last)."""
    ordinary = ORDINARY_ROUNDS.get(state.seats, 0)
    found = []
    # The last round kept is the one before the round in progress (a table upgraded during
    # its game keeps only the rounds resolved since).
    first = state.round - len(state.history)
    for number, record in enumerate(state.history, start=first):
        final = number > ordinary
        found += _plays_of(seat, record.plays, record.attribute, record.direction, final)
    if state.trick and state.direction is not None and state.phase != "tiebreak":
        final = state.phase == "final"
        now = _plays_of(seat, state.trick, active_attribute(state), state.direction, final)
        found += [replace(o, drew_after=False) for o in now]
    return found


def _plays_of(
    seat: int, plays: list[Play], attribute: int, direction: Direction, final: bool
) -> list[Observation]:
    return [
        Observation(
            card=play.card,
            attribute=attribute,
            direction=direction,
            table=tuple(p.card for p in plays[:i]),
            final=final,
            drew_after=not final,
        )
        for i, play in enumerate(plays)
        if play.seat == seat
    ]


def likelihood(deck: str, hand: tuple[int, ...], observations: list[Observation]) -> float:
    """The probability of the observed plays if the seat holds `hand` now, summed over the
    ways its hands could have been: going back one play, the card it drew after that play is
    any card of the later hand (each alike), and the played card joins the earlier hand."""
    layer: dict[frozenset[int], float] = {frozenset(hand): 1.0}
    for observation in reversed(observations):
        earlier: dict[frozenset[int], float] = {}
        for after, weight in layer.items():
            if observation.drew_after:
                options = [after - {drawn} | {observation.card} for drawn in after]
            else:
                options = [after | {observation.card}]
            for before in options:
                earlier[before] = earlier.get(before, 0.0) + weight
        layer = {
            before: weight * choice_probability(deck, observation, before)
            for before, weight in earlier.items()
        }
    return sum(layer.values())


def choice_probability(deck: str, observation: Observation, hand: frozenset[int]) -> float:
    """The model's probability that a seat holding `hand` played `observation.card`."""
    ranks = get_deck(deck)
    attribute, card = observation.attribute, observation.card
    if not observation.table:
        if observation.final or len(hand) not in OPENER:
            return 1.0 / len(hand)
        order = sorted(
            hand,
            key=lambda c: (extremeness(ranks.rank(c, attribute)), -worth(deck, c, None)),
            reverse=True,
        )
        return OPENER[len(hand)][order.index(card)]
    high = observation.direction == "high"
    table = [ranks.rank(c, attribute) for c in observation.table]
    bar = max(table) if high else min(table)
    beaters = [c for c in hand if (ranks.rank(c, attribute) > bar) == high]
    if not beaters or len(beaters) == len(hand):
        return favourite(deck, observation, sorted(hand), card)
    beat = BEATS["final" if observation.final else "ordinary"]
    if card in beaters:
        return beat * favourite(deck, observation, beaters, card)
    return (1.0 - beat) * favourite(deck, observation, [c for c in hand if c not in beaters], card)


def favourite(deck: str, observation: Observation, choices: list[int], card: int) -> float:
    """The probability of `card` among `choices`: the one of least use later is favoured."""
    if len(choices) == 1:
        return 1.0
    later = observation.attribute if observation.final else None
    least = min(choices, key=lambda c: (worth(deck, c, later), c))
    return FAVOURITE if card == least else (1.0 - FAVOURITE) / (len(choices) - 1)


@lru_cache(maxsize=4096)
def worth(deck: str, card: int, attribute: int | None) -> float:
    """How useful a card is later: its extremeness in every attribute (ordinary rounds) or in
    the fixed one (final rounds), as the rollout policy counts it."""
    ranks = get_deck(deck)
    attributes = (attribute,) if attribute is not None else (0, 1, 2)
    return sum(extremeness(ranks.rank(card, a)) for a in attributes)
