"""TRES: a card game on a 3x3 board for 2-6 players; three equal numbers in a line win, if you
announce "¡TRES!" as you play. Rules: docs/rules/tres.md."""

from __future__ import annotations

from random import Random
from typing import Any, ClassVar

import msgspec

from service.games.base import (
    BotHints,
    BotTuning,
    Capabilities,
    Event,
    Examples,
    ExpertHints,
    Game,
    GameSpec,
    Outcome,
    Timing,
)
from service.games.tres import legal, rules
from service.games.tres.actions import ACTIONS, EXAMPLES, Action
from service.games.tres.events import EVENTS
from service.games.tres.expert import expert_leaf, expert_policy
from service.games.tres.heuristics import heuristic_value
from service.games.tres.resample import resample
from service.games.tres.state import Options as TresOptions
from service.games.tres.state import State as TresState
from service.games.tres.view import TresView, view

__all__ = ["GAME", "Tres", "heuristic_value"]


def announced_wins(actions: list[Any]) -> list[Any]:
    """A play that completes a line is only sent announced (`announce: true`), and Terremoto
    always announced (its result is random; announcing costs nothing)."""
    announced = {
        msgspec.msgpack.encode(msgspec.structs.replace(a, announce=False))
        for a in actions
        if getattr(a, "announce", False)
    }
    if not announced:
        return actions
    return [
        a
        for a in actions
        if getattr(a, "announce", True) or msgspec.msgpack.encode(a) not in announced
    ]


SPEC = GameSpec(
    id="tres",
    title="TRES",
    summary=(
        "Place and stack cards on a 3x3 board by colour or number; complete a line of three "
        'equal numbers and announce "¡TRES!" to win. Twenty action and wild cards twist the board.'
    ),
    events=EVENTS,
    min_seats=2,
    max_seats=6,
    capabilities=Capabilities(rated_rules=True),  # the `rated` option (identified humans)
    bots=BotHints(
        tuning=BotTuning(easy_width=24, hard_width=12, hard_depth=12),
        random_effect=frozenset({"tres.earthquake"}),  # announcing it may or may not win
        action_filter=announced_wins,
        # Expert reads immediate wins exactly, in its leaves and its simulated players
        expert=ExpertHints(policy=expert_policy, leaf=expert_leaf),
    ),
    examples=Examples(
        create={
            "tres": {
                "summary": "A TRES table: the host against two Easy bots, 15 s turns",
                "value": {
                    "game": "tres",
                    "host_name": "Ana",
                    "options": {"turn_seconds": 15},
                    "bots": ["easy", "easy"],
                },
            },
        },
        actions=EXAMPLES,
    ),
    free_fields=frozenset({"announce"}),  # T7: announcing a play that completes nothing is a no-op
    quick_options={"turn_seconds": 60},
    bench_seats=4,
    max_moves=3000,
)


class Tres(Game[TresState, Action, TresOptions]):
    spec: ClassVar[GameSpec] = SPEC
    Options: ClassVar[type[msgspec.Struct]] = TresOptions
    State: ClassVar[type[msgspec.Struct]] = TresState
    View: ClassVar[type[msgspec.Struct]] = TresView
    actions: ClassVar[tuple[type[msgspec.Struct], ...]] = ACTIONS

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

    def to_act(self, state: TresState) -> frozenset[int]:
        return legal.to_act(state)

    def legal_actions(self, state: TresState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def play(
        self, state: TresState, seat: int, action: Action, rng: Random
    ) -> tuple[TresState, list[Event]]:
        return rules.play(state, seat, action, rng)

    def default_action(self, state: TresState, seat: int) -> Action:
        return legal.default_action(state, seat)

    def view(self, state: TresState, seat: int | None) -> TresView:
        return view(state, seat)

    def outcome(self, state: TresState) -> Outcome | None:
        return rules.outcome(state)

    def stop_outcome(self, state: TresState) -> Outcome | None:
        return rules.stop_outcome(state)

    def placements(self, outcome: Outcome, seats: int) -> list[int]:
        return rules.placements(outcome, seats)

    def rated(self, options: TresOptions) -> bool:
        return options.rated  # asked for at creation: rated only with identified humans

    def timing(self, options: TresOptions) -> Timing:
        return Timing(turn_seconds=options.turn_seconds)

    def heuristic(self, state: TresState, seat: int) -> float:
        return heuristic_value(state, seat)

    def resample(self, state: TresState, seat: int, rng: Random) -> TresState:
        return resample(state, seat, rng)


GAME = Tres()
