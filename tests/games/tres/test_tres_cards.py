"""Every action and wild card of the document, with rulings T11-T15."""

from __future__ import annotations

import pytest
from tres_helpers import all_cards, c, cs, make, play, top, types, view_cards

from service.games.base import IllegalAction
from service.games.tres import GAME
from service.games.tres.actions import (
    ChangeColour,
    Comeback,
    Draw,
    DrawFour,
    Earthquake,
    Exchange,
    MinusFour,
    Pass,
    Place,
    Reset,
    ReturnCards,
    Seal,
    Steal,
    SwapHands,
    TwistLine,
    TwistStack,
    Unseal,
)
from service.games.tres.state import Pending

# --- coloured action cards --------------------------------------------------------------------


def test_tres_reversa_inverts_the_direction_of_play() -> None:
    state = make(seats=4, hands={1: ["reverse:r", "b1"]}, board={4: ["r7"]}, turn=1)
    after, events = play(state, 1, Place(card=c("reverse:r"), cell=4))
    assert after.direction == -1 and GAME.to_act(after) == frozenset({0})
    assert GAME.view(after, None).direction == "counterclockwise"
    assert "tres.reversed" in types(events)
    after, _ = play(after, 0, Draw(and_pass=True))
    assert GAME.to_act(after) == frozenset({3})


def test_tres_saltar_the_next_player_loses_their_turn() -> None:
    state = make(seats=3, hands={0: ["skip:r", "b1"]}, board={4: ["r7"]})
    after, events = play(state, 0, Place(card=c("skip:r"), cell=4))
    assert GAME.to_act(after) == frozenset({2})
    assert {"type": "tres.skipped", "seat": 1}.items() <= {
        "type": events[1].type,
        **events[1].data,
    }.items()


def test_tres_saltar_with_two_players_gives_the_player_another_turn() -> None:
    state = make(hands={0: ["skip:r", "b1"]})
    after, _ = play(state, 0, Place(card=c("skip:r"), cell=4))
    assert GAME.to_act(after) == frozenset({0})


def test_tres_plus_two_next_player_draws_two_and_loses_their_turn() -> None:
    state = make(seats=3, hands={0: ["draw_two:r", "b1"], 1: ["g1"]}, deck_top=["y8", "y9"])
    after, _ = play(state, 0, Place(card=c("draw_two:r"), cell=0))
    assert after.hands[1] == cs("g1", "y8", "y9")
    assert GAME.to_act(after) == frozenset({2})


# --- Reinicio -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "line", "cells", "bad_line"),
    [
        ("reset_diagonal", 6, (0, 4, 8), 0),
        ("reset_diagonal", 7, (2, 4, 6), 3),
        ("reset_row", 1, (3, 4, 5), 6),
        ("reset_column", 5, (2, 5, 8), 1),
    ],
)
def test_tres_reinicio_clears_the_chosen_line_to_the_discard_pile(
    code: str, line: int, cells: tuple[int, ...], bad_line: int
) -> None:
    board = {cell: [f"r{cell + 1}", f"b{cell + 1}"] for cell in range(9)}
    state = make(hands={0: [code, "g1"]}, board=board)
    after, _ = play(state, 0, Reset(card=c(code), line=line))
    for cell in range(9):
        assert (after.board[cell] == []) == (cell in cells)
    cleared = {c(f"{colour}{cell + 1}") for cell in cells for colour in "rb"}
    assert after.discard[0] == c(code) and set(after.discard[1:]) == cleared
    with pytest.raises(IllegalAction):
        play(state, 0, Reset(card=c(code), line=bad_line))


# --- comodines ----------------------------------------------------------------------------------


