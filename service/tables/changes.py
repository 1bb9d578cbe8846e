"""Changing a table: load it (applying anything overdue first), run a transition, save with
compare-and-set together with what comes next (a due bot turn, the next timer, webhooks; after
the save when the queue is on another server). The reads, the commands and the bot turns of
the table service (service.py) are built on this."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any

from msgspec.structs import replace

from service.core import errors, metrics
from service.core.settings import Settings
from service.games.base import AnyGame, IllegalAction
from service.games.registry import get_game
from service.storage.queue import timers_key, webhooks_key
from service.storage.store import LoggedStep, Schedule, presence_id
from service.tables import timing, webhooks
from service.tables.fanout import SharedRead, SharedReads
from service.tables.lifecycle import Step
from service.tables.models import Table
from service.tables.presence import connected_seats, last_seen_by_seat
from service.tables.recent import RecentReads
from service.tables.step import Input, Wake, advance, plan
from service.tables.step_metrics import record_step
from service.tables.table_store import TableStore
from service.tables.tokens import hash_token, is_valid_code, normalize_code

MAX_ATTEMPTS = 20
PRESENCE_EVERY_MS = 1000  # a token's presence is written at most this often per process
PRESENCE_MEMORY = 100_000  # presence writes remembered per process before starting afresh

Seen = dict[int, int]  # seat -> when its token last polled or acted (ms)
Transition = Callable[[Table, Seen], tuple[Table, Step]]
# (code, version, previous version, a bot is due, next wake-up ms, the game just ended)
Scheduler = Callable[[str, int, int, bool, "int | None", bool], Awaitable[None]]
Deliverer = Callable[[list[tuple[str, bytes]]], Awaitable[None]]


def game_of(table: Table) -> AnyGame:
    game = get_game(table.game)
    if game is None:  # a table of a game this build no longer hosts
        raise errors.GameNotFound(f"game {table.game!r} is not hosted here")
    return game


def now_ms() -> int:
    return int(time.time() * 1000)


def lobby(change: Callable[[Table], tuple[Table, list[Any]]]) -> Transition:
    """A lobby change as a transition: its events, no game moves."""

    def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
        new_table, events = change(table)
        return new_table, Step(events=list(events))

    return transition


class TableChanges:
    """The table service's base: the store, the settings and where to schedule what comes
    next (`scheduler` None: no queue, as in an API started without workers' jobs)."""

    def __init__(
        self,
        store: TableStore,
        settings: Settings,
        scheduler: Scheduler | None,
        deliverer: Deliverer | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.scheduler = scheduler
        # Webhooks: scheduled by the save itself with the timers; else after it by `deliverer`.
        self.deliverer = deliverer
        # With the timers on the game state's server, a save sets the next timer and bot turn
        # in its own script; otherwise they are set after the save (see JobQueue.after_change).
        self.timers_key = (
            timers_key(settings.queue_name)
            if scheduler is not None and settings.schedules_atomically
            else None
        )
        self.webhook_urls = settings.webhook_url_list  # parsed once, not per save
        self.presence_written: dict[tuple[str, bytes], int] = {}
        self.recent = RecentReads()
        self.shared_reads = SharedReads(self.read_for_waiters)

    def clock(self, seen: Seen | None = None) -> timing.Clock:
        settings = self.settings
        grace = int(settings.bot_grace_seconds * 1000 * settings.time_scale)
        return timing.Clock(now_ms(), grace, settings.time_scale, seen)

    async def load(
        self, code: str, token: str | None = None, apply_overdue: bool = True
    ) -> tuple[Table, dict[bytes, int]]:
        """The table with anything overdue applied, and its presence map; marks `token` seen.
        A stopped or lagging worker delays a timer but never freezes a table."""
        code = normalize_code(code)
        if not is_valid_code(code):
            raise errors.TableNotFound(f"no table with code {code!r}")
        presence = self.presence_to_write(code, token)
        table, seen = await self.store.load_and_touch(code, presence, now_ms())
        if table is None:
            raise errors.TableNotFound(f"no table with code {code!r}")
        if apply_overdue and self.overdue(table, seen):
            await self.wake(code, table.version)
            table, seen = await self.store.load_and_touch(code, None, now_ms())
            if table is None:
                raise errors.TableNotFound(f"no table with code {code!r}")
        self.recent.remember(table, seen)
        return table, seen

    def recent_read(
        self, code: str, expected_version: int | None
    ) -> tuple[Table, dict[bytes, int]] | None:
        """This process's read of a table in play from a moment ago, if a move may start from
        it (see recent.py): nothing overdue, the version the caller expects, and a game whose
        timing no presence feeds."""
        found = self.recent.get(code)
        if found is None:
            return None
        table, seen = found
        if table.status != "playing" or (
            expected_version is not None and expected_version != table.version
        ):
            return None
        game = get_game(table.game)
        if game is None or timing.timing_of(table, game).absence_seconds is not None:
            return None
        if self.overdue(table, seen):
            return None
        return table, seen

    def overdue(self, table: Table, seen: dict[bytes, int]) -> bool:
        if table.status != "playing":
            return False
        return timing.overdue(table, game_of(table), self.clock(last_seen_by_seat(table, seen)))

    def presence_to_write(self, code: str, token: str | None) -> bytes | None:
        """The caller's presence id, unless this process wrote it less than a second ago:
        presence only needs seconds (C8 looks back 15 s, R8 60 s), and polls come faster."""
        if token is None:
            return None
        presence = presence_id(hash_token(code, token))
        key, now = (code, presence), now_ms()
        every = PRESENCE_EVERY_MS * self.settings.time_scale  # tests shorten R8's minute too
        if now - self.presence_written.get(key, -PRESENCE_EVERY_MS) < every:
            return None
        if len(self.presence_written) >= PRESENCE_MEMORY:
            self.presence_written.clear()
        self.presence_written[key] = now
        return presence

    def connected(self, table: Table, seen: dict[bytes, int]) -> set[int]:
        """C8: seats whose token polled or acted within the presence window."""
        window = int(self.settings.presence_seconds * 1000)
        return connected_seats(table, seen, now_ms(), window)

    async def read_for_waiters(self, code: str) -> SharedRead:
        table, seen = await self.load(code)
        return SharedRead(table, self.connected(table, seen))

    def ttl_ms(self, table: Table) -> int:
        seconds = (
            self.settings.finished_ttl_seconds if table.finished else self.settings.idle_ttl_seconds
        )
        return seconds * 1000

    async def mutate(
        self,
        code: str,
        transition: Transition,
        expected_version: int | None = None,
        answer: Callable[[Table], bytes] | None = None,
        answer_scope: str | None = None,
        token: str | None = None,
        skip_unchanged: bool = False,
        loaded: tuple[Table, dict[bytes, int]] | None = None,
        present: bytes | None = None,
        loaded_recently: bool = False,
    ) -> tuple[Table, bytes | None]:
        """Apply `transition` with compare-and-set; without an expected version a lost race
        retries on the fresh table, with one it is a 409. With `skip_unchanged`, a transition
        that changes nothing is not saved (its timer is set again instead). `loaded` (a table
        and presence the caller just read) saves the first attempt a read; with
        `loaded_recently` it is a recent read (recent.py), which may be stale: a failed save
        from it is not a conflict, only the next attempt's fresh read can tell. `present` (a
        presence id) is marked seen by the save itself."""
        for _ in range(MAX_ATTEMPTS):
            if answer_scope is not None:
                stored = await self.store.answer(normalize_code(code), answer_scope)
                if stored is not None:
                    return (await self.load(code))[0], stored
            from_memory = loaded is not None and loaded_recently
            if loaded is not None:
                (table, raw_seen), loaded = loaded, None
            else:
                # No separate wake here: a game step applies what is overdue itself.
                table, raw_seen = await self.load(code, token, apply_overdue=False)
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
            if skip_unchanged and unchanged(table, new_table, step):
                await self.reschedule(table, seen)
                return table, None
            body = answer(new_table) if answer is not None else None
            stored_answer = (answer_scope, body) if answer_scope and body is not None else None
            logged = LoggedStep(step.events, step.moves)
            bot_due, wake_at = False, None
            if self.scheduler is not None:  # no queue (an API started without workers' jobs)
                bot_due, wake_at = self.plan(new_table, seen)
            deliveries = self.webhook_deliveries(table, new_table)
            schedule = None
            if self.timers_key is not None:
                hooks_key = webhooks_key(self.settings.queue_name)
                # A game that just ended gets its end-of-game job (record, ratings) in the
                # same atomic save: it can be neither lost nor scheduled twice.
                ended = ended_now(table, new_table)
                schedule = Schedule(self.timers_key, wake_at, bot_due, hooks_key, deliveries, ended)
            if await self.store.save(
                new_table,
                table.version,
                logged,
                self.ttl_ms(new_table),
                stored_answer,
                schedule=schedule,
                present=present,
            ):
                record_step(table, new_table, step)
                now = now_ms()
                self.recent.remember(
                    new_table, raw_seen if present is None else {**raw_seen, present: now}
                )
                await self.store.index_status(new_table, table.status, self.ttl_ms(new_table))
                if self.scheduler is not None and schedule is None:
                    await self.scheduler(
                        new_table.code,
                        new_table.version,
                        table.version,
                        bot_due,
                        wake_at,
                        ended_now(table, new_table),
                    )
                    if self.deliverer is not None and deliveries:
                        await self.deliverer(list(deliveries))
                return new_table, body
            self.recent.forget(table.code)
            if not from_memory:
                metrics.VERSION_CONFLICTS.labels(table.game).inc()
            # Lost the race: the next attempt sees the winner (and a stored answer, if any).
        raise errors.VersionConflict("the table is too busy right now; retry")

    def webhook_deliveries(self, before: Table, after: Table) -> tuple[tuple[str, bytes], ...]:
        """(field, record) of each webhook the change owes (none without a queue: nobody would
        deliver them)."""
        urls = self.webhook_urls
        if self.scheduler is None or not urls:
            return ()
        owed = webhooks.deliveries(before, after, urls, now_ms())
        return tuple(
            (webhooks.delivery_field(delivery, index), webhooks.encode_delivery(delivery))
            for index, delivery in enumerate(owed)
        )

    def plan(self, table: Table, seen: Seen) -> tuple[bool, int | None]:
        """What a saved `table` schedules: whether a bot must move now, and its next wake-up."""
        if table.status != "playing":
            return False, None
        planned = plan(table, game_of(table), self.clock(seen))
        return planned.bot_due, planned.wake_at_ms

    async def reschedule(self, table: Table, seen: Seen) -> None:
        """A timer fired early (e.g. the seat it watched polled since): set it again."""
        if self.scheduler is None:
            return
        wake_at = self.next_wake(table, seen)
        if self.timers_key is not None:
            await self.store.set_timer(self.timers_key, table.code, table.version, wake_at)
        else:
            await self.scheduler(table.code, table.version, table.version, False, wake_at, False)

    def next_wake(self, table: Table, seen: Seen) -> int | None:
        if table.status != "playing":
            return None
        return timing.next_wake(table, game_of(table), self.clock(seen))

    def advance(self, table: Table, seen: Seen, given: Input) -> tuple[Table, Step]:
        """One version of a game in progress (see step.advance), at this moment."""
        return advance(table, game_of(table), self.clock(seen), given)

    async def wake(self, code: str, version: int) -> bool:
        """A timer fired (or a request found the table overdue): apply what is due."""
        try:
            await self.mutate(
                code,
                lambda table, seen: self.advance(table, seen, Wake()),
                expected_version=version,
                skip_unchanged=True,
            )
        except (errors.VersionConflict, errors.TableNotFound):
            return False  # stale: the table moved on and scheduled its own timer
        return True


def ended_now(before: Table, after: Table) -> bool:
    """A started game ended with this save (finished, cancelled or aborted)."""
    return after.finished and not before.finished and after.started_version is not None


def unchanged(before: Table, after: Table, step: Step) -> bool:
    """Nothing happened: no event, no move, and every field as it was but the version."""
    return not step.events and not step.moves and replace(after, version=before.version) == before
