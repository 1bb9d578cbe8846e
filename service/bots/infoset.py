"""What a bot may know: its seat's information set, never the true state (ruling C4)."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec

from service.games.base import AnyGame, Belief, Sampler


class InfoSet:
    """The only holder of the true state inside a bot. It lets the bot draw states its seat
    cannot tell apart from the real one (`game.resample`) and read the seat's view; nothing
    else, so every decision is taken on resampled states."""

    __slots__ = ("_belief", "_sampler", "_state", "game", "seat")

    def __init__(self, game: AnyGame, state: Any, seat: int, belief: Belief | None = None) -> None:
        self.game = game
        self.seat = seat
        self._state = state
        self._belief = belief
        self._sampler: Sampler | None = None

    def sample(self, rng: Random) -> Any:
        """A determinization: the seat's knowledge kept, every hidden card dealt again, by the
        game's `resample` or, when given, by a belief built on the first call (Expert's)."""
        if self._belief is None:
            return self.game.resample(self._state, self.seat, rng)
        if self._sampler is None:
            self._sampler = self._belief(self._state, self.seat, rng)
        return self._sampler(rng)

    def view(self) -> msgspec.Struct:
        """What the seat sees, as its clients see it."""
        return self.game.view(self._state, self.seat)