def test_tres_cambia_color_covers_a_cell_with_a_new_colour_then_a_card_of_it_may_follow() -> None:
    state = make(
        hands={0: ["change_colour", "b2", "b3", "r9", "skip:b"]}, board={4: ["r7"], 0: ["g1"]}
    )
    after, _ = play(state, 0, ChangeColour(card=c("change_colour"), cell=4, colour="blue"))
    assert after.board[4] == cs("r7", "change_colour")  # "cubriendo el comodín": it stays
    cell = GAME.view(after, 1).board[4]
    assert cell.colour == "blue" and cell.number is None and cell.top is not None
    assert cell.top.id == c("change_colour")
    assert after.pending == Pending(kind="play_colour", seat=0, cell=4, colour=3)
    legal = GAME.legal_actions(after, 0)
    assert Place(card=c("b2"), cell=4) in legal and Place(card=c("b2"), cell=8) in legal
    assert Place(card=c("skip:b"), cell=4) in legal
    assert Place(card=c("b2"), cell=0) not in legal  # occupied, not the recoloured cell
    assert not any(getattr(a, "card", None) == c("r9") for a in legal)
    with pytest.raises(IllegalAction):
        play(after, 0, Place(card=c("r9"), cell=4))
    follow, _ = play(after, 0, Place(card=c("b2"), cell=4))
    assert top(follow, 4) == c("b2") and GAME.to_act(follow) == frozenset({1})
    passed, _ = play(after, 0, Pass())
    assert passed.pending is None and GAME.to_act(passed) == frozenset({1})
    # later turns: the declared colour decides what stacks there; no number matches it
    later = make(hands={1: ["b5", "r7#1"]}, board={4: ["r7", "change_colour"]}, turn=1)
    later.painted[0] = 3
    play(later, 1, Place(card=c("b5"), cell=4))
    with pytest.raises(IllegalAction):
        play(later, 1, Place(card=c("r7#1"), cell=4))


def test_tres_cambia_color_on_top_blocks_lines_and_keeps_its_colour_while_on_the_board() -> None:
    state = make(
        hands={0: ["change_colour", "r1"], 1: ["g5", "exchange", "reset_row"]},
        board={0: ["r5"], 1: ["y5"], 3: ["b9"]},
    )
    after, _ = play(state, 0, ChangeColour(card=c("change_colour"), cell=1, colour="green"))
    won, _ = play(after, 1, Place(card=c("g5"), cell=2, announce=True))
    assert GAME.outcome(won) is None  # the 5 under the comodín no longer counts
    moved, _ = play(after, 1, Exchange(card=c("exchange"), first=1, second=3))
    assert top(moved, 3) == c("change_colour") and GAME.view(moved, 0).board[3].colour == "green"
    cleared, _ = play(after, 1, Reset(card=c("reset_row"), line=0))
    assert c("change_colour") in cleared.discard and cleared.painted == [-1, -1]


def test_tres_cambia_color_without_a_card_of_that_colour_ends_the_turn() -> None:
    state = make(hands={0: ["change_colour", "r2"]}, board={4: ["r7"]})
    after, _ = play(state, 0, ChangeColour(card=c("change_colour"), cell=4, colour="green"))
    assert after.pending is None and GAME.to_act(after) == frozenset({1})
    with pytest.raises(IllegalAction):  # an empty cell cannot be recoloured
        play(state, 0, ChangeColour(card=c("change_colour"), cell=0, colour="green"))


def test_tres_plus_four_the_player_draws_four() -> None:
    state = make(hands={0: ["draw_four", "b2"]}, deck_top=["g1", "g2", "g3", "g4"])
    after, _ = play(state, 0, DrawFour(card=c("draw_four")))
    assert after.hands[0] == cs("b2", "g1", "g2", "g3", "g4")
    assert after.discard[-1] == c("draw_four") and GAME.to_act(after) == frozenset({1})


def test_tres_T11_minus_four_next_player_chooses_four_cards_to_return() -> None:
    hand = ["g1", "g2", "g3", "g4", "g5", "g6"]
    state = make(seats=3, hands={0: ["minus_four", "b2"], 1: hand})
    after, _ = play(state, 0, MinusFour(card=c("minus_four")))
    assert after.pending == Pending(kind="return_cards", seat=1)
    assert GAME.to_act(after) == frozenset({1})
    pending = GAME.view(after, 2).pending
    assert pending is not None and pending.seat == 1 and pending.expects == ["tres.return_cards"]
    assert pending.count == 4
    legal = GAME.legal_actions(after, 1)
    assert len(legal) == 15 and ReturnCards(cards=cs("g1", "g2", "g3", "g4")) in legal
    with pytest.raises(IllegalAction):
        play(after, 1, ReturnCards(cards=cs("g1", "g2", "g3")))
    with pytest.raises(IllegalAction):
        play(after, 1, ReturnCards(cards=cs("g1", "g2", "g3", "b2")))
    done, events = play(after, 1, ReturnCards(cards=cs("g6", "g2", "g3", "g4")))
    assert done.hands[1] == cs("g1", "g5")
    assert done.deck[:4] == cs("g6", "g2", "g3", "g4")  # bottom of the deck
    assert GAME.to_act(done) == frozenset({2})  # seat 1 lost its turn
    returned = next(e for e in events if e.type == "tres.returned")
    assert "cards" in returned.for_seat(1) and "cards" not in returned.for_seat(2)


