"""A long-poll (GET /tables/{code} with `since` and `wait`): park until the table's version
passes `since`, the wait runs out, or the process stops. Times are milliseconds from the table
itself (its next deadline or pause end), never read back from the view's ISO strings."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

from service.core.logcontext import note_seat
from service.storage.notify import Notifier
from service.tables.changes import now_ms
from service.tables.fanout import Poll
from service.tables.service import TableService

# A watched table's long-poll (or stream) wakes this long after the table's deadline or pause
# end and reads it, which applies what is overdue if no worker has yet. Normally a worker's
# pump (it looks every 20 ms) has applied it by then, and that change answered the waiter
# already: the API applying the same timeouts as the workers only doubled the work of a burst
# (two processes, one losing each compare-and-set), with a p99 lateness about half again worse
# (docs/performance.md, "Timers"). Without workers, a watched table's timers apply this late.
DUE_MARGIN_MS = 150


def ms_until_due(wake_at_ms: int | None, now: int) -> int | None:
    """Milliseconds until a table's next deadline or pause end (a little after, never
    negative); None if it has none."""
    if wake_at_ms is None:
        return None
    return max(0, wake_at_ms - now) + DUE_MARGIN_MS


def monotonic_ms() -> int:
    return time.monotonic_ns() // 1_000_000


# Given the answer of a change the moment it is prepared (in the notifier's wake, before the
# waiter's own task runs again): True if it sent it already (the task then only finishes).
Deliver = Callable[[Poll], bool]


class EarlyAnswer:
    """A parked long-poll's hook (service/storage/notify.py): answers with the prepared read
    in the wake itself, through `deliver`; `poll` is what it answered, if it did."""

    __slots__ = ("code", "deliver", "notifier", "poll", "since", "tables", "token")

    def __init__(
        self,
        tables: TableService,
        notifier: Notifier,
        code: str,
        token: str | None,
        since: int,
        deliver: Deliver,
    ) -> None:
        self.tables = tables
        self.notifier = notifier
        self.code = code
        self.token = token
        self.since = since
        self.deliver = deliver
        self.poll: Poll | None = None

    def __call__(self) -> bool:
        if self.poll is None:
            at_least = self.notifier.announced.get(self.code, 0)
            poll = self.tables.prepared_poll(self.code, self.token, self.since, at_least)
            if poll is not None and self.deliver(poll):
                self.poll = poll
        return False  # the task still finishes its request


async def wait_for_change(
    tables: TableService,
    notifier: Notifier,
    code: str,
    token: str | None,
    since: int,
    wait_ms: int,
    deliver: Deliver | None = None,
) -> Poll:
    """The caller's answer once the version passes `since`, or after `wait_ms` (capped by the
    settings) the current one. If the table has a deadline (or a pause end) before the wait
    runs out, wake then and load it: loading applies what is overdue, so a watched table's
    timers fire on time even when the workers lag. The view is built only if asked for.
    With `deliver`, a change's answer is handed to it as soon as the change is prepared, in
    the wake itself (see Deliver); the Poll returned is then the one it sent."""
    poll, wake_at_ms = await tables.poll_and_wake(code, token)
    wait_ms = min(wait_ms, tables.settings.max_wait_seconds * 1000)
    if wait_ms <= 0 or poll.version > since:
        return poll
    code = poll.table.code
    give_up = monotonic_ms() + wait_ms
    early = None if deliver is None else EarlyAnswer(tables, notifier, code, token, since, deliver)
    async with notifier.watch(code, since, on_wake=early) as changed:
        while True:
            # Registered before reading the version: no change slips between the two.
            version = await tables.version(code)
            if version is None or version > since:
                break
            remaining = give_up - monotonic_ms()
            if remaining <= 0:
                return poll
            due = ms_until_due(wake_at_ms, now_ms())
            try:
                timeout = remaining if due is None else min(remaining, due)
                # asyncio.timeout, not wait_for: no task per wait (thousands wake at once)
                async with asyncio.timeout(timeout / 1000):
                    await changed.wait()
                break
            except TimeoutError:
                if early is not None and early.poll is not None:
                    break  # answered in the wake just as the wait ran out
                if due is not None and due < remaining:
                    poll, wake_at_ms = await tables.poll_and_wake(code, token)
                    if poll.version > since:
                        return poll
                    continue
                return poll
        if early is not None and early.poll is not None:  # answered in the wake already
            note_seat(early.poll.caller.seat)
            return early.poll
        # The newest version known here: a read prepared for it (fanout.py) answers at once.
        at_least = max(version or 0, notifier.announced.get(code, 0))
    return await tables.poll_after_change(code, token, since, at_least)
