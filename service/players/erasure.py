"""Deleting a player (GDPR Art. 17; docs/apps.md, "Players: ban, export, delete"): its
profile, identity and token go; its ratings, statistics and history go, and it leaves every
leaderboard; the game records and the stored tables it played keep its seat as a deleted
player, with no id and no name; the other seats' games, results and ratings stay as they were.

A table the player sits at goes on with the seat anonymised, whatever its status: nobody
else's game is interrupted, and the seat's token (the table's, not the player's) still plays
it. Its log loses the name too (every event naming it), and its stored answers (views with the
name in them, kept for idempotent retries) are dropped. The chat reports kept for the apps'
admins lose its id and name, as reporter and as writer (what it wrote stays), and so do its
messages in the tables' chats (at the tables it sat at or hosted, and where it wrote as a
spectator: chat_writers.py), once its credential is gone so that it writes no more.

Each deletion is first written to the deletions log, `tapete:{apps}:deletions` (a sorted set:
the player id, scored by when; nothing else about the person), then carried out. Replaying the
log (`replay`) carries every deletion in it out again: after a restore from a backup older
than some deletions, and after a deletion cut short (it is idempotent)."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Any, cast

import msgspec
from msgspec.structs import replace
from redis.exceptions import WatchError

from service.core import errors
from service.core.tenancy import DEFAULT_APP
from service.games.base import Event
from service.players import keys
from service.players.ended import process_ended
from service.players.friends import forget
from service.players.held import board_keys, records_naming, text
from service.players.identity import wake_streams
from service.players.notified import hook_queue
from service.players.records import GameRecord, RecordSeat
from service.players.seats import players_at, sits_at, tables_of_any
from service.storage.store import (
    LoggedStep,
    answers_key,
    decode_step,
    encode_step,
    events_key,
)
from service.tables import chat_reports, chat_writers, lifecycle
from service.tables.changes import Change, lobby
from service.tables.models import Table
from service.tables.service import TableService

DELETED_NAME = "Deleted player"
MAX_ATTEMPTS = 20


def deletions_key() -> str:
    """A sorted set: deleted player id -> when (ms). Under the apps' hash tag: kept with the
    apps and the audit log, apart from the player data a restore brings back."""
    return "tapete:{apps}:deletions"


class Deletion(msgspec.Struct, frozen=True):
    """One entry of the deletions log: which player, when. Nothing else about the person."""

    player: str
    at_ms: int


async def erase(tables: TableService, player_id: str) -> Deletion:
    """Logs the deletion, then carries it out (a crash in between: the replay finishes it)."""
    client = tables.store.client
    now = int(time.time() * 1000)
    # A player deleted again (a JWT player who came back) is logged at its latest deletion.
    await client.zadd(deletions_key(), {player_id: now})
    await purge(tables, {player_id})
    return Deletion(player_id, now)


async def deletions(tables: TableService) -> list[Deletion]:
    raw = await cast(
        "Awaitable[list[tuple[Any, float]]]",
        tables.store.client.zrange(deletions_key(), 0, -1, withscores=True),
    )
    return [Deletion(text(player), int(at)) for player, at in raw]


async def replay(tables: TableService, extra: list[Deletion]) -> list[Deletion]:
    """Every deletion in the log (with `extra` added to it first: a copy of a newer log,
    taken before a restore) carried out again, in one pass over the tables and records."""
    if extra:
        await tables.store.client.zadd(deletions_key(), {d.player: d.at_ms for d in extra}, nx=True)
    logged = await deletions(tables)
    client = tables.store.client
    pipe = client.pipeline(transaction=False)
    for deletion in logged:
        pipe.hget(keys.player_key(deletion.player), "created")
    created = await pipe.execute() if logged else []
    # A JWT player's id is the same for the same `sub`: one whose profile was made after its
    # deletion came back through its integrator, and is not the one deleted.
    gone = {
        deletion.player
        for deletion, made in zip(logged, created, strict=True)
        if made is None or int(made) < deletion.at_ms
    }
    if gone:
        await purge(tables, gone)
    return logged


async def purge(tables: TableService, players: set[str]) -> None:
    """Removes or anonymises everything held about `players` (idempotent)."""
    client = tables.store.client
    ttl_days = tables.settings.record_ttl_days
    found = await tables_of_any(tables.store, players)  # before their seats lose the ids
    for table in found:
        if table.finished and table.started_version is not None:
            # Its end applied first: the other seats' ratings and the record, which is then
            # anonymised below like every other.
            await process_ended(tables.store, table.code, ttl_days, hook_queue(tables.scheduler))
        for player in sorted(players_at(table) & players):
            await anonymise_table(tables, table.code, player)
    async for key, record in records_naming(client, players):
        await client.set(key, msgspec.json.encode(anonymised_record(record, players)), keepttl=True)
    await chat_reports.anonymise(client, players, DELETED_NAME)
    boards = await board_keys(client)
    for player in players:
        token, app, created = await cast(
            "Awaitable[list[bytes | None]]",
            client.hmget(keys.player_key(player), ["token", "app", "created"]),
        )
        pipe = client.pipeline(transaction=False)
        for board in boards:
            pipe.zrem(board, player)
        if token is not None:
            pipe.delete(keys.token_key(text(token)))
        if created is not None and app is not None and text(app) != DEFAULT_APP:
            # The profile is here (not a replay's second pass): its app's `players` quota
            # counts one player fewer.
            pipe.decr(keys.players_count_key(text(app)))
        pipe.delete(
            keys.player_key(player),
            keys.ratings_key(player),
            keys.stats_key(player),
            keys.history_key(player),
            keys.invitations_key(player),
            keys.inbox_key(player),
            keys.seen_key(player),
            keys.playing_key(player),
        )
        wake_streams(pipe, player)  # its open streams find its credential gone
        await pipe.execute()
        await forget(client, player)  # out of every friend list and block list too
    await chat_writers.scrub(client, players, [table.code for table in found], DELETED_NAME)


def anonymised_record(record: GameRecord, players: set[str]) -> GameRecord:
    seats = [
        RecordSeat(seat=seat.seat, name=DELETED_NAME, deleted=True)
        if seat.player in players
        else seat
        for seat in record.seats
    ]
    changes = [change for change in record.rating_changes if change.player not in players]
    return replace(record, seats=seats, rating_changes=changes)


async def anonymise_table(tables: TableService, code: str, player: str) -> None:
    """The player's seat (and host role) at the table under DELETED_NAME, without its id; then
    the names it had scrubbed from the table's log."""
    names: set[str] = set()

    def change(table: Table) -> tuple[Table, list[Event]]:
        members = []
        for member in table.members:
            if member.player == player:
                names.add(member.name)
                member = replace(member, name=DELETED_NAME, player=None)
            members.append(member)
        changed: dict[str, Any] = {"members": members}
        if table.host_player == player:
            names.add(table.host_name)
            changed.update(host_name=DELETED_NAME, host_player=None)
        return lifecycle.bumped(table, **changed), []

    try:
        table, _ = await tables.load(code)
        if sits_at(table, player):
            await tables.mutate(Change(code, lobby(change)))
    except errors.TableNotFound:
        return  # expired meanwhile: nothing of it left
    await scrub_log(tables, code, names - {DELETED_NAME}, player)


