"""The knockout: seeding by rating with byes to the top seeds, tiebreak games after a shared
result (then the higher seed), no-shows and withdrawals, and whole brackets played out."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tournament_helpers import entries

from service.tournaments import knockout
from service.tournaments.errors import InvalidResult, NotEnoughPlayers
from service.tournaments.knockout import Bracket, bracket_order, champion, next_games, record
from service.tournaments.models import Entry, TableResult, TournamentSettings


def rules(tiebreaks: int = 2) -> TournamentSettings:
    return TournamentSettings(format="knockout", game="any", seats=2, tiebreak_games=tiebreaks)


def seeded(count: int) -> list[Entry]:
    """s1..sN, s1 rated highest."""
    return [Entry(id=f"s{i}", name=f"Seed {i}", rating=2000 - 10 * i) for i in range(1, count + 1)]


def play(bracket: Bracket) -> Bracket:
    """Every pending game won by the better seed, until there is a champion."""
    n = 0
    while champion(bracket) is None:
        for pending in next_games(bracket):
            n += 1
            high = min(pending.seats, key=lambda p: int(p[1:]))
            placements = [1, 2] if pending.seats[0] == high else [2, 1]
            result = TableResult(
                code=str(n), round=pending.round, seats=pending.seats, placements=placements
            )
            bracket = record(rules(), bracket, result)
    return bracket


def test_the_standard_bracket_order() -> None:
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    for size in (16, 32, 64):
        order = bracket_order(size)
        assert sorted(order) == list(range(1, size + 1))
        # Each first-round pair adds up to size + 1; 1 and 2 sit in different halves.
        assert all(a + b == size + 1 for a, b in zip(order[::2], order[1::2], strict=True))
        assert (order.index(1) < size // 2) != (order.index(2) < size // 2)


def test_eight_players_seeded_by_rating() -> None:
    players = list(reversed(seeded(8)))  # registration order does not matter
    bracket = knockout.seed(rules(), players)
    assert bracket.seeds == [f"s{i}" for i in range(1, 9)]
    first = [sorted(g.seats) for g in next_games(bracket)]
    assert first == [["s1", "s8"], ["s4", "s5"], ["s2", "s7"], ["s3", "s6"]]
    done = play(bracket)
    assert champion(done) == "s1"
    final = done.rounds[-1][0]
    assert final.players == ["s1", "s2"]
    rows = knockout.standings(players, done)
    assert [r.player for r in rows[:2]] == ["s1", "s2"]
    assert [r.player for r in rows[2:4]] == ["s3", "s4"]  # semi-finalists, by seed
    assert rows[0].wins == 3 and rows[-1].wins == 0


def test_six_players_give_the_top_two_seeds_byes() -> None:
    bracket = knockout.seed(rules(), seeded(6))
    firsts = bracket.rounds[0]
    assert [m.players for m in firsts] == [
        ["s1", None],
        ["s4", "s5"],
        ["s2", None],
        ["s3", "s6"],
    ]
    assert [m.winner for m in firsts] == ["s1", None, "s2", None]
    assert [sorted(g.seats) for g in next_games(bracket)] == [["s4", "s5"], ["s3", "s6"]]
    done = play(bracket)
    assert champion(done) == "s1"
    rows = {r.player: r for r in knockout.standings(seeded(6), done)}
    assert (rows["s1"].byes, rows["s1"].wins, rows["s1"].games) == (1, 2, 2)


def test_a_shared_game_goes_to_tiebreak_games_then_to_the_higher_seed() -> None:
    bracket = knockout.seed(rules(tiebreaks=2), seeded(2))
    openers = []
    for n in range(3):
        (pending,) = next_games(bracket)
        assert pending.game == n + 1
        openers.append(pending.seats[0])
        level = TableResult(code=f"t{n}", round=1, seats=pending.seats, placements=[1, 1])
        bracket = record(rules(tiebreaks=2), bracket, level)
    assert openers == ["s1", "s2", "s1"]  # the higher seed opens game 1, then they alternate
    assert champion(bracket) == "s1"
    assert len(bracket.rounds[0][0].games) == 3


def test_a_tiebreak_game_decides() -> None:
    bracket = knockout.seed(rules(), seeded(2))
    (first,) = next_games(bracket)
    bracket = record(
        rules(), bracket, TableResult(code="a", round=1, seats=first.seats, placements=[1, 1])
    )
    (second,) = next_games(bracket)
    assert second.seats == ["s2", "s1"]
    bracket = record(
        rules(), bracket, TableResult(code="b", round=1, seats=second.seats, placements=[1, 2])
    )
    assert champion(bracket) == "s2"


def test_a_no_show_loses_and_a_withdrawn_player_gives_a_walkover() -> None:
    bracket = knockout.seed(rules(), seeded(4))
    s1_game, _s2_game = next_games(bracket)
    # s1 does not show up: s4 goes through though the game placed s1 first.
    bracket = record(
        rules(),
        bracket,
        TableResult(code="x", round=1, seats=s1_game.seats, placements=[1, 2], forfeits=["s1"]),
    )
    assert bracket.rounds[0][0].winner == "s4"
    # s3 withdraws before playing s2: s2 goes through; the final is s4 against s2.
    bracket = knockout.withdraw(rules(), bracket, "s3")
    assert bracket.rounds[0][1].winner == "s2"
    assert bracket.rounds[1][0].players == ["s4", "s2"]
    # A finalist withdrawing hands the title to the other.
    bracket = knockout.withdraw(rules(), bracket, "s2")
    assert champion(bracket) == "s4"
    assert next_games(bracket) == []


def test_a_game_no_match_waits_for_is_refused() -> None:
    bracket = knockout.seed(rules(), seeded(4))
    with pytest.raises(InvalidResult):
        record(
            rules(), bracket, TableResult(code="x", round=1, seats=["s1", "s2"], placements=[1, 2])
        )
    with pytest.raises(NotEnoughPlayers):
        knockout.seed(rules(), seeded(1))


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 40), st.integers(0, 2**32 - 1), st.integers(0, 3))
def test_any_bracket_ends_with_one_champion_who_never_lost(
    count: int, seed: int, tiebreaks: int
) -> None:
    rng = Random(seed)
    event = rules(tiebreaks)
    players = entries(count)
    bracket = knockout.seed(event, players)
    n = 0
    while champion(bracket) is None:
        pending = next_games(bracket)
        assert pending, "a bracket without a champion always has a game to play"
        for game in pending:
            n += 1
            placements = rng.choice([[1, 2], [2, 1], [1, 1]])
            bracket = record(
                event,
                bracket,
                TableResult(code=str(n), round=game.round, seats=game.seats, placements=placements),
            )
    winner = champion(bracket)
    losers = [
        p
        for matches in bracket.rounds
        for m in matches
        for p in m.players
        if p is not None and m.winner is not None and p != m.winner
    ]
    assert winner not in losers
    assert len(losers) == len(set(losers)) == count - 1  # everyone else lost exactly once
    rows = knockout.standings(players, bracket)
    assert rows[0].player == winner
