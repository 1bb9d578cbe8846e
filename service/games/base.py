"""The contract every game implements, and the types games share.

A game is a plugin that describes itself: a `GameSpec` (what it is, as data: seats,
capabilities, bot hints, OpenAPI examples) and a subclass of `Game` that writes only its
rules. The shared layers (tables, bots, API, bench, tests) read the spec and never name a game.

An engine is pure: no I/O, no clock, no global random. Randomness comes in as a
`random.Random` argument; time-driven behaviour is driven by the table layer.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from random import Random
from typing import Any, ClassVar, Generic, Literal, TypeAlias, TypeVar

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


class TypedEvent(msgspec.Struct, frozen=True, kw_only=True, tag_field="type"):
    """Base of every declared event, the table's and each game's: the tag is the event's
    `type` (`<game id>.<event>` for a game's own, unprefixed for the table's family), the
    fields are its `data` as a seat that may see everything reads it. A field only some seats
    see (a drawn card) defaults to UNSET: redaction stays in `Event.for_seat`, and these
    Structs describe and decode what it shows (OpenAPI variants, tests, readers)."""

    def logged(self) -> Event:
        """The event as stored: every set field public (events with private fields are built
        as `Event`s by their engines, which know which seat may see what)."""
        data = msgspec.to_builtins(self)
        del data["type"]
        return Event(event_type(type(self)), data)


def event_type(cls: type[msgspec.Struct]) -> str:
    return str(cls.__struct_config__.tag)


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


def tag(action: Any) -> str:
    """An action's `type` tag, e.g. "<game>.<verb>"."""
    return str(action.__struct_config__.tag)


@dataclass(frozen=True)
class Capabilities:
    """What a game's rules ask of the table, as data (the table reads these, never an id)."""

    pauses: bool = False
    """Pauses where nobody acts (`paused`/`resume`), e.g. a review after a round (K4)."""
    forfeit: bool = False
    """A seat may lose by time (`forfeit`): running clocks, absence (R8)."""
    clocks: bool = False
    """Options may give each seat a bank of time (chess-style clocks)."""
    first_move_limit: bool = False
    """A game nobody opened in time is aborted (`first_move_made`)."""
    rated_rules: bool = False
    """Some options make a game count for a rating (`rated`, `counted`)."""


@dataclass(frozen=True)
class BotTuning:
    """The knobs of the bot levels (set by `python -m bench.bots` runs). Easy: one
    resampled state, every candidate looked at one move ahead (then the others' replies, up to
    `easy_replies` moves), a choice drawn from a softmax over the values, and sometimes
    (`easy_epsilon`) a random one. Hard and Expert (the same search, given a larger budget):
    information-set MCTS over determinizations (service/bots/ismcts.py); Expert may have
    knobs of its own (`ExpertHints.tuning`)."""

    easy_epsilon: float = 0.1
    easy_temperature: float = 0.05
    easy_width: int = 40  # at most this many candidates are looked at (a random subset)
    easy_replies: int = 0
    hard_width: int = 10  # candidates kept for the search (best first by a one-move look)
    hard_depth: int = 8  # at most this many simulated moves after a tree walk's last move ...
    hard_own_turns: int = 0  # ... or when the seat is due to start its turn after this many
    hard_exploration: float = 0.5  # UCB1 constant (values are in [-1, 1])
    hard_max_iterations: int = 100_000
    rollout_width: int = 3  # simulated players pick the best of this many random candidates
    rollout_epsilon: float = 0.1  # ... or a random one with this probability


RolloutPolicy = Callable[[Any, int, Random, float], Any]
"""A hand-written policy for simulated players: (state, seat, rng, epsilon) -> action."""
ActionFilter = Callable[[list[Any]], list[Any]]
"""Narrows a seat's legal actions to those a bot sends (keeps the engine's order)."""


LeafValue = Callable[[Any, int], float]
"""A static evaluation of a (resampled, simulated) state for a seat, in [-1, 1]."""


def keep_all(actions: list[Any]) -> list[Any]:
    return actions


@dataclass(frozen=True)
class ExpertHints:
    """What Expert does differently from Hard besides its larger budget; each `None` means
    "as Hard". Hard's play (and so its measured strength) does not depend on these."""

    tuning: BotTuning | None = None
    """The search's knobs (width, rollout depth, exploration, rollout policy's width)."""
    policy: RolloutPolicy | None = None
    """The simulated players' policy in Expert's rollouts (else Hard's)."""
    leaf: LeafValue | None = None
    """The evaluation of a rollout's last state when the game is not over (else `heuristic`)."""


@dataclass(frozen=True)
class BotHints:
    """How bots play a game: their tuning, which actions they never send, and an optional
    hand-written rollout policy (else a sampled one-move greedy over `heuristic`)."""

    tuning: BotTuning = BotTuning()
    never: frozenset[str] = frozenset()
    """Action tags a bot never sends (resigning, the first half of a split turn)."""
    random_effect: frozenset[str] = frozenset()
    """Action tags whose result is random: an announced one is never a sure win."""
    action_filter: ActionFilter = keep_all
    """Applied after `never` (e.g. send a split turn whole)."""
    policy: RolloutPolicy | None = None
    expert: ExpertHints = ExpertHints()
    """Expert's own knobs, policy and leaf evaluation (default: Hard's)."""


