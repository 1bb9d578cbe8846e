"""TournamentSettings are checked against the hosted games' declared seat ranges."""

from __future__ import annotations

import pytest
from tournament_helpers import game_seating, two_seat_game

from service.core.errors import GameNotFound
from service.games.registry import GAMES
from service.tournaments.errors import InvalidSettings
from service.tournaments.games import checked_settings, seats_allowed
from service.tournaments.models import TournamentSettings


def test_seats_allowed_follows_each_games_spec() -> None:
    for game in GAMES.values():
        for seats in range(0, 9):
            assert seats_allowed(game.id, seats) == (game.min_seats <= seats <= game.max_seats)
    assert not seats_allowed("no-such-game", 2)


def test_min_seats_defaults_to_one_fewer_where_the_game_allows_it() -> None:
    many = game_seating(3, 4)
    checked = checked_settings(TournamentSettings(format="swiss", game=many.id, seats=4, rounds=3))
    assert checked.min_seats == 3
    duel = two_seat_game()
    checked = checked_settings(TournamentSettings(format="swiss", game=duel.id, seats=2, rounds=3))
    assert checked.min_seats == 2


def test_bad_settings_are_refused() -> None:
    duel, many = two_seat_game(), game_seating(2, 4)
    bad = [
        TournamentSettings(
            format="swiss", game=duel.id, seats=3, rounds=3
        ),  # a size it never plays
        TournamentSettings(format="swiss", game=many.id, seats=4, min_seats=1, rounds=3),
        TournamentSettings(format="swiss", game=many.id, seats=3, min_seats=4, rounds=3),
        TournamentSettings(format="swiss", game=duel.id, seats=2, rounds=0),
        TournamentSettings(format="arena", game=duel.id, seats=2),
        TournamentSettings(format="knockout", game=many.id, seats=4),
        TournamentSettings(format="swiss", game=many.id, seats=3, rounds=3, points=[2, 1]),
        TournamentSettings(format="swiss", game=many.id, seats=3, rounds=3, points=[0, 1, 2]),
        TournamentSettings(format="swiss", game=duel.id, seats=2, rounds=3, player_cap=1),
        TournamentSettings(
            format="swiss", game=duel.id, seats=2, rounds=3, min_rating=2, max_rating=1
        ),
        TournamentSettings(format="knockout", game=duel.id, seats=2, tiebreak_games=-1),
    ]
    for settings in bad:
        with pytest.raises(InvalidSettings):
            checked_settings(settings)
    with pytest.raises(GameNotFound):
        checked_settings(TournamentSettings(format="swiss", game="no-such-game", seats=2, rounds=1))
    assert checked_settings(TournamentSettings(format="knockout", game=duel.id, seats=2)).seats == 2
