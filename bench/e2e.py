"""End-to-end games: every seat of every table follows its table by the push stream (SSE) and
acts when its stream says it is its turn, as a player's screen does; no act waves.

A seat whose stream delivers a view with its seat in `to_act` sends one of its legal actions,
chosen at random as a bot would (`bench.games.choose_action`): those its stream brought before
the view (`?actions=true`: an `actions` message, as the browser client and the SDKs follow), or
with `--list-actions` those it lists first (`GET .../actions`, the way before the stream
carried them). `tables` tables are in flight all the time: when
every seat of one has seen the end of its game, a new one is made (create, joins, start: as
many requests as boardgame.io's create and joins) and followed in its place, inside the
measured time, as boardgame.io's peer does with its matches (bench/peer-e2e).

Figures, over a window after a short warm-up: moves/s (POSTs answered 200), whole games/s (games
whose last seat saw the end), and the move-to-other-seats latency: from a POST being sent to the
last other seat's stream delivering that version (the version in the POST's answer, or a later
one: views are snapshots), p50 and p99. The client is one process on uvloop; each seat holds
one stream (an asyncio Protocol reading the chunked SSE body) and one keep-alive connection
for its requests, kept from one of its tables to the next as a player who stays would."""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from multiprocessing import get_context
from random import Random
from typing import Any, cast

import msgspec
import psutil  # type: ignore[import-untyped]
import uvloop

from bench.client import Connection, cpu_seconds, host_port, raise_open_files_limit
from bench.games import GAMES, GameSpec, choose_action
from bench.scripted import create_started, percentile
from bench.wrk import process_cpu

WARMUP_FRACTION = 0.15  # of the run, before the window opens (and a first wave of games over)
MIN_WARMUP_S = 1.0
SEEN_KEPT = 16  # views remembered per seat, for moves whose answer comes after their delivery
RETRY_S = 2.0  # the stream's `retry` field: how long EventSource waits before reconnecting


class Listed(msgspec.Struct):
    """A stream's `actions` message: the seat's legal actions at `version`."""

    version: int
    actions: list[dict[str, Any]]


_listed = msgspec.json.Decoder(Listed)


class Glance(msgspec.Struct):
    """What a follower needs of a view (msgspec skips the rest of the JSON)."""

    status: str
    version: int
    to_act: list[int]


_glance = msgspec.json.Decoder(Glance)


@dataclass
class E2EResult:
    game: str
    seats: int
    tables: int  # in flight
    seconds: float  # the measured window
    moves: int  # POSTs answered 200 within the window
    games: int  # games whose every seat saw the end within the window
    moves_per_s: float
    games_per_s: float
    # moves/s over the mean moves of a finished game: the rate of whole games in a steady
    # state, which a window holding few games' worth of time (256 tables) cannot count
    games_per_s_steady: float
    moves_per_game: float
    latency_n: int
    latency_p50_ms: float  # POST sent to the last other seat's stream delivering its version
    latency_p99_ms: float
    post_p50_ms: float  # POST sent to its answer
    post_p99_ms: float
    rejected: int  # POSTs answered 409/422 (a race; should stay 0)
    errors: int  # anything else unexpected (a stream ending early, a failed request)
    error_kinds: dict[str, int]  # errors by kind
    tables_started: int
    client_cpu: float  # the client's CPU, in cores
    api_cpu: float  # the API process's CPU during the window, in cores (0: not read)


