"""The knobs of the two bot levels: each game's spec declares its own (bot hints)."""

from __future__ import annotations

from service.games.base import AnyGame, BotTuning

Tuning = BotTuning  # the name the bots use


def tuning_for(game: AnyGame) -> Tuning:
    return game.spec.bots.tuning
