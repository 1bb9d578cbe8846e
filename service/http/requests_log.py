"""The one wrapper around every request: its id, one structured JSON log line (never a token),
its metrics, and HEAD served as its GET (head.py). One middleware, outside routing (unrouted
requests count, are logged and get their id too), instead of one wrapper per concern: each
layer costs every request and every message of a stream a call."""

from __future__ import annotations

import logging
import re
import time
from random import getrandbits
from typing import Any

from litestar.datastructures import MutableScopeHeaders
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.core.logcontext import (
    REQUEST_ID,
    SEAT,
    JsonFormatter,
    configure_json_logging,
    log_request,
)
from service.core.tenancy import DEFAULT_APP
from service.http.answers import (
    ANSWER_MESSAGE,
    EARLY_ANSWER,
    Answer,
    direct_writer,
    standard_messages,
)
from service.http.contract import (
    API_VERSION,
    VERSION_HEADER,
    VERSION_HEADER_LINE,
    VERSION_HEADER_PAIR,
)
from service.http.head import ALLOW_STATUSES, requested_method, served_as_get, with_head_allowed
from service.http.metrics import record_request

TABLE_CODE = re.compile(r"^/tables/([A-Za-z0-9]{1,16})(?:/|$)")
VALID_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
log = logging.getLogger("tapete.requests")

__all__ = ["JsonFormatter", "configure_json_logging", "request_middleware"]


def request_middleware(app: ASGIApp) -> ASGIApp:
    """Accept `X-Request-ID` (or make one), return it with the contract's version
    (`Tapete-API-Version`, contract.py), log method, path, status, time and the
    table code (the query string and headers, tokens, never), and count and time the request
    by route (metrics.py)."""

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            await app(scope, receive, send)
            return
        head = scope["method"] == "HEAD"
        if head:
            scope = served_as_get(scope)
        incoming = None
        for name, value in scope["headers"]:  # ASGI header names are lower case
            if name == b"x-request-id":
                incoming = value.decode("latin-1")
                break
        # An id to correlate lines, not a secret: 128 random bits without a system call per
        # request (os.urandom was a quarter of this wrapper's own time).
        request_id = (
            incoming if incoming and VALID_ID.match(incoming) else f"{getrandbits(128):032x}"
        )
        token = REQUEST_ID.set(request_id)
        seat_token = SEAT.set(None)
        started = time.perf_counter()
        status = 500
        answered = False  # sent from outside the request's task (early_answer)
        direct = None if head else direct_writer(scope)

        def early_answer(sent: Answer) -> bool:
            """The whole answer, sent now through the server's direct writer: what sending it
            as a message would do (the request id added, the status noted)."""
            nonlocal status, answered
            assert direct is not None
            if answered or sent.status in ALLOW_STATUSES:
                return False
            if not direct.answer(sent, id_line + VERSION_HEADER_LINE):
                return False
            status, answered = sent.status, True
            return True

        id_line = b"x-request-id: " + request_id.encode() + b"\r\n"
        early_token = EARLY_ANSWER.set(early_answer if direct is not None else None)

        async def send_standard(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                if status in ALLOW_STATUSES:
                    message = with_head_allowed(message)
                # Appended (no handler sets it), not set through MutableScopeHeaders, which
                # scans the headers for one to replace: 2.5% of a woken long-poll (py-spy).
                headers = message.get("headers")
                if isinstance(headers, list):
                    headers.append((b"x-request-id", request_id.encode()))
                    headers.append(VERSION_HEADER_PAIR)
                else:
                    added = MutableScopeHeaders.from_message(message)
                    added["X-Request-ID"] = request_id
                    added.add(VERSION_HEADER, API_VERSION)
            elif head and message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        # Not recursive: a nested function that calls itself is a reference cycle, left to
        # the cyclic collector once per request (its young collections then took 300 ms).
        async def send_with_id(message: Message) -> None:
            nonlocal status
            if answered:  # the answer went out early: whatever follows has nowhere to go
                return
            if message["type"] != ANSWER_MESSAGE:
                await send_standard(message)
                return
            fields: Any = message  # a whole answer in one message (answers.py)
            sent: Answer = fields["answer"]
            if not head and sent.status not in ALLOW_STATUSES:
                status = sent.status
                fields["extra"] += id_line + VERSION_HEADER_LINE
                await send(message)
                return
            for standard in standard_messages(sent):  # what the two messages would get
                await send_standard(standard)

        try:
            await app(scope, receive, send_with_id)
        finally:
            elapsed = time.perf_counter() - started
            record_request(scope, status, elapsed)
            path = scope["path"]
            match = TABLE_CODE.match(path)
            log_request(
                log,
                requested_method(scope),
                path,
                status,
                round(elapsed * 1000, 2),
                match.group(1).upper() if match else None,
                app_of(scope),
            )
            EARLY_ANSWER.reset(early_token)
            # An event stream's body follows once this returns (edge.py), its lines still
            # naming the request: a stream's time is the time to open it.
            if direct is None or not direct.following():
                REQUEST_ID.reset(token)
                SEAT.reset(seat_token)

    return middleware


def app_of(scope: Scope) -> str | None:
    """The app the request acted for (service/http/apps.py), for its log line: named when it
    is not the default app (whose lines read as before apps)."""
    access: Any = scope.get("tapete.access")
    if access is None or access.app == DEFAULT_APP:
        return None
    app: str = access.app
    return app
