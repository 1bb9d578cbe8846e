"""The arena: streaks as Lichess scores them, re-pairing whoever waits (by score, then
rating, arrivals first), last table-mates not met again at once, standings in any order."""

from __future__ import annotations

import itertools
from fractions import Fraction
from random import Random
from typing import Any

import msgspec
from tournament_helpers import entries, ranking

from service.tournaments.arena import forget_records, pair_waiting, records, standings
from service.tournaments.models import Entry, TableResult, TournamentSettings


def arena(seats: int, smallest: int | None = None) -> TournamentSettings:
    return TournamentSettings(
        format="arena", game="any", seats=seats, min_seats=smallest, duration_minutes=60
    )


def game(n: int, seats: list[str], placements: list[int], **more: Any) -> TableResult:
    return TableResult(
        code=f"g{n}",
        round=0,
        seats=seats,
        placements=placements,
        finished=n,
        **more,
    )


def test_two_wins_in_a_row_set_a_player_on_fire_until_a_game_is_not_won() -> None:
    others = ["b", "c", "d"]
    results = [
        game(1, ["a", *others], [1, 2, 3, 4]),  # win: 3
        game(2, ["a", *others], [1, 2, 3, 4]),  # win: 3, now on fire
        game(3, ["a", *others], [1, 2, 3, 4]),  # win on fire: 6
        game(4, ["a", *others], [2, 1, 3, 4]),  # second on fire: 4, the streak ends
        game(5, ["a", *others], [1, 2, 3, 4]),  # win, not on fire: 3
    ]
    mine = records(arena(4), results)["a"]
    assert (mine.score, mine.wins, mine.games, mine.streak) == (Fraction(19), 4, 5, 1)


def test_a_shared_first_place_is_not_a_win() -> None:
    results = [
        game(1, ["a", "b"], [1, 2]),
        game(2, ["a", "b"], [1, 2]),
        game(3, ["a", "b"], [1, 1]),  # on fire: (1 + 0) / 2 doubled = 1; the streak ends
        game(4, ["a", "b"], [1, 2]),  # 1
    ]
    mine = records(arena(2), results)["a"]
    assert (mine.score, mine.wins, mine.streak) == (Fraction(4), 3, 1)


def test_a_no_show_scores_nothing_and_breaks_the_streak() -> None:
    results = [
        game(1, ["a", "b"], [1, 2]),
        game(2, ["a", "b"], [1, 2]),
        game(3, ["a", "b"], [1, 2], forfeits=["a"]),
    ]
    found = records(arena(2), results)
    assert (found["a"].score, found["a"].streak) == (Fraction(2), 0)
    assert found["b"].score == 1  # the one who came wins


def test_standings_do_not_depend_on_the_order_results_arrive_in() -> None:
    rng = Random(5)
    players = entries(12)
    results = []
    for n in range(60):
        seated = rng.sample([p.id for p in players], 4)
        results.append(game(n, seated, ranking(rng, 4)))
    first = standings(arena(4), players, results)
    again = standings(arena(4), rng.sample(players, 12), rng.sample(results, len(results)))
    assert first == again
    # Score first, then wins.
    assert all((a.score, a.wins) >= (b.score, b.wins) for a, b in itertools.pairwise(first))


def test_whoever_waits_is_paired_at_once_by_score_then_rating() -> None:
    players = {p.id: p for p in entries(8)}
    # p01..p04 have won games; the rest have not.
    results = [game(n, [f"p0{n}", f"p0{n + 4}"], [1, 2]) for n in range(1, 5)]
    waiting = [f"p0{n}" for n in range(8, 0, -1)]
    pairing = pair_waiting(arena(4), waiting, players, results)
    assert pairing.waiting == []
    assert [sorted(t.seats) for t in pairing.tables] == [
        ["p01", "p02", "p03", "p04"],
        ["p05", "p06", "p07", "p08"],
    ]


def test_arrivals_sit_first_and_the_rest_wait_or_sit_at_a_smaller_table_when_flushed() -> None:
    players = {p.id: p for p in entries(6)}
    waiting = ["p06", "p05", "p04", "p03", "p02", "p01"]
    pairing = pair_waiting(arena(4, smallest=2), waiting, players, [])
    assert sorted(pairing.tables[0].seats) == ["p03", "p04", "p05", "p06"]
    assert pairing.waiting == ["p02", "p01"]
    flushed = pair_waiting(arena(4, smallest=2), pairing.waiting, players, [], flush=True)
    assert [sorted(t.seats) for t in flushed.tables] == [["p01", "p02"]]
    assert flushed.waiting == []
    # A table of four only: two players keep waiting even when flushed.
    assert pair_waiting(arena(4), ["p01", "p02"], players, [], flush=True).waiting == [
        "p01",
        "p02",
    ]


