"""create_app(settings) -> Litestar: routes, one Redis pool, the notifier, the job queue."""

from __future__ import annotations

import functools
import weakref
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from litestar import Litestar
from litestar.di import Provide
from litestar.openapi import OpenAPIConfig

from service.api.admin import AdminController
from service.api.admin_chat_reports import AdminChatReportsController
from service.api.admin_players import AdminPlayersController
from service.api.catalog import CatalogController
from service.api.chat import ChatCatalogueController, TableChatController
from service.api.friends import FriendsController
from service.api.health import HealthController
from service.api.invitations import MyInvitationsController, TableInvitationsController
from service.api.lobbies import LobbiesController
from service.api.notification_stream import NotificationStreamController
from service.api.notifications import NotificationsController
from service.api.play import PlayController
from service.api.players import LeaderboardController, PlayersController
from service.api.records import RecordsController
from service.api.rematch import RematchController
from service.api.stream import StreamController
from service.api.tables import TablesController
from service.api.tournament_invitations import (
    MyTournamentInvitationsController,
    TournamentInvitationsController,
)
from service.api.tournament_stream import TournamentStreamController
from service.api.tournaments import PlayerTournamentsController, TournamentsController
from service.api.webhooks import WebhooksController
from service.apps.store import AppStore
from service.apps.webhook_store import EndpointStore
from service.core.networks import trusted_networks
from service.core.settings import Settings, load_settings
from service.http import compat  # noqa: F401  (checks the tested versions at start-up)
from service.http.allow import allow_header_middleware
from service.http.apps import AppDirectory, app_naming_middleware
from service.http.contract import API_VERSION, VERSION_HEADER
from service.http.cors import AppsCORSConfig, app_origins_middleware
from service.http.edge import EdgeApp
from service.http.event_stream import StreamTick
from service.http.fast_path import fast_path_middleware
from service.http.metrics import metrics_endpoint
from service.http.openapi import EnrichedJson, offline_swagger, swagger_assets
from service.http.problems import EXCEPTION_HANDLERS
from service.http.ratelimit import RateLimiter, rate_limit_middleware
from service.http.requests_log import configure_json_logging, request_middleware
from service.players.friends import FriendService
from service.players.identity import PlayerStore
from service.players.inbox import InboxService
from service.players.invitations import InvitationService
from service.players.presence import PresenceService
from service.players.profiles import shown_rating
from service.runtime.gc_tuning import tune_gc
from service.runtime.readiness import Readiness
from service.runtime.shutdown import on_stop_signal
from service.storage.hints import HintStore
from service.storage.notify import Notifier
from service.storage.queue import JobQueue, timers_key
from service.storage.redis_client import game_state_client
from service.tables.chat import ChatService
from service.tables.chat_reports import ChatReports
from service.tables.hints import HintService
from service.tables.service import TableService
from service.tables.table_store import TableStore
from service.tournaments.invitations import TournamentInvitationService
from service.tournaments.service import TournamentService
from service.tournaments.stream import SharedReads
from service.web.console import console_router
from service.web.routes import favicon, play_router

DESCRIPTION = """Card games as a service. Create a table, share its code, fill seats with people
and bots, start, then poll (`GET /tables/{code}`) and act (`POST /tables/{code}/actions`).
Tokens travel as `Authorization: Bearer <token>`. Every error is `application/problem+json`
with a stable `code`."""


def cors_config(settings: Settings) -> AppsCORSConfig:
    """Third-party browser frontends: allow the configured origins (none by default) and every
    enabled app's (service/http/cors.py)."""
    return AppsCORSConfig(
        allow_origins=settings.cors_origin_list,
        allow_methods=["GET", "POST", "PATCH", "DELETE", "OPTIONS"],
        allow_headers=[
            "Authorization",
            "Content-Type",
            "Idempotency-Key",
            "If-None-Match",
            "X-Request-ID",
            "Last-Event-ID",
            "X-App-Id",  # an app's publishable id (docs/apps.md); never a secret key
        ],
        expose_headers=[
            *("ETag", "Retry-After", "WWW-Authenticate", "X-Request-ID", VERSION_HEADER),
            *("Deprecation", "Sunset", "Link"),  # a deprecated operation's (deprecation.py)
        ],
        max_age=600,
    )


