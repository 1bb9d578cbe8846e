"""What a tournament is made of, as data: its settings, its players, the results of its
finished tables as the tournament sees them, its byes, a round's pairing and a standings row.
Every Struct is frozen: the functions of this package return new values, never change one."""

from __future__ import annotations

from typing import Literal

import msgspec

Format = Literal["swiss", "arena", "knockout"]


class TournamentSettings(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An event's rules, fixed when it is created (games.checked_settings validates them)."""

    format: Format
    game: str
    seats: int
    """Seats per table: the size every table has when the players divide evenly."""
    min_seats: int | None = None
    """The smallest table the event accepts (Swiss remainders, the arena's wait limit). None
    here means `seats` (no smaller tables, byes instead); games.checked_settings fills it with
    one seat fewer when the game allows it."""
    rounds: int = 0
    """Swiss: the number of rounds (at least 1)."""
    duration_minutes: int = 0
    """Arena: the length of the time window (at least 1)."""
    points: list[float] | None = None
    """Points for places 1..seats at a full table; None: seats-1, seats-2, ..., 0."""
    bye_points: float | None = None
    """Points of a Swiss bye; None: a full table's mean points (what an average seat earns)."""
    rated: bool = False
    player_cap: int | None = None
    min_rating: float | None = None
    max_rating: float | None = None
    late_join_rounds: int = 2
    """Swiss: a player may join until this round is paired (they enter with 0 points)."""
    tiebreak_games: int = 2
    """Knockout: extra games after a drawn or shared game; still level: the higher seed."""
    wait_seconds: float = 30.0
    """Arena: how long the first player waiting waits for a full table before a smaller one
    (at least `min_seats`) starts."""
    check_in_minutes: int = 0
    """Check-in opens this long before the start; players who did not check in are left out
    at the start. 0: no check-in (every registered player plays)."""

    @property
    def smallest_table(self) -> int:
        return self.seats if self.min_seats is None else self.min_seats


class Entry(msgspec.Struct, frozen=True, kw_only=True):
    """A registered player. `joined_round`: the first round they may be paired in (late
    joiners: a later one). A withdrawn player keeps their results and is never paired again."""

    id: str
    name: str
    rating: float
    joined_round: int = 1
    withdrawn: bool = False


class TableResult(msgspec.Struct, frozen=True, kw_only=True):
    """A finished table as the tournament sees it. `seats[i]` is the player at seat i (seat 0
    opened); `placements[i]` their place (1 is first; equal numbers are tied places: a shared
    victory is two 1s). `forfeits`: players who did not show up (they score 0). `finished`:
    the order in which the tournament saw tables finish (the arena's streaks read it)."""

    code: str
    round: int
    seats: list[str]
    placements: list[int]
    forfeits: list[str] = []
    finished: int = 0


class Bye(msgspec.Struct, frozen=True, kw_only=True):
    """A Swiss round a player sat out because the players did not divide into tables."""

    round: int
    player: str


class PairedTable(msgspec.Struct, frozen=True, kw_only=True):
    """A table to start: `seats[0]` opens."""

    seats: list[str]


class Round(msgspec.Struct, frozen=True, kw_only=True):
    """A round's pairing: its tables (top of the standings first) and its byes."""

    number: int
    tables: list[PairedTable]
    byes: list[str] = []


class StandingRow(msgspec.Struct, frozen=True, kw_only=True):
    """A line of the standings. Points are exact fractions inside the package; rows show them
    as floats. Tie-breaks that a format does not use are 0."""

    rank: int
    player: str
    name: str
    score: float
    buchholz: float
    sonneborn_berger: float
    wins: int
    rating: float
    games: int
    byes: int
    withdrawn: bool
