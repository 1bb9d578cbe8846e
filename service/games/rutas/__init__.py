"""Rutas: two players, three routes each, sell two routes valued 21..26 (id `rutas`)."""

from __future__ import annotations

from service.games.rutas.engine import GAME, RutasGame, first_move_made
from service.games.rutas.heuristics import heuristic_value
from service.games.rutas.model import (
    ACTIONS,
    VARIANTS,
    Discard,
    Dissolve,
    Options,
    Play,
    Resign,
    State,
)
from service.games.rutas.view import View

__all__ = [
    "ACTIONS",
    "GAME",
    "VARIANTS",
    "Discard",
    "Dissolve",
    "Options",
    "Play",
    "Resign",
    "RutasGame",
    "State",
    "View",
    "first_move_made",
    "heuristic_value",
]
