"""Number cards, direction and the current suit (R2, R3)."""

from __future__ import annotations

import pytest
from rutas_helpers import c, make_state, play, ranks

from service.games.base import IllegalAction
from service.games.rutas import GAME, Play
from service.games.rutas.rules import current_suit, direction, number_fits


def fits(entries: list, card: str) -> bool:  # type: ignore[type-arg]
    s = make_state(routes={(0, 0): entries})
    return number_fits(s.routes[0][0], c(card), s.options)


def test_rutas_second_card_sets_the_direction_and_gaps_are_allowed() -> None:
    s = make_state(hands=(["3S", "KC"], []), routes={(0, 0): ["9H"]})
    assert direction(s.routes[0][0]) == 0
    s, events = play(s, 0, Play(card=c("3S"), owner=0, route=0))
    assert ranks(s, 0, 0) == ["9♥", "3♠"]
    assert direction(s.routes[0][0]) == -1
    assert [e.type for e in events] == ["rutas.played", "rutas.drew"]


def test_rutas_any_number_card_starts_an_empty_route() -> None:
    assert all(fits([], x) for x in ("AS", "10H", "5D"))


def test_rutas_later_cards_follow_the_direction() -> None:
    up = ["2H", "5S"]
    assert fits(up, "6C") and fits(up, "10D") and not fits(up, "4C") and not fits(up, "AD")
    down = ["8H", "5S"]
    assert fits(down, "4C") and fits(down, "AD") and not fits(down, "6C")


def test_rutas_card_of_the_current_suit_goes_either_way_and_turns_the_route() -> None:
    s = make_state(hands=(["3S", "9H"], []), routes={(0, 0): ["2H", "5S"]})
    assert direction(s.routes[0][0]) == 1
    s, _ = play(s, 0, Play(card=c("3S"), owner=0, route=0))
    assert direction(s.routes[0][0]) == -1  # follows the last two cards: 5 then 3
    assert current_suit(s.routes[0][0], s.options) == "S"


def test_rutas_R3_never_the_same_rank_twice_in_a_row_even_same_suit() -> None:
    assert not fits(["2H", "5S"], "5C")
    assert not fits(["2H", "5S"], "5D")
    assert not fits(["5S"], "5H")
    s = make_state(hands=(["5S"], []), routes={(0, 0): ["2H", ("5H", ["KC"])]})
    with pytest.raises(IllegalAction, match="same rank"):
        play(s, 0, Play(card=c("5S"), owner=0, route=0))


def test_rutas_R3_printed_ranks_decide_not_king_doubled_values() -> None:
    # 4 with a King is worth 8, but the route still compares printed ranks: 4 -> 6 is up.
    s = make_state(routes={(0, 0): ["2H", ("4S", ["KC"])]})
    r = s.routes[0][0]
    assert direction(r) == 1
    assert number_fits(r, c("6D"), s.options)
    assert not number_fits(r, c("3D"), s.options)


def test_rutas_R2_current_suit_is_the_last_card_suit_unless_a_queen_on_it() -> None:
    s = make_state(
        routes={
            (0, 0): ["2H", "5S"],
            (0, 1): ["2H", ("5S", ["QD", "QC"])],
            (0, 2): [("2H", ["QD"]), "5S"],
        }
    )
    assert [current_suit(r, s.options) for r in s.routes[0]] == ["S", "C", "S"]


def test_rutas_R2_queens_on_the_last_card_flip_the_direction_each() -> None:
    s = make_state(
        routes={
            (0, 0): ["2H", ("5S", ["QD"])],
            (0, 1): ["2H", ("5S", ["QD", "QC"])],
            (0, 2): [("2H", ["QD"]), "5S"],
        }
    )
    assert [direction(r) for r in s.routes[0]] == [-1, 1, 1]


def test_rutas_R2_a_queen_on_a_single_card_changes_only_the_suit() -> None:
    s = make_state(routes={(0, 0): [("7S", ["QD"])]})
    r = s.routes[0][0]
    assert direction(r) == 0 and current_suit(r, s.options) == "D"
    assert number_fits(r, c("2C"), s.options) and number_fits(r, c("9C"), s.options)


def test_rutas_R2_equal_end_cards_after_a_jack_count_as_descending() -> None:
    s = make_state(hands=(["JC", "2D"], []), routes={(0, 0): ["4S", "8H", "4H"]})
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=1))
    r = s.routes[0][0]
    assert ranks(s, 0, 0) == ["4♠", "4♥"]
    assert direction(r) == -1
    assert not number_fits(r, c("9C"), s.options) and number_fits(r, c("2C"), s.options)
    assert number_fits(r, c("9H"), s.options)  # the suit exception still applies


def test_rutas_R2_equal_end_cards_after_a_joker_count_as_descending() -> None:
    # Joker on seat 1's 8 removes the 8 in the middle of seat 0's 3-8-3 route.
    s = make_state(hands=(["X"], []), routes={(0, 0): ["3S", "8H", "3H"], (1, 0): ["8C"]})
    s, _ = play(s, 0, Play(card=c("X"), owner=1, route=0, position=0))
    assert ranks(s, 0, 0) == ["3♠", "3♥"] and direction(s.routes[0][0]) == -1
    assert GAME.view(s, 0).seats[0].routes[0].arrow == "↓"


def test_rutas_R2_equal_end_cards_with_a_queen_on_the_last_are_flipped_to_ascending() -> None:
    s = make_state(hands=(["JC"], []), routes={(0, 0): ["4S", "8H", ("4H", ["QS"])]})
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=1))
    assert direction(s.routes[0][0]) == 1


def test_rutas_R2_removing_the_last_card_brings_back_the_queens_below() -> None:
    s = make_state(hands=(["JC"], []), routes={(0, 0): ["2S", ("6H", ["QS"]), "9D"]})
    assert direction(s.routes[0][0]) == 1 and current_suit(s.routes[0][0], s.options) == "D"
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=2))
    assert direction(s.routes[0][0]) == -1 and current_suit(s.routes[0][0], s.options) == "S"


def test_rutas_number_card_goes_only_on_own_routes_and_without_position() -> None:
    s = make_state(hands=(["5H"], []), routes={(0, 0): ["2H"]})
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("5H"), owner=1, route=0))
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("5H"), owner=0, route=0, position=0))
    with pytest.raises(IllegalAction, match="not in your hand"):
        play(s, 0, Play(card=c("6H"), owner=0, route=0))
