"""What Litestar's parsing of the query lets through that the document does not admit."""

from __future__ import annotations

from typing import Any

from litestar import Request

from service.core import errors


def whole_numbers_given(request: Request[Any, Any, Any], **values: int | None) -> None:
    """A 400 for an optional integer of the query given as `null` (or empty): Litestar reads
    that as absent (None), where the document admits only a whole number (Schemathesis sent
    `since=null`). Absent stays absent. Call it with each such parameter's name and value;
    the fast path refuses these itself (fast_path.py, `Rule.check`)."""
    for name, value in values.items():
        if value is None and name in request.query_params:
            raise errors.BadRequest(f"{name} must be a whole number")
