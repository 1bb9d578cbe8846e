"""Connections per API process (issue #38): 1,000 and 10,000 idle event streams, and as many
parked long-polls, each crowd on ONE fresh API process and all on one table. Per crowd:

- memory: the process's RSS before the crowd and once it is open, divided by its size;
- idle CPU: the process's CPU (utime + stime from /proc/<pid>/stat) over `idle_seconds` while
  the crowd sits idle (streams send their keep-alive comments meanwhile, every 15 s);
- delivery: from sending one move to the last member receiving it (a stream its `view`
  message, a long-poll its answer); the 10,000 figure is read against the 1,000 one;
- the per-process cap (streams only): with the crowd at the cap (TAPETE_MAX_STREAMS, 10,000 by
  default, so the 10,000 crowd holds exactly the cap), one more stream must answer 503
  problem+json `too_many_streams` with Retry-After, and, once one member hangs up, a new
  stream must open again (the slot is freed).

`--kind chat_long_polls` (standalone only, not in `make bench`): the table's chat read by
long-polls (`GET /tables/{code}/chat?since=0&wait=30`), woken by one chat message instead of a
move: what a player in play held beside its stream before the web client read the chat on the
stream (docs/performance.md). `--kind inbox_long_polls` (standalone too): one player's
notifications read by long-polls (`GET /players/me/notifications?since=V&wait=30`, what every
signed-in page holds), woken by the start of a table the player joined (its `table_started`
notification, which a worker writes).

Each crowd gets a new API process (on one Redis with its workers) so one crowd's freed memory
does not hide the next one's; the process is warmed first with a few requests and a small
crowd of the same kind, so that lazily built code paths do not count as per-connection memory.
Long-polls park with `wait=30`, the most the API admits: their idle window ends early enough
for the move to find every one still parked (a real client re-polls then, its own cost).
The client holds the crowd with bench/parked.py (one asyncio Protocol per connection), in a
process of its own, with the open-files limit raised to the hard limit."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from pathlib import Path
from random import Random
from typing import Any, Literal

import uvloop

from bench.client import Connection, Reply, cpu_seconds, raise_open_files_limit
from bench.games import REFERENCE, GameSpec, choose_action
from bench.parked import Crowd
from bench.scripted import Seated, create_started, percentile
from bench.stack import API_APP, redis_and_workers, serving

Kind = Literal["streams", "long_polls", "chat_long_polls", "inbox_long_polls"]
KINDS: tuple[Kind, ...] = ("streams", "long_polls")  # `make bench`'s
ALL_KINDS: tuple[Kind, ...] = (*KINDS, "chat_long_polls", "inbox_long_polls")
SIZES, QUICK_SIZES = (1000, 10_000), (200, 1000)  # `make bench`, and with --quick
IDLE_SECONDS, QUICK_IDLE_SECONDS = 20.0, 5.0
WAIT_SECONDS = 30  # long-polls' wait: the most the API admits (service/api/tables.py)
WAIT_MARGIN = 4.0  # the move is sent this long before the first long-poll's wait runs out
OPEN_TIMEOUT = 120.0  # at most, to open a crowd (10,000 take a few seconds)
DELIVER_TIMEOUT = 60.0
CAP_FILL = 2000  # at most this many slots left free by ended streams are filled in the check
WARM_CROWD = 50  # the small crowd that warms a fresh process before the measured one
PROFILE_SECONDS = 6  # py-spy's recording, from 1.5 s before the move
CLK_TCK = os.sysconf("SC_CLK_TCK")
PAGE = os.sysconf("SC_PAGE_SIZE")


@dataclass
class CapCheck:
    limit: int
    filled: int  # streams opened past the crowd before one was refused (slots it left free)
    status: int  # the answer to the first stream refused (503 expected)
    content_type: str
    code: str  # the problem's code (too_many_streams expected)
    retry_after: str
    reopened_status: int  # a new stream once a member hung up (200 expected)
    ok: bool


@dataclass
class CrowdResult:
    kind: Kind
    connections: int
    opened: int  # streams whose head arrived / long-polls still parked before the move
    refused: int  # answered anything but 200 before the move
    rss_before_mb: float
    rss_open_mb: float
    kb_per_connection: float
    open_seconds: float
    idle_seconds: float
    idle_cpu: float  # the API's CPU while the crowd is idle, in cores
    received: int  # got the news (a stream's view past the version, a long-poll's answer)
    deliver_all_ms: float  # from sending the move to the last member receiving it
    deliver_median_ms: float
    deliver_p99_ms: float
    deliver_server_cpu_ms: float  # the API's CPU from the move to the last delivery
    client_cpu: float  # the crowd's client process, in cores
    cap: CapCheck | None = None


def proc_cpu_seconds(pid: int) -> float:
    """utime + stime of one process, from /proc/<pid>/stat (fields 14 and 15)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / CLK_TCK