@dataclass(frozen=True)
class Examples:
    """OpenAPI request examples, keyed by example name."""

    create: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """`POST /tables` bodies, each {"summary": ..., "value": ...}."""
    update: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """`PATCH /tables/{code}` bodies."""
    act: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """Whole `act` examples (summary and body), shown before the per-action ones."""
    actions: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """One minimal action per tag (a name of its own for a second example of a tag)."""
    quick: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    """`POST /quickplay` bodies (quick play: an open lobby of the game, or a new one)."""
    record: Mapping[str, Any] = field(default_factory=dict)
    """A finished, rated two-seat game as the players' and records' answers show it:
    `options`, `moves` (two actions, seat 1 then seat 0) and `result`. The API shows the first
    game that gives one."""


@dataclass(frozen=True)
class GameSpec:
    """What a game is, as data."""

    id: str
    title: str
    summary: str
    min_seats: int
    max_seats: int
    capabilities: Capabilities = Capabilities()
    bots: BotHints = BotHints()
    examples: Examples = Examples()
    out_of_turn: frozenset[str] = frozenset()
    """Action tags a seated player may send when it has no decision pending (resigning)."""
    free_fields: frozenset[str] = frozenset()
    """Action fields a seat may set either way where the listing shows one value (an
    announcement that has no effect, T7): `legal_actions` lists the form that matters."""
    acting_note: str = ""
    """A sentence for the API's description of legal actions, if the game needs one."""
    quick_options: Mapping[str, Any] = field(default_factory=dict)
    """Options (as JSON) for fast automated games: no pauses, turns long enough (bench)."""
    bench_seats: int = 0
    """Seats of the tables the benchmark plays; 0: `max_seats`, capped at 4."""
    max_moves: int = 10_000
    """A bound the contract suite holds every random game to (moves of any seat)."""
    events: tuple[type[TypedEvent], ...] = ()
    """Every event the game logs, as tagged Structs (`<game id>.<event>`): the OpenAPI's
    event union and the contract tests read them; the table layer adds its own family."""


StateT = TypeVar("StateT", bound=msgspec.Struct)
ActionT = TypeVar("ActionT")
OptionsT = TypeVar("OptionsT", bound=msgspec.Struct)


