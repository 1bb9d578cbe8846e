"""Instructions per move: what one act of the reference game costs the API's own code, counted
by valgrind's callgrind instead of timed, so that two revisions compare on a machine whose
speed drifts by a third within minutes (docs/performance.md, "Profiling").

    python -m bench.instructions [REV ...] [--here] [--tables 64] [--waves 12]
    python -m bench.instructions --followed [REV ...] [--here] [--tables 32] [--seconds 40]

Each REV (any commit git names; none: this checkout, uncommitted changes included) is checked
out beside this one, and its app is driven in one process, in-process (ASGI calls, no server
and no sockets but Redis's): tables of the reference game at its bench seats, then waves as
section 3 of `make bench` plays them: list every table's deciding seat's legal actions, then
send one per table (`POST .../actions`), all at once. callgrind counts only within the act
waves (switched on and off around each by `callgrind_control`), from the third wave on; the
figure is the instructions counted over the acts sent. Runs of one revision agree within about
0.2% (the tables' deals differ); a gain or a loss of 1% shows. What it does not see: the
server's protocol and socket writes (the moves load's uvicorn side), time spent waiting or in
the kernel (a memset's cost in cache, a page fault), work whose amount depends on time (the log
writer's batches are counted at valgrind's pace), and how an instruction count turns into
time. So it tells where a
change's cost went, and whether one change costs less than another; a whole-load A/B
(`python -m bench.ab`) still says what a change is worth.

`--followed` counts per followed move instead: each revision's API is served as `make run`
serves it (uvicorn, its own flags), under callgrind, while this checkout's end-to-end load
(`bench.e2e`: every seat of 32 tables of the reference game at 2 seats follows its table's
stream and acts on it, new tables replacing finished ones) plays against it; counted over
`--seconds` (40) after a warm-up, every instruction of the API process over the moves it saved
(its /metrics). That includes the server's protocol, the streams' pushes and the next tables'
lobbies; runs of one revision agree within about 2% (the games differ more than the act
waves' deals). About 90 s per revision.

Needs valgrind (Debian's package) and Redis (embedded unless REDIS_URL is set). The harness is
this file run as a script inside the checkout, so it imports that checkout's `service` alone."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HARNESS = Path(__file__).resolve()
COLLECTED = re.compile(r"Collected : (\d+)")
WARM_WAVES = 2  # waves played before counting: the process's memories filled
TABLES = 64  # the act waves' tables
FOLLOWED_TABLES = 32  # --followed: tables in flight (the served API is slow, counted)


# --- the harness: runs inside valgrind, in the checkout, with its `service` only ---


def http_scope(method: str, path: str, token: str | None, body: bytes) -> dict[str, Any]:
    """A request as a server hands it to the app (the headers a client sends)."""
    headers = [(b"host", b"127.0.0.1:8000"), (b"user-agent", b"bench"), (b"accept", b"*/*")]
    if token is not None:
        headers.append((b"authorization", f"Bearer {token}".encode()))
    if body:
        headers.append((b"content-type", b"application/json"))
        headers.append((b"content-length", str(len(body)).encode()))
    return {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": method,
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 50000),
        "server": ("127.0.0.1", 8000),
        "state": {},
    }


async def call(
    app: Any, method: str, path: str, token: str | None = None, payload: Any = None
) -> tuple[int, Any]:
    """One request through the app: its status and its JSON answer."""
    body = b"" if payload is None else json.dumps(payload).encode()
    sent: list[dict[str, Any]] = []

    async def receive() -> dict[str, Any]:
        return {"type": "http.request", "body": body, "more_body": False}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    await app(http_scope(method, path, token, body), receive, send)
    starts = [m for m in sent if m["type"] == "http.response.start"]
    if starts:
        answer = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
        return starts[0]["status"], json.loads(answer) if answer else None
    whole = sent[0]["answer"]  # the fast path's whole-answer message (service/http/answers.py)
    return whole.status, json.loads(whole.body)


def counting(on: bool) -> None:
    """callgrind's instrumentation of this process switched on or off."""
    counting_in(os.getpid(), on)


