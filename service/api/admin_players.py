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
from service.api.auth import OPERATOR, OPERATOR_ONLY, apps_of
from service.apps.models import AuditEntry
from service.apps.store import AUDIT_KEPT
from service.http.bodies import read_body
from service.http.responses import problems
from service.players.dossier import PlayerDetails, PlayerExport, PlayerSearch
from service.players.erasure import Deletion
from service.players.operations import PlayerOperations
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


class PlayerExportAudited(PlayerExport, kw_only=True):
    """Everything held about the player (GDPR Art. 15/20), as JSON, with the operators'
    actions about it (bans, exports...) from the audit log."""

    audit: list[AuditEntry]


def operations_of(request: Request[Any, Any, Any]) -> PlayerOperations:
    tables: TableService = request.app.state.tables
    return PlayerOperations(tables)


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
        return await operations_of(request).find(id, name, app, limit)

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
        operations = operations_of(request)
        return await operations.details(await operations.require(player_id, app))

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
        operations = operations_of(request)
        player = await operations.require(player_id, app)
        await operations.ban(player, body.reason)
        await audited(request, "player.ban", player.id, reason=body.reason, app=player.app)
        return await operations.details(player)

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
        operations = operations_of(request)
        player = await operations.require(player_id, app)
        if await operations.lift(player):
            await audited(request, "player.unban", player.id, app=player.app)
        return await operations.details(player)

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
    ) -> PlayerExportAudited:
        """For a request under GDPR Art. 15 or 20: its profile, identity, ratings, statistics,
        history (with every rating change), leaderboard places, the game records with its
        seat, the tables it sits at, its ban and the operators' actions about it."""
        operations = operations_of(request)
        player = await operations.require(player_id, app)
        held = await operations.export(player)
        log = await apps_of(request).audit_log(AUDIT_KEPT)
        about = [entry for entry in log if entry.target == player.id]
        await audited(request, "player.export", player.id, app=player.app)
        return PlayerExportAudited(**msgspec.structs.asdict(held), audit=about)

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
        operations = operations_of(request)
        player = await operations.require(player_id, app)
        deletion = await operations.delete(player)
        await audited(request, "player.delete", player.id, app=player.app)
        return deletion

    @get(
        "/deletions",
        operation_id="listDeletions",
        opt={OPERATOR_ONLY: True},
        summary="The deletions log",
        responses=problems(401, 403),
    )
    async def list_deletions(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str]
    ) -> list[Deletion]:
        """Every deleted player's id and when, oldest first: keep a copy beside your backups of
        the player data, to replay after restoring one."""
        return await operations_of(request).deletions()

    @post(
        "/deletions/replay",
        operation_id="replayDeletions",
        summary="Carry out every logged deletion again",
        status_code=200,
        opt={"body": Replay, OPERATOR_ONLY: True},
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
        replayed = await operations_of(request).replay(extra)
        await audited(request, "deletions.replay", "deletions", count=str(len(replayed)))
        return Replayed(len(replayed))