def proc_rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/statm") as statm:
        return int(statm.read().split()[1]) * PAGE / 2**20


async def settle(pid: int, timeout: float) -> None:
    """Until the process spends under 5% of a core for 0.5 s (the crowd is parked)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        before = proc_cpu_seconds(pid)
        await asyncio.sleep(0.5)
        if (proc_cpu_seconds(pid) - before) / 0.5 < 0.05:
            return


def crowd_requests(
    crowd: Crowd, kind: Kind, table: Seated, spec: GameSpec, size: int
) -> list[bytes]:
    """`size` requests spread over the table's seats: streams resume from the table's version
    (nothing to send until a change), long-polls wait for a version past it."""
    if kind == "streams":
        path, extra = f"/tables/{table.code}/stream", f"Last-Event-ID: {table.version}\r\n"
    elif kind == "chat_long_polls":  # the table's chat is empty: its number is 0
        path, extra = f"/tables/{table.code}/chat?since=0&wait={WAIT_SECONDS}", ""
    elif kind == "inbox_long_polls":  # one player's inbox (see `target`): its token first
        path = f"/players/me/notifications?since={table.version}&wait={WAIT_SECONDS}"
        return [crowd.request(path, table.tokens[0]) for _ in range(size)]
    else:
        path, extra = f"/tables/{table.code}?since={table.version}&wait={WAIT_SECONDS}", ""
    return [crowd.request(path, table.tokens[i % spec.seats], extra) for i in range(size)]


async def open_crowd(
    base: str, pid: int, kind: Kind, table: Seated, spec: GameSpec, size: int
) -> Crowd:
    crowd = Crowd(base, size)
    past = table.version if kind == "streams" else None
    await crowd.park(crowd_requests(crowd, kind, table, spec, size), stream_past=past)
    deadline = time.monotonic() + OPEN_TIMEOUT
    if kind == "streams":  # a stream's head arrives once it is open
        while crowd.heads + crowd.finished < size and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
    await asyncio.sleep(0.5)
    await settle(pid, timeout=max(deadline - time.monotonic(), 1))
    return crowd


async def move(base: str, table: Seated) -> None:
    """One move by the seat to act, on a new connection (timed by the caller from the send)."""
    mover = Connection(base)
    seat = table.to_act[0]
    listed = await mover.request("GET", f"/tables/{table.code}/actions", token=table.tokens[seat])
    action = choose_action(listed.json()["actions"], Random(1))
    sent = await mover.request(
        "POST", f"/tables/{table.code}/actions", token=table.tokens[seat], body={"action": action}
    )
    await mover.close()
    assert sent.status == 200, sent.body


async def chat(base: str, table: Seated) -> None:
    """One chat message by the first seat, on a new connection (timed by the caller)."""
    writer = Connection(base)
    body = {"kind": "quick", "phrase": "hello"}
    sent = await writer.request(
        "POST", f"/tables/{table.code}/chat", token=table.tokens[0], body=body
    )
    await writer.close()
    assert sent.status == 201, sent.body


async def start_lobby(base: str, table: Seated) -> None:
    """The inbox crowd's table started by its host (the last token), on a new connection."""
    host = Connection(base)
    started = await host.request("POST", f"/tables/{table.code}/start", token=table.tokens[-1])
    await host.close()
    assert started.status == 200, started.body


def news(kind: Kind) -> Callable[[str, Seated], Any]:
    """What wakes a crowd of `kind`: a move, a chat message for the chat's long-polls, a
    table's start for the inbox's."""
    return {"chat_long_polls": chat, "inbox_long_polls": start_lobby}.get(kind, move)


