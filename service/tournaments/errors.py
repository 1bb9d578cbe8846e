"""Tournament errors: each a stable code the shell answers as problem+json (like the
table's errors in service/core/errors.py), raised before anything is changed."""

from __future__ import annotations

from service.core.errors import TapeteError


class InvalidSettings(TapeteError):
    """422 `invalid_tournament_settings`: a table size the game does not allow, rounds < 1..."""

    status = 422
    code = "invalid_tournament_settings"
    title = "Invalid tournament settings"


class InvalidResult(TapeteError):
    """400 `invalid_table_result`: a result that does not fit the table it reports on."""

    status = 400
    code = "invalid_table_result"
    title = "Invalid table result"


class AlreadyRegistered(TapeteError):
    """409 `already_registered`: the player is registered already."""

    status = 409
    code = "already_registered"
    title = "Already registered"


class TournamentFull(TapeteError):
    """409 `tournament_full`: the player cap is reached."""

    status = 409
    code = "tournament_full"
    title = "The tournament is full"


class RatingOutOfBounds(TapeteError):
    """403 `rating_out_of_bounds`: the player's rating is outside the event's bounds."""

    status = 403
    code = "rating_out_of_bounds"
    title = "Rating outside the bounds"


class RegistrationClosed(TapeteError):
    """409 `registration_closed`: too late to join (Swiss: after round 2 is paired)."""

    status = 409
    code = "registration_closed"
    title = "Registration closed"


class NotRegistered(TapeteError):
    """404 `not_registered`: the player is not in the tournament (or withdrew already)."""

    status = 404
    code = "not_registered"
    title = "Not registered"


class TournamentOver(TapeteError):
    """409 `tournament_over`: the tournament has ended."""

    status = 409
    code = "tournament_over"
    title = "The tournament is over"


class NotEnoughPlayers(TapeteError):
    """409 `not_enough_players`: too few active players to seat one table."""

    status = 409
    code = "not_enough_players"
    title = "Not enough players"


class CheckInClosed(TapeteError):
    """409 `check_in_closed`: outside the check-in window (or the event has no check-in)."""

    status = 409
    code = "check_in_closed"
    title = "Check-in closed"


class TournamentNotFound(TapeteError):
    """404 `tournament_not_found`: no such tournament (or another app's)."""

    status = 404
    code = "tournament_not_found"
    title = "Tournament not found"


class StartInPast(TapeteError):
    """422 `start_in_past`: a tournament's start time must be in the future."""

    status = 422
    code = "start_in_past"
    title = "Start time in the past"


class NotOrganiser(TapeteError):
    """403 `not_organiser`: only the tournament's creator (its player, or its app's server)
    may do this."""

    status = 403
    code = "not_organiser"
    title = "Not the organiser"


class InvalidGameOptions(TapeteError):
    """422 `invalid_game_options`: options the tournament's game refuses."""

    status = 422
    code = "invalid_game_options"
    title = "Invalid game options"


class NotInTournament(TapeteError):
    """403 `not_in_tournament`: only a registered player or the tournament's creator may
    invite to it or see whom it invited."""

    status = 403
    code = "not_in_tournament"
    title = "Not in the tournament"
