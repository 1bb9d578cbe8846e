"""Who is in: registering, late join, withdrawing, no-shows. Each function returns the new
list of entries or raises the error the shell answers with, having changed nothing.

Phases: "registering" (until the start), "running", "finished". Registration checks, in
this order: the tournament is not over; the player is not already in (a withdrawn player
may come back: below); the cap (players not withdrawn) is not reached; their rating is
within the bounds; and while running: Swiss until round `late_join_rounds` is paired (they
enter with 0 points, from the next round), arena any time, knockout never (the bracket is
seeded at the start). A withdrawn player who registers again comes back with what they had
(Swiss: from the next round, if joining is still open; arena: any time; never in a
knockout). A no-show is withdrawn after the table they missed. An invitation to the event
is checked as a registration is, the rating aside (`invitable`), and stays open while
registering is (`closed_now`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Literal

import msgspec

from service.core.errors import TapeteError
from service.tournaments.errors import (
    AlreadyRegistered,
    NotRegistered,
    RatingOutOfBounds,
    RegistrationClosed,
    TournamentFull,
    TournamentOver,
)
from service.tournaments.models import Entry, TableResult, TournamentSettings

Phase = Literal["registering", "running", "finished"]


def register(
    settings: TournamentSettings,
    entries: Sequence[Entry],
    entry: Entry,
    phase: Phase,
    next_round: int = 1,
) -> list[Entry]:
    """`entries` with `entry` in (joined_round set from the phase and `next_round`)."""
    if phase == "finished":
        raise TournamentOver("the tournament has ended")
    known = {e.id: e for e in entries}
    previous = known.get(entry.id)
    if previous is not None and not previous.withdrawn:
        raise AlreadyRegistered(f"{entry.id} is registered already")
    in_play = sum(1 for e in entries if not e.withdrawn)
    if settings.player_cap is not None and in_play >= settings.player_cap:
        raise TournamentFull(f"the tournament is full ({settings.player_cap} players)")
    low, high = settings.min_rating, settings.max_rating
    if (low is not None and entry.rating < low) or (high is not None and entry.rating > high):
        raise RatingOutOfBounds(f"rating {entry.rating:g} is outside the event's bounds")
    closed = closed_now(settings, phase, next_round)
    if closed is not None:
        raise closed
    joined = next_round if phase == "running" and settings.format == "swiss" else 1
    if previous is not None:
        back = msgspec.structs.replace(
            previous, withdrawn=False, joined_round=min(previous.joined_round, joined)
        )
        return [back if e.id == entry.id else e for e in entries]
    return [*entries, msgspec.structs.replace(entry, joined_round=joined, withdrawn=False)]


def closed_now(settings: TournamentSettings, phase: Phase, next_round: int) -> TapeteError | None:
    """What refuses any registration now (the event over, or too late to join), else None:
    while None, an invitation to the event stays open."""
    if phase == "finished":
        return TournamentOver("the tournament has ended")
    if phase == "running":
        if settings.format == "knockout":
            return RegistrationClosed("a knockout is seeded at its start")
        if settings.format == "swiss" and next_round > settings.late_join_rounds:
            return RegistrationClosed(
                f"joining closed when round {settings.late_join_rounds} was paired"
            )
    return None


def invitable(
    settings: TournamentSettings,
    entries: Sequence[Entry],
    player: str,
    phase: Phase,
    next_round: int,
) -> None:
    """Raises what registering `player` now would raise, their rating aside (an invitation
    checks it when accepted): over, already in, full, too late to join."""
    closed = closed_now(settings, phase, next_round)
    if isinstance(closed, TournamentOver):
        raise closed
    if any(e.id == player and not e.withdrawn for e in entries):
        raise AlreadyRegistered(f"{player} is registered already")
    in_play = sum(1 for e in entries if not e.withdrawn)
    if settings.player_cap is not None and in_play >= settings.player_cap:
        raise TournamentFull(f"the tournament is full ({settings.player_cap} players)")
    if closed is not None:
        raise closed


def withdraw(entries: Sequence[Entry], player: str, phase: Phase) -> list[Entry]:
    """`entries` with `player` withdrawn: never paired again; their results stay."""
    if phase == "finished":
        raise TournamentOver("the tournament has ended")
    if not any(e.id == player and not e.withdrawn for e in entries):
        raise NotRegistered(f"{player} is not in the tournament")
    return [msgspec.structs.replace(e, withdrawn=True) if e.id == player else e for e in entries]


def withdraw_no_shows(entries: Sequence[Entry], results: Iterable[TableResult]) -> list[Entry]:
    """`entries` with every player who forfeited one of `results` withdrawn."""
    absent = {p for result in results for p in result.forfeits}
    return [msgspec.structs.replace(e, withdrawn=True) if e.id in absent else e for e in entries]