class Stream(asyncio.Protocol):
    """One seat's `GET /tables/{code}/stream`: de-chunks the body, splits it into SSE messages
    and hands every `view` message's data to `on_view`."""

    def __init__(self, request: bytes, seat: Seat) -> None:
        self.request = request
        self.seat = seat
        self.transport: asyncio.Transport | None = None
        self.raw = bytearray()
        self.body = bytearray()
        self.head_done = False
        self.chunk_left = 0  # bytes of the current chunk still to read (0: a size line next)
        self.closed = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = cast(asyncio.Transport, transport)  # uvloop's is not a subclass
        self.transport.write(self.request)

    def data_received(self, data: bytes) -> None:
        self.raw += data
        if not self.head_done:
            end = self.raw.find(b"\r\n\r\n")
            if end < 0:
                return
            if self.raw[9:12] != b"200":
                self.seat.table.run.error(f"stream answered {self.raw[9:12].decode()}")
                self.close()
                return
            self.head_done = True
            del self.raw[: end + 4]
        self.dechunk()
        while (end := self.body.find(b"\n\n")) >= 0:
            message = bytes(self.body[:end])
            del self.body[: end + 2]
            if message.startswith(b"event: view\n"):
                data_at = message.find(b"\ndata: ")
                self.seat.on_view(message[data_at + 7 :])
            elif message.startswith(b"event: actions\n"):
                data_at = message.find(b"\ndata: ")
                self.seat.listed = _listed.decode(message[data_at + 7 :])
            elif message.startswith(b"event: problem\n"):
                self.seat.table.run.error("stream problem message")

    def dechunk(self) -> None:
        raw = self.raw
        while raw:
            if self.chunk_left == 0:
                line = raw.find(b"\r\n")
                if line < 0:
                    return
                if line == 0:  # the CRLF after a chunk's data
                    del raw[:2]
                    continue
                self.chunk_left = int(raw[:line], 16)
                del raw[: line + 2]
                if self.chunk_left == 0:  # the last chunk: the server ended the stream
                    return
            taken = raw[: self.chunk_left]
            self.body += taken
            self.chunk_left -= len(taken)
            del raw[: len(taken)]

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.closed:  # the server ended it: reconnect as EventSource does
            self.closed = True
            self.seat.table.run.stream_lost(self.seat)

    def close(self) -> None:
        self.closed = True
        if self.transport is not None:
            self.transport.close()


class Seat:
    """One player at one table: its stream, its request connection and what it has seen."""

    def __init__(self, table: Table, index: int, token: str, connection: Connection) -> None:
        self.table = table
        self.index = index
        self.token = token
        self.connection = connection
        self.stream: Stream | None = None
        self.latest: Glance | None = None
        self.acted_on = -1  # the version this seat last acted on
        self.busy = False
        self.ended = False
        self.seen: list[tuple[int, float]] = []  # (version, arrival) of its recent views
        self.listed: Listed | None = None  # the legal actions its stream brought last

    def on_view(self, data: bytes) -> None:
        now = time.perf_counter()
        glance = _glance.decode(data)
        self.latest = glance
        self.seen.append((glance.version, now))
        if len(self.seen) > SEEN_KEPT:
            del self.seen[0]
        table = self.table
        table.check_pending()
        if glance.status != "playing":
            if not self.ended:
                self.ended = True
                table.seat_ended()
            return
        self.maybe_act()

    def maybe_act(self) -> None:
        glance = self.latest
        if (
            glance is None
            or self.busy
            or self.table.closed
            or glance.status != "playing"
            or self.index not in glance.to_act
            or glance.version <= self.acted_on
        ):
            return
        self.busy = True
        self.acted_on = glance.version
        self.table.run.spawn(self.act())

    async def act(self) -> None:
        run, table = self.table.run, self.table
        try:
            path = f"/tables/{table.code}/actions"
            brought = self.listed
            if brought is not None and brought.version == self.acted_on:
                actions = brought.actions  # what the stream brought with the view
            else:
                if not run.list_actions:
                    run.error("view without its actions")
                listed = await self.connection.request("GET", path, token=self.token)
                answer = listed.json() if listed.status == 200 else {}
                if not isinstance(answer, dict) or "actions" not in answer:
                    # Seen a few times in a full run: a 200 that is not the list of actions (to
                    # look into in the client); counted as an error, not raised in a lost task.
                    run.error("actions_answer")
                    answer = {}
                actions = answer.get("actions", [])
            if not actions or table.closed:
                return
            action = choose_action(actions, run.rng)
            sent = time.perf_counter()
            reply = await self.connection.request(
                "POST", path, token=self.token, body={"action": action}
            )
            answered = time.perf_counter()
            if reply.status == 200:
                table.moves += 1
                run.answered(sent, answered)
                version = _glance.decode(reply.body).version
                table.pending.append((version, sent, self.index))
                table.check_pending()
            elif reply.status in (409, 422):
                run.rejected += 1
            else:
                run.error(f"act answered {reply.status}")
        except (OSError, RuntimeError, asyncio.IncompleteReadError, ValueError) as failed:
            if not table.closed:
                # A connection the server closed as the request left: try that turn again
                # (no new view would come to wake this seat); a move that did land is then
                # refused as stale and counted as rejected.
                run.error(f"request failed: {type(failed).__name__}")
                self.acted_on = -1
                await asyncio.sleep(0.05)
        finally:
            self.busy = False
        self.maybe_act()  # a view that came while this seat was busy

    def delivered(self, version: int) -> float | None:
        """When this seat's stream first delivered `version` or a later one."""
        return next((at for seen, at in self.seen if seen >= version), None)


