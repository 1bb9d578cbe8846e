"""KARTA3: a comparison game for 2-5 players; the central card sets the attribute and the
opener calls High or Low. Rules: docs/rules/karta3.md."""

from __future__ import annotations

from random import Random
from typing import ClassVar

import msgspec

from service.games.base import Event, Outcome, Timing
from service.games.karta3 import rules
from service.games.karta3.actions import Action, CallDirection, PlayCard
from service.games.karta3.decks import get_deck
from service.games.karta3.heuristics import heuristic_value
from service.games.karta3.resample import resample
from service.games.karta3.state import Options as Karta3Options
from service.games.karta3.state import State as Karta3State
from service.games.karta3.view import Karta3View, view


class Karta3:
    id: ClassVar[str] = "karta3"
    title: ClassVar[str] = "KARTA3"
    summary: ClassVar[str] = (
        "Comparison game: the central card sets the attribute, the opener calls High or Low; "
        "the best card wins the round, the second draws first and opens the next."
    )
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 5
    Options: ClassVar[type[msgspec.Struct]] = Karta3Options
    State: ClassVar[type[msgspec.Struct]] = Karta3State
    View: ClassVar[type[msgspec.Struct]] = Karta3View
    actions: ClassVar[tuple[type[msgspec.Struct], ...]] = (PlayCard, CallDirection)

    def validate_options(self, options: Karta3Options) -> None:
        get_deck(options.deck)

    def setup(self, options: Karta3Options, seats: int, rng: Random) -> Karta3State:
        return rules.setup(options, seats, rng)

    def opening_events(self, state: Karta3State) -> list[Event]:
        return rules.opening_events(state)

    def mid_turn(self, state: Karta3State, seat: int) -> bool:
        return rules.mid_turn(state, seat)

    def partial_outcome(self, state: Karta3State, reason: str) -> Outcome:
        return rules.partial_outcome(state, reason)

    def halt(self, state: Karta3State, outcome: Outcome) -> Karta3State:
        return rules.halt(state, outcome)

    def counted(self, state: Karta3State, rated: bool) -> Karta3State:
        return state  # its rules define no rated games

    def to_act(self, state: Karta3State) -> frozenset[int]:
        return rules.to_act(state)

    def legal_actions(self, state: Karta3State, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def apply(
        self, state: Karta3State, seat: int, action: Action, rng: Random
    ) -> tuple[Karta3State, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def default_action(self, state: Karta3State, seat: int) -> Action:
        return rules.default_action(state, seat)

    def view(self, state: Karta3State, seat: int | None) -> Karta3View:
        return view(state, seat)

    def outcome(self, state: Karta3State) -> Outcome | None:
        return rules.outcome(state)

    def stop_outcome(self, state: Karta3State) -> Outcome | None:
        return rules.stop_outcome(state)

    def rated(self, options: Karta3Options) -> bool:
        return options.rated  # asked for at creation: rated only with identified humans

    def timing(self, options: Karta3Options) -> Timing:
        return Timing(turn_seconds=options.turn_seconds, pause_seconds=options.review_seconds)

    def paused(self, state: Karta3State) -> bool:
        return state.reviewing

    def resume(self, state: Karta3State, rng: Random) -> tuple[Karta3State, list[Event]]:
        return rules.resume(state, rng)

    def forfeit(
        self, state: Karta3State, seat: int, reason: str
    ) -> tuple[Karta3State, list[Event]]:
        raise ValueError("KARTA3 tables never forfeit: timeouts play the default action (C5)")

    def first_move_made(self, state: Karta3State, seat: int) -> bool:
        return True  # no first-move limit in KARTA3

    def heuristic(self, state: Karta3State, seat: int) -> float:
        return heuristic_value(state, seat)

    def resample(self, state: Karta3State, seat: int, rng: Random) -> Karta3State:
        return resample(state, seat, rng)


GAME = Karta3()
