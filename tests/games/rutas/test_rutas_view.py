"""Views and events: what each seat may see (C4)."""

from __future__ import annotations

import random

import msgspec
from rutas_helpers import c, make_state, play

from service.games.rutas import GAME, Discard, Options, Play


def test_rutas_C4_a_seat_sees_its_hand_and_only_counts_of_the_rest() -> None:
    s = GAME.setup(Options(), 2, random.Random(3))
    for seat in (0, 1):
        view = GAME.view(s, seat)
        assert view.hand is not None and [x.id for x in view.hand] == s.hands[seat]
        encoded = msgspec.json.encode(view)
        hidden = s.hands[1 - seat] + s.decks[0] + s.decks[1]
        data = msgspec.json.decode(encoded)
        ids = _ids(data)
        assert not ids & set(hidden)
        assert data["game"] == "rutas"
        assert [x["hand_count"] for x in data["seats"]] == [8, 8]
        assert [x["deck_count"] for x in data["seats"]] == [46, 46]
    spectator = GAME.view(s, None)
    assert spectator.hand is None
    assert not _ids(msgspec.to_builtins(spectator)) & set(s.hands[0] + s.hands[1])


def _ids(data: object) -> set[int]:
    found: set[int] = set()
    if isinstance(data, dict):
        if "id" in data and "label" in data:
            found.add(data["id"])
        for v in data.values():
            found |= _ids(v)
    elif isinstance(data, list):
        for v in data:
            found |= _ids(v)
    return found


def test_rutas_view_shows_routes_with_figures_total_arrow_suit_and_sales() -> None:
    s = make_state(
        hands=(["2C"], ["3C"]),
        discards=(["7C"], []),
        routes={
            (0, 0): ["10H", ("5S", ["KD"]), ("2S", ["QH"])],  # 10+10+2 = 22, down flipped -> up
            (1, 0): ["9C"],
            (1, 1): ["3D", "8D"],
        },
    )
    v = GAME.view(s, 0)
    r = v.seats[0].routes[0]
    assert [x.card.label for x in r.cards] == ["10♥", "5♠", "2♠"]
    assert [f.label for f in r.cards[1].figures] == ["K♦"] and r.cards[1].value == 10
    assert r.total == 22 and r.direction == "up" and r.arrow == "↑" and r.suit == "H"
    assert r.in_range and r.selling
    r1 = v.seats[1].routes[0]
    assert r1.direction is None and r1.arrow == "·" and r1.suit == "C" and not r1.selling
    assert v.seats[1].routes[1].arrow == "↑"
    assert v.seats[1].routes[2].suit is None and v.seats[1].routes[2].total == 0
    assert [p.status for p in v.pairs] == ["sold", "open", "open"]
    assert v.pairs[0].seller == 0 and v.pairs[0].totals == [22, 9]
    assert v.seats[0].pairs_selling == 1
    assert v.seats[0].discard_count == 1 and v.seats[0].discard_top is not None
    assert v.seats[0].discard_top.label == "7♣"
    assert v.to_act == [0] and v.rated and v.outcome is None


def test_rutas_C4_events_redact_the_drawn_card() -> None:
    s = make_state(
        hands=(["2C", "9S"], ["3C"]), decks=(["4H", "6D"], None), routes={(0, 0): ["10H"]}
    )
    s, events = play(s, 0, Play(card=c("9S"), owner=0, route=0))
    played, drew = events[0], events[1]
    assert played.for_seat(1)["card"]["label"] == "9♠"
    assert "card" not in drew.for_seat(1) and "card" not in drew.for_seat(None)
    assert drew.for_seat(0)["card"]["label"] == "6♦"
    s, events = play(s, 1, Discard(card=c("1:3C")))
    assert events[0].for_seat(0)["card"]["label"] == "3♣"  # discards are face up
    for e in events:
        msgspec.json.encode(e.for_seat(None))


def test_rutas_view_lists_the_opening_state() -> None:
    s = GAME.setup(Options(), 2, random.Random(0))
    v = GAME.view(s, None)
    assert all(x.opening and x.opening_placed == 0 for x in v.seats)
    assert v.first_player == s.first and v.to_act == [s.first]
    assert v.seats[0].reshuffles_left is None
    assert (
        GAME.view(GAME.setup(Options(reshuffle=True), 2, random.Random(0)), 0)
        .seats[0]
        .reshuffles_left
        == 2
    )
