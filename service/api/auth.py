"""Credentials travel as `Authorization: Bearer <token>`; this module holds the one rule for
them (docs/api.md, "Tokens and roles"):

- a credential that is missing where the operation needs one, or that is malformed or unknown
  wherever one is read, answers 401 `unauthorized` with a `WWW-Authenticate: Bearer` challenge
  (RFC 6750: `error="invalid_token"` when a credential was sent);
- a valid credential without the right answers 403 (`not_host`, `not_seated`...), decided by
  the service that knows the table or the player.

A route declares what it reads with one of the dependency maps at the end of this module
(`dependencies=SEAT_TOKEN`...): its handler then takes the ready value by name (`token`,
`player`, `credential`) and never sees the header. Each provider declares the header with a
`Credential` saying whether a missing token is a 401; the OpenAPI document's `security` says
the same, read from the same declaration (`credential_of`, service/http/credentials.py), and the
fast path calls the same provider with the header's value (service/http/fast_path.py).
Each provider depends on the request's body (`payload`, service/http/payload.py, None without
one), which it does not use: the dependency makes Litestar refuse a malformed body before the
credential, the order docs/api.md gives. tests/api/test_auth_rule.py checks every operation of
the document against the rule."""

from __future__ import annotations

import hmac
from typing import Any, NamedTuple

from litestar import Request
from litestar.di import NamedDependency, Provide

from service.apps.models import ADMIN_READ, ADMIN_WRITE
from service.apps.store import AppStore
from service.core import errors
from service.http.apps import Access
from service.http.credentials import (
    OperatorHeader,
    PlayerHeader,
    PlayerLinkHeader,
    SeatHeader,
    SeatOrPlayerHeader,
    WatchHeader,
    bearer_token,
    required_token,
)
from service.http.payload import PAYLOAD
from service.players.bans import refuse_banned
from service.players.identity import Player, PlayerStore
from service.players.presence import PresenceService

# The providers, each after the body (`payload`, unused: see above). The hot operations' are
# plain synchronous functions of the body and the header, so that the fast path can call them
# itself (service/http/fast_path.py); whether a table knows the token is the table service's
# question, once it has read the table.


def seat_token(payload: NamedDependency[Any], authorization: SeatHeader = None) -> str:
    """The host's or a seat's token (none is a 401)."""
    return required_token(authorization)


def watch_token(payload: NamedDependency[Any], authorization: WatchHeader = None) -> str | None:
    """A seat's or the host's token, or None for a spectator."""
    return bearer_token(authorization)


def seat_or_player_credential(
    payload: NamedDependency[Any], authorization: SeatOrPlayerHeader = None
) -> str:
    """An old seat's token or its player's credential (none is a 401); the rematch tells
    which (service/players/rematch.py)."""
    return required_token(authorization)


def players_of(request: Request[Any, Any, Any]) -> PlayerStore:
    """The process's player store (the app factory sets it on the app's state)."""
    store: PlayerStore = request.app.state.players
    return store


async def current_player(
    request: Request[Any, Any, Any],
    payload: NamedDependency[Any],
    authorization: PlayerHeader = None,
) -> Player:
    """The player a player token or JWT proves (none, or an invalid one, is a 401); seen
    now, for its friends' presence."""
    player = await players_of(request).resolve(required_token(authorization))
    await seen(request, player.id)
    return player


class ProvenPlayer(NamedTuple):
    player: Player
    credential: str  # the player token or JWT that proved it


async def proven_player(
    request: Request[Any, Any, Any],
    payload: NamedDependency[Any],
    authorization: PlayerHeader = None,
) -> ProvenPlayer:
    """As current_player, with the credential itself: an open stream checks now and then
    that it still proves the player (service/players/inbox_stream.py)."""
    token = required_token(authorization)
    return ProvenPlayer(await players_of(request).resolve(token), token)


