"""A tournament as stored: its settings, players, tables (each round's, with their results once
finished), Swiss byes, the knockout's bracket, the arena's queue, and the last events its
stream and webhooks show. One value, saved whole with compare-and-set on `version`
(store.py): every change of a tournament is one transition of this value (progress.py)."""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from service.tournaments.knockout import Bracket
from service.tournaments.models import Bye, Entry, Format, TableResult, TournamentSettings

Status = Literal["scheduled", "running", "finished", "cancelled"]
EVENTS_KEPT = 200  # the stream's replay window: a reader further behind reads the tournament


class RoundTable(msgspec.Struct, frozen=True, kw_only=True):
    """One of the tournament's tables: `seats[0]` opens. `opened`: the table exists and has
    started (the runner confirms it after the save that paired it). Knockout tables name
    their match (`slot`) and game number in it."""

    code: str
    round: int
    seats: list[str]
    slot: int = 0
    game: int = 0
    opened: bool = False
    result: TableResult | None = None


class TournamentEvent(msgspec.Struct, frozen=True, kw_only=True):
    """Something that happened, for the stream and webhooks: `seq` counts from 1."""

    seq: int
    type: str
    at_ms: int
    data: dict[str, Any] = {}


class Tournament(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    app: str
    name: str
    creator: str
    """`player:<id>` or `app`: who may cancel it."""
    settings: TournamentSettings
    options: bytes
    """The game's options for every table (msgpack, as a table keeps them)."""
    created_ms: int
    starts_ms: int
    seed: int
    version: int = 1
    status: Status = "scheduled"
    entries: list[Entry] = []
    checked_in: list[str] = []
    tables: list[RoundTable] = []
    byes: list[Bye] = []
    round: int = 0
    """Swiss: the rounds paired so far; knockout: the bracket round in play."""
    bracket: Bracket | None = None
    waiting: list[str] = []
    """Arena: players waiting for a table, in arrival order."""
    waiting_since_ms: int | None = None
    """Arena: when the longest-waiting player began waiting."""
    ends_ms: int | None = None
    """Arena: the end of the window (no new tables after it)."""
    finished_ms: int | None = None
    finished_tables: int = 0
    winner: str | None = None
    events: list[TournamentEvent] = []
    last_seq: int = 0

    @property
    def results(self) -> list[TableResult]:
        return [table.result for table in self.tables if table.result is not None]

    @property
    def over(self) -> bool:
        return self.status in ("finished", "cancelled")

    def table(self, code: str) -> RoundTable | None:
        for table in self.tables:
            if table.code == code:
                return table
        return None

    def entry(self, player: str) -> Entry | None:
        for entry in self.entries:
            if entry.id == player:
                return entry
        return None


def with_event(tournament: Tournament, kind: str, at_ms: int, **data: Any) -> Tournament:
    """`tournament` with one more event (the oldest dropped beyond EVENTS_KEPT)."""
    seq = tournament.last_seq + 1
    event = TournamentEvent(seq=seq, type=kind, at_ms=at_ms, data=data)
    kept = [*tournament.events, event][-EVENTS_KEPT:]
    return msgspec.structs.replace(tournament, events=kept, last_seq=seq)


class Summary(msgspec.Struct, frozen=True, kw_only=True):
    """What a listing shows of a tournament, stored beside it (listings read no whole event)."""

    id: str
    app: str
    name: str
    game: str
    format: Format
    status: Status
    starts_ms: int
    players: int
    winner: str | None = None


def summary_of(tournament: Tournament) -> Summary:
    return Summary(
        id=tournament.id,
        app=tournament.app,
        name=tournament.name,
        game=tournament.settings.game,
        format=tournament.settings.format,
        status=tournament.status,
        starts_ms=tournament.starts_ms,
        players=sum(1 for e in tournament.entries if not e.withdrawn),
        winner=tournament.winner,
    )
