"""TournamentSettings checked against the hosted games (the registry's specs): the one module of the
package that knows which games exist. The rest reads only the TournamentSettings it is given."""

from __future__ import annotations

import msgspec

from service.core.errors import GameNotFound
from service.games.registry import get_game
from service.tournaments.errors import InvalidSettings
from service.tournaments.models import TournamentSettings


def seats_allowed(game_id: str, seats: int) -> bool:
    """Whether the game plays at a table of `seats` (its spec's min_seats..max_seats)."""
    game = get_game(game_id)
    return game is not None and game.min_seats <= seats <= game.max_seats


def checked_settings(settings: TournamentSettings) -> TournamentSettings:
    """`settings` as the event runs them (min_seats filled in: one seat fewer than `seats`
    when the game allows it, so remainders sit at smaller tables rather than out), or
    InvalidSettings with what is wrong; GameNotFound for a game this build does not host."""
    game = get_game(settings.game)
    if game is None:
        raise GameNotFound(f"no game {settings.game!r}")
    if not seats_allowed(settings.game, settings.seats):
        raise InvalidSettings(
            f"{game.title} plays at {game.min_seats} to {game.max_seats} seats, "
            f"not {settings.seats}"
        )
    smallest = settings.min_seats
    if smallest is None:
        smallest = max(game.min_seats, settings.seats - 1)
    if not (game.min_seats <= smallest <= settings.seats):
        raise InvalidSettings(
            f"min_seats must be from {game.min_seats} to {settings.seats}, not {smallest}"
        )
    if settings.format == "knockout" and settings.seats != 2:
        raise InvalidSettings("a knockout is for tables of two")
    if settings.format == "swiss" and settings.rounds < 1:
        raise InvalidSettings("a Swiss tournament needs at least 1 round")
    if settings.format == "arena" and settings.duration_minutes < 1:
        raise InvalidSettings("an arena lasts at least 1 minute")
    if settings.points is not None and len(settings.points) != settings.seats:
        raise InvalidSettings(f"points: one number per place, {settings.seats} of them")
    if settings.points is not None and any(
        a < b for a, b in zip(settings.points, settings.points[1:], strict=False)
    ):
        raise InvalidSettings("points: a better place never earns fewer points")
    if settings.player_cap is not None and settings.player_cap < smallest:
        raise InvalidSettings(f"player_cap: at least {smallest} players to seat a table")
    low, high = settings.min_rating, settings.max_rating
    if low is not None and high is not None and low > high:
        raise InvalidSettings("min_rating is above max_rating")
    if settings.tiebreak_games < 0 or settings.late_join_rounds < 1:
        raise InvalidSettings("tiebreak_games >= 0 and late_join_rounds >= 1")
    if not 1 <= settings.wait_seconds <= 600:
        raise InvalidSettings("wait_seconds: from 1 to 600")
    if not 0 <= settings.check_in_minutes <= 1440:
        raise InvalidSettings("check_in_minutes: from 0 to 1440 (a day)")
    return msgspec.structs.replace(settings, min_seats=smallest)
