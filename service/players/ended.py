"""The end-of-game job: a started table ended, so keep its record and, for its identified
players, its history entries, statistics and (a rated game) their new ratings and leaderboard
places. Scheduled by the table's final save itself (service/storage/store.py), run by a worker.

Exactly once: everything is written in one MULTI/EXEC that also sets the table's `ended`
marker, WATCHing the marker and the players' ratings. A job that runs twice finds the marker
and writes nothing; a job killed before EXEC wrote nothing, and its leased claim makes another
worker run it again; a concurrent rating change (the same player ending another game) makes
EXEC fail and the job retries on fresh ratings."""

from __future__ import annotations

import time
from typing import Any

import msgspec
from redis.exceptions import WatchError

from service.games.registry import get_game
from service.players import inbox, keys, notified
from service.players.ratings import Rating, rate, standing
from service.players.records import GameRecord, RatingChange, build_record
from service.tables.table_store import TableStore

MAX_ATTEMPTS = 20
HISTORY_KEPT = 1000  # entries per player; older ones are trimmed

COUNTERS = {"win": "wins", "draw": "draws", "loss": "losses"}

_rating_decoder = msgspec.json.Decoder(Rating)


class HistoryEntry(msgspec.Struct, frozen=True, omit_defaults=True):
    """One ended game in a player's history."""

    code: str
    game: str
    ended: str
    seat: int
    standing: str  # win, draw, loss, or none (cancelled or aborted)
    rated: bool = False
    rating_before: int | None = None
    rating_after: int | None = None


async def process_ended(
    store: TableStore, code: str, record_ttl_days: int, queue: notified.HookQueue | None = None
) -> bool:
    """Apply a table's end once; False if there is nothing (more) to do. The players'
    `rating_changed` notifications go to the app's endpoints through `queue` (notified.py)."""
    table = await store.load(code)
    if table is None or not table.finished or table.started_version is None:
        return False
    game = get_game(table.game)
    if game is None:
        return False
    steps = await store.steps_since(code, table.started_version, 1 << 30, table.version)
    now = int(time.time() * 1000)
    base = build_record(table, game, steps, now)
    players = {seat: m.player for seat, m in enumerate(table.members) if m.player is not None}
    marker = keys.ended_key(code, table.created_ms)
    ttl = record_ttl_days * 86400
    client = store.client
    rating_keys = [keys.ratings_key(player) for player in players.values()]
    async with client.pipeline(transaction=True) as pipe:
        for _ in range(MAX_ATTEMPTS):
            try:
                await pipe.watch(marker, *rating_keys)
                if await pipe.exists(marker):
                    return False
                before: dict[int, Rating] = {}
                for seat, player in players.items():
                    raw = await pipe.hget(keys.ratings_key(player), table.game)
                    before[seat] = _rating_decoder.decode(raw) if raw else Rating()
                record, after = with_ratings(base, before)
                pipe.multi()  # type: ignore[no-untyped-call]
                write_end(pipe, record, players, before, after, now, ttl, queue)
                pipe.set(marker, 1, ex=ttl)
                outcomes = await pipe.execute()
                # Fan-outs the notifying script could not schedule itself (the queue on
                # another Redis): recorded now. No other command here answers bytes.
                for outcome in outcomes:
                    await notified.after_script(queue, outcome)
                return True
            except WatchError:
                continue
    raise RuntimeError(f"could not apply the end of table {code}: too much contention")


def with_ratings(
    record: GameRecord, before: dict[int, Rating]
) -> tuple[GameRecord, dict[int, Rating]]:
    """The record with its rating changes, and the new ratings (none if unrated)."""
    if not record.rated or record.result is None or len(before) != len(record.seats):
        return record, {}
    seats = sorted(before)
    new = rate([before[seat] for seat in seats], record.result)
    after = dict(zip(seats, new, strict=True))
    changes = [
        RatingChange(seat, record.seats[seat].player or "", before[seat].shown, after[seat].shown)
        for seat in seats
    ]
    return msgspec.structs.replace(record, rating_changes=changes), after


def write_end(
    pipe: Any,
    record: GameRecord,
    players: dict[int, str],
    before: dict[int, Rating],
    after: dict[int, Rating],
    now: int,
    ttl: int,
    queue: notified.HookQueue | None = None,
) -> None:
    game = record.game
    pipe.set(keys.record_key(record.code), msgspec.json.encode(record), ex=ttl)
    for seat, player in players.items():
        result = standing(record.result, seat)
        entry = HistoryEntry(
            code=record.code,
            game=game,
            ended=record.ended,
            seat=seat,
            standing=result,
            rated=seat in after,
            rating_before=before[seat].shown if seat in after else None,
            rating_after=after[seat].shown if seat in after else None,
        )
        pipe.zadd(keys.history_key(player), {msgspec.json.encode(entry): now})
        pipe.zremrangebyrank(keys.history_key(player), 0, -HISTORY_KEPT - 1)
        pipe.hincrby(keys.stats_key(player), f"{game}:games", 1)
        if result != "none":
            pipe.hincrby(keys.stats_key(player), f"{game}:{COUNTERS[result]}", 1)
        if seat in after:
            rating = after[seat]
            pipe.hset(keys.ratings_key(player), game, msgspec.json.encode(rating))
            # The player's notification, in the same transaction (inbox.py): once per game.
            note = {
                "kind": "rating_changed",
                "created_ms": now,
                "table": record.code,
                "game": game,
                "rating_before": before[seat].shown,
                "rating_after": rating.shown,
            }
            key = f"rating_changed:{record.code}:{record.ended}"
            inbox_key = keys.inbox_key(player)
            pipe.eval(
                inbox.DELIVER,
                3,
                inbox_key,
                *notified.script_keys(queue, inbox_key),
                player,
                key,
                msgspec.json.encode(note),
                now,
                notified.message(queue, player, record.app, note, now),
            )
            board = keys.leaderboard_key(game, rating.provisional, record.app)
            other = keys.leaderboard_key(game, not rating.provisional, record.app)
            pipe.zrem(other, player)
            pipe.zadd(board, {player: rating.shown})
