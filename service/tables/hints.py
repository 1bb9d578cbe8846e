"""Hints (GET /tables/{code}/hint): the Hard bot's suggestion for the caller's own seat.

The API process only checks and waits: a worker computes the hint, through the bots' one entry
point (`choose_action`, which decides on resampled states from the seat's information set, never
on the hidden cards), with the Hard bots' budget. The answer is kept per (table, version, seat)
for a short while (service/storage/hints.py): a second request, while it is computed or after,
gets the same answer, and no second job. Its random stream comes from the table's seed, the
version and the seat, so it is reproducible as a Hard bot's move is (up to the time budget)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from random import Random
from typing import Any

import anyio

from service.bots import Clock, choose_action
from service.core import errors
from service.core.logcontext import note_seat
from service.games.base import AnyGame
from service.storage.hints import PENDING, STALE, HintStore, hint_channel_name
from service.storage.notify import Notifier
from service.storage.queue import JobQueue
from service.tables import lifecycle
from service.tables.hosted import game_of
from service.tables.models import BotLevel, Caller, Table
from service.tables.service import TableService

LEVEL: BotLevel = "hard"  # a hint is what the Hard bot would play in the caller's seat
ANSWER_TTL_MS = 120_000  # an answer is kept this long at most (it only matters for its version)
MARKER_TTL_MS = 30_000  # a computation not answered by then (its worker lost) is asked again
WAIT_MARGIN_MS = 3_000  # a request waits the budget plus this (a worker busy with a bot turn)

Enqueue = Callable[[str, int, int], Awaitable[None]]


@dataclass(frozen=True)
class HintTurn:
    """What a hint is computed from: the true state (only resamples of it are looked at),
    the seat, and the hint's random stream."""

    game: AnyGame
    state: Any
    seat: int
    rng: Random


@dataclass(frozen=True)
class Hint:
    version: int
    seat: int
    action: bytes  # the action as JSON, exactly as `POST .../actions` takes it
    budget_ms: int


def hint_rng(seed: bytes, version: int, seat: int) -> Random:
    """The hint's random stream, from the table's secret seed: never the bots' own stream."""
    return Random(b"hint" + seed + version.to_bytes(8, "big") + seat.to_bytes(2, "big"))


def suggest(
    game: AnyGame,
    state: Any,
    seat: int,
    rng: Random,
    budget_s: float,
    clock: Clock = time.perf_counter,
) -> Any:
    """The Hard bot's action for `seat` (which has a decision pending), from its information
    set only."""
    return choose_action(game, state, seat, LEVEL, rng, budget_s=budget_s, clock=clock)


def hint_seat(table: Table, game: AnyGame, caller: Caller) -> int:
    """The caller's seat, if it may have a hint now; else the reason as an error (the table's
    setting first, then its status, then the caller)."""
    if not table.hints:
        raise errors.HintsDisabled("this table was created without `hints: true`")
    if table.status == "lobby":  # nobody has a seat number yet
        raise errors.WrongStatus("the game has not started yet")
    if caller.seat is None:
        raise errors.NotSeated("only a seated player may ask for a hint for its own seat")
    if lifecycle.is_rated(table, game):
        raise errors.HintsNotAllowedRated("this game counts for a rating: no hints")
    if table.status != "playing":
        raise errors.GameOver(f"the table is {table.status}")
    if caller.seat not in game.to_act(lifecycle.game_state(game, table)):
        raise errors.NotYourTurn("your seat has no decision pending")
    return caller.seat


def hint_turn(table: Table | None, version: int, seat: int) -> HintTurn | None:
    """For the worker: what the hint at `version` is computed from, or None if the table moved
    on (or ended) since it was asked."""
    if table is None or table.version != version or table.status != "playing":
        return None
    game = game_of(table)
    state = lifecycle.game_state(game, table)
    if seat not in game.to_act(state):
        return None
    return HintTurn(game, state, seat, hint_rng(table.seed, version, seat))


async def ask_hint(
    tables: TableService,
    hints: HintStore,
    notifier: Notifier,
    enqueue: Enqueue | None,
    code: str,
    token: str | None,
) -> Hint:
    """The hint for the caller's seat at the table's current version: the stored answer, or
    one a worker computes now (asked once however many requests wait for it)."""
    table, _ = await tables.load(code, token)
    caller = lifecycle.identify(table, token)
    note_seat(caller.seat)
    seat = hint_seat(table, game_of(table), caller)
    if enqueue is None:  # an API started without a job queue: nobody would compute it
        raise errors.HintPending("no worker computes hints here; try again later")
    settings = tables.settings
    budget_ms = settings.bot_budget_ms
    cap_ms = settings.finished_ttl_seconds * 1000
    version = table.version
    give_up = time.monotonic() + (budget_ms + WAIT_MARGIN_MS) / 1000
    # Registered before the claim: an answer published in between still wakes this request.
    async with notifier.watch(hint_channel_name(table.code, version, seat)) as ready:
        outcome, value = await hints.claim(table.code, version, seat, MARKER_TTL_MS, cap_ms)
        if outcome == "gone":
            raise errors.TableNotFound(f"no table with code {code!r}")
        if outcome == "claimed":
            await enqueue(table.code, version, seat)
        while value is None or value == PENDING:
            remaining = give_up - time.monotonic()
            if remaining <= 0:
                raise errors.HintPending("the hint is still being computed; ask again shortly")
            ready.clear()
            value = await hints.read(table.code, version, seat)
            if value is None or value == PENDING:
                # Re-read at least twice a second: a lost wake-up costs no more than that.
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(ready.wait(), timeout=min(remaining, 0.5))
    if value == STALE:
        current = await tables.store.version(table.code)
        raise errors.VersionConflict(
            "the table moved on while the hint was computed; ask again",
            current_version=current if current is not None else version,
        )
    return Hint(version, seat, value, budget_ms)


def queued(jobs: JobQueue | None) -> Enqueue | None:
    """How a claimed hint reaches the workers: RQ's enqueue is a blocking Redis round trip, so
    it runs in a thread, off the event loop. None without a job queue (nobody computes)."""
    if jobs is None:
        return None
    queue = jobs  # narrowed, for the closure

    async def enqueue(code: str, version: int, seat: int) -> None:
        await anyio.to_thread.run_sync(queue.enqueue_hint, code, version, seat)

    return enqueue


class HintService:
    """Hints for the API in one call: `ask_hint` with the process's table service, hint store,
    notifier and job queue, wired once by the app factory."""

    def __init__(
        self, tables: TableService, hints: HintStore, notifier: Notifier, jobs: JobQueue | None
    ) -> None:
        self.tables = tables
        self.hints = hints
        self.notifier = notifier
        self.enqueue = queued(jobs)

    async def ask(self, code: str, token: str) -> Hint:
        """The hint for the caller's seat (see `ask_hint`)."""
        return await ask_hint(self.tables, self.hints, self.notifier, self.enqueue, code, token)