class Table:
    """One table in flight, from its start to the end every seat has seen."""

    def __init__(self, run: Run, slot: int, code: str, tokens: list[str]) -> None:
        self.run = run
        self.slot = slot
        self.code = code
        self.seats = [
            Seat(self, index, token, run.connections[slot][index])
            for index, token in enumerate(tokens)
        ]
        self.pending: list[tuple[int, float, int]] = []  # (answered version, sent, mover)
        self.ended_seats = 0
        self.moves = 0
        self.closed = False

    def check_pending(self) -> None:
        """Each answered move whose version every other seat's stream has delivered: a latency."""
        if not self.pending:
            return
        kept = []
        for version, sent, mover in self.pending:
            arrivals = [s.delivered(version) for s in self.seats if s.index != mover]
            if any(at is None for at in arrivals):
                kept.append((version, sent, mover))
            else:
                self.run.delivered(sent, max(cast(list[float], arrivals)))
        self.pending = kept

    def seat_ended(self) -> None:
        self.ended_seats += 1
        if self.ended_seats == len(self.seats):
            self.run.game_over(self)

    def close(self) -> None:
        self.closed = True
        for seat in self.seats:
            if seat.stream is not None:
                seat.stream.close()


class Run:
    def __init__(
        self,
        base: str,
        spec: GameSpec,
        seats: int,
        tables: int,
        seed: int,
        setup_connections: int,
        list_actions: bool = False,
    ) -> None:
        self.base = base
        self.list_actions = list_actions  # GET .../actions before each move, not the stream's
        self.spec = spec
        self.seats = seats
        self.tables = tables
        self.rng = Random(seed)
        self.host, self.port = host_port(base)
        # per table slot, per seat: the player's keep-alive connection, kept across its tables
        self.connections = [[Connection(base) for _ in range(seats)] for _ in range(tables)]
        self.setup = asyncio.Semaphore(setup_connections)
        self.tasks: set[asyncio.Task[None]] = set()
        self.window: tuple[float, float] = (float("inf"), float("inf"))
        self.stopping = False
        self.moves = self.games = self.rejected = self.errors = self.started = 0
        self.ended = 0  # games over, window or not (the warm-up waits for a first wave)
        self.ended_moves = 0  # their moves
        self.latencies: list[float] = []
        self.posts: list[float] = []
        self.live: dict[int, Table] = {}  # slot -> its table in flight
        self.error_kinds: dict[str, int] = {}

    def error(self, kind: str) -> None:
        self.errors += 1
        self.error_kinds[kind] = self.error_kinds.get(kind, 0) + 1

    def stream_lost(self, seat: Seat) -> None:
        """A stream the server ended: counted, and opened again after the `retry` the server
        asks for, resuming after the last view the seat saw (Last-Event-ID), as a browser's
        EventSource does."""
        if self.stopping or seat.table.closed:
            return
        self.error("stream ended by the server")

        async def again() -> None:
            await asyncio.sleep(RETRY_S)
            if not (self.stopping or seat.table.closed):
                resume = seat.latest.version if seat.latest is not None else None
                await self.open_stream(seat, resume)

        self.spawn(again())

    async def open_stream(self, seat: Seat, resume: int | None = None) -> None:
        table = seat.table
        extra = "" if resume is None else f"Last-Event-ID: {resume}\r\n"
        query = "" if self.list_actions else "?actions=true"
        request = (
            f"GET /tables/{table.code}/stream{query} HTTP/1.1\r\n"
            f"Host: {self.host}:{self.port}\r\n"
            f"Authorization: Bearer {seat.token}\r\n{extra}\r\n"
        ).encode()
        loop = asyncio.get_running_loop()
        async with self.setup:
            _, seat.stream = await loop.create_connection(
                lambda: Stream(request, seat), self.host, self.port
            )
        if self.stopping or table.closed:
            seat.stream.close()

    def spawn(self, job: Any) -> None:
        task = asyncio.get_running_loop().create_task(job)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def in_window(self, at: float) -> bool:
        return self.window[0] <= at <= self.window[1]

    def answered(self, sent: float, answered: float) -> None:
        if self.in_window(answered):
            self.moves += 1
        if self.in_window(sent):
            self.posts.append((answered - sent) * 1000)

    def delivered(self, sent: float, last: float) -> None:
        if self.in_window(sent):
            self.latencies.append((last - sent) * 1000)

    def game_over(self, table: Table) -> None:
        self.ended += 1
        self.ended_moves += table.moves
        if self.in_window(time.perf_counter()):
            self.games += 1
        table.close()
        if not self.stopping:
            self.spawn(self.new_table(table.slot))

    async def new_table(self, slot: int) -> None:
        """Create, join and start a table (over its host's connection) and open every seat's
        stream; its seats act from their first view on."""
        host = self.connections[slot][self.seats - 1]
        try:
            seated = await create_started(host, self.spec, self.seats)
        except (OSError, RuntimeError, AssertionError, asyncio.IncompleteReadError) as failed:
            self.error(f"table setup failed: {type(failed).__name__}")
            if not self.stopping:
                await asyncio.sleep(0.1)
                self.spawn(self.new_table(slot))
            return
        self.started += 1
        table = self.live[slot] = Table(self, slot, seated.code, seated.tokens)
        for seat in table.seats:
            await self.open_stream(seat)
            if self.stopping:
                table.close()
                return

    async def close(self) -> None:
        self.stopping = True
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        for table in self.live.values():
            table.close()
        for slot in self.connections:
            for connection in slot:
                await connection.close()


