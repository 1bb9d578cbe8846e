"""One mapping from every error to an RFC 9457 problem+json answer with a stable `code`."""

from __future__ import annotations

import logging
from typing import Any

import httptools
import msgspec
from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, ValidationException

from service.core.errors import StorageUnavailable, TapeteError
from service.http.credentials import challenge
from service.storage.outage import STORAGE_ERRORS, note_outage

log = logging.getLogger(__name__)
PROBLEM_JSON = "application/problem+json"

HTTP_CODES = {
    400: ("bad_request", "Bad request"),
    401: ("unauthorized", "Missing or invalid token"),
    404: ("not_found", "Not found"),
    405: ("method_not_allowed", "Method not allowed"),
    413: ("payload_too_large", "Request body too large"),
    415: ("unsupported_media_type", "Unsupported media type"),
    429: ("rate_limited", "Too many requests"),
}


class Problem(msgspec.Struct, omit_defaults=True):
    """An error (RFC 9457). `code` is stable and meant for programs; `detail` for people."""

    type: str
    title: str
    status: int
    code: str
    detail: str
    instance: str | None = None
    current_version: int | None = None
    errors: list[dict[str, Any]] | None = None
    checks: dict[str, str] | None = None
    scope: str | None = None  # `missing_scope`: the API key scope the operation needs
    quota: str | None = None  # `quota_exceeded`: the app's limit reached
    rule: str | None = None  # `webhook_url_not_allowed`: the rule the URL breaks


def problem_response(
    request: Request[Any, Any, Any], status: int, code: str, title: str, detail: str, **extra: Any
) -> Response[Problem]:
    problem = Problem(
        type=f"urn:tapete:problem:{code}",
        title=title,
        status=status,
        code=code,
        detail=detail,
        instance=request.url.path,
        **extra,
    )
    return Response(problem, status_code=status, media_type=PROBLEM_JSON)


def tapete_error(request: Request[Any, Any, Any], error: TapeteError) -> Response[Problem]:
    response = problem_response(
        request, error.status, error.code, error.title, error.detail, **error.extra
    )
    retry_after = getattr(error, "wait_seconds", None) or error.retry_after  # QuotaExceeded's
    if retry_after is not None:
        response.headers["Retry-After"] = str(retry_after)
    if error.status == 401:
        response.headers["WWW-Authenticate"] = challenge(request)
    return response


def http_error(request: Request[Any, Any, Any], error: HTTPException) -> Response[Problem]:
    status = error.status_code
    code, title = HTTP_CODES.get(status, ("http_error", "HTTP error"))
    detail = error.detail if isinstance(error.detail, str) else title
    if isinstance(error, ValidationException):
        detail = "invalid request parameters"
        if isinstance(error.extra, list):
            detail += ": " + "; ".join(
                f"{item.get('key', '')}: {item.get('message', '')}"
                for item in error.extra
                if isinstance(item, dict)
            )
    response = problem_response(request, status, code, title, detail)
    if error.headers:
        response.headers.update(error.headers)
    if status == 401:  # every 401 challenges, whoever raised it (RFC 9110, 15.5.2)
        response.headers.setdefault("WWW-Authenticate", challenge(request))
    return response


# Seconds a client should wait before retrying after a 503: a Redis restart takes about this.
RETRY_AFTER_SECONDS = 2


def storage_unavailable(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    """Redis cannot serve now: 503 with Retry-After. A write that met this may or may not have
    been applied; retrying it with the same Idempotency-Key (or expected_version) tells which."""
    note_outage(f"{request.method} {request.url.path}", error)
    response = tapete_error(
        request, StorageUnavailable("the game store is unreachable right now; retry shortly")
    )
    response.headers["Retry-After"] = str(RETRY_AFTER_SECONDS)
    return response


def internal_error(request: Request[Any, Any, Any], error: Exception) -> Response[Problem]:
    log.exception("unhandled error on %s %s", request.method, request.url.path)
    return problem_response(
        request, 500, "internal_error", "Internal error", "something went wrong on our side"
    )


# The one table from exceptions to problem+json answers: a domain error (service/core/errors.py)
# answers with its class's status, code and title; Litestar's own HTTP errors by HTTP_CODES;
# Redis failures as 503 storage_unavailable; anything else as a logged 500.
EXCEPTION_HANDLERS: Any = {
    TapeteError: tapete_error,
    HTTPException: http_error,
    **dict.fromkeys(STORAGE_ERRORS, storage_unavailable),
    Exception: internal_error,
}


def parser_problem(error: BaseException | None) -> tuple[int, bytes]:
    """A request the HTTP parser refused, as problem+json: 405 `method_not_allowed` for a
    method llhttp does not know (`FOO /games`), 400 `bad_request` for anything else."""
    if isinstance(error, httptools.HttpParserInvalidMethodError):
        status, detail = 405, "unknown HTTP method"
    else:
        status, detail = 400, "invalid HTTP request"
    code, title = HTTP_CODES[status]
    problem = Problem(
        type=f"urn:tapete:problem:{code}", title=title, status=status, code=code, detail=detail
    )
    return status, msgspec.json.encode(problem)


def handler_for(error: BaseException) -> Any:
    """The table's handler for `error`: its class's, else its nearest base class's (the lookup
    Litestar makes over the same table, so both paths answer alike)."""
    for kind in type(error).__mro__:
        handler = EXCEPTION_HANDLERS.get(kind)
        if handler is not None:
            return handler
    return EXCEPTION_HANDLERS[Exception]


__all__ = [
    "EXCEPTION_HANDLERS",
    "PROBLEM_JSON",
    "MediaType",
    "Problem",
    "handler_for",
    "parser_problem",
]
