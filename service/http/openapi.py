"""The OpenAPI document: Litestar generates it from the handlers; we add the request bodies
(from the same msgspec types that decode them) and the links that let clients and Schemathesis
walk create -> join -> act and create -> start -> act."""

from __future__ import annotations

import copy
from functools import cache
from pathlib import Path
from typing import Any

import msgspec
from litestar import Litestar, Request, Router
from litestar.openapi.plugins import JsonRenderPlugin, SwaggerRenderPlugin
from litestar.static_files import create_static_files_router
from swagger_ui_bundle import swagger_ui_path  # type: ignore[import-untyped]

from service.games.base import TypedEvent, event_type
from service.games.registry import GAMES
from service.http.apps import ADMIN_PREFIX, EXEMPT_PATHS, EXEMPT_PREFIXES
from service.http.contract import API_VERSION, VERSION_HEADER
from service.http.credentials import credential_of
from service.http.event_stream import EVENT_STREAM
from service.http.examples import REQUEST_EXAMPLES
from service.http.json_lines import JSON_LINES, JsonLines, declare_json_lines
from service.http.problems import PROBLEM_JSON
from service.http.responses import DESCRIPTIONS
from service.tables.events import FAMILY

REF_TEMPLATE = "#/components/schemas/{name}"
TOKEN_FROM_BODY = "Bearer {$response.body#/token}"
TOKEN_FROM_REQUEST = "$request.header.Authorization"
CODE_FROM_BODY = "$response.body#/code"


def link(operation_id: str, description: str, **parameters: str) -> dict[str, Any]:
    return {
        "operationId": operation_id,
        "description": description,
        "parameters": {name.replace("__", "."): value for name, value in parameters.items()},
    }


def links_from_token(code: str, token: str) -> dict[str, dict[str, Any]]:
    """Everything a token holder can do next on the same table."""
    targets = {
        "getTable": "Poll the table",
        "listActions": "List your legal actions",
        "act": "Play an action",
        "listEvents": "Read the events",
        "addBot": "Add a bot (host)",
        "startTable": "Start the game (host)",
        "updateTable": "Change settings (host)",
        "cancelTable": "Cancel (host)",
    }
    return {
        target: link(target, description, path__code=code, header__Authorization=token)
        for target, description in targets.items()
    }


def response_links() -> dict[str, dict[str, dict[str, Any]]]:
    """operationId -> links of its success response. A token is carried on from a response
    body (`token`) or from the request's `Authorization`, which only an operation that needs
    a token declares (its security requirement has no anonymous option; a validator such as
    Schemathesis takes that requirement for the header and rejects a link reading a header the
    source does not declare): getTable, whose token is optional, has no links."""
    from_request = links_from_token(CODE_FROM_BODY, TOKEN_FROM_REQUEST)
    created = links_from_token(CODE_FROM_BODY, TOKEN_FROM_BODY)
    created["joinTable"] = link("joinTable", "Join this table", path__code=CODE_FROM_BODY)
    joined = links_from_token(CODE_FROM_BODY, TOKEN_FROM_BODY)
    for host_only in ("addBot", "startTable", "updateTable", "cancelTable"):
        joined.pop(host_only)
    return {
        "createTable": created,
        "joinTable": joined,
        "addBot": from_request,
        "updateTable": from_request,
        "startTable": from_request,
        "act": from_request,
    }


def add_request_bodies(schema: dict[str, Any], bodies: dict[str, Any]) -> None:
    types = list(bodies.values())
    refs, components = msgspec.json.schema_components(types, ref_template=REF_TEMPLATE)
    schema.setdefault("components", {}).setdefault("schemas", {}).update(components)
    for path_item in schema["paths"].values():
        for operation in path_item.values():
            operation_id = operation.get("operationId") if isinstance(operation, dict) else None
            if operation_id not in bodies:
                continue
            index = types.index(bodies[operation_id])
            media: dict[str, Any] = {"schema": refs[index]}
            if operation_id in REQUEST_EXAMPLES:
                media["examples"] = REQUEST_EXAMPLES[operation_id]
            operation["requestBody"] = {
                "required": True,
                "content": {"application/json": media},
            }


def add_links(schema: dict[str, Any]) -> None:
    links = response_links()
    for path_item in schema["paths"].values():
        for operation in path_item.values():
            if not isinstance(operation, dict) or operation.get("operationId") not in links:
                continue
            for status, response in operation.get("responses", {}).items():
                if status.startswith("2"):
                    response["links"] = links[operation["operationId"]]


