"""Bots: decide from the seat's information only (ruling C4)."""

from __future__ import annotations

from random import Random
from typing import Any

from service.games.base import Game
from service.tables.models import BotLevel


def choose_action(game: Game, state: Any, seat: int, level: BotLevel, rng: Random) -> Any:
    """A bot's move. The state is resampled first, so the bot cannot use what its seat cannot see;
    for now both levels play uniformly at random among their legal actions."""
    seen = game.resample(state, seat, rng)
    return rng.choice(game.legal_actions(seen, seat))
