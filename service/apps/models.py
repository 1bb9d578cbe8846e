"""An app and its API keys, as stored and as shown (a key's secret never: only its hash is
kept, and its first characters to recognise it)."""

from __future__ import annotations

from typing import Literal

import msgspec

from service.core.free_chat import FreeChat

Scope = Literal["tables", "players", "webhooks", "admin:read", "admin"]
SCOPES: tuple[Scope, ...] = ("tables", "players", "webhooks", "admin:read", "admin")
# The admin API for an app's own key: `admin:read` reads (GET), `admin` also acts (cancel a
# table, ban a player...), both only on the app's own things; apps and keys stay the
# operator's (docs/apps.md, "Admin keys").
ADMIN_READ: Scope = "admin:read"
ADMIN_WRITE: Scope = "admin"
# What a browser or phone gets with the app's publishable id (`X-App-Id`), which holds no
# secret: what a player's own client does (tables, players), nothing an integrator's server does.
PUBLISHABLE_SCOPES: frozenset[str] = frozenset({"tables", "players"})
ALL_SCOPES: frozenset[str] = frozenset(SCOPES)


class ApiKey(msgspec.Struct, kw_only=True, omit_defaults=True):
    id: str  # `key_...`: names the key in the admin API and the audit log
    prefix: str  # the secret's first characters (`tk_AbCd...`), to recognise it
    secret_hash: str  # sha256 of the secret, hex
    scopes: list[Scope]
    created_ms: int
    revoked_ms: int | None = None


class AppJwt(msgspec.Struct, kw_only=True, omit_defaults=True):
    """How the app's integrator-issued player JWTs are verified (docs/apps.md, "JWTs per
    app"): any of the HS256 secrets or public keys (several at once, to rotate them), and the
    `aud` and `iss` every token must carry. The secrets are kept as they are (HMAC needs them)
    and never shown; the public keys are PEMs (RSA for RS256, Ed25519 for EdDSA)."""

    audience: str
    issuer: str
    hs256_secrets: list[str] = []
    public_keys: list[str] = []

    def accepts_any(self) -> bool:
        return bool(self.hs256_secrets or self.public_keys)


class AppLimits(msgspec.Struct, kw_only=True, omit_defaults=True, frozen=True):
    """The app's limits (docs/apps.md, "Limits and quotas"); None: unlimited."""

    requests_per_minute: int | None = None  # every request naming the app, on every process
    live_tables: int | None = None  # tables in the lobby or playing at once
    players: int | None = None  # players created (Tapete-issued, and JWT players first seen)


class App(msgspec.Struct, kw_only=True, omit_defaults=True):
    id: str  # `app_...`: also the publishable id browsers send as `X-App-Id`
    name: str
    created_ms: int
    disabled: bool = False
    origins: list[str] = []  # allowed browser origins; empty: any
    keys: list[ApiKey] = []
    jwt: AppJwt | None = None  # None: the app accepts no JWTs
    limits: AppLimits = msgspec.field(default_factory=AppLimits)
    free_chat: FreeChat = "players"

    def live_key(self, secret_hash: str) -> ApiKey | None:
        for key in self.keys:
            if key.secret_hash == secret_hash and key.revoked_ms is None:
                return key
        return None


class AuditEntry(msgspec.Struct, kw_only=True, omit_defaults=True):
    at_ms: int
    actor: str  # `operator`, or the key id of an app key with admin scopes
    action: str  # `app.create`, `key.create`, `key.revoke`, `app.update`, `table.cancel`...
    target: str  # the app id, key id or table code acted on
    detail: dict[str, str] = {}
    address: str | None = None  # the client's IP, as the request log has it
