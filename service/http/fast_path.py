"""The hot operations (poll, list actions, act, start, create and join a table, read its
chat, read your notifications) served without Litestar's per-request pipeline, for requests
whose every input is plainly valid; every other request, and every request of any other
operation, goes through Litestar exactly as before.

The contract stays in one place. Litestar's handlers remain the declaration of each operation
(the OpenAPI document is generated from them, unchanged) and the path for everything unusual.
What the fast path checks is read from those declarations when the app starts (each
parameter's source, wire name, type, bounds and lengths, the body type, the route and its
template, and the provider of a dependency it computes from the request: the credential, see
below); what it answers is made by the same function the Litestar handler calls (an
`Answer`, service/http/answers.py; a hot route declares it as `opt={HOT: answer}`), so both
paths send the same bytes; errors are rendered through the exception table Litestar is given
(service/http/problems.py, looked up by `handler_for` as Litestar looks it up). A request the
fast path is not sure of (a value out of bounds, a header twice, a percent-encoded query, a
body without Content-Length or over the limit, HEAD, a CORS request...) is handed to Litestar
untouched, which answers it, errors included, as the contract says. An operation whose
declaration uses something the fast path does not check (a pattern, a guard, a hook) is not
taken at all. `tests/http/test_fast_path.py` sends the same requests both ways and compares.

The body and the credential are route dependencies (service/http/payload.py,
service/api/auth.py). The body's is recognised by its provider: the fast path decodes the
declared body type itself. A provider that is a plain function (synchronous, or a coroutine
function) of one parameter (the credential's header), and of the body and the request if it
depends on them, is compiled with the route: its parameter is checked like the handler's, and
the provider itself is called with the value (and awaited if it is a coroutine function), after
the body as Litestar resolves them, so both paths answer the same errors in the same order. A
provider that takes the request gets a Litestar `Request` of the same scope.

Why: Litestar's routing, parameter parsing, dependency resolution and response building were
about a third of the API process's CPU under the moves load, more than the rules and the
store together (docs/performance.md)."""

from __future__ import annotations

import inspect
import logging
import re
import typing
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from litestar import Litestar
from litestar.config.cors import CORSConfig
from litestar.di import Provide
from litestar.enums import ScopeType
from litestar.exceptions import InternalServerException
from litestar.handlers import HTTPRouteHandler
from litestar.params import ParameterKwarg
from litestar.types import ASGIApp, Receive, Scope, Send
from litestar.utils.path import normalize_path

from service.core.settings import Settings
from service.core.tenancy import CURRENT_APP
from service.http.answers import Answer, send_answer
from service.http.apps import AppDirectory, request_access
from service.http.bodies import decode_body, require_json
from service.http.cors import AppsCORSConfig, request_origin
from service.http.head import SERVED_AS_GET
from service.http.payload import declared_body
from service.http.problems import handler_for
from service.http.ratelimit import rate_limit_middleware

log = logging.getLogger(__name__)

# A hot operation declares, on its route, the function its Litestar handler calls for its
# answer: `opt={HOT: answer}`. Its parameters are the handler's own (same names, dependencies
# included: the body as `payload`, the credential as `token`), plus app-state dependencies.
HOT = "hot"
# taken from the app's state by name
STATE_DEPENDENCIES = ("tables", "notifier", "apps", "chat", "players", "friends", "inbox")
INTEGER = re.compile(rb"[0-9]{1,16}")
# Declared constraints the fast path checks itself; any other makes the operation Litestar's.
CHECKED = {"ge", "le", "min_length", "max_length"}
UNCHECKED = ("gt", "lt", "multiple_of", "pattern", "const", "enum", "min_items", "max_items")


class NotPlain(Exception):
    """This request is for Litestar: something about it is not plainly valid."""


@dataclass(frozen=True)
class Rule:
    """One declared parameter, as the fast path reads and checks it."""

    name: str  # the handler's argument (and the answer function's)
    source: str  # "path", "query" or "header"
    wire: bytes  # the query key or the lower-case header name
    integer: bool  # int, else str
    default: Any
    ge: int | None = None
    le: int | None = None
    min_length: int | None = None
    max_length: int | None = None

    def check(self, value: Any) -> Any:
        if self.integer:
            if not isinstance(value, bytes) or not INTEGER.fullmatch(value):
                raise NotPlain
            value = int(value)
            if (self.ge is not None and value < self.ge) or (
                self.le is not None and value > self.le
            ):
                raise NotPlain
            return value
        if isinstance(value, bytes):
            value = value.decode("latin-1")
        size = len(value)
        if (self.min_length is not None and size < self.min_length) or (
            self.max_length is not None and size > self.max_length
        ):
            raise NotPlain
        return value


