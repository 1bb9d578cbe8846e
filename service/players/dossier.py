"""What an operator sees of a player (docs/apps.md, "Players: ban, export, delete"): a summary
to find one, its details (profile, app, identity, ratings, ban, tables), and its export
(GDPR Art. 15/20): everything held about it, gathered by held.py from where keys.py puts it."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Any, cast

import msgspec

from service.core.tenancy import DEFAULT_APP
from service.players import keys
from service.players.bans import Ban, current_ban
from service.players.ended import HistoryEntry
from service.players.friends import Circle, circle
from service.players.held import (
    BoardPlace,
    RatingHeld,
    history_of,
    places_of,
    profile_fields,
    ratings_of,
    records_naming,
    stats_of,
    text,
)
from service.players.identity import BANNED_FIELD, Kind
from service.players.inbox import Inbox, InboxService
from service.players.records import GameRecord
from service.players.seats import tables_of
from service.storage.redis_client import GameStateRedis
from service.storage.store import STATUSES
from service.tables.chat_reports import ReportReceipt, made_by
from service.tables.chat_writers import WrittenMessage, written_by
from service.tables.models import Table
from service.tables.table_store import TableStore

SEARCH_BUDGET = 20_000  # player hashes looked at by one search, at most
SEARCH_BATCH = 500
SUMMARY_FIELDS = ["name", "app", "kind", "created", BANNED_FIELD]
LIVE: tuple[str, ...] = ("lobby", "playing")


class PlayerSummary(msgspec.Struct):
    """A player in a search's answer."""

    id: str
    name: str
    app: str
    kind: Kind
    created_ms: int
    banned: bool


class PlayerSearch(msgspec.Struct):
    """Players matching the filters, newest first. `complete` is false when the search
    stopped at its budget (20,000 players looked at) or at `limit`: narrow the filters."""

    players: list[PlayerSummary]
    complete: bool


class Identity(msgspec.Struct):
    """How the player signs in. A Tapete-issued player: a player token, of which only a hash
    is kept (never shown). An integrator's (`jwt`): its JWTs; Tapete keeps no `sub`, only the
    digest of the app and `sub` that is the player's id."""

    kind: Kind
    token_held: bool


class TableSeat(msgspec.Struct):
    """A stored table the player sits at (or hosts): its own seat only, nobody else's."""

    code: str
    app: str
    game: str
    status: str
    created_ms: int
    host: bool
    member: int | None
    name: str


class PlayerDetails(msgspec.Struct):
    id: str
    name: str
    app: str
    created_ms: int
    identity: Identity
    ratings: list[RatingHeld]
    ban: Ban | None
    tables: list[TableSeat]  # in the lobby or playing


class PlayerExport(msgspec.Struct):
    """Everything held about the player (GDPR Art. 15/20) in the player data; the admin API
    adds the audit log's entries about it."""

    exported_ms: int
    profile: dict[str, str]  # the player's hash as stored (its token's hash left out)
    identity: Identity
    ratings: list[RatingHeld]
    statistics: dict[str, int]  # `{game}:games`, `{game}:wins`...
    history: list[HistoryEntry]  # every ended game, with the rating before and after
    leaderboards: list[BoardPlace]
    records: list[GameRecord]  # stored game records with a seat of the player
    tables: list[TableSeat]  # stored tables it sits at, any status
    ban: Ban | None
    # Friends, friend requests both ways and the players it blocked (friends.py); who blocked
    # it is not shown: that belongs to the players who did.
    friends: Circle
    notifications: Inbox  # its inbox (inbox.py) as the player reads it
    # The chat reports it made, as it made them (not the reported messages: their writers').
    chat_reports: list[ReportReceipt] = []
    # The chat messages it wrote still kept (a chat goes with its table), oldest first: at the
    # tables it sits at or hosts, and where it wrote as a spectator.
    chat: list[WrittenMessage] = []
    # When its credential or a seat of it was last used (presence.py), while kept (15 minutes).
    last_seen_ms: int | None = None


def summary(player_id: str, fields: dict[str, str]) -> PlayerSummary:
    return PlayerSummary(
        player_id,
        fields.get("name", ""),
        fields.get("app", DEFAULT_APP),
        cast("Kind", fields.get("kind", "tapete")),
        int(fields.get("created", "0")),
        BANNED_FIELD in fields,
    )


