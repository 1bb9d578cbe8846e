"""The tests' one way to wait for something another process or thread does: poll a check until it
answers truthy, within a deadline. A test that must show something did *not* happen waits for a
later thing instead (a newer version, an event, a finished job), never for a fixed time."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def eventually(
    check: Callable[[], T],
    timeout: float = 15,
    interval: float = 0.05,
    what: str = "the condition",
    ignoring: tuple[type[BaseException], ...] = (),
    details: Callable[[], str] | None = None,
    pause: Callable[[float], object] = time.sleep,
) -> T:
    """Call `check` until it returns something truthy, and return that; after `timeout` seconds
    raise AssertionError naming `what` and the last value (or ignored exception) seen.

    An exception from `check` fails at once, unless it is one of `ignoring` (say, a connection
    refused while a server starts), which counts as "not yet". `details`, if given, adds what
    it answers on a timeout (a process's log, read only then). `pause` waits `interval` seconds
    between calls: a Playwright page passes its own wait, so the browser's events keep flowing."""
    deadline = time.monotonic() + timeout
    while True:
        error: BaseException | None = None
        try:
            result = check()
        except ignoring as raised:
            error, last = raised, repr(raised)
        else:
            if result:
                return result
            last = repr(result)
        if time.monotonic() >= deadline:
            message = f"timed out after {timeout} s waiting for {what} (last seen: {last})"
            if details is not None:
                message += "\n" + details()
            raise AssertionError(message) from error
        pause(interval)