@dataclass(frozen=True)
class Provided:
    """The dependency a hot route computes from one parameter with the route's own provider:
    the rule of that name holds the parameter's value until `call` turns it into the
    argument."""

    name: str  # the handler's argument, and the rule holding the parameter's value
    call: Callable[..., Any]  # the provider
    parameter: str  # the provider's argument for that value
    body: str | None  # the provider's argument for the body, if it takes it
    request: str | None  # the provider's argument for the request, if it takes it
    awaited: bool  # a coroutine function

    def value(
        self, found: Any, body: Any, scope: Scope, receive: Receive, send: Send, app: Litestar
    ) -> Any:
        """The argument, or a coroutine to await for it (`awaited`)."""
        arguments = {self.parameter: found}
        if self.body is not None:
            arguments[self.body] = body
        if self.request is not None:
            arguments[self.request] = app.request_class(scope=scope, receive=receive, send=send)
        return self.call(**arguments)


@dataclass(frozen=True)
class HotRoute:
    """A compiled hot operation."""

    operation: str
    handler: HTTPRouteHandler
    path_template: str
    rules: tuple[Rule, ...]
    answer: Callable[..., Awaitable[Answer]]
    dependencies: tuple[str, ...]
    provided: Provided | None  # the dependency computed from a parameter, if any
    body_type: Any  # None without a body
    body_name: str | None  # the handler's argument for the body, if it takes it
    max_body: int

    def arguments(self, scope: Scope, path_params: dict[str, Any]) -> dict[str, Any]:
        """The answer function's arguments from the request, or NotPlain."""
        query: dict[bytes, bytes] = {}
        raw_query: bytes = scope.get("query_string", b"")
        if raw_query:
            if b"%" in raw_query or b"+" in raw_query:
                raise NotPlain
            for pair in raw_query.split(b"&"):
                key, _, value = pair.partition(b"=")
                if key in query:
                    raise NotPlain
                query[key] = value
        headers: dict[bytes, bytes] = {}
        for name, value in scope["headers"]:
            if name in headers:
                raise NotPlain
            headers[name] = value
        arguments: dict[str, Any] = {}
        for rule in self.rules:
            if rule.source == "path":
                found = path_params.get(rule.name)
            elif rule.source == "query":
                found = query.get(rule.wire)
            else:
                found = headers.get(rule.wire)
            arguments[rule.name] = rule.default if found is None else rule.check(found)
        if self.body_type is not None:
            length = headers.get(b"content-length")
            if length is None or not INTEGER.fullmatch(length) or int(length) > self.max_body:
                raise NotPlain  # chunked, or Litestar's 413
        return arguments


def compile_route(app: Litestar, handler: HTTPRouteHandler, template: str) -> HotRoute | None:
    """The hot route of `handler` (one declaring `opt[HOT]`), or None (and a log line) if its
    declaration uses something this module does not check."""
    operation = str(handler.operation_id)
    answer: Callable[..., Awaitable[Answer]] = handler.opt[HOT]

    def refuse(reason: str) -> None:
        log.warning("fast path: %s stays on Litestar's path: %s", operation, reason)

    if handler.guards or handler.before_request or handler.after_request or handler.middleware:
        refuse("it has guards, hooks or middleware of its own")
        return None
    declared = handler.parsed_fn_signature.parameters
    providers = handler.resolve_dependencies()
    path_names = _path_names(template)
    rules: list[Rule] = []
    provided: Provided | None = None
    body_name = None
    wanted = set(inspect.signature(answer).parameters)
    for name, field in declared.items():
        if name in ("self", "request") or name in STATE_DEPENDENCIES:
            continue
        provider = providers.get(name)
        if _is_body(provider):
            body_name = name
            continue
        if provider is not None:
            found = _provided(name, provider, providers)
            if provided is not None:
                found = "a second dependency to compute"
            if isinstance(found, str):
                refuse(f"dependency {name}: {found}")
                return None
            field, provided = found
        rule = _rule(name, field, path_names)
        if isinstance(rule, str):
            refuse(rule)
            return None
        rules.append(rule)
    body_type = handler.opt.get("body")
    names = (
        {rule.name for rule in rules}
        | set(STATE_DEPENDENCIES)
        | ({body_name} if body_name and body_type else set())
    )
    if not wanted <= names or not {rule.name for rule in rules} <= wanted:
        refuse(f"its answer function takes {sorted(wanted)}, the handler declares {sorted(names)}")
        return None
    return HotRoute(
        operation=operation,
        handler=handler,
        path_template=template,
        rules=tuple(rules),
        answer=answer,
        dependencies=tuple(name for name in STATE_DEPENDENCIES if name in wanted),
        provided=provided,
        body_type=body_type,
        body_name=body_name,
        max_body=handler.resolve_request_max_body_size() or 0,
    )


