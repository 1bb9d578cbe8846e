"""Open lobbies and quick play. Public tables are listed in one sorted set per game (codes
scored by creation time, oldest first: the longest-waiting lobby is offered first); an entry
whose table started, ended or expired is dropped when a listing meets it.

Quick play seats the caller at the oldest public lobby of the game with the same options and a
free seat, or opens one. In games that can be rated, identified players only meet lobbies
where every seat is identified (so the game stays rated), within a rating window that widens
with the lobby's waiting time: |caller's rating - the lobby's mean rating| <= WINDOW_BASE +
WINDOW_PER_SECOND x seconds waited, at most WINDOW_MAX (ratings on the shown scale,
docs/players.md); anonymous players meet the other lobbies. Nobody meets a lobby where a
player they blocked, or who blocked them, is seated (`Apart`).

Quick play may ask for `seats` (an exact count or a `SeatsRange`): it then only meets lobbies
opened with the same ask, and the table starts by itself (autostart.py)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, Any

import msgspec

from service.core import errors
from service.core.tenancy import DEFAULT_APP, current_app
from service.games.base import AnyGame
from service.tables import lifecycle
from service.tables.models import Member, SeatsWanted, Table
from service.tables.service import TableService
from service.tables.tokens import new_token

WINDOW_BASE = 150
WINDOW_PER_SECOND = 10
WINDOW_MAX = 1000
SCAN_BATCH = 50

# (player, game) -> the player's shown rating in that game (the players' own: profiles.py).
Ratings = Callable[[str, str], Awaitable[float]]
# (player, other players) -> whether one of them and the player blocked the other (friends.py).
Apart = Callable[[str, list[str]], Awaitable[bool]]


def public_key(game: str, app: str) -> str:
    """Not a table's key (it outlives any one table): one shared hash tag, like the status
    indexes; entries are pruned as listings meet them, and by age. One per app: a listing
    sees (and prunes) only its own app's tables (docs/apps.md); the default app's key is the
    one from before apps."""
    if app == DEFAULT_APP:
        return f"tapete:{{index}}:public:{game}"
    return f"tapete:{{index}}:public:{app}:{game}"


WAIT_DEFAULT = 30
WAIT_MIN = 5
WAIT_MAX = 600


def seats_range_type(game: AnyGame) -> type[msgspec.Struct]:
    """Quick play's seats as a range for `game`: `min` and `max` within its seats."""
    count = Annotated[int, msgspec.Meta(ge=game.min_seats, le=game.max_seats)]
    wait = Annotated[int, msgspec.Meta(ge=WAIT_MIN, le=WAIT_MAX)]
    return msgspec.defstruct(
        f"SeatsRange{game.id.capitalize()}",
        [("min", count), ("max", count), ("wait_seconds", wait, WAIT_DEFAULT)],
        frozen=True,
        forbid_unknown_fields=True,
        kw_only=True,
        namespace={
            "__doc__": "The table starts by itself as soon as `max` seats are taken, or, once "
            "`wait_seconds` have passed since it opened, with `min` or more (`min` <= `max`)."
        },
    )


def seats_wanted(game: AnyGame, asked: Any) -> SeatsWanted | None:
    """Quick play's `seats` (None, an exact count or a range, each within the game's seats
    as the body's schema says) as the table keeps them: a range of one count is that count
    (no wait); 422 for a range with its min over its max."""
    if asked is None:
        return None
    if isinstance(asked, int):
        return SeatsWanted(min=asked, max=asked)
    low, high = asked.min, asked.max
    if low > high:
        raise errors.InvalidSeats(f"seats: min ({low}) is more than max ({high})")
    return SeatsWanted(min=low, max=high, wait_seconds=asked.wait_seconds if low < high else 0)


def rating_window(waited_seconds: float) -> float:
    return min(WINDOW_BASE + WINDOW_PER_SECOND * max(waited_seconds, 0.0), WINDOW_MAX)


class OpenLobby(msgspec.Struct, frozen=True):
    """A public table in its lobby with a free seat: join it by `code`."""

    code: str
    game: str
    host_name: str
    seats: list[str]  # the names seated so far, in arrival order (the host last if it plays)
    min_seats: int
    max_seats: int
    options: dict[str, Any]
    rated: bool  # it would be rated if it started now
    created: str  # ISO 8601 UTC
    # Opened by quick play with `seats`: it starts by itself (docs/players.md).
    seats_wanted: SeatsWanted | None = None


class LobbyPage(msgspec.Struct, frozen=True):
    tables: list[OpenLobby]
    next_cursor: str | None = None  # pass as `cursor` for the next page


async def publish(tables: TableService, table: Table) -> None:
    await tables.store.client.zadd(
        public_key(table.game, table.app), {table.code: table.created_ms}
    )


