"""TRES: a card game on a 3x3 board for 2-6 players; three equal numbers in a line win, if you
announce "¡TRES!" as you play. Rules: docs/rules/tres.md."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from service.games.base import Event, Outcome, Timing, illegal
from service.games.tres import rules
from service.games.tres.actions import ACTIONS, EXAMPLES, Action
from service.games.tres.heuristics import heuristic_value
from service.games.tres.resample import resample
from service.games.tres.state import Options as TresOptions
from service.games.tres.state import State as TresState
from service.games.tres.view import TresView, view

__all__ = ["GAME", "Tres", "heuristic_value"]


class Tres:
    id: ClassVar[str] = "tres"
    title: ClassVar[str] = "TRES"
    summary: ClassVar[str] = (
        "Place and stack cards on a 3x3 board by colour or number; complete a line of three "
        'equal numbers and announce "¡TRES!" to win. Twenty action and wild cards twist the board.'
    )
    min_seats: ClassVar[int] = 2
    max_seats: ClassVar[int] = 6
    Options: ClassVar[type[msgspec.Struct]] = TresOptions
    State: ClassVar[type[msgspec.Struct]] = TresState
    View: ClassVar[type[msgspec.Struct]] = TresView
    actions: ClassVar[tuple[type[msgspec.Struct], ...]] = ACTIONS
    # Contract addition: one minimal example per action tag (for OpenAPI).
    action_examples: ClassVar[dict[str, dict[str, Any]]] = EXAMPLES

    def validate_options(self, options: TresOptions) -> None:
        if not isinstance(options, TresOptions):
            raise ValueError("expected TRES options")

    def setup(self, options: TresOptions, seats: int, rng: Random) -> TresState:
        return rules.setup(options, seats, rng)

    def opening_events(self, state: TresState) -> list[Event]:
        return rules.opening_events(state)

    def mid_turn(self, state: TresState, seat: int) -> bool:
        return rules.mid_turn(state, seat)

    def partial_outcome(self, state: TresState, reason: str) -> Outcome:
        return rules.partial_outcome(state, reason)

    def halt(self, state: TresState, outcome: Outcome) -> TresState:
        return rules.halt(state, outcome)

    def counted(self, state: TresState, rated: bool) -> TresState:
        return state  # its rules define no rated games

    def to_act(self, state: TresState) -> frozenset[int]:
        return rules.to_act(state)

    def legal_actions(self, state: TresState, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def apply(
        self, state: TresState, seat: int, action: Action, rng: Random
    ) -> tuple[TresState, list[Event]]:
        return rules.apply(state, seat, action, rng)

    def default_action(self, state: TresState, seat: int) -> Action:
        return rules.default_action(state, seat)

    def view(self, state: TresState, seat: int | None) -> TresView:
        return view(state, seat)

    def outcome(self, state: TresState) -> Outcome | None:
        return rules.outcome(state)

    def stop_outcome(self, state: TresState) -> Outcome | None:
        return rules.stop_outcome(state)

    def rated(self, options: TresOptions) -> bool:
        return options.rated  # asked for at creation: rated only with identified humans

    def timing(self, options: TresOptions) -> Timing:
        return Timing(turn_seconds=options.turn_seconds)

    def paused(self, state: TresState) -> bool:
        return False

    def resume(self, state: TresState, rng: Random) -> tuple[TresState, list[Event]]:
        raise illegal("TRES has no pauses")

    def forfeit(self, state: TresState, seat: int, reason: str) -> tuple[TresState, list[Event]]:
        raise ValueError("TRES tables never forfeit: timeouts play the default action (C5)")

    def first_move_made(self, state: TresState, seat: int) -> bool:
        return True  # no first-move limit in TRES

    def heuristic(self, state: TresState, seat: int) -> float:
        return heuristic_value(state, seat)

    def resample(self, state: TresState, seat: int, rng: Random) -> TresState:
        return resample(state, seat, rng)


GAME = Tres()
