"""KARTA3: a comparison game for 2-5 players; the central card sets the attribute and the
opener calls High or Low. Rules: docs/rules/karta3.md."""

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
from service.games.karta3 import rules
from service.games.karta3.actions import Action, CallDirection, PlayCard
from service.games.karta3.decks import get_deck
from service.games.karta3.events import EVENTS, RENAMED
from service.games.karta3.expert import EXPERT_TUNING, expert_leaf, expert_policy
from service.games.karta3.heuristics import heuristic_value
from service.games.karta3.policy import greedy
from service.games.karta3.resample import resample
from service.games.karta3.state import Options as Karta3Options
from service.games.karta3.state import State as Karta3State
from service.games.karta3.view import Karta3View, view


def whole_turns(actions: list[Any]) -> list[Any]:
    """An opener's card and direction go together: a bot never splits its turn."""
    if any(isinstance(a, PlayCard) and a.direction is not None for a in actions):
        return [a for a in actions if isinstance(a, PlayCard) and a.direction is not None]
    return actions


SPEC = GameSpec(
    id="karta3",
    title="KARTA3",
    summary=(
        "Comparison game: the central card sets the attribute, the opener calls High or Low; "
        "the best card wins the round, the second draws first and opens the next."
    ),
    min_seats=2,
    max_seats=5,
    capabilities=Capabilities(pauses=True, rated_rules=True),  # `rated`: identified humans
    events=EVENTS,
    bots=BotHints(
        tuning=BotTuning(easy_replies=4, hard_depth=30),
        never=frozenset({"karta3.call"}),  # openers send one action
        action_filter=whole_turns,
        policy=greedy,
        expert=ExpertHints(tuning=EXPERT_TUNING, policy=expert_policy, leaf=expert_leaf),
    ),
    acting_note=(
        "A KARTA3 opener gets two kinds, in this order: first every complete play "
        "(`karta3.play` with a `card` and a `direction`), which opens the round in one "
        "request; then the partial actions, `karta3.call` (a direction alone) and "
        "`karta3.play` with `direction: null` (a card alone), each waiting privately for the "
        "other part."
    ),
    examples=Examples(
        create={
            "karta3": {
                "summary": "A KARTA3 table; the host plays",
                "value": {
                    "game": "karta3",
                    "host_name": "Ana",
                    "host_plays": True,
                    "options": {
                        "deck": "solar_system",
                        "turn_seconds": 30,
                        "review_seconds": 5,
                        "force_tiebreak": False,
                    },
                },
            },
            "karta3_vs_bots": {
                "summary": "The host against a Hard and an Easy bot",
                "value": {"game": "karta3", "host_name": "Ana", "bots": ["hard", "easy"]},
            },
        },
        update={
            "observe": {
                "summary": "The host observes; forced tiebreak on",
                "value": {
                    "game": "karta3",
                    "host_plays": False,
                    "options": {"deck": "magical_creatures", "force_tiebreak": True},
                },
            },
        },
        act={
            "karta3_open": {
                "summary": "KARTA3 opener: card and direction together",
                "value": {
                    "action": {"type": "karta3.play", "card": 17, "direction": "high"},
                    "expected_version": 7,
                },
            },
            "karta3_call": {
                "summary": "KARTA3 opener: direction first (private until the card is played)",
                "value": {"action": {"type": "karta3.call", "direction": "low"}},
            },
            "karta3_follow": {
                "summary": "KARTA3: any other seat plays a card",
                "value": {"action": {"type": "karta3.play", "card": 42}},
            },
        },
    ),
    quick_options={"review_seconds": 0, "turn_seconds": 60},
    bench_seats=4,
    max_moves=2000,
)


class Karta3(Game[Karta3State, Action, Karta3Options]):
    spec: ClassVar[GameSpec] = SPEC
    Options: ClassVar[type[msgspec.Struct]] = Karta3Options
    State: ClassVar[type[msgspec.Struct]] = Karta3State
    View: ClassVar[type[msgspec.Struct]] = Karta3View
    actions: ClassVar[tuple[type[msgspec.Struct], ...]] = (PlayCard, CallDirection)

    def upgrade_event(self, event: Event) -> Event:
        """Logs written before KARTA3's events took the `karta3.` prefix."""
        new = RENAMED.get(event.type)
        if new is None or (event.type == "game_over" and "scores" in event.data):
            return event
        return Event(new, event.data, event.private)

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

    def to_act(self, state: Karta3State) -> frozenset[int]:
        return rules.to_act(state)

    def legal_actions(self, state: Karta3State, seat: int) -> list[Action]:
        return rules.legal_actions(state, seat)

    def play(
        self, state: Karta3State, seat: int, action: Action, rng: Random
    ) -> tuple[Karta3State, list[Event]]:
        return rules.play(state, seat, action, rng)

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

    def heuristic(self, state: Karta3State, seat: int) -> float:
        return heuristic_value(state, seat)

    def resample(self, state: Karta3State, seat: int, rng: Random) -> Karta3State:
        return resample(state, seat, rng)


GAME = Karta3()
