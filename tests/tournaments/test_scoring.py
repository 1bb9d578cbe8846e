"""Points per placement, tied places, smaller tables, byes, no-shows and the tie-breaks,
worked by hand; standings are a pure function of the results, in any order."""

from __future__ import annotations

from fractions import Fraction
from random import Random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import entries, ranking

from service.tournaments.models import Bye, Entry, TableResult, TournamentSettings
from service.tournaments.scoring import (
    bye_points,
    place_points,
    result_against,
    standings,
    table_points,
    won,
)


def event(seats: int, **more: Any) -> TournamentSettings:
    return TournamentSettings(format="swiss", game="any", seats=seats, rounds=3, **more)


def result(code: str, seats: list[str], placements: list[int], **more: Any) -> TableResult:
    return TableResult(code=code, round=1, seats=seats, placements=placements, **more)


def test_a_table_of_four_scores_three_two_one_nothing_by_default() -> None:
    points = table_points(event(4), result("t", ["a", "b", "c", "d"], [2, 1, 4, 3]))
    assert points == {"a": 2, "b": 3, "c": 0, "d": 1}


def test_configured_points_are_used_at_a_full_table() -> None:
    points = table_points(event(3, points=[5, 2, 0]), result("t", ["a", "b", "c"], [3, 1, 2]))
    assert points == {"a": 0, "b": 5, "c": 2}


def test_tied_places_share_the_points_of_the_places_they_cover() -> None:
    # Two share first at four seats: (3 + 2) / 2 each; three share second: (2+1+0)/3 each.
    assert table_points(event(4), result("t", ["a", "b", "c", "d"], [1, 1, 3, 4])) == {
        "a": Fraction(5, 2),
        "b": Fraction(5, 2),
        "c": 1,
        "d": 0,
    }
    assert table_points(event(4), result("t", ["a", "b", "c", "d"], [2, 2, 1, 2])) == {
        "a": 1,
        "b": 1,
        "c": 3,
        "d": 1,
    }


def test_only_the_order_of_placement_numbers_counts() -> None:
    dense = table_points(event(3), result("t", ["a", "b", "c"], [1, 1, 2]))
    competition = table_points(event(3), result("t", ["a", "b", "c"], [1, 1, 3]))
    assert dense == competition == {"a": Fraction(3, 2), "b": Fraction(3, 2), "c": 0}


def test_a_smaller_table_is_scored_on_the_full_tables_scale() -> None:
    assert place_points(event(4), 3) == [3, Fraction(3, 2), 0]
    assert place_points(event(4), 2) == [3, 0]
    # Each seat's mean is the same at any table size.
    for seats in range(2, 7):
        full = place_points(event(seats), seats)
        for size in range(2, seats + 1):
            smaller = place_points(event(seats), size)
            assert sum(smaller) / size == sum(full) / seats
    # Configured points: read along their own curve.
    assert place_points(event(5, points=[10, 6, 3, 1, 0]), 3) == [10, 3, 0]


def test_a_bye_is_worth_a_full_tables_mean_unless_configured() -> None:
    assert bye_points(event(4)) == Fraction(3, 2)
    assert bye_points(event(2)) == Fraction(1, 2)
    assert bye_points(event(4, bye_points=3)) == 3


def test_a_no_show_scores_nothing_and_the_others_keep_their_order() -> None:
    table = result("t", ["a", "b", "c", "d"], [1, 2, 3, 4], forfeits=["b"])
    # b drops below everyone who came: c and d move up into second and third.
    assert table_points(event(4), table) == {"a": 3, "b": 0, "c": 2, "d": 1}
    # At two seats the one who came wins, whatever the game placed them.
    duel = result("v", ["a", "b"], [2, 1], forfeits=["b"])
    assert table_points(event(2), duel) == {"a": 1, "b": 0}
    assert won(duel, "a")
    # The no-show is behind everyone who came, level with another no-show.
    assert result_against(table, "d", "b") == 1
    assert result_against(table, "b", "a") == 0
    both = result("u", ["a", "b"], [1, 2], forfeits=["a", "b"])
    assert result_against(both, "a", "b") == Fraction(1, 2)
    assert table_points(event(2), both) == {"a": 0, "b": 0}


def test_a_win_is_first_place_alone() -> None:
    assert won(result("t", ["a", "b", "c"], [1, 2, 3]), "a")
    assert not won(result("t", ["a", "b", "c"], [1, 1, 3]), "a")
    assert not won(result("t", ["a", "b", "c"], [1, 2, 3], forfeits=["a"]), "a")


