"""Registering, late joins, withdrawing and no-shows: each refusal has its own error and
changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from tournament_helpers import entries

from service.tournaments.errors import (
    AlreadyRegistered,
    NotRegistered,
    RatingOutOfBounds,
    RegistrationClosed,
    TournamentFull,
    TournamentOver,
)
from service.tournaments.models import Entry, Format, TableResult, TournamentSettings
from service.tournaments.registration import register, withdraw, withdraw_no_shows


def event(kind: Format = "swiss", **more: Any) -> TournamentSettings:
    return TournamentSettings(
        format=kind, game="any", seats=2, rounds=5, duration_minutes=30, **more
    )


NEW = Entry(id="new", name="New", rating=1500)


def test_registering_adds_the_player_once() -> None:
    players = register(event(), entries(3), NEW, "registering")
    assert [p.id for p in players] == ["p01", "p02", "p03", "new"]
    with pytest.raises(AlreadyRegistered):
        register(event(), players, NEW, "registering")


def test_the_cap_and_the_rating_bounds() -> None:
    with pytest.raises(TournamentFull):
        register(event(player_cap=3), entries(3), NEW, "registering")
    with pytest.raises(RatingOutOfBounds):
        register(event(min_rating=1600), entries(3), NEW, "registering")
    with pytest.raises(RatingOutOfBounds):
        register(event(max_rating=1400), entries(3), NEW, "registering")
    assert len(register(event(min_rating=1500, max_rating=1500), [], NEW, "registering")) == 1


def test_swiss_late_join_until_round_two_with_no_points() -> None:
    joined = register(event(), entries(4), NEW, "running", next_round=2)
    assert joined[-1].joined_round == 2
    with pytest.raises(RegistrationClosed):
        register(event(), entries(4), NEW, "running", next_round=3)
    assert register(event(late_join_rounds=3), entries(4), NEW, "running", 3)[-1].joined_round == 3


def test_an_arena_takes_players_any_time_and_a_knockout_only_before_its_start() -> None:
    assert register(event("arena"), entries(4), NEW, "running", next_round=9)[-1].id == "new"
    with pytest.raises(RegistrationClosed):
        register(event("knockout"), entries(4), NEW, "running")
    with pytest.raises(TournamentOver):
        register(event("arena"), entries(4), NEW, "finished")


def test_withdrawing_and_coming_back() -> None:
    players = withdraw(entries(3), "p02", "running")
    assert [p.withdrawn for p in players] == [False, True, False]
    with pytest.raises(NotRegistered):
        withdraw(players, "p02", "running")
    with pytest.raises(NotRegistered):
        withdraw(players, "nobody", "running")
    with pytest.raises(TournamentOver):
        withdraw(entries(3), "p01", "finished")
    back = register(event("arena"), players, players[1], "running")
    assert [p.withdrawn for p in back] == [False, False, False]
    # A withdrawn player does not count against the cap.
    assert len(register(event(player_cap=3), players, NEW, "registering")) == 4


def test_no_shows_are_withdrawn() -> None:
    missed = TableResult(
        code="t", round=1, seats=["p01", "p02"], placements=[1, 2], forfeits=["p02"]
    )
    players = withdraw_no_shows(entries(3), [missed])
    assert [p.withdrawn for p in players] == [False, True, False]
