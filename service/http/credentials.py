"""Credentials as the edge reads them: `Authorization: Bearer <token>`, parsed by one function
(`bearer_token`), a missing one where it is needed a 401 (`required_token`), the 401's
`WWW-Authenticate` challenge (`challenge`, RFC 6750), and the `Credential` marker a route's
credential provider puts on its header (service/api/auth.py), which the OpenAPI assembly
(openapi.py) and the fast path (fast_path.py) read from the same declaration
(`credential_of`). docs/api.md, "Tokens and roles", gives the rule."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from litestar import Request
from litestar.params import HeaderParameter

from service.core import errors


@dataclass(frozen=True)
class Credential:
    """Marks a provider's `Authorization` header: whether the operation needs a token. The
    OpenAPI assembly reads it for the operation's `security` (service/http/openapi.py)."""

    required: bool


def header(description: str, *, max_length: int = 512) -> Any:
    """An `Authorization` header. Never `required` for Litestar: a missing header must answer
    401 by this module's rule, not Litestar's 400."""
    return HeaderParameter(
        name="Authorization", required=False, max_length=max_length, description=description
    )


# The host's or a seat's token: managing a table, acting, listing actions, asking a hint.
SeatHeader = Annotated[
    str | None,
    header("`Bearer <token>`: the host's or a seat's token."),
    Credential(required=True),
]
# Watching: no token is a spectator; a token shows what its seat (or the host) may see.
WatchHeader = Annotated[
    str | None,
    header("`Bearer <token>`: the host's or a seat's token; omit it to watch."),
    Credential(required=False),
]
# Creating or joining a seat: an optional player identity linked to it.
PlayerLinkHeader = Annotated[
    str | None,
    header(
        "`Bearer <player token or JWT>`: links the new seat to that player (optional; "
        "docs/players.md).",
        max_length=4096,
    ),
    Credential(required=False),
]
# The players' own endpoints: a player token or an integrator's JWT.
PlayerHeader = Annotated[
    str | None,
    header("`Bearer <player token or JWT>` (docs/players.md).", max_length=4096),
    Credential(required=True),
]
# A rematch: the old seat's token or its player's credential.
SeatOrPlayerHeader = Annotated[
    str | None,
    header(
        "`Bearer <seat token, player token or JWT>` of a seat of the ended game.", max_length=4096
    ),
    Credential(required=True),
]

# The admin API: the operators' token (TAPETE_ADMIN_TOKEN).
OperatorHeader = Annotated[
    str | None,
    header("`Bearer <operator token>` (TAPETE_ADMIN_TOKEN; docs/apps.md)."),
    Credential(required=True),
]


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


def credential_of(handler: Any) -> Credential | None:
    """The `Credential` of the `Authorization` header a route handler reads through one of its
    dependencies (None: it reads no token)."""
    providers = handler.resolve_dependencies()
    for name in handler.parsed_fn_signature.parameters:
        provider = providers.get(name)
        if provider is None:
            continue
        for field in provider.parsed_fn_signature.parameters.values():
            for item in field.metadata:
                if isinstance(item, Credential):
                    return item
    return None
