"""Friends' presence (docs/api.md, "Friends' presence"): whether a player is `online`,
`playing` at a public table in play (which), `away` or `offline`, as its friends see it.

Derived from two small keys per player (keys.py), each a plain SET with its own expiry:

- `seen`: the last time (ms) the player's credential was used, or a seat linked to it polled,
  streamed or acted; kept TAPETE_FRIEND_AWAY_SECONDS;
- `at`: the public table in play where that seat was, kept TAPETE_FRIEND_ONLINE_SECONDS. A
  private table, a lobby or a finished game is never written there: its friends see `online`.

The request path pays almost nothing: each process writes a player's keys at most once a
quarter of the online window (per table), remembering what it wrote; every other request
only looks that up in memory. Reading the presence of all of a player's friends is one round
trip. A player may hide its presence (`show_presence: false` on `PATCH /players/me`): its
friends then see `offline`."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Any, Literal

import msgspec

from service.core.settings import Settings
from service.players import keys
from service.storage.redis_client import GameStateRedis
from service.storage.store import presence_id
from service.tables.models import Table

PresenceState = Literal["online", "playing", "away", "offline"]
HIDDEN_FIELD = "presence_hidden"  # on the player's hash while it hides its presence
WRITES_MEMORY = 100_000  # writes remembered per process before starting afresh


class Presence(msgspec.Struct, frozen=True, omit_defaults=True):
    """Whether a friend is here: `online` (its credential was used in the last 2 minutes),
    `playing` (at the public table `table` of `game`, in play), `away` (seen in the last 15
    minutes) or `offline`. A private table shows as `online` only."""

    state: PresenceState
    table: str | None = None  # absent unless `playing`
    game: str | None = None


OFFLINE = Presence("offline")


def now_ms() -> int:
    return int(time.time() * 1000)


def shown_table(table: Table) -> Table | None:
    """The table if its friends may see it: public and in play."""
    return table if table.status == "playing" and table.visibility == "public" else None


def seat_player(table: Table, presence: bytes) -> str | None:
    """The player linked to the token with this presence id at `table`, if any."""
    for member in table.members:
        if member.token_hash is not None and presence_id(member.token_hash) == presence:
            return member.player
    if table.host_player is not None and presence_id(table.host_token_hash) == presence:
        return table.host_player
    return None


def presence_from(
    seen: bytes | None, at: bytes | None, hidden: bytes | None, now: int, online: int, away: int
) -> Presence:
    """A friend's presence from its keys as read (see the module's docstring)."""
    if hidden is not None or seen is None:
        return OFFLINE
    if at is not None:
        at_ms, code, game = at.decode().split(" ", 2)
        if now - int(at_ms) <= online:
            return Presence("playing", code, game)
    ago = now - int(seen)
    if ago <= online:
        return Presence("online")
    return Presence("away") if ago <= away else OFFLINE


class PresenceService:
    """Notes players seen (throttled per process) and reads their friends' presence."""

    def __init__(self, client: GameStateRedis, settings: Settings) -> None:
        self.client = client
        self.online_ms = int(settings.friend_online_seconds * 1000)
        self.away_ms = int(settings.friend_away_seconds * 1000)
        # Written this often at most: the online window is then refreshed well before it ends.
        self.every_ms = self.online_ms // 4
        self.written: dict[tuple[str, str], int] = {}

    def seen(self, player: str) -> Awaitable[Any] | None:
        """The player's credential was used: the write to await, or None if this process
        wrote it a moment ago (nothing to wait for)."""
        return self.note(player, None)

    def seated(self, table: Table, presence: bytes) -> Awaitable[Any] | None:
        """A token polled, streamed or acted at `table` (its presence id): its player, if the
        seat is linked to one, was here, and at the table if the table may be shown."""
        player = seat_player(table, presence)
        return None if player is None else self.note(player, shown_table(table))

    def note(self, player: str, table: Table | None) -> Awaitable[Any] | None:
        now = now_ms()
        remembered = (player, "" if table is None else table.code)
        if now - self.written.get(remembered, -self.every_ms) < self.every_ms:
            return None
        if len(self.written) >= WRITES_MEMORY:
            self.written.clear()
        self.written[remembered] = now
        pipe = self.client.pipeline(transaction=True)
        pipe.set(keys.seen_key(player), now, px=self.away_ms)
        if table is not None:
            place = f"{now} {table.code} {table.game}"
            pipe.set(keys.playing_key(player), place, px=self.online_ms)
        return pipe.execute()

    async def presence_of(self, players: list[str]) -> dict[str, Presence]:
        """Each player's presence, in one round trip."""
        if not players:
            return {}
        pipe = self.client.pipeline(transaction=False)
        for player in players:
            pipe.get(keys.seen_key(player))
            pipe.get(keys.playing_key(player))
            pipe.hget(keys.player_key(player), HIDDEN_FIELD)
        found = await pipe.execute()
        now = now_ms()
        online, away = self.online_ms, self.away_ms
        return {
            player: presence_from(seen, playing, hidden, now, online, away)
            for player, seen, playing, hidden in zip(
                players, found[0::3], found[1::3], found[2::3], strict=True
            )
        }

    async def hidden(self, player: str) -> bool:
        return bool(await self.client.hexists(keys.player_key(player), HIDDEN_FIELD))

    async def show(self, player: str, shown: bool) -> None:
        """Shows or hides the player's presence to its friends."""
        if shown:
            await self.client.hdel(keys.player_key(player), HIDDEN_FIELD)
        else:
            await self.client.hset(keys.player_key(player), HIDDEN_FIELD, now_ms())

    async def forget(self, player: str) -> None:
        """A deleted player's presence keys."""
        await self.client.delete(keys.seen_key(player), keys.playing_key(player))
