"""Chat reports (docs/api.md, "Table chat"): someone at a table reports a message of its chat
to the table's app's admins, with a copy of it and of the messages around it, kept apart from
the table so that they outlive it (the chat expires with its table).

Who reports: a seat or the host (by its table token or its player credential), or a spectator
with a player credential who took part in the chat (a message of its own is in the kept log):
anyone else is not at the table (403 `not_at_table`), so a player cannot report the chat of any
table whose code it learns. One report per reporter per message: its id is a digest of both,
and a repeat answers the report made, adding nothing. 5 reports a minute per reporter.

Keys, per app, under one hash tag (`{chatreports:APP}`: one Redis Cluster slot, one script):
`index` (a sorted set, every score 0, members `<created_ms, 15 digits>:<id>`, so their order is
their age and a member is the listing's cursor), `reports` (a hash, id -> the report as JSON),
`handled` (a hash, id -> who marked it handled and when) and a rate counter per reporter. A
report is kept 90 days, at most the newest 5,000 of an app: each new one trims the rest, and
every key expires 90 days after the app's last report."""

from __future__ import annotations

import hashlib
import time
from collections.abc import AsyncIterator, Awaitable
from typing import Literal, cast

import msgspec

from service.core import errors
from service.storage.redis_client import GameStateRedis
from service.tables.chat import ChatMessage, Writer, chat_key
from service.tables.models import Table

KEEP_DAYS = 90
KEEP_MS = KEEP_DAYS * 86_400_000
KEPT = 5_000  # reports per app, the newest
CONTEXT = 5  # messages kept on each side of the reported one
RATE = 5  # reports per reporter per window
RATE_WINDOW_MS = 60_000
SCAN_COUNT = 1000

Reason = Literal["spam", "abuse", "cheating", "other"]
CURSOR_PATTERN = r"^[0-9]{15}:cr_[0-9a-f]{16}$"  # a listing's `next`: an index member


class NotAtTable(errors.TapeteError):
    """403 `not_at_table`: a player credential that holds no seat, is not the host's and wrote
    nothing in the table's chat reports nothing there."""

    status = 403
    code = "not_at_table"
    title = "Not at this table"


class MessageNotFound(errors.TapeteError):
    """404 `message_not_found`: no message with that number in the table's kept chat, or one
    the reporter does not read (spectators' during a rated game in play, for a seat)."""

    status = 404
    code = "message_not_found"
    title = "No such chat message"


class OwnMessage(errors.TapeteError):
    """422 `own_message`: a writer does not report its own message."""

    status = 422
    code = "own_message"
    title = "Your own message"


class ReportTooFast(errors.TapeteError):
    """429 `report_too_fast`: more than 5 reports in a minute from one reporter."""

    status = 429
    code = "report_too_fast"
    title = "Too many reports"
    retry_after = 60


class ReportNotFound(errors.TapeteError):
    """404 `chat_report_not_found`: the app keeps no such report (another app's answers the
    same; reports go after 90 days)."""

    status = 404
    code = "chat_report_not_found"
    title = "No such chat report"


class NewReport(msgspec.Struct, forbid_unknown_fields=True):
    """Why the message is reported (default `other`)."""

    reason: Reason = "other"


class Reporter(msgspec.Struct, frozen=True):
    """Who reported, as at the table: its name, role, seat, member id and player (if any)."""

    name: str
    role: Literal["player", "host", "spectator"]
    seat: int | None = None
    member: int | None = None
    player: str | None = None


class ReportReceipt(msgspec.Struct):
    """The report as its reporter sees it: nothing of the other messages it keeps."""

    id: str
    code: str
    number: int
    reason: Reason
    created_ms: int


class Handled(msgspec.Struct, frozen=True):
    """Who marked the report handled (`operator` or an admin key's id), and when."""

    by: str
    at_ms: int


class ChatReport(msgspec.Struct, kw_only=True):
    """A report as the app's admins see it: the table and its game, who reported and why, the
    reported message and, oldest first, the messages around it as kept when it was reported
    (every audience's); `handled` once an admin marked it so."""

    id: str
    app: str
    code: str
    game: str
    table_created_ms: int
    created_ms: int
    reason: Reason
    reporter: Reporter
    message: ChatMessage
    context: list[ChatMessage]
    handled: Handled | None = None


class ChatReportPage(msgspec.Struct):
    """Reports, newest first; `next` (if any) asks for the older ones (`?before=`)."""

    reports: list[ChatReport]
    next: str | None = None


def prefix(app: str) -> str:
    return f"tapete:{{chatreports:{app}}}"


def index_key(app: str) -> str:
    return f"{prefix(app)}:index"


def reports_key(app: str) -> str:
    return f"{prefix(app)}:reports"


def handled_key(app: str) -> str:
    return f"{prefix(app)}:handled"


