"""Bans: an operator keeps a player from new tables (creating one, joining one, quick play, a
rematch) until the ban is lifted (docs/apps.md, "Players: ban, export, delete"). The ban lives
on the player's own hash (`banned_ms`, `ban_reason`), which every player credential is already
resolved through: the check adds no round trip to the request (identity.py reads the flag).

Tables the player already sits at go on: the ban keeps them out of new games, it does not
take a running one from the other players (an operator who wants a table ended cancels it)."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import cast

import msgspec

from service.core import errors
from service.players.identity import BANNED_FIELD, Player
from service.players.keys import player_key
from service.storage.redis_client import GameStateRedis

REASON_FIELD = "ban_reason"


class Ban(msgspec.Struct, frozen=True):
    """A player's current ban: since when, and the operator's reason."""

    since_ms: int
    reason: str


def refuse_banned(player: Player) -> None:
    """A banned player's credential may not take a new seat."""
    if player.banned:
        raise errors.PlayerBanned("this player is banned from new tables")


async def current_ban(client: GameStateRedis, player_id: str) -> Ban | None:
    since, reason = await cast(
        "Awaitable[list[bytes | None]]",
        client.hmget(player_key(player_id), [BANNED_FIELD, REASON_FIELD]),
    )
    if since is None:
        return None
    return Ban(int(since), (reason or b"").decode())


async def ban(client: GameStateRedis, player_id: str, reason: str) -> Ban:
    """Bans the player (again: the new reason replaces the old one). The caller has checked
    the player exists; the fields are written only while its hash does (a player deleted in
    between is not brought back as a hash holding a ban alone)."""
    key = player_key(player_id)
    now = int(time.time() * 1000)
    written = await cast(
        "Awaitable[int]",
        client.eval(
            "if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end "
            "redis.call('HSET', KEYS[1], ARGV[1], ARGV[2], ARGV[3], ARGV[4]) return 1",
            1,
            key,
            BANNED_FIELD,
            str(now),
            REASON_FIELD,
            reason,
        ),
    )
    if not written:
        raise errors.PlayerNotFound(f"no player {player_id!r}")
    return Ban(now, reason)


async def lift(client: GameStateRedis, player_id: str) -> bool:
    """Lifts the ban; False if there was none."""
    removed = await client.hdel(player_key(player_id), BANNED_FIELD, REASON_FIELD)
    return removed > 0
