"""Vender una ruta: 21..26, pair comparison, ties, re-evaluation (R7) and the end of the game."""

from __future__ import annotations

import pytest
from rutas_helpers import c, make_state, play

from service.games.rutas import GAME, Discard, Play
from service.games.rutas.rules import pair_seller


@pytest.mark.parametrize(
    ("mine", "theirs", "seller"),
    [
        (21, 0, 0),
        (26, 0, 0),
        (20, 0, None),
        (27, 0, None),
        (22, 25, 1),
        (25, 22, 0),
        (24, 24, None),
        (24, 30, 0),
        (30, 24, 1),
        (30, 30, None),
        (10, 10, None),
        (21, 20, 0),
        (27, 26, 1),
    ],
)
def test_rutas_pair_sale_comparison(mine: int, theirs: int, seller: int | None) -> None:
    assert pair_seller(mine, theirs) == seller


def test_rutas_R7_sales_are_re_evaluated_after_every_action() -> None:
    # Seat 0 sells pair 0 with 10+9+3=22; seat 1 pushes it to 32 with a King on the 10.
    s = make_state(hands=(["2C"], ["KD"]), routes={(0, 0): ["10H", "9S", "3S"]}, turn=1)
    assert s.sellers == [0, None, None]
    s, events = play(s, 1, Play(card=c("1:KD"), owner=0, route=0, position=0))
    assert s.sellers == [None, None, None]
    assert {"sellers": [None, None, None]} in [e.data for e in events if e.type == "rutas.sales"]
    assert GAME.outcome(s) is None


def test_rutas_R7_a_tie_sells_nothing_until_broken() -> None:
    s = make_state(
        hands=(["2C", "AS"], []), routes={(0, 0): ["10H", "9S", "3S"], (1, 0): ["10D", "9C", "3C"]}
    )
    assert s.sellers[0] is None
    view = GAME.view(s, None)
    assert view.pairs[0].status == "tied" and view.pairs[0].totals == [22, 22]
    s, _ = play(s, 0, Play(card=c("AS"), owner=0, route=0))  # 3S -> AS: same suit, down
    assert s.sellers[0] == 0


def test_rutas_R7_game_ends_the_moment_every_pair_sells() -> None:
    s = make_state(
        hands=(["3S", "2D"], []),
        routes={
            (0, 0): ["10H", "9S"],  # 19 -> 22 with the 3S (same suit)
            (0, 1): ["10D", "8D", "4C"],  # 22
            (1, 2): ["10C", "7C", "5D"],  # 22 for seat 1
        },
    )
    assert s.sellers == [None, 0, 1]
    s, events = play(s, 0, Play(card=c("3S"), owner=0, route=0))
    out = GAME.outcome(s)
    assert out is not None and out.reason == "sold" and out.winners == [0]
    assert out.scores == [2, 1]
    assert events[-1].type == "rutas.ended"
    assert GAME.to_act(s) == frozenset()
    assert GAME.legal_actions(s, 0) == [] and GAME.legal_actions(s, 1) == []


def test_rutas_winner_may_sell_all_three_pairs() -> None:
    s = make_state(
        hands=(["3S"], []),
        routes={(0, 0): ["10H", "9S"], (0, 1): ["10D", "8D", "4C"], (0, 2): ["10C", "7C", "5D"]},
    )
    s, _ = play(s, 0, Play(card=c("3S"), owner=0, route=0))
    out = GAME.outcome(s)
    assert out is not None and out.winners == [0] and out.scores == [3, 0]


def test_rutas_a_sale_is_not_final_until_the_game_ends() -> None:
    # Two pairs sold by seat 0 do not end the standard game.
    s = make_state(
        hands=(["2C"], []), routes={(0, 0): ["10H", "9S", "3S"], (0, 1): ["10D", "8D", "4C"]}
    )
    s, _ = play(s, 0, Discard(card=c("2C")))
    assert s.sellers == [0, 0, None] and GAME.outcome(s) is None
