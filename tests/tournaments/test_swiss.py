"""Swiss pairing: players conserved, table sizes within the event's bounds, byes spread,
repeat opponents avoided whenever brute force finds it can be, seats balanced, late joiners
and withdrawn players, and whole events (13 players at two seats, 10 at three)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from fractions import Fraction
from random import Random
from typing import Any

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import entries, game_seating, results_of, run_swiss, two_seat_game

from service.tournaments.errors import NotEnoughPlayers
from service.tournaments.games import checked_settings
from service.tournaments.grouping import table_cost, total_cost
from service.tournaments.models import Bye, Entry, Round, TableResult, TournamentSettings
from service.tournaments.scoring import met, scores
from service.tournaments.swiss import pair_round, table_plan


def swiss(
    seats: int, rounds: int = 5, smallest: int | None = None, **more: Any
) -> TournamentSettings:
    return TournamentSettings(
        format="swiss",
        game="any",
        seats=seats,
        rounds=rounds,
        min_seats=smallest,
        **more,
    )


def seated(pairing: Round) -> list[str]:
    return [p for table in pairing.tables for p in table.seats]


def test_the_table_plan_prefers_no_byes_then_even_tables() -> None:
    assert table_plan(13, 2, 2) == ([2] * 6, 1)
    assert table_plan(10, 3, 3) == ([3, 3, 3], 1)
    assert table_plan(10, 3, 2) == ([3, 3, 2, 2], 0)
    assert table_plan(15, 4, 3) == ([4, 4, 4, 3], 0)
    assert table_plan(6, 5, 4) == ([5], 1)
    assert table_plan(1000, 4, 4) == ([4] * 250, 0)
    with pytest.raises(NotEnoughPlayers):
        table_plan(2, 3, 3)


@settings(max_examples=80, deadline=None)
@given(
    st.integers(0, 2**32 - 1),
    st.integers(2, 40),
    st.integers(2, 6),
    st.integers(0, 4),
)
def test_every_active_player_sits_at_one_table_or_has_a_bye(
    seed: int, count: int, seats: int, shortfall: int
) -> None:
    smallest = max(2, seats - shortfall)
    rules = swiss(seats, rounds=5, smallest=smallest)
    rng = Random(seed)
    players = entries(count)
    # Some join late (round 2), some withdraw along the way.
    players = [
        msgspec.structs.replace(p, joined_round=2) if rng.random() < 0.15 else p for p in players
    ]
    results: list[TableResult] = []
    byes: list[Bye] = []
    for number in range(1, 6):
        if rng.random() < 0.3:
            gone = rng.choice(players)
            players = [
                msgspec.structs.replace(p, withdrawn=True) if p == gone else p for p in players
            ]
        active = {p.id for p in players if not p.withdrawn and p.joined_round <= number}
        if len(active) < smallest:
            with pytest.raises(NotEnoughPlayers):
                pair_round(rules, players, results, byes, number, seed)
            return
        pairing = pair_round(rules, players, results, byes, number, seed)
        placed = seated(pairing) + pairing.byes
        assert sorted(placed) == sorted(active)  # each exactly once, nobody else
        assert all(smallest <= len(t.seats) <= seats for t in pairing.tables)
        # Byes go to the players with the fewest byes: nobody seated has fewer than one who
        # sits out.
        had = Counter(b.player for b in byes)
        if pairing.byes:
            assert max(had[p] for p in pairing.byes) <= min(had[p] for p in seated(pairing))
        # ... and every round with byes has as few as the plan allows.
        assert len(pairing.byes) == table_plan(len(active), seats, smallest)[1]
        results += results_of(pairing, rng)
        byes += [Bye(round=number, player=p) for p in pairing.byes]


def test_byes_go_to_different_players_before_anyone_has_two() -> None:
    rules = swiss(3, rounds=12, smallest=3)
    players = entries(10)  # one bye a round: ten rounds give everyone one
    _rounds, _, byes = run_swiss(rules, players, seed=4)
    givens = [b.player for b in byes]
    assert len(givens) == 12
    assert len(set(givens[:10])) == 10
    assert set(givens[10:]) <= set(givens[:10])


def partitions(players: Sequence[str], sizes: Counter[int]) -> Iterator[list[list[str]]]:
    """Every way to seat `players` at tables of `sizes` (brute force)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for size in [s for s in sizes if sizes[s] > 0]:
        left = sizes.copy()
        left[size] -= 1
        for others in _choose(rest, size - 1):
            remaining = [p for p in rest if p not in others]
            for more in partitions(remaining, left):
                yield [[first, *others], *more]