def test_tres_T11_default_returns_the_oldest_cards() -> None:
    state = make(hands={0: ["minus_four", "b2"], 1: ["g1", "g2", "g3", "g4", "g5"]})
    after, _ = play(state, 0, MinusFour(card=c("minus_four")))
    assert GAME.default_action(after, 1) == ReturnCards(cards=cs("g1", "g2", "g3", "g4"))


def test_tres_T11_with_four_or_fewer_cards_all_go_back_and_the_player_is_eliminated() -> None:
    state = make(seats=3, hands={0: ["minus_four", "b2"], 1: ["g1", "g2", "g3"]})
    after, _ = play(state, 0, MinusFour(card=c("minus_four")))
    assert after.pending is None and after.eliminated == [1]
    assert after.deck[:3] == cs("g1", "g2", "g3")
    assert GAME.to_act(after) == frozenset({2})


def test_tres_mano_a_mano_swaps_whole_hands_revealed_only_to_the_two_players() -> None:
    state = make(seats=3, hands={0: ["swap_hands", "b2"], 1: ["g1", "g2", "g3"], 2: ["y1"]})
    after, events = play(state, 0, SwapHands(card=c("swap_hands"), target=1))
    assert after.hands[0] == cs("g1", "g2", "g3") and after.hands[1] == cs("b2")
    swap = next(e for e in events if e.type == "tres.hands_swapped")
    assert [x["id"] for x in swap.for_seat(0)["received"]] == cs("g1", "g2", "g3")
    assert [x["id"] for x in swap.for_seat(1)["received"]] == cs("b2")
    assert "received" not in swap.for_seat(2) and "received" not in swap.for_seat(None)
    with pytest.raises(IllegalAction):
        play(state, 0, SwapHands(card=c("swap_hands"), target=0))


def test_tres_T15_donacion_stolen_card_is_discarded_when_it_completes_no_line() -> None:
    state = make(seats=3, hands={0: ["steal", "b2"], 1: ["g1"], 2: ["y1", "y2"]})
    after, events = play(state, 0, Steal(card=c("steal"), target=1))
    stolen = next(e for e in events if e.type == "tres.stolen")
    assert stolen.for_seat(0)["card"]["id"] == c("g1") == stolen.for_seat(1)["card"]["id"]
    assert "card" not in stolen.for_seat(2)
    assert after.discard[-1] == c("g1") and after.hands[0] == cs("b2")
    assert after.eliminated == [1]  # its last card was taken
    assert GAME.to_act(after) == frozenset({2})


def test_tres_T15_donacion_stolen_card_may_complete_a_line_announced() -> None:
    state = make(
        seats=3, hands={0: ["steal", "b2"], 1: ["g5"], 2: ["y1"]}, board={0: ["r5"], 1: ["y5"]}
    )
    after, _ = play(state, 0, Steal(card=c("steal"), target=1))
    assert after.pending == Pending(kind="play_stolen", seat=0, card=c("g5"), victim=1)
    assert c("g5") in view_cards(after, 0) and c("g5") not in view_cards(after, 2)
    assert after.eliminated == [1]
    legal = GAME.legal_actions(after, 0)
    assert set(legal) == {
        Place(card=c("g5"), cell=2, announce=True),
        Place(card=c("g5"), cell=2),
        Pass(),
    }
    with pytest.raises(IllegalAction):  # only to complete a line
        play(after, 0, Place(card=c("g5"), cell=5, announce=True))
    won, _ = play(after, 0, Place(card=c("g5"), cell=2, announce=True))
    outcome = GAME.outcome(won)
    assert outcome is not None and outcome.reason == "tres" and outcome.winners == [0]
    passed, _ = play(after, 0, Pass())
    assert passed.discard[-1] == c("g5") and GAME.to_act(passed) == frozenset({2})


