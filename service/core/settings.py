"""Settings, read once from the environment (see the README's table)."""

from __future__ import annotations

import base64
import binascii
import os
from collections.abc import Mapping
from typing import Literal
from urllib.parse import urlsplit

import msgspec

from service.core.networks import trusted_networks

WEBHOOK_SECRET_PREFIX = "whsec_"


def webhook_key(secret: str) -> bytes:
    """The HMAC key of a Standard Webhooks secret ("whsec_" + base64)."""
    if not secret.startswith(WEBHOOK_SECRET_PREFIX):
        raise ValueError("TAPETE_WEBHOOK_SECRET must look like whsec_<base64> (see the README)")
    try:
        key = base64.b64decode(secret[len(WEBHOOK_SECRET_PREFIX) :], validate=True)
    except binascii.Error as error:
        raise ValueError("TAPETE_WEBHOOK_SECRET: the part after whsec_ is not base64") from error
    if not 24 <= len(key) <= 64:
        raise ValueError("TAPETE_WEBHOOK_SECRET: the key must be 24 to 64 bytes")
    return key


class Settings(msgspec.Struct, frozen=True, kw_only=True):
    """What the API and the workers read from the environment (ENVIRONMENT names each field's
    variable; the README's settings table lists them for operators)."""

    redis_url: str = "redis://127.0.0.1:6379/0"
    """REDIS_URL: the Redis holding all game state."""
    redis_cluster: bool = False
    """TAPETE_REDIS_CLUSTER: `redis_url` is one node of a Redis Cluster (then `queue_redis_url`
    must name a separate, non-cluster Redis: RQ does not support a cluster)."""
    queue_redis_url: str = ""
    """QUEUE_REDIS_URL: the Redis of the RQ job queue; empty: the same server as `redis_url`."""
    redis_timeout_seconds: float = 0.5
    """TAPETE_REDIS_TIMEOUT_SECONDS: the deadline of every Redis connect, command and reply of
    the API and the workers: a Redis that stops answering (frozen, partitioned) makes requests
    answer 503 `storage_unavailable` after about this long."""
    queue_name: str = "tapete"
    """TAPETE_QUEUE_NAME: the RQ queue's name."""
    max_wait_seconds: int = 30
    """TAPETE_MAX_WAIT_SECONDS: the cap on a long-poll's `wait` (a stopping process answers its
    parked long-polls at once, so a pod's grace period need only exceed this)."""
    idle_ttl_seconds: int = 24 * 3600
    """TAPETE_IDLE_TTL_SECONDS: an untouched lobby or game expires after this."""
    finished_ttl_seconds: int = 3600
    """TAPETE_FINISHED_TTL_SECONDS: a finished or cancelled table is kept this long."""
    max_body_bytes: int = 64 * 1024
    """TAPETE_MAX_BODY_BYTES: larger request bodies answer 413."""
    bot_budget_ms: int = 200
    """TAPETE_BOT_BUDGET_MS: a Hard bot's thinking time per move."""
    bot_expert_budget_ms: int = 1000
    """TAPETE_BOT_EXPERT_BUDGET_MS: an Expert bot's thinking time per move."""
    bot_grace_seconds: float = 5.0
    """TAPETE_BOT_GRACE_SECONDS: a bot's move overdue this long is played by its default
    action."""
    fast_path: bool = True
    """TAPETE_FAST_PATH: serve the plainly valid requests of the hot operations (poll, list
    actions, act, start, create and join a table) without Litestar's per-request pipeline,
    with the same answers (service/http/fast_path.py); 0: every request through Litestar."""
    presence_seconds: float = 15.0
    """TAPETE_PRESENCE_SECONDS: "connected" means polled or acted this recently (C8)."""
    friend_online_seconds: float = 120.0
    """TAPETE_FRIEND_ONLINE_SECONDS: a player is `online` to its friends (or `playing`) when
    its player credential or a seat of it was used this recently."""
    friend_away_seconds: float = 900.0
    """TAPETE_FRIEND_AWAY_SECONDS: ...then `away` until this long after, then `offline`."""
    compact_log: bool = True
    """TAPETE_COMPACT_LOG: write step log entries in the compact form; off while processes of a
    release before it still serve (they cannot read it; docs/operations.md, "Upgrades")."""
    time_scale: float = 1.0
    """TAPETE_TIME_SCALE: multiplies every game timer; tests shorten them with it."""
    rate_limit_per_ip: int = 1200
    """TAPETE_RATE_LIMIT_PER_IP: requests per minute per client IP (0: no limit); over it, 429
    with Retry-After."""
    rate_limit_per_token: int = 600
    """TAPETE_RATE_LIMIT_PER_TOKEN: requests per minute per token (0: no limit)."""
    cors_origins: str = ""
    """TAPETE_CORS_ORIGINS: comma-separated origins allowed to call from browsers; "*" for
    any; empty: none."""
    trusted_proxies: str = ""
    """TAPETE_TRUSTED_PROXIES: comma-separated addresses/CIDRs of proxies whose X-Forwarded-For
    is believed (an ingress, a load balancer); empty: none, the socket peer is the client
    (service/http/client_ip.py)."""
    worker_metrics_port: int = 0
    """TAPETE_WORKER_METRICS_PORT: a worker serves Prometheus metrics on this port; 0: not
    served (the API serves GET /metrics itself)."""
    timer_lease_seconds: float = 5.0
    """TAPETE_TIMER_LEASE_SECONDS: a claimed timer or bot turn is claimed again after this: how
    late a table may be when the worker that claimed its timer was killed. Jobs take
    milliseconds (a Hard bot its budget); a lease shorter than a backlog only adds duplicate
    jobs, which are no-ops by version."""
    pump_concurrency: int = 64
    """TAPETE_PUMP_CONCURRENCY: due timeouts and Easy bot turns a worker's timer pump applies
    at once on its event loop (each a read and a compare-and-set); it claims no more than
    that, leaving the rest to other workers."""
    worker_heartbeat_seconds: float = 2.0
    """TAPETE_WORKER_HEARTBEAT_SECONDS: a worker writes its heartbeat this often;
    /health/ready counts it alive for 5 beats."""
    jwt_secret: str = ""
    """TAPETE_JWT_SECRET: the HS256 secret of integrator-issued player JWTs (docs/players.md);
    empty (and no `jwt_public_key`): only Tapete-issued players."""
    jwt_public_key: str = ""
    """TAPETE_JWT_PUBLIC_KEY: the PEM public key (RSA or Ed25519) of RS256/EdDSA player JWTs;
    empty: they are refused."""
    admin_token: str = ""
    """TAPETE_ADMIN_TOKEN: the operators' token for the admin API (`/admin`, docs/apps.md);
    empty: the admin API answers 403 `admin_disabled`. At least 32 characters."""
    require_app: bool = False
    """TAPETE_REQUIRE_APP: every request must name its app (`X-Api-Key` or `X-App-Id`); off
    (the default): a request naming none acts for the built-in default app, as before apps."""
    web_app_id: str = ""
    """TAPETE_WEB_APP_ID: the app the web client at `/play` acts for (an app's publishable
    `app_...` id, docs/apps.md); empty: the built-in default app."""
    jwt_audience: str = "tapete"
    """TAPETE_JWT_AUDIENCE: the `aud` claim every integrator JWT must carry."""
    record_ttl_days: int = 30
    """TAPETE_RECORD_TTL_DAYS: a finished game's record (seed, moves, result, rating changes)
    is kept this long."""
    max_streams: int = 10_000
    """TAPETE_MAX_STREAMS: open event streams (a table's, a tournament's, a player's) per API
    process; past it, 503 too_many_streams with Retry-After. Each costs a connection and about
    as much memory as a parked long-poll."""
    webhook_urls: str = ""
    """TAPETE_WEBHOOK_URLS: comma-separated http(s) URLs that receive table.started,
    table.finished and table.cancelled (signed POSTs, Standard Webhooks); set by the operator
    only."""
    webhook_secret: str = ""
    """TAPETE_WEBHOOK_SECRET: the signing secret, Standard Webhooks' form: "whsec_" + base64 of
    24 to 64 random bytes; needed with `webhook_urls`."""
    webhook_timeout_seconds: float = 5.0
    """TAPETE_WEBHOOK_TIMEOUT_SECONDS: one delivery attempt waits this long for an answer; keep
    it under `timer_lease_seconds`."""
    webhook_attempts: int = 12
    """TAPETE_WEBHOOK_ATTEMPTS: deliveries tried at most, then dropped (logged)."""
    webhook_backoff_seconds: float = 10.0
    """TAPETE_WEBHOOK_BACKOFF_SECONDS: the first retry waits this long, each next one twice as
    long (capped at an hour)."""
    webhook_allow_networks: str = ""
    """TAPETE_WEBHOOK_ALLOW_NETWORKS: comma-separated networks (CIDRs or addresses) that apps'
    webhook endpoints may reach although they are loopback, private, link-local or otherwise
    refused (docs/apps.md, "Webhooks"); empty (the default): none. For tests and private
    deployments."""
    webhook_disable_after_hours: float = 120.0
    """TAPETE_WEBHOOK_DISABLE_AFTER_HOURS: an app's webhook endpoint that failed every attempt
    for this long is disabled (5 days by default)."""

    def __post_init__(self) -> None:
        trusted_networks(self.trusted_proxies)  # a typo stops the process, not the limit
        trusted_networks(self.webhook_allow_networks, "TAPETE_WEBHOOK_ALLOW_NETWORKS")
        if not self.webhook_disable_after_hours > 0:
            raise ValueError("TAPETE_WEBHOOK_DISABLE_AFTER_HOURS must be above 0")
        if not 0 < self.redis_timeout_seconds <= 60:
            raise ValueError("TAPETE_REDIS_TIMEOUT_SECONDS must be above 0 and at most 60")
        if self.pump_concurrency < 1:
            raise ValueError("TAPETE_PUMP_CONCURRENCY must be at least 1")
        if not 0 < self.friend_online_seconds <= self.friend_away_seconds:
            raise ValueError(
                "TAPETE_FRIEND_ONLINE_SECONDS must be above 0 and at most "
                "TAPETE_FRIEND_AWAY_SECONDS"
            )
        if self.webhook_url_list:  # a bad URL or secret stops the process, not the deliveries
            webhook_key(self.webhook_secret)
            for url in self.webhook_url_list:
                if urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).netloc:
                    raise ValueError(f"TAPETE_WEBHOOK_URLS: not an http(s) URL: {url!r}")
        if self.redis_cluster and not self.queue_redis_url:
            raise ValueError(
                "TAPETE_REDIS_CLUSTER needs QUEUE_REDIS_URL: RQ does not support Redis Cluster, "
                "so the queue must live on a separate, non-cluster Redis"
            )

    @property
    def cors_origin_list(self) -> list[str]:
        return [origin.strip() for origin in self.cors_origins.split(",") if origin.strip()]

    @property
    def webhook_url_list(self) -> list[str]:
        return [url.strip() for url in self.webhook_urls.split(",") if url.strip()]

    @property
    def rate_limited(self) -> bool:
        return self.rate_limit_per_ip > 0 or self.rate_limit_per_token > 0

    @property
    def queue_url(self) -> str:
        return self.queue_redis_url or self.redis_url

    @property
    def schedules_atomically(self) -> bool:
        """The timers live on the game state's server, so a save sets them in its own script."""
        return not self.queue_redis_url and not self.redis_cluster