def is_open(table: Table | None, game: AnyGame) -> bool:
    return (
        table is not None
        and table.status == "lobby"
        and table.visibility == "public"
        and lifecycle.seat_count(table) < lifecycle.seat_limit(table, game)
    )


def summary(table: Table, game: AnyGame) -> OpenLobby:
    return OpenLobby(
        code=table.code,
        game=table.game,
        host_name=table.host_name,
        seats=lifecycle.seat_names(table),
        min_seats=game.min_seats,
        max_seats=game.max_seats,
        options=msgspec.to_builtins(lifecycle.game_options(game, table)),
        rated=lifecycle.is_rated(table, game),
        created=datetime.fromtimestamp(table.created_ms / 1000, tz=UTC).isoformat(),
        seats_wanted=table.seats_wanted,
    )


async def scan(tables: TableService, game: AnyGame, after_ms: int | None) -> Any:
    """Open public lobbies of `game` created after `after_ms`, oldest first (a generator)."""
    client: Any = tables.store.client
    key = public_key(game.id, current_app())
    oldest = int(time.time() * 1000) - tables.settings.idle_ttl_seconds * 1000
    await client.zremrangebyscore(key, "-inf", oldest)
    low = f"({after_ms}" if after_ms is not None else "-inf"
    while True:
        batch = await client.zrangebyscore(
            key, low, "+inf", start=0, num=SCAN_BATCH, withscores=True
        )
        if not batch:
            return
        found = await tables.store.load_many([code.decode() for code, _ in batch])
        for (code, score), table in zip(batch, found, strict=True):
            if table is not None and table.status == "lobby":
                if is_open(table, game):  # a full lobby may have a seat again later
                    yield table, int(score)
            else:
                await client.zrem(key, code)
        low = f"({int(batch[-1][1])}"


async def open_lobbies(
    tables: TableService, game: AnyGame, cursor: str | None, limit: int
) -> LobbyPage:
    found: list[OpenLobby] = []
    last = None
    async for table, score in scan(tables, game, int(cursor) if cursor else None):
        if len(found) == limit:
            return LobbyPage(found, str(last))
        found.append(summary(table, game))
        last = score
    return LobbyPage(found, None)


async def matches(
    table: Table,
    game: AnyGame,
    options: bytes,
    seats: SeatsWanted | None,
    player: str | None,
    rating_of: Ratings,
    apart: Apart,
) -> bool:
    """Whether the caller fits this lobby (see the module's rule)."""
    if table.options != options or table.seats_wanted != seats:
        return False
    members = lifecycle.lobby_members(table)
    if player is not None and player in {m.player for m in members}:
        return False
    # Never at one table with a player either of them blocked (service/players/friends.py).
    if player is not None and await apart(player, [m.player for m in members if m.player]):
        return False
    if not game.rated(lifecycle.game_options(game, table)):
        return True
    identified = all(m.bot is None and m.player is not None for m in members)
    if player is None or not identified:
        return player is None and not identified
    ratings = [await rating_of(m.player, game.id) for m in members if m.player]
    mine = await rating_of(player, game.id)
    mean = sum(ratings) / len(ratings) if ratings else mine
    waited = time.time() - table.created_ms / 1000
    return abs(mine - mean) <= rating_window(waited)


async def quickplay(
    tables: TableService,
    game: AnyGame,
    name: str,
    options: Any,
    player: str | None,
    rating_of: Ratings,
    apart: Apart,
    seats: SeatsWanted | None = None,
) -> tuple[Table, Member | None, str]:
    """(the table, the caller's member or None if it opened the table as host, its token)."""
    lifecycle.validate_options(game, options)
    wanted = lifecycle.encode(options)
    async for table, _ in scan(tables, game, None):
        if not await matches(table, game, wanted, seats, player, rating_of, apart):
            continue
        seated_name = unique_name(table, name)
        try:
            joined_table, member, token = await tables.join(table.code, seated_name, player)
        except (errors.TableFull, errors.WrongStatus, errors.NameTaken, errors.PlayerSeated):
            continue  # filled or started meanwhile: the next one
        return joined_table, member, token
    table, token = await tables.create(
        game, name, True, options, (), player, visibility="public", seats_wanted=seats
    )
    await publish(tables, table)
    return table, None, token


def unique_name(table: Table, name: str) -> str:
    """`name`, or if it is taken at this table the first free `name 2`, `name 3`..."""
    taken = {n.casefold() for n in [*lifecycle.seat_names(table), table.host_name]}
    if name.casefold() not in taken:
        return name
    for number in range(2, 100):
        candidate = f"{name[:28]} {number}"
        if candidate.casefold() not in taken:
            return candidate
    return new_token()[:8]
