"""La apertura: three turns placing number cards on empty routes, without drawing."""

from __future__ import annotations

import random

import pytest
from rutas_helpers import c, make_state, play

from service.games.base import IllegalAction
from service.games.rutas import GAME, Discard, Dissolve, Options, Play, Resign
from service.games.rutas.cards import is_number


def test_rutas_opening_places_three_number_cards_without_drawing() -> None:
    rng = random.Random(4)
    s = GAME.setup(Options(), 2, rng)
    for _ in range(6):
        (seat,) = GAME.to_act(s)
        acts = GAME.legal_actions(s, seat)
        assert all(isinstance(a, Play | Resign) for a in acts)
        a = next(a for a in acts if isinstance(a, Play))
        assert not s.routes[seat][a.route].slots and is_number(a.card)
        s, events = GAME.apply(s, seat, a, rng)
        assert not any(e.type == "rutas.drew" for e in events)
    for p in (0, 1):
        assert len(s.hands[p]) == 5 and len(s.decks[p]) == 46
        assert all(len(r.slots) == 1 for r in s.routes[p])
        assert s.opened[p] == 3
    (seat,) = GAME.to_act(s)
    assert any(isinstance(a, Discard) for a in GAME.legal_actions(s, seat))


def test_rutas_opening_number_card_only_on_an_empty_route() -> None:
    s = make_state(hands=(["5H", "9S", "KD"], []), routes={(0, 0): ["3C"]}, opened=(1, 0))
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("5H"), owner=0, route=0))
    s2, _ = play(s, 0, Play(card=c("5H"), owner=0, route=1))
    assert s2.opened[0] == 2 and len(s2.hands[0]) == 2


@pytest.mark.parametrize(
    "action",
    [
        Play(card=c("KD"), owner=0, route=0, position=0),
        Discard(card=c("KD")),
        Dissolve(route=0),
    ],
)
def test_rutas_opening_forbids_figures_discards_and_dissolving(action: object) -> None:
    s = make_state(hands=(["5H", "KD"], []), routes={(0, 0): ["3C"]}, opened=(1, 0))
    with pytest.raises(IllegalAction):
        play(s, 0, action)


def test_rutas_opening_number_card_may_not_go_on_the_rival_routes() -> None:
    s = make_state(hands=(["5H"], []), opened=(0, 0))
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("5H"), owner=1, route=0))


def test_rutas_opening_without_number_cards_discards_and_draws() -> None:
    s = make_state(hands=(["KD", "QS", "X"], []), decks=(["7H", "2C"], None), opened=(1, 0))
    acts = GAME.legal_actions(s, 0)
    assert [a for a in acts if not isinstance(a, Resign)] == [
        Discard(card=c("KD")),
        Discard(card=c("QS")),
        Discard(card=c("X")),
    ]
    s2, events = play(s, 0, Discard(card=c("QS")))
    assert s2.hands[0] == [c("KD"), c("X"), c("2C")]
    assert s2.discards[0] == [c("QS")]
    assert s2.opened[0] == 1  # the exception does not count as an opening placement
    assert [e.type for e in events][:2] == ["rutas.discarded", "rutas.drew"]
    assert GAME.to_act(s2) == frozenset({1})


def test_rutas_opening_ends_after_three_placements_even_if_a_route_was_emptied() -> None:
    # Seat 0 used the discard exception, seat 1 already plays and Jacks seat 0's only card.
    s = make_state(
        hands=(["5H", "6H", "KC"], ["JS", "2C", "3C"]),
        routes={(0, 0): ["9D"]},
        opened=(1, 3),
        turn=1,
    )
    s, _ = play(s, 1, Play(card=c("1:JS"), owner=0, route=0, position=0))
    assert not any(r.slots for r in s.routes[0])
    s, _ = play(s, 0, Play(card=c("5H"), owner=0, route=0))
    s, _ = play(s, 1, Discard(card=c("1:2C")))
    s, _ = play(s, 0, Play(card=c("6H"), owner=0, route=1))
    assert s.opened[0] == 3 and not s.routes[0][2].slots
    s, _ = play(s, 1, Discard(card=c("1:3C")))
    acts = GAME.legal_actions(s, 0)
    assert Play(card=c("KC"), owner=0, route=0, position=0) in acts  # main phase now
    assert Dissolve(route=0) in acts


def test_rutas_choice_opening_exception_with_an_empty_deck_only_discards() -> None:
    s = make_state(hands=(["KD", "QS"], ["5H"]), decks=([], None), opened=(2, 3))
    s, events = play(s, 0, Discard(card=c("KD")))
    assert s.hands[0] == [c("QS")] and "rutas.drew" not in [e.type for e in events]
    assert GAME.outcome(s) is None
