"""Apps, their keys and the audit log in Redis. Apps are not tables: they never expire. Every
key shares the `{apps}` hash tag (one Redis Cluster slot).

- `tapete:{apps}:ids`: the set of app ids;
- `tapete:{apps}:app:<id>`: a hash of the app's fields (name, created_ms, disabled, origins,
  jwt and limits as JSON, free_chat), each written on its own, so two operators changing two
  fields lose neither;
- `tapete:{apps}:changes`: a counter of app creations and changes, so a process knows when
  what it derived from every app (the origins allowed to preflight) is stale;
- `tapete:{apps}:keys:<id>`: a hash, key id -> the key (msgpack `ApiKey`);
- `tapete:{apps}:secret:<sha256>`: a live key's secret hash -> `<app id> <key id>` (deleted
  when the key is revoked, so a revoked key resolves to nothing);
- `tapete:{apps}:audit`: a list of audit entries (msgpack), newest first, bounded."""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from typing import Any, cast

import msgspec

from service.apps.models import (
    ALL_SCOPES,
    ApiKey,
    App,
    AppJwt,
    AppLimits,
    AuditEntry,
    Scope,
)
from service.core import errors
from service.core.digests import secret_digest
from service.core.free_chat import FreeChat, free_chat_of
from service.core.tenancy import DEFAULT_APP
from service.storage.redis_client import GameStateRedis

PREFIX = "tapete:{apps}"
KEY_PREFIX = "tk_"
AUDIT_KEPT = 10_000
_key_encoder = msgspec.msgpack.Encoder()
_key_decoder = msgspec.msgpack.Decoder(ApiKey)
_audit_decoder = msgspec.msgpack.Decoder(AuditEntry)
_origins = msgspec.json.Decoder(list[str])
_jwt = msgspec.json.Decoder(AppJwt)
_limits = msgspec.json.Decoder(AppLimits)


def ids_key() -> str:
    return f"{PREFIX}:ids"


def app_key(app_id: str) -> str:
    return f"{PREFIX}:app:{app_id}"


def keys_key(app_id: str) -> str:
    return f"{PREFIX}:keys:{app_id}"


def secret_key(secret_hash: str) -> str:
    return f"{PREFIX}:secret:{secret_hash}"


def changes_key() -> str:
    return f"{PREFIX}:changes"


def audit_key() -> str:
    return f"{PREFIX}:audit"


secret_hash = secret_digest  # an API key as kept (service/core/digests.py)


def now_ms() -> int:
    return int(time.time() * 1000)


def text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


# The audit entry of a change, made once its target's id is known (a new app's or key's): the
# change and its entry are written in one transaction (one slot: `{apps}`), so no change goes
# unlogged and no entry names a change that was not made.
Audit = Callable[[str], AuditEntry]


def logged(pipe: Any, audit: Audit | None, target: str) -> None:
    """Adds the audit entry of the transaction's change to it (the log bounded)."""
    if audit is not None:
        pipe.lpush(audit_key(), msgspec.msgpack.encode(audit(target)))
        pipe.ltrim(audit_key(), 0, AUDIT_KEPT - 1)


