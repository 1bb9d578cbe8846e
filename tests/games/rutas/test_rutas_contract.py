"""The engine against the game contract: purity, default actions, resample."""

from __future__ import annotations

import random

import pytest
from rutas_helpers import check_conservation, variant

from service.games.base import IllegalAction
from service.games.rutas import GAME, VARIANTS, Options, Resign, State, heuristic_value


def _play_some(opts: Options, seed: int, plies: int) -> tuple[State, random.Random]:
    rng = random.Random(seed)
    s = GAME.setup(opts, 2, rng)
    chooser = random.Random(seed + 1)
    for _ in range(plies):
        if GAME.outcome(s) is not None:
            break
        (seat,) = GAME.to_act(s)
        acts = [a for a in GAME.legal_actions(s, seat) if not isinstance(a, Resign)]
        s, _ = GAME.apply(s, seat, chooser.choice(acts), rng)
    return s, rng


@pytest.mark.parametrize("plies", [0, 3, 7, 40, 90])
def test_rutas_default_action_is_always_legal(plies: int) -> None:
    for seed in range(6):
        s, rng = _play_some(Options(), seed, plies)
        if GAME.outcome(s) is not None:
            continue
        (seat,) = GAME.to_act(s)
        a = GAME.default_action(s, seat)
        assert a in GAME.legal_actions(s, seat) and not isinstance(a, Resign)
        GAME.apply(s, seat, a, rng)
        with pytest.raises(IllegalAction):
            GAME.default_action(s, 1 - seat)


def test_rutas_automatic_play_finishes_a_game() -> None:
    rng = random.Random(5)
    s = GAME.setup(Options(), 2, rng)
    for _ in range(1000):
        if GAME.outcome(s) is not None:
            break
        (seat,) = GAME.to_act(s)
        s, _ = GAME.apply(s, seat, GAME.default_action(s, seat), rng)
    assert GAME.outcome(s) is not None


@pytest.mark.parametrize("name", [None, *VARIANTS])
def test_rutas_resample_keeps_what_the_seat_sees(name: str | None) -> None:
    opts = variant(name) if name else Options()
    for seed in range(4):
        for plies in (0, 25, 80, 140):
            s, _ = _play_some(opts, seed * 7 + plies, plies)
            for seat in (0, 1):
                r = GAME.resample(s, seat, random.Random(seed))
                check_conservation(r)
                assert GAME.view(r, seat) == GAME.view(s, seat)
                assert r.hands[seat] == s.hands[seat]
                for p in (0, 1):
                    if r.reshuffles[p]:
                        assert set(r.decks[p]) <= set(r.reshuffles[p][-1])
                    known = {x for h in s.shown[p] for x in h}
                    known |= {x for sets in s.reshuffles[p] for x in sets}
                    assert not set(r.box[p]) & known


def test_rutas_resample_changes_the_hidden_cards() -> None:
    s, _ = _play_some(Options(), 3, 10)
    r = GAME.resample(s, 0, random.Random(1))
    assert r.hands[1] != s.hands[1] or r.decks[1] != s.decks[1]
    assert sorted(r.hands[1] + r.decks[1]) == sorted(s.hands[1] + s.decks[1])
    assert sorted(r.decks[0]) == sorted(s.decks[0])


def test_rutas_heuristic_prefers_selling_and_winning() -> None:
    from rutas_helpers import make_state

    base = make_state(routes={(0, 0): ["10H", "8S"]})
    selling = make_state(routes={(0, 0): ["10H", "8S", "4S"]})
    assert heuristic_value(selling, 0) > heuristic_value(base, 0)
    assert heuristic_value(selling, 1) < heuristic_value(base, 1)
    won, _ = GAME.forfeit(base, 1, "clock")
    assert heuristic_value(won, 0) == 100.0 and heuristic_value(won, 1) == -100.0
    assert isinstance(heuristic_value(base, 0), float)