def problem_content() -> dict[str, Any]:
    return {PROBLEM_JSON: {"schema": {"$ref": REF_TEMPLATE.format(name="Problem")}}}


def drop_null_from_parameters(schema: dict[str, Any]) -> None:
    """An optional query or header parameter is absent, never null: say so."""
    for path_item in schema["paths"].values():
        for operation in path_item.values():
            for parameter in operation.get("parameters", []):
                options = parameter["schema"].get("oneOf")
                kept = [option for option in options or [] if option.get("type") != "null"]
                if options and len(kept) == 1:
                    del parameter["schema"]["oneOf"]
                    parameter["schema"].update(kept[0])


# Operations that never touch Redis, hence never answer 503.
WITHOUT_STORAGE = {"live"}
HEADERS: dict[str, dict[str, Any]] = {
    "RetryAfter": {
        "description": "Seconds to wait before retrying",
        "schema": {"type": "integer", "minimum": 0},
    },
    "ETag": {
        "description": "The representation's entity tag: send it back in `If-None-Match`",
        "schema": {"type": "string"},
    },
    "WWWAuthenticate": {
        "description": (
            '`Bearer` when no token was sent, `Bearer error="invalid_token"` when the one sent '
            "was refused (RFC 6750)"
        ),
        "schema": {"type": "string"},
    },
    "XRequestID": {
        "description": "The request's id (yours if you sent a valid `X-Request-ID`), as logged",
        "schema": {"type": "string"},
    },
    "TapeteAPIVersion": {
        "description": (
            "The semantic version of the contract this answer belongs to (this document's "
            "`info.version`)"
        ),
        "schema": {"type": "string", "const": API_VERSION},
    },
}
RETRY_AFTER = {"$ref": "#/components/headers/RetryAfter"}
ETAG = {"$ref": "#/components/headers/ETag"}
REQUEST_ID = {"$ref": "#/components/headers/XRequestID"}
CHALLENGE = {"$ref": "#/components/headers/WWWAuthenticate"}
VERSION = {"$ref": "#/components/headers/TapeteAPIVersion"}
# Operations whose answer carries an ETag and honours If-None-Match.
CONDITIONAL = {"getTable", "getNotifications"}
SECURITY_SCHEME = "bearerAuth"


def normalize_errors(schema: dict[str, Any]) -> None:
    """Every error answer is problem+json; any parameter can be malformed (400); every
    operation can meet a too-large (413) or non-JSON (415) body when it takes one, and one
    touching Redis (rate limits included) an unreachable Redis (503, with Retry-After)."""
    for path_item in schema["paths"].values():
        for operation in path_item.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            responses = operation["responses"]
            statuses = {"400", "429"}
            if "requestBody" in operation:
                statuses |= {"413", "415"}
            if operation.get("operationId") not in WITHOUT_STORAGE:
                statuses.add("503")
            for status in statuses:
                responses.setdefault(status, {"description": DESCRIPTIONS[int(status)]})
            for limited in ("429", "503"):
                if limited in responses:
                    responses[limited]["headers"] = {"Retry-After": RETRY_AFTER}
            for status, response in responses.items():
                if status >= "400":
                    response["content"] = problem_content()
                    response["description"] = DESCRIPTIONS.get(
                        int(status), response.get("description", "")
                    )


