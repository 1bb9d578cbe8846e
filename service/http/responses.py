"""Shared OpenAPI response declarations: every error is documented as problem+json."""

from __future__ import annotations

from litestar.openapi.datastructures import ResponseSpec

from service.http.problems import PROBLEM_JSON, Problem

DESCRIPTIONS = {
    400: "Malformed JSON, a wrong type, an unknown field or a value out of bounds",
    401: (
        "No token where one is needed, or a malformed or unknown one (`unauthorized`); the "
        "answer carries a `WWW-Authenticate: Bearer` challenge"
    ),
    403: (
        "A valid token without the right (`not_host`, `not_seated`, `not_allowed`), or the "
        "table does not allow it (hints off: `hints_disabled`; a rated game: "
        "`hints_not_allowed_rated`)"
    ),
    404: "No such table, game, member, webhook endpoint or webhook message",
    409: (
        "Conflict: stale `expected_version`, not your turn, full table, wrong table status; "
        "too many webhook endpoints or a disabled one"
    ),
    413: "Request body too large",
    415: "The body must be application/json",
    422: (
        "The rules do not allow this action now (`illegal_action`), a webhook URL breaks a "
        "rule (`webhook_url_not_allowed`, `rule` names it), or quick play's `seats` range has "
        "its `min` over its `max` (`invalid_seats`)"
    ),
    429: (
        "Too many requests from this client or token (`rate_limited`), or the app reached one"
        " of its limits (`quota_exceeded`; `quota` names it); see Retry-After"
    ),
    503: (
        "Redis cannot serve right now (`storage_unavailable`; retry after Retry-After seconds),"
        " or, for the readiness probe, not ready (`not_ready`; `checks` names the failing part),"
        " or a hint still being computed (`hint_pending`; ask again after Retry-After seconds)"
    ),
}


def problems(*statuses: int) -> dict[int, ResponseSpec]:
    return {
        status: ResponseSpec(
            data_container=Problem,
            description=DESCRIPTIONS[status],
            media_type=PROBLEM_JSON,
            generate_examples=False,
        )
        for status in statuses
    }