def rate_key(app: str, who: str) -> str:
    return f"{prefix(app)}:rate:{who}"


def member_of(created_ms: int, report_id: str) -> str:
    """The index's member: sorted by age as text (every score is 0)."""
    return f"{created_ms:015d}:{report_id}"


# KEYS: index, reports, handled, rate. ARGV: id, report (JSON), index member, oldest member
# kept (by age), kept, keep ms, rate limit, window ms. Returns 1 (made), 2 (already made) or
# 0 (too fast). Trimmed reports leave the three keys together.
REPORT = """
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then return 2 end
local count = redis.call('INCR', KEYS[4])
if count == 1 then redis.call('PEXPIRE', KEYS[4], ARGV[8]) end
if count > tonumber(ARGV[7]) then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[1], 0, ARGV[3])
local function drop(members)
  for _, member in ipairs(members) do
    local id = string.sub(member, 17)
    redis.call('HDEL', KEYS[2], id)
    redis.call('HDEL', KEYS[3], id)
    redis.call('ZREM', KEYS[1], member)
  end
end
drop(redis.call('ZRANGEBYLEX', KEYS[1], '-', '(' .. ARGV[4]))
local over = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[5])
if over > 0 then drop(redis.call('ZRANGE', KEYS[1], 0, over - 1)) end
for i = 1, 3 do redis.call('PEXPIRE', KEYS[i], ARGV[6]) end
return 1
"""

# KEYS: reports, handled. ARGV: id, handled (JSON), keep ms. Returns 0 for no such report.
HANDLE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1
"""

# KEYS: reports. ARGV: id, report (JSON). Rewrites a report still kept (erasure).
REWRITE = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""

_report = msgspec.json.Decoder(ChatReport)
_handled = msgspec.json.Decoder(Handled)
_message = msgspec.json.Decoder(ChatMessage)
_encode = msgspec.json.Encoder().encode


def text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def reporter_key(table: Table, writer: Writer) -> str:
    """Who reports, for its one report per message and its rate: its player, else its place
    at this very table (an anonymous seat, the host)."""
    if writer.player is not None:
        return writer.player
    place = f"m{writer.member}" if writer.member is not None else "host"
    return f"{table.code}.{table.created_ms}.{place}"


def report_id(table: Table, number: int, who: str) -> str:
    digest = hashlib.sha256(f"{table.app}|{table.code}|{table.created_ms}|{number}|{who}".encode())
    return "cr_" + digest.hexdigest()[:16]


def own(message: ChatMessage, writer: Writer) -> bool:
    if writer.player is not None and message.player == writer.player:
        return True
    if writer.member is not None:
        return message.member == writer.member
    return writer.role == message.role == "host"  # the host who does not play


def readable(message: ChatMessage, writer: Writer) -> bool:
    """Whether the reporter reads the message (a seat never reads the spectators' messages
    of a rated game in play)."""
    return message.to == "all" or writer.role == "spectator"


class ChatReports:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client

    async def report(
        self, table: Table, writer: Writer, number: int, reason: Reason
    ) -> ReportReceipt:
        raw = await cast("Awaitable[dict[bytes, bytes]]", self.client.hgetall(chat_key(table.code)))
        raw.pop(b"n", None)
        messages = sorted((_message.decode(v) for v in raw.values()), key=lambda m: m.number)
        self.require_at_table(table, writer, messages)
        at = next((i for i, m in enumerate(messages) if m.number == number), None)
        if at is None or not readable(messages[at], writer):
            raise MessageNotFound(f"no message {number} in this table's chat")
        message = messages[at]
        if own(message, writer):
            raise OwnMessage("you cannot report your own message")
        who = reporter_key(table, writer)
        rid = report_id(table, number, who)
        now = int(time.time() * 1000)
        report = ChatReport(
            id=rid,
            app=table.app,
            code=table.code,
            game=table.game,
            table_created_ms=table.created_ms,
            created_ms=now,
            reason=reason,
            reporter=Reporter(writer.name, writer.role, writer.seat, writer.member, writer.player),
            message=message,
            context=messages[max(at - CONTEXT, 0) : at] + messages[at + 1 : at + 1 + CONTEXT],
        )
        app = table.app
        made = await cast(
            "Awaitable[int]",
            self.client.eval(
                REPORT,
                4,
                index_key(app),
                reports_key(app),
                handled_key(app),
                rate_key(app, who),
                rid,
                _encode(report),
                member_of(now, rid),
                member_of(now - KEEP_MS, ""),
                KEPT,
                KEEP_MS,
                RATE,
                RATE_WINDOW_MS,
            ),
        )
        if made == 0:
            raise ReportTooFast("more than 5 reports in a minute: wait a little")
        if made == 2:
            kept = await self.get(app, rid)
            if kept is not None:  # (trimmed meanwhile: the answer is the one just made)
                report = kept
        return ReportReceipt(rid, table.code, number, report.reason, report.created_ms)

    @staticmethod
    def require_at_table(table: Table, writer: Writer, messages: list[ChatMessage]) -> None:
        if writer.role != "spectator":
            return
        if writer.player is None:
            raise errors.Unauthorized("a spectator reports with a player credential")
        if writer.player == table.host_player:
            return
        if not any(m.player == writer.player for m in messages):
            raise NotAtTable("only a seat, the host or a spectator who wrote here reports")

    async def get(self, app: str, rid: str) -> ChatReport | None:
        pipe = self.client.pipeline(transaction=False)
        pipe.hget(reports_key(app), rid)
        pipe.hget(handled_key(app), rid)
        raw, handled = await pipe.execute()
        if raw is None:
            return None
        report = _report.decode(raw)
        if handled is not None:
            report.handled = _handled.decode(handled)
        return report

    async def page(self, app: str, before: str | None, limit: int) -> ChatReportPage:
        """The app's reports older than `before` (a cursor), newest first; `limit` at most."""
        top = f"({before}" if before is not None else "+"
        oldest = member_of(int(time.time() * 1000) - KEEP_MS, "")
        members = [
            text(m)
            for m in await self.client.zrevrangebylex(index_key(app), top, "-", 0, limit + 1)
        ]
        shown = [m for m in members[:limit] if m >= oldest]
        ids = [m[16:] for m in shown]
        reports: list[ChatReport] = []
        if ids:
            pipe = self.client.pipeline(transaction=False)
            pipe.hmget(reports_key(app), ids)
            pipe.hmget(handled_key(app), ids)
            bodies, handled = await pipe.execute()
            for body, mark in zip(bodies, handled, strict=True):
                if body is None:
                    continue  # trimmed between the two reads
                report = _report.decode(body)
                report.handled = _handled.decode(mark) if mark is not None else None
                reports.append(report)
        more = len(members) > limit and len(shown) == limit
        return ChatReportPage(reports, shown[-1] if more else None)

    async def handle(self, app: str, rid: str, by: str) -> ChatReport:
        """Marks the report handled (again: by whoever did it last)."""
        mark = _encode(Handled(by, int(time.time() * 1000)))
        done = await cast(
            "Awaitable[int]",
            self.client.eval(HANDLE, 2, reports_key(app), handled_key(app), rid, mark, KEEP_MS),
        )
        report = await self.get(app, rid) if done else None
        if report is None:
            raise ReportNotFound(f"no chat report {rid!r}")
        return report


