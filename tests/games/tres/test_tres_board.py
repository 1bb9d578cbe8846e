"""Placement, stacking and lines: T4, T5, T6, and the document's "JUGAR UNA CARTA"."""

from __future__ import annotations

import pytest
from tres_helpers import c, make, play, top, types

from service.games.base import IllegalAction
from service.games.tres import GAME
from service.games.tres.actions import Place, Reset, Seal


def test_tres_T5_any_card_on_an_empty_cell() -> None:
    for code in ("r5", "numeral:g", "question", "reverse:b", "skip:y", "draw_two:r"):
        state = make(hands={0: [code, "b1"]}, board={4: ["y7"]})
        number = 3 if code.startswith("numeral") else None
        after, _ = play(state, 0, Place(card=c(code), cell=0, number=number))
        assert top(after, 0) == c(code)


def test_tres_T5_number_card_stacks_on_same_colour_or_same_number() -> None:
    state = make(hands={0: ["r5", "y7", "b2", "g1"]}, board={4: ["r7"]})
    for code in ("r5", "y7"):
        after, _ = play(state, 0, Place(card=c(code), cell=4))
        assert after.board[4] == [c("r7"), c(code)]  # the new card covers the old one
    with pytest.raises(IllegalAction) as error:
        play(state, 0, Place(card=c("b2"), cell=4))
    assert error.value.code == "illegal_action"


def test_tres_T5_coloured_action_card_stacks_on_its_colour_or_its_kind() -> None:
    state = make(
        hands={0: ["skip:r", "skip:b", "reverse:g", "b9"]}, board={4: ["r7"], 0: ["skip:y"]}
    )
    play(state, 0, Place(card=c("skip:r"), cell=4))  # colour
    play(state, 0, Place(card=c("skip:b"), cell=0))  # kind
    for card, cell in (("skip:b", 4), ("reverse:g", 0), ("reverse:g", 4)):
        with pytest.raises(IllegalAction):
            play(state, 0, Place(card=c(card), cell=cell))
    # a number card goes on an action card only by colour
    with pytest.raises(IllegalAction):
        play(state, 0, Place(card=c("b9"), cell=0))


def test_tres_T5_anything_number_goes_on_an_interrogacion() -> None:
    state = make(
        hands={0: ["b2", "numeral:g", "skip:r", "question#1", "y3"]}, board={4: ["question"]}
    )
    play(state, 0, Place(card=c("b2"), cell=4))
    play(state, 0, Place(card=c("numeral:g"), cell=4, number=6))
    play(state, 0, Place(card=c("question#1"), cell=4))
    with pytest.raises(IllegalAction):
        play(state, 0, Place(card=c("skip:r"), cell=4))


def test_tres_T5_interrogacion_goes_on_any_unsealed_cell() -> None:
    state = make(hands={0: ["question", "b1"]}, board={4: ["r7"], 0: ["skip:g"], 8: ["y2", "seal"]})
    for cell in (4, 0, 1):
        after, _ = play(state, 0, Place(card=c("question"), cell=cell))
        assert top(after, cell) == c("question")
    with pytest.raises(IllegalAction):
        play(state, 0, Place(card=c("question"), cell=8))


def test_tres_numeral_keeps_its_colour_and_carries_the_declared_number() -> None:
    state = make(hands={0: ["numeral:r", "b1"], 1: ["b4", "y6", "g4"]}, board={4: ["y4"]})
    with pytest.raises(IllegalAction):  # neither red nor a 4
        play(state, 0, Place(card=c("numeral:r"), cell=4, number=6))
    after, events = play(state, 0, Place(card=c("numeral:r"), cell=4, number=4))
    assert events[0].data["number"] == 4
    view = GAME.view(after, 1)
    assert (view.board[4].number, view.board[4].colour) == (4, "red")
    play(after, 1, Place(card=c("b4"), cell=4))  # same (declared) number
    with pytest.raises(IllegalAction):
        play(after, 1, Place(card=c("y6"), cell=4))
    with pytest.raises(IllegalAction):  # a Numeral needs its number, other cards take none
        play(state, 0, Place(card=c("numeral:r"), cell=0))
    with pytest.raises(IllegalAction):
        play(state, 0, Place(card=c("b1"), cell=0, number=1))