def _choose(items: Sequence[str], k: int) -> Iterator[list[str]]:
    if k == 0:
        yield []
        return
    for i in range(len(items) - k + 1):
        for tail in _choose(items[i + 1 :], k - 1):
            yield [items[i], *tail]


@settings(max_examples=150, deadline=None)
@given(
    st.integers(0, 2**32 - 1),
    st.sampled_from(
        [
            (4, 2),
            (5, 2),
            (6, 2),
            (7, 2),
            (8, 2),
            (9, 2),
            (6, 3),
            (7, 3),
            (9, 3),
            (10, 3),
            (8, 4),
            (9, 4),
        ]
    ),
    st.integers(1, 5),
)
def test_as_few_repeat_opponents_as_brute_force_finds(
    seed: int, shape: tuple[int, int], played: int
) -> None:
    count, seats = shape
    rules = swiss(seats, rounds=played + 1, smallest=seats - 1 if seats > 2 else 2)
    rng = Random(seed)
    players = entries(count)
    results: list[TableResult] = []
    byes: list[Bye] = []
    # Earlier rounds seated at random (any history, not only what the pairing would make).
    for number in range(1, played + 1):
        shuffled = rng.sample([p.id for p in players], count)
        size = seats
        tables = [shuffled[i : i + size] for i in range(0, count - size + 1, size)]
        for i, table in enumerate(tables):
            results.append(
                TableResult(
                    code=f"{number}-{i}",
                    round=number,
                    seats=table,
                    placements=list(range(1, len(table) + 1)),
                )
            )
    number = played + 1
    pairing = pair_round(rules, players, results, byes, number, seed)
    history = met(results)
    found = total_cost(history, [t.seats for t in pairing.tables])
    sizes = Counter(len(t.seats) for t in pairing.tables)
    # Small events are searched exhaustively: no pairing of the same players at the same
    # table sizes has fewer repeats (in particular: none when one without repeats exists).
    fewest = min(total_cost(history, t) for t in partitions(sorted(seated(pairing)), sizes))
    assert found == fewest


def test_thirteen_players_at_two_seats_over_five_rounds() -> None:
    game = two_seat_game()
    rules = checked_settings(TournamentSettings(format="swiss", game=game.id, seats=2, rounds=5))
    rounds, results, byes = run_swiss(rules, entries(13), seed=7)
    assert [len(r.byes) for r in rounds] == [1] * 5
    assert len({b.player for b in byes}) == 5
    assert all(len(r.tables) == 6 for r in rounds)
    assert total_cost(met([]), []) == 0
    # Nobody meets the same opponent twice in five rounds of thirteen.
    assert all(n == 1 for per in met(results).values() for n in per.values())
    # The bye goes to the lowest score among those without one.
    for pairing in rounds[1:]:
        earlier = [r for r in results if r.round < pairing.number]
        had = {b.player for b in byes if b.round < pairing.number}
        score = scores(rules, earlier, [b for b in byes if b.round < pairing.number])
        candidates = [p.id for p in entries(13) if p.id not in had]
        lowest = min(score.get(p, 0) for p in candidates)
        assert score.get(pairing.byes[0], 0) == lowest


def test_a_player_who_vanishes_forfeits_and_is_not_paired_again() -> None:
    rules = swiss(2, rounds=5)
    players = entries(13)
    rng = Random(3)
    results: list[TableResult] = []
    byes: list[Bye] = []
    gone = "p05"
    for number in range(1, 6):
        pairing = pair_round(rules, players, results, byes, number, seed=3)
        if number > 3:
            assert gone not in seated(pairing) + pairing.byes
            assert pairing.byes == []  # twelve left: no bye
        absent = {gone} if number == 3 and gone in seated(pairing) else set()
        finished = results_of(pairing, rng, absent=absent)
        results += finished
        byes += [Bye(round=number, player=p) for p in pairing.byes]
        if number == 3:
            players = [
                msgspec.structs.replace(p, withdrawn=p.id == gone or p.withdrawn) for p in players
            ]
    missed = [r for r in results if gone in r.forfeits]
    assert len(missed) <= 1
    for table in missed:
        opponent = next(p for p in table.seats if p != gone)
        rules_points = scores(rules, [table])
        assert (rules_points[gone], rules_points[opponent]) == (Fraction(0), Fraction(1))