def test_tie_breaks_worked_by_hand_at_three_seats() -> None:
    # Points 2/1/0. Round 1: A > B > C; D = E > F. Round 2: F > A > D; B > C > E.
    # Scores: A 2+1 = 3, B 1+2 = 3, C 0+1 = 1, D 1.5+0 = 1.5, E 1.5+0 = 1.5, F 0+2 = 2.
    players = [Entry(id=p, name=p, rating=1500) for p in "ABCDEF"]
    results = [
        TableResult(code="1", round=1, seats=["A", "B", "C"], placements=[1, 2, 3]),
        TableResult(code="2", round=1, seats=["D", "E", "F"], placements=[1, 1, 3]),
        TableResult(code="3", round=2, seats=["A", "D", "F"], placements=[2, 3, 1]),
        TableResult(code="4", round=2, seats=["B", "C", "E"], placements=[1, 2, 3]),
    ]
    rows = {row.player: row for row in standings(event(3), players, results)}
    assert {p: r.score for p, r in rows.items()} == {
        "A": 3,
        "B": 3,
        "C": 1,
        "D": 1.5,
        "E": 1.5,
        "F": 2,
    }
    # Buchholz: A sat with B, C (3 + 1) then D, F (1.5 + 2) = 7.5; B with A, C then C, E:
    # 3 + 1 + 1 + 1.5 = 6.5; D with E, F then A, F: 1.5 + 2 + 3 + 2 = 8.5; E: 1.5+2+3+1 = 7.5.
    assert (rows["A"].buchholz, rows["B"].buchholz) == (7.5, 6.5)
    assert (rows["D"].buchholz, rows["E"].buchholz) == (8.5, 7.5)
    # Sonneborn-Berger: A ahead of B (3) and C (1), behind F, ahead of D (1.5): 5.5.
    # D level with E (1.5 / 2), ahead of F (2), behind A and F: 2.75. F: ahead of A and D: 4.5.
    assert (rows["A"].sonneborn_berger, rows["D"].sonneborn_berger) == (5.5, 2.75)
    assert rows["F"].sonneborn_berger == 4.5
    assert {p: r.wins for p, r in rows.items()} == {
        "A": 1,
        "B": 1,
        "C": 0,
        "D": 0,
        "E": 0,
        "F": 1,
    }
    # A and B level on score: Buchholz decides; D and E too.
    order = [row.player for row in standings(event(3), players, results)]
    assert order == ["A", "B", "F", "D", "E", "C"]


def test_sonneborn_berger_decides_before_wins_when_buchholz_is_level() -> None:
    # Two seats. Round 1: A beats B, C draws D. Round 2: A draws C, B beats D.
    # A 1.5, B 1, C 1, D 0.5. Buchholz of B: 1.5 + 0.5 = 2, of C: 0.5 + 1.5 = 2.
    # Sonneborn-Berger of B: lost to A, beat D: 0.5; of C: half of D and half of A: 1.
    players = [Entry(id=p, name=p, rating=1500) for p in "ABCD"]
    results = [
        TableResult(code="1", round=1, seats=["A", "B"], placements=[1, 2]),
        TableResult(code="2", round=1, seats=["C", "D"], placements=[1, 1]),
        TableResult(code="3", round=2, seats=["A", "C"], placements=[1, 1]),
        TableResult(code="4", round=2, seats=["B", "D"], placements=[1, 2]),
    ]
    rows = standings(event(2), players, results)
    assert [r.player for r in rows] == ["A", "C", "B", "D"]
    assert (rows[1].buchholz, rows[2].buchholz) == (2, 2)
    assert (rows[1].sonneborn_berger, rows[2].sonneborn_berger) == (1, 0.5)
    assert (rows[1].wins, rows[2].wins) == (0, 1)


def test_then_rating_then_id() -> None:
    players = [
        Entry(id="b", name="b", rating=1400),
        Entry(id="c", name="c", rating=1600),
        Entry(id="a", name="a", rating=1400),
    ]
    assert [r.player for r in standings(event(2), players, [])] == ["c", "a", "b"]


def test_byes_add_points_and_no_tie_break() -> None:
    players = [Entry(id=p, name=p, rating=1500) for p in "ABC"]
    results = [TableResult(code="1", round=1, seats=["A", "B"], placements=[1, 2])]
    rows = {r.player: r for r in standings(event(2), players, results, [Bye(round=1, player="C")])}
    assert (rows["C"].score, rows["C"].byes, rows["C"].buchholz, rows["C"].games) == (0.5, 1, 0, 0)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 6))
def test_standings_are_a_pure_function_of_the_results_in_any_order(seed: int, seats: int) -> None:
    rng = Random(seed)
    players = entries(12)
    results = []
    byes = []
    for number in range(1, 5):
        shuffled = rng.sample(players, len(players))
        size = rng.randint(2, seats)
        tables = [shuffled[i : i + size] for i in range(0, len(shuffled) - size + 1, size)]
        for i, table in enumerate(tables):
            ids = [p.id for p in table]
            results.append(
                TableResult(
                    code=f"{number}-{i}",
                    round=number,
                    seats=ids,
                    placements=ranking(rng, len(ids)),
                    forfeits=[p for p in ids if rng.random() < 0.1],
                )
            )
        byes += [Bye(round=number, player=p.id) for p in shuffled[len(tables) * size :]]
    rules = event(seats)
    before = standings(rules, players, results, byes)
    after = standings(
        rules,
        rng.sample(players, len(players)),
        rng.sample(results, len(results)),
        rng.sample(byes, len(byes)),
    )
    assert before == after
    assert sorted(r.rank for r in before) == list(range(1, len(players) + 1))
