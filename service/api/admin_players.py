"""The admin API's players (docs/apps.md, "Players: ban, export, delete"): find a player, see
it, ban it from new tables and lift the ban, export everything held about it (GDPR Art. 15/20),
delete it (Art. 17) and replay the deletions log after a restore. Signed in and audited as the
rest of the admin API (admin.py)."""

from __future__ import annotations

from typing import Annotated, Any

import msgspec
from litestar import Controller, Request, delete, get, post
from litestar.di import NamedDependency
from litestar.params import Parameter

from service.api.admin import Reason, audited
from service.api.auth import OPERATOR, apps_of
from service.core import errors
from service.http.bodies import read_body
from service.http.responses import problems
from service.players import bans, dossier, erasure
from service.players.dossier import PlayerDetails, PlayerExport, PlayerSearch, PlayerSummary
from service.players.erasure import Deletion
from service.tables.service import TableService

PlayerIdPath = Annotated[
    str, Parameter(min_length=1, max_length=64, description="A player id (`p_...`, `j_...`).")
]
AppFilter = Annotated[
    str | None,
    Parameter(
        min_length=1,
        max_length=64,
        description="Only a player of this app (its id): another app's answers 404.",
    ),
]
NameFilter = Annotated[
    str | None,
    Parameter(min_length=1, max_length=64, description="Players whose name holds this (any case)."),
]
IdFilter = Annotated[
    str | None, Parameter(min_length=1, max_length=64, description="The player with this id.")
]
PlayerLimit = Annotated[int, Parameter(ge=1, le=200, description="At most this many players.")]
PlayerId = Annotated[str, msgspec.Meta(min_length=1, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]


class BanReason(msgspec.Struct, forbid_unknown_fields=True):
    """Why the operator bans the player (kept with the ban and in the audit log)."""

    reason: Reason


class LoggedDeletion(msgspec.Struct, forbid_unknown_fields=True):
    """A deletions log entry, as `GET /admin/deletions` lists it."""

    player: PlayerId
    at_ms: Annotated[int, msgspec.Meta(ge=0)]


class Replay(msgspec.Struct, forbid_unknown_fields=True):
    """Deletions to add to the log before replaying it: a copy of the log taken before a
    restore from an older backup (none: replay the log as it is)."""

    deletions: Annotated[list[LoggedDeletion], msgspec.Meta(max_length=100_000)] = []


class Replayed(msgspec.Struct):
    """The deletions carried out again: every one in the log."""

    replayed: int


async def player_of(
    request: Request[Any, Any, Any], player_id: str, app: str | None
) -> PlayerSummary:
    """The player, of `app` if one is given (another app's player is not found)."""
    player = await dossier.summary_of(tables_of(request).store.client, player_id)
    if player is None or (app is not None and player.app != app):
        raise errors.PlayerNotFound(f"no player {player_id!r}")
    return player


def tables_of(request: Request[Any, Any, Any]) -> TableService:
    tables: TableService = request.app.state.tables
    return tables


class AdminPlayersController(Controller):
    path = "/admin"
    tags = ["Admin"]
    dependencies = OPERATOR

    @get(
        "/players",
        operation_id="findPlayers",
        summary="Find players",
        responses=problems(400, 401, 403),
    )
    async def find_players(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        id: IdFilter = None,
        name: NameFilter = None,
        app: AppFilter = None,
        limit: PlayerLimit = 50,
    ) -> PlayerSearch:
        """By id, by a part of the name (any case; a prefix too) and by app; newest first.
        A search by name or app reads player profiles, at most 20,000 of them: `complete`
        says whether it saw every one."""
        if id is not None:
            player = await dossier.summary_of(tables_of(request).store.client, id)
            found = [player] if player is not None and dossier.matches(player, name, app) else []
            return PlayerSearch(found, True)
        return await dossier.search(tables_of(request).store.client, name, app, limit)

    @get(
        "/players/{player_id:str}",
        operation_id="getPlayerAsOperator",
        summary="A player as an operator sees it",
        responses=problems(400, 401, 403, 404),
    )
    async def get_player(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        player_id: PlayerIdPath,
        app: AppFilter = None,
    ) -> PlayerDetails:
        """Its profile, app, identity (never a token), ratings, ban and the tables it sits at
        in a lobby or a game."""
        player = await player_of(request, player_id, app)
        return await dossier.details(tables_of(request).store, player)

    @post(
        "/players/{player_id:str}/ban",
        operation_id="banPlayer",
        summary="Ban a player from new tables",
        status_code=200,
        opt={"body": BanReason},
        responses=problems(400, 401, 403, 404, 413, 415),
    )
    async def ban_player(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        player_id: PlayerIdPath,
        app: AppFilter = None,
    ) -> PlayerDetails:
        """From now on its credentials create, join, quick-play and rematch no table (403
        `player_banned`); the tables it already sits at go on. Banning again replaces the
        reason."""
        body = await read_body(request, BanReason)
        player = await player_of(request, player_id, app)
        await bans.ban(tables_of(request).store.client, player.id, body.reason)
        await audited(request, "player.ban", player.id, reason=body.reason, app=player.app)
        return await dossier.details(tables_of(request).store, player)

    @delete(
        "/players/{player_id:str}/ban",
        operation_id="liftPlayerBan",
        summary="Lift a player's ban",
        status_code=200,
        responses=problems(400, 401, 403, 404),
    )
    async def lift_ban(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        player_id: PlayerIdPath,
        app: AppFilter = None,
    ) -> PlayerDetails:
        """The player may take new seats again at once. Lifting no ban changes nothing."""
        player = await player_of(request, player_id, app)
        if await bans.lift(tables_of(request).store.client, player.id):
            await audited(request, "player.unban", player.id, app=player.app)
        return await dossier.details(tables_of(request).store, player)

    @get(
        "/players/{player_id:str}/export",
        operation_id="exportPlayer",
        summary="Everything held about a player",
        responses=problems(400, 401, 403, 404),
    )
    async def export_player(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        player_id: PlayerIdPath,
        app: AppFilter = None,
    ) -> PlayerExport:
        """For a request under GDPR Art. 15 or 20: its profile, identity, ratings, statistics,
        history (with every rating change), leaderboard places, the game records with its
        seat, the tables it sits at, its ban and the operators' actions about it."""
        player = await player_of(request, player_id, app)
        exported = await dossier.export(tables_of(request).store, apps_of(request), player)
        await audited(request, "player.export", player.id, app=player.app)
        return exported

    @delete(
        "/players/{player_id:str}",
        operation_id="deletePlayer",
        summary="Delete a player",
        status_code=200,
        responses=problems(400, 401, 403, 404, 409),
    )
    async def delete_player(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        player_id: PlayerIdPath,
        app: AppFilter = None,
    ) -> Deletion:
        """GDPR Art. 17: its profile, identity, token, ratings, statistics, history and
        leaderboard places go; game records and stored tables keep its seat as a deleted
        player (no id, no name); the tables it sits at go on. Logged in the deletions log
        (the id and when) for `POST /admin/deletions/replay`."""
        player = await player_of(request, player_id, app)
        deletion = await erasure.erase(tables_of(request), player.id)
        await audited(request, "player.delete", player.id, app=player.app)
        return deletion

    @get(
        "/deletions",
        operation_id="listDeletions",
        summary="The deletions log",
        responses=problems(401, 403),
    )
    async def list_deletions(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str]
    ) -> list[Deletion]:
        """Every deleted player's id and when, oldest first: keep a copy beside your backups of
        the player data, to replay after restoring one."""
        return await erasure.deletions(tables_of(request))

    @post(
        "/deletions/replay",
        operation_id="replayDeletions",
        summary="Carry out every logged deletion again",
        status_code=200,
        opt={"body": Replay},
        responses=problems(400, 401, 403, 409, 413, 415),
    )
    async def replay_deletions(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str]
    ) -> Replayed:
        """After restoring player data from a backup older than some deletions: everything of
        a deleted player the restore brought back goes again. `deletions` (optional) adds
        entries of a newer copy of the log first."""
        body = await read_body(request, Replay)
        extra = [Deletion(entry.player, entry.at_ms) for entry in body.deletions]
        replayed = await erasure.replay(tables_of(request), extra)
        await audited(request, "deletions.replay", "deletions", count=str(len(replayed)))
        return Replayed(len(replayed))