def test_last_opponents_are_not_paired_again_at_once() -> None:
    players = {p.id: p for p in entries(4)}
    # p01 beat p02 and p03 beat p04: by score the pairs would be p01-p03 and p02-p04; make
    # the scores say p01, p02 on top by giving p02 an earlier win over p04.
    results = [
        game(1, ["p02", "p04"], [1, 2]),
        game(2, ["p01", "p02"], [1, 2]),
        game(3, ["p03", "p04"], [1, 2]),
    ]
    pairing = pair_waiting(arena(2), ["p01", "p02", "p03", "p04"], players, results)
    pairs = {frozenset(t.seats) for t in pairing.tables}
    assert frozenset({"p01", "p02"}) not in pairs
    assert frozenset({"p03", "p04"}) not in pairs


def test_withdrawn_players_leave_the_queue() -> None:
    players = {p.id: p for p in entries(5)}
    players["p01"] = msgspec.structs.replace(players["p01"], withdrawn=True)
    pairing = pair_waiting(arena(2), ["p01", "p02", "p03", "p04", "p05"], players, [])
    seated = [p for t in pairing.tables for p in t.seats]
    assert sorted(seated) == ["p02", "p03", "p04", "p05"]
    assert pairing.waiting == []


def test_an_arena_of_twelve_keeps_everyone_playing() -> None:
    """A simulated hour: tables finish one at a time; their players queue again and are
    re-paired with whoever waits. Everyone plays, nobody waits at two tables at once."""
    rules = arena(4, smallest=3)
    players = {p.id: p for p in entries(12)}
    rng = Random(2)
    waiting = list(players)
    playing: list[list[str]] = []
    results: list[TableResult] = []
    for n in range(80):
        pairing = pair_waiting(rules, waiting, players, results)
        playing += [t.seats for t in pairing.tables]
        waiting = pairing.waiting
        seated = [p for t in playing for p in t]
        assert len(seated) == len(set(seated)) and not set(seated) & set(waiting)
        done = playing.pop(rng.randrange(len(playing)))
        results.append(game(n, done, ranking(rng, len(done))))
        waiting += done
    found = records(rules, results)
    assert all(found[p].games >= 10 for p in players)
    assert next(r.player for r in standings(rules, list(players.values()), results)) == max(
        players, key=lambda p: (found[p].score, found[p].wins, players[p].rating)
    )


def test_unknown_players_in_the_queue_are_ignored() -> None:
    players = {p.id: p for p in entries(2)}
    extra = Entry(id="x", name="x", rating=1)
    assert pair_waiting(arena(2), ["p01", extra.id, "p02"], players, []).waiting == []


def records_read_afresh(settings: TournamentSettings, results: list[TableResult]) -> Any:
    forget_records()
    return records(settings, results)


def test_records_built_on_kept_records_equal_records_read_afresh() -> None:
    """arena.records keeps what it read: a later call on the same results plus new games
    reads only the new ones, and answers as a call that read everything would."""
    rng = Random(11)
    players = [p.id for p in entries(10)]
    results = [game(n, rng.sample(players, 4), ranking(rng, 4)) for n in range(40)]
    settings = arena(4)
    forget_records()
    for count in range(0, 41, 5):
        kept = records(settings, results[:count])
        assert kept == records_read_afresh(settings, results[:count])
    # A result that finished earlier than the last ones read is not an extension: read again.
    late = msgspec.structs.replace(results[-1], code="late", finished=3)
    records(settings, results)
    assert records(settings, [*results, late]) == records_read_afresh(settings, [*results, late])
    # Other settings (points) are other records.
    other = msgspec.structs.replace(settings, points=[5.0, 2.0, 1.0, 0.0])
    records(settings, results)
    assert records(other, results) == records_read_afresh(other, results)


def test_changing_returned_records_changes_no_later_answer() -> None:
    rng = Random(12)
    players = [p.id for p in entries(8)]
    results = [game(n, rng.sample(players, 4), ranking(rng, 4)) for n in range(12)]
    forget_records()
    first = records(arena(4), results)
    for record in first.values():
        record.score += 100
        record.last_table.append("someone")
    assert records(arena(4), results) == records_read_afresh(arena(4), results)
