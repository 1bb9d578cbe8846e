"""Setup: T1 (board, seats, hands, direction), T2 (the deck), T3 (the first card), C2, options."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import msgspec
import pytest
from tres_helpers import all_cards

from service.games.tres import GAME
from service.games.tres.cards import COLOURS, FACES, NUMBER, RESET_ROW
from service.games.tres.state import Options, State


def test_tres_T1_board_seats_hands_and_direction() -> None:
    assert (GAME.min_seats, GAME.max_seats) == (2, 6)
    for seats in range(2, 7):
        state = GAME.setup(Options(), seats, random.Random(seats))
        assert len(state.board) == 9
        assert [len(hand) for hand in state.hands] == [7] * seats
        assert state.direction == 1  # clockwise: increasing seat
        assert GAME.view(state, 0).direction == "clockwise"
        assert all_cards(state) == list(range(115))
        assert len(state.deck) == 115 - 7 * seats - 1


@pytest.mark.parametrize("seats", [0, 1, 7])
def test_tres_T1_seat_count_outside_2_to_6_is_refused(seats: int) -> None:
    with pytest.raises(ValueError):
        GAME.setup(Options(), seats, random.Random(0))


def test_tres_T2_deck_has_115_cards_as_listed() -> None:
    assert len(FACES) == 115
    kinds = Counter(f.kind for f in FACES)
    assert kinds == {
        "number": 72,
        "numeral": 4,
        "question": 2,
        "reverse": 4,
        "skip": 4,
        "draw_two": 4,
        "reset_diagonal": 2,
        "reset_row": 2,
        "reset_column": 2,
        "change_colour": 2,
        "draw_four": 2,
        "minus_four": 2,
        "swap_hands": 1,
        "steal": 2,
        "exchange": 2,
        "earthquake": 1,
        "twist": 2,
        "seal": 2,
        "unseal": 2,
        "comeback": 1,
    }
    numbers = Counter((f.colour, f.number) for f in FACES if f.kind == NUMBER)
    assert numbers == {(colour, n): 2 for colour in range(4) for n in range(1, 10)}
    for kind in ("numeral", "reverse", "skip", "draw_two"):
        assert sorted(f.colour for f in FACES if f.kind == kind) == [0, 1, 2, 3]
    coloured = ("number", "numeral", "reverse", "skip", "draw_two")
    assert all(f.colour == -1 for f in FACES if f.kind not in coloured)
    assert len(COLOURS) == 4


def test_tres_T3_first_card_is_a_number_card_on_the_centre_cell() -> None:
    for seed in range(200):
        state = GAME.setup(Options(), 2 + seed % 5, random.Random(seed))
        assert [len(stack) for stack in state.board] == [0, 0, 0, 0, 1, 0, 0, 0, 0]
        assert FACES[state.board[4][0]].kind == NUMBER


class _Rigged(random.Random):
    """Shuffles put a Reinicio where the first card is turned up (the deck's last card after
    dealing to two seats)."""

    def shuffle(self, x: Any) -> None:
        super().shuffle(x)
        if len(x) == 115:
            reset = next(i for i, card in enumerate(x) if FACES[card].kind == RESET_ROW)
            x[reset], x[-15] = x[-15], x[reset]


def test_tres_T3_non_number_first_card_goes_back_into_the_deck() -> None:
    rng = _Rigged(3)
    state = GAME.setup(Options(), 2, rng)
    reset = next(card for card in state.deck if FACES[card].kind == RESET_ROW)
    assert reset in state.deck and state.deck[-1] != reset  # back in the deck, not on top
    assert FACES[state.board[4][0]].kind == NUMBER
    assert all_cards(state) == list(range(115))


def test_tres_C2_first_seat_starts() -> None:
    state = GAME.setup(Options(), 4, random.Random(1))
    assert GAME.to_act(state) == frozenset({0})
    assert state.turn == 0


def test_tres_C3_setup_is_deterministic_for_a_seed() -> None:
    a = GAME.setup(Options(), 5, random.Random(42))
    b = GAME.setup(Options(), 5, random.Random(42))
    assert msgspec.msgpack.encode(a) == msgspec.msgpack.encode(b)


def test_tres_options_turn_seconds() -> None:
    assert Options().turn_seconds == 30
    assert msgspec.json.decode(b'{"turn_seconds": 15}', type=Options).turn_seconds == 15
    for bad in (b'{"turn_seconds": 20}', b'{"other": 1}'):
        with pytest.raises(msgspec.ValidationError):
            msgspec.json.decode(bad, type=Options)
    GAME.validate_options(Options(turn_seconds=60))


def test_tres_state_roundtrips_through_msgpack_and_stays_small() -> None:
    state = GAME.setup(Options(), 6, random.Random(5))
    raw = msgspec.msgpack.encode(state)
    assert msgspec.msgpack.decode(raw, type=State) == state
    assert len(raw) < 700
