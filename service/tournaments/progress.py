"""A tournament's transitions, pure: registering, checking in, withdrawing, the start, a
finished table's result, pairing what can be paired now, the end. Each takes the stored
value (state.py) and the time, and returns the next value or raises the error the API
answers with, having changed nothing. The shell (runner.py) saves each result with
compare-and-set, so a round is paired once however many workers race to pair it.

Times are scaled by `scale` (TAPETE_TIME_SCALE, as game timers are): the arena's window and
its wait limit."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from service.tournaments import arena, knockout, registration, scoring, swiss
from service.tournaments.errors import (
    CheckInClosed,
    InvalidResult,
    NotEnoughPlayers,
    NotRegistered,
    TournamentOver,
)
from service.tournaments.grouping import Apart
from service.tournaments.models import Bye, Entry, StandingRow, TableResult
from service.tournaments.registration import Phase
from service.tournaments.state import RoundTable, Tournament, with_event

NewCode = Callable[[], str]
NOBODY_APART: Apart = {}
STANDINGS_SHOWN = 10  # rows in a `standings` event (the whole table: GET the tournament)

replace = msgspec.structs.replace


def phase(tournament: Tournament) -> Phase:
    if tournament.status == "scheduled":
        return "registering"
    return "running" if tournament.status == "running" else "finished"


def register(tournament: Tournament, entry: Entry, now: int) -> Tournament:
    """`entry` in (registration.register's rules); an arena running puts them in the queue."""
    entries = registration.register(
        tournament.settings, tournament.entries, entry, phase(tournament), tournament.round + 1
    )
    changed = replace(tournament, entries=entries)
    if tournament.status == "running" and tournament.settings.format == "arena":
        changed = queued(changed, [entry.id], now)
    return with_event(changed, "registered", now, player=entry.id, name=entry.name)


def invitable(tournament: Tournament, player: str) -> None:
    """Raises what registering `player` now would, the rating aside (registration.invitable)."""
    registration.invitable(
        tournament.settings, tournament.entries, player, phase(tournament), tournament.round + 1
    )


def registering(tournament: Tournament) -> bool:
    """Whether the tournament takes registrations now (its invitations stay open while so)."""
    closed = registration.closed_now(tournament.settings, phase(tournament), tournament.round + 1)
    return closed is None


def check_in(tournament: Tournament, player: str, now: int) -> Tournament:
    """A registered player confirms they will play (within the check-in window)."""
    if tournament.over:
        raise TournamentOver("the tournament has ended")
    entry = tournament.entry(player)
    if entry is None or entry.withdrawn:
        raise NotRegistered(f"{player} is not in the tournament")
    minutes = tournament.settings.check_in_minutes
    opens = tournament.starts_ms - minutes * 60_000
    if tournament.status != "scheduled" or minutes == 0 or now < opens:
        raise CheckInClosed("check-in is open only in the window before the start")
    if player in tournament.checked_in:
        return tournament
    changed = replace(tournament, checked_in=[*tournament.checked_in, player])
    return with_event(changed, "checked_in", now, player=player)


def withdraw(tournament: Tournament, player: str, now: int) -> Tournament:
    entries = registration.withdraw(tournament.entries, player, phase(tournament))
    changed = replace(
        tournament, entries=entries, checked_in=[p for p in tournament.checked_in if p != player]
    )
    changed = without_waiting(changed, {player})
    if changed.bracket is not None:
        changed = replace(
            changed, bracket=knockout.withdraw(changed.settings, changed.bracket, player)
        )
    return with_event(changed, "withdrew", now, player=player)


def queued(tournament: Tournament, players: list[str], now: int) -> Tournament:
    """Arena: `players` join the back of the queue (once each)."""
    waiting = list(tournament.waiting)
    for player in players:
        if player not in waiting:
            waiting.append(player)
    since = tournament.waiting_since_ms
    if not tournament.waiting and waiting:
        since = now
    return replace(tournament, waiting=waiting, waiting_since_ms=since)


def without_waiting(tournament: Tournament, players: set[str]) -> Tournament:
    waiting = [p for p in tournament.waiting if p not in players]
    since = tournament.waiting_since_ms if waiting else None
    return replace(tournament, waiting=waiting, waiting_since_ms=since)


def start(tournament: Tournament, now: int, scale: float) -> Tournament:
    """The start: check-in (if asked for) leaves out who did not check in; the first
    pairing follows in `advance`."""
    entries = tournament.entries
    if tournament.settings.check_in_minutes:
        here = set(tournament.checked_in)
        entries = [e if e.id in here else replace(e, withdrawn=True) for e in entries]
    settings = tournament.settings
    started = replace(tournament, status="running", entries=entries)
    started = with_event(started, "started", now)
    active = [e for e in entries if not e.withdrawn]
    try:
        if settings.format == "knockout":
            started = replace(started, bracket=knockout.seed(settings, active), round=1)
        elif settings.format == "swiss":
            swiss.table_plan(len(active), settings.seats, settings.smallest_table)
    except NotEnoughPlayers:
        return finished(started, now, "not_enough_players")
    if settings.format == "arena":
        if len(active) < settings.smallest_table:
            return finished(started, now, "not_enough_players")
        window = int(settings.duration_minutes * 60_000 * scale)
        started = replace(started, ends_ms=now + window)
        started = queued(started, [e.id for e in active], now)
    return started


def advance(
    tournament: Tournament,
    now: int,
    scale: float,
    new_code: NewCode,
    apart: Apart = NOBODY_APART,
) -> Tournament:
    """Everything due now: the start, the next round (Swiss: when the last table of a round
    finished; knockout: every match whose players are known), the arena's tables for whoever
    waits, and the end. Swiss and arena tables seat players who blocked one another
    (`apart`) apart when they can; a knockout's matches follow its seeded bracket, blocks or
    not."""
    if tournament.status == "scheduled" and now >= tournament.starts_ms:
        tournament = start(tournament, now, scale)
    if tournament.status != "running":
        return tournament
    match tournament.settings.format:
        case "swiss":
            return advance_swiss(tournament, now, new_code, apart)
        case "knockout":
            return advance_knockout(tournament, now, new_code)
        case _:
            return advance_arena(tournament, now, scale, new_code, apart)


def playing(tournament: Tournament) -> list[RoundTable]:
    return [table for table in tournament.tables if table.result is None]


def advance_swiss(
    tournament: Tournament, now: int, new_code: NewCode, apart: Apart = NOBODY_APART
) -> Tournament:
    if playing(tournament):
        return tournament
    settings = tournament.settings
    if tournament.round >= settings.rounds:
        return finished(tournament, now, "rounds_played")
    number = tournament.round + 1
    try:
        paired = swiss.pair_round(
            settings,
            tournament.entries,
            tournament.results,
            tournament.byes,
            number,
            tournament.seed,
            apart,
        )
    except NotEnoughPlayers:
        return finished(tournament, now, "not_enough_players")
    tables = [RoundTable(code=new_code(), round=number, seats=t.seats) for t in paired.tables]
    byes = [Bye(round=number, player=player) for player in paired.byes]
    changed = replace(
        tournament,
        round=number,
        tables=[*tournament.tables, *tables],
        byes=[*tournament.byes, *byes],
    )
    return round_started(changed, now, number, tables, paired.byes)


def advance_knockout(tournament: Tournament, now: int, new_code: NewCode) -> Tournament:
    bracket = tournament.bracket
    assert bracket is not None
    if knockout.champion(bracket) is not None:
        return finished(tournament, now, "champion")
    known = {(t.round, t.slot, t.game) for t in tournament.tables}
    tables = [
        RoundTable(code=new_code(), round=g.round, seats=g.seats, slot=g.slot, game=g.game)
        for g in knockout.next_games(bracket)
        if (g.round, g.slot, g.game) not in known
    ]
    if not tables:
        return tournament
    number = max(t.round for t in tables)
    changed = replace(tournament, tables=[*tournament.tables, *tables], round=number)
    return round_started(changed, now, number, tables, [])


def advance_arena(
    tournament: Tournament,
    now: int,
    scale: float,
    new_code: NewCode,
    apart: Apart = NOBODY_APART,
) -> Tournament:
    settings = tournament.settings
    assert tournament.ends_ms is not None
    if now >= tournament.ends_ms:
        if playing(tournament):
            return tournament  # games in play when the window closes still count
        return finished(tournament, now, "time_up")
    since = tournament.waiting_since_ms
    flush = since is not None and now >= since + int(settings.wait_seconds * 1000 * scale)
    players = {e.id: e for e in tournament.entries}
    paired = arena.pair_waiting(
        settings, tournament.waiting, players, tournament.results, flush=flush, apart=apart
    )
    if not paired.tables:
        return tournament
    tables = [RoundTable(code=new_code(), round=0, seats=t.seats) for t in paired.tables]
    changed = replace(tournament, tables=[*tournament.tables, *tables])
    changed = replace(
        changed,
        waiting=paired.waiting,
        waiting_since_ms=(now if paired.waiting else None),
    )
    return with_event(changed, "tables_started", now, tables=shown_tables(tables))


def shown_tables(tables: list[RoundTable]) -> list[dict[str, object]]:
    return [{"code": t.code, "seats": list(t.seats)} for t in tables]


def round_started(
    tournament: Tournament, now: int, number: int, tables: list[RoundTable], byes: list[str]
) -> Tournament:
    return with_event(
        tournament, "round_started", now, round=number, tables=shown_tables(tables), byes=byes
    )


def opened(tournament: Tournament, codes: set[str]) -> Tournament:
    """The tables `codes` exist and have started."""
    tables = [replace(t, opened=True) if t.code in codes else t for t in tournament.tables]
    return replace(tournament, tables=tables)


def recoded(tournament: Tournament, old: str, new: str) -> Tournament:
    """A paired table whose code another table took (before it was opened) gets another."""
    tables = [
        replace(t, code=new) if t.code == old and not t.opened else t for t in tournament.tables
    ]
    return replace(tournament, tables=tables)


def record(
    tournament: Tournament,
    result: TableResult,
    now: int,
    scale: float,
    new_code: NewCode,
    apart: Apart = NOBODY_APART,
) -> Tournament:
    """A finished table's result, once (a second report of the same table changes nothing),
    then whatever it makes due (the next round, the arena's next tables, the end). A no-show
    is withdrawn after the table they missed (docs/tournaments.md)."""
    table = tournament.table(result.code)
    if table is None or table.result is not None or tournament.over:
        return tournament
    if result.seats != table.seats:
        raise InvalidResult(f"table {result.code}: seats {result.seats} are not {table.seats}")
    result = replace(result, round=table.round, finished=tournament.finished_tables + 1)
    scoring.check_result(result)
    tables = [replace(t, result=result) if t.code == result.code else t for t in tournament.tables]
    changed = replace(tournament, tables=tables, finished_tables=result.finished)
    changed = replace(changed, entries=registration.withdraw_no_shows(changed.entries, [result]))
    if changed.bracket is not None:
        try:
            bracket = knockout.record(changed.settings, changed.bracket, result)
        except InvalidResult:
            bracket = changed.bracket  # a walkover decided the match meanwhile
        for player in result.forfeits:
            bracket = knockout.withdraw(changed.settings, bracket, player)
        changed = replace(changed, bracket=bracket)
    if changed.settings.format == "arena":
        absent = set(result.forfeits)
        back = [p for p in result.seats if p not in absent]
        changed = queued(changed, back, now)
    changed = with_event(
        changed,
        "table_finished",
        now,
        code=result.code,
        round=result.round,
        seats=result.seats,
        placements=result.placements,
        forfeits=result.forfeits,
    )
    changed = with_event(changed, "standings", now, top=shown_rows(standings(changed)))
    return advance(changed, now, scale, new_code, apart)


def finished(tournament: Tournament, now: int, reason: str) -> Tournament:
    rows = standings(tournament)
    winner = rows[0].player if rows and tournament.results else None
    if tournament.bracket is not None:
        winner = knockout.champion(tournament.bracket)
    done = replace(
        tournament,
        status="finished",
        finished_ms=now,
        winner=winner,
        waiting=[],
        waiting_since_ms=None,
    )
    return with_event(done, "finished", now, reason=reason, winner=winner)


def cancel(tournament: Tournament, now: int) -> Tournament:
    if tournament.over:
        raise TournamentOver("the tournament has ended")
    done = replace(tournament, status="cancelled", finished_ms=now, waiting=[])
    return with_event(done, "cancelled", now)


def standings(tournament: Tournament) -> list[StandingRow]:
    settings = tournament.settings
    if tournament.bracket is not None:
        return knockout.standings(tournament.entries, tournament.bracket)
    if settings.format == "arena":
        return arena.standings(settings, tournament.entries, tournament.results)
    return scoring.standings(settings, tournament.entries, tournament.results, tournament.byes)


def shown_rows(rows: list[StandingRow]) -> list[dict[str, object]]:
    return [
        {"rank": r.rank, "player": r.player, "name": r.name, "score": r.score}
        for r in rows[:STANDINGS_SHOWN]
    ]


def due_ms(tournament: Tournament, scale: float) -> int | None:
    """When the tournament next needs a worker: its start; now, for tables paired but not
    yet opened; the arena's wait limit and the end of its window. None: it waits for tables
    to finish (their end-of-game jobs report them) or is over."""
    if tournament.over:
        return None
    if tournament.status == "scheduled":
        return tournament.starts_ms
    if unopened(tournament):  # (a table that has its result was opened, marked or not)
        return 0
    if tournament.settings.format != "arena" or tournament.ends_ms is None:
        return None
    times = [tournament.ends_ms]
    since = tournament.waiting_since_ms
    if since is not None and len(tournament.waiting) >= tournament.settings.smallest_table:
        times.append(since + int(tournament.settings.wait_seconds * 1000 * scale))
    return min(times)


def unopened(tournament: Tournament) -> list[RoundTable]:
    return [t for t in tournament.tables if not t.opened and t.result is None]
