"""The admin API for operators (docs/apps.md, "Admin API"): apps and their keys, the audit log,
and a look at any table (inspect, cancel with a reason its players see). Signed in with the
operator token (`Authorization: Bearer <TAPETE_ADMIN_TOKEN>`); without one configured, every
operation answers 403 `admin_disabled`. Every change is written to the audit log: who (the
operator), what, when and from where."""

from __future__ import annotations

import time
from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, delete, get, patch, post
from litestar.di import NamedDependency
from litestar.params import Parameter

from service.api.auth import OPERATOR, apps_of
from service.apps.models import ApiKey, App, AuditEntry, Scope
from service.core import errors
from service.core.names import Name, visible
from service.games.registry import GAMES, get_game
from service.http.bodies import read_body
from service.http.client_ip import client_ip
from service.http.responses import problems
from service.tables.inspection import StepRecord, full_state, step_record
from service.tables.models import Table
from service.tables.service import TableService
from service.tables.views import TableView

AppIdPath = Annotated[str, Parameter(min_length=1, max_length=64, description="An app id.")]
KeyIdPath = Annotated[str, Parameter(min_length=1, max_length=64, description="A key id.")]
CodePath = Annotated[str, Parameter(min_length=1, max_length=16, description="A table code.")]
GameFilter = Annotated[
    str | None, Parameter(max_length=32, description="Only this game's tables (default: all).")
]
StatusFilter = Annotated[
    Literal["lobby", "playing", "finished", "cancelled"],
    Parameter(description="Tables in this status."),
]
AppFilter = Annotated[
    str | None, Parameter(max_length=64, description="Only this app's tables (its id).")
]
TableLimit = Annotated[int, Parameter(ge=1, le=200, description="At most this many tables.")]
StepsLimit = Annotated[
    int, Parameter(ge=0, le=1000, description="The step log's latest this many versions.")
]
AuditLimit = Annotated[int, Parameter(ge=1, le=1000, description="Entries, newest first.")]
# A browser origin: scheme, host (ASCII: an IDN in its punycode form) and optional port.
Origin = Annotated[
    str, msgspec.Meta(max_length=256, pattern=r"^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$")
]
Reason = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]


class NewApp(msgspec.Struct, forbid_unknown_fields=True):
    """A new app: its name and the browser origins allowed to name it (none: any)."""

    name: Name
    origins: Annotated[list[Origin], msgspec.Meta(max_length=32)] = []

    def __post_init__(self) -> None:
        self.name = visible(self.name)


class AppChange(msgspec.Struct, forbid_unknown_fields=True):
    """What to change of an app (fields left out stay as they are)."""

    name: Name | None = None
    origins: Annotated[list[Origin], msgspec.Meta(max_length=32)] | None = None
    disabled: bool | None = None


class NewKey(msgspec.Struct, forbid_unknown_fields=True):
    """A new API key's scopes."""

    scopes: Annotated[list[Scope], msgspec.Meta(min_length=1, max_length=4)]


class KeyInfo(msgspec.Struct):
    """An API key as shown: never its secret, only the secret's first characters."""

    id: str
    prefix: str
    scopes: list[str]
    created_ms: int
    revoked_ms: int | None


class AppInfo(msgspec.Struct):
    id: str
    name: str
    created_ms: int
    disabled: bool
    origins: list[str]
    keys: list[KeyInfo]


class CreatedKey(msgspec.Struct):
    """The new key and its secret, shown this once (only its hash is kept)."""

    key: KeyInfo
    secret: str


class CancelReason(msgspec.Struct, forbid_unknown_fields=True):
    """Why the operator cancels the table: its players see it in the table's result."""

    reason: Reason


class AdminMember(msgspec.Struct):
    """A member as stored: its seat-to-be, whether bot or host, its player (no token)."""

    member: int
    name: str
    bot_level: str | None
    host: bool
    player: str | None
    timeouts: int
    automatic: bool