async def target(connection: Connection, kind: Kind, spec: GameSpec) -> Seated:
    """What a crowd of `kind` waits on: a started table; for the inbox's long-polls, a lobby
    that a new player joined (tokens: the player's credential, the host's token), its
    `version` the player's inbox version."""
    if kind != "inbox_long_polls":
        return await create_started(connection, spec, spec.seats)
    player = (await connection.request("POST", "/players", body={"name": "Crowd"})).json()
    body = {"game": spec.id, "host_name": "Host", "options": spec.options}
    created = (await connection.request("POST", "/tables", body=body)).json()
    code = created["code"]
    path = f"/tables/{code}/join"
    joined = await connection.request("POST", path, token=player["token"], body={"name": "Crowd"})
    assert joined.status == 201, joined.body
    for index in range(spec.seats - 2):
        other = await connection.request("POST", path, body={"name": f"P{index}"})
        assert other.status == 201, other.body
    inbox = await connection.request("GET", "/players/me/notifications", token=player["token"])
    return Seated(code, [player["token"], created["token"]], inbox.json()["version"], [])


async def warm(base: str, pid: int, kind: Kind, spec: GameSpec) -> None:
    """A few requests and a small crowd woken by a move: the code paths every crowd uses are
    then built before the measured one."""
    setup = Connection(base)
    table = await target(setup, kind, spec)
    await setup.close()
    crowd = await open_crowd(base, pid, kind, table, spec, WARM_CROWD)
    await news(kind)(base, table)
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(crowd.all_done.wait(), DELIVER_TIMEOUT)
    crowd.close()
    await asyncio.sleep(0.5)


async def open_stream(base: str, path: str, token: str) -> tuple[Connection, Reply]:
    """A stream's request and its answer's head (and body, when it is not a stream)."""
    connection = Connection(base)
    await connection.open()
    assert connection.writer is not None and connection.reader is not None
    connection.writer.write(
        f"GET {path} HTTP/1.1\r\nHost: {connection.host}\r\n"
        f"Authorization: Bearer {token}\r\n\r\n".encode()
    )
    status, headers = await connection.read_head()
    length = int(headers.get("content-length", "0"))
    body = await connection.reader.readexactly(length) if length else b""
    return connection, Reply(status, headers, body, 0.0)


async def cap_check(base: str, crowd: Crowd, table: Seated, limit: int) -> CapCheck:
    """With the crowd open, streams are opened one at a time until one is refused: that one
    must be the 503 problem+json `too_many_streams` with Retry-After, and it must come at the
    cap (streams the server ended on its own, e.g. on a Redis timeout while thousands opened,
    left slots free: those fill first, at most CAP_FILL). Then one stream hangs up and a new
    one must open (its slot is freed)."""
    path = f"/tables/{table.code}/stream"
    fillers: list[Connection] = []
    over: Reply | None = None
    filled = 0
    try:
        while over is None and len(fillers) <= CAP_FILL:
            connection, answer = await open_stream(base, path, table.tokens[0])
            if answer.status == 200:
                fillers.append(connection)
            else:
                over = answer
                await connection.close()
        filled, reopened = len(fillers), 0
        if over is not None:  # one follower leaves: its slot is freed
            if fillers:
                await fillers.pop().close()
            else:
                crowd.members[-1].close()  # it then counts as done, without the move
            for _ in range(40):  # once the server has seen it go
                await asyncio.sleep(0.05)
                connection, answer = await open_stream(base, path, table.tokens[0])
                reopened = answer.status
                if reopened == 200:
                    fillers.append(connection)
                    break
                await connection.close()
    finally:
        for connection in fillers:
            await connection.close()
    problem: dict[str, Any] = {}
    if over is not None:
        with contextlib.suppress(ValueError):
            problem = over.json()
    content_type = "" if over is None else over.headers.get("content-type", "")
    retry_after = "" if over is None else over.headers.get("retry-after", "")
    status = 0 if over is None else over.status
    ok = (
        status == 503
        and content_type.startswith("application/problem+json")
        and problem.get("code") == "too_many_streams"
        and problem.get("status") == 503
        and retry_after.isdigit()
        and reopened == 200
    )
    return CapCheck(
        limit=limit,
        filled=filled,
        status=status,
        content_type=content_type,
        code=str(problem.get("code", "")),
        retry_after=retry_after,
        reopened_status=reopened,
        ok=ok,
    )


