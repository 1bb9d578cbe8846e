"""Seat tokens travel as `Authorization: Bearer <token>`."""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Request
from litestar.params import HeaderParameter

from service.core import errors

AuthorizationHeader = Annotated[
    str | None,
    HeaderParameter(
        name="Authorization",
        required=False,
        max_length=512,
        description="`Bearer <token>`: the host's or a seat's token; omit it to watch.",
    ),
]


def bearer_token(header: str | None) -> str | None:
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise errors.Unauthorized("use the header `Authorization: Bearer <token>`")
    return token.strip()


PlayerAuthorization = Annotated[
    str | None,
    HeaderParameter(
        name="Authorization",
        required=False,
        max_length=4096,
        description=(
            "`Bearer <player token or JWT>`: links the new seat to that player (optional; "
            "docs/players.md)."
        ),
    ),
]


async def player_of(request: Request[Any, Any, Any], header: str | None) -> str | None:
    """The id of the player a creation or join comes with, if any (401 if invalid)."""
    token = bearer_token(header)
    if token is None:
        return None
    player = await request.app.state.players.resolve(token)
    return str(player.id)