def counting_in(pid: int, on: bool) -> None:
    """callgrind's instrumentation of process `pid` (run under callgrind) switched on or off."""
    subprocess.run(
        ["callgrind_control", "-i", "on" if on else "off", str(pid)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,
    )


async def play(tables: int, waves: int, count: bool) -> tuple[int, int]:
    """The waves through this checkout's app; answers the acts counted and how many of them
    were refused (any status but 200: the count is then not one of moves)."""
    from service.app import create_app
    from service.games.registry import GAMES

    game = next(iter(GAMES.values()))
    seats = getattr(game.spec, "bench_seats", 0) or min(4, game.max_seats)
    options = dict(getattr(game.spec, "quick_options", {}) or {})
    # Started here rather than by bench.path's `lifespan`: the harness imports nothing but the
    # checkout's `service`, and earlier revisions' bench/ may lack it.
    app: Any = create_app()  # driven by plain ASGI messages
    lifespan: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
    started = asyncio.Event()

    async def life_send(message: dict[str, Any]) -> None:
        if message["type"].startswith("lifespan.startup"):
            started.set()

    await lifespan.put({"type": "lifespan.startup"})
    life = asyncio.create_task(
        app({"type": "lifespan", "asgi": {"version": "3.0"}, "state": {}}, lifespan.get, life_send)
    )
    await started.wait()
    rng = random.Random(1)

    async def new_table() -> list[Any]:
        body = {"game": game.id, "host_name": "Host", "options": options}
        _, created = await call(app, "POST", "/tables", payload=body)
        code, host = created["code"], created["token"]
        tokens = []
        for index in range(seats - 1):
            joined_path = f"/tables/{code}/join"
            _, joined = await call(app, "POST", joined_path, payload={"name": f"P{index}"})
            tokens.append(joined["token"])
        _, view = await call(app, "POST", f"/tables/{code}/start", host)
        return [code, [*tokens, host], view["to_act"]]

    played = [await new_table() for _ in range(tables)]
    counted = refused = 0
    for wave in range(waves):
        chosen: dict[str, tuple[int, Any]] = {}
        for code, tokens, to_act in played:
            if to_act:
                _, listed = await call(app, "GET", f"/tables/{code}/actions", tokens[to_act[0]])
                actions = listed["actions"]
                plain = [a for a in actions if "resign" not in a["type"]] or actions
                if plain:
                    chosen[code] = (to_act[0], rng.choice(plain))

        async def act(
            table: list[Any], chosen: dict[str, tuple[int, Any]] = chosen
        ) -> tuple[list[Any], int, Any]:
            seat, action = chosen[table[0]]
            path = f"/tables/{table[0]}/actions"
            status, view = await call(app, "POST", path, table[1][seat], {"action": action})
            return table, status, view

        measured = wave >= WARM_WAVES
        if measured and count:
            counting(True)
        answers = await asyncio.gather(*(act(t) for t in played if t[0] in chosen))
        if measured and count:
            counting(False)
        if measured:
            counted += len(answers)
            refused += sum(1 for _, status, _ in answers if status != 200)
        for table, status, view in answers:
            if status == 200:
                table[2] = view["to_act"] if view["status"] == "playing" else []
        for index, table in enumerate(played):
            if not table[2]:
                played[index] = await new_table()
    await lifespan.put({"type": "lifespan.shutdown"})
    await life
    return counted, refused


def harness(argv: list[str]) -> int:
    # Run as a script, this file's folder heads sys.path: the checkout's modules come first.
    sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HARNESS.parent]
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=TABLES)
    parser.add_argument("--waves", type=int, default=12)
    parser.add_argument("--no-count", action="store_true", help="no callgrind: a plain run")
    args = parser.parse_args(argv)
    try:  # the loop the API is served on (SERVER_FLAGS)
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    counted, refused = asyncio.run(play(args.tables, args.waves, not args.no_count))
    print(json.dumps({"acts": counted, "refused": refused}), flush=True)
    return 0


# --- the orchestrator: this checkout's bench ---