def warmup_seconds(seconds: float) -> float:
    """Before the window of a `seconds` run opens (boardgame.io's follow runs use the same)."""
    return max(MIN_WARMUP_S, seconds * WARMUP_FRACTION)


async def play(
    base: str,
    spec: GameSpec,
    seats: int,
    tables: int,
    seconds: float,
    api_pid: int | None = None,
    seed: int = 1,
    list_actions: bool = False,
) -> E2EResult:
    """`tables` tables of `spec` at `seats` seats in flight for `seconds` (a warm-up first)."""
    run = Run(base, spec, seats, tables, seed, setup_connections=32, list_actions=list_actions)
    api = psutil.Process(api_pid) if api_pid is not None else None
    warmup = warmup_seconds(seconds)
    began = time.perf_counter()
    for slot in range(tables):
        run.spawn(run.new_table(slot))
        if slot % 16 == 15:  # tables are started over a moment, not all in one instant
            await asyncio.sleep(0.01)
    await asyncio.sleep(max(0.0, began + warmup - time.perf_counter()))
    # Tables all start within a moment, so their first games end together: the window opens
    # once as many games as tables have ended (or after `seconds` more at most), when the
    # ends have begun to spread, so that games/s is not the count of one wave.
    while run.ended < tables and time.perf_counter() < began + warmup + seconds:
        await asyncio.sleep(0.05)
    opened = time.perf_counter()
    run.window = (opened, opened + seconds)
    cpu_started, api_started = cpu_seconds(), process_cpu(api)
    await asyncio.sleep(seconds)
    closed = time.perf_counter()
    client_cpu = (cpu_seconds() - cpu_started) / (closed - opened)
    api_cpu = (process_cpu(api) - api_started) / (closed - opened) if api else 0.0
    run.window = (opened, closed)
    await run.close()
    latencies = run.latencies or [float("nan")]
    posts = run.posts or [float("nan")]
    window = closed - opened
    per_game = run.ended_moves / run.ended if run.ended else 0.0
    return E2EResult(
        game=spec.id,
        seats=seats,
        tables=tables,
        seconds=window,
        moves=run.moves,
        games=run.games,
        moves_per_s=run.moves / window,
        games_per_s=run.games / window,
        games_per_s_steady=run.moves / window / per_game if per_game else 0.0,
        moves_per_game=per_game,
        latency_n=len(run.latencies),
        latency_p50_ms=statistics.median(latencies),
        latency_p99_ms=percentile(latencies, 0.99),
        post_p50_ms=statistics.median(posts),
        post_p99_ms=percentile(posts, 0.99),
        rejected=run.rejected,
        errors=run.errors,
        error_kinds=run.error_kinds,
        tables_started=run.started,
        client_cpu=client_cpu,
        api_cpu=api_cpu,
    )


