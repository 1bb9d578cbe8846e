"""Seat tokens travel as `Authorization: Bearer <token>`."""

from __future__ import annotations

from typing import Annotated

from litestar.params import HeaderParameter

from service import errors

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
