"""What comes next after a table's save: its next timer (a deadline, a pause's end, an absence
limit, the end of a quick-play lobby's wait), a bot turn due now, the end-of-game job of a game
that just ended, and the webhooks the change owes. With the timers on the game state's server
(`atomic`), the save sets them in its own script; otherwise they are set after it, through the
job queue (see JobQueue.after_change and add_deliveries). Without a queue (an API started
without workers' jobs), nothing is."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from service.core.settings import Settings
from service.storage.queue import timers_key, webhooks_key
from service.storage.store import Schedule
from service.tables import autostart, timing, webhooks
from service.tables.clock import now_ms, step_clock
from service.tables.hosted import game_of
from service.tables.models import Table
from service.tables.notices import notices
from service.tables.step import plan
from service.tables.table_store import TableStore

# (code, version, previous version, a bot is due, next wake-up ms, the game just ended)
AfterChange = Callable[[str, int, int, bool, "int | None", bool], Awaitable[None]]
Deliverer = Callable[[list[tuple[str, bytes]]], Awaitable[None]]


class TableScheduler:
    """Plans what a save schedules (`next_after`) and sets it after the save when the save
    could not (`after_save`); sets a timer that fired early again (`reschedule`).
    `after_change` None: no queue; `deliverer` None: webhooks only go with the save."""

    def __init__(
        self,
        store: TableStore,
        settings: Settings,
        after_change: AfterChange | None,
        deliverer: Deliverer | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.after_change = after_change
        # Webhooks: scheduled by the save itself with the timers; else after it by `deliverer`.
        self.deliverer = deliverer
        # With the timers on the game state's server, a save sets the next timer and bot turn
        # in its own script; otherwise they are set after the save (see JobQueue.after_change).
        self.atomic = after_change is not None and settings.schedules_atomically
        self.timers_key = timers_key(settings.queue_name)
        self.hooks_key = webhooks_key(settings.queue_name)
        self.webhook_urls = settings.webhook_url_list  # parsed once, not per save

    def next_after(self, before: Table, after: Table, seen: dict[int, int]) -> Schedule | None:
        """What saving `after` over `before` schedules (None: no queue, nothing): the save's
        own when `atomic`, else what `after_save` sets. `seen`: seat -> last seen (ms)."""
        if self.after_change is None:  # no queue (an API started without workers' jobs)
            return None
        bot_due, wake_at = self.plan(after, seen)
        # A game that just ended gets its end-of-game job (record, ratings) in the same atomic
        # save: it can be neither lost nor scheduled twice.
        return Schedule(
            self.timers_key,
            wake_at,
            bot_due,
            self.hooks_key,
            self.webhook_deliveries(before, after),
            ended_now(before, after),
        )

    async def after_save(self, after: Table, previous: int, schedule: Schedule) -> None:
        """Sets what `schedule` holds once `after` (saved over version `previous`) is saved, when
        the save could not (the queue on another server): a crash between the save and this
        loses it until a request finds the table overdue."""
        if self.after_change is None:
            return
        await self.after_change(
            after.code,
            after.version,
            previous,
            schedule.bot_due,
            schedule.wake_at_ms,
            schedule.ended,
        )
        if self.deliverer is not None and schedule.deliveries:
            await self.deliverer(list(schedule.deliveries))

    def webhook_deliveries(self, before: Table, after: Table) -> tuple[tuple[str, bytes], ...]:
        """(field, record) of each webhook and player notification the change owes (none
        without a queue: nobody would deliver them)."""
        if self.after_change is None:
            return ()
        now = now_ms()
        owed = webhooks.deliveries(before, after, self.webhook_urls, now)
        owed += [
            webhooks.Delivery(
                id=notice.key,
                url="",
                body=notice.body.decode(),
                inbox=notice.player,
                app=after.app,  # its `player.notified` message goes to this app's endpoints
            )
            for notice in notices(before, after, game_of(after), now)
        ]
        return tuple(
            (webhooks.delivery_field(delivery, index), webhooks.encode_delivery(delivery))
            for index, delivery in enumerate(owed)
        )

    def plan(self, table: Table, seen: dict[int, int]) -> tuple[bool, int | None]:
        """What a saved `table` schedules: whether a bot must move now, and its next wake-up."""
        if table.status != "playing":
            return False, self.next_wake(table, seen)
        planned = plan(table, game_of(table), step_clock(self.settings, seen))
        return planned.bot_due, planned.wake_at_ms

    async def reschedule(self, table: Table, seen: dict[int, int]) -> None:
        """A timer fired early (e.g. the seat it watched polled since): set it again."""
        if self.after_change is None:
            return
        wake_at = self.next_wake(table, seen)
        if self.atomic:
            await self.store.set_timer(self.timers_key, table.code, table.version, wake_at)
        else:
            await self.after_change(table.code, table.version, table.version, False, wake_at, False)

    def next_wake(self, table: Table, seen: dict[int, int]) -> int | None:
        if table.status == "lobby":  # quick play's lobby: the end of its wait
            return autostart.next_wake(table, step_clock(self.settings, seen))
        if table.status != "playing":
            return None
        return timing.next_wake(table, game_of(table), step_clock(self.settings, seen))


def ended_now(before: Table, after: Table) -> bool:
    """A started game ended with this save (finished, cancelled or aborted)."""
    return after.finished and not before.finished and after.started_version is not None