class AdminTable(msgspec.Struct):
    """A table as an operator sees it: its app, when it was made, its members as stored, the
    spectators' view, and what no player sees: the full game state and the step log as stored
    (every seat's hidden cards and private events). Never a token, nor the table's seed."""

    code: str
    app: str
    game: str
    created_ms: int
    host_player: str | None
    members: list[AdminMember]
    view: TableView
    state: Annotated[
        Any, msgspec.Meta(description="The game's state as stored (null before the start).")
    ]
    steps: Annotated[
        list[StepRecord],
        msgspec.Meta(description="The step log's latest versions (`steps`), oldest first."),
    ]


async def admin_table(tables: TableService, table: Table, steps: int) -> AdminTable:
    members = [
        AdminMember(m.id, m.name, m.bot, m.host, m.player, m.timeouts, m.automatic)
        for m in table.members
    ]
    view = await tables.view(table.code, None)
    since = max(table.version - steps, 0)
    logged = await tables.repository.steps_since(table.code, since, steps, table.version)
    return AdminTable(
        table.code,
        table.app,
        table.game,
        table.created_ms,
        table.host_player,
        members,
        view,
        full_state(table),
        [step_record(table, version, step) for version, step in logged],
    )


class TableSummary(msgspec.Struct):
    """A live table in a listing: enough to pick one to inspect."""

    code: str
    app: str
    game: str
    status: str
    version: int
    created_ms: int
    host_name: str
    members: int


def key_info(key: ApiKey) -> KeyInfo:
    return KeyInfo(key.id, key.prefix, list(key.scopes), key.created_ms, key.revoked_ms)


def app_info(app: App) -> AppInfo:
    return AppInfo(
        app.id, app.name, app.created_ms, app.disabled, app.origins, [key_info(k) for k in app.keys]
    )


async def audited(request: Request[Any, Any, Any], action: str, target: str, **detail: str) -> None:
    entry = AuditEntry(
        at_ms=int(time.time() * 1000),
        actor="operator",
        action=action,
        target=target,
        detail=detail,
        address=client_ip(request.scope, request.app.state.trusted_proxies),
    )
    await apps_of(request).audit(entry)


