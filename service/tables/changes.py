"""Changing a table: load it (applying anything overdue first), run a transition, save it with
compare-and-set together with what comes next. One change is one `Change` value; the engine
(`TableChanges`) runs it over the repository (repository.py: reads, saves, presence, recent
reads) and the scheduler (scheduler.py: timers, bot turns, webhooks). The commands, the reads
and the bot turns of the table service (service.py) receive it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec
from msgspec.structs import replace

from service.core import errors, metrics
from service.games.base import IllegalAction
from service.storage.store import LoggedStep
from service.tables import autostart, lifecycle
from service.tables.clock import now_ms, step_clock
from service.tables.hosted import game_of
from service.tables.lifecycle import Step
from service.tables.models import Table
from service.tables.presence import last_seen_by_seat
from service.tables.recent import Revised
from service.tables.repository import Loaded, TableRepository
from service.tables.scheduler import TableScheduler
from service.tables.step import Input, Wake, advance
from service.tables.step_metrics import record_step

MAX_ATTEMPTS = 20

Seen = dict[int, int]  # seat -> when its token last polled or acted (ms)
Transition = Callable[[Table, Seen], tuple[Table, Step]]
# The caller's answer from the new table and its presence map (presence id -> ms).
Answer = Callable[[Table, dict[bytes, int]], bytes]


class Change(msgspec.Struct, frozen=True):
    """One change of the table `code`: `transition` with compare-and-set. Without an
    `expected_version` a lost race retries on the fresh table, with one it is a 409.
    `answer` makes the caller's answer from the new table and the presence map as the save
    leaves it (`present` marked), stored under `answer_scope` (an idempotency key's scope) for
    retries, which get it back without changing anything again.
    `token` is marked seen by the read. With `skip_unchanged`, a transition that changes
    nothing is not saved (its timer is set again instead). `loaded` (a table, presence and
    revision the caller just read) saves the first attempt a read; with `loaded_recently` it
    is a recent read (recent.py), which may be stale: a failed save from it is not a conflict,
    only the next attempt's fresh read can tell. A save requires the revision its read found
    (store.py). `present` (a presence id) is marked seen by the save itself."""

    code: str
    transition: Transition
    expected_version: int | None = None
    answer: Answer | None = None
    answer_scope: str | None = None
    token: str | None = None
    skip_unchanged: bool = False
    loaded: Revised | None = None
    present: bytes | None = None
    loaded_recently: bool = False


def lobby(change: Callable[[Table], tuple[Table, list[Any]]]) -> Transition:
    """A lobby change as a transition: its events, no game moves."""

    def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
        new_table, events = change(table)
        return new_table, Step(events=list(events))

    return transition


class TableChanges:
    """The change engine: loads through `repository`, saves through it, and asks `scheduler`
    what each save schedules."""

    def __init__(self, repository: TableRepository, scheduler: TableScheduler) -> None:
        self.repository = repository
        self.scheduler = scheduler
        self.settings = repository.settings

    async def load(self, code: str, token: str | None = None, apply_overdue: bool = True) -> Loaded:
        """The table with anything overdue applied, and its presence map; marks `token` seen.
        A stopped or lagging worker delays a timer but never freezes a table."""
        table, seen, _ = await self.load_revised(code, token, apply_overdue)
        return table, seen

    async def load_revised(
        self, code: str, token: str | None = None, apply_overdue: bool = True
    ) -> Revised:
        """As `load`, with the revision read (for a save from it: store.py)."""
        repository = self.repository
        table, seen, revision = await repository.read(code, token)
        if apply_overdue and repository.overdue(table, seen):
            await self.wake(table.code, table.version)
            table, seen, revision = await repository.read(table.code)
        repository.recent.remember(table, seen, revision)
        return table, seen, revision

    async def mutate(self, change: Change) -> tuple[Table, bytes | None]:
        """Run `change` (see Change): the new table, and the caller's answer if it asked for
        one."""
        repository, scheduler = self.repository, self.scheduler
        code, transition, expected_version = change.code, change.transition, change.expected_version
        answer, answer_scope = change.answer, change.answer_scope
        loaded = change.loaded
        for _ in range(MAX_ATTEMPTS):
            if answer_scope is not None:
                stored = await repository.stored_answer(code, answer_scope)
                if stored is not None:
                    return (await self.load(code))[0], stored
            from_memory = loaded is not None and change.loaded_recently
            if loaded is not None:
                (table, raw_seen, revision), loaded = loaded, None
            else:
                # No separate wake here: a game step applies what is overdue itself.
                table, raw_seen, revision = await self.load_revised(
                    code, change.token, apply_overdue=False
                )
            seen = last_seen_by_seat(table, raw_seen)
            if expected_version is not None and table.version != expected_version:
                if from_memory:  # (recent_read checks it; a caller may not have)
                    continue
                raise errors.VersionConflict(
                    f"the table is at version {table.version}, not {expected_version}",
                    current_version=table.version,
                )
            try:
                new_table, step = transition(table, seen)
            except errors.TapeteError as error:
                if from_memory:  # perhaps refused only because the read was stale: read
                    continue
                if isinstance(error.__cause__, IllegalAction):  # the rules refused a move
                    metrics.record_rejected(table.game, error.__cause__.code)
                raise
            if change.skip_unchanged and unchanged(table, new_table, step):
                await scheduler.reschedule(table, seen)
                return table, None
            # Who is here once the save marks `present`: what the answer shows (a poll right
            # after sees the same) and what this process remembers with the new table.
            present = change.present
            saved_seen = raw_seen if present is None else {**raw_seen, present: now_ms()}
            body = answer(new_table, saved_seen) if answer is not None else None
            stored_answer = (answer_scope, body) if answer_scope and body is not None else None
            logged = LoggedStep(step.events, step.moves)
            # What comes next: set by the save's own script when the timers live on the game
            # state's server (scheduler.atomic), else after the save.
            schedule = scheduler.next_after(table, new_table, seen)
            in_save = schedule if scheduler.atomic else None
            # The save must find the very table it read, not only its number (recent.py)
            if await repository.save(
                new_table,
                table.version,
                logged,
                stored_answer,
                in_save,
                present,
                saved_seen,
                revision,
            ):
                record_step(table, new_table, step)
                await repository.index_status(new_table, table.status)
                if schedule is not None and in_save is None:
                    await scheduler.after_save(new_table, table.version, schedule)
                return new_table, body
            if not from_memory:
                metrics.VERSION_CONFLICTS.labels(table.game).inc()
            # Lost the race: the next attempt sees the winner (and a stored answer, if any).
        raise errors.VersionConflict("the table is too busy right now; retry")

    def advance(self, table: Table, seen: Seen, given: Input) -> tuple[Table, Step]:
        """One version of a game in progress (see step.advance), at this moment."""
        return advance(table, game_of(table), step_clock(self.settings, seen), given)

    def woken(self, table: Table, seen: Seen) -> tuple[Table, Step]:
        """Only time passes: a game applies what is overdue; quick play's lobby may start by
        itself (autostart.py)."""
        if table.status != "lobby":
            return self.advance(table, seen, Wake())
        here = self.repository.connected_tokens(table, seen)
        clock = step_clock(self.settings, seen)
        return autostart.settle(lifecycle.bumped(table), game_of(table), here, clock, Step())

    async def wake(self, code: str, version: int) -> bool:
        """A timer fired (or a request found the table overdue): apply what is due."""
        try:
            await self.mutate(
                Change(code, self.woken, expected_version=version, skip_unchanged=True)
            )
        except (errors.VersionConflict, errors.TableNotFound):
            return False  # stale: the table moved on and scheduled its own timer
        return True


def unchanged(before: Table, after: Table, step: Step) -> bool:
    """Nothing happened: no event, no move, and every field as it was but the version."""
    return not step.events and not step.moves and replace(after, version=before.version) == before