def scrubbed(value: Any, names: set[str], player: str) -> tuple[Any, bool]:
    """`value` with every string that is one of `names` replaced, and `player` (the id)
    emptied; and whether anything was."""
    if isinstance(value, str):
        if value in names:
            return DELETED_NAME, True
        if value == player:
            return "", True
        return value, False
    if isinstance(value, dict):
        pairs = [(k, scrubbed(v, names, player)) for k, v in value.items()]
        return {k: v for k, (v, _) in pairs}, any(hit for _, (_, hit) in pairs)
    if isinstance(value, list):
        items = [scrubbed(v, names, player) for v in value]
        return [v for v, _ in items], any(hit for _, hit in items)
    return value, False


def scrubbed_step(step: LoggedStep, names: set[str], player: str) -> LoggedStep | None:
    """The step without the names, or None if it had none of them."""
    events, any_hit = [], False
    for event in step.events:
        data, hit_data = scrubbed(event.data, names, player)
        private, hit_private = scrubbed(event.private, names, player)
        any_hit = any_hit or hit_data or hit_private
        events.append(Event(event.type, data, private))
    return replace(step, events=events) if any_hit else None


async def scrub_log(tables: TableService, code: str, names: set[str], player: str) -> None:
    """Rewrites the log entries naming the player (WATCHed: a move appended meanwhile makes it
    read again) and drops the table's stored answers."""
    client: Any = tables.store.client
    key = events_key(code)
    async with client.pipeline(transaction=True) as pipe:
        for _ in range(MAX_ATTEMPTS):
            try:
                await pipe.watch(key)
                blobs = await pipe.lrange(key, 0, -1)
                rewritten = {}
                for at, blob in enumerate(blobs):
                    step = scrubbed_step(decode_step(blob), names, player)
                    if step is not None:
                        rewritten[at] = encode_step(step, tables.store.compact_log)
                pipe.multi()
                for at, blob in rewritten.items():
                    pipe.lset(key, at, blob)
                pipe.delete(answers_key(code))
                await pipe.execute()
                return
            except WatchError:
                continue
    raise errors.VersionConflict(f"table {code} is too busy to scrub its log; retry")
