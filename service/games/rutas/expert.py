"""Expert's leaf evaluation for Rutas: the chance of selling two of the three pairs.

Hard scores a state by points (a pair sold now, how close each route is to 21..26). Expert
instead estimates, pair by pair, how likely the seat is to be the one selling it when the game
ends, and turns the three estimates into the chance of selling at least two: a pair sold now
can still be lost (the rival's Jack, King or Joker, or a higher route in range), and a route
one card from the range is worth more than one that needs two. Only routes are read (public
information), so the value is the same on every resampled state of a position.
"""

from __future__ import annotations

from service.games.rutas.model import State
from service.games.rutas.rules import SALE_MAX, SALE_MIN, in_range, route_total

TOP_CARD = 10  # the highest number card: a route this far below the range needs one card
HELD = 0.8  # a pair sold now and out of the rival's reach of the range
CONTESTED = 0.7  # a pair sold now with the rival's route also in range (but lower)
OPEN_SPREAD = 0.35  # how far readiness moves an unsold pair from even
EDGE = 0.99  # a game not over is never valued as sure


def readiness(total: int) -> float:
    """How soon a route gets into the range, 0..1: 1 in range; below it, by how many card
    values would land it there with one card (none: two cards away); above it, a Jack or a
    dissolve away."""
    if in_range(total):
        return 1.0
    if total > SALE_MAX:
        return 0.1
    lands = min(TOP_CARD, SALE_MAX - total) - max(1, SALE_MIN - total) + 1
    if lands > 0:
        return 0.45 + 0.05 * lands  # 0.5 (only a 10 fits) .. 0.75 (six values fit)
    return 0.4 * total / (SALE_MIN - TOP_CARD)


def pair_chance(mine: int, theirs: int) -> float:
    """The chance that the seat with route total `mine` sells the pair facing `theirs`."""
    a, b = in_range(mine), in_range(theirs)
    if a and b:
        if mine == theirs:
            return 0.5
        return CONTESTED if mine > theirs else 1.0 - CONTESTED
    if a:
        return HELD - 0.15 * readiness(theirs)
    if b:
        return 1.0 - HELD + 0.15 * readiness(mine)
    return 0.5 + OPEN_SPREAD * (readiness(mine) - readiness(theirs))


def two_of_three(p: list[float]) -> float:
    """The chance that at least two of three independent events with chances `p` happen."""
    a, b, c = p
    return a * b + a * c + b * c - 2.0 * a * b * c


def expert_leaf(state: State, seat: int) -> float:
    """The seat's chance of selling two pairs, as a value in [-1, 1] (2 * chance - 1); +-1
    only once the game is decided."""
    result = state.result
    if result is not None:
        if not result.winners:
            return 0.0
        return 1.0 if seat in result.winners else -1.0
    other = 1 - seat
    chances = [
        pair_chance(
            route_total(state.routes[seat][i], state.options),
            route_total(state.routes[other][i], state.options),
        )
        for i in range(3)
    ]
    value = 2.0 * two_of_three(chances) - 1.0
    return max(-EDGE, min(EDGE, value))
