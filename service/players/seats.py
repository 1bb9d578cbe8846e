"""The stored tables a player sits at or hosts, found through the status indexes (every stored
table of every game is in the index of its status: storage/store.py). Nothing indexes tables by
player, so this reads every stored table: an operator's question (inspect, export, delete),
never a request path's."""

from __future__ import annotations

from service.games.registry import GAMES
from service.storage.store import STATUSES
from service.tables.models import Table
from service.tables.table_store import TableStore

EVERY = 1_000_000  # codes read from one index: all of them (an index holds live tables only)
BATCH = 200  # tables decoded per round trip


def sits_at(table: Table, player_id: str) -> bool:
    return table.host_player == player_id or any(m.player == player_id for m in table.members)


def players_at(table: Table) -> set[str]:
    found = {member.player for member in table.members if member.player is not None}
    return found | ({table.host_player} if table.host_player is not None else set())


async def tables_of(
    store: TableStore, player_id: str, statuses: tuple[str, ...] = STATUSES
) -> list[Table]:
    """The player's stored tables in `statuses`, every game's, the latest created first."""
    return await tables_of_any(store, {player_id}, statuses)


async def tables_of_any(
    store: TableStore, players: set[str], statuses: tuple[str, ...] = STATUSES
) -> list[Table]:
    """The stored tables in `statuses` of any of `players`, in one pass over them all."""
    found: dict[str, Table] = {}  # by code: a table changing status mid-way is met twice
    for game in sorted(GAMES):
        for status in statuses:
            codes = await store.codes_by_status(game, status, EVERY)
            for at in range(0, len(codes), BATCH):
                loaded = await store.load_many(codes[at : at + BATCH])
                for table in loaded:
                    if table is not None and players_at(table) & players:
                        found[table.code] = table
    return sorted(found.values(), key=lambda table: table.created_ms, reverse=True)
