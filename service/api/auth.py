"""Credentials travel as `Authorization: Bearer <token>`; this module holds the one rule for
them (docs/api.md, "Tokens and roles"):

- a credential that is missing where the operation needs one, or that is malformed or unknown
  wherever one is read, answers 401 `unauthorized` with a `WWW-Authenticate: Bearer` challenge
  (RFC 6750: `error="invalid_token"` when a credential was sent);
- a valid credential without the right answers 403 (`not_host`, `not_seated`...), decided by
  the service that knows the table or the player.

Each operation declares its header with one of the types below, whose `Credential` says
whether a missing token is a 401 (the OpenAPI document's `security` says the same, from the
same declaration: service/http/openapi.py). The handlers, and the fast path's answer functions,
call `required_token` or `bearer_token` accordingly; tests/api/test_auth_rule.py checks every
operation of the document against the rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from litestar import Request
from litestar.params import HeaderParameter

from service.core import errors


@dataclass(frozen=True)
class Credential:
    """Marks an `Authorization` header declaration: whether the operation needs a token. The
    OpenAPI assembly reads it for the operation's `security` (service/http/openapi.py)."""

    required: bool


def header(description: str, *, max_length: int = 512) -> Any:
    """An `Authorization` header. Never `required` for Litestar: a missing header must answer
    401 by this module's rule, not Litestar's 400."""
    return HeaderParameter(
        name="Authorization", required=False, max_length=max_length, description=description
    )


# The host's or a seat's token: managing a table, acting, listing actions, asking a hint.
SeatToken = Annotated[
    str | None,
    header("`Bearer <token>`: the host's or a seat's token."),
    Credential(required=True),
]
# Watching: no token is a spectator; a token shows what its seat (or the host) may see.
WatchToken = Annotated[
    str | None,
    header("`Bearer <token>`: the host's or a seat's token; omit it to watch."),
    Credential(required=False),
]
# Creating or joining a seat: an optional player identity linked to it.
PlayerAuthorization = Annotated[
    str | None,
    header(
        "`Bearer <player token or JWT>`: links the new seat to that player (optional; "
        "docs/players.md).",
        max_length=4096,
    ),
    Credential(required=False),
]
# The players' own endpoints: a player token or an integrator's JWT.
PlayerCredential = Annotated[
    str | None,
    header("`Bearer <player token or JWT>` (docs/players.md).", max_length=4096),
    Credential(required=True),
]
# A rematch: the old seat's token or its player's credential.
SeatOrPlayerCredential = Annotated[
    str | None,
    header(
        "`Bearer <seat token, player token or JWT>` of a seat of the ended game.", max_length=4096
    ),
    Credential(required=True),
]


def credential_of(handler: Any) -> Credential | None:
    """The `Credential` a route handler's `Authorization` header declares (None: it reads no
    token)."""
    for field in handler.parsed_fn_signature.parameters.values():
        for item in field.metadata:
            if isinstance(item, Credential):
                return item
    return None


def bearer_token(header: str | None) -> str | None:
    """The bearer token, or None without the header (a malformed header is a 401)."""
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise errors.Unauthorized("use the header `Authorization: Bearer <token>`")
    return token.strip()


def required_token(header: str | None) -> str:
    """The bearer token; a missing or malformed header is a 401, before any table is read."""
    token = bearer_token(header)
    if token is None:
        raise errors.Unauthorized("this needs a token: send `Authorization: Bearer <token>`")
    return token


def challenge(request: Request[Any, Any, Any]) -> str:
    """The `WWW-Authenticate` value of a 401 (RFC 6750, 3): a bare `Bearer` challenge when no
    credential was sent, `invalid_token` when one was sent and refused."""
    if "authorization" in request.headers:
        return 'Bearer error="invalid_token"'
    return "Bearer"


async def player_of(request: Request[Any, Any, Any], header: str | None) -> str | None:
    """The id of the player a creation or join comes with, if any (401 if invalid)."""
    token = bearer_token(header)
    if token is None:
        return None
    player = await request.app.state.players.resolve(token)
    return str(player.id)
