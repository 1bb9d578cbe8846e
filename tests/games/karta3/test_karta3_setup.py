"""The game's scope, section 2 (preparing the game) and rulings C2, C3."""

from __future__ import annotations

import random

import msgspec
import pytest
from karta3_helpers import (
    apply_now,
    check_conservation,
    make_state,
    play,
    random_game,
    replay,
)

from service.games.karta3 import GAME
from service.games.karta3.actions import PlayCard
from service.games.karta3.decks import get_deck
from service.games.karta3.state import Direction, Options, State


def test_karta3_s0_two_to_five_players() -> None:
    assert (GAME.id, GAME.min_seats, GAME.max_seats) == ("karta3", 2, 5)
    for seats in range(2, 6):
        state = GAME.setup(Options(review_seconds=0), seats, random.Random(seats))
        assert len(state.hands) == seats


def test_karta3_s2_setup_shuffles_the_58_cards() -> None:
    deals = set()
    for seed in range(5):
        state = GAME.setup(Options(review_seconds=0), 3, random.Random(seed))
        check_conservation(state)
        deals.add((tuple(map(tuple, state.hands)), state.central, tuple(state.draw_pile)))
    assert len(deals) == 5


@pytest.mark.parametrize("seats", [2, 3, 4, 5])
def test_karta3_s2_three_cards_each_the_rest_a_face_down_draw_pile(seats: int) -> None:
    state = GAME.setup(Options(review_seconds=0), seats, random.Random(7))
    assert [len(hand) for hand in state.hands] == [3] * seats
    assert len(state.draw_pile) == 58 - 3 * seats - 1
    assert state.central_pile == [] and state.trick == []
    assert all(pile == [] for pile in state.won)
    view = GAME.view(state, None)
    assert view.deck_size == len(state.draw_pile)
    assert view.hand_counts == [3] * seats


def test_karta3_s2_each_player_sees_only_their_own_hand() -> None:
    state = GAME.setup(Options(review_seconds=0), 3, random.Random(3))
    for seat in range(3):
        view = GAME.view(state, seat)
        assert [face.id for face in view.hand] == state.hands[seat]
        assert view.hand_counts == [3, 3, 3]
    assert GAME.view(state, None).hand == []


def test_karta3_s2_top_card_is_revealed_as_central_and_sets_the_first_attribute() -> None:
    rng = random.Random(11)
    state = GAME.setup(Options(review_seconds=0), 4, rng)
    # Replaying the same shuffle: the central card is the one right after the deal.
    shuffled = list(range(1, 59))
    random.Random(11).shuffle(shuffled)
    dealt = [c for hand in state.hands for c in hand]
    assert shuffled[-len(dealt) :][::-1] == dealt
    assert state.central == shuffled[-len(dealt) - 1]
    view = GAME.view(state, None)
    assert view.central.id == state.central
    principal = get_deck("solar_system").card(state.central).principal
    assert view.active_attribute == principal


def test_karta3_C2_first_seat_opens_the_first_round() -> None:
    for seats in range(2, 6):
        state = GAME.setup(Options(review_seconds=0), seats, random.Random(seats * 13))
        assert state.opener == 0
        assert GAME.to_act(state) == frozenset({0})
        assert GAME.view(state, None).opener == 0


def test_karta3_s2_play_follows_seat_order_from_the_opener() -> None:
    # Seat 2 opens a four-seat round: then seats 3, 0 and 1 play, in table order.
    state = make_state([[1], [2], [3], [4]], opener=2)
    turns = []
    for played in (3, 4, 1, 2):
        assert state.turn is not None
        turns.append(state.turn)
        direction: Direction | None = None if state.trick else "high"
        state, _ = play(state, state.turn, PlayCard(card=played, direction=direction))
    assert turns == [2, 3, 0, 1]


def test_karta3_s2_opener_changes_but_table_order_is_kept() -> None:
    final, _ = random_game(4, seed=21)
    assert final.phase == "finished"
    # Replay and check every round's play order is the table order from that round's opener.
    rng = random.Random(21)
    state = GAME.setup(Options(review_seconds=0), 4, rng)
    chooser = random.Random(22)
    openers = set()
    while GAME.outcome(state) is None:
        if not state.trick:
            openers.add(state.opener)
        (seat,) = GAME.to_act(state)
        if state.trick:
            assert seat == (state.trick[-1].seat + 1) % 4
        state, _ = apply_now(state, seat, chooser.choice(GAME.legal_actions(state, seat)), rng)
    assert len(openers) > 1


def test_karta3_s2_central_cards_go_to_their_own_pile_never_to_hands_or_points() -> None:
    rng = random.Random(5)
    state = GAME.setup(Options(review_seconds=0), 3, rng)
    chooser = random.Random(6)
    centrals = [state.central]
    while state.phase in ("ordinary", "final"):
        (seat,) = GAME.to_act(state)
        state, _ = apply_now(state, seat, chooser.choice(GAME.legal_actions(state, seat)), rng)
        if state.central != centrals[-1]:
            centrals.append(state.central)
        won = {c for pile in state.won for c in pile}
        held = {c for hand in state.hands for c in hand}
        assert not (set(centrals) & (won | held))
        assert set(state.central_pile) <= set(centrals)
    assert len(centrals) == 13
    assert sum(len(pile) for pile in state.won) == 58 - 13


# --- ruling C3 -------------------------------------------------------------------------------


def test_karta3_C3_same_seed_and_actions_replay_to_the_same_state() -> None:
    for seats, tiebreak in ((2, True), (3, False), (5, True)):
        final, actions = random_game(seats, seed=40 + seats, force_tiebreak=tiebreak)
        again = replay(seats, 40 + seats, actions, force_tiebreak=tiebreak)
        assert msgspec.msgpack.encode(again) == msgspec.msgpack.encode(final)
    first, _ = random_game(3, seed=1)
    other, _ = random_game(3, seed=2)
    assert msgspec.msgpack.encode(first) != msgspec.msgpack.encode(other)


def test_karta3_C3_the_seed_never_appears_in_a_view() -> None:
    # The engine never stores the generator: the state holds only cards and counters.
    state = GAME.setup(Options(review_seconds=0), 3, random.Random(123456789))
    assert "seed" not in msgspec.structs.asdict(state)
    assert "123456789" not in msgspec.json.encode(GAME.view(state, 0)).decode()


def test_karta3_state_round_trips_through_msgpack() -> None:
    final, _ = random_game(4, seed=9, force_tiebreak=True)
    for state in (GAME.setup(Options(review_seconds=0), 4, random.Random(9)), final):
        assert msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=State) == state
