"""A cheap static evaluation of a Rutas state for generic search bots."""

from __future__ import annotations

from service.games.rutas.model import State
from service.games.rutas.rules import SALE_MAX, SALE_MIN, route_total

WIN = 100.0
PAIR = 10.0


def _promise(total: int) -> float:
    """How close a route is to selling, 0..3 (in range: 3..4, higher totals beat the
    facing route more often)."""
    if SALE_MIN <= total <= SALE_MAX:
        return 3.0 + (total - SALE_MIN) / (SALE_MAX - SALE_MIN)
    if total < SALE_MIN:
        return 3.0 * total / SALE_MIN
    return max(0.0, 3.0 - (total - SALE_MAX) * 0.5)


def heuristic_value(state: State, seat: int) -> float:
    """Higher is better for `seat`: +-100 for a finished game, else +-10 per pair sold now
    plus how close each own route is to the 21..26 range, minus the same for the rival.
    Uses only public information (routes), so it is fair on true and resampled states."""
    result = state.result
    if result is not None:
        if not result.winners:
            return 0.0
        return WIN if seat in result.winners else -WIN
    other = 1 - seat
    value = 0.0
    for i in range(3):
        seller = state.sellers[i]
        if seller == seat:
            value += PAIR
        elif seller == other:
            value -= PAIR
        value += _promise(route_total(state.routes[seat][i], state.options))
        value -= _promise(route_total(state.routes[other][i], state.options))
    return value
