"""Which files of the service a move and a long-poll wake pass through: one move (the act
operation, served by the fast path) and one wake (a parked long-poll answered by another seat's
move), each traced in-process with `sys.setprofile`, printed as the files whose functions ran,
in the order first entered, with the functions. docs/architecture.md lists, of these, the files
that hand a move or a wake on; this shows everything, leaf helpers and the game included.

    python -m bench.path [--game ID]

Redis is embedded unless REDIS_URL is set. Served in-process through httpx's ASGI transport,
so the server protocol (service/http/compat.py) is not in the trace: a served move also
passes through it, and a served wake answers from the notifier's hook through it."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from types import FrameType
from typing import Any

import httpx
import msgspec

from bench.games import GAMES, REFERENCE
from service.app import create_app
from service.core.settings import load_settings
from service.runtime.embedded_redis import EmbeddedRedis

ROOT = Path(__file__).resolve().parent.parent
SERVICE = str(ROOT / "service") + os.sep


class Trace:
    """The service's files whose functions were called, in the order first entered."""

    def __init__(self) -> None:
        self.files: dict[str, list[str]] = {}

    def profile(self, frame: FrameType, event: str, arg: Any) -> None:
        if event != "call":
            return
        name = frame.f_code.co_filename
        if name.startswith(SERVICE):
            functions = self.files.setdefault(str(Path(name).relative_to(ROOT)), [])
            if frame.f_code.co_name not in functions:
                functions.append(frame.f_code.co_name)

    async def around(self, step: Callable[[], Awaitable[Any]]) -> Any:
        sys.setprofile(self.profile)
        try:
            return await step()
        finally:
            sys.setprofile(None)

    def report(self, title: str) -> str:
        outside = [name for name in self.files if "/games/" not in name]
        lines = [f"## {title}: {len(self.files)} files ({len(outside)} outside service/games)"]
        lines += [f"- {name}: {', '.join(functions[:8])}" for name, functions in self.files.items()]
        return "\n".join(lines)


Lifespan = tuple["asyncio.Queue[Any]", "asyncio.Queue[Any]", "asyncio.Future[Any]"]


async def lifespan(app: Any) -> Lifespan:
    """The app started as a server would start it (its lifespan), without a server."""
    inbox: asyncio.Queue[Any] = asyncio.Queue()
    outbox: asyncio.Queue[Any] = asyncio.Queue()
    scope = {"type": "lifespan", "asgi": {"version": "3.0"}}
    running = asyncio.ensure_future(app(scope, inbox.get, outbox.put))
    await inbox.put({"type": "lifespan.startup"})
    started = await outbox.get()
    assert started["type"] == "lifespan.startup.complete", started
    return inbox, outbox, running


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


async def trace(redis_url: str, game: str) -> str:
    settings = msgspec.structs.replace(
        load_settings(), redis_url=redis_url, rate_limit_per_ip=0, rate_limit_per_token=0
    )
    app = create_app(settings, enqueue_bots=False)
    inbox, outbox, _ = await lifespan(app)
    spec = next(g for g in GAMES if g.id == game)
    asgi: Any = app
    transport = httpx.ASGITransport(app=asgi)
    async with httpx.AsyncClient(transport=transport, base_url="http://bench") as client:
        created = await client.post(
            "/tables",
            json={"game": game, "host_name": "Ana", "host_plays": True, "options": spec.options},
        )
        created.raise_for_status()
        code, host = created.json()["code"], created.json()["token"]
        tokens = [host]
        for seat in range(1, max(2, spec.seats)):
            joined = await client.post(f"/tables/{code}/join", json={"name": f"Seat {seat}"})
            tokens.append(joined.json()["token"])
        (await client.post(f"/tables/{code}/start", headers=bearer(host))).raise_for_status()

        async def legal() -> tuple[str, dict[str, Any]]:
            for token in tokens:
                listed = (await client.get(f"/tables/{code}/actions", headers=bearer(token))).json()
                if listed["actions"]:
                    return token, listed
            raise RuntimeError("nobody has a move")

        async def move() -> httpx.Response:
            mover, listed = await legal()
            body = {"action": listed["actions"][0], "expected_version": listed["version"]}
            return await client.post(f"/tables/{code}/actions", headers=bearer(mover), json=body)

        await move()  # warm: the first move of a process loads and compiles what it needs
        mover, listed = await legal()
        body = {"action": listed["actions"][0], "expected_version": listed["version"]}
        moving = Trace()
        answered = await moving.around(
            lambda: client.post(f"/tables/{code}/actions", headers=bearer(mover), json=body)
        )
        answered.raise_for_status()

        mover, listed = await legal()
        watcher = next(token for token in tokens if token != mover)
        version = listed["version"]
        parked = asyncio.ensure_future(
            client.get(f"/tables/{code}?since={version}&wait=10", headers=bearer(watcher))
        )
        while not app.state.notifier.waiters.get(code):
            await asyncio.sleep(0.01)
        body = {"action": listed["actions"][0], "expected_version": version}
        (
            await client.post(f"/tables/{code}/actions", headers=bearer(mover), json=body)
        ).raise_for_status()
        waking = Trace()
        woken = await waking.around(lambda: parked)  # from the move's pub/sub message on
        assert woken.json()["version"] > version
    await inbox.put({"type": "lifespan.shutdown"})
    await outbox.get()
    return "\n\n".join(
        [moving.report("A move (act, fast path)"), waking.report("A long-poll wake")]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.path", description=__doc__)
    parser.add_argument("--game", default=REFERENCE.id, choices=[g.id for g in GAMES])
    args = parser.parse_args(argv)
    url = os.environ.get("REDIS_URL")
    if url:
        print(asyncio.run(trace(url, args.game)))
        return 0
    with tempfile.TemporaryDirectory() as folder:
        embedded = EmbeddedRedis(Path(folder))
        try:
            print(asyncio.run(trace(embedded.start(), args.game)))
        finally:
            embedded.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