def _is_body(provider: Provide | None) -> bool:
    """The `payload` dependency: the body the route declares (service/http/payload.py)."""
    return provider is not None and provider.dependency is declared_body


def _provided(
    name: str, provider: Provide, providers: dict[str, Provide]
) -> tuple[Any, Provided] | str:
    """The one parameter of a provider the fast path can call itself (its declared field) and
    how to call it; or why the fast path cannot call it."""
    awaited = inspect.iscoroutinefunction(provider.dependency)
    if (
        not (provider.has_sync_callable or awaited)
        or provider.has_sync_generator_dependency
        or provider.has_async_generator_dependency
        or provider.use_cache
    ):
        return "its provider is not a plain function"
    body = request = None
    parameters = []
    for parameter, field in provider.parsed_fn_signature.parameters.items():
        if parameter == "request":  # Litestar's reserved name for the request
            request = parameter
        elif _is_body(providers.get(parameter)):
            body = parameter
        else:
            parameters.append((parameter, field))
    if len(parameters) != 1:
        return "its provider takes more than one parameter (besides the body and the request)"
    parameter, field = parameters[0]
    return field, Provided(name, provider.dependency, parameter, body, request, awaited)


def _rule(name: str, field: Any, path_names: set[str]) -> Rule | str:
    """The rule of a declared parameter (`field`), the answer function's argument `name`; or
    why the fast path does not check it."""
    definition = field.kwarg_definition
    if not isinstance(definition, ParameterKwarg):
        return f"parameter {name} is not a plain parameter"
    if any(getattr(definition, constraint) is not None for constraint in UNCHECKED):
        return f"parameter {name} has a constraint the fast path does not check"
    kind = plain_type(field.annotation)
    if kind is None:
        return f"parameter {name} is neither int nor str"
    if field.name in path_names:
        if field.name != name:  # a provider's: the request's path params go by their names
            return f"parameter {name} is a path parameter under another name"
        source, wire = "path", name
    elif definition.header is not None or _is_header(definition):
        source, wire = "header", str(definition.header or definition.name or field.name).lower()
    else:
        source, wire = "query", str(definition.query or field.name)
    if source != "path" and not field.has_default:
        return f"parameter {name} is required"
    return Rule(
        name=name,
        source=source,
        wire=wire.encode(),
        integer=kind is int,
        default=field.default if field.has_default else None,
        **{c: getattr(definition, c) for c in CHECKED},
    )


def plain_type(annotation: Any) -> type | None:
    """int or str, optional or not; None for anything else."""
    kinds = (
        set(typing.get_args(annotation)) - {type(None)}
        if typing.get_args(annotation)
        else {annotation}
    )
    if kinds == {int}:
        return int
    if kinds == {str}:
        return str
    return None


def _path_names(template: str) -> set[str]:
    return {part.split(":")[0] for part in re.findall(r"{([^}]+)}", template)}


def _is_header(definition: ParameterKwarg) -> bool:
    return str(getattr(definition, "param_type", "")).lower().endswith("header")


def hot_routes(app: Litestar) -> dict[HTTPRouteHandler, HotRoute]:
    found: dict[HTTPRouteHandler, HotRoute] = {}
    for route in app.routes:
        for handler in getattr(route, "route_handlers", ()):
            if isinstance(handler, HTTPRouteHandler) and HOT in handler.opt:
                if handler.deprecated:  # its answers carry headers only Litestar adds
                    continue
                compiled = compile_route(app, handler, route.path)
                if compiled is not None:
                    found[handler] = compiled
    return found


async def read_plain_body(receive: Receive) -> bytes:
    chunks: list[bytes] = []
    while True:
        message: Any = await receive()
        if message["type"] == "http.disconnect":
            raise InternalServerException("client disconnected prematurely")  # as Litestar
        chunks.append(message.get("body", b""))
        if not message.get("more_body", False):
            return b"".join(chunks)


