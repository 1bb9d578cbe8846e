"""Random games: card conservation, rule invariants and termination, for every variant."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import msgspec
import pytest
from rutas_helpers import check_conservation, variant

from service.games.base import IllegalAction
from service.games.rutas import GAME, VARIANTS, Discard, Dissolve, Options, Play, Resign, State
from service.games.rutas.cards import JACK, KING, QUEEN, is_number, rank, suit

MAX_PLIES = 5000
CONFIGS: list[tuple[str, Options]] = [
    ("standard", Options()),
    *[(name, variant(name)) for name in VARIANTS],
    ("all", variant(*VARIANTS)),
]


# --- an independent oracle of the route rules (written from the document, not rules.py) ----


def oracle_direction(state: State, owner: int, index: int) -> int:
    route = state.routes[owner][index]
    slots = route.slots
    if len(slots) < 2:
        return 0
    a, b = rank(slots[-2].card), rank(slots[-1].card)
    d = 1 if b > a else -1 if b < a else (route.held or -1)
    flips = sum(1 for f in slots[-1].figures if rank(f) == QUEEN)
    return -d if flips % 2 else d


def oracle_suit(state: State, owner: int, index: int) -> str | None:
    slots = state.routes[owner][index].slots
    if not slots:
        return None
    queens = [f for f in slots[-1].figures if rank(f) == QUEEN]
    if queens:
        return suit(queens[-1])
    return suit(slots[0].card if state.options.founding_suit else slots[-1].card)


def oracle_total(state: State, owner: int, index: int) -> int:
    total = 0
    for slot in state.routes[owner][index].slots:
        kings = sum(1 for f in slot.figures if rank(f) == KING)
        r = rank(slot.card)
        total += r * (1 + kings) if state.options.kings_add else r * 2**kings
    return total


def oracle_legal_number(state: State, seat: int, card: int, index: int) -> bool:
    slots = state.routes[seat][index].slots
    if state.opened[seat] < 3:
        return not slots
    if not slots:
        return True
    last = rank(slots[-1].card)
    if rank(card) == last:
        return False
    if suit(card) == oracle_suit(state, seat, index):
        return True
    d = oracle_direction(state, seat, index)
    return d == 0 or (rank(card) - last) * d > 0


def check_invariants(state: State) -> None:
    check_conservation(state)
    opts = state.options
    for owner in (0, 1):
        for route in state.routes[owner]:
            for slot in route.slots:
                assert opts.no_figure_limit or len(slot.figures) <= 3, "figure limit"
                assert all(rank(f) != JACK for f in slot.figures), "a Jack stayed"
                assert all(not is_number(f) for f in slot.figures)
            if route.held:
                assert opts.steady_course
    sellers: list[int | None] = []
    for i in range(3):
        t0, t1 = oracle_total(state, 0, i), oracle_total(state, 1, i)
        in0, in1 = 21 <= t0 <= 26, 21 <= t1 <= 26
        if in0 and in1 and t0 != t1:
            sellers.append(0 if t0 > t1 else 1)
        elif in0 != in1:
            sellers.append(0 if in0 else 1)
        else:
            sellers.append(None)
    assert state.sellers == sellers, "R7: sales not re-evaluated"
    out = state.result
    if out is None:
        assert None in sellers
        assert not opts.quick_sale or max(Counter(sellers)[0], Counter(sellers)[1]) < 2
        for p in (0, 1):
            assert state.hands[p] or state.decks[p], "R6: a seat without cards plays on"
            assert len(state.hands[p]) <= 8
            if state.opened[p] == 3 and state.decks[p] and not opts.reshuffle:
                assert len(state.hands[p]) == 5
    else:
        assert len(out.winners) == 1


def random_candidates(state: State, seat: int, rng: random.Random) -> list[Any]:
    """Actions from the whole action space, legal or not."""
    hand = state.hands[seat] or [0]
    out: list[Any] = []
    for _ in range(3):
        card = rng.choice(hand)
        owner, route = rng.randrange(2), rng.randrange(3)
        size = len(state.routes[owner][route].slots)
        position = rng.choice([None, rng.randrange(size + 1)])
        out.append(Play(card=card, owner=owner, route=route, position=position))
    out.append(Discard(card=rng.choice(hand)))
    out.append(Dissolve(route=rng.randrange(3)))
    return out


def choose(acts: list[Any], rng: random.Random) -> Any:
    """A playful random policy: mostly plays (so routes grow and sell), some discards,
    rare dissolves and very rare resignations."""
    plays = [a for a in acts if isinstance(a, Play)]
    if plays and rng.random() < 0.8:
        return rng.choice(plays)
    if rng.random() < 0.001:
        return Resign()
    other = [a for a in acts if not isinstance(a, Resign | Play)]
    if not other:
        return rng.choice(plays)
    dissolves = [a for a in other if isinstance(a, Dissolve)]
    if dissolves and rng.random() < 0.1:
        return rng.choice(dissolves)
    return rng.choice([a for a in other if isinstance(a, Discard)] or other)


def run_game(opts: Options, seed: int, deep: bool) -> tuple[str, int]:
    rng = random.Random(seed)
    chooser = random.Random(seed ^ 0x5EED)
    s = GAME.setup(opts, 2, rng)
    check_invariants(s)
    plies = 0
    while GAME.outcome(s) is None:
        assert plies < MAX_PLIES, "the game does not terminate"
        (seat,) = GAME.to_act(s)
        acts = GAME.legal_actions(s, seat)
        assert acts and Resign() in acts
        assert GAME.legal_actions(s, 1 - seat) == [Resign()]
        for a in acts:
            if isinstance(a, Play) and is_number(a.card):
                assert oracle_legal_number(s, seat, a.card, a.route), "direction rule broken"
        if deep:
            legal = {msgspec.json.encode(a) for a in acts}
            for cand in random_candidates(s, seat, chooser):
                ok = msgspec.json.encode(cand) in legal
                try:
                    GAME.apply(s, seat, cand, random.Random(0))
                except IllegalAction:
                    assert not ok, f"legal action refused: {cand}"
                else:
                    assert ok, f"illegal action accepted: {cand}"
            if plies % 25 == 0:
                r = GAME.resample(s, seat, chooser)
                assert GAME.view(r, seat) == GAME.view(s, seat)
                check_conservation(r)
            msgspec.json.encode(GAME.view(s, seat))
        a = choose(acts, chooser)
        s, events = GAME.apply(s, seat, a, rng)
        plies += 1
        check_invariants(s)
        if deep:
            for e in events:
                msgspec.json.encode(e.for_seat(None))
                if e.type == "rutas.drew":
                    assert "card" not in e.for_seat(1 - e.data["seat"])
    out = GAME.outcome(s)
    assert out is not None and GAME.to_act(s) == frozenset()
    assert out.details["rated"] == (opts == Options())
    return out.reason, plies


@pytest.mark.parametrize(("name", "opts"), CONFIGS, ids=[n for n, _ in CONFIGS])
def test_rutas_random_games_fast(name: str, opts: Options) -> None:
    games = 60 if name == "standard" else 16
    reasons = Counter(run_game(opts, seed, deep=seed % 4 == 0)[0] for seed in range(games))
    assert sum(reasons.values()) == games


@pytest.mark.slow
@pytest.mark.parametrize(("name", "opts"), CONFIGS, ids=[n for n, _ in CONFIGS])
def test_rutas_random_games_slow(name: str, opts: Options) -> None:
    games = 1000 if name == "standard" else 200
    reasons: Counter[str] = Counter()
    for seed in range(10_000, 10_000 + games):
        reason, _ = run_game(opts, seed, deep=seed % 5 == 0)
        reasons[reason] += 1
    assert sum(reasons.values()) == games
    assert reasons["sold"] + reasons["quick_sale"] > 0
