"""The twelve friendly variants (each a creation option) and R9 (variants are unrated)."""

from __future__ import annotations

import random

import pytest
from rutas_helpers import Routes, c, check_conservation, make_state, play, ranks, totals, variant

from service.games.base import IllegalAction
from service.games.rutas import GAME, VARIANTS, Discard, Options, Play
from service.games.rutas.cards import is_number
from service.games.rutas.rules import current_suit, direction, number_fits


def test_rutas_R9_standard_rules_are_rated_and_every_variant_is_not() -> None:
    assert len(VARIANTS) == 12
    s = make_state(hands=(["2C"], ["3C"]))
    assert GAME.view(s, 0).rated is True and GAME.view(s, 0).variants == []
    s2, _ = GAME.forfeit(s, 0, "clock")
    out = GAME.outcome(s2)
    assert out is not None and out.details["rated"] is True
    clocked = make_state(options=Options(time_control="clock", clock_minutes=3))
    assert GAME.view(clocked, None).rated is True
    for name in VARIANTS:
        opts = variant(name)
        assert getattr(Options(), name) is False
        s = GAME.setup(opts, 2, random.Random(1))
        view = GAME.view(s, None)
        assert view.rated is False and view.variants == [name]
        s2, _ = GAME.forfeit(s, 1, "absence")
        out = GAME.outcome(s2)
        assert out is not None and out.details["rated"] is False


# --- Reinas en cualquier lugar ---------------------------------------------------------------


def test_rutas_variant_queens_anywhere_allows_a_queen_on_any_number_card() -> None:
    opts = Options(queens_anywhere=True)
    s = make_state(options=opts, hands=(["QD"], []), routes={(0, 0): ["2H", "5S", "9S"]})
    s, _ = play(s, 0, Play(card=c("QD"), owner=0, route=0, position=0))
    r = s.routes[0][0]
    assert direction(r) == 1 and current_suit(r, opts) == "S"  # not on the last card: no effect


def test_rutas_variant_queens_anywhere_queen_acts_once_its_card_is_last() -> None:
    opts = Options(queens_anywhere=True)
    s = make_state(options=opts, hands=(["JC"], []), routes={(0, 0): ["2H", ("5S", ["QD"]), "9S"]})
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=2))
    r = s.routes[0][0]
    assert direction(r) == -1 and current_suit(r, opts) == "D"


# --- Reyes que suman ------------------------------------------------------------------------


def test_rutas_variant_kings_add_adds_the_value_once_more_per_king() -> None:
    routes: Routes = {(0, 0): [("5S", ["KD", "KC"])], (0, 1): [("7S", ["KD"])]}
    assert totals(make_state(options=Options(kings_add=True), routes=routes), 0)[:2] == [15, 14]
    assert totals(make_state(routes=routes), 0)[:2] == [20, 14]


# --- Palo fundador --------------------------------------------------------------------------


def test_rutas_variant_founding_suit_uses_the_first_card_suit() -> None:
    opts = Options(founding_suit=True)
    s = make_state(options=opts, routes={(0, 0): ["2H", "5S", "9S"]})
    r = s.routes[0][0]
    assert current_suit(r, opts) == "H"
    assert number_fits(r, c("3H"), opts) and not number_fits(r, c("3S"), opts)
    assert current_suit(r, Options()) == "S"


def test_rutas_variant_founding_suit_queens_still_change_it() -> None:
    opts = Options(founding_suit=True)
    s = make_state(options=opts, hands=(["QC"], []), routes={(0, 0): ["2H", "5S"]})
    s, _ = play(s, 0, Play(card=c("QC"), owner=0, route=0, position=1))
    assert current_suit(s.routes[0][0], opts) == "C"


# --- Sin límite de figuras ------------------------------------------------------------------


def test_rutas_variant_no_figure_limit_takes_a_fourth_figure_and_a_jack() -> None:
    opts = Options(no_figure_limit=True)
    s = make_state(
        options=opts, hands=(["KD", "JC"], []), routes={(0, 0): [("2S", ["KH", "KS", "KC"])]}
    )
    s, _ = play(s, 0, Play(card=c("KD"), owner=0, route=0, position=0))
    assert totals(s, 0)[0] == 32
    s.turn = 0
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=0))
    assert ranks(s, 0, 0) == []


# --- Venta rápida ---------------------------------------------------------------------------


def test_rutas_variant_quick_sale_two_pairs_at_once_win() -> None:
    routes: Routes = {(0, 0): ["10H", "9S"], (0, 1): ["10D", "8D", "4C"]}
    for opts, over in ((Options(quick_sale=True), True), (Options(), False)):
        s = make_state(options=opts, hands=(["3S"], []), routes=routes)
        s, _ = play(s, 0, Play(card=c("3S"), owner=0, route=0))
        out = GAME.outcome(s)
        assert (out is not None) is over
        if out is not None:
            assert out.reason == "quick_sale" and out.winners == [0] and out.scores == [2, 0]


# --- Rebarajar ------------------------------------------------------------------------------