def fast_path_middleware(app: ASGIApp, litestar_app: Litestar, settings: Settings) -> ASGIApp:
    """Serves the hot operations' plain requests; hands the rest to `app` (Litestar's)."""
    routes = hot_routes(litestar_app)
    router = litestar_app.asgi_router
    cors = litestar_app.cors_config  # an origin it allows needs its CORS headers: Litestar's

    async def serve(scope: Scope, receive: Receive, send: Send) -> None:
        route: HotRoute = scope["tapete.hot"]  # type: ignore[typeddict-item]
        state = scope["app"].state
        app_token = None
        try:
            # The app it acts for (apps.py), named here rather than by the middleware: the
            # same checks, in the same order, one coroutine layer fewer.
            directory: AppDirectory | None = getattr(state, "apps", None)
            if directory is not None:
                access = await request_access(directory, scope)
                app_token = CURRENT_APP.set(access.app)
            arguments = scope["tapete.arguments"]  # type: ignore[typeddict-item]
            body = None
            if route.body_type is not None:
                headers = dict(scope["headers"])
                require_json(headers.get(b"content-type", b"").decode("latin-1"))
                body = decode_body(await read_plain_body(receive), route.body_type)
                if route.body_name is not None:
                    arguments[route.body_name] = body
            if (provided := route.provided) is not None:  # after the body, as Litestar does
                value = provided.value(
                    arguments[provided.name], body, scope, receive, send, litestar_app
                )
                arguments[provided.name] = await value if provided.awaited else value
            for name in route.dependencies:
                arguments[name] = getattr(state, name)
            answer = await route.answer(**arguments)
        except Exception as error:  # rendered as Litestar renders it: the same table
            await render_error(litestar_app, scope, receive, send, error)
            return
        finally:
            if app_token is not None:
                CURRENT_APP.reset(app_token)
        scope["tapete.answering"] = True  # type: ignore[typeddict-unknown-key]
        await send_answer(answer, scope, send)

    # Rate limits apply to the fast path exactly as to Litestar's routes (same middleware);
    # so do the app's naming and scopes (apps.py: in `serve`).
    limited = rate_limit_middleware(serve) if settings.rate_limited else serve

    async def middleware(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP or SERVED_AS_GET in scope or not routes:
            await app(scope, receive, send)
            return
        try:
            path = scope["path"]
            if root_path := scope.get("root_path", ""):
                path = path.split(root_path, maxsplit=1)[-1]
            _, handler, _, path_params, template = router.handle_routing(
                path=normalize_path(path),
                method=scope["method"],
            )
            route = routes.get(handler)  # type: ignore[arg-type]
            if route is None or (cors is not None and wants_cors(cors, scope)):
                raise NotPlain
            arguments = route.arguments(scope, path_params)
        except Exception:  # no route, not hot, or not plain: Litestar answers, as it would
            route = None
        if route is None:
            # Outside the except block: a request Litestar serves for long (an event stream)
            # would otherwise hold the exception, its traceback and the frames it names for
            # as long as it is open (about a kilobyte per stream, gc.get_objects).
            await app(scope, receive, send)
            return
        scope["route_handler"] = handler
        scope["path_template"] = template
        scope["path_params"] = path_params
        scope["tapete.hot"] = route  # type: ignore[typeddict-unknown-key]
        scope["tapete.arguments"] = arguments  # type: ignore[typeddict-unknown-key]
        try:
            await limited(scope, receive, send)
        except Exception as error:  # the rate limiter's (Redis down): as Litestar renders it
            if "tapete.answering" in scope:
                raise  # the answer was being sent: nothing else can be
            await render_error(litestar_app, scope, receive, send, error)

    return middleware


def wants_cors(cors: CORSConfig, scope: Scope) -> bool:
    """Whether the request comes from an origin that gets CORS headers (Litestar adds them)."""
    if isinstance(cors, AppsCORSConfig) and not cors.allows_any():
        return False  # no origin is allowed: not even a look at the headers
    origin = request_origin(scope)
    return origin is not None and cors.is_origin_allowed(origin)


async def render_error(
    litestar_app: Litestar, scope: Scope, receive: Receive, send: Send, error: Exception
) -> None:
    """What Litestar's exception middleware does with an error raised in a route."""
    handler = handler_for(error)
    request = litestar_app.request_class(scope=scope, receive=receive, send=send)
    response = handler(request, error)
    asgi_response = response.to_asgi_response(
        app=None, request=request, type_encoders=litestar_app.type_encoders
    )
    await asgi_response(scope, receive, send)
