"""The notifier's wake-up rules, without Redis: a message wakes only waiters that have not seen
its version (pub/sub delivery lags the save, so a late message must not end a fresh long-poll),
and once draining every long-poll answers at once."""

from __future__ import annotations

import asyncio
import gc
from typing import Any, cast

from service.storage.notify import CROWD, Notifier


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


def test_a_change_is_prepared_before_its_waiters_wake() -> None:
    """One read for every waiter of a change: they wake once it is made, and the streams'
    `since`s (not the long-polls') are handed over so their log is read once too."""

    async def scenario() -> None:
        hub = notifier()
        prepared: list[tuple[str, int, frozenset[int]]] = []
        reading, release = asyncio.Event(), asyncio.Event()

        async def prepare(code: str, version: int, sinces: frozenset[int]) -> None:
            prepared.append((code, version, sinces))
            reading.set()
            await release.wait()

        hub.prepare = prepare
        async with (
            hub.watch("ABC", since=5) as poll,
            hub.watch("ABC", since=4, reads_log=True) as stream,
            hub.watch("ABC", since=7, reads_log=True) as ahead,
        ):
            hub.wake("ABC", 7)
            async with asyncio.timeout(1):
                await reading.wait()  # the read is under way, and held until released
            assert prepared == [("ABC", 7, frozenset({4}))]
            assert not poll.is_set() and not stream.is_set()  # not before the read is made
            assert hub.announced["ABC"] == 7  # streams woken later read at least this far
            release.set()
            async with asyncio.timeout(0.5):  # before PREPARE_SECONDS: woken by the read's end
                await poll.wait()
                await stream.wait()
            assert not ahead.is_set()  # woken in the same pass as the others, had it been due

    asyncio.run(scenario())


def test_a_change_prepared_already_wakes_its_waiters_on_the_next_turn_with_no_task() -> None:
    """A preparation that finds everything at hand (this process saved the change) returns
    None: its waiters wake on the loop's next turn, with no task or timer made for it."""

    async def scenario() -> None:
        hub = notifier()
        prepared: list[int] = []

        def at_hand(code: str, version: int, sinces: frozenset[int]) -> None:
            prepared.append(version)

        hub.prepare = at_hand
        async with hub.watch("ABC", since=4, reads_log=True) as stream:
            hub.wake("ABC", 5)
            # not at once: the save's own task records what it saved on the next turn
            assert prepared == [] and not stream.is_set()
            await asyncio.sleep(0)
            assert prepared == [5] and stream.is_set()
            assert not hub.preparing

    asyncio.run(scenario())


def test_waiters_wake_even_if_preparing_fails_or_hangs(monkeypatch: Any) -> None:
    """Redis slow or gone: each waiter then reads for itself and meets the error there."""
    monkeypatch.setattr("service.storage.notify.PREPARE_SECONDS", 0.05)

    async def scenario() -> None:
        hub = notifier()

        async def failing(code: str, version: int, sinces: frozenset[int]) -> None:
            raise ConnectionError("Redis is gone")

        async def hanging(code: str, version: int, sinces: frozenset[int]) -> None:
            await asyncio.sleep(60)

        for prepare in (failing, hanging):
            hub.prepare = prepare
            async with hub.watch("ABC", since=1) as parked:
                hub.wake("ABC", 2)
                async with asyncio.timeout(1):
                    await parked.wait()

    asyncio.run(scenario())


def test_wakes_without_a_version_and_drains_are_not_prepared() -> None:
    """A hint's wake-up (no version), a pub/sub reconnect and a drain wake at once."""

    async def scenario() -> None:
        hub = notifier()
        calls: list[str] = []

        async def prepare(code: str, version: int, sinces: frozenset[int]) -> None:
            calls.append(code)

        hub.prepare = prepare
        async with hub.watch("hint:ABC:3:0") as hint, hub.watch("ABC", since=1) as parked:
            hub.wake("hint:ABC:3:0")
            assert hint.is_set()
            hub.drain()
            assert parked.is_set()
        assert calls == []

    asyncio.run(scenario())


def test_a_crowds_wake_holds_the_collector_off_until_its_tasks_have_run() -> None:
    """service/core/collector.py: off during the wake and the woken tasks' next steps, on
    again after; a collector someone else turned off stays off."""

    async def scenario() -> list[bool]:
        hub = notifier()
        seen: list[bool] = []

        async def waiter(since: int) -> None:
            async with hub.watch("ABC", since=since) as event:
                await event.wait()
                seen.append(gc.isenabled())

        tasks = [asyncio.ensure_future(waiter(1)) for _ in range(CROWD)]
        await asyncio.sleep(0)
        hub.wake("ABC", 2)
        assert not gc.isenabled()
        await asyncio.gather(*tasks)
        await asyncio.sleep(0)
        seen.append(gc.isenabled())
        return seen

    assert gc.isenabled()
    seen = asyncio.run(scenario())
    assert seen == [False] * CROWD + [True]
    gc.disable()
    try:
        assert asyncio.run(scenario())[-1] is False
    finally:
        gc.enable()
