"""The table service: the one entry point of HTTP controllers and worker jobs, composed of parts
with one job each, built in one place (`TableService.build`, called by the app factory and the
workers):

- repository.py: tables as read and saved through the store (presence, recent reads, the
  compare-and-set save, the step log);
- scheduler.py: what comes next after a save (timers, bot turns, webhooks);
- changes.py: the change engine, running one `Change` (load, transition, save, schedule);
- reads.py, commands.py, bot_turns.py: what callers ask, over the parts they are given.

Callers ask the service by the names below, each the part's own method (no wrapper: a move or
a poll goes through no coroutine of the service's)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from service.core.settings import Settings
from service.tables.bot_turns import BotTurns
from service.tables.changes import TableChanges
from service.tables.commands import TableCommands
from service.tables.reads import TableReads
from service.tables.repository import TableRepository
from service.tables.scheduler import AfterChange, Deliverer, TableScheduler
from service.tables.table_store import TableStore


class TableService:
    """The parts, and what callers ask of them."""

    def __init__(
        self,
        repository: TableRepository,
        scheduler: TableScheduler,
        changes: TableChanges,
        reads: TableReads,
        commands: TableCommands,
        bot_turns: BotTurns,
    ) -> None:
        self.repository = repository
        self.scheduler = scheduler
        self.changes = changes
        self.reads = reads
        self.commands = commands
        self.bot_turns = bot_turns
        self.store = repository.store
        self.settings = repository.settings
        # The repository: what is stored, without loading the table.
        self.version = repository.version
        self.stored = repository.stored
        self.game_steps = repository.game_steps
        self.mark_seen = repository.mark_seen
        self.ping = repository.ping
        self.table_counts = repository.table_counts
        self.listed = repository.listed
        # The change engine: a load applies what is overdue; a change; a timer's wake-up.
        self.load = changes.load
        self.mutate = changes.mutate
        self.wake = changes.wake
        # Reads.
        self.view = reads.view
        self.view_and_wake = reads.view_and_wake
        self.poll_and_wake = reads.poll_and_wake
        self.view_after = reads.view_after
        self.prepare_wake = reads.prepare_wake
        self.poll_after_change = reads.poll_after_change
        self.prepared_poll = reads.prepared_poll
        self.stream_update = reads.stream_update
        self.prepared_stream_update = reads.prepared_stream_update
        self.due_check = reads.due_check
        self.legal_actions = reads.legal_actions
        self.view_wake_and_legal = reads.view_wake_and_legal
        self.events = reads.events
        # Commands.
        self.create = commands.create
        self.join = commands.join
        self.add_bot = commands.add_bot
        self.remove_bot = commands.remove_bot
        self.update = commands.update
        self.start = commands.start
        self.cancel = commands.cancel
        self.cancel_by_operator = commands.cancel_by_operator
        self.act = commands.act
        # Bot turns.
        self.bot_to_move = bot_turns.bot_to_move
        self.seat_act = bot_turns.seat_act

    @classmethod
    def build(
        cls,
        store: TableStore,
        settings: Settings,
        after_change: AfterChange | None = None,
        deliverer: Deliverer | None = None,
        live_quota: Callable[[str], Awaitable[int]] | None = None,
    ) -> TableService:
        """The service over `store`, scheduling what comes next through `after_change` and
        `deliverer` (the job queue's; None: no queue, as in an API started without workers'
        jobs); `live_quota` gives an app's quota of live tables (None: none)."""
        repository = TableRepository(store, settings)
        scheduler = TableScheduler(store, settings, after_change, deliverer)
        changes = TableChanges(repository, scheduler)
        return cls(
            repository,
            scheduler,
            changes,
            TableReads(repository, changes),
            TableCommands(repository, changes, live_quota),
            BotTurns(repository, changes),
        )
