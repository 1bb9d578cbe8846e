"""What the sync and async sessions share: errors, request bodies, actions, the SSE parser and
the decisions of `follow()` (stream or long-poll)."""

from __future__ import annotations

import dataclasses
import json
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, TypeVar, cast, get_args

import httpx
from tapete_client import AuthenticatedClient, Client, models
from tapete_client.models import Act, AddBot, AddBotLevel, EventsPage, TableView, TableViewStatus
from tapete_client.types import Response

from tapete_sdk.actions import ACTIONS, Action, ActionDict, BotLevelName, Visibility
from tapete_sdk.compat import logger, tolerant

if TYPE_CHECKING:  # at run time, looked up when a message comes (see parse_chat)
    from tapete_client.models import ChatMessage

RETRIES = 6  # attempts for one call before the error is raised
LONG_POLL_SECONDS = 25  # a long-poll's `wait` (the server caps it at TAPETE_MAX_WAIT_SECONDS)
# Every request's limits. No timeout at all (the generated client's default) would hang on a
# dead peer; the read limit outlasts the longest long-poll (the spec allows `wait` <= 30).
TIMEOUT = httpx.Timeout(10.0, read=45.0)
# The stream's read limit: the server sends a keep-alive comment every 15 s, so two missed
# ones mean the connection (or a proxy buffering it) is not delivering.
STREAM_TIMEOUT = httpx.Timeout(10.0, read=35.0)
# Connections in a row that brought no view before `follow()` gives up on the stream and
# long-polls: a proxy that buffers or cuts event streams would otherwise stall it for good.
STREAM_FAILURES = 3
# How long `follow()` long-polls before trying the stream again (the refusal may have passed).
RETRY_STREAM_AFTER = 60.0
NO_TOKEN = "this session has no token (a spectator's): join or create a table to act"
T = TypeVar("T")

BotLevel = AddBotLevel
"""A bot's level, the spec's enum (`BotLevelName` is the same as string literals)."""


class EventRecord(Protocol):
    """One event: every generated `*Event` model (the API's union over `type`) has these;
    `data` is typed per model."""

    @property
    def version(self) -> int: ...

    @property
    def type_(self) -> str: ...

    @property
    def data(self) -> Any: ...


class SupportsToDict(Protocol):
    """A generated model (such as `Hint.action`): anything with a JSON form."""

    def to_dict(self) -> Mapping[str, Any]: ...


ActionInput: TypeAlias = Action | ActionDict | Mapping[str, Any] | SupportsToDict
"""What `act()` takes: a typed action, its plain dict, or a generated model."""


def parse_event(item: dict[str, Any]) -> EventRecord | None:
    """An event as its generated model, or None for a type this SDK does not know yet (a newer
    server may add types; clients skip them). Unknown fields and enumeration values inside a
    known event are kept (see `compat`)."""
    try:
        with tolerant():
            page = EventsPage.from_dict({"version": 0, "last_version": 0, "events": [item]})
    except (TypeError, ValueError, KeyError, AttributeError):
        kind = item.get("type") if isinstance(item, dict) else None
        logger.debug("skipped an event of a type this SDK does not know: %r", kind)
        return None
    return cast(EventRecord, page.events[0])


def parse_view(raw: dict[str, Any]) -> TableView:
    """A view as the generated model, keeping fields and enumeration values this SDK does not
    know (a newer server's) instead of raising."""
    with tolerant():
        return TableView.from_dict(raw)


def parse_chat(raw: dict[str, Any]) -> ChatMessage | None:
    """A chat message as the generated model, as tolerant as `parse_view`; None from a client
    generated from a document without the chat (before contract 1.1.0), which knows none."""
    model: type[ChatMessage] | None = getattr(models, "ChatMessage", None)
    if model is None:
        return None
    with tolerant():
        return model.from_dict(raw)


# Errors. Every failure the server answers, and every request the SDK refuses before sending
# it, is an ApiError: `status`, a stable `code` and a readable `detail`. A refused request
# carries the status and code the server would have answered (400 bad_request), so callers
# handle both alike.


class ApiError(Exception):
    """A problem+json answer, or a request refused before sending: `status`, stable `code`,
    readable `detail` (also the message) and the raw `problem`."""

    def __init__(self, status: int, problem: Mapping[str, Any]) -> None:
        self.status = status
        self.problem = dict(problem)
        self.code = str(problem.get("code") or "unknown")
        self.detail = str(problem.get("detail") or problem.get("title") or self.code)
        super().__init__(f"{status} {self.code}: {self.detail}")


