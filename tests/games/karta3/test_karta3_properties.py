"""Property tests: random legal play from setup, for 2-5 seats, with and without the tiebreak."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from karta3_helpers import (
    apply_now,
    card_objects,
    check_conservation,
    hidden_from,
    play_out,
    random_chooser,
    view_json,
)

from service.games.base import Event, IllegalAction
from service.games.karta3 import GAME
from service.games.karta3.actions import Action, PlayCard
from service.games.karta3.state import Options, State

ORDINARY = {2: 17, 3: 12, 4: 9, 5: 7}
# Every card is played once per round and the opener may send two partial actions first
# (and change them); with the random chooser below a game takes well under this many actions.
MAX_ACTIONS = 2000

seeds = st.integers(min_value=0, max_value=2**32 - 1)
seat_counts = st.integers(min_value=2, max_value=5)


def check_views(state: State) -> None:
    """C4: no view shows, as a card object, a card that seat may not see."""
    for seat in range(state.seats):
        shown = set(card_objects(view_json(state, seat)))
        assert not shown & hidden_from(state, seat), f"seat {seat} sees a hidden card"
        if seat != state.opener or state.trick:
            assert GAME.view(state, seat).my_choice is None
    spectator = view_json(state, None)
    in_hands = {c for hand in state.hands for c in hand}
    assert not set(card_objects(spectator)) & (in_hands | set(state.draw_pile))
    assert spectator["hand"] == [] and spectator["my_choice"] is None


def check_events(events: list[Event], state: State) -> None:
    """C4 for events: a card another seat holds never appears in what that seat is sent."""
    for event in events:
        for seat in [*range(state.seats), None]:
            seen = msgspec.json.encode(event.for_seat(seat))
            hidden = hidden_from(state, seat)
            decoded = msgspec.json.decode(seen)
            for key in ("card", "cards"):
                value = decoded.get(key)
                values = value if isinstance(value, list) else [value]
                assert not {v for v in values if isinstance(v, int)} & hidden


def play_checked(seats: int, seed: int, force_tiebreak: bool) -> State:
    rng = random.Random(seed)
    state = GAME.setup(Options(review_seconds=0, force_tiebreak=force_tiebreak), seats, rng)
    check_conservation(state)

    def on_step(
        before: State, seat: int, action: Action, after: State, events: list[Event]
    ) -> None:
        assert action in GAME.legal_actions(before, seat)
        assert GAME.default_action(before, seat) in GAME.legal_actions(before, seat)
        check_conservation(after)
        check_views(after)
        check_events(events, after)
        if GAME.outcome(after) is None:
            assert len(GAME.to_act(after)) == 1
        else:
            assert GAME.to_act(after) == frozenset()

    final, history = play_out(
        state, rng, random_chooser(random.Random(seed ^ 0x5EED)), MAX_ACTIONS, on_step
    )
    assert len(history) < MAX_ACTIONS
    return final


@settings(max_examples=60, deadline=None)
@given(seed=seeds, seats=seat_counts, force_tiebreak=st.booleans())
def test_karta3_random_play_terminates_conserves_cards_and_hides_cards(
    seed: int, seats: int, force_tiebreak: bool
) -> None:
    final = play_checked(seats, seed, force_tiebreak)
    outcome = GAME.outcome(final)
    assert outcome is not None and outcome.scores is not None
    assert sum(outcome.scores) == seats * (ORDINARY[seats] + 3)
    best = max(outcome.scores)
    leaders = [s for s, points in enumerate(outcome.scores) if points == best]
    if final.tiebreak_winner is None:
        assert outcome.winners == leaders
        assert not (force_tiebreak and len(leaders) > 1)
    else:
        assert force_tiebreak and len(leaders) > 1
        assert outcome.winners == [final.tiebreak_winner] and final.tiebreak_winner in leaders
    with pytest.raises(IllegalAction) as error:
        apply_now(final, 0, PlayCard(card=1), random.Random(0))
    assert error.value.code == "game_over"


@settings(max_examples=40, deadline=None)
@given(seed=seeds, seats=seat_counts, force_tiebreak=st.booleans(), data=st.data())
def test_karta3_resample_keeps_the_seat_view_identical(
    seed: int, seats: int, force_tiebreak: bool, data: st.DataObject
) -> None:
    rng = random.Random(seed)
    state = GAME.setup(Options(review_seconds=0, force_tiebreak=force_tiebreak), seats, rng)
    chooser = random_chooser(random.Random(seed + 7))
    stop_at = data.draw(st.integers(min_value=0, max_value=80), label="actions before resample")
    for _ in range(stop_at):
        if GAME.outcome(state) is not None:
            break
        (seat,) = GAME.to_act(state)
        state, _ = apply_now(
            state, seat, chooser(state, seat, GAME.legal_actions(state, seat)), rng
        )
    before = msgspec.msgpack.encode(state)
    for seat in range(seats):
        sample = GAME.resample(state, seat, random.Random(seed + seat))
        assert msgspec.msgpack.encode(state) == before, "resample must not mutate"
        assert GAME.view(sample, seat) == GAME.view(state, seat)
        check_conservation(sample)
        assert GAME.to_act(sample) == GAME.to_act(state)
        for other in GAME.to_act(sample):
            # The sample stays playable: every legal action of the seat to act applies.
            for action in GAME.legal_actions(sample, other):
                apply_now(sample, other, action, random.Random(1))


@pytest.mark.slow
def test_karta3_two_thousand_random_games() -> None:
    tiebreaks = 0
    for game in range(2000):
        seats = 2 + game % 4
        rng = random.Random(game)
        state = GAME.setup(Options(review_seconds=0, force_tiebreak=game % 2 == 0), seats, rng)
        final, _ = play_out(state, rng, random_chooser(random.Random(-game)), MAX_ACTIONS)
        check_conservation(final)
        outcome = GAME.outcome(final)
        assert outcome is not None and outcome.scores is not None
        assert sum(outcome.scores) == seats * (ORDINARY[seats] + 3)
        assert outcome.winners
        tiebreaks += final.tiebreak_winner is not None
    assert tiebreaks > 0