async def reports_naming(
    client: GameStateRedis, players: set[str]
) -> AsyncIterator[tuple[str, str, ChatReport]]:
    """(hash key, id, report) of every kept report that names one of `players` (as its
    reporter or a message's writer), whatever its app: read in full only when its bytes hold
    an id."""
    needles = [player.encode() for player in players]
    async for key in client.scan_iter(match=reports_key("*"), count=SCAN_COUNT):
        async for rid, raw in client.hscan_iter(key, count=SCAN_COUNT):
            if not any(needle in raw for needle in needles):
                continue
            report = _report.decode(raw)
            named = {report.reporter.player, report.message.player}
            named |= {m.player for m in report.context}
            if named & players:
                yield text(key), text(rid), report


def anonymised_message(message: ChatMessage, players: set[str], name: str) -> ChatMessage:
    if message.player not in players:
        return message
    return msgspec.structs.replace(message, player=None, name=name)


def anonymised(report: ChatReport, players: set[str], name: str) -> ChatReport:
    """The report without the players' ids and names: as reporter, and as writers of the
    reported message and of its context (what they wrote stays, as in their tables)."""
    reporter = report.reporter
    if reporter.player in players:
        reporter = Reporter(name, reporter.role, reporter.seat, reporter.member, None)
    return msgspec.structs.replace(
        report,
        reporter=reporter,
        message=anonymised_message(report.message, players, name),
        context=[anonymised_message(m, players, name) for m in report.context],
    )


async def anonymise(client: GameStateRedis, players: set[str], name: str) -> None:
    """Every kept report naming one of `players` rewritten without them (erasure)."""
    found = [found async for found in reports_naming(client, players)]
    for key, rid, report in found:
        fixed = anonymised(report, players, name)
        await cast("Awaitable[int]", client.eval(REWRITE, 1, key, rid, _encode(fixed)))


async def made_by(client: GameStateRedis, player: str) -> list[ReportReceipt]:
    """The kept reports the player made, newest first, as it made them (its export): not the
    messages they keep, which are their writers' (and some were never the player's to read)."""
    made = [
        ReportReceipt(r.id, r.code, r.message.number, r.reason, r.created_ms)
        async for _, _, r in reports_naming(client, {player})
        if r.reporter.player == player
    ]
    return sorted(made, key=lambda receipt: receipt.created_ms, reverse=True)
