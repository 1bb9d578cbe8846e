"""What is held about one player, read from its keys (keys.py): complete by construction, since
each kind of player data is found where keys.py puts it, not through what a page shows:

- its own keys (profile hash, ratings, statistics, history), by the player's id;
- its places on leaderboards: every leaderboard there is (`lb:*`, scanned: a few per game and
  app), whatever app the player's profile names;
- the game records that name it: every stored record (`rec:*`, scanned: a history is trimmed at
  1000 games, records are not), a record read in full only when its bytes hold the id."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable
from typing import Any, cast

import msgspec

from service.core.tenancy import DEFAULT_APP
from service.players import keys
from service.players.ended import HistoryEntry
from service.players.ratings import Rating
from service.players.records import GameRecord
from service.storage.redis_client import GameStateRedis

SCAN_COUNT = 1000
_rating = msgspec.json.Decoder(Rating)
_entry = msgspec.json.Decoder(HistoryEntry)
_record = msgspec.json.Decoder(GameRecord)


class RatingHeld(msgspec.Struct, frozen=True):
    """A rating as stored (mu, sigma) and as shown."""

    game: str
    rating: int
    deviation: int
    provisional: bool
    rated_games: int
    mu: float
    sigma: float


class BoardPlace(msgspec.Struct, frozen=True):
    """A place on a leaderboard: 1 is the top."""

    app: str
    game: str
    provisional: bool
    rank: int
    rating: int


def text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


async def profile_fields(client: GameStateRedis, player_id: str) -> dict[str, str]:
    """The player's hash as stored, but the token's hash (a secret's digest is no data
    about the person, and shown it would help nobody but an attacker)."""
    raw = await cast("Awaitable[dict[Any, Any]]", client.hgetall(keys.player_key(player_id)))
    return {text(k): text(v) for k, v in raw.items() if text(k) != "token"}


async def ratings_of(client: GameStateRedis, player_id: str) -> list[RatingHeld]:
    raw = await cast("Awaitable[dict[Any, Any]]", client.hgetall(keys.ratings_key(player_id)))
    held = []
    for game, blob in sorted(raw.items()):
        rating = _rating.decode(blob)
        held.append(
            RatingHeld(
                text(game),
                rating.shown,
                rating.deviation,
                rating.provisional,
                rating.games,
                rating.mu,
                rating.sigma,
            )
        )
    return held


async def stats_of(client: GameStateRedis, player_id: str) -> dict[str, int]:
    raw = await cast("Awaitable[dict[Any, Any]]", client.hgetall(keys.stats_key(player_id)))
    return {text(k): int(v) for k, v in sorted(raw.items())}


async def history_of(client: GameStateRedis, player_id: str) -> list[HistoryEntry]:
    """Every ended game in its history (the rating history: before and after each), newest
    first."""
    raw = await cast("Awaitable[list[bytes]]", client.zrevrange(keys.history_key(player_id), 0, -1))
    return [_entry.decode(entry) for entry in raw]


def board_of(key: str) -> tuple[str, str, bool] | None:
    """(app, game, provisional) of a leaderboard's key (keys.leaderboard_key), or None."""
    parts = key.removeprefix(keys.PREFIX + ":lb:").split(":")
    if len(parts) not in (2, 3) or parts[-1] not in ("provisional", "established"):
        return None
    app = parts[0] if len(parts) == 3 else DEFAULT_APP
    return app, parts[-2], parts[-1] == "provisional"


async def board_keys(client: GameStateRedis) -> list[str]:
    """Every leaderboard's key."""
    match = keys.PREFIX + ":lb:*"
    return sorted([text(key) async for key in client.scan_iter(match=match, count=SCAN_COUNT)])


async def places_of(client: GameStateRedis, player_id: str) -> list[BoardPlace]:
    boards = await board_keys(client)
    pipe = client.pipeline(transaction=False)
    for key in boards:
        pipe.zrevrank(key, player_id)
        pipe.zscore(key, player_id)
    found = await pipe.execute()
    places = []
    for at, key in enumerate(boards):
        rank, score, board = found[2 * at], found[2 * at + 1], board_of(key)
        if rank is not None and board is not None:
            app, game, provisional = board
            places.append(BoardPlace(app, game, provisional, int(rank) + 1, int(score)))
    return places


def names_any(record: GameRecord, players: set[str]) -> bool:
    return any(seat.player in players for seat in record.seats) or any(
        change.player in players for change in record.rating_changes
    )


async def records_naming(
    client: GameStateRedis, players: set[str]
) -> AsyncIterator[tuple[str, GameRecord]]:
    """(key, record) of every stored game record with a seat or rating change of one of
    `players`."""
    needles = [player.encode() for player in players]
    async for key in client.scan_iter(match=keys.record_key("*"), count=SCAN_COUNT):
        raw = await cast("Awaitable[bytes | None]", client.get(key))
        if raw is None or not any(needle in raw for needle in needles):
            continue
        record = _record.decode(raw)
        if names_any(record, players):
            yield text(key), record