def count_revision(
    checkout: Path, env: dict[str, str], tables: int, waves: int, out: Path
) -> tuple[int, int]:
    """(acts, instructions) of one run of the harness in `checkout`."""
    run = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--instr-atstart=no",
            f"--callgrind-out-file={out}",
            sys.executable,
            str(HARNESS),
            "--harness",
            "--tables",
            str(tables),
            "--waves",
            str(waves),
        ],
        cwd=checkout,
        # Counted, the process runs some fifty times slower: Redis's answers must not time out.
        env={**env, "PYTHONPATH": str(checkout), "TAPETE_REDIS_TIMEOUT_SECONDS": "60"},
        capture_output=True,
        text=True,
        check=False,
    )
    result: dict[str, int] = next(
        (json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")), {}
    )
    acts, refused = result.get("acts", 0), result.get("refused", 0)
    found = COLLECTED.search(run.stderr)
    if run.returncode != 0 or found is None or not acts or refused:
        raise RuntimeError(
            f"the harness failed in {checkout} ({acts} acts, {refused} refused):\n"
            + run.stderr[-2000:]
        )
    return acts, int(found.group(1))


# --- followed moves: the API served (under callgrind) and bench.e2e's load against it ---

FOLLOWED_WARMUP_SECONDS = 25.0  # counted, the API starts and deals its first tables slowly
MOVES_APPLIED = "tapete_moves_applied_total{"


def moves_applied(metrics: str) -> float:
    """Every move the API saved (players', timeouts', automatic ones), from its /metrics."""
    return sum(
        float(line.rsplit(" ", 1)[1])
        for line in metrics.splitlines()
        if line.startswith(MOVES_APPLIED)
    )


def count_followed(
    checkout: Path, env: dict[str, str], tables: int, seconds: float, logs: Path
) -> tuple[int, int]:
    """(moves, instructions) of `checkout`'s API served under callgrind while this checkout's
    end-to-end load (bench.e2e: every seat follows its table's stream, acts on it, new tables
    replace finished ones) plays `tables` tables of the reference game at 2 seats; counted
    over `seconds` after a warm-up, everything the API process does meanwhile (its server
    protocol, the streams' pushes, the next tables' lobbies) over the moves it saved."""
    import threading

    import httpx

    from bench.e2e import e2e_in_process
    from bench.games import GAMES
    from bench.stack import API_APP, checkout_flags, server_command, wait_ready
    from service.runtime.embedded_redis import free_port

    port = free_port()
    command = [
        "valgrind",
        "--tool=callgrind",
        "--instr-atstart=no",
        f"--callgrind-out-file={logs / 'callgrind-followed.out'}",
        *server_command("uvicorn", API_APP, port, checkout_flags(checkout)),
    ]
    base = f"http://127.0.0.1:{port}"
    errors = logs / "api-followed.err"
    # Counted, the process runs some fifty times slower: Redis's answers must not time out.
    served = {**env, "PYTHONPATH": str(checkout), "TAPETE_REDIS_TIMEOUT_SECONDS": "60"}
    with errors.open("wb") as sink:
        api = subprocess.Popen(command, cwd=checkout, env=served, stderr=sink)
    try:
        wait_ready(base + "/games", api, timeout=300)
        load = threading.Thread(
            target=e2e_in_process,
            args=(base, GAMES[0], 2, tables, FOLLOWED_WARMUP_SECONDS + seconds + 10, api.pid),
        )
        load.start()
        time.sleep(FOLLOWED_WARMUP_SECONDS)
        before = moves_applied(httpx.get(base + "/metrics", timeout=60).text)
        counting_in(api.pid, True)
        time.sleep(seconds)
        counting_in(api.pid, False)
        moves = moves_applied(httpx.get(base + "/metrics", timeout=60).text) - before
        load.join()
    finally:
        api.terminate()
        api.wait(180)
    found = COLLECTED.search(errors.read_text(errors="replace"))
    if found is None or moves <= 0:
        raise RuntimeError(f"the served API in {checkout} counted nothing ({moves:.0f} moves)")
    return int(moves), int(found.group(1))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--harness"]:
        return harness(argv[1:])
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("revs", nargs="*", help="commits to count (none: this checkout)")
    parser.add_argument("--tables", type=int, default=64)
    parser.add_argument("--waves", type=int, default=12, help="including 2 not counted")
    parser.add_argument("--here", action="store_true", help="this checkout too, last")
    parser.add_argument(
        "--followed",
        action="store_true",
        help="per followed move instead: the API served, under the end-to-end load (bench.e2e)",
    )
    parser.add_argument(
        "--seconds", type=float, default=40, help="--followed: seconds counted per revision"
    )
    args = parser.parse_args(argv)
    if args.followed and args.tables == TABLES:
        args.tables = FOLLOWED_TABLES
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        print("bench.instructions needs valgrind (apt-get install valgrind)", file=sys.stderr)
        return 2
    from bench.ab import worktree
    from bench.stack import redis_and_workers

    unit = "followed move" if args.followed else "act"
    revs: list[str | None] = list(args.revs) or [None]
    if args.here and args.revs:
        revs.append(None)
    rows: list[tuple[str, int, float]] = []
    with tempfile.TemporaryDirectory(prefix="tapete-instr-") as scratch:
        logs = Path(scratch)
        with redis_and_workers(0, None, logs) as env:
            for rev in revs:
                name = rev or "this checkout"
                began = time.monotonic()
                with worktree(rev) as checkout:
                    if args.followed:
                        acts, total = count_followed(checkout, env, args.tables, args.seconds, logs)
                    else:
                        acts, total = count_revision(
                            checkout, env, args.tables, args.waves, logs / "callgrind.out"
                        )
                rows.append((name, acts, total / acts))
                print(
                    f"[instructions] {name}: {total / acts:,.0f} per {unit} over {acts} "
                    f"({time.monotonic() - began:.0f} s)",
                    file=sys.stderr,
                    flush=True,
                )
    first = rows[0][2]
    print(f"| revision | {unit}s counted | instructions per {unit} | vs the first |")
    print("|---|---|---|---|")
    for name, acts, per_act in rows:
        print(f"| {name} | {acts} | {per_act:,.0f} | {per_act / first:.3f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
