"""Ratings per player and game with OpenSkill's Weng-Lin Plackett-Luce model: one model for
2 to 6 seats, shared wins (equal ranks) and general defeats (everyone ranked equal), updated
per game without the whole history, and maintained as a library (docs/players.md says why).

A rating is (mu, sigma); it is shown on a familiar scale: rating = 1500 + 60 (mu - 25),
deviation = 60 sigma, so a newcomer shows 1500 with a deviation of 500. A player is provisional
while the deviation is above PROVISIONAL_DEVIATION (a dozen or so two-seat games)."""

from __future__ import annotations

from functools import cache

import msgspec
from openskill.models import PlackettLuce

from service.games.base import Outcome

BASE = 1500
SCALE = 60
PROVISIONAL_DEVIATION = 350


class Rating(msgspec.Struct, frozen=True, kw_only=True):
    mu: float = 25.0
    sigma: float = 25.0 / 3
    games: int = 0  # rated games played

    @property
    def shown(self) -> int:
        return round(BASE + SCALE * (self.mu - 25.0))

    @property
    def deviation(self) -> int:
        return round(SCALE * self.sigma)

    @property
    def provisional(self) -> bool:
        return self.deviation > PROVISIONAL_DEVIATION


@cache
def model() -> PlackettLuce:
    return PlackettLuce()


def ranks(result: Outcome, seats: int) -> list[float]:
    """Winners first (all equal: a shared win), everyone else next; no winner: all equal."""
    if not result.winners:
        return [1.0] * seats
    return [1.0 if seat in result.winners else 2.0 for seat in range(seats)]


def standing(result: Outcome | None, seat: int) -> str:
    """`win`, `draw` or `loss` for a seat of a finished game; `none` without a result."""
    if result is None or result.reason == "cancelled":
        return "none"
    if not result.winners:
        return "draw"
    return "win" if seat in result.winners else "loss"


def rate(ratings: list[Rating], result: Outcome) -> list[Rating]:
    """Everyone's rating after one game (one rating per seat, seat order)."""
    teams = [[model().create_rating([r.mu, r.sigma])] for r in ratings]
    rated = model().rate(teams, ranks=ranks(result, len(ratings)))
    return [
        Rating(mu=team[0].mu, sigma=team[0].sigma, games=before.games + 1)
        for team, before in zip(rated, ratings, strict=True)
    ]