def test_rutas_variant_reshuffle_turns_the_discards_into_a_new_deck_twice() -> None:
    opts = Options(reshuffle=True)
    s = make_state(
        options=opts,
        hands=(["2C", "3C"], ["5H"]),
        decks=(["4C"], None),
        discards=(["9H", "8H"], []),
    )
    s, events = play(s, 0, Discard(card=c("2C")))  # draws the 4C: deck empty -> reshuffle
    assert "rutas.reshuffled" in [e.type for e in events]
    assert sorted(s.decks[0]) == sorted([c("9H"), c("8H"), c("2C")]) and s.discards[0] == []
    assert len(s.reshuffles[0]) == 1
    check_conservation(s)
    assert GAME.view(s, 0).seats[0].reshuffles_left == 1
    # without the variant the deck simply stays empty
    plain = make_state(
        hands=(["2C", "3C"], ["5H"]), decks=(["4C"], None), discards=(["9H", "8H"], [])
    )
    plain, _ = play(plain, 0, Discard(card=c("2C")))
    assert plain.decks[0] == [] and len(plain.discards[0]) == 3


def test_rutas_variant_reshuffle_happens_at_most_twice_then_r6_applies() -> None:
    opts = Options(reshuffle=True)
    s = make_state(options=opts, hands=(["2C"], ["5H", "6H", "7H", "8H"]), decks=([], None), turn=0)
    rng = random.Random(0)
    seen = 0
    while GAME.outcome(s) is None:
        (seat,) = GAME.to_act(s)
        action = Discard(card=s.hands[seat][0])
        s, events = GAME.apply(s, seat, action, rng)
        seen += sum(e.type == "rutas.reshuffled" for e in events)
        check_conservation(s)
    assert seen == 2 and len(s.reshuffles[0]) == 2
    out = GAME.outcome(s)
    assert out is not None and out.reason == "out_of_cards" and out.winners == [1]


# --- Mazo corto / Mazo doble ----------------------------------------------------------------


def test_rutas_variant_short_deck_deals_from_30_random_cards() -> None:
    s = GAME.setup(Options(short_deck=True), 2, random.Random(7))
    for p in (0, 1):
        assert len(s.hands[p]) == 8 and len(s.decks[p]) == 22 and len(s.box[p]) == 24
    check_conservation(s)
    other = GAME.setup(Options(short_deck=True), 2, random.Random(8))
    assert set(other.decks[0] + other.hands[0]) != set(s.decks[0] + s.hands[0])
    assert GAME.view(s, 0).seats[0].deck_count == 22


def test_rutas_variant_double_deck_shuffles_two_full_decks() -> None:
    s = GAME.setup(Options(double_deck=True), 2, random.Random(7))
    for p in (0, 1):
        assert len(s.hands[p]) + len(s.decks[p]) == 108
    check_conservation(s)


def test_rutas_variant_double_deck_joker_takes_the_twin_card_too() -> None:
    opts = Options(double_deck=True)
    s = make_state(
        options=opts,
        hands=(["X#1"], []),
        routes={(0, 0): ["2S", "5H"], (0, 1): ["5H#1", "9H"], (1, 0): ["5H", "5H#1"]},
    )
    s, _ = play(s, 0, Play(card=c("X#1"), owner=0, route=0, position=1))
    assert ranks(s, 0, 1) == ["9♥"] and ranks(s, 1, 0) == []
    check_conservation(s)


# --- Escudo de la Reina ---------------------------------------------------------------------


def test_rutas_variant_queen_shield_protects_queened_cards_from_an_ace_joker() -> None:
    routes: Routes = {(0, 0): ["AH", "6S"], (0, 1): ["4S", ("9H", ["QC"])], (1, 0): ["3H"]}
    for opts, kept in ((Options(queen_shield=True), ["4♠", "9♥"]), (Options(), ["4♠"])):
        s = make_state(options=opts, hands=(["X"], []), routes=routes)
        s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
        assert ranks(s, 0, 1) == kept and ranks(s, 1, 0) == []


def test_rutas_variant_queen_shield_does_not_protect_from_a_rank_joker() -> None:
    opts = Options(queen_shield=True)
    s = make_state(
        options=opts, hands=(["X"], []), routes={(0, 0): ["9S"], (0, 1): ["4S", ("9H", ["QC"])]}
    )
    s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
    assert ranks(s, 0, 1) == ["4♠"]


# --- Rumbo firme ----------------------------------------------------------------------------


def test_rutas_variant_steady_course_keeps_the_direction_after_equal_ends() -> None:
    routes: Routes = {(0, 0): ["4S", "6H", "8H", "4H"]}  # 6 -> 8 up, then 4H by suit: down
    for opts, expected in ((Options(steady_course=True), -1), (Options(), -1)):
        s = make_state(options=opts, hands=(["JC"], []), routes=routes)
        s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=2))
        assert direction(s.routes[0][0]) == expected  # 4S 6H 4H: unequal ends, no change
    routes = {(0, 0): ["2S", "4S", "8H", "4H"], (1, 0): ["8C"]}
    # 8 -> 4 down; the Joker removes the 8, leaving 4S 4H; steady course: stays down
    s = make_state(options=Options(steady_course=True), hands=(["X"], []), routes=routes)
    s, _ = play(s, 0, Play(card=c("X"), owner=1, route=0, position=0))
    assert ranks(s, 0, 0) == ["2♠", "4♠", "4♥"] and direction(s.routes[0][0]) == -1


