"""Rematch: after the end, one new table with the same game, options, bots and players. The
first seated human to ask creates it and hosts it (playing); every other one who asks takes a
seat there under the same name and player. The table's rematch pointer (a `{players}` key set
only if absent) makes the second ask answer the same new table, never a second one."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import Any, cast

from service.core import errors
from service.games.base import Event
from service.players import keys
from service.players.bans import refuse_banned
from service.players.identity import PlayerStore, is_jwt
from service.tables import lifecycle
from service.tables.changes import Change, lobby
from service.tables.hosted import game_of
from service.tables.models import Member, Table
from service.tables.service import TableService
from service.tables.tokens import new_code

OPENING_WAITS = 20
OPENING_WAIT_SECONDS = 0.05


async def seat_of(old: Table, credential: str, players: PlayerStore) -> Member:
    """The old table's human seat that `credential` (its seat token or its player's
    credential) proves."""
    if is_jwt(credential) or credential.startswith("tp_"):
        player = await players.resolve(credential)
        for member in old.members:
            if member.player == player.id and member.bot is None:
                return member
        raise errors.NotSeated("this player had no seat at this table")
    caller = lifecycle.identify(old, credential)
    for member in old.members:
        if member.id == caller.member_id and member.bot is None:
            return member
    raise errors.NotSeated("only a seated player of the ended game may ask for a rematch")


async def rematch(
    tables: TableService, players: PlayerStore, code: str, credential: str
) -> tuple[Table, Member | None, str]:
    """(the new table, the caller's member there or None if it hosts, the caller's token)."""
    old, _ = await tables.load(code)
    # Who asks before when (docs/api.md: 401, then 403, then the table's state).
    member = await seat_of(old, credential, players)
    if member.player is not None:
        # A banned player takes no new seat, whichever credential it asks with (bans.py).
        linked = await players.get(member.player)
        if linked is not None:
            refuse_banned(linked)
    if not old.finished or old.started_version is None:
        raise errors.WrongStatus("a rematch is possible once the game is over")
    client: Any = tables.store.client
    pointer = keys.rematch_key(old.code, old.created_ms)
    ttl = tables.settings.idle_ttl_seconds
    existing = await cast("Awaitable[bytes | None]", client.get(pointer))
    if existing is None:
        candidate = new_code()
        if await client.set(pointer, candidate, nx=True, ex=ttl):
            game = game_of(old)
            bots = [m.bot for m in old.members if m.bot is not None]
            options = lifecycle.game_options(game, old)
            table, token = await tables.create(
                game,
                member.name,
                True,
                options,
                bots,
                member.player,
                code=candidate,
                hints=old.hints,
            )
            await point_to(tables, old.code, candidate)
            return table, None, token
        existing = await cast("Awaitable[bytes | None]", client.get(pointer))
    assert existing is not None
    for _ in range(OPENING_WAITS):
        try:
            table, joined, token = await tables.join(existing.decode(), member.name, member.player)
            return table, joined, token
        except errors.TableNotFound:
            # The seat that won the pointer is still creating the table: a moment.
            await asyncio.sleep(OPENING_WAIT_SECONDS)
    raise errors.VersionConflict("the rematch table is still being opened; retry")


async def point_to(tables: TableService, code: str, new: str) -> None:
    """The ended table's view shows `rematch_code` from now on."""

    def change(table: Table) -> tuple[Table, list[Event]]:
        changed = lifecycle.bumped(table, rematch_code=new)
        return changed, [Event("rematch_opened", {"code": new})]

    await tables.mutate(Change(code, lobby(change)))
