"""Losing without cards (R6), resigning, forfeits and the first move (R8)."""

from __future__ import annotations

import random

import pytest
from rutas_helpers import c, make_state, play

from service.games.base import IllegalAction
from service.games.rutas import GAME, Discard, Dissolve, Options, Play, Resign, first_move_made


def test_rutas_R6_player_without_hand_and_deck_loses_at_once() -> None:
    s = make_state(hands=(["2C"], ["5H"]), decks=([], None), routes={(0, 0): ["9D"]})
    s, events = play(s, 0, Discard(card=c("2C")))
    out = GAME.outcome(s)
    assert out is not None and out.reason == "out_of_cards" and out.winners == [1]
    assert not any(e.type == "rutas.drew" for e in events)


def test_rutas_R6_empty_deck_alone_does_not_lose() -> None:
    s = make_state(hands=(["2C", "3C"], ["5H"]), decks=([], None))
    s, _ = play(s, 0, Discard(card=c("2C")))
    assert GAME.outcome(s) is None and s.hands[0] == [c("3C")]


def test_rutas_R6_last_card_that_completes_the_sales_wins_instead() -> None:
    s = make_state(
        hands=(["3S"], []),
        decks=([], None),
        routes={(0, 0): ["10H", "9S"], (0, 1): ["10D", "8D", "4C"], (1, 2): ["10C", "7C", "5D"]},
    )
    s, _ = play(s, 0, Play(card=c("3S"), owner=0, route=0))
    out = GAME.outcome(s)
    assert out is not None and out.reason == "sold" and out.winners == [0]


def test_rutas_dissolve_empties_a_route_without_drawing() -> None:
    s = make_state(hands=(["2C"], []), routes={(0, 1): ["9D", ("5S", ["1:KH", "QS"])]})
    s, events = play(s, 0, Dissolve(route=1))
    assert s.routes[0][1].slots == [] and s.hands[0] == [c("2C")]
    assert s.discards[0] == [c("9D"), c("5S"), c("QS")] and s.discards[1] == [c("1:KH")]
    assert [e.type for e in events] == ["rutas.dissolved"]
    with pytest.raises(IllegalAction):
        play(s, 1, Dissolve(route=0))  # not seat 1's turn... and an empty route
    s.turn = 0
    with pytest.raises(IllegalAction, match="empty"):
        play(s, 0, Dissolve(route=1))


def test_rutas_play_and_discard_draw_one_card() -> None:
    s = make_state(hands=(["2C", "3C", "4C", "5C", "6C"], []), decks=(["9H", "8H"], None))
    s, events = play(s, 0, Discard(card=c("2C")))
    assert len(s.hands[0]) == 5 and s.hands[0][-1] == c("8H")
    drew = next(e for e in events if e.type == "rutas.drew")
    assert drew.for_seat(1) == {"seat": 0, "deck_count": 1}
    assert drew.for_seat(0)["card"]["id"] == c("8H")


def test_rutas_resign_ends_the_game_for_either_seat_any_time() -> None:
    s = make_state(hands=(["2C"], ["3C"]), turn=0)
    assert Resign() in GAME.legal_actions(s, 1)
    s2, events = play(s, 1, Resign())
    out = GAME.outcome(s2)
    assert out is not None and out.reason == "resign" and out.winners == [0]
    assert [e.type for e in events] == ["rutas.resigned", "rutas.ended"]
    with pytest.raises(IllegalAction) as err:
        play(s2, 0, Discard(card=c("2C")))
    assert err.value.code == "game_over"


def test_rutas_R8_forfeit_on_clock_or_absence() -> None:
    s = make_state(hands=(["2C"], ["3C"]))
    for reason in ("clock", "absence"):
        s2, events = GAME.forfeit(s, 0, reason)
        out = GAME.outcome(s2)
        assert out is not None and out.reason == reason and out.winners == [1]
        assert [(e.type, e.data["reason"]) for e in events] == [("rutas.ended", reason)]
        assert GAME.outcome(s) is None  # the input state is untouched
        with pytest.raises(IllegalAction):
            GAME.forfeit(s2, 1, reason)


def test_rutas_R8_first_move_made_tracks_each_seat() -> None:
    import random

    rng = random.Random(0)
    s = GAME.setup(Options(), 2, rng)
    first = s.first
    assert not first_move_made(s, 0) and not first_move_made(s, 1)
    s, _ = GAME.apply(s, first, GAME.default_action(s, first), rng)
    assert first_move_made(s, first) and not first_move_made(s, 1 - first)
    assert GAME.first_move_made(s, first)


def test_rutas_actions_out_of_turn_are_refused() -> None:
    s = make_state(hands=(["2C"], ["3C"]), turn=0)
    with pytest.raises(IllegalAction) as err:
        play(s, 1, Discard(card=c("1:3C")))
    assert err.value.code == "not_your_turn"
    assert GAME.legal_actions(s, 1) == [Resign()]


def test_rutas_stop_outcome_has_no_winner() -> None:
    s = make_state(hands=(["2C"], ["3C"]), routes={(0, 0): ["10H", "9S", "3S"]})
    out = GAME.stop_outcome(s)
    assert out is not None and out.winners == [] and out.reason == "all_automatic"
    assert out.scores == [1, 0]


def test_rutas_R9_the_view_outcome_and_event_show_the_tables_rated() -> None:
    """One answer: the table decides (R9: standard rules and two humans; R8: never an aborted
    game) and tells the engine, which shows exactly that."""
    s = make_state(hands=(["2C"], ["3C"]), turn=0)
    assert GAME.view(s, 0).rated is True  # no table: the options alone
    unrated = GAME.counted(s, False)
    assert GAME.view(unrated, 0).rated is False and GAME.view(unrated, None).rated is False
    over, events = play(unrated, 0, Resign())
    assert over.result is not None and over.result.details["rated"] is False
    (ended,) = [e for e in events if e.type == "rutas.ended"]
    assert ended.data["rated"] is False
    assert GAME.partial_outcome(unrated, "cancelled").details["rated"] is False


def test_rutas_C7_a_halted_game_shows_the_tables_outcome_and_nobody_acts() -> None:
    s = make_state(hands=(["2C"], ["3C"]), routes={(0, 0): ["10H", "9S", "3S"]}, turn=0)
    partial = GAME.partial_outcome(s, "cancelled")
    assert partial.reason == "cancelled" and partial.winners == [] and partial.scores == [1, 0]
    halted = GAME.halt(s, partial)
    assert GAME.outcome(halted) == partial and GAME.view(halted, 1).outcome == partial
    assert GAME.to_act(halted) == frozenset() and GAME.legal_actions(halted, 0) == []


def test_rutas_opening_events_deal_each_hand_privately() -> None:
    s = GAME.setup(Options(), 2, random.Random(5))
    events = GAME.opening_events(s)
    assert [e.type for e in events] == ["rutas.dealt", "rutas.dealt", "rutas.first_player"]
    for p in (0, 1):
        assert events[p].data["count"] == 8 and "cards" not in events[p].for_seat(1 - p)
        mine = [card["id"] for card in events[p].for_seat(p)["cards"]]
        assert mine == [card.id for card in GAME.view(s, p).hand or []]
    assert events[2].data == {"seat": s.first}