def test_rutas_variant_steady_course_keeps_an_ascending_route_ascending() -> None:
    # 4S 9S 4H(Q): 9 -> 4 is down, flipped by the Queen: up. The Jack takes the 9.
    routes: Routes = {(0, 0): ["4S", "9S", ("4H", ["QD"])]}
    standard = make_state(hands=(["JC"], []), routes=routes)
    standard, _ = play(standard, 0, Play(card=c("JC"), owner=0, route=0, position=1))
    assert direction(standard.routes[0][0]) == 1  # R2: descending, flipped by the Queen
    routes = {(0, 0): ["4S", "2S", "4H"]}  # 2 -> 4 up
    s = make_state(options=Options(steady_course=True), hands=(["JC"], []), routes=routes)
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=1))
    r = s.routes[0][0]
    assert direction(r) == 1 and GAME.view(s, 0).seats[0].routes[0].arrow == "↑"
    assert number_fits(r, c("6C"), s.options) and not number_fits(r, c("2C"), s.options)
    plain = make_state(hands=(["JC"], []), routes=routes)
    plain, _ = play(plain, 0, Play(card=c("JC"), owner=0, route=0, position=1))
    assert direction(plain.routes[0][0]) == -1
    # a card played on top forgets the held direction: 4H -> 7D is up by the cards
    s.turn = 0
    s.hands[0].append(c("7D"))
    s.decks[0].remove(c("7D"))
    s, _ = play(s, 0, Play(card=c("7D"), owner=0, route=0))
    assert s.routes[0][0].held == 0 and direction(s.routes[0][0]) == 1


# --- Mano nueva -----------------------------------------------------------------------------


def _seed_with_poor_hand() -> int:
    for seed in range(20000):
        s = GAME.setup(Options(), 2, random.Random(seed))
        if any(sum(map(is_number, h)) < 3 for h in s.hands):
            return seed
    raise AssertionError("no poor hand found")


def test_rutas_variant_fresh_hand_shows_and_redeals_poor_hands() -> None:
    seed = _seed_with_poor_hand()
    plain = GAME.setup(Options(), 2, random.Random(seed))
    s = GAME.setup(Options(fresh_hand=True), 2, random.Random(seed))
    poor = [p for p in (0, 1) if sum(map(is_number, plain.hands[p])) < 3]
    for p in poor:
        assert s.shown[p][0] == sorted(plain.hands[p])
        assert [x.id for x in GAME.view(s, 1 - p).seats[p].shown_hands[0]] == s.shown[p][0]
    for p in (0, 1):
        assert sum(map(is_number, s.hands[p])) >= 3 and len(s.hands[p]) == 8
    check_conservation(s)


def test_rutas_variant_fresh_hand_is_off_by_default() -> None:
    seed = _seed_with_poor_hand()
    plain = GAME.setup(Options(), 2, random.Random(seed))
    assert plain.shown == [[], []]


# --- Comodín protegido ----------------------------------------------------------------------


def test_rutas_variant_protected_joker_spares_its_own_route() -> None:
    routes: Routes = {(0, 0): ["5S", "9S", "5H"], (1, 0): ["5C"]}
    cases = ((Options(protected_joker=True), ["5♠", "9♠", "5♥"]), (Options(), ["5♠", "9♠"]))
    for opts, own in cases:
        s = make_state(options=opts, hands=(["X"], []), routes=routes)
        s, _ = play(s, 0, Play(card=c("X"), owner=0, route=0, position=0))
        assert ranks(s, 0, 0) == own and ranks(s, 1, 0) == []


def test_rutas_variant_protected_joker_ace_case() -> None:
    opts = Options(protected_joker=True)
    s = make_state(
        options=opts, hands=(["X"], []), routes={(1, 1): ["AD", "5D", "9S"], (0, 2): ["7D"]}
    )
    s, _ = play(s, 0, Play(card=c("X"), owner=1, route=1, position=0))
    assert ranks(s, 1, 1) == ["A♦", "5♦", "9♠"] and ranks(s, 0, 2) == []


def test_rutas_variant_queens_anywhere_is_still_bound_by_the_limit() -> None:
    opts = Options(queens_anywhere=True)
    s = make_state(
        options=opts, hands=(["QD"], []), routes={(0, 0): [("2H", ["KS", "KC", "KH"]), "5S"]}
    )
    with pytest.raises(IllegalAction):
        play(s, 0, Play(card=c("QD"), owner=0, route=0, position=0))


def test_rutas_variant_founding_suit_follows_the_new_first_card_after_a_jack() -> None:
    opts = Options(founding_suit=True)
    s = make_state(options=opts, hands=(["JC"], []), routes={(0, 0): ["2H", "5S", "9S"]})
    s, _ = play(s, 0, Play(card=c("JC"), owner=0, route=0, position=0))
    assert current_suit(s.routes[0][0], opts) == "S"