class AdminController(Controller):
    path = "/admin"
    tags = ["Admin"]
    dependencies = OPERATOR

    @post(
        "/apps",
        operation_id="createApp",
        summary="Create an app",
        opt={"body": NewApp},
        responses=problems(400, 401, 403, 413, 415),
    )
    async def create_app(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str]
    ) -> AppInfo:
        """A new tenant: its tables, players and keys are its own (docs/apps.md)."""
        body = await read_body(request, NewApp)
        app = await apps_of(request).create(body.name, body.origins)
        await audited(request, "app.create", app.id, name=app.name)
        return app_info(app)

    @get(
        "/apps",
        operation_id="listApps",
        summary="List the apps",
        responses=problems(401, 403),
    )
    async def list_apps(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str]
    ) -> list[AppInfo]:
        """Every app, oldest first, with its keys (never their secrets)."""
        return [app_info(app) for app in await apps_of(request).every()]

    @get(
        "/apps/{app_id:str}",
        operation_id="getApp",
        summary="One app",
        responses=problems(401, 403, 404),
    )
    async def get_app(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> AppInfo:
        """The app with its keys (never their secrets)."""
        return app_info(await apps_of(request).require(app_id))

    @patch(
        "/apps/{app_id:str}",
        operation_id="updateApp",
        summary="Rename, restrict or disable an app",
        opt={"body": AppChange},
        responses=problems(400, 401, 403, 404, 413, 415),
    )
    async def update_app(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> AppInfo:
        """A disabled app's keys and id stop working (403 `app_disabled`) within seconds on every
        process; its tables stay as they are."""
        body = await read_body(request, AppChange)
        app = await apps_of(request).update(
            app_id, name=body.name, origins=body.origins, disabled=body.disabled
        )
        changed = {
            name: str(value)
            for name, value in msgspec.structs.asdict(body).items()
            if value is not None
        }
        await audited(request, "app.update", app_id, **changed)
        return app_info(app)

    @post(
        "/apps/{app_id:str}/keys",
        operation_id="createApiKey",
        summary="Create an API key",
        opt={"body": NewKey},
        responses=problems(400, 401, 403, 404, 413, 415),
    )
    async def create_key(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> CreatedKey:
        """Several keys may be live at once: create the new one, move your servers to it, then
        revoke the old one (no request is lost). The secret is shown once."""
        body = await read_body(request, NewKey)
        key, secret = await apps_of(request).add_key(app_id, body.scopes)
        await audited(request, "key.create", key.id, app=app_id, scopes=",".join(key.scopes))
        return CreatedKey(key_info(key), secret)

    @delete(
        "/apps/{app_id:str}/keys/{key_id:str}",
        operation_id="revokeApiKey",
        summary="Revoke an API key",
        status_code=200,
        responses=problems(401, 403, 404),
    )
    async def revoke_key(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        app_id: AppIdPath,
        key_id: KeyIdPath,
    ) -> KeyInfo:
        """The key stops working (401 `invalid_api_key`) within seconds on every process."""
        key = await apps_of(request).revoke_key(app_id, key_id)
        await audited(request, "key.revoke", key.id, app=app_id)
        return key_info(key)

    @get(
        "/audit",
        operation_id="listAudit",
        summary="The audit log",
        responses=problems(400, 401, 403),
    )
    async def audit_log(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        limit: AuditLimit = 100,
    ) -> list[AuditEntry]:
        """Every admin change, newest first: who, what, when and from where."""
        return await apps_of(request).audit_log(limit)

    @get(
        "/tables",
        operation_id="listTablesAsOperator",
        summary="List live tables of every app",
        responses=problems(400, 401, 403, 404),
    )
    async def list_tables(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        tables: NamedDependency[TableService],
        status: StatusFilter = "playing",
        game: GameFilter = None,
        app: AppFilter = None,
        limit: TableLimit = 50,
    ) -> list[TableSummary]:
        """Live tables in one status, the latest active first, filtered by game and app; each
        summary's `created_ms` tells its age."""
        if game is not None and get_game(game) is None:
            raise errors.GameNotFound(f"no game {game!r}; see GET /games")
        games = [game] if game is not None else sorted(GAMES)
        found = [t for t in await tables.listed(games, status, limit) if app in (None, t.app)]
        return [
            TableSummary(
                t.code,
                t.app,
                t.game,
                t.status,
                t.version,
                t.created_ms,
                t.host_name,
                len(t.members),
            )
            for t in found[:limit]
        ]

    @get(
        "/tables/{code:str}",
        operation_id="inspectTable",
        summary="Inspect any table",
        responses=problems(401, 403, 404),
    )
    async def inspect_table(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        tables: NamedDependency[TableService],
        code: CodePath,
        steps: StepsLimit = 200,
    ) -> AdminTable:
        """Any app's table as stored: its app, status, every seat (names, kinds, players,
        presence), options and result; the full game state and the step log (`steps`: its
        latest versions), nothing redacted: every seat's cards and private events. Tokens
        and the table's seed never."""
        table, _ = await tables.load(code, None)
        return await admin_table(tables, table, steps)

    @post(
        "/tables/{code:str}/cancel",
        operation_id="cancelTableAsOperator",
        summary="Cancel any table, with a reason",
        status_code=200,
        opt={"body": CancelReason},
        responses=problems(400, 401, 403, 404, 409, 413, 415),
    )
    async def cancel_table(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        tables: NamedDependency[TableService],
        code: CodePath,
    ) -> AdminTable:
        """Ends the table as its host's cancel does (C7: no winner, never rated); the reason
        is in its result (`details.reason`) and its `table_cancelled` event, which every seat
        and spectator sees. The answer leaves the step log out (`steps` empty): inspect the
        table for it."""
        body = await read_body(request, CancelReason)
        table = await tables.cancel_by_operator(code, body.reason)
        await audited(request, "table.cancel", table.code, reason=body.reason, app=table.app)
        return await admin_table(tables, table, 0)
