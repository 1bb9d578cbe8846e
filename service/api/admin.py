"""The admin API for operators (docs/apps.md, "Admin API"): apps and their keys, the audit log,
and a look at any table (inspect, cancel with a reason its players see). Signed in with the
operator token (`Authorization: Bearer <TAPETE_ADMIN_TOKEN>`); without one configured, every
operation answers 403 `admin_disabled`. Every change is written to the audit log: who (the
operator), what, when and from where."""

from __future__ import annotations

import dataclasses
import time
from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, delete, get, patch, post
from litestar.di import NamedDependency
from litestar.openapi.datastructures import ResponseSpec
from litestar.params import Parameter

from service.api.auth import OPERATOR, OPERATOR_ONLY, admin_actor, apps_of
from service.api.webhooks import EndpointIdPath, EndpointInfo, LogLimit, endpoints_of, info
from service.apps import jwt_keys
from service.apps.models import ApiKey, App, AppJwt, AppLimits, AuditEntry, Scope
from service.apps.store import Audit
from service.apps.webhooks import Attempt
from service.core import errors
from service.core.free_chat import FreeChat
from service.core.names import Name, visible
from service.core.tenancy import CURRENT_APP
from service.core.tenancy import visible as visible_app
from service.games.registry import GAMES, get_game
from service.http.bodies import read_body
from service.http.client_ip import client_ip
from service.http.query import whole_numbers_given
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
MinAge = Annotated[
    int | None,
    Parameter(ge=0, le=10**8, description="Only tables created at least this many seconds ago."),
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
APP_SCAN = 500  # latest tables of a game searched for one app's (or old enough ones)
Reason = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
ClaimValue = Annotated[str, msgspec.Meta(min_length=1, max_length=256)]
# HS256 wants a secret of at least 256 bits (RFC 7518, 3.2): 32 characters and more.
HmacSecret = Annotated[str, msgspec.Meta(min_length=32, max_length=512)]
PublicKeyPem = Annotated[str, msgspec.Meta(min_length=64, max_length=8192)]


class JwtSettings(msgspec.Struct, forbid_unknown_fields=True):
    """How the app's player JWTs are verified (docs/apps.md, "JWTs per app"), all at once: a
    token must be signed by one of the HS256 secrets or public keys (RSA: RS256, Ed25519:
    EdDSA, as PEM) and carry this `aud` and `iss`. Several secrets or keys are live together
    while one is rotated; none at all: the app accepts no JWTs. The secrets are never shown
    again (a fingerprint is)."""

    audience: ClaimValue
    issuer: ClaimValue
    hs256_secrets: Annotated[list[HmacSecret], msgspec.Meta(max_length=4)] = []
    public_keys: Annotated[list[PublicKeyPem], msgspec.Meta(max_length=4)] = []

    def stored(self) -> AppJwt:
        settings = AppJwt(
            audience=self.audience,
            issuer=self.issuer,
            hs256_secrets=list(dict.fromkeys(self.hs256_secrets)),
            public_keys=list(dict.fromkeys(self.public_keys)),
        )
        jwt_keys.check(settings)  # a PEM that verifies nothing: 422, nothing changed
        return settings


class Limits(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """The app's limits (docs/apps.md, "Limits and quotas"), all at once: one left out (or
    null) is unlimited. Reaching one answers 429 `quota_exceeded` naming it."""

    requests_per_minute: Annotated[int, msgspec.Meta(ge=1, le=1_000_000)] | None = None
    live_tables: Annotated[int, msgspec.Meta(ge=1, le=100_000)] | None = None
    players: Annotated[int, msgspec.Meta(ge=1, le=1_000_000_000)] | None = None

    def stored(self) -> AppLimits:
        return AppLimits(
            requests_per_minute=self.requests_per_minute,
            live_tables=self.live_tables,
            players=self.players,
        )


def app_settings_problems(*statuses: int) -> dict[int, ResponseSpec]:
    """The problems of an operation that sets an app's JWT settings (422: a bad public key)."""
    answers = problems(*statuses)
    answers[422] = dataclasses.replace(
        problems(422)[422],
        description="A public key that is no usable PEM (`invalid_jwt_settings`)",
    )
    return answers


FreeChatSetting = Annotated[
    FreeChat,
    msgspec.Meta(
        description=(
            "Who may write free text in the chat of the app's tables created with `free_chat`: "
            "`off` nobody (creating such a table answers 422 `free_chat_off`), `players` the "
            "seats with a player identity (the default), `everyone` every seat and the host."
        )
    ),
]


class NewApp(msgspec.Struct, forbid_unknown_fields=True):
    """A new app: its name, the browser origins allowed to name it (none: any), how its
    player JWTs are verified (none: it accepts no JWTs), its limits (none: unlimited) and who
    may write free text in its tables' chat."""

    name: Name
    origins: Annotated[list[Origin], msgspec.Meta(max_length=32)] = []
    jwt: JwtSettings | None = None
    limits: Limits | None = None
    free_chat: FreeChatSetting = "players"

    def __post_init__(self) -> None:
        self.name = visible(self.name)


class AppChange(msgspec.Struct, forbid_unknown_fields=True):
    """What to change of an app (fields left out stay as they are; `jwt` and `limits` are
    replaced whole)."""

    name: Name | None = None
    origins: Annotated[list[Origin], msgspec.Meta(max_length=32)] | None = None
    disabled: bool | None = None
    jwt: JwtSettings | None = None
    limits: Limits | None = None
    free_chat: FreeChatSetting | None = None


class NewKey(msgspec.Struct, forbid_unknown_fields=True):
    """A new API key's scopes."""

    scopes: Annotated[list[Scope], msgspec.Meta(min_length=1, max_length=5)]


class KeyInfo(msgspec.Struct):
    """An API key as shown: never its secret, only the secret's first characters."""

    id: str
    prefix: str
    scopes: list[str]
    created_ms: int
    revoked_ms: int | None


class JwtInfo(msgspec.Struct):
    """The app's JWT settings as shown: its HS256 secrets by fingerprint only."""

    audience: str
    issuer: str
    hs256_fingerprints: list[str]
    public_keys: list[str]


class AppInfo(msgspec.Struct):
    id: str
    name: str
    created_ms: int
    disabled: bool
    origins: list[str]
    keys: list[KeyInfo]
    limits: Limits
    jwt: JwtInfo | None = None  # none: the app accepts no JWTs
    free_chat: FreeChatSetting = "players"


def jwt_info(settings: AppJwt | None) -> JwtInfo | None:
    if settings is None:
        return None
    fingerprints = [jwt_keys.fingerprint(secret) for secret in settings.hs256_secrets]
    return JwtInfo(settings.audience, settings.issuer, fingerprints, settings.public_keys)


def jwt_summary(settings: AppJwt) -> str:
    """The audit log's note of new JWT settings: no secret, no whole key."""
    return (
        f"aud={settings.audience} iss={settings.issuer} "
        f"hs256={','.join(map(jwt_keys.fingerprint, settings.hs256_secrets)) or '-'} "
        f"public_keys={len(settings.public_keys)}"
    )


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
    limits = Limits(
        requests_per_minute=app.limits.requests_per_minute,
        live_tables=app.limits.live_tables,
        players=app.limits.players,
    )
    return AppInfo(
        app.id,
        app.name,
        app.created_ms,
        app.disabled,
        app.origins,
        [key_info(k) for k in app.keys],
        limits,
        jwt_info(app.jwt),
        app.free_chat,
    )


def audit_of(request: Request[Any, Any, Any], action: str, **detail: str) -> Audit:
    """The audit entry of a change to an app or a key, for its target once known: written by
    the app store in the change's own transaction."""

    def entry(target: str) -> AuditEntry:
        return AuditEntry(
            at_ms=int(time.time() * 1000),
            actor=admin_actor(request),
            action=action,
            target=target,
            detail=detail,
            address=client_ip(request.scope, request.app.state.trusted_proxies),
        )

    return entry


async def audited(request: Request[Any, Any, Any], action: str, target: str, **detail: str) -> None:
    """The audit entry of a change outside the apps' slot (a table, a player), written once the
    change is made."""
    await apps_of(request).audit(audit_of(request, action, **detail)(target))


def settings_detail(jwt: AppJwt | None, limits: AppLimits | None) -> dict[str, str]:
    """An app's JWT settings and limits as the audit log records them (never a secret)."""
    detail = {"jwt": jwt_summary(jwt)} if jwt is not None else {}
    if limits is not None:
        detail["limits"] = msgspec.json.encode(limits).decode()
    return detail


async def shown_app(request: Request[Any, Any, Any], app_id: str) -> str:
    """The id of an app the caller may see: another app (for an app's admin key) or an unknown
    one is 404 `app_not_found`."""
    if not visible_app(app_id):
        raise errors.AppNotFound(f"no app {app_id!r}")
    return (await apps_of(request).require(app_id)).id


class AdminController(Controller):
    path = "/admin"
    tags = ["Admin"]
    dependencies = OPERATOR

    @post(
        "/apps",
        operation_id="createApp",
        summary="Create an app",
        opt={"body": NewApp, OPERATOR_ONLY: True},
        responses=app_settings_problems(400, 401, 403, 413, 415),
    )
    async def create_app(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str]
    ) -> AppInfo:
        """A new tenant: its tables, players and keys are its own (docs/apps.md). A public key
        that is not a usable RSA or Ed25519 PEM is a 422 (`invalid_jwt_settings`)."""
        body = await read_body(request, NewApp)
        jwt = body.jwt.stored() if body.jwt is not None else None
        limits = body.limits.stored() if body.limits is not None else None
        detail = settings_detail(jwt, limits) | {"free_chat": body.free_chat}
        audit = audit_of(request, "app.create", name=body.name, **detail)
        app = await apps_of(request).create(
            body.name, body.origins, jwt, limits, audit, body.free_chat
        )
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
        """Every app, oldest first, with its keys (never their secrets); for an app's admin key,
        its own app."""
        return [app_info(app) for app in await apps_of(request).every() if visible_app(app.id)]

    @get(
        "/apps/{app_id:str}",
        operation_id="getApp",
        summary="One app",
        responses=problems(401, 403, 404),
    )
    async def get_app(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> AppInfo:
        """The app with its keys (never their secrets). Another app, for an app's admin key, is
        not there (404)."""
        return app_info(await apps_of(request).require(await shown_app(request, app_id)))

    @patch(
        "/apps/{app_id:str}",
        operation_id="updateApp",
        summary="Rename, restrict or disable an app",
        opt={"body": AppChange, OPERATOR_ONLY: True},
        responses=app_settings_problems(400, 401, 403, 404, 413, 415),
    )
    async def update_app(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> AppInfo:
        """A disabled app's keys and id stop working (403 `app_disabled`) within seconds on every
        process; its tables stay as they are. New JWT settings, limits and `free_chat` apply
        within seconds too (`free_chat` to the app's existing tables as well): to rotate a JWT
        secret or key, send the new one beside the old, then, once every token the old one
        signed has expired, without it."""
        body = await read_body(request, AppChange)
        jwt = body.jwt.stored() if body.jwt is not None else None
        limits = body.limits.stored() if body.limits is not None else None
        changed = {
            name: str(value)
            for name, value in msgspec.structs.asdict(body).items()
            if value is not None and name not in ("jwt", "limits")
        } | settings_detail(jwt, limits)
        app = await apps_of(request).update(
            app_id,
            name=body.name,
            origins=body.origins,
            disabled=body.disabled,
            jwt=jwt,
            limits=limits,
            free_chat=body.free_chat,
            audit=audit_of(request, "app.update", **changed),
        )
        return app_info(app)

    @post(
        "/apps/{app_id:str}/keys",
        operation_id="createApiKey",
        summary="Create an API key",
        opt={"body": NewKey, OPERATOR_ONLY: True},
        responses=problems(400, 401, 403, 404, 413, 415),
    )
    async def create_key(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> CreatedKey:
        """Several keys may be live at once: create the new one, move your servers to it, then
        revoke the old one (no request is lost). The secret is shown once."""
        body = await read_body(request, NewKey)
        scopes = ",".join(sorted(set(body.scopes)))
        audit = audit_of(request, "key.create", app=app_id, scopes=scopes)
        key, secret = await apps_of(request).add_key(app_id, body.scopes, audit)
        return CreatedKey(key_info(key), secret)

    @delete(
        "/apps/{app_id:str}/keys/{key_id:str}",
        operation_id="revokeApiKey",
        summary="Revoke an API key",
        opt={OPERATOR_ONLY: True},
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
        audit = audit_of(request, "key.revoke", app=app_id)
        key = await apps_of(request).revoke_key(app_id, key_id, audit)
        return key_info(key)

    @get(
        "/apps/{app_id:str}/webhook-endpoints",
        operation_id="listAppWebhookEndpoints",
        summary="An app's webhook endpoints",
        responses=problems(401, 403, 404),
    )
    async def list_webhook_endpoints(
        self, request: Request[Any, Any, Any], operator: NamedDependency[str], app_id: AppIdPath
    ) -> list[EndpointInfo]:
        """As the app's own webhooks API shows them, oldest first: whether each is enabled,
        why not (`disabled_reason`) and since when it fails. Never a secret."""
        app = await shown_app(request, app_id)
        return [info(e) for e in await endpoints_of(request).of_app(app)]

    @get(
        "/apps/{app_id:str}/webhook-endpoints/{endpoint_id:str}/deliveries",
        operation_id="listAppWebhookDeliveries",
        summary="An app's webhook endpoint's delivery log",
        responses=problems(400, 401, 403, 404),
    )
    async def list_webhook_deliveries(
        self,
        request: Request[Any, Any, Any],
        operator: NamedDependency[str],
        app_id: AppIdPath,
        endpoint_id: EndpointIdPath,
        limit: LogLimit = 100,
    ) -> list[Attempt]:
        """Its last attempts, newest first (100 are kept), as the app's own webhooks API shows
        them. An endpoint of another app is not there (404)."""
        app = await shown_app(request, app_id)
        endpoint = await endpoints_of(request).get(app, endpoint_id)
        if endpoint is None:
            raise errors.WebhookEndpointNotFound(f"no webhook endpoint {endpoint_id!r}")
        return await endpoints_of(request).attempts(endpoint.id, limit)

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
        """Every admin change, newest first: who, what, when and from where; for an app's admin
        key, the changes to its own app and its things."""
        entries = await apps_of(request).audit_log(limit)
        return [entry for entry in entries if visible_app(entry.detail.get("app", entry.target))]

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
        min_age: MinAge = None,
        limit: TableLimit = 50,
    ) -> list[TableSummary]:
        """Live tables in one status, the latest active first, filtered by game, app and age
        (`min_age`: created at least that many seconds ago); each summary's `created_ms` tells
        its age."""
        whole_numbers_given(request, min_age=min_age)
        if game is not None and get_game(game) is None:
            raise errors.GameNotFound(f"no game {game!r}; see GET /games")
        games = [game] if game is not None else sorted(GAMES)
        # The index is by game and status, not by app: one app's tables are looked for among
        # more of the latest (an app's admin key sees its own app's only).
        narrowed = app is not None or min_age is not None or CURRENT_APP.get() is not None
        scanned = max(limit, APP_SCAN) if narrowed else limit
        born_by = int(time.time() * 1000) - (min_age or 0) * 1000
        found = [
            t
            for t in await tables.listed(games, status, scanned)
            if app in (None, t.app) and t.created_ms <= born_by
        ]
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
