"""The contract every game engine implements, and the types engines share.

An engine is pure: no I/O, no clock, no global random. Randomness comes in as a
`random.Random` argument; time-driven behaviour is driven by the table layer.
"""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar, Literal, Protocol

import msgspec


class IllegalAction(Exception):
    """An action the rules do not allow; `code` is stable and machine-readable."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def not_your_turn(seat: int) -> IllegalAction:
    return IllegalAction("not_your_turn", f"seat {seat} has no decision pending")


def illegal(message: str) -> IllegalAction:
    return IllegalAction("illegal_action", message)


class Event(msgspec.Struct, frozen=True, omit_defaults=True):
    """Something that happened. `data` is public; `private[seat]` adds what only that seat sees."""

    type: str
    data: dict[str, Any] = {}
    private: dict[int, dict[str, Any]] = {}

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as `seat` may see it (None: a spectator)."""
        extra = self.private.get(seat) if seat is not None else None
        return {**self.data, **extra} if extra else dict(self.data)


class Outcome(msgspec.Struct, frozen=True, omit_defaults=True):
    """How a game ended. No winners means nobody won (cancelled, general defeat...)."""

    reason: str
    winners: list[int] = []
    scores: list[int] | None = None
    details: dict[str, Any] = {}


class Timing(msgspec.Struct, frozen=True, kw_only=True):
    """How the table times a game. Every limit is enforced by the table layer, never by the
    engine: a turn timer, pauses (KARTA3's review, K4), and the chess-style rules of a duel
    (Rutas's R8: a clock per player, a limit on absence, aborting a game nobody opened)."""

    turn_seconds: float | None = None
    """Each decision must be made within this; None: no turn timer."""
    pause_seconds: float = 0.0
    on_timeout: Literal["default", "forfeit"] = "default"
    """A turn timer running out plays the default action (C5) or loses the game."""
    clock_seconds: float | None = None
    """A bank of time per seat, spent while its decisions are pending; empty = it loses."""
    increment_seconds: float = 0.0
    """Added to a seat's bank after each of its moves."""
    absence_seconds: float | None = None
    """Against another human, a human seat neither polling nor acting this long loses."""
    first_move_seconds: float | None = None
    """Against another human, a seat that has not made its first move this long after its
    first turn began aborts the game: cancelled, no result."""


class Game(Protocol):
    """A game: metadata plus pure functions over its own State type.

    Actions are msgspec Structs tagged with `tag_field="type"` and a tag `"<game id>.<verb>"`,
    so the actions of every game form one tagged union. Views are Structs tagged with
    `tag_field="game"` and the game id. Options is a Struct whose every field has a default.
    """

    id: ClassVar[str]
    title: ClassVar[str]
    summary: ClassVar[str]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    Options: ClassVar[type[msgspec.Struct]]
    State: ClassVar[type[msgspec.Struct]]
    View: ClassVar[type[msgspec.Struct]]
    actions: ClassVar[tuple[type[msgspec.Struct], ...]]

    def validate_options(self, options: Any) -> None:
        """Raise ValueError with a clear message for options the game cannot play with."""

    def rated(self, options: Any) -> bool:
        """Whether games with these options may count for a rating (Rutas R9: standard rules
        only). The table adds its own condition: every seat is a human."""

    def timing(self, options: Any) -> Timing:
        """The turn timer and pause length these options ask for."""

    def setup(self, options: Any, seats: int, rng: Random) -> Any:
        """A new game for `seats` seats (seat 0 first in table order)."""

    def opening_events(self, state: Any) -> list[Event]:
        """What the start of a new game shows, as events: the deal (each hand only to its
        seat, like draws, C4) and the first public cards, so that a reader of the events
        alone can follow the game from its start."""

    def to_act(self, state: Any) -> frozenset[int]:
        """Seats with a decision pending (empty once the game is over)."""

    def legal_actions(self, state: Any, seat: int) -> list[Any]:
        """Every action `seat` may send now (empty if none)."""

    def apply(self, state: Any, seat: int, action: Any, rng: Random) -> tuple[Any, list[Event]]:
        """The state after `seat` plays `action`; raises IllegalAction. Never mutates `state`."""

    def mid_turn(self, state: Any, seat: int) -> bool:
        """`seat` has made part of its turn and the rest is pending (a KARTA3 opener who
        called High or Low without a card). C5: only a completed turn resets the seat's
        consecutive timeouts, and a partial action keeps the turn's deadline (K3)."""

    def default_action(self, state: Any, seat: int) -> Any:
        """What a timeout (or automatic mode) plays for `seat`; always legal."""

    def view(self, state: Any, seat: int | None) -> msgspec.Struct:
        """What `seat` may see (None: a spectator, public information only)."""

    def outcome(self, state: Any) -> Outcome | None:
        """The result once the game is over, else None."""

    def stop_outcome(self, state: Any) -> Outcome | None:
        """Every human is in automatic mode: the outcome if the game may stop now, else None
        (the table keeps playing default actions until it may)."""

    def partial_outcome(self, state: Any, reason: str) -> Outcome:
        """The game stopped by the table before its end (C7 cancelled, R8 aborted): `reason`,
        no winner, the scores so far and the game's usual details."""

    def halt(self, state: Any, outcome: Outcome) -> Any:
        """The table ends the game now with `outcome` (C6 everyone automatic, C7 cancelled,
        R8 aborted): nobody acts any more and `outcome(state)`, so every view, gives it."""

    def counted(self, state: Any, rated: bool) -> Any:
        """The state told whether the table counts this game for a rating (`rated`: the rules
        allow it, every seat is a human, and it was not cancelled or aborted; R8, R9). Games
        that show it (in views, outcomes, events) show this; others return `state`."""

    def paused(self, state: Any) -> bool:
        """A pause is running (nobody acts); the table calls `resume` when it is over."""

    def resume(self, state: Any, rng: Random) -> tuple[Any, list[Event]]:
        """End the running pause and go on."""

    def forfeit(self, state: Any, seat: int, reason: str) -> tuple[Any, list[Event]]:
        """The game over, lost by `seat` (its clock ran out, it was absent...). Only called for
        games whose timing can forfeit; others may raise ValueError."""

    def first_move_made(self, state: Any, seat: int) -> bool:
        """Whether `seat` has made a move yet (only asked when timing has first_move_seconds)."""

    def heuristic(self, state: Any, seat: int) -> float:
        """How good `state` looks for `seat`, in [-1, 1], from what `seat` may see (bots)."""

    def resample(self, state: Any, seat: int, rng: Random) -> Any:
        """A state `seat` cannot tell apart from `state`: what it sees is kept, the rest
        reshuffled. Bots search on these, never on the true state."""
