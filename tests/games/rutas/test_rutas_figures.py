"""Figures: Jack, Queen, King, Joker and the three-figure limit (R4, R5)."""

from __future__ import annotations

import pytest
from rutas_helpers import c, check_conservation, make_state, play, ranks, totals

from service.games.base import IllegalAction
from service.games.rutas import GAME, Play
from service.games.rutas.rules import current_suit, direction


def test_rutas_R4_jack_removes_its_card_and_figures_later_cards_stay() -> None:
    # the King on seat 1's 6 was played by seat 0 ("0:KD"), the Queen by seat 1
    s = make_state(hands=(["JC", "4D"], []), routes={(1, 0): ["2H", ("6S", ["0:KD", "QH"]), "9S"]})
    check_conservation(s)
    s2, events = play(s, 0, Play(card=c("JC"), owner=1, route=0, position=1))
    assert ranks(s2, 1, 0) == ["2♥", "9♠"]
    assert s2.discards[1] == [c("1:6S"), c("1:QH")]
    assert s2.discards[0] == [c("KD"), c("JC")]  # the Jack goes to its player's pile
    assert "rutas.removed" in [e.type for e in events]
    check_conservation(s2)


def test_rutas_jack_on_a_single_card_empties_the_route() -> None:
    s = make_state(hands=(["JC"], []), routes={(0, 1): ["5S"]})
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=1, position=0))
    assert s.routes[0][1].slots == [] and direction(s.routes[0][1]) == 0


def test_rutas_queen_goes_on_the_last_card_flips_and_sets_the_suit() -> None:
    s = make_state(hands=(["QD", "QC"], []), routes={(1, 2): ["2H", "5S"]})
    with pytest.raises(IllegalAction, match="last card"):
        play(s, 0, Play(card=c("QD"), owner=1, route=2, position=0))
    s, _ = play(s, 0, Play(card=c("QD"), owner=1, route=2, position=1))
    r = s.routes[1][2]
    assert direction(r) == -1 and current_suit(r, s.options) == "D"
    s.turn = 0
    s, _ = play(s, 0, Play(card=c("QC"), owner=1, route=2, position=1))
    r = s.routes[1][2]
    assert direction(r) == 1 and current_suit(r, s.options) == "C"  # stacked: flips again
    assert GAME.view(s, None).seats[1].routes[2].arrow == "↑"


def test_rutas_queen_stays_behind_when_a_card_is_played_on_top() -> None:
    s = make_state(hands=(["3S"], []), routes={(0, 0): ["2H", ("5S", ["QD"])]})
    s, _ = play(s, 0, Play(card=c("3S"), owner=0, route=0))  # down route: 3 < 5
    r = s.routes[0][0]
    assert direction(r) == -1 and current_suit(r, s.options) == "S"


def test_rutas_king_doubles_and_stacks() -> None:
    s = make_state(hands=(["KD", "KC"], []), routes={(0, 0): ["5S"]})
    s, _ = play(s, 0, Play(card=c("KD"), owner=0, route=0, position=0))
    assert totals(s, 0)[0] == 10
    s.turn = 0
    s, _ = play(s, 0, Play(card=c("KC"), owner=0, route=0, position=0))
    assert totals(s, 0)[0] == 20  # "un 5 con dos Reyes vale 20"


def test_rutas_figures_add_no_value_of_their_own() -> None:
    s = make_state(routes={(0, 0): [("5S", ["QD", "X"]), "7S"]})
    assert totals(s, 0)[0] == 12


