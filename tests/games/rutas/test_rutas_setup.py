"""Setup, options and determinism."""

from __future__ import annotations

import random

import msgspec
import pytest
from rutas_helpers import check_conservation

from service.games.rutas import GAME, Options, Play, State
from service.games.rutas.cards import is_number, owner_of


def test_rutas_R1_two_seats_each_with_own_54_card_deck_and_8_cards() -> None:
    s = GAME.setup(Options(), 2, random.Random(1))
    assert GAME.id == "rutas" and GAME.min_seats == GAME.max_seats == 2
    for p in (0, 1):
        assert len(s.hands[p]) == 8
        assert len(s.decks[p]) == 46
        assert s.discards[p] == [] and s.box[p] == []
        assert {owner_of(x) for x in s.hands[p] + s.decks[p]} == {p}
    check_conservation(s)


def test_rutas_R1_rejects_other_seat_counts() -> None:
    for seats in (1, 3):
        with pytest.raises(ValueError):
            GAME.setup(Options(), seats, random.Random(0))


def test_rutas_C2_R1_first_player_is_random() -> None:
    firsts = {GAME.setup(Options(), 2, random.Random(seed)).first for seed in range(40)}
    assert firsts == {0, 1}
    s = GAME.setup(Options(), 2, random.Random(3))
    assert GAME.to_act(s) == frozenset({s.first})


def test_rutas_C3_same_seed_and_actions_replay_to_the_same_state() -> None:
    def run(seed: int) -> bytes:
        rng = random.Random(seed)
        s = GAME.setup(Options(reshuffle=True), 2, rng)
        chooser = random.Random(99)
        for _ in range(120):
            if GAME.outcome(s) is not None:
                break
            (seat,) = GAME.to_act(s)
            acts = [a for a in GAME.legal_actions(s, seat) if a.__class__.__name__ != "Resign"]
            s, _ = GAME.apply(s, seat, chooser.choice(acts), rng)
        return msgspec.msgpack.encode(s)

    assert run(5) == run(5)
    assert run(5) != run(6)


def test_rutas_state_round_trips_through_msgpack() -> None:
    s = GAME.setup(Options(double_deck=True), 2, random.Random(2))
    assert msgspec.msgpack.decode(msgspec.msgpack.encode(s), type=State) == s


def test_rutas_options_default_to_standard_untimed_rules() -> None:
    o = Options()
    assert o.time_control == "untimed" and o.clock_minutes == 10
    assert o.clock_increment_seconds == 5
    GAME.validate_options(o)


def test_rutas_R8_clock_options_are_validated() -> None:
    dec = msgspec.json.Decoder(Options)
    ok = dec.decode(b'{"time_control": "clock", "clock_minutes": 3, "clock_increment_seconds": 0}')
    assert ok.time_control == "clock"
    for bad in (
        b'{"clock_minutes": 0}',
        b'{"clock_minutes": 61}',
        b'{"clock_increment_seconds": 61}',
        b'{"time_control": "blitz"}',
        b'{"no_such_variant": true}',
    ):
        with pytest.raises(msgspec.ValidationError):
            dec.decode(bad)
    for opts in (Options(clock_minutes=0), Options(clock_increment_seconds=-1)):
        with pytest.raises(ValueError):
            GAME.validate_options(opts)
    with pytest.raises(ValueError):
        GAME.validate_options({"clock_minutes": 5})


def test_rutas_actions_decode_as_a_tagged_union() -> None:
    dec = msgspec.json.Decoder(Play | GAME.actions[1] | GAME.actions[2] | GAME.actions[3])
    a = dec.decode(b'{"type": "rutas.play", "card": 5, "owner": 1, "route": 2, "position": 0}')
    assert a == Play(card=5, owner=1, route=2, position=0)
    assert {t.__struct_config__.tag for t in GAME.actions} == {
        "rutas.play",
        "rutas.discard",
        "rutas.dissolve",
        "rutas.resign",
    }
    assert all(t.__doc__ for t in GAME.actions)
    with pytest.raises(msgspec.ValidationError):
        dec.decode(b'{"type": "rutas.play", "card": 5, "owner": 2, "route": 0}')
    with pytest.raises(msgspec.ValidationError):
        dec.decode(b'{"type": "rutas.dissolve", "route": 3}')


def test_rutas_opening_hands_hold_cards_of_both_kinds_over_seeds() -> None:
    counts = [
        sum(map(is_number, GAME.setup(Options(), 2, random.Random(s)).hands[0])) for s in range(30)
    ]
    assert min(counts) < 8 and max(counts) > 3