def operations(schema: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """(method, operation) for every operation of the document."""
    return [
        (method, operation)
        for path_item in schema["paths"].values()
        for method, operation in path_item.items()
        if isinstance(operation, dict) and "responses" in operation
    ]


def add_security(schema: dict[str, Any], needs_token: dict[str, bool]) -> None:
    """Tokens as a bearer security scheme (Swagger UI's Authorize button, generated clients'
    auth), not as an `Authorization` header parameter (which OpenAPI says to ignore). Whether
    an operation needs a token is its header's declaration (service/api/auth.py): required
    (`[bearerAuth]`: none is a 401) or optional (`[bearerAuth, {}]`: watching, or a player
    identity for a new seat)."""
    schema["components"]["securitySchemes"] = {
        SECURITY_SCHEME: {
            "type": "http",
            "scheme": "bearer",
            "description": (
                "The host's or a seat's token from createTable or joinTable; for the players' "
                "endpoints (and, optionally, createTable, joinTable, quickPlay; or instead of "
                "a seat's token, rematchTable) a player token from createPlayer or an "
                "integrator's JWT (docs/players.md). Missing where needed, malformed or "
                "unknown: 401 with `WWW-Authenticate: Bearer`; valid without the right: 403."
            ),
        }
    }
    for _, operation in operations(schema):
        parameters = operation.get("parameters", [])
        tokens = [p for p in parameters if p["name"].lower() == "authorization"]
        if not tokens:
            operation["security"] = []  # public: no token taken
            continue
        kept = [p for p in parameters if p not in tokens]
        if kept:
            operation["parameters"] = kept
        else:
            del operation["parameters"]
        required: dict[str, list[str]] = {SECURITY_SCHEME: []}
        operation_id = operation.get("operationId")
        if operation_id not in needs_token:
            raise ValueError(
                f"{operation_id}: read its Authorization header through a dependency from "
                "service/api/auth.py (`dependencies=SEAT_TOKEN`...)"
            )
        if "401" not in operation["responses"]:
            raise ValueError(f"{operation_id} reads a token: declare its 401 (problems(401))")
        operation["security"] = [required] if needs_token[operation_id] else [required, {}]


APP_KEY_SCHEME = "appKey"
APP_ID_SCHEME = "appId"
APP_SCHEMES = {
    APP_KEY_SCHEME: {
        "type": "apiKey",
        "in": "header",
        "name": "X-Api-Key",
        "description": (
            "An app's secret API key (`tk_...`), for an integrator's server (docs/apps.md): "
            "the request acts for the key's app, with the key's scopes. Beside a seat's or "
            "player's token where the operation takes one. Unknown or revoked: 401 "
            "`invalid_api_key`; the app disabled or the scope missing: 403. On the admin API, "
            "an app's key with `admin:read` or `admin` instead of the operator token."
        ),
    },
    APP_ID_SCHEME: {
        "type": "apiKey",
        "in": "header",
        "name": "X-App-Id",
        "description": (
            "An app's publishable id (`app_...`), for browsers and phones: no secret, held to "
            "the app's allowed origins (403 `origin_not_allowed`), with a player's scopes. "
            "Naming no app acts for the built-in default app unless the deployment requires "
            "one (401 `app_required`)."
        ),
    },
}


# An app-named request: with the app's key, its publishable id, or neither (the default app).
APP_ALTERNATIVES: tuple[dict[str, list[str]], ...] = ({APP_KEY_SCHEME: []}, {APP_ID_SCHEME: []}, {})


def names_an_app(path: str) -> bool:
    """Whether a request on `path` acts for an app (service/http/apps.py): every operation but
    health, documents, metrics and the admin API (which an app's key may sign in to)."""
    exempt = path.startswith(EXEMPT_PREFIXES) or path in EXEMPT_PATHS
    return not exempt and not path.startswith(ADMIN_PREFIX)


def declare_app_refusals(schema: dict[str, Any]) -> None:
    """Every operation that names an app may be refused for it: 401 (an unknown or revoked
    key, none where the deployment requires one) and 403 (a disabled app, another origin, a
    missing scope)."""
    for path, item in schema["paths"].items():
        if not names_an_app(path):
            continue
        for operation in item.values():
            if isinstance(operation, dict) and "responses" in operation:
                for status in ("401", "403"):
                    operation["responses"].setdefault(status, {"description": ""})


def add_app_security(schema: dict[str, Any]) -> None:
    """The app's headers as security schemes: each way an operation takes a token may come with
    the app's key or its publishable id, or with neither (the default app); the admin API takes
    the operator token or an app's key."""
    schema["components"]["securitySchemes"].update(APP_SCHEMES)
    for path, item in schema["paths"].items():
        for operation in item.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            if path.startswith(ADMIN_PREFIX):
                operation["security"] = [*operation["security"], {APP_KEY_SCHEME: []}]
            elif names_an_app(path):
                options = operation["security"] or [{}]
                operation["security"] = [
                    {**option, **app} for app in APP_ALTERNATIVES for option in options
                ]


def declare_headers(schema: dict[str, Any]) -> None:
    """Response headers: every answer has `X-Request-ID` and `Tapete-API-Version`; conditional
    reads an `ETag` and a 304 (no body) when `If-None-Match` matches; a 401 its
    `WWW-Authenticate` challenge."""
    schema["components"]["headers"] = HEADERS
    for _, operation in operations(schema):
        responses = operation["responses"]
        if operation.get("operationId") in CONDITIONAL:
            for status, response in responses.items():
                if status.startswith("2"):
                    response.setdefault("headers", {})["ETag"] = ETAG
            responses["304"] = {
                "description": "Not modified: `If-None-Match` matches the current `ETag`",
                "headers": {"ETag": ETAG},
            }
        if "401" in responses:
            responses["401"].setdefault("headers", {})["WWW-Authenticate"] = CHALLENGE
        for response in responses.values():
            headers = response.setdefault("headers", {})
            headers["X-Request-ID"] = REQUEST_ID
            headers[VERSION_HEADER] = VERSION


EVENT_NOTE = """One logged step, redacted for the caller: `type` says what happened and which
`data` comes with it. The table's own events have plain names (`player_joined`, `game_over`...);
each game's are `<game id>.<event>`. Fields only some seats see (their own cards) are absent for
the others. New types may be added: clients should skip types they do not know."""


def event_variant_name(tag: str) -> str:
    """`<game>.<event>` -> `<Game><Event>Event` (`chess.piece_moved` -> `ChessPieceMovedEvent`);
    the table's `game_over` -> `TableGameOverEvent`."""
    game, _, name = tag.rpartition(".")
    words = [game or "table", *name.split("_")]
    return "".join(word[:1].upper() + word[1:] for word in words) + "Event"


def event_variant(cls: type[TypedEvent], components: dict[str, Any]) -> dict[str, Any]:
    """The record of one event type, its `data` typed by the event's Struct. Nested Structs
    (cards) are the views' own: a component the API already renders keeps its rendering."""
    tag = event_type(cls)
    ref = "#/components/schemas/{name}"
    (_,), found = msgspec.json.schema_components([cls], ref_template=ref)
    data = found.pop(cls.__name__)
    for name, nested in found.items():
        components.setdefault(name, nested)
    data.pop("title", None)
    data["properties"].pop("type")
    data["required"] = [f for f in data.get("required", []) if f != "type"]
    if not data["required"]:
        del data["required"]
    return {
        "title": event_variant_name(tag),
        "type": "object",
        "required": ["version", "type", "data"],
        "properties": {
            "version": {"type": "integer"},
            "type": {"type": "string", "const": tag},
            "data": data,
        },
    }


def describe_events(schema: dict[str, Any]) -> None:
    """`EventRecord` as a union over `type` (the table's family, then each game's events)."""
    components = schema["components"]["schemas"]
    mapping = {}
    for cls in (*FAMILY, *(cls for game in GAMES.values() for cls in game.spec.events)):
        name = event_variant_name(event_type(cls))
        components[name] = event_variant(cls, components)
        mapping[event_type(cls)] = f"#/components/schemas/{name}"
    components["EventRecord"] = {
        "title": "EventRecord",
        "description": EVENT_NOTE,
        "oneOf": [{"$ref": ref} for ref in mapping.values()],
        "discriminator": {"propertyName": "type", "mapping": mapping},
    }


# The Server-Sent Events the stream sends (service/http/event_stream.py). OpenAPI 3.1 has no
# keyword for the items of a sequential media type (3.2's `itemSchema`, which 3.1 validators
# refuse), so `schema` describes one event, as tools read it for 3.1 (Schemathesis validates each
# parsed event, `{event, data, id?, retry?}`, against it); `data` is JSON, typed with
# `contentMediaType`/`contentSchema`. `id` is the version of the last view, which an event
# without its own `id:` line inherits. `retry:` lines and `: keep-alive` comments carry no
# data, hence are no events.
STREAM_EVENTS: list[tuple[str, str, str, str]] = [
    (
        "view",
        "application/json",
        "TableView",
        "The caller's view (the JSON of GET /tables/{code}); `id` is its version",
    ),
    (
        "events",
        "application/json",
        "StreamEvents",
        "What happened since the last view, sent before the view that follows",
    ),
    (
        "actions",
        "application/json",
        "LegalActions",
        "With `actions=true`: the caller's legal actions at the version of the view that "
        "follows (the JSON of GET /tables/{code}/actions), sent only when there are any (a "
        "view without one: none)",
    ),
    (
        "chat",
        "application/json",
        "ChatMessage",
        "A chat message the caller may read (as GET /tables/{code}/chat answers it); it has "
        "no `id:` line of its own (`id` is the last view's)",
    ),
    (
        "problem",
        PROBLEM_JSON,
        "Problem",
        "Why the server ends the stream (Redis unreachable, the table expired)",
    ),
]
STREAM_EVENTS_PAGE: dict[str, Any] = {
    "title": "StreamEvents",
    "description": (
        "An `events` message's data: the events after version `since`, up to `version` (the "
        "version of the view that follows), redacted for the caller"
    ),
    "type": "object",
    "required": ["since", "version", "events"],
    "properties": {
        "since": {"type": "integer"},
        "version": {"type": "integer"},
        "events": {"type": "array", "items": {"$ref": REF_TEMPLATE.format(name="EventRecord")}},
    },
}


# GET /tournaments/{tournament_id}/stream's events (service/tournaments/events.py): `event` is
# the tournament event's type (or `reset`), `data` one TournamentStreamEvent.
TOURNAMENT_STREAM = "streamTournament"
TOURNAMENT_EVENT_TYPES = [
    "registered",
    "checked_in",
    "withdrew",
    "started",
    "round_started",
    "tables_started",
    "table_finished",
    "standings",
    "finished",
    "cancelled",
    "reset",
]
TOURNAMENT_EVENT_PAGE: dict[str, Any] = {
    "title": "TournamentStreamEvent",
    "description": (
        'One of a tournament\'s events (docs/tournaments.md, "Stream and webhooks"): its '
        "`seq` (from 1), `type`, when (`at`) and its `data`; `reset`: the events after the "
        "reader's seq are no longer kept (read the tournament afresh)"
    ),
    "type": "object",
    "required": ["seq", "type", "at", "data"],
    "properties": {
        "seq": {"type": "integer", "minimum": 0},
        "type": {"type": "string", "enum": TOURNAMENT_EVENT_TYPES},
        "at": {"type": "string", "format": "date-time"},
        "data": {"type": "object", "additionalProperties": True},
    },
}


def tournament_stream_messages() -> list[dict[str, Any]]:
    event = server_sent_event(
        "registered",
        "application/json",
        "TournamentStreamEvent",
        "A tournament event; `id` is its seq",
    )
    event["title"] = "TournamentEventMessage"
    event["required"] = ["event", "id", "data"]
    event["properties"]["event"] = {"type": "string", "enum": TOURNAMENT_EVENT_TYPES}
    problem = server_sent_event(*STREAM_EVENTS[-1])
    problem["description"] = "Why the server ends the stream (Redis unreachable, it expired)"
    return [event, problem]


# GET /players/me/stream's events (service/players/inbox_stream.py): `notification` (a
# Notification, `id` its id), `inbox` (an InboxState, no `id`), `problem`.
NOTIFICATION_STREAM = "streamMyNotifications"
INBOX_STATE: dict[str, Any] = {
    "title": "InboxState",
    "description": (
        "An `inbox` message's data: the inbox's `version` (as GET /players/me/notifications "
        "answers it), how many notifications are `unread`, and their ids (`unread_ids`, newest "
        "first): a notification not among them is read"
    ),
    "type": "object",
    "required": ["version", "unread", "unread_ids"],
    "properties": {
        "version": {"type": "integer", "minimum": 0},
        "unread": {"type": "integer", "minimum": 0},
        "unread_ids": {"type": "array", "items": {"type": "integer", "minimum": 1}},
    },
}


def notification_stream_messages() -> list[dict[str, Any]]:
    notification = server_sent_event(
        "notification",
        "application/json",
        "Notification",
        "A notification you had not seen (as GET /players/me/notifications lists it); `id` is "
        "its `id`",
    )
    notification["required"] = ["event", "id", "data"]
    state = server_sent_event(
        "inbox",
        "application/json",
        "InboxState",
        "The inbox's unread state, on connect and after every change (no `id`: an EventSource "
        "keeps the last notification's)",
    )
    problem = server_sent_event(*STREAM_EVENTS[-1])
    problem["description"] = (
        "Why the server ends the stream (Redis unreachable; `unauthorized`: the credential no "
        "longer proves the player)"
    )
    return [notification, state, problem]


def server_sent_event(event: str, media_type: str, data: str, description: str) -> dict[str, Any]:
    return {
        "title": f"{event[:1].upper()}{event[1:]}Message",
        "description": description,
        "type": "object",
        "required": ["event", "data"],
        "properties": {
            "event": {"type": "string", "const": event},
            "id": {"type": "string", "pattern": "^[0-9]+$"},
            "retry": {"type": "integer", "minimum": 0},
            "data": {
                "type": "string",
                "contentMediaType": media_type,
                "contentSchema": {"$ref": REF_TEMPLATE.format(name=data)},
            },
        },
    }


def describe_event_stream(schema: dict[str, Any]) -> None:
    """Each `text/event-stream` answer's events, as a union over `event`."""
    components = schema["components"]["schemas"]
    components["StreamEvents"] = STREAM_EVENTS_PAGE
    components["TournamentStreamEvent"] = TOURNAMENT_EVENT_PAGE
    components["InboxState"] = INBOX_STATE
    for _, operation in operations(schema):
        for status, response in operation["responses"].items():
            media = response.get("content", {}).get(EVENT_STREAM)
            if media is None or not status.startswith("2"):
                continue
            if operation.get("operationId") == TOURNAMENT_STREAM:
                messages = tournament_stream_messages()
            elif operation.get("operationId") == NOTIFICATION_STREAM:
                messages = notification_stream_messages()
            else:
                messages = [server_sent_event(*message) for message in STREAM_EVENTS]
            media["schema"] = {
                "title": "ServerSentEvent",
                "description": (
                    "One Server-Sent Event, as an EventSource parses it: `event` names it, "
                    "`data` is its JSON"
                ),
                "oneOf": messages,
            }


def request_bodies(app: Litestar) -> dict[str, Any]:
    bodies = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", []):
            if "body" in handler.opt and handler.operation_id:
                bodies[str(handler.operation_id)] = handler.opt["body"]
    return bodies


def token_needs(app: Litestar) -> dict[str, bool]:
    """operationId -> whether it needs a token, for the operations that read one."""
    needs = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", []):
            credential = credential_of(handler)
            if credential is not None and handler.operation_id:
                needs[str(handler.operation_id)] = credential.required
    return needs


def json_lines(app: Litestar) -> dict[str, JsonLines]:
    """operationId -> its NDJSON form, for the operations that also answer NDJSON."""
    forms = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", []):
            if JSON_LINES in handler.opt and handler.operation_id:
                forms[str(handler.operation_id)] = handler.opt[JSON_LINES]
    return forms


def add_json_lines(schema: dict[str, Any], forms: dict[str, JsonLines]) -> None:
    """Each NDJSON form as a second media type of its operation's success answer."""
    for _, operation in operations(schema):
        form = forms.get(operation.get("operationId", ""))
        if form is not None:
            declare_json_lines(operation, form, schema["components"]["schemas"])


def build_openapi(app: Litestar) -> dict[str, Any]:
    schema = copy.deepcopy(app.openapi_schema.to_schema())
    add_request_bodies(schema, request_bodies(app))
    add_json_lines(schema, json_lines(app))
    add_links(schema)
    declare_app_refusals(schema)
    normalize_errors(schema)
    drop_null_from_parameters(schema)
    add_security(schema, token_needs(app))
    add_app_security(schema)
    declare_headers(schema)
    describe_events(schema)
    describe_event_stream(schema)
    return schema


@cache
def cached_openapi(app: Litestar) -> dict[str, Any]:
    return build_openapi(app)


class EnrichedJson(JsonRenderPlugin):
    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return super().render(request, cached_openapi(request.app))


# Swagger UI's files come from a Python package and are served by the API itself: the docs
# page works offline and loads nothing from a CDN.
ASSETS_PATH = "/docs/assets"


def swagger_assets() -> Router:
    return create_static_files_router(
        path=ASSETS_PATH,
        directories=[Path(str(swagger_ui_path))],
        include_in_schema=False,
        name="swagger_assets",
    )


def offline_swagger() -> EnrichedSwagger:
    return EnrichedSwagger(
        path="/",
        js_url=f"{ASSETS_PATH}/swagger-ui-bundle.js",
        css_url=f"{ASSETS_PATH}/swagger-ui.css",
        standalone_preset_js_url=f"{ASSETS_PATH}/swagger-ui-standalone-preset.js",
        favicon=f"<link rel='icon' type='image/png' href='{ASSETS_PATH}/favicon-32x32.png'>",
    )


class EnrichedSwagger(SwaggerRenderPlugin):
    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        return super().render(request, cached_openapi(request.app))