def test_rutas_joker_on_an_ace_removes_every_other_number_card_of_its_suit() -> None:
    s = make_state(
        hands=(["X"], []),
        routes={
            (0, 0): [("AH", []), "5H", "6S"],
            (0, 1): ["9H", ("2S", ["KH"])],
            (1, 0): ["AH", ("10H", ["KC"])],
            (1, 1): ["3D"],
        },
    )
    s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
    assert ranks(s, 0, 0) == ["A♥", "6♠"]
    assert s.routes[0][0].slots[0].figures == [c("X")]
    assert ranks(s, 0, 1) == ["2♠"]
    assert ranks(s, 1, 0) == [] and ranks(s, 1, 1) == ["3♦"]
    assert set(s.discards[1]) == {c("1:AH"), c("1:10H"), c("1:KC")}  # figures go with them
    assert set(s.discards[0]) == {c("5H"), c("9H")}
    check_conservation(s)


def test_rutas_joker_on_2_to_10_removes_every_other_card_of_that_rank() -> None:
    s = make_state(
        hands=(["X"], []),
        routes={
            (0, 0): ["7H", ("5H", ["KD"])],
            (0, 1): ["5S", "9S"],
            (1, 2): [("5C", ["QC"]), "2C"],
        },
    )
    s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=1))
    assert ranks(s, 0, 0) == ["7♥", "5♥"]
    assert s.routes[0][0].slots[1].figures == [c("KD"), c("X")]  # it stays with its figures
    assert ranks(s, 0, 1) == ["9♠"] and ranks(s, 1, 2) == ["2♣"]
    assert totals(s, 0)[0] == 17


def test_rutas_joker_never_counts_as_any_suit() -> None:
    s = make_state(routes={(0, 0): ["2H", ("5S", ["X"])]})
    assert current_suit(s.routes[0][0], s.options) == "S"


def test_rutas_figures_go_on_either_players_routes() -> None:
    s = make_state(hands=(["KD"], []), routes={(0, 0): ["5S"], (1, 0): ["4S", "6H"]})
    targets = {
        (a.owner, a.route, a.position)
        for a in GAME.legal_actions(s, 0)
        if isinstance(a, Play) and a.card == c("KD")
    }
    assert targets == {(0, 0, 0), (1, 0, 0), (1, 0, 1)}


def test_rutas_R5_at_most_three_figures_and_a_joker_counts() -> None:
    s = make_state(
        hands=(["KD", "JC", "X2"], []),
        routes={(1, 0): [("5S", ["1:KH", "1:KS", "1:X"])], (1, 1): [("6S", ["1:KC"])]},
    )
    legal = GAME.legal_actions(s, 0)
    assert not any(isinstance(a, Play) and a.route == 0 and a.owner == 1 for a in legal)
    for card in ("KD", "JC", "X2"):
        with pytest.raises(IllegalAction, match="three figures"):
            play(s, 0, Play(card=c(card), owner=1, route=0, position=0))


def test_rutas_R5_joker_fills_the_third_place() -> None:
    s = make_state(hands=(["X", "KC"], []), routes={(0, 0): [("5S", ["KD", "QS"])]})
    s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
    s.turn = 0
    with pytest.raises(IllegalAction, match="three figures"):
        play(s, 0, Play(card=c("KC"), owner=0, route=0, position=0))


def test_rutas_figure_needs_a_number_card_position() -> None:
    s = make_state(hands=(["KD"], []), routes={(0, 0): ["5S"]})
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("KD"), owner=0, route=0))
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("KD"), owner=0, route=0, position=1))
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("KD"), owner=0, route=1, position=0))


def test_rutas_choice_joker_compares_printed_ranks_not_king_values() -> None:
    s = make_state(hands=(["X"], []), routes={(0, 0): ["10S"], (0, 1): [("5H", ["KD"])]})
    s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
    assert ranks(s, 0, 1) == ["5♥"]  # worth 10, but a 5


def test_rutas_choice_a_queen_does_not_change_a_card_suit_for_an_ace_joker() -> None:
    s = make_state(hands=(["X"], []), routes={(0, 0): ["AS"], (0, 1): ["2C", ("9S", ["QH"])]})
    s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
    assert ranks(s, 0, 1) == ["2♣"]
