"""What the admin API asks about players (docs/apps.md, "Players: ban, export, delete"), over
the stored tables and player data: one service, so that the controller reaches for no store."""

from __future__ import annotations

from service.core import errors
from service.core.tenancy import CURRENT_APP, current_app, visible
from service.players import bans, dossier, erasure
from service.players.dossier import PlayerDetails, PlayerExport, PlayerSearch, PlayerSummary
from service.players.erasure import Deletion
from service.tables.service import TableService


class PlayerOperations:
    def __init__(self, tables: TableService) -> None:
        self.tables = tables
        self.store = tables.store
        self.client = tables.store.client

    async def find(
        self, player_id: str | None, name: str | None, app: str | None, limit: int
    ) -> PlayerSearch:
        if not visible(app or current_app()):
            return PlayerSearch([], True)
        app = CURRENT_APP.get() or app  # an app's admin key: its own players only
        if player_id is not None:
            player = await dossier.summary_of(self.client, player_id)
            found = [player] if player is not None and dossier.matches(player, name, app) else []
            return PlayerSearch(found, True)
        return await dossier.search(self.client, name, app, limit)

    async def require(self, player_id: str, app: str | None) -> PlayerSummary:
        """The player, of `app` if one is given (another app's player is not found; for an
        app's admin key, another app's is never found)."""
        player = await dossier.summary_of(self.client, player_id)
        if player is None or (app is not None and player.app != app) or not visible(player.app):
            raise errors.PlayerNotFound(f"no player {player_id!r}")
        return player

    async def details(self, player: PlayerSummary) -> PlayerDetails:
        return await dossier.details(self.store, player)

    async def ban(self, player: PlayerSummary, reason: str) -> bans.Ban:
        return await bans.ban(self.client, player.id, reason)

    async def lift(self, player: PlayerSummary) -> bool:
        return await bans.lift(self.client, player.id)

    async def export(self, player: PlayerSummary) -> PlayerExport:
        return await dossier.export(self.store, player)

    async def delete(self, player: PlayerSummary) -> Deletion:
        return await erasure.erase(self.tables, player.id)

    async def deletions(self) -> list[Deletion]:
        return await erasure.deletions(self.tables)

    async def replay(self, extra: list[Deletion]) -> list[Deletion]:
        return await erasure.replay(self.tables, extra)
