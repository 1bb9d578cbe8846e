"""What a saved step reports to the metrics (core/metrics.py): the moves it applied, by source,
and how late the timers it applied fired. Called by the table service after a save; the pure
step (step.py, lifecycle.py) counts nothing."""

from __future__ import annotations

import time
from collections import Counter

from service.core import metrics
from service.tables import events as ev
from service.tables.lifecycle import Step
from service.tables.models import Table

FORFEIT_KINDS = {"clock": "clock", "move_time": "turn"}  # R8 losses on a deadline
# The events `timeout_kind` may recognise, by type (only these are worth decoding).
TIMEOUT_TYPES = frozenset(
    str(cls.__struct_config__.tag)
    for cls in (ev.TurnTimedOut, ev.BotMoveOverdue, ev.GameAborted, ev.SeatForfeited)
)


def timeout_kind(event: ev.AnyTableEvent | None) -> tuple[int, str] | None:
    """(seat, kind of timer) when the table's event says a deadline passed, else None."""
    match event:
        case ev.TurnTimedOut(seat=seat):
            return seat, "turn"
        case ev.BotMoveOverdue(seat=seat):
            return seat, "bot_grace"
        case ev.GameAborted(seat=seat):  # R8: no first move in time
            return seat, "first_move"
        case ev.SeatForfeited(seat=seat, reason=reason) if reason in FORFEIT_KINDS:
            return seat, FORFEIT_KINDS[reason]
    return None


def record_step(before: Table, after: Table, step: Step) -> None:
    """After a successful save: the moves it applied, and how late its timers fired."""
    now_ms = time.time() * 1000
    timed_out: Counter[int] | None = None  # most steps time nothing out: made when needed
    for event in step.events:
        if event.type not in TIMEOUT_TYPES:  # a move's own events: nothing to decode
            continue
        timed = timeout_kind(ev.typed(event))
        if timed is None:
            continue
        seat, kind = timed
        if timed_out is None:
            timed_out = Counter()
        timed_out[seat] += 1
        if (deadline := before.deadlines.get(seat)) is not None:
            metrics.observe_lateness(kind, now_ms - deadline)
    for seat, action in step.moves:
        if seat < 0:  # a pause ended
            if before.pause_until_ms is not None:
                metrics.observe_lateness("pause", now_ms - before.pause_until_ms)
            continue
        if action is None:  # a forfeit (R8), not a move
            continue
        if timed_out is not None and timed_out[seat]:
            timed_out[seat] -= 1
            source = "timeout"
        else:
            member = after.members[seat]
            source = "bot" if member.bot else "automatic" if member.automatic else "player"
        metrics.count_move(after.game, source, after.app)