class AppStore:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client

    async def create(
        self,
        name: str,
        origins: list[str],
        jwt: AppJwt | None = None,
        limits: AppLimits | None = None,
        audit: Audit | None = None,
        free_chat: FreeChat = "players",
    ) -> App:
        app = App(
            id="app_" + secrets.token_hex(8),
            name=name,
            created_ms=now_ms(),
            origins=origins,
            jwt=jwt,
            limits=limits or AppLimits(),
            free_chat=free_chat,
        )
        pipe = self.client.pipeline(transaction=True)
        pipe.hset(app_key(app.id), mapping=self.fields(app))
        pipe.sadd(ids_key(), app.id)
        pipe.incr(changes_key())
        logged(pipe, audit, app.id)
        await pipe.execute()
        return app

    @staticmethod
    def fields(app: App) -> dict[Any, Any]:
        fields = {
            "name": app.name,
            "created_ms": str(app.created_ms),
            "disabled": "1" if app.disabled else "0",
            "origins": msgspec.json.encode(app.origins).decode(),
            "limits": msgspec.json.encode(app.limits).decode(),
            "free_chat": app.free_chat,
        }
        if app.jwt is not None:
            fields["jwt"] = msgspec.json.encode(app.jwt).decode()
        return fields

    async def changes(self) -> int:
        """How many times any app was created or changed (see `changes_key`)."""
        return int(await self.client.get(changes_key()) or 0)

    async def get(self, app_id: str) -> App | None:
        if len(app_id) > 64:
            return None
        pipe = self.client.pipeline(transaction=False)
        pipe.hgetall(app_key(app_id))
        pipe.hvals(keys_key(app_id))
        fields, keys = await pipe.execute()
        if not fields and app_id != DEFAULT_APP:
            return None
        # The built-in default app exists without being stored (its fields are written only
        # when changed), so the operator can give it keys, e.g. to manage its webhooks.
        named = {text(name): text(value) for name, value in fields.items()}
        decoded = [_key_decoder.decode(cast(bytes, raw)) for raw in keys]
        decoded.sort(key=lambda key: key.created_ms)
        return App(
            id=app_id,
            name=named.get("name", "Default"),
            created_ms=int(named.get("created_ms", "0")),
            disabled=named.get("disabled") == "1",
            origins=_origins.decode(named.get("origins", "[]")),
            keys=decoded,
            jwt=_jwt.decode(named["jwt"]) if "jwt" in named else None,
            limits=_limits.decode(named.get("limits", "{}")),
            free_chat=free_chat_of(named.get("free_chat")),
        )

    async def require(self, app_id: str) -> App:
        app = await self.get(app_id)
        if app is None:
            raise errors.AppNotFound(f"no app with id {app_id!r}")
        return app

    async def every(self) -> list[App]:
        ids = sorted(text(found) for found in await self.client.smembers(ids_key()))
        apps = [await self.get(app_id) for app_id in ids]
        return sorted((app for app in apps if app is not None), key=lambda app: app.created_ms)

    async def update(
        self,
        app_id: str,
        *,
        name: str | None = None,
        origins: list[str] | None = None,
        disabled: bool | None = None,
        jwt: AppJwt | None = None,
        limits: AppLimits | None = None,
        free_chat: FreeChat | None = None,
        audit: Audit | None = None,
    ) -> App:
        """Writes only the fields given (each its own hash field: see the module's note)."""
        await self.require(app_id)
        written: dict[Any, Any] = {}
        if name is not None:
            written["name"] = name
        if origins is not None:
            written["origins"] = msgspec.json.encode(origins).decode()
        if disabled is not None:
            written["disabled"] = "1" if disabled else "0"
        if jwt is not None:
            written["jwt"] = msgspec.json.encode(jwt).decode()
        if limits is not None:
            written["limits"] = msgspec.json.encode(limits).decode()
        if free_chat is not None:
            written["free_chat"] = free_chat
        pipe = self.client.pipeline(transaction=True)
        if written:
            pipe.hset(app_key(app_id), mapping=written)
            pipe.incr(changes_key())
        logged(pipe, audit, app_id)
        await pipe.execute()
        return await self.require(app_id)

    async def add_key(
        self, app_id: str, scopes: list[Scope], audit: Audit | None = None
    ) -> tuple[ApiKey, str]:
        """A new key and its secret (shown once: only its hash is kept)."""
        await self.require(app_id)
        unknown = {str(scope) for scope in scopes} - ALL_SCOPES
        if unknown:
            raise errors.BadRequest(f"unknown scopes: {sorted(unknown)}")
        secret = KEY_PREFIX + secrets.token_urlsafe(32)
        key = ApiKey(
            id="key_" + secrets.token_hex(6),
            prefix=secret[:8],
            secret_hash=secret_hash(secret),
            scopes=sorted(set(scopes)),
            created_ms=now_ms(),
        )
        pipe = self.client.pipeline(transaction=True)
        pipe.hset(keys_key(app_id), key.id, _key_encoder.encode(key))
        pipe.set(secret_key(key.secret_hash), f"{app_id} {key.id}")
        logged(pipe, audit, key.id)
        await pipe.execute()
        return key, secret

    async def revoke_key(self, app_id: str, key_id: str, audit: Audit | None = None) -> ApiKey:
        raw = await self.client.hget(keys_key(app_id), key_id)
        if raw is None:
            raise errors.KeyNotFound(f"app {app_id!r} has no key {key_id!r}")
        key = _key_decoder.decode(cast(bytes, raw))
        if key.revoked_ms is None:
            key = msgspec.structs.replace(key, revoked_ms=now_ms())
        pipe = self.client.pipeline(transaction=True)
        pipe.hset(keys_key(app_id), key.id, _key_encoder.encode(key))
        pipe.delete(secret_key(key.secret_hash))
        logged(pipe, audit, key.id)
        await pipe.execute()
        return key

    async def resolve_key(self, secret: str) -> tuple[App, ApiKey] | None:
        """The app and live key a secret belongs to, or None (unknown or revoked)."""
        if not secret.startswith(KEY_PREFIX) or len(secret) > 128:
            return None
        found = await self.client.get(secret_key(secret_hash(secret)))
        if found is None:
            return None
        app_id, key_id = text(found).split(" ", 1)
        app = await self.get(app_id)
        key = app.live_key(secret_hash(secret)) if app is not None else None
        if app is None or key is None or key.id != key_id:
            return None
        return app, key

    async def audit(self, entry: AuditEntry) -> None:
        pipe = self.client.pipeline(transaction=True)
        logged(pipe, lambda _: entry, entry.target)
        await pipe.execute()

    async def audit_log(self, limit: int) -> list[AuditEntry]:
        raw = await self.client.lrange(audit_key(), 0, limit - 1)
        return [_audit_decoder.decode(cast(bytes, entry)) for entry in raw]
