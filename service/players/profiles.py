"""Reading player data: public profiles, histories (newest first, cursor paging), leaderboards
(offset paging over a sorted set) and game records (stored, or built from an ended table)."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import cast

import msgspec

from service.core import errors
from service.core.tenancy import current_app, visible
from service.games.registry import GAMES, get_game
from service.players import keys
from service.players.ended import HistoryEntry
from service.players.identity import Player, PlayerStore
from service.players.ratings import Rating
from service.players.records import GameRecord, build_record, iso
from service.storage.redis_client import GameStateRedis
from service.tables.clock import now_ms
from service.tables.service import TableService
from service.tables.tokens import is_valid_code, normalize_code

_rating = msgspec.json.Decoder(Rating)
_entry = msgspec.json.Decoder(HistoryEntry)
_record = msgspec.json.Decoder(GameRecord)


class GameStats(msgspec.Struct, frozen=True, kw_only=True):
    """A player's standing in one game. `rating` and `deviation` only once rated."""

    game: str
    games: int = 0  # ended games (rated or not)
    wins: int = 0
    draws: int = 0
    losses: int = 0
    rated_games: int = 0
    rating: int | None = None
    deviation: int | None = None
    provisional: bool = True


class PublicProfile(msgspec.Struct, frozen=True):
    """What anybody may see of a player (never a token)."""

    id: str
    name: str
    games: list[GameStats]


class HistoryPage(msgspec.Struct, frozen=True):
    games: list[HistoryEntry]
    next_cursor: str | None = None  # pass as `cursor` for the next (older) page


class LeaderboardEntry(msgspec.Struct, frozen=True):
    rank: int
    player: str
    name: str
    rating: int
    deviation: int
    rated_games: int


class Leaderboard(msgspec.Struct, frozen=True):
    game: str
    provisional: bool  # this page lists provisional players (apart from the established)
    entries: list[LeaderboardEntry]
    next_offset: int | None = None


async def public_profile(players: PlayerStore, player: Player) -> PublicProfile:
    pipe = players.client.pipeline(transaction=False)
    pipe.hgetall(keys.ratings_key(player.id))
    pipe.hgetall(keys.stats_key(player.id))
    ratings_raw, stats_raw = await pipe.execute()
    ratings = {k.decode(): _rating.decode(v) for k, v in ratings_raw.items()}
    stats = {k.decode(): int(v) for k, v in stats_raw.items()}
    games = []
    for game in GAMES:
        rating = ratings.get(game)
        played = stats.get(f"{game}:games", 0)
        if rating is None and not played:
            continue
        games.append(
            GameStats(
                game=game,
                games=played,
                wins=stats.get(f"{game}:wins", 0),
                draws=stats.get(f"{game}:draws", 0),
                losses=stats.get(f"{game}:losses", 0),
                rated_games=rating.games if rating else 0,
                rating=rating.shown if rating else None,
                deviation=rating.deviation if rating else None,
                provisional=rating.provisional if rating else True,
            )
        )
    return PublicProfile(player.id, player.name, games)


async def history(players: PlayerStore, player: str, cursor: str | None, limit: int) -> HistoryPage:
    """Newest first. The cursor is the end time (ms) of the last entry seen: the next page is
    what ended strictly before it."""
    high = f"({int(cursor)}" if cursor else "+inf"
    raw = await cast(
        "Awaitable[list[tuple[bytes, float]]]",
        players.client.zrevrangebyscore(
            keys.history_key(player), high, "-inf", start=0, num=limit + 1, withscores=True
        ),
    )
    entries = [_entry.decode(member) for member, _ in raw[:limit]]
    next_cursor = str(int(raw[limit - 1][1])) if len(raw) > limit else None
    return HistoryPage(entries, next_cursor)


async def leaderboard(
    players: PlayerStore, game: str, provisional: bool, offset: int, limit: int
) -> Leaderboard:
    client = players.client
    key = keys.leaderboard_key(game, provisional, current_app())
    raw = await cast(
        "Awaitable[list[tuple[bytes, float]]]",
        client.zrevrange(key, offset, offset + limit, withscores=True),
    )
    page = raw[:limit]
    pipe = client.pipeline(transaction=False)
    for member, _ in page:
        pipe.hget(keys.player_key(member.decode()), "name")
        pipe.hget(keys.ratings_key(member.decode()), game)
    details = await pipe.execute()
    entries = []
    for at, (member, score) in enumerate(page):
        name, rating_raw = details[2 * at], details[2 * at + 1]
        rating = _rating.decode(rating_raw) if rating_raw else Rating()
        entries.append(
            LeaderboardEntry(
                rank=offset + at + 1,
                player=member.decode(),
                name=name.decode() if name else "",
                rating=int(score),
                deviation=rating.deviation,
                rated_games=rating.games,
            )
        )
    next_offset = offset + limit if len(raw) > limit else None
    return Leaderboard(game, provisional, entries, next_offset)


async def shown_rating(players: PlayerStore, player: str, game: str) -> float:
    """The player's rating in `game` on the shown scale (a new player's if unrated)."""
    key = keys.ratings_key(player)
    raw = await cast("Awaitable[bytes | None]", players.client.hget(key, game))
    return float((_rating.decode(raw) if raw else Rating()).shown)


async def stored_record(client: GameStateRedis, code: str) -> GameRecord | None:
    raw = await cast("Awaitable[bytes | None]", client.get(keys.record_key(code)))
    return _record.decode(raw) if raw is not None else None


async def game_record(tables: TableService, code: str) -> GameRecord:
    """An ended game's record: the stored one; before the end-of-game job stored it (or
    without workers), built from the ended table itself (then without rating changes)."""
    code = normalize_code(code)
    if not is_valid_code(code):
        raise errors.TableNotFound(f"no table with code {code!r}")
    table = await tables.stored(code)
    stored = await stored_record(tables.store.client, code)
    if stored is not None and not visible(stored.app):
        stored = None  # another app's game: as if there were none (docs/apps.md)
    if table is None:
        if stored is None:
            raise errors.RecordNotFound(f"no record of table {code!r} (or it has expired)")
        return stored
    if not table.finished:
        raise errors.WrongStatus("the record is available once the game is over")
    if stored is not None and stored.created == iso(table.created_ms):
        return stored
    game = get_game(table.game)
    if table.started_version is None or game is None:
        raise errors.RecordNotFound(f"table {code!r} was cancelled before its game started")
    return build_record(table, game, await tables.game_steps(table), now_ms())