def matches(summary: PlayerSummary, name: str | None, app: str | None) -> bool:
    return (name is None or name.casefold() in summary.name.casefold()) and (
        app is None or summary.app == app
    )


async def search(
    client: GameStateRedis, name: str | None, app: str | None, limit: int
) -> PlayerSearch:
    """Players whose name holds `name` (any case: a prefix too) and of `app`. Nothing indexes
    players by name: the search reads player hashes, at most SEARCH_BUDGET of them."""
    found: list[PlayerSummary] = []
    looked = 0
    batch: list[str] = []

    async def read(ids: list[str]) -> None:
        pipe = client.pipeline(transaction=False)
        for player in ids:
            pipe.hmget(keys.player_key(player), SUMMARY_FIELDS)
        for player, values in zip(ids, await pipe.execute(), strict=True):
            named = zip(SUMMARY_FIELDS, values, strict=True)
            fields = {k: text(v) for k, v in named if v is not None}
            if fields and matches(summary(player, fields), name, app):
                found.append(summary(player, fields))

    prefix = keys.player_key("")
    async for key in client.scan_iter(match=keys.player_key("*"), count=SEARCH_BATCH):
        batch.append(text(key)[len(prefix) :])
        looked += 1
        if len(batch) >= SEARCH_BATCH:
            await read(batch)
            batch = []
        if looked >= SEARCH_BUDGET or len(found) >= limit:
            break
    await read(batch)
    complete = looked < SEARCH_BUDGET and len(found) < limit
    found.sort(key=lambda player: player.created_ms, reverse=True)
    return PlayerSearch(found[:limit], complete)


async def summary_of(client: GameStateRedis, player_id: str) -> PlayerSummary | None:
    if len(player_id) > 64:
        return None
    fields = await profile_fields(client, player_id)
    return summary(player_id, fields) if fields else None


def seats_in(tables: list[Table], player_id: str) -> list[TableSeat]:
    seats = []
    for table in tables:
        member = next((m for m in table.members if m.player == player_id), None)
        host = table.host_player == player_id
        seats.append(
            TableSeat(
                table.code,
                table.app,
                table.game,
                table.status,
                table.created_ms,
                host,
                member.id if member is not None else None,
                member.name if member is not None else table.host_name,
            )
        )
    return seats


async def identity_of(client: GameStateRedis, player: PlayerSummary) -> Identity:
    token = await cast("Awaitable[Any]", client.hexists(keys.player_key(player.id), "token"))
    return Identity(player.kind, bool(token))


async def details(store: TableStore, player: PlayerSummary) -> PlayerDetails:
    client = store.client
    return PlayerDetails(
        player.id,
        player.name,
        player.app,
        player.created_ms,
        await identity_of(client, player),
        await ratings_of(client, player.id),
        await current_ban(client, player.id),
        seats_in(await tables_of(store, player.id, LIVE), player.id),
    )


async def export(store: TableStore, player: PlayerSummary) -> PlayerExport:
    client = store.client
    records = [record async for _, record in records_naming(client, {player.id})]
    records.sort(key=lambda record: record.ended, reverse=True)
    tables = await tables_of(store, player.id, STATUSES)
    return PlayerExport(
        exported_ms=int(time.time() * 1000),
        profile=await profile_fields(client, player.id),
        identity=await identity_of(client, player),
        ratings=await ratings_of(client, player.id),
        statistics=await stats_of(client, player.id),
        history=await history_of(client, player.id),
        leaderboards=await places_of(client, player.id),
        records=records,
        tables=seats_in(tables, player.id),
        ban=await current_ban(client, player.id),
        friends=await circle(client, player.id),
        notifications=await InboxService(client, None).inbox(player.id),
        chat_reports=await made_by(client, player.id),
        chat=await written_by(client, player.id, [table.code for table in tables]),
        last_seen_ms=await last_seen(client, player.id),
    )


async def last_seen(client: GameStateRedis, player_id: str) -> int | None:
    seen = await cast("Awaitable[bytes | None]", client.get(keys.seen_key(player_id)))
    return None if seen is None else int(seen)