def create_app(settings: Settings | None = None, enqueue_bots: bool = True) -> Litestar:
    settings = settings or load_settings()
    configure_json_logging()

    @asynccontextmanager
    async def lifespan(app: Litestar) -> AsyncIterator[None]:
        tune_gc()  # wakes of thousands of waiters must not trigger full collections
        client = game_state_client(settings)
        jobs = (
            JobQueue(
                settings.queue_url,
                settings.queue_name,
                timeout=settings.redis_timeout_seconds,
            )
            if enqueue_bots
            else None
        )
        notifier = Notifier(client)
        await notifier.start()
        undo_stop_hook = on_stop_signal(notifier.drain)
        app.state.notifier = notifier
        app.state.streams = weakref.WeakSet()  # open event streams (service/http/event_stream.py)
        app.state.jobs = jobs
        app.state.rate_limiter = RateLimiter(
            client,
            settings.rate_limit_per_ip,
            settings.rate_limit_per_token,
            trusted_networks(settings.trusted_proxies),
        )
        app.state.app_store = AppStore(client)
        app.state.apps = AppDirectory(app.state.app_store, settings.require_app)
        app.state.players = PlayerStore(client, settings, app.state.apps)
        app.state.presence = PresenceService(client, settings)
        app.state.friends = FriendService(client, app.state.presence)
        cors.app_origins.store = app.state.app_store
        app.state.admin_token = settings.admin_token
        app.state.web_app_id = settings.web_app_id
        app.state.webhook_endpoints = EndpointStore(client)
        app.state.webhook_allow_networks = trusted_networks(
            settings.webhook_allow_networks, "TAPETE_WEBHOOK_ALLOW_NETWORKS"
        )
        app.state.trusted_proxies = trusted_networks(settings.trusted_proxies)
        store = TableStore(client, settings.compact_log)
        app.state.tables = TableService.build(
            store,
            settings,
            jobs.after_change if jobs is not None else None,
            jobs.add_deliveries if jobs is not None else None,
            app.state.apps.live_tables_quota,
        )
        # A seat linked to a player counts as that player seen, for its friends' presence.
        app.state.tables.repository.seat_seen = app.state.presence.seated
        app.state.tables.repository.watched = notifier.watched
        app.state.invitations = InvitationService(client, app.state.tables, settings)
        app.state.inbox = InboxService(client, app.state.notifier, settings.max_wait_seconds)
        app.state.chat = ChatService(client, app.state.notifier, settings, store.read)
        app.state.chat_reports = ChatReports(client)
        app.state.tournaments = TournamentService.build(
            app.state.tables,
            timers_key(settings.queue_name),
            jobs.set_timer if jobs is not None else None,
            functools.partial(shown_rating, app.state.players),
            jobs.add_deliveries if jobs is not None else None,
        )
        app.state.tournament_invitations = TournamentInvitationService(
            client, app.state.tournaments, app.state.invitations.hooks
        )
        app.state.invitations.tournament_open = app.state.tournament_invitations.still_open
        app.state.tournament_reads = SharedReads(client)  # tournament streams' shared reads
        notifier.prepare = app.state.tables.prepare_wake  # one read per change, before the wake
        # Every open stream's keep-alive comments and presence, from one task (event_stream.py)
        app.state.stream_tick = StreamTick(app.state.streams, app.state.tables)
        app.state.stream_tick.start()
        app.state.hints = HintService(app.state.tables, HintStore(client), notifier, jobs)
        app.state.readiness = Readiness(app.state.tables, jobs)
        try:
            yield
        finally:
            undo_stop_hook()
            await app.state.stream_tick.stop()
            await notifier.stop()
            if jobs is not None:
                await jobs.aclose()
            await app.state.rate_limiter.aclose()
            await store.aclose()
            await client.aclose()

    # Providers without parameters: a `state: State` parameter makes Litestar build a State
    # (a dict copy and a lock) per request and dependency, most of a dependency's cost (py-spy).
    # `app` is bound below, before any request; the lifespan sets these on its state first.
    def provide_tables() -> TableService:
        tables: TableService = app.state.tables
        return tables

    def provide_hints() -> HintService:
        hints: HintService = app.state.hints
        return hints

    def provide_readiness() -> Readiness:
        readiness: Readiness = app.state.readiness
        return readiness

    def provide_jobs() -> JobQueue | None:
        jobs: JobQueue | None = app.state.jobs
        return jobs

    dependencies: dict[str, Any] = {
        "tables": Provide(provide_tables, sync_to_thread=False),
        "hints": Provide(provide_hints, sync_to_thread=False),
        "readiness": Provide(provide_readiness, sync_to_thread=False),
        "jobs": Provide(provide_jobs, sync_to_thread=False),
    }
    cors = cors_config(settings)
    app = EdgeApp(
        route_handlers=[
            CatalogController,
            TablesController,
            PlayController,
            PlayersController,
            FriendsController,
            TableInvitationsController,
            MyInvitationsController,
            NotificationsController,
            NotificationStreamController,
            ChatCatalogueController,
            TableChatController,
            LeaderboardController,
            RecordsController,
            RematchController,
            LobbiesController,
            StreamController,
            HealthController,
            AdminController,
            AdminChatReportsController,
            AdminPlayersController,
            WebhooksController,
            TournamentsController,
            TournamentStreamController,
            PlayerTournamentsController,
            TournamentInvitationsController,
            MyTournamentInvitationsController,
            metrics_endpoint,
            swagger_assets(),
            play_router,
            favicon,
            console_router,
        ],
        dependencies=dependencies,
        exception_handlers=EXCEPTION_HANDLERS,
        lifespan=[lifespan],
        middleware=[
            *([rate_limit_middleware] if settings.rate_limited else []),
            app_naming_middleware,
            allow_header_middleware,
        ],
        request_max_body_size=settings.max_body_bytes,
        cors_config=cors,
        logging_config=None,  # our JSON lines (configure_json_logging), not Litestar's format
        openapi_config=OpenAPIConfig(
            title="Tapete",
            version=API_VERSION,
            description=DESCRIPTION,
            path="/docs",
            render_plugins=[offline_swagger(), EnrichedJson(path="/openapi.json")],
            use_handler_docstrings=True,
        ),
    )
    # The edge in front of Litestar (service/http/edge.py): the request wrapper outermost, so
    # unrouted requests count too and a HEAD is served, routed and counted as its GET; then
    # the fast path, whose hot operations' plain requests skip Litestar's pipeline.
    fast_path = settings.fast_path

    def edge(litestar_entry: Any) -> Any:
        inner = fast_path_middleware(litestar_entry, app, settings) if fast_path else litestar_entry
        return request_middleware(app_origins_middleware(inner, cors))

    app.install_edge(edge)
    return app