class Game(Generic[StateT, ActionT, OptionsT]):
    """ActionT game: its spec plus pure functions over its own State type. Subclasses write the
    rules (`setup`, `to_act`, `legal_actions`, `play`, `default_action`, `view`, `outcome`...)
    and override an optional hook only when their spec's capabilities ask for it.

    Actions are msgspec Structs tagged with `tag_field="type"` and a tag `"<game id>.<verb>"`,
    so the actions of every game form one tagged union. Views are Structs tagged with
    `tag_field="game"` and the game id. Options is a Struct whose every field has a default.
    """

    spec: ClassVar[GameSpec]
    Options: ClassVar[type[msgspec.Struct]]
    State: ClassVar[type[msgspec.Struct]]
    View: ClassVar[type[msgspec.Struct]]
    actions: ClassVar[tuple[type[msgspec.Struct], ...]]

    # --- what it is (read from the spec) ---------------------------------------------------
    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def title(self) -> str:
        return self.spec.title

    @property
    def summary(self) -> str:
        return self.spec.summary

    @property
    def min_seats(self) -> int:
        return self.spec.min_seats

    @property
    def max_seats(self) -> int:
        return self.spec.max_seats

    # --- the template move ------------------------------------------------------------------
    def apply(
        self, state: StateT, seat: int, action: ActionT, rng: Random
    ) -> tuple[StateT, list[Event]]:
        """The state after `seat` plays `action`; raises IllegalAction. Never mutates `state`.
        The shared guards run here, once, in this order: the game is over; the seat has no
        decision pending (unless the spec lists the action as playable out of turn)."""
        if self.outcome(state) is not None:
            raise IllegalAction("game_over", "the game is over")
        if seat not in self.to_act(state) and tag(action) not in self.spec.out_of_turn:
            raise not_your_turn(seat)
        return self.play(state, seat, action, rng)

    # --- rules every game writes ---------------------------------------------------------
    def setup(self, options: OptionsT, seats: int, rng: Random) -> StateT:
        """ActionT new game for `seats` seats (seat 0 first in table order)."""
        raise NotImplementedError

    def to_act(self, state: StateT) -> frozenset[int]:
        """Seats with a decision pending (empty once the game is over)."""
        raise NotImplementedError

    def legal_actions(self, state: StateT, seat: int) -> list[ActionT]:
        """Every action `seat` may send now (empty if none)."""
        raise NotImplementedError

    def play(
        self, state: StateT, seat: int, action: ActionT, rng: Random
    ) -> tuple[StateT, list[Event]]:
        """`apply` once the shared guards passed: the rules of the move itself."""
        raise NotImplementedError

    def default_action(self, state: StateT, seat: int) -> ActionT:
        """What a timeout (or automatic mode) plays for `seat`; always legal."""
        raise NotImplementedError

    def view(self, state: StateT, seat: int | None) -> msgspec.Struct:
        """What `seat` may see (None: a spectator, public information only)."""
        raise NotImplementedError

    def outcome(self, state: StateT) -> Outcome | None:
        """The result once the game is over, else None."""
        raise NotImplementedError

    def stop_outcome(self, state: StateT) -> Outcome | None:
        """Every human is in automatic mode: the outcome if the game may stop now, else None
        (the table keeps playing default actions until it may)."""
        raise NotImplementedError

    def partial_outcome(self, state: StateT, reason: str) -> Outcome:
        """The game stopped by the table before its end (C7 cancelled, R8 aborted): `reason`,
        no winner, the scores so far and the game's usual details."""
        raise NotImplementedError

    def halt(self, state: StateT, outcome: Outcome) -> StateT:
        """The table ends the game now with `outcome` (C6 everyone automatic, C7 cancelled,
        R8 aborted): nobody acts any more and `outcome(state)`, so every view, gives it."""
        raise NotImplementedError

    def heuristic(self, state: StateT, seat: int) -> float:
        """How good `state` looks for `seat`, in [-1, 1], from what `seat` may see (bots)."""
        raise NotImplementedError

    def resample(self, state: StateT, seat: int, rng: Random) -> StateT:
        """ActionT state `seat` cannot tell apart from `state`: what it sees is kept, the rest
        reshuffled. Bots search on these, never on the true state."""
        raise NotImplementedError

    # --- optional hooks, with the defaults of a game that does not need them -------------
    def validate_options(self, options: OptionsT) -> None:
        """Raise ValueError with a clear message for options the game cannot play with."""
        if not isinstance(options, self.Options):
            raise ValueError(f"expected {self.title} options")

    def timing(self, options: OptionsT) -> Timing:
        """The turn timer and pause length these options ask for (default: none)."""
        return Timing()

    def opening_events(self, state: StateT) -> list[Event]:
        """What the start of a new game shows, as events: the deal (each hand only to its
        seat, like draws, C4) and the first public cards, so that a reader of the events
        alone can follow the game from its start."""
        return []

    def mid_turn(self, state: StateT, seat: int) -> bool:
        """`seat` has made part of its turn and the rest is pending. C5: only a completed turn
        resets the seat's consecutive timeouts, and a partial action keeps the turn's
        deadline (K3). Default: every turn is a single action."""
        return False

    def placements(self, outcome: Outcome, seats: int) -> list[int]:
        """Each seat's place in a finished game (1 is first; equal numbers are tied places),
        for tournaments. Default: the winners first, then by `scores` (higher is better) when
        the game keeps them, else everyone else level; no winner and no scores: all level."""
        if outcome.scores is not None and len(outcome.scores) == seats:
            keys = [(seat not in outcome.winners, -outcome.scores[seat]) for seat in range(seats)]
        else:
            keys = [(seat not in outcome.winners, 0) for seat in range(seats)]
        return [1 + sum(1 for other in keys if other < mine) for mine in keys]

    def rated(self, options: OptionsT) -> bool:
        """Whether games with these options may count for a rating (capability
        `rated_rules`). The table adds its own condition: every seat is a human."""
        return False

    def counted(self, state: StateT, rated: bool) -> StateT:
        """The state told whether the table counts this game for a rating (`rated`: the rules
        allow it, every seat is a human, and it was not cancelled or aborted; R8, R9). Games
        that show it (in views, outcomes, events) show this; others return `state`."""
        return state

    def paused(self, state: StateT) -> bool:
        """ActionT pause is running (nobody acts); the table calls `resume` when it is over."""
        return False

    def upgrade_event(self, event: Event) -> Event:
        """A logged event under the name the game gives it today: logs written before a rename
        stay readable (readers of the log call this; the stored bytes are never rewritten)."""
        return event

    def resume(self, state: StateT, rng: Random) -> tuple[StateT, list[Event]]:
        """End the running pause and go on (capability `pauses`)."""
        raise illegal(f"{self.title} has no pauses")

    def forfeit(self, state: StateT, seat: int, reason: str) -> tuple[StateT, list[Event]]:
        """The game over, lost by `seat` (its clock ran out, it was absent...). Only called for
        games whose timing can forfeit (capability `forfeit`)."""
        raise ValueError(f"{self.title} tables never forfeit: timeouts play the default action")

    def first_move_made(self, state: StateT, seat: int) -> bool:
        """Whether `seat` has made a move yet (capability `first_move_limit`)."""
        return True


AnyGame: TypeAlias = "Game[Any, Any, Any]"
"""ActionT game of any type, as the shared layers hold it."""