def test_tres_intercambio_swaps_two_top_cards() -> None:
    state = make(
        hands={0: ["exchange", "b2"]}, board={0: ["r1", "r2"], 8: ["y3"], 4: ["g4", "seal"]}
    )
    after, _ = play(state, 0, Exchange(card=c("exchange"), first=8, second=0))
    assert after.board[0] == cs("r1", "y3") and after.board[8] == cs("r2")
    for first, second in ((0, 4), (0, 1), (0, 0)):  # sealed, empty, same cell
        with pytest.raises(IllegalAction):
            play(state, 0, Exchange(card=c("exchange"), first=first, second=second))


def test_tres_intercambio_completing_a_line_must_be_announced() -> None:
    state = make(
        hands={0: ["exchange", "b2"]},
        board={0: ["r5"], 1: ["y5"], 5: ["g5"], 2: ["g1"]},
        deck_top=["b7", "b8", "b9"],
    )
    legal = GAME.legal_actions(state, 0)
    assert Exchange(card=c("exchange"), first=2, second=5, announce=True) in legal
    won, _ = play(state, 0, Exchange(card=c("exchange"), first=2, second=5, announce=True))
    assert GAME.outcome(won) is not None
    foul, events = play(state, 0, Exchange(card=c("exchange"), first=2, second=5))
    assert "tres.foul" in types(events)
    assert foul.board == state.board  # the swap is taken back
    assert foul.discard[-1] == c("exchange") and len(foul.hands[0]) == 4


