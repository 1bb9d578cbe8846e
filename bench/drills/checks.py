"""What the drills count, read from Redis directly (never through the API, which applies
what is overdue on access): moves in the tables' logs, and tables left overdue."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

import msgspec
import redis.asyncio as aioredis

from bench.drills.client import Answer, pause
from bench.drills.players import Ledger, Move
from bench.drills.report import DrillResult, sample
from service.storage.store import LoggedStep, decode_step, events_key, table_key
from service.tables.models import Table

_table = msgspec.msgpack.Decoder(Table)
# Events a step carries when a timer, not the seat, decided for it.
TIMED_OUT = {"turn_timed_out", "bot_move_overdue", "seat_forfeited"}


async def logged_steps(raw: aioredis.Redis, code: str) -> dict[int, LoggedStep]:
    blobs = cast("list[bytes]", await raw.lrange(events_key(code), 0, -1))
    steps = [decode_step(blob) for blob in blobs]
    return {step.version: step for step in steps}


def holds(step: LoggedStep | None, move: Move) -> bool:
    """The step has the seat's move, with the action sent."""
    if step is None:
        return False
    return any(
        seat == move.seat and blob is not None and same_action(blob, move.action)
        for seat, blob in step.moves
    )


def applied_by(step: LoggedStep | None, move: Move) -> bool:
    """The step holds the move and no timer decided for the seat in it (a timeout's default
    action may equal the one sent; then the move was not the client's)."""
    if step is None or not holds(step, move):
        return False
    return move.seat not in {e.data.get("seat") for e in step.events if e.type in TIMED_OUT}


def same_action(blob: bytes, sent: dict[str, Any]) -> bool:
    stored = msgspec.msgpack.decode(blob)
    return bool(stored == sent) or msgspec.json.decode(msgspec.json.encode(stored)) == sent


@dataclass
class MoveAudit:
    answered: int = 0  # moves answered 200
    lost: list[str] = field(default_factory=list)  # answered 200, not in the log
    error_but_applied: list[str] = field(default_factory=list)  # answered an error, applied
    retry_409_applied: list[str] = field(default_factory=list)  # a retry answered 409, applied
    unanswered: list[str] = field(default_factory=list)  # no answer within the retry budget


async def audit_moves(raw: aioredis.Redis, ledger: Ledger) -> MoveAudit:
    audit = MoveAudit()
    logs = {code: await logged_steps(raw, code) for code in {m.code for m in ledger.moves}}
    for move in ledger.moves:
        label = f"{move.code} v{move.expected_version + 1} seat {move.seat}"
        applied = applied_by(logs[move.code].get(move.expected_version + 1), move)
        if move.final == 200:
            audit.answered += 1
            if not holds(logs[move.code].get(move.answered_version or -1), move):
                audit.lost.append(label)
        elif move.final is None:
            audit.unanswered.append(label)
        elif applied and move.final == 409 and len(move.statuses) > 1:
            audit.retry_409_applied.append(label)
        elif applied:
            audit.error_but_applied.append(f"{label} ({move.final} {move.error_codes[-1]})")
    return audit


def add_lost_moves(result: DrillResult, audit: MoveAudit) -> None:
    lost = sample(audit.lost, f"of {audit.answered} answered 200")
    result.add("lost moves", len(audit.lost), lost)


def add_false_errors(result: DrillResult, audit: MoveAudit) -> None:
    applied = audit.error_but_applied
    result.add("false errors: error answered, move applied", len(applied), sample(applied))
    retried = audit.retry_409_applied
    result.add("false errors: retry 409, first attempt applied", len(retried), sample(retried))
    result.add("moves without an answer", len(audit.unanswered), sample(audit.unanswered))


@dataclass
class Overdue:
    version: int
    late_s: float


class FrozenWatch:
    """Reads every table the drill plays, a few times a second, straight from Redis. A table
    still playing whose next deadline (or pause end) passed more than `tolerance` seconds ago,
    counted from when Redis was last back, has frozen: nothing but a client request would move
    it on."""

    def __init__(
        self,
        raw: aioredis.Redis,
        codes: Callable[[], list[str]],
        redis_ready_ms: Callable[[], int],
        tolerance: float,
    ) -> None:
        self.raw = raw
        self.codes = codes
        self.redis_ready_ms = redis_ready_ms
        self.tolerance_ms = tolerance * 1000
        self.frozen: dict[str, Overdue] = {}

    async def run(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            await self.look()
            await pause(0.2, stop)

    async def look(self) -> None:
        codes = self.codes()
        if not codes:
            return
        try:
            pipe = self.raw.pipeline(transaction=False)
            for code in codes:
                pipe.hget(table_key(code), "d")
            blobs = await pipe.execute()
        except aioredis.RedisError:
            return  # Redis is down: nothing can move now, and the clock restarts when it is back
        now = time.time() * 1000
        for code, blob in zip(codes, blobs, strict=True):
            if blob is None:
                continue
            table = _table.decode(blob)
            wake = table.wake_at_ms
            if wake is None:
                continue
            late = now - max(wake, self.redis_ready_ms())
            if late > self.tolerance_ms:
                worst = self.frozen.get(code)
                if worst is None or late / 1000 > worst.late_s:
                    self.frozen[code] = Overdue(table.version, late / 1000)


def server_errors(journal: list[Answer]) -> tuple[int, str]:
    """Every 5xx answer, and how they split by status and route."""
    kinds: dict[str, int] = {}
    for answer in journal:
        if answer.server_error:
            kind = f"{answer.status} {answer.method} {route_of(answer.path)}"
            kinds[kind] = kinds.get(kind, 0) + 1
    detail = ", ".join(f"{kind}: {n}" for kind, n in sorted(kinds.items()))
    return sum(kinds.values()), detail


def route_of(path: str) -> str:
    """/tables/ABC234/actions -> /tables/{code}/actions"""
    parts = path.split("?")[0].split("/")
    if len(parts) > 2 and parts[1] == "tables":
        parts[2] = "{code}"
    return "/".join(parts)