ENVIRONMENT = {
    "REDIS_URL": "redis_url",
    "TAPETE_REDIS_CLUSTER": "redis_cluster",
    "QUEUE_REDIS_URL": "queue_redis_url",
    "TAPETE_REDIS_TIMEOUT_SECONDS": "redis_timeout_seconds",
    "TAPETE_QUEUE_NAME": "queue_name",
    "TAPETE_MAX_WAIT_SECONDS": "max_wait_seconds",
    "TAPETE_IDLE_TTL_SECONDS": "idle_ttl_seconds",
    "TAPETE_FINISHED_TTL_SECONDS": "finished_ttl_seconds",
    "TAPETE_MAX_BODY_BYTES": "max_body_bytes",
    "TAPETE_BOT_BUDGET_MS": "bot_budget_ms",
    "TAPETE_BOT_EXPERT_BUDGET_MS": "bot_expert_budget_ms",
    "TAPETE_BOT_GRACE_SECONDS": "bot_grace_seconds",
    "TAPETE_FAST_PATH": "fast_path",
    "TAPETE_PRESENCE_SECONDS": "presence_seconds",
    "TAPETE_FRIEND_ONLINE_SECONDS": "friend_online_seconds",
    "TAPETE_FRIEND_AWAY_SECONDS": "friend_away_seconds",
    "TAPETE_COMPACT_LOG": "compact_log",
    "TAPETE_TIME_SCALE": "time_scale",
    "TAPETE_CORS_ORIGINS": "cors_origins",
    "TAPETE_TRUSTED_PROXIES": "trusted_proxies",
    "TAPETE_RATE_LIMIT_PER_IP": "rate_limit_per_ip",
    "TAPETE_RATE_LIMIT_PER_TOKEN": "rate_limit_per_token",
    "TAPETE_WORKER_METRICS_PORT": "worker_metrics_port",
    "TAPETE_TIMER_LEASE_SECONDS": "timer_lease_seconds",
    "TAPETE_PUMP_CONCURRENCY": "pump_concurrency",
    "TAPETE_WORKER_HEARTBEAT_SECONDS": "worker_heartbeat_seconds",
    "TAPETE_JWT_SECRET": "jwt_secret",
    "TAPETE_JWT_PUBLIC_KEY": "jwt_public_key",
    "TAPETE_JWT_AUDIENCE": "jwt_audience",
    "TAPETE_ADMIN_TOKEN": "admin_token",
    "TAPETE_REQUIRE_APP": "require_app",
    "TAPETE_WEB_APP_ID": "web_app_id",
    "TAPETE_RECORD_TTL_DAYS": "record_ttl_days",
    "TAPETE_MAX_STREAMS": "max_streams",
    "TAPETE_WEBHOOK_URLS": "webhook_urls",
    "TAPETE_WEBHOOK_SECRET": "webhook_secret",
    "TAPETE_WEBHOOK_TIMEOUT_SECONDS": "webhook_timeout_seconds",
    "TAPETE_WEBHOOK_ATTEMPTS": "webhook_attempts",
    "TAPETE_WEBHOOK_BACKOFF_SECONDS": "webhook_backoff_seconds",
    "TAPETE_WEBHOOK_ALLOW_NETWORKS": "webhook_allow_networks",
    "TAPETE_WEBHOOK_DISABLE_AFTER_HOURS": "webhook_disable_after_hours",
}


