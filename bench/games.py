"""The games the benchmark plays, one line each: add a game here and every section covers it
(sections skip a game that `GET /games` does not list)."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

Action = dict[str, Any]


@dataclass(frozen=True)
class GameSpec:
    id: str
    seats: int  # seats of the tables played in the moves section
    options: dict[str, Any] = field(default_factory=dict)


GAMES: tuple[GameSpec, ...] = (
    GameSpec("karta3", 4, {"review_seconds": 0, "turn_seconds": 60}),
    GameSpec("tres", 4, {"turn_seconds": 60}),
    GameSpec("rutas", 2),
)


def choose_action(actions: list[Action], rng: Random) -> Action:
    """A random legal action that completes the turn where the game lets a turn be split (a
    KARTA3 opener plays a card with its direction), and never resigns (Rutas)."""
    complete = [a for a in actions if a.get("type") != "karta3.call" and a.get("direction", 1)]
    choices = [a for a in complete or actions if not str(a.get("type", "")).endswith(".resign")]
    return rng.choice(choices or actions)
