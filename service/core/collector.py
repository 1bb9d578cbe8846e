"""Holding the cyclic collector off while a woken crowd is answered.

A young collection visits every container object allocated since the last one that is still
alive. With thousands of parked requests those are their tasks, frames and scopes, and a
collection that fell inside a crowd's wake took 70-115 ms of a 5,000-long-poll wake that
otherwise takes about 150 (gc callbacks; docs/performance.md). The wake holds the collector
off until the callbacks it made ready (the crowd's writes, its tasks' steps) have run; the
collection then comes as it would have, just after. Nothing is collected later than that, and
a collector someone else turned off stays off."""

from __future__ import annotations

import asyncio
import gc

_holds = 0  # wakes in progress that turned the collector off


def hold() -> bool:
    """Turn the collector off for a wake; True if this hold must be released."""
    global _holds
    if _holds == 0:
        if not gc.isenabled():
            return False
        gc.disable()
    _holds += 1
    return True


def release_later(loop: asyncio.AbstractEventLoop) -> None:
    """Release a hold once the callbacks made ready before this call (the crowd's writes, its
    tasks' next steps) have run."""
    loop.call_soon(_release)


def _release() -> None:
    global _holds
    _holds -= 1
    if _holds == 0:
        gc.enable()
