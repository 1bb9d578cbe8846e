"""What the sync and async sessions share: errors, request bodies, the SSE parser."""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol, cast

import httpx
from tapete_client import AuthenticatedClient, Client, models
from tapete_client.models import Act, EventsPage, TableView

RETRIES = 6  # attempts for one call before the error is raised


class EventRecord(Protocol):
    """One event: every generated `*Event` model (the API's union over `type`) has these;
    `data` is typed per model."""

    @property
    def version(self) -> int: ...

    @property
    def type_(self) -> str: ...

    @property
    def data(self) -> Any: ...


def parse_event(item: dict[str, Any]) -> EventRecord | None:
    """An event as its generated model, or None for a type this SDK does not know yet (a newer
    server may add types; clients skip them)."""
    try:
        page = EventsPage.from_dict({"version": 0, "last_version": 0, "events": [item]})
    except (TypeError, ValueError, KeyError):
        return None
    return cast(EventRecord, page.events[0])


class ApiError(Exception):
    """A problem+json answer: `status`, stable `code`, `detail` (and the raw `problem`)."""

    def __init__(self, status: int, problem: dict[str, Any]) -> None:
        self.status = status
        self.code = str(problem.get("code", "unknown"))
        self.detail = str(problem.get("detail", ""))
        self.problem = problem
        super().__init__(f"{status} {self.code}: {self.detail}")


class VersionConflict(ApiError):
    """The table changed under `expected_version`: `view` is the fresh table; decide again."""

    def __init__(self, status: int, problem: dict[str, Any], view: TableView) -> None:
        super().__init__(status, problem)
        self.view = view


@dataclass
class StreamUpdate:
    """One change pushed by the stream: the new view and what happened since the last one."""

    version: int
    view: TableView
    events: list[EventRecord] = field(default_factory=list)


def problem_of(response: httpx.Response) -> ApiError:
    try:
        problem = response.json()
    except ValueError:
        problem = {"code": "unknown", "detail": response.text[:200]}
    return ApiError(response.status_code, problem if isinstance(problem, dict) else {})


def retry_after(response: httpx.Response, attempt: int) -> float:
    """Seconds to wait before retrying a 429/503: the server's Retry-After, else backoff."""
    try:
        return max(0.0, float(response.headers["Retry-After"]))
    except (KeyError, ValueError):
        return backoff(attempt)


def backoff(attempt: int) -> float:
    return float(min(0.1 * 2**attempt, 5.0))


def create_body(game: str, host_name: str, **fields: Any) -> Any:
    """The generated create-table model for `game` (whichever of them takes that tag)."""
    body = {"game": game, "host_name": host_name, **fields}
    for name in dir(models):
        if name.startswith("Create") and name.endswith("Table") and name != "CreatedTable":
            try:
                return getattr(models, name).from_dict(body)
            except (ValueError, KeyError, TypeError):
                continue
    raise ValueError(f"unknown game {game!r}")


def act_body(action: Any, expected_version: int | None) -> Act:
    raw = action if isinstance(action, dict) else action.to_dict()
    body: dict[str, Any] = {"action": raw}
    if expected_version is not None:
        body["expected_version"] = expected_version
    return Act.from_dict(body)


def idempotency_key() -> str:
    return uuid.uuid4().hex


class SseParser:
    """Server-Sent Events lines -> StreamUpdates: an `events` message, then a `view` message
    whose id is the version. A `problem` message raises ApiError."""

    def __init__(self) -> None:
        self.event: str = "message"
        self.data: list[str] = []
        self.event_id: str | None = None
        self.pending: list[EventRecord] = []
        self.last_id: int | None = None

    def feed(self, lines: Iterable[str]) -> Iterator[StreamUpdate]:
        for line in lines:
            update = self.line(line)
            if update is not None:
                yield update

    def line(self, line: str) -> StreamUpdate | None:
        if line == "":
            return self.dispatch()
        if line.startswith(":"):
            return None  # a keep-alive comment
        name, _, value = line.partition(":")
        value = value.removeprefix(" ")
        if name == "event":
            self.event = value
        elif name == "data":
            self.data.append(value)
        elif name == "id":
            self.event_id = value
        return None

    def dispatch(self) -> StreamUpdate | None:
        event, data, event_id = self.event, "\n".join(self.data), self.event_id
        self.event, self.data, self.event_id = "message", [], None
        if not data:
            return None
        payload = json.loads(data)
        if event == "problem":
            raise ApiError(int(payload.get("status", 500)), payload)
        if event == "events":
            parsed = (parse_event(item) for item in payload["events"])
            self.pending.extend(event for event in parsed if event is not None)
        elif event == "view":
            version = int(event_id) if event_id is not None else int(payload["version"])
            self.last_id = version
            events, self.pending = self.pending, []
            return StreamUpdate(version, TableView.from_dict(payload), events)
        return None


def anonymous(base_url: str) -> AuthenticatedClient:
    """A client that sends no token. The generated signatures of operations that take an
    optional credential (create, join: a player's token) ask for an AuthenticatedClient; these
    calls send none, which the server accepts."""
    return cast("AuthenticatedClient", Client(base_url=base_url.rstrip("/")))