def test_tres_terremoto_reshuffles_the_board_from_the_top_left() -> None:
    board = {0: ["r1", "r2", "r3"], 4: ["r4", "r5"], 7: ["r6", "seal"], 8: ["r7", "r8", "r9", "b1"]}
    state = make(hands={0: ["earthquake", "b2"]}, board=board)
    after, events = play(state, 0, Earthquake(card=c("earthquake")))
    on_board = [stack for stack in after.board if stack]
    assert [len(stack) for stack in after.board] == [1] * 9
    excess = after.deck[:1]  # ten cards collected: one goes under the deck
    collected = set(cs("r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "b1"))
    assert {s[0] for s in on_board} | set(excess) == collected
    assert c("seal") in after.discard and c("earthquake") in after.discard
    assert all_cards(after) == list(range(115))
    assert any(e.type == "tres.earthquake" for e in events)


def test_tres_terremoto_with_few_cards_fills_cells_from_cell_0() -> None:
    state = make(hands={0: ["earthquake", "b2"]}, board={4: ["r4"], 8: ["y6", "g6"]})
    after, _ = play(state, 0, Earthquake(card=c("earthquake")))
    assert [len(stack) for stack in after.board] == [1, 1, 1, 0, 0, 0, 0, 0, 0]


def test_tres_T13_giro_stack_moves_the_bottom_card_to_the_top() -> None:
    state = make(hands={0: ["twist", "b2"]}, board={4: ["r1", "r2", "r3"], 0: ["y1"]})
    after, _ = play(state, 0, TwistStack(card=c("twist"), cell=4))
    assert after.board[4] == cs("r2", "r3", "r1")
    with pytest.raises(IllegalAction):
        play(state, 0, TwistStack(card=c("twist"), cell=0))  # a single card


def test_tres_T13_giro_line_swaps_the_two_end_stacks() -> None:
    state = make(hands={0: ["twist", "b2"]}, board={0: ["r1", "r2"], 4: ["y4"], 8: ["g8"]})
    after, _ = play(state, 0, TwistLine(card=c("twist"), line=6))
    assert after.board[0] == cs("g8") and after.board[8] == cs("r1", "r2")
    assert after.board[4] == cs("y4")  # the middle stays


def test_tres_T13_a_line_with_a_sealed_end_cannot_be_twisted() -> None:
    state = make(hands={0: ["twist", "b2"]}, board={0: ["r1", "seal"], 8: ["g8"], 2: ["y2"]})
    with pytest.raises(IllegalAction):
        play(state, 0, TwistLine(card=c("twist"), line=6))
    assert TwistLine(card=c("twist"), line=6) not in GAME.legal_actions(state, 0)
    play(state, 0, TwistLine(card=c("twist"), line=5))  # 2-5-8: unsealed ends


def test_tres_T12_sellar_blocks_a_cell_but_its_number_still_counts() -> None:
    state = make(
        hands={0: ["seal", "b2"], 1: ["r5#1", "exchange", "twist", "reset_row"]},
        board={0: ["r5"], 1: ["y5"], 3: ["g1"]},
    )
    sealed, _ = play(state, 0, Seal(card=c("seal"), cell=0))
    assert GAME.view(sealed, 1).board[0].sealed and GAME.view(sealed, 1).board[0].number == 5
    with pytest.raises(IllegalAction):
        play(sealed, 1, Place(card=c("r5#1"), cell=0))
    with pytest.raises(IllegalAction):
        play(sealed, 1, Exchange(card=c("exchange"), first=0, second=1))
    with pytest.raises(IllegalAction):
        play(sealed, 1, TwistLine(card=c("twist"), line=3))  # 0-3-6 has cell 0 at an end
    reset, _ = play(sealed, 1, Reset(card=c("reset_row"), line=0))
    assert reset.board[0] == cs("r5", "seal") and reset.board[1] == []
    won, _ = play(sealed, 1, Place(card=c("r5#1"), cell=2, announce=True))
    assert GAME.outcome(won) is not None  # the sealed 5 counts for the line


def test_tres_T12_sellar_on_an_empty_cell_blocks_it_for_good() -> None:
    state = make(hands={0: ["seal", "b2"], 1: ["question", "r1"]})
    sealed, _ = play(state, 0, Seal(card=c("seal"), cell=4))
    assert not any(getattr(a, "cell", None) == 4 for a in GAME.legal_actions(sealed, 1))


def test_tres_T12_terremoto_discards_seals_first() -> None:
    state = make(hands={0: ["earthquake", "b2"]}, board={0: ["r5", "seal"]})
    after, _ = play(state, 0, Earthquake(card=c("earthquake")))
    assert after.board[0] == cs("r5") and c("seal") in after.discard


def test_tres_habilitar_removes_the_seal_then_a_number_card_may_follow() -> None:
    state = make(hands={0: ["unseal", "b2", "skip:b", "numeral:y"]}, board={0: ["r5", "seal"]})
    after, _ = play(state, 0, Unseal(card=c("unseal"), cell=0))
    assert after.board[0] == cs("r5") and after.discard[-2:] == cs("unseal", "seal")
    assert after.pending == Pending(kind="play_number", seat=0)
    legal = GAME.legal_actions(after, 0)
    assert not any(getattr(a, "card", None) == c("skip:b") for a in legal)
    assert Place(card=c("numeral:y"), cell=0, number=5) in legal
    with pytest.raises(IllegalAction):
        play(after, 0, Place(card=c("skip:b"), cell=1))
    follow, _ = play(after, 0, Place(card=c("b2"), cell=1))
    assert GAME.to_act(follow) == frozenset({1})
    with pytest.raises(IllegalAction):  # nothing sealed
        play(follow, 1, Unseal(card=c("unseal"), cell=0))


def test_tres_T14_el_regreso_brings_back_the_first_eliminated_seat_with_seven_cards() -> None:
    state = make(seats=4, hands={0: ["comeback", "b2"], 2: ["y1"]}, eliminated=[3, 1])
    with pytest.raises(IllegalAction):
        play(state, 0, Comeback(card=c("comeback"), line=0))
    after, events = play(state, 0, Comeback(card=c("comeback")))
    assert after.eliminated == [1] and len(after.hands[3]) == 7
    assert GAME.to_act(after) == frozenset({2})
    after, _ = play(after, 2, Draw(and_pass=True))
    assert GAME.to_act(after) == frozenset({3})  # plays at its turn in seat order
    drew = next(e for e in events if e.type == "tres.drew")
    assert drew.data == {"seat": 3, "count": 7} and "cards" not in drew.for_seat(0)


def test_tres_T14_el_regreso_without_eliminated_returns_a_line_to_the_deck_and_shuffles() -> None:
    state = make(
        hands={0: ["comeback", "b2"]},
        board={0: ["r1", "r2"], 1: ["y1"], 2: ["g1", "seal"], 4: ["b4"]},
    )
    with pytest.raises(IllegalAction):
        play(state, 0, Comeback(card=c("comeback")))
    after, _ = play(state, 0, Comeback(card=c("comeback"), line=0), seed=7)
    assert after.board[0] == [] and after.board[1] == [] and after.board[2] == cs("g1", "seal")
    assert set(cs("r1", "r2", "y1")) <= set(after.deck)
    assert len(after.deck) == len(state.deck) + 3
    assert after.deck != sorted(after.deck) and after.discard[-1] == c("comeback")