class InvalidRequest(ApiError):
    """400 or 422: the request is malformed (the server said so, or the SDK saw it first)."""


class UnknownGame(InvalidRequest):
    """No game of that id in this SDK's API description."""


class InvalidAction(InvalidRequest):
    """An action of an unknown type, missing fields or with fields its type does not have."""


class Unauthorized(ApiError):
    """401 or 403: no token, a wrong one, or not allowed to do that."""


class NotFound(ApiError):
    """404: no such table (or it expired), player or game."""


class Conflict(ApiError):
    """409: not now (the table is not in that state, not your turn, an illegal move)."""


class VersionConflict(Conflict):
    """The table changed under `expected_version`: `view` is the fresh table; decide again."""

    def __init__(self, status: int, problem: Mapping[str, Any], view: TableView) -> None:
        super().__init__(status, problem)
        self.view = view


class Unavailable(ApiError):
    """429 or 5xx still answered after the retries (rate limits, an outage)."""


def error_for(status: int, problem: Mapping[str, Any]) -> ApiError:
    kind: type[ApiError] = ApiError
    if status in (400, 422):
        kind = InvalidRequest
    elif status in (401, 403):
        kind = Unauthorized
    elif status == 404:
        kind = NotFound
    elif status == 409:
        kind = Conflict
    elif status == 429 or status >= 500:
        kind = Unavailable
    return kind(status, problem)


def refused(kind: type[ApiError], detail: str) -> ApiError:
    """A request the SDK will not send, as the server would have answered it."""
    return kind(
        400,
        {
            "type": "urn:tapete:problem:bad_request",
            "title": "Bad request",
            "status": 400,
            "code": "bad_request",
            "detail": detail,
        },
    )


def problem_of(response: httpx.Response) -> ApiError:
    try:
        problem = response.json()
    except ValueError:
        problem = {"code": "unknown", "detail": response.text[:200] or response.reason_phrase}
    return error_for(response.status_code, problem if isinstance(problem, dict) else {})


def httpx_response(response: Response[Any]) -> httpx.Response:
    return httpx.Response(response.status_code, headers=response.headers, content=response.content)


def parsed(response: Response[Any], kind: type[T]) -> T:
    """The answer's model, or the ApiError it carries."""
    if 200 <= response.status_code < 300 and isinstance(response.parsed, kind):
        return response.parsed
    raise problem_of(httpx_response(response))


class Answer(Protocol):
    """An HTTP answer: httpx's, or the generated client's `Response`."""

    @property
    def status_code(self) -> int: ...

    @property
    def headers(self) -> Mapping[str, str]: ...


def retries(answer: Answer) -> bool:
    """Whether to send the request again (after `retry_after`): rate limits and outages."""
    return answer.status_code in (429, 503)


def retry_after(response: Answer, attempt: int) -> float:
    """Seconds to wait before retrying a 429/503: the server's Retry-After, else backoff."""
    try:
        return max(0.0, float(response.headers["Retry-After"]))
    except (KeyError, ValueError):
        return backoff(attempt)


def backoff(attempt: int) -> float:
    return float(min(0.1 * 2**attempt, 5.0))


# Request bodies


