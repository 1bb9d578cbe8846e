"""The notifier's wake-up rules, without Redis: a message wakes only waiters that have not seen
its version (pub/sub delivery lags the save, so a late message must not end a fresh long-poll),
and once draining every long-poll answers at once."""

from __future__ import annotations

import asyncio
from typing import Any, cast

from service.storage.notify import Notifier


def notifier() -> Notifier:
    return Notifier(cast("Any", None))  # never started: no Redis needed


def test_a_message_wakes_only_waiters_behind_its_version() -> None:
    async def scenario() -> None:
        hub = notifier()
        async with hub.watch("ABC", since=5) as fresh, hub.watch("ABC") as any_change:
            hub.wake("ABC", 5)  # the save this waiter already read, delivered late
            assert not fresh.is_set() and any_change.is_set()
            hub.wake("XYZ", 9)
            assert not fresh.is_set()
            hub.wake("ABC", 6)
            assert fresh.is_set()
        assert hub.waiters == {}

    asyncio.run(scenario())


def test_draining_wakes_parked_waiters_and_new_ones_at_once() -> None:
    async def scenario() -> None:
        hub = notifier()
        async with hub.watch("ABC", since=5) as parked:
            hub.drain()
            assert parked.is_set()
            async with hub.watch("DEF", since=1) as late:
                assert late.is_set()

    asyncio.run(scenario())