async def linked_player(
    request: Request[Any, Any, Any],
    payload: NamedDependency[Any],
    authorization: PlayerLinkHeader = None,
) -> str | None:
    """The id of the player a new seat is linked to, if a credential came (an invalid one is
    a 401; a banned player's, 403 `player_banned`: every operation that takes a new seat
    reads its player here)."""
    token = bearer_token(authorization)
    if token is None:
        return None
    player = await players_of(request).resolve(token)
    refuse_banned(player)
    await seen(request, player.id)
    return str(player.id)


async def seen(request: Request[Any, Any, Any], player_id: str) -> None:
    """The player's credential was used (players/presence.py): a write at most once in a
    while per player and process, nothing to await otherwise."""
    presence: PresenceService = request.app.state.presence
    noted = presence.seen(player_id)
    if noted is not None:
        await noted


def apps_of(request: Request[Any, Any, Any]) -> AppStore:
    """The process's app store (the app factory sets it on the app's state)."""
    store: AppStore = request.app.state.app_store
    return store


def operator(
    request: Request[Any, Any, Any],
    payload: NamedDependency[Any],
    authorization: OperatorHeader = None,
) -> str:
    """The operator, proven by the operator token (none, or a wrong one, is a 401; none
    configured, 403 `admin_disabled`); or an app's admin key (`X-Api-Key`, resolved by the
    web edge: service/http/apps.py), acting for its app alone."""
    access: Access | None = request.scope.get("tapete.access")  # type: ignore[assignment]
    if access is not None:
        return app_admin(request, access)
    token = required_token(authorization)  # the rule's order: no credential is a 401 first
    expected: str = request.app.state.admin_token
    if not expected:
        raise errors.AdminDisabled("the admin API is off: set TAPETE_ADMIN_TOKEN")
    if not hmac.compare_digest(token.encode(), expected.encode()):
        raise errors.Unauthorized("not the operator token")
    return "operator"


def app_admin(request: Request[Any, Any, Any], access: Access) -> str:
    """An app's key on the admin API: `admin:read` reads, `admin` also acts, on the app's own
    tables and players only (its requests see no other app's); apps and keys (routes marked
    `OPERATOR_ONLY`) are the operator's. The key's id is the actor in the audit log."""
    if request.route_handler.opt.get(OPERATOR_ONLY):
        raise errors.OperatorOnly("apps and keys are managed with the operator token")
    reading = request.method in ("GET", "HEAD")
    if ADMIN_WRITE not in access.scopes and not (reading and ADMIN_READ in access.scopes):
        needed = ADMIN_READ if reading else ADMIN_WRITE
        raise errors.MissingScope(f"this API key lacks the {needed!r} scope", scope=needed)
    return access.key or access.app


def admin_actor(request: Request[Any, Any, Any]) -> str:
    """Who acts on the admin API, for the audit log: `operator`, or the app key's id."""
    access: Access | None = request.scope.get("tapete.access")  # type: ignore[assignment]
    return "operator" if access is None else access.key or access.app


OPERATOR_ONLY = "operator_only"  # route opt: apps and keys, which no app key may manage

# What a route declares (`dependencies=...`): the credential by the name its handler takes it
# under, and the body its provider depends on (a handler may take it too: `payload`).
SEAT_TOKEN = {"token": Provide(seat_token, sync_to_thread=False), "payload": PAYLOAD}
WATCH_TOKEN = {"token": Provide(watch_token, sync_to_thread=False), "payload": PAYLOAD}
SEAT_OR_PLAYER = {
    "credential": Provide(seat_or_player_credential, sync_to_thread=False),
    "payload": PAYLOAD,
}
PLAYER = {"player": Provide(current_player), "payload": PAYLOAD}
PROVEN_PLAYER = {"proven": Provide(proven_player), "payload": PAYLOAD}
PLAYER_LINK = {"player": Provide(linked_player), "payload": PAYLOAD}
OPERATOR = {"operator": Provide(operator, sync_to_thread=False), "payload": PAYLOAD}
