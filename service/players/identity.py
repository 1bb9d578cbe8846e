"""Player identities, two ways: Tapete-issued (a player token shown once, stored hashed) and
integrator-issued (a JWT signed by the integrator's backend). Ids are opaque and namespaced
by their issuer (`p_...` Tapete, `j_...` JWT), so the two kinds can never collide."""

from __future__ import annotations

import base64
import hashlib
import secrets
import time
from collections.abc import Awaitable
from typing import Any, Literal, Protocol, cast

import jwt
import msgspec
from redis.exceptions import WatchError

from service.core import errors, tenancy
from service.core.digests import secret_digest
from service.core.names import visible  # the same rule as seat names
from service.core.settings import Settings
from service.core.tenancy import DEFAULT_APP, current_app
from service.players.keys import inbox_watch, player_key, players_count_key, token_key
from service.storage.redis_client import GameStateRedis
from service.storage.store import UPDATES_CHANNEL, Script

Kind = Literal["tapete", "jwt"]
TOKEN_PREFIX = "tp_"  # a player token, not a JWT (no dots) nor a seat token (no prefix)
MAX_NAME = 32
BANNED_FIELD = "banned_ms"  # on the player's hash while banned: when (ms); see bans.py
HMAC_ALGORITHMS = ["HS256"]
KEY_ALGORITHMS = ["RS256", "EdDSA"]
# A quota refusal waits this long (a player is not given back by time passing).
PLAYERS_RETRY_SECONDS = 3600


class AppRules(Protocol):
    """An app's own rules for its players (docs/apps.md), given by the app factory (the apps'
    directory, service/http/apps.py): players know no app settings themselves."""

    async def jwt_claims(self, token: str, app: str) -> dict[str, Any]:
        """A JWT's verified claims by the app's settings, else 401."""
        ...

    async def players_quota(self, app: str) -> int:
        """The app's quota of players (0: none)."""
        ...


# A new player of an app (not the default one) is counted against its `players` quota, in
# one step with the check: concurrent creations never overshoot it.
# KEYS: the app's player count. ARGV: the quota (0: none). Returns 1 if admitted (counted).
ADMIT_PLAYER = """
local limit = tonumber(ARGV[1])
if limit > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') >= limit then return 0 end
redis.call('INCR', KEYS[1])
return 1
"""

# A JWT player of an app (not the default one), created on its first token (counted then,
# refused if the quota is reached) and renamed by every one; the same step as the default
# app's pipeline otherwise.
# KEYS: the player, the app's player count. ARGV: now ms, name, app, the quota (0: none).
# Returns the player's creation time, or nil if refused.
SEEN_JWT_PLAYER = """
if redis.call('EXISTS', KEYS[1]) == 0 then
  local limit = tonumber(ARGV[4])
  if limit > 0 and tonumber(redis.call('GET', KEYS[2]) or '0') >= limit then return false end
  redis.call('INCR', KEYS[2])
  redis.call('HSET', KEYS[1], 'created', ARGV[1])
end
redis.call('HSET', KEYS[1], 'name', ARGV[2], 'kind', 'jwt', 'app', ARGV[3])
return redis.call('HGET', KEYS[1], 'created')
"""


class Player(msgspec.Struct, frozen=True):
    id: str
    name: str
    kind: Kind
    created_ms: int
    app: str = DEFAULT_APP  # its app (tenant): another app's requests do not find it
    # Banned by an operator (service/players/bans.py): read from the player's hash by the
    # lookup every player credential already does, so the check costs no extra round trip.
    banned: bool = False


token_hash = secret_digest  # a player token as kept (service/core/digests.py)


def new_player_id() -> str:
    return "p_" + secrets.token_hex(10)


def jwt_player_id(subject: str, app: str = DEFAULT_APP) -> str:
    """Stable per app and `sub`, opaque (a digest, not the integrator's own id): one `sub` in
    two apps is two players. The default app's ids are those from before apps."""
    seed = f"jwt:{subject}" if app == DEFAULT_APP else f"jwt:{app}:{subject}"
    digest = hashlib.sha256(seed.encode()).digest()[:15]
    return "j_" + base64.b32encode(digest).decode().lower()


def is_jwt(credential: str) -> bool:
    return credential.count(".") == 2


def clean_name(name: str) -> str:
    try:
        return visible(name)[:MAX_NAME]
    except ValueError as error:
        raise errors.Unauthorized("the token's `name` claim has no visible character") from error


