"""An open event stream holds no more than it needs for its long life (issue #38's memory per
connection, docs/performance.md): once its head is sent, the framework's chain that opened it
(Litestar's middleware, routing and response, the edge's wrappers: about 20 coroutines, most
of a stream's memory) has returned, and the request's task sends its messages from the
edge's entry (service/http/edge.py). Served as `make run` serves it, in this process, so gc
sees the server's objects."""

from __future__ import annotations

import gc
import json
import re
import types
from collections import Counter
from pathlib import Path

import litestar
import msgspec
import pytest
from eventually import eventually
from raw_http import Raw

import service
from service.core.settings import Settings
from tests.gamepicks import reference

REFERENCE = reference().id
STREAMS = 40
# What runs beside the streams may be in another state than when `before` was taken, for the
# whole wait: the pub/sub reader spends nearly all its time in its health check's
# `asyncio.wait` (two coroutines), so a `before` taken during its PING counts those two as
# the streams'. A chain held per stream is about 20 coroutines each, far above this.
BACKGROUND = 4
LITESTAR = str(Path(litestar.__file__).parent)
SERVICE = str(Path(service.__file__).parent)


@pytest.fixture()
def settings(settings: Settings) -> Settings:
    """Timers at their real length: at the tests' tenth, a 30 s turn ran out in 3 s, while the
    test waited on a busy machine, and every stream was inside its deadline's shared read (a
    few coroutines more each) when it counted. The count is of a stream at rest."""
    return msgspec.structs.replace(settings, time_scale=1.0)


def live_coroutines() -> Counter[str]:
    """The coroutines alive now, by their function's file and name."""
    gc.collect()
    return Counter(
        f"{thing.cr_code.co_filename}:{thing.cr_code.co_name}"
        for thing in gc.get_objects()
        if isinstance(thing, types.CoroutineType)
    )


def open_streams(port: int, code: str, tokens: list[str], count: int) -> list[Raw]:
    streams = []
    for i in range(count):
        stream = Raw(port)
        stream.send("GET", f"/tables/{code}/stream?actions=true", tokens[i % len(tokens)])
        streams.append(stream)
    for stream in streams:  # each has its head and its first view
        while b"event: view" not in stream.buffer:
            stream.receive()
    return streams


def test_an_open_stream_holds_none_of_the_chain_that_opened_it(served_here: int) -> None:
    raw = Raw(served_here)
    created = raw.json("POST", "/tables", body={"game": REFERENCE, "host_name": "Host"})
    code, host = created["code"], created["token"]
    guest = raw.json("POST", f"/tables/{code}/join", body={"name": "Ana"})["token"]
    raw.json("POST", f"/tables/{code}/start", host)
    tokens = [host, guest]
    for stream in open_streams(served_here, code, tokens, 2):  # warm
        stream.socket.close()
    before = eventually(settled_coroutines, what="the warm-up streams to end")
    streams = open_streams(served_here, code, tokens, STREAMS)
    try:

        def chains_returned() -> tuple[Counter[str], float] | None:
            # Every stream's chain has returned once none of Litestar's is alive; what else
            # runs now and then (the tick, the pub/sub reader) comes and goes, so look again
            # until the count per stream is as small as it gets.
            held = live_coroutines() - before
            per_stream = (sum(held.values()) - BACKGROUND) / STREAMS
            framework = [name for name in held if name.startswith(LITESTAR)]
            return None if framework or per_stream > 5 else (held, per_stream)

        def last_seen() -> str:
            return str((live_coroutines() - before).most_common(10))

        # uvicorn's request cycle, the edge's entry and its follow-on, the body's sender, the
        # stream's wait: a few per stream, where the chain held about 20.
        eventually(
            chains_returned,
            timeout=10,
            what="open streams holding at most 5 coroutines each, none of Litestar's",
            details=last_seen,
        )
        # Still a live stream: a move reaches every one, as events, actions and a view.
        moved = eventually(
            lambda: a_move(raw, code, tokens), what="a seat with a move to make, and its move"
        )
        for stream in streams:
            while not seen_version(stream.buffer, moved):
                stream.receive()
            assert b"event: events" in stream.buffer
    finally:
        for stream in streams:
            stream.socket.close()
        raw.socket.close()

    def left_behind() -> list[str]:
        gone = live_coroutines() - before
        return [name for name in gone if name.startswith(SERVICE)]

    # A closed stream ends as soon as the server sees its connection go; the margin is for a
    # machine busy with other tests (CI runs two workers), not for the stream. Each look runs
    # a full gc while holding the GIL the server's thread needs, hence the longer interval.
    eventually(
        lambda: not left_behind(),
        timeout=30,
        interval=0.25,
        what="closed streams to leave no coroutine behind",
        details=lambda: str(left_behind()),
    )


def a_move(raw: Raw, code: str, tokens: list[str]) -> int | None:
    """One move by whichever seat has one now, and its version; None if none has (on a slow
    machine a timeout may still have moved, or paused, the table since it started)."""
    for token in tokens:
        actions = raw.json("GET", f"/tables/{code}/actions", token)["actions"]
        action = next((a for a in actions if "resign" not in a["type"]), None)
        if action is not None:
            status, _, body = raw.request(
                "POST", f"/tables/{code}/actions", token, {"action": action}
            )
            if status == 200:  # else a timeout moved first: look again
                version: int = json.loads(body)["version"]
                return version
    return None


def seen_version(buffer: bytes, version: int) -> bool:
    """The stream has sent the move's version or a later one (a timeout may follow it)."""
    return any(int(found) >= version for found in re.findall(rb"\nid: (\d+)\n", buffer))


def settled_coroutines() -> Counter[str] | None:
    """The live coroutines once no stream's is left (the warm-up's have ended)."""
    found = live_coroutines()
    streaming = [name for name in found if name.endswith(":send_chunks")]
    return None if streaming else found
