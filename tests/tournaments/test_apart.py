"""Pairing keeps players who blocked one another apart (issue #39): a Swiss round or an
arena's tables never seat the two at one table when another seating of the same sizes
exists, the pairing stays the same for the same arguments, and when no other seating exists
(two players, one table) they are seated together rather than not at all."""

from __future__ import annotations

from random import Random

from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import entries

from service.tournaments.arena import pair_waiting
from service.tournaments.grouping import partition
from service.tournaments.models import Round, TournamentSettings
from service.tournaments.swiss import pair_round


def swiss(seats: int) -> TournamentSettings:
    return TournamentSettings(format="swiss", game="any", seats=seats, rounds=3)


def together(tables: list[list[str]], a: str, b: str) -> bool:
    return any(a in table and b in table for table in tables)


def seats_of(pairing: Round) -> list[list[str]]:
    return [table.seats for table in pairing.tables]


def test_a_swiss_round_seats_two_players_who_blocked_each_other_apart() -> None:
    players = entries(8)
    plain = seats_of(pair_round(swiss(2), players, [], [], 1, seed=3))
    a, b = plain[0]  # paired together without the block
    apart = {a: {b}, b: {a}}
    pairing = pair_round(swiss(2), players, [], [], 1, seed=3, apart=apart)
    tables = seats_of(pairing)
    assert not together(tables, a, b)
    assert sorted(p for t in tables for p in t) == sorted(p.id for p in players)
    assert seats_of(pair_round(swiss(2), players, [], [], 1, seed=3, apart=apart)) == tables


def test_a_block_either_way_counts_and_the_rest_of_the_round_barely_moves() -> None:
    players = entries(12)
    plain = seats_of(pair_round(swiss(3), players, [], [], 1, seed=5))
    a, b = plain[1][0], plain[1][1]
    tables = seats_of(pair_round(swiss(3), players, [], [], 1, seed=5, apart={b: {a}, a: {b}}))
    assert not together(tables, a, b)
    assert tables[0] == plain[0]  # the top table, which holds neither, is the same


def test_two_players_who_blocked_each_other_and_one_table_still_play() -> None:
    players = entries(2)
    apart = {"p01": {"p02"}, "p02": {"p01"}}
    pairing = pair_round(swiss(2), players, [], [], 1, apart=apart)
    assert sorted(seats_of(pairing)[0]) == ["p01", "p02"]


def test_an_arena_seats_players_who_blocked_each_other_at_different_tables() -> None:
    rules = TournamentSettings(format="arena", game="any", seats=2, duration_minutes=30)
    players = {e.id: e for e in entries(4)}
    plain = pair_waiting(rules, list(players), players, [])
    a, b = plain.tables[0].seats
    paired = pair_waiting(rules, list(players), players, [], apart={a: {b}, b: {a}})
    assert not together([t.seats for t in paired.tables], a, b)
    assert len(paired.tables) == 2


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 5), st.integers(2, 6))
def test_blocked_pairs_are_apart_whenever_some_seating_separates_them(
    seed: int, seats: int, tables: int
) -> None:
    """Blocks among fewer players than tables can always be separated (each such player at a
    table of their own): partition always finds it."""
    rng = Random(seed)
    order = [f"q{i:02d}" for i in range(seats * tables)]
    blockers = rng.sample(order, min(tables, len(order)))
    apart: dict[str, set[str]] = {}
    for i, a in enumerate(blockers):
        for b in blockers[i + 1 :]:
            if rng.random() < 0.7:
                apart.setdefault(a, set()).add(b)
                apart.setdefault(b, set()).add(a)
    found = partition(order, [seats] * tables, {}, apart=apart)
    assert sorted(p for t in found for p in t) == order
    assert not any(together(found, a, b) for a in apart for b in apart[a])