def test_ten_players_at_three_seats() -> None:
    game = game_seating(2, 3)
    exact = checked_settings(
        TournamentSettings(format="swiss", game=game.id, seats=3, min_seats=3, rounds=5)
    )
    rounds, results, byes = run_swiss(exact, entries(10), seed=11)
    assert all(sorted(len(t.seats) for t in r.tables) == [3, 3, 3] for r in rounds)
    assert len(results) == 15
    assert len({b.player for b in byes}) == 5
    # By default the event takes tables one seat smaller when the game allows it: no byes.
    default = checked_settings(TournamentSettings(format="swiss", game=game.id, seats=3, rounds=5))
    assert default.min_seats == 2
    rounds, _results, byes = run_swiss(default, entries(10), seed=11)
    assert byes == []
    assert all([len(t.seats) for t in r.tables] == [3, 3, 2, 2] for r in rounds)


def test_a_thousand_players_at_four_seats_pair_without_repeats() -> None:
    rules = swiss(4, rounds=4)
    rounds, results, _ = run_swiss(rules, entries(1000), seed=2)
    for pairing in rounds:
        assert len(pairing.tables) == 250
    assert all(n == 1 for per in met(results).values() for n in per.values())


def test_tables_are_grouped_by_score_top_down() -> None:
    rules = swiss(4, rounds=3)
    rounds, results, _byes = run_swiss(rules, entries(64), seed=5, ties=False)
    # Round 3: the first table's players have the best scores and the last table's the worst.
    before = scores(rules, [r for r in results if r.round < 3])
    tables = rounds[2].tables
    first = min(before[p] for p in tables[0].seats)
    last = max(before[p] for p in tables[-1].seats)
    assert first > last


def test_round_one_deals_the_seeds_as_a_dutch_swiss() -> None:
    players = [Entry(id=f"s{i}", name=str(i), rating=2000 - i) for i in range(1, 9)]
    pairing = pair_round(swiss(2), players, [], [], 1)
    assert sorted(sorted(t.seats) for t in pairing.tables) == [
        ["s1", "s5"],
        ["s2", "s6"],
        ["s3", "s7"],
        ["s4", "s8"],
    ]


def test_the_same_arguments_give_the_same_round() -> None:
    rules = swiss(4, rounds=3)
    _rounds, results, byes = run_swiss(rules, entries(30), seed=9)
    again = pair_round(rules, entries(30), results, byes, 4, seed=9)
    shuffled = Random(1).sample(results, len(results))
    assert pair_round(rules, entries(30), shuffled, byes, 4, seed=9) == again


def test_late_joiners_enter_with_no_points_and_withdrawn_players_sit_out() -> None:
    rules = swiss(2, rounds=3)
    players = entries(8)
    rng = Random(1)
    first = pair_round(rules, players, [], [], 1)
    results = results_of(first, rng)
    late = Entry(id="late", name="Late", rating=2500, joined_round=2)
    players = [msgspec.structs.replace(players[0], withdrawn=True), *players[1:], late]
    second = pair_round(rules, players, results, [], 2)
    assert "late" in seated(second) + second.byes
    assert "p01" not in seated(second) + second.byes
    assert scores(rules, results).get("late", 0) == 0


def test_openers_alternate_at_two_seats() -> None:
    rules = swiss(2, rounds=6)
    _rounds, results, _ = run_swiss(rules, entries(16), seed=6)
    opened = Counter(r.seats[0] for r in results)
    # Six rounds each: nobody opens more than four or fewer than two.
    assert all(2 <= opened[p.id] <= 4 for p in entries(16))


def test_seats_rotate_at_four() -> None:
    rules = swiss(4, rounds=4)
    rounds, results, _ = run_swiss(rules, entries(16), seed=8)
    # Each table's opener had opened no more often than anyone else at it.
    for pairing in rounds:
        before = Counter(r.seats[0] for r in results if r.round < pairing.number)
        for table in pairing.tables:
            assert before[table.seats[0]] == min(before[p] for p in table.seats)
    # Sixteen openings over sixteen players: nobody opens three times.
    assert max(Counter(r.seats[0] for r in results).values()) <= 2


def test_a_table_cost_counts_each_repeated_pair() -> None:
    history = {"a": {"b": 1, "c": 2}, "b": {"a": 1}, "c": {"a": 2}}
    assert table_cost(history, ["a", "b", "c", "d"]) == 3
