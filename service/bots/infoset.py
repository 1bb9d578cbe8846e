"""What a bot may know: its seat's information set, never the true state (ruling C4)."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec

from service.games.base import AnyGame


class InfoSet:
    """The only holder of the true state inside a bot. It lets the bot draw states its seat
    cannot tell apart from the real one (`game.resample`) and read the seat's view; nothing
    else, so every decision is taken on resampled states."""

    __slots__ = ("_state", "game", "seat")

    def __init__(self, game: AnyGame, state: Any, seat: int) -> None:
        self.game = game
        self.seat = seat
        self._state = state

    def sample(self, rng: Random) -> Any:
        """A determinization: the seat's knowledge kept, every hidden card dealt again."""
        return self.game.resample(self._state, self.seat, rng)

    def view(self) -> msgspec.Struct:
        """What the seat sees, as its clients see it."""
        return self.game.view(self._state, self.seat)
