"""When a watched table is due: a parked long-poll or stream (service/http/longpoll.py,
event_stream.py) wakes at the table's next deadline or pause end and reads it. Times are
milliseconds from the table itself, never read back from the view's ISO strings."""

from __future__ import annotations

import time

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