async def measure_crowd(
    base: str,
    pid: int,
    kind: Kind,
    spec: GameSpec,
    size: int,
    idle_seconds: float,
    cap: int | None,
    profile: Path | None = None,
) -> CrowdResult:
    await warm(base, pid, kind, spec)
    setup = Connection(base)
    table = await target(setup, kind, spec)
    await setup.close()
    await settle(pid, timeout=10)
    rss_before = proc_rss_mb(pid)
    client_started, wall_started = cpu_seconds(), time.perf_counter()
    opening = time.perf_counter()
    crowd = await open_crowd(base, pid, kind, table, spec, size)
    open_seconds = time.perf_counter() - opening
    rss_open = proc_rss_mb(pid)
    opened = crowd.heads if kind == "streams" else size - crowd.finished
    refused = sum(1 for member in crowd.members if member.status not in (0, 200))
    if kind != "streams":  # idle only while every one is still parked
        idle_seconds = min(idle_seconds, opening + WAIT_SECONDS - WAIT_MARGIN - time.perf_counter())
    cpu_before = proc_cpu_seconds(pid)
    idle_started = time.perf_counter()
    await asyncio.sleep(max(idle_seconds, 0))
    idle_cpu = (proc_cpu_seconds(pid) - cpu_before) / (time.perf_counter() - idle_started)
    checked = None
    if kind == "streams" and cap is not None and size == cap:
        checked = await cap_check(base, crowd, table, cap)
        await settle(pid, timeout=10)
    spy = await start_profile(pid, profile) if profile is not None else None
    wake_cpu = proc_cpu_seconds(pid)
    moved = time.perf_counter()
    await news(kind)(base, table)
    with contextlib.suppress(TimeoutError):  # the missing ones count as not received
        await asyncio.wait_for(crowd.all_done.wait(), DELIVER_TIMEOUT)
    wake_cpu = proc_cpu_seconds(pid) - wake_cpu
    if spy is not None:
        spy.wait()
    client_cpu = (cpu_seconds() - client_started) / (time.perf_counter() - wall_started)
    crowd.close()
    arrivals = [
        (member.arrived_at - moved) * 1000
        for member in crowd.members
        if member.status == 200 and member.arrived_at is not None and member.arrived_at > moved
    ]
    received = len(arrivals)
    arrivals = arrivals or [float("nan")]
    return CrowdResult(
        kind=kind,
        connections=size,
        opened=opened,
        refused=refused,
        rss_before_mb=rss_before,
        rss_open_mb=rss_open,
        kb_per_connection=(rss_open - rss_before) * 1024 / size,
        open_seconds=open_seconds,
        idle_seconds=idle_seconds,
        idle_cpu=idle_cpu,
        received=received,
        deliver_all_ms=max(arrivals),
        deliver_median_ms=statistics.median(arrivals),
        deliver_p99_ms=percentile(arrivals, 0.99),
        deliver_server_cpu_ms=wake_cpu * 1000,
        client_cpu=client_cpu,
        cap=checked,
    )