def players_over_quota(app: str, limit: int) -> errors.QuotaExceeded:
    return errors.QuotaExceeded(
        f"app {app} has created its {limit} players", "players", PLAYERS_RETRY_SECONDS
    )


class PlayerStore:
    def __init__(
        self, client: GameStateRedis, settings: Settings, apps: AppRules | None = None
    ) -> None:
        self.client = client
        self.settings = settings
        self.apps = apps  # the apps' JWT settings and quotas (None: no app but the default)
        self.admit_player = Script(client, ADMIT_PLAYER, None)
        self.seen_jwt_player = Script(client, SEEN_JWT_PLAYER, None)

    async def players_quota(self, app: str) -> int:
        return await self.apps.players_quota(app) if self.apps is not None else 0

    async def create(self, name: str) -> tuple[Player, str]:
        """A new Tapete-issued player and its token (shown once; only its hash is kept); an
        app's new player counts against its `players` quota (429 `quota_exceeded` when
        reached, nothing created)."""
        app = current_app()
        if app != DEFAULT_APP:
            limit = await self.players_quota(app)
            if not await self.admit_player([players_count_key(app)], [limit]):
                raise players_over_quota(app, limit)
        player = Player(new_player_id(), name, "tapete", int(time.time() * 1000), app=app)
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        pipe = self.client.pipeline(transaction=True)
        pipe.hset(
            player_key(player.id),
            mapping={
                "name": name,
                "kind": "tapete",
                "created": player.created_ms,
                "token": token_hash(token),
                "app": player.app,
            },
        )
        pipe.set(token_key(token_hash(token)), player.id)
        await pipe.execute()
        return player, token

    async def get(self, player_id: str) -> Player | None:
        if len(player_id) > 64:
            return None
        raw = await cast(
            "Awaitable[dict[bytes, bytes]]", self.client.hgetall(player_key(player_id))
        )
        if not raw:
            return None
        app = raw.get(b"app", DEFAULT_APP.encode()).decode()
        if not tenancy.visible(app):
            return None  # another app's player: as if there were none (docs/apps.md)
        return Player(
            player_id,
            raw[b"name"].decode(),
            cast("Kind", raw[b"kind"].decode()),
            int(raw.get(b"created", b"0")),
            app=app,
            banned=BANNED_FIELD.encode() in raw,
        )

    async def resolve(self, credential: str) -> Player:
        """The player a credential proves: a JWT from the integrator or a player token."""
        if is_jwt(credential):
            return await self.from_jwt(credential)
        player = None
        if credential.startswith(TOKEN_PREFIX):
            stored = await cast(
                "Awaitable[bytes | None]", self.client.get(token_key(token_hash(credential)))
            )
            player = await self.get(stored.decode()) if stored is not None else None
        if player is None:
            raise errors.Unauthorized("this player token is not valid")
        return player

    def claims(self, token: str) -> dict[str, Any]:
        """Verified claims: signature, `exp` (required) and `aud` (TAPETE_JWT_AUDIENCE)."""
        settings = self.settings
        try:
            algorithm = jwt.get_unverified_header(token).get("alg")
            if algorithm in HMAC_ALGORITHMS and settings.jwt_secret:
                key: Any = settings.jwt_secret
            elif algorithm in KEY_ALGORITHMS and settings.jwt_public_key:
                # A PEM in one line (`\n` escapes) fits .env files and ConfigMaps alike.
                key = settings.jwt_public_key.replace("\\n", "\n")
            else:
                raise errors.Unauthorized(f"JWTs signed with {algorithm!r} are not accepted here")
            claims: dict[str, Any] = jwt.decode(
                token,
                key,
                algorithms=[algorithm],
                audience=settings.jwt_audience,
                options={"require": ["exp", "sub", "aud"]},
            )
            return claims
        except jwt.PyJWTError as error:
            raise errors.Unauthorized(f"invalid player JWT: {error}") from error

    async def app_claims(self, token: str, app: str) -> dict[str, Any]:
        """Verified claims for an app's request: the default app's by the environment's
        settings (`claims`), any other's by its own (AppRules); an app without JWT settings
        accepts none (401)."""
        if app == DEFAULT_APP:
            return self.claims(token)
        if self.apps is None:
            raise errors.Unauthorized(f"app {app} accepts no JWTs here")
        return await self.apps.jwt_claims(token, app)

    async def from_jwt(self, token: str) -> Player:
        """An integrator's player; its profile is created (and renamed) from the claims."""
        app = current_app()
        claims = await self.app_claims(token, app)
        subject = str(claims["sub"])
        if not subject or len(subject) > 256:
            raise errors.Unauthorized("the JWT's `sub` must be 1-256 characters")
        name = clean_name(str(claims.get("name") or subject))
        player_id = jwt_player_id(subject, app)
        now = int(time.time() * 1000)
        if app != DEFAULT_APP:
            limit = await self.players_quota(app)
            keys = [player_key(player_id), players_count_key(app)]
            created = await self.seen_jwt_player(keys, [now, name, app, limit])
            if created is None:
                raise players_over_quota(app, limit)
            return Player(player_id, name, "jwt", int(created), app=app)
        pipe = self.client.pipeline(transaction=True)
        pipe.hsetnx(player_key(player_id), "created", now)
        pipe.hset(player_key(player_id), mapping={"name": name, "kind": "jwt", "app": app})
        pipe.hget(player_key(player_id), "created")
        pipe.hexists(player_key(player_id), BANNED_FIELD)
        _, _, created, banned = await pipe.execute()
        return Player(player_id, name, "jwt", int(created), app=app, banned=bool(banned))

    async def rename(self, player: Player, name: str) -> Player:
        if player.kind != "tapete":
            raise errors.NotAllowed("an integrator's player takes its name from the JWT")
        await self.client.hset(player_key(player.id), "name", name)
        return msgspec.structs.replace(player, name=name)

    async def proves(self, credential: str, player: Player) -> bool:
        """Whether `credential`, which proved `player` a while ago (an open stream's), still
        does: a player token until it is rotated or its player deleted; a JWT until its `exp`
        (its signature was verified then) or its player deleted."""
        if is_jwt(credential):
            try:
                exp = jwt.decode(credential, options={"verify_signature": False})["exp"]
            except (jwt.PyJWTError, KeyError):
                return False
            if time.time() >= float(exp):
                return False
            return bool(await self.client.exists(player_key(player.id)))
        stored = await cast(
            "Awaitable[bytes | None]", self.client.get(token_key(token_hash(credential)))
        )
        return stored is not None and stored.decode() == player.id

    async def rotate(self, player: Player) -> str:
        """A new token for `player`; the old one stops working in the same transaction."""
        if player.kind != "tapete":
            raise errors.NotAllowed("an integrator's player authenticates with its JWTs")
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        key = player_key(player.id)
        async with self.client.pipeline(transaction=True) as pipe:
            for _ in range(10):
                try:
                    await pipe.watch(key)
                    old = await pipe.hget(key, "token")
                    pipe.multi()  # type: ignore[no-untyped-call]
                    if old is not None:
                        old_hash = old.decode() if isinstance(old, bytes) else str(old)
                        pipe.delete(token_key(old_hash))
                    pipe.set(token_key(token_hash(token)), player.id)
                    pipe.hset(key, "token", token_hash(token))
                    wake_streams(pipe, player.id)  # they find their token gone
                    await pipe.execute()
                    return token
                except WatchError:
                    continue
        raise errors.VersionConflict("the player is too busy right now; retry")


# Wakes a player's open streams to check their credential (service/players/inbox_stream.py),
# in the same transaction as the credential's end. A script, not a bare PUBLISH: the player's
# key routes it to the player's slot in a cluster. KEYS: the player. ARGV: channel, message.
WAKE_STREAMS = "redis.call('PUBLISH', ARGV[1], ARGV[2]) return 1"


def wake_streams(pipe: Any, player: str) -> None:
    """Queues the wake-up on `pipe` (a transaction or pipeline)."""
    pipe.eval(WAKE_STREAMS, 1, player_key(player), UPDATES_CHANNEL, inbox_watch(player))


async def current_names(client: GameStateRedis, players: list[str]) -> dict[str, str]:
    """Each player's current name, in one round trip; a player deleted meanwhile is absent.
    Lists that name other players (friends, invitations, notifications) keep ids only and
    show names read here, so a deleted player's name is kept nowhere but its profile."""
    pipe = client.pipeline(transaction=False)
    for player in players:
        pipe.hget(player_key(player), "name")
    found = await pipe.execute()
    return {p: n.decode() for p, n in zip(players, found, strict=True) if n}