def run_e2e(
    base: str,
    spec: GameSpec,
    seats: int,
    tables: int,
    seconds: float,
    api_pid: int | None,
    list_actions: bool = False,
) -> E2EResult:
    raise_open_files_limit()
    return uvloop.run(play(base, spec, seats, tables, seconds, api_pid, list_actions=list_actions))


def e2e_in_process(
    base: str,
    spec: GameSpec,
    seats: int,
    tables: int,
    seconds: float,
    api_pid: int | None = None,
    list_actions: bool = False,
) -> E2EResult:
    """The followers in a process of their own (the orchestrator shares no interpreter)."""
    with ProcessPoolExecutor(1, mp_context=get_context("spawn")) as pool:
        job = pool.submit(run_e2e, base, spec, seats, tables, seconds, api_pid, list_actions)
        return job.result()


@dataclass(frozen=True)
class Load:
    """One end-to-end load: a game at a seat count."""

    spec: GameSpec
    seats: int

    @property
    def name(self) -> str:
        return f"{self.spec.id}-{self.seats}p"


def loads(hosted: list[GameSpec]) -> list[Load]:
    """The issue's loads: the reference game at 2 and at its bench seats, every other game at
    its bench seats."""
    found: list[Load] = []
    for index, spec in enumerate(hosted):
        if index == 0 and spec.seats != 2:
            found.append(Load(spec, 2))
        found.append(Load(spec, spec.seats))
    return found


def versus_listing(api: str, pid: int, spec: GameSpec, args: argparse.Namespace) -> None:
    """The same load following on the stream's actions and listing them first, alternating
    (each side first in every other round: the machine's speed drifts within minutes)."""
    for tables in args.tables:
        e2e_in_process(api, spec, args.seats, tables, 2, pid)  # warm-up, untimed
        for round_ in range(1, args.versus_listing + 1):
            for listing in (False, True) if round_ % 2 else (True, False):
                result = e2e_in_process(
                    api, spec, args.seats, tables, args.seconds, pid, list_actions=listing
                )
                cpu_us = 1e6 * result.api_cpu / result.moves_per_s if result.moves_per_s else 0
                print(
                    f"round {round_}, {tables} tables, "
                    f"{'GET .../actions' if listing else 'stream actions'}: "
                    f"{result.moves_per_s:,.0f} moves/s, {result.games_per_s:.1f} games/s, "
                    f"other seats p50 {result.latency_p50_ms:.1f} ms p99 "
                    f"{result.latency_p99_ms:.1f} ms, API {cpu_us:.0f} us per move, "
                    f"errors {result.errors}",
                    flush=True,
                )


def main(argv: list[str] | None = None) -> int:
    """Standalone: `python -m bench.e2e [--game ID] [--seats N] [--tables N] [--seconds S]`,
    on a stack of its own (bench.stack)."""
    from bench.stack import bench_stack

    parser = argparse.ArgumentParser(prog="python -m bench.e2e", description=__doc__)
    parser.add_argument("--game", default=GAMES[0].id, choices=[s.id for s in GAMES])
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--tables", type=int, nargs="+", default=[64])
    parser.add_argument("--seconds", type=float, default=8)
    parser.add_argument("--workers", type=int, default=0)
    parser.add_argument(
        "--list-actions",
        action="store_true",
        help="list the legal actions (GET .../actions) before each move instead of taking "
        "those the stream brought",
    )
    parser.add_argument(
        "--versus-listing",
        type=int,
        default=0,
        metavar="ROUNDS",
        help="ROUNDS alternating rounds on one stack: following on the stream's actions, and "
        "listing them first (--list-actions), each round's figures and the API's CPU per move",
    )
    args = parser.parse_args(argv)
    spec = next(s for s in GAMES if s.id == args.game)
    with bench_stack("uvicorn", args.workers) as stack:
        if args.versus_listing:
            versus_listing(stack.api, stack.api_process.pid, spec, args)
            return 0
        for tables in args.tables:
            result = e2e_in_process(
                stack.api,
                spec,
                args.seats,
                tables,
                args.seconds,
                stack.api_process.pid,
                args.list_actions,
            )
            print(json.dumps(asdict(result)), flush=True)
            print(
                f"{spec.id} {args.seats}p, {tables} tables: {result.moves_per_s:,.0f} moves/s, "
                f"{result.games_per_s:,.1f} games/s, to the other seats p50 "
                f"{result.latency_p50_ms:.1f} ms p99 {result.latency_p99_ms:.1f} ms",
                file=sys.stderr,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
