"""The table service's time: now, in milliseconds, and the clock a step runs at (the bots'
grace period and the scale tests shorten every timer by, both from the settings)."""

from __future__ import annotations

import time

from service.core.settings import Settings
from service.tables import timing


def now_ms() -> int:
    return int(time.time() * 1000)


def step_clock(settings: Settings, seen: dict[int, int] | None = None) -> timing.Clock:
    """The clock of a step taken now; `seen`: seat -> when its token last polled or acted."""
    grace = int(settings.bot_grace_seconds * 1000 * settings.time_scale)
    return timing.Clock(now_ms(), grace, settings.time_scale, seen)