def load_settings(environ: Mapping[str, str] | None = None) -> Settings:
    """Settings from environment variables; unset ones keep their defaults."""
    environ = os.environ if environ is None else environ
    values = {field: environ[name] for name, field in ENVIRONMENT.items() if environ.get(name)}
    return msgspec.convert(values, Settings, strict=False)


class LauncherSettings(msgspec.Struct, frozen=True, kw_only=True):
    """What `make run` (service/runtime/launcher.py) reads; the API and the workers never do."""

    host: str = "127.0.0.1"
    """TAPETE_HOST: the address `make run` serves the API on."""
    port: int = 8000
    """TAPETE_PORT: the port `make run` serves the API on."""
    workers: int = 2
    """TAPETE_WORKERS: worker processes `make run` starts (bot turns of different tables run in
    parallel, one per worker)."""
    data_dir: str = ""
    """TAPETE_DATA_DIR: where the embedded Redis keeps its append-only file (under `redis/`);
    empty: .data/ in the project."""
    redis_fsync: Literal["everysec", "always"] = "everysec"
    """TAPETE_REDIS_FSYNC: the embedded Redis's appendfsync: "everysec" may lose about the last
    second of answered writes on a host crash (never on a process crash); "always" loses none
    of them."""


LAUNCHER_ENVIRONMENT = {
    "TAPETE_HOST": "host",
    "TAPETE_PORT": "port",
    "TAPETE_WORKERS": "workers",
    "TAPETE_DATA_DIR": "data_dir",
    "TAPETE_REDIS_FSYNC": "redis_fsync",
}


def load_launcher_settings(environ: Mapping[str, str] | None = None) -> LauncherSettings:
    environ = os.environ if environ is None else environ
    values = {
        field: environ[name] for name, field in LAUNCHER_ENVIRONMENT.items() if environ.get(name)
    }
    return msgspec.convert(values, LauncherSettings, strict=False)
