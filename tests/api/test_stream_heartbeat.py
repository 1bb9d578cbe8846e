"""The event stream's keep-alive comment, driven in-process against the real Redis with the
heartbeat shortened (15 s in production): from the stream's own task, and from the process's
shared tick (StreamTick), which asks the task to send it where no direct writer is offered."""

from __future__ import annotations

import asyncio
import weakref

import pytest

from service.core.settings import Settings
from service.http import event_stream as stream_module
from service.http.event_stream import StreamTick, TableStream
from service.storage.notify import Notifier
from service.storage.redis_client import game_state_client
from service.tables.service import TableService
from service.tables.table_store import TableStore
from tests.gamepicks import reference


async def first_messages(settings: Settings, count: int, ticked: bool = False) -> list[bytes]:
    client = game_state_client(settings)
    notifier = Notifier(client)
    await notifier.start()
    try:
        tables = TableService.build(TableStore(client), settings)
        game = reference()
        assert game is not None
        table, token = await tables.create(game, "Host", True, game.Options())
        first, first_wake_at_ms = await tables.view_and_wake(table.code, token)
        registry: weakref.WeakSet[TableStream] = weakref.WeakSet()
        opened = TableStream(tables, notifier, first, first_wake_at_ms, token, None, ticked=ticked)
        registry.add(opened)
        tick = StreamTick(registry, tables)
        if ticked:
            tick.start()
        received: list[bytes] = []
        messages = opened.messages(registry)
        async for message in messages:
            received.append(message)
            if len(received) == count:
                break
        await messages.aclose()  # type: ignore[attr-defined]
        await tick.stop()
        assert len(registry) == 0, "an ended stream frees its slot"
        return received
    finally:
        await notifier.stop()
        await client.aclose()


def test_an_idle_stream_sends_a_keep_alive_comment(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stream_module, "HEARTBEAT_SECONDS", 0.2)
    retry, view, *beats = asyncio.run(asyncio.wait_for(first_messages(settings, 4), timeout=10))
    assert retry.startswith(b"retry: ")
    assert view.startswith(b"event: view\nid: 1\ndata: {")
    assert beats == [b": keep-alive\n\n", b": keep-alive\n\n"]


def test_the_shared_tick_keeps_an_idle_stream_alive(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(stream_module, "HEARTBEAT_SECONDS", 0.2)
    monkeypatch.setattr(stream_module, "TICK_SECONDS", 0.05)
    received = asyncio.run(asyncio.wait_for(first_messages(settings, 4, ticked=True), timeout=10))
    retry, view, *beats = received
    assert retry.startswith(b"retry: ")
    assert view.startswith(b"event: view\nid: 1\ndata: {")
    assert beats == [b": keep-alive\n\n", b": keep-alive\n\n"]
