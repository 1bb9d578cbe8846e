"""The Python SDK plays a whole game of every hosted game against a live server: the sync
session through the example program (which follows the stream), the async one by long-polls."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from dropping_proxy import DroppingProxy
from tapete_sdk import AsyncSession, Session, VersionConflict

from service.games.registry import GAMES
from tests.gamepicks import quick_options, resign_action, resignable

SDK = Path(__file__).resolve().parents[2] / "sdk" / "python"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_example_program_plays_a_whole_game_on_the_stream(live_api: str, game: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(SDK)}
    done = subprocess.run(
        [sys.executable, str(SDK / "examples" / "play.py"), live_api, game],
        env=env, capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert "finished result:" in done.stdout, done.stdout[-2000:]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_async_session_plays_a_whole_game_by_long_polls(live_api: str, game: str) -> None:
    async def play() -> str:
        seats = GAMES[game].min_seats
        options = quick_options(GAMES[game])  # no pause between rounds
        host = await AsyncSession.create(
            live_api, game, "Ana", bots=["easy"] * (seats - 1), options=options
        )
        view = await host.start()
        while view.status.value == "playing":
            if view.you.seat in view.to_act:
                try:
                    moves = [a for a in await host.actions() if "resign" not in str(a.to_dict())]
                    view = await host.act(random.choice(moves), view.version)
                except VersionConflict as conflict:
                    view = conflict.view
            else:
                view = await host.poll(since=view.version, wait=2)
        return str(view.status.value)

    assert asyncio.run(play()) == "finished"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_hint_is_an_action_the_session_can_play(live_api: str, game: str) -> None:
    seats = GAMES[game].min_seats
    host = Session.create(
        live_api,
        game,
        "Ana",
        bots=["easy"] * (seats - 1),
        options=quick_options(GAMES[game]),
        hints=True,
    )
    view = host.start()
    while view.you.seat not in view.to_act:
        view = host.poll(since=view.version, wait=2)
    hint = host.hint()
    assert hint.seat == view.you.seat and hint.version == view.version
    assert host.act(hint.action, hint.version).version > view.version


def test_poll_sends_the_etag_back_and_a_stale_version_is_handed_back(live_api: str) -> None:
    game = resignable()
    host = Session.create(live_api, game.id, "Ana", bots=["easy"])
    view = host.start()
    # The bot may move first: wait until only our seat can change the table, so that nothing
    # moves between the two polls below (a bot's move there would rightly answer 200, not 304).
    while set(view.to_act) != {view.you.seat}:
        view = host.poll(since=view.version, wait=2)
    first = host.poll()
    assert host.etag is not None
    assert host.poll() is first  # 304: the cached view
    with pytest.raises(VersionConflict) as conflict:
        host.act(resign_action(game), expected_version=first.version - 1)
    assert conflict.value.view.version >= first.version


def test_the_stream_resumes_after_a_dropped_connection_without_losing_a_change(
    live_api: str,
) -> None:
    proxy = DroppingProxy(live_api)
    try:
        game = resignable()
        host = Session.create(live_api, game.id, "Ana", bots=["easy"])
        view = host.start()
        watcher = Session(proxy.url, host.code, host.token)  # the same seat, through the proxy
        updates = watcher.stream()
        first = next(updates)
        proxy.drop_all()  # the stream's connection is gone
        while view.you.seat not in view.to_act:
            view = host.poll(since=view.version, wait=2)
        moved = host.act(resign_action(game), expected_version=view.version)
        seen: list[str] = []  # the events after the view the resignation was sent on
        for update in updates:  # reconnected with Last-Event-ID: nothing in between is lost
            if update.version > view.version:
                seen += [event.type_ for event in update.events]
            if update.version >= moved.version:
                break
        assert first.version < moved.version
        assert any(kind.startswith(f"{game.id}.") for kind in seen), seen  # the resignation
    finally:
        proxy.close()