def join_words(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def create_models() -> dict[str, Any]:
    """Each game's generated create-table model by game id (the model's `game` enum)."""
    found: dict[str, Any] = {}
    for name in dir(models):
        if name.startswith("Create") and name.endswith("Table") and name != "CreatedTable":
            for tag in getattr(models, f"{name}Game", ()):
                found[str(tag.value)] = getattr(models, name)
    return found


def create_body(
    game: str,
    host_name: str,
    *,
    bots: Sequence[BotLevel | BotLevelName] = (),
    host_plays: bool | None = None,
    hints: bool | None = None,
    visibility: Visibility | None = None,
    options: Mapping[str, Any] | SupportsToDict | None = None,
) -> Any:
    """The generated create-table model for `game`; None (and no bots) leave the server's
    default. Raises UnknownGame or InvalidRequest with what is wrong, in words."""
    known = create_models()
    if game not in known:
        raise refused(
            UnknownGame,
            f"unknown game {game!r}; this SDK knows {join_words(sorted(known))} (GET /games lists "
            "the server's)",
        )
    body: dict[str, Any] = {"game": game, "host_name": host_name}
    if bots:
        body["bots"] = [bot_level(level, f"bots[{index}]") for index, level in enumerate(bots)]
    if visibility is not None:
        if visibility not in get_args(Visibility):
            values = join_words([repr(value) for value in get_args(Visibility)])
            raise refused(InvalidRequest, f"visibility {visibility!r} is not one of {values}")
        body["visibility"] = visibility
    for name, value in (("host_plays", host_plays), ("hints", hints)):
        if value is not None:
            body[name] = value
    if options is not None:
        body["options"] = dict(options if isinstance(options, Mapping) else options.to_dict())
    try:
        return known[game].from_dict(body)
    except (ValueError, KeyError, TypeError) as error:  # the generated model's own checks
        raise refused(InvalidRequest, f"invalid {game} table: {error}") from error


def bot_level(level: str, where: str = "level") -> str:
    try:
        return BotLevel(level).value
    except ValueError:
        levels = join_words([str(known.value) for known in BotLevel])
        raise refused(
            InvalidRequest, f"{where}: {level!r} is not a bot level (levels: {levels})"
        ) from None


def add_bot_body(level: BotLevel | BotLevelName) -> AddBot:
    return AddBot(level=BotLevel(bot_level(level)))


# Actions


def action_from_dict(raw: Mapping[str, Any], *, strict: bool = True) -> Action:
    """The typed action for its JSON form. Strict (what a caller sends): an unknown type, a
    missing field or an unknown one raises InvalidAction saying which. Not strict (what the
    server lists): fields this SDK does not know are dropped, as the API's compatibility rules
    ask; an unknown type still raises."""
    kind = raw.get("type")
    if not isinstance(kind, str) or not kind:
        raise refused(InvalidAction, "an action needs a 'type' (legal_actions() lists them)")
    cls = ACTIONS.get(kind)
    if cls is None:
        game = kind.partition(".")[0]
        same = sorted(name for name in ACTIONS if name.startswith(f"{game}."))
        known = f"{game} has {join_words(same)}" if same else "legal_actions() lists yours"
        raise refused(InvalidAction, f"unknown action type {kind!r}; {known}")
    fields = {item.name: item for item in dataclasses.fields(cls) if item.init}
    unknown = sorted(set(raw) - set(fields) - {"type"})
    if unknown and strict:
        names = join_words(list(fields)) if fields else "none"
        raise refused(
            InvalidAction, f"{kind} has no field {join_words(unknown)} (its fields: {names})"
        )
    missing = [
        name
        for name, item in fields.items()
        if name not in raw
        and item.default is dataclasses.MISSING
        and item.default_factory is dataclasses.MISSING
    ]
    if missing:
        raise refused(InvalidAction, f"{kind} needs {join_words(missing)}")
    return cls(**{name: value for name, value in raw.items() if name in fields})


def to_action(action: ActionInput) -> Action:
    """A typed action from any form `act()` takes."""
    if isinstance(action, tuple(ACTIONS.values())):
        return cast(Action, action)
    if isinstance(action, Mapping):
        return action_from_dict(action)
    if callable(getattr(action, "to_dict", None)):
        return action_from_dict(cast(SupportsToDict, action).to_dict())
    raise refused(InvalidAction, f"not an action: {action!r}")


def legal_from(content: bytes) -> list[Action]:
    """The typed actions of a `GET /tables/{code}/actions` answer; types this SDK does not
    know (a newer server's) are skipped, as the API's compatibility rules ask."""
    actions: list[Action] = []
    for item in json.loads(content).get("actions", []):
        try:
            actions.append(action_from_dict(item, strict=False))
        except InvalidAction:
            continue
    return actions


def act_body(action: ActionInput, expected_version: int | None) -> Act:
    body: dict[str, Any] = {"action": to_action(action).to_dict()}
    if expected_version is not None:
        body["expected_version"] = expected_version
    return Act.from_dict(body)


def idempotency_key() -> str:
    return uuid.uuid4().hex


# Views


def my_seat(view: TableView | None) -> int | None:
    """The seat the session plays in `view`, or None (a host who does not play, a spectator,
    no view yet)."""
    seat = view.you.seat if view is not None else None
    return seat if isinstance(seat, int) else None


def my_turn(view: TableView | None) -> bool:
    """Whether `view` waits for a decision of the session's seat (its turn, or a choice a
    game asks of a seat out of turn)."""
    seat = my_seat(view)
    return (
        view is not None
        and view.status == TableViewStatus.PLAYING
        and seat is not None
        and seat in view.to_act
    )


@dataclass
class StreamUpdate:
    """One change pushed by the stream: the new view and what happened since the last one;
    `actions`, your seat's legal actions at this version as the stream brings them (empty:
    none), or None where they did not come with the view (a long-poll, a server before
    contract 1.1.0): call `legal_actions()` then."""

    version: int
    view: TableView
    events: list[EventRecord] = field(default_factory=list)
    actions: list[Action] | None = None


def events_from(content: bytes) -> tuple[list[EventRecord], int, int]:
    """A `GET /tables/{code}/events` page: (the events this SDK knows, last_version, version)."""
    page = json.loads(content)
    events = [event for item in page["events"] if (event := parse_event(item)) is not None]
    return events, int(page["last_version"]), int(page["version"])


# The event stream


def lists_actions(version: str | None) -> bool:
    """Whether a server of this contract version (its Tapete-API-Version header) sends
    `actions` messages on the stream (1.1.0 and later)."""
    try:
        major, minor = (int(part) for part in (version or "0.0").split(".")[:2])
    except ValueError:
        return False
    return (major, minor) >= (1, 1)


ChatHandler: TypeAlias = "Callable[[ChatMessage], None]"


class SseParser:
    """Server-Sent Events lines -> StreamUpdates: an `events` message, your legal actions (an
    `actions` message, when the view waits for you), then a `view` message whose id is the
    version. A `problem` message raises ApiError. A `chat` message goes to `chat` as it
    comes (skipped without one), which keeps its number for a reconnection."""

    def __init__(self, chat: ChatCursor | None = None) -> None:
        self.chat = chat
        self.event: str = "message"
        self.data: list[str] = []
        self.event_id: str | None = None
        self.pending: list[EventRecord] = []
        self.listed: tuple[int, list[Action]] | None = None  # (version, actions) before a view
        # The server sends `actions` messages (contract 1.1.0 on): a view without one means none
        self.lists_actions = False
        self.last_id: int | None = None

    def reconnected(self) -> None:
        """Forget a message cut by a dropped connection: the next connection resumes after
        `last_id` and sends again whatever followed it."""
        self.event, self.data, self.event_id, self.pending = "message", [], None, []
        self.listed = None

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
            raise error_for(int(payload.get("status", 500)), payload)
        if event == "events":
            parsed = (parse_event(item) for item in payload["events"])
            self.pending.extend(event for event in parsed if event is not None)
        elif event == "actions":
            self.listed = (int(payload["version"]), legal_from(data.encode()))
        elif event == "chat" and self.chat is not None:
            message = parse_chat(payload) if isinstance(payload.get("number"), int) else None
            if message is not None:
                self.chat.take(message)
        elif event == "view":
            version = int(event_id) if event_id is not None else int(payload["version"])
            self.last_id = version
            events, self.pending = self.pending, []
            listed, self.listed = self.listed, None
            if listed is not None and listed[0] == version:
                actions: list[Action] | None = listed[1]
            else:
                actions = [] if self.lists_actions else None
            return StreamUpdate(version, parse_view(payload), events, actions)
        return None


class ChatCursor:
    """A follower's chat: each message handed to `on_chat` once and in order, whether the
    stream brought it or (`follow()`) a read between long-polls did; `last` is the number to
    resume after (None: from now on)."""

    def __init__(self, on_chat: ChatHandler, since: int | None) -> None:
        self.on_chat, self.last = on_chat, since

    def take(self, message: ChatMessage) -> None:
        if self.last is not None and message.number <= self.last:
            return  # had it
        self.last = message.number
        self.on_chat(message)

    def path(self, code: str) -> str:
        return f"/tables/{code}/chat?since={self.last or 0}"

    def read(self, response: httpx.Response) -> None:
        """An answer of `GET /tables/{code}/chat` (read between long-polls): its messages
        handed on (none the first time without a `since`). A 429 or 503 leaves them for the
        next read; other refusals raise."""
        if response.status_code in (429, 503):
            return
        if response.status_code != 200:
            raise problem_of(response)
        page = json.loads(response.content)
        version = page.get("version") if isinstance(page.get("version"), int) else None
        if self.last is None:
            self.last = version  # from now on
            return
        for raw in page.get("messages", []):
            numbered = isinstance(raw, dict) and isinstance(raw.get("number"), int)
            message = parse_chat(raw) if numbered else None
            if message is not None:
                self.take(message)
        if version is not None:
            self.last = max(self.last, version)


class StreamUnusable(Exception):
    """`follow()` long-polls from here on: the stream is not served here (see `StreamState`)."""


@dataclass
class StreamState:
    """One stream's reconnection state. With `fallback` (`follow()`) the stream gives up with
    StreamUnusable on an answer that is no event stream and is not the server's own problem
    (a proxy, a server without streams), on 429 and `503 too_many_streams` (long-polls remain
    available), and after STREAM_FAILURES connections in a row that brought no view."""

    parser: SseParser
    fallback: bool
    attempt: int = 0  # the backoff's step
    failures: int = 0  # connections in a row without a view
    on_open: Callable[[], None] | None = None  # each connection the server accepts

    def path(self, code: str) -> str:
        """The stream's path: actions=true (a view that waits for your seat comes with your
        legal actions), and the chat's resumption point when the chat is read from it."""
        path = f"/tables/{code}/stream?actions=true"
        chat = self.parser.chat
        if chat is not None and chat.last is not None:
            path += f"&chat_since={chat.last}"
        return path

    def connecting(self) -> dict[str, str]:
        """The next connection's headers (resuming after the last view received)."""
        self.parser.reconnected()
        headers = {"Accept": "text/event-stream"}
        if self.parser.last_id is not None:
            headers["Last-Event-ID"] = str(self.parser.last_id)
        return headers

    def answered(self, response: httpx.Response) -> float | None:
        """The stream's answer before its body is read: None to read the stream, else seconds
        to wait before connecting again. Raises the server's problem, or StreamUnusable."""
        status = response.status_code
        streaming = response.headers.get("content-type", "").startswith("text/event-stream")
        if status == 200 and streaming:
            self.parser.lists_actions = lists_actions(response.headers.get("Tapete-API-Version"))
            if self.on_open is not None:
                self.on_open()
            return None
        if self.fallback and (status == 200 or not is_problem(response)):
            raise StreamUnusable(f"{status} {response.headers.get('content-type')}")
        if status == 200:
            raise ApiError(502, {"code": "not_an_event_stream", "detail": "not an event stream"})
        error = problem_of(response)
        if self.fallback and (status == 429 or error.code == "too_many_streams"):
            raise StreamUnusable(error.detail)  # long-polls may still be served
        if status in (429, 503):
            return self.failed(retry_after(response, self.attempt))
        raise error

    def received(self) -> None:
        self.attempt = self.failures = 0

    def ended(self, got_a_view: bool) -> float:
        """A connection ended (dropped, or closed by a stopping server): the wait before the
        next one, which resumes after the last version received."""
        if not got_a_view:
            return self.failed(backoff(self.attempt))
        self.received()
        self.attempt = 1
        return backoff(0)

    def failed(self, wait: float) -> float:
        self.attempt += 1
        self.failures += 1
        if self.fallback and self.failures >= STREAM_FAILURES:
            raise StreamUnusable(f"{self.failures} connections in a row brought no view")
        return wait


def is_problem(response: httpx.Response) -> bool:
    return str(response.headers.get("content-type", "")).startswith("application/problem+json")


def anonymous(base_url: str, app: Mapping[str, str]) -> AuthenticatedClient:
    """A client that sends no token (only the app's header, if any). The generated signatures
    of operations that take an optional credential (create, join: a player's token) ask for an
    AuthenticatedClient; these calls send none, which the server accepts."""
    client = Client(base_url=base_url.rstrip("/"), timeout=TIMEOUT, headers=dict(app))
    return cast("AuthenticatedClient", client)


def app_headers(api_key: str | None, app_id: str | None) -> dict[str, str]:
    """How each request names its app (the server's docs/apps.md): a server's secret key
    (`X-Api-Key`) or a browser's or phone's publishable app id (`X-App-Id`); neither: the
    deployment's default app."""
    if api_key is not None and app_id is not None:
        raise ValueError("name the app once: api_key (a server) or app_id (a client)")
    if api_key is not None:
        return {"X-Api-Key": api_key}
    return {"X-App-Id": app_id} if app_id is not None else {}