def test_tres_T4_placeable_cards_stay_on_the_board_others_go_to_the_discard() -> None:
    state = make(hands={0: ["reverse:b", "reset_row", "seal", "b1"]}, board={4: ["r7"]})
    after, _ = play(state, 0, Place(card=c("reverse:b"), cell=0))
    assert top(after, 0) == c("reverse:b")
    after, _ = play(state, 0, Reset(card=c("reset_row"), line=2))
    assert after.discard[-1] == c("reset_row")
    after, _ = play(state, 0, Seal(card=c("seal"), cell=0))
    assert top(after, 0) == c("seal")  # Sellar celda is the one comodín that stays


def test_tres_T4_an_action_card_on_top_blocks_lines() -> None:
    state = make(
        hands={0: ["b5", "r1"], 1: ["g5", "y1"]},
        board={0: ["r5"], 1: ["y5", "skip:y"]},
        deck_top=["g9", "g8", "g7"],
    )
    after, events = play(state, 0, Place(card=c("b5"), cell=2, announce=True))
    assert "tres.tres" not in types(events) and GAME.outcome(after) is None


def test_tres_T6_three_equal_numbers_in_a_line_win_whatever_the_colours() -> None:
    for line_cells in (
        (0, 1, 2),
        (3, 4, 5),
        (6, 7, 8),
        (0, 3, 6),
        (1, 4, 7),
        (2, 5, 8),
        (0, 4, 8),
        (2, 4, 6),
    ):
        a, b, last = line_cells
        state = make(hands={0: ["b5", "r1"]}, board={a: ["r5"], b: ["y5"]})
        after, events = play(state, 0, Place(card=c("b5"), cell=last, announce=True))
        outcome = GAME.outcome(after)
        assert outcome is not None and outcome.reason == "tres" and outcome.winners == [0]
        assert outcome.details["line"] == list(line_cells)
        assert "tres.tres" in types(events)


def test_tres_T6_only_top_cards_count() -> None:
    state = make(hands={0: ["b5", "r1"]}, board={0: ["r5", "r2"], 1: ["y5"]})
    after, _ = play(state, 0, Place(card=c("b5"), cell=2, announce=True))
    assert GAME.outcome(after) is None


def test_tres_T6_numeral_counts_as_its_declared_number() -> None:
    state = make(hands={0: ["numeral:g", "r1"]}, board={0: ["r8"], 1: ["y8"]})
    after, _ = play(state, 0, Place(card=c("numeral:g"), cell=2, number=8, announce=True))
    assert GAME.outcome(after) is not None
    after, _ = play(state, 0, Place(card=c("numeral:g"), cell=2, number=7, announce=True))
    assert GAME.outcome(after) is None


def test_tres_T6_interrogacion_completes_a_line_with_two_equal_numbers() -> None:
    state = make(hands={0: ["question", "r1"]}, board={0: ["r8"], 1: ["y8"], 3: ["g2"], 6: ["b3"]})
    after, _ = play(state, 0, Place(card=c("question"), cell=2, announce=True))
    outcome = GAME.outcome(after)
    assert outcome is not None and outcome.winners == [0]
    # ... but not two different numbers
    after, _ = play(state, 0, Place(card=c("question"), cell=0, announce=True))
    assert GAME.outcome(after) is None


def test_tres_T6_interrogacion_already_on_the_board_counts_as_any_number() -> None:
    state = make(hands={0: ["b4", "r1"]}, board={0: ["question"], 1: ["y4"]})
    after, _ = play(state, 0, Place(card=c("b4"), cell=2, announce=True))
    assert GAME.outcome(after) is not None