async def start_profile(pid: int, out: Path) -> subprocess.Popen[bytes]:
    """py-spy (the bench extra) on the API process over the delivery: the crowd is idle
    before it, and py-spy keeps no idle samples, so the profile is the delivery's."""
    spy = subprocess.Popen(
        [str(Path(sys.executable).with_name("py-spy")), "record", "-p", str(pid),
         "-d", str(PROFILE_SECONDS), "-r", "1000", "-f", "raw", "-o", str(out), "--nonblocking"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    await asyncio.sleep(1.5)  # attached
    return spy


def run_crowd(
    base: str,
    pid: int,
    kind: Kind,
    spec: GameSpec,
    size: int,
    idle_seconds: float,
    cap: int | None,
    profile: Path | None = None,
) -> CrowdResult:
    raise_open_files_limit()
    return uvloop.run(measure_crowd(base, pid, kind, spec, size, idle_seconds, cap, profile))


def crowd_in_process(
    base: str,
    pid: int,
    kind: Kind,
    spec: GameSpec,
    size: int,
    idle_seconds: float,
    cap: int | None,
    profile: Path | None = None,
) -> CrowdResult:
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        job = pool.submit(run_crowd, base, pid, kind, spec, size, idle_seconds, cap, profile)
        return job.result()


@contextmanager
def connections_stack(max_streams: int, logs: Path) -> Iterator[Callable[[str], Any]]:
    """Redis and one worker, shared; yields a function that serves a fresh API process (a
    context manager yielding its base URL and process)."""
    # Timers at 10x (a 60 s turn lasts 600 s): no timeout moves the table while a crowd opens
    # and idles (a timeout would wake it before the measured move).
    extra = {"TAPETE_MAX_STREAMS": str(max_streams), "TAPETE_TIME_SCALE": "10"}
    with redis_and_workers(1, extra, logs) as env:

        def api(name: str) -> Any:
            return serving("uvicorn", API_APP, env, logs / f"api-{name}.log", "/games")

        yield api


def measure(
    sizes: tuple[int, ...] = SIZES,
    idle_seconds: float = IDLE_SECONDS,
    kinds: tuple[Kind, ...] = KINDS,
    log: Callable[[str], None] = print,
    profiles: Path | None = None,
) -> dict[str, Any]:
    """Every crowd, each on a fresh API process; the cap is the largest size, so the largest
    stream crowd also checks the 503 at the limit. The JSON of `make bench`'s `connections`."""
    raise_open_files_limit()  # the API processes inherit it
    cap = max(sizes)
    logs = Path(tempfile.mkdtemp(prefix="tapete-bench-connections-"))
    rows: list[dict[str, Any]] = []
    with connections_stack(cap, logs) as api:
        for kind in kinds:
            for size in sizes:
                with api(f"{kind}-{size}") as (base, process):
                    profile = None if profiles is None else profiles / f"{kind}-{size}.txt"
                    result = crowd_in_process(
                        base, process.pid, kind, REFERENCE, size, idle_seconds, cap, profile
                    )
                log(summary_line(result))
                rows.append(asdict(result))
    return {"sizes": list(sizes), "cap": cap, "crowds": rows, "ratios": delivery_ratios(rows)}


def delivery_ratios(rows: list[dict[str, Any]]) -> dict[str, float]:
    """Per kind, the largest crowd's delivery time over the smallest's."""
    ratios: dict[str, float] = {}
    for kind in ALL_KINDS:
        mine = sorted((r for r in rows if r["kind"] == kind), key=lambda r: r["connections"])
        if len(mine) >= 2 and mine[0]["deliver_all_ms"] > 0:
            ratios[kind] = mine[-1]["deliver_all_ms"] / mine[0]["deliver_all_ms"]
    return ratios


def summary_line(result: CrowdResult) -> str:
    cap = ""
    if result.cap is not None:
        cap = f", cap {result.cap.limit} (+{result.cap.filled}): refused {result.cap.status} " + (
            "ok" if result.cap.ok else f"NOT ok {result.cap}"
        )
    return (
        f"  {result.connections:,} {result.kind}: {result.opened:,} open, "
        f"{result.kb_per_connection:.1f} KB each, idle CPU {result.idle_cpu:.1%} of a core, "
        f"{result.received:,} got the news, the last in {result.deliver_all_ms:.0f} ms "
        f"(client CPU {result.client_cpu:.2f}){cap}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.connections", description=__doc__)
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--idle-seconds", type=float, default=IDLE_SECONDS)
    parser.add_argument(
        "--kind", choices=ALL_KINDS, action="append", help="default: streams and long_polls"
    )
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument(
        "--profile", type=Path, help="py-spy each delivery into this folder (raw stacks)"
    )
    args = parser.parse_args(argv)
    if args.profile is not None:
        args.profile.mkdir(parents=True, exist_ok=True)
    results = measure(
        tuple(args.sizes),
        args.idle_seconds,
        tuple(args.kind or KINDS),
        lambda m: print(m, file=sys.stderr),
        args.profile,
    )
    for kind, value in results["ratios"].items():
        print(
            f"{kind}: {max(args.sizes):,} delivered in {value:.2f}x the time of {min(args.sizes):,}"
        )
    if args.json is not None:
        args.json.write_text(json.dumps(results, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
