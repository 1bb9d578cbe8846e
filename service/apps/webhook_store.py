"""Apps' webhook endpoints in Redis, under the apps' hash tag (one Cluster slot), never
expiring (like apps and keys, service/apps/store.py):

- `tapete:{apps}:hooks:<app id>`: the set of the app's endpoint ids;
- `tapete:{apps}:hook:<endpoint id>`: a hash of the endpoint's fields, each written on its own
  (a worker marking a failure and a caller changing the URL lose neither);
- `tapete:{apps}:hooklog:<endpoint id>`: its delivery log, newest first, the last
  `LOG_KEPT` attempts;
- `tapete:{apps}:hookmsg:<endpoint id>`: the last `MESSAGES_KEPT` messages sent to it (id ->
  type and body), to send one again, with `...:hookmsgs:<endpoint id>` their order.

An endpoint of another app is not there: every read names the app and finds nothing else."""

from __future__ import annotations

import base64
import secrets
import time
from typing import Any, cast

import msgspec

from service.apps.webhooks import Attempt, Endpoint
from service.storage.redis_client import GameStateRedis

PREFIX = "tapete:{apps}"
SECRET_PREFIX = "whsec_"
ENDPOINTS_PER_APP = 20
LOG_KEPT = 100
MESSAGES_KEPT = 100
_attempt_decoder = msgspec.json.Decoder(Attempt)
_types = msgspec.json.Decoder(list[str])


class Message(msgspec.Struct):
    type: str
    body: str


_message_decoder = msgspec.json.Decoder(Message)


def app_hooks_key(app_id: str) -> str:
    return f"{PREFIX}:hooks:{app_id}"


def hook_key(endpoint_id: str) -> str:
    return f"{PREFIX}:hook:{endpoint_id}"


def log_key(endpoint_id: str) -> str:
    return f"{PREFIX}:hooklog:{endpoint_id}"


def messages_key(endpoint_id: str) -> str:
    return f"{PREFIX}:hookmsg:{endpoint_id}"


def message_order_key(endpoint_id: str) -> str:
    return f"{PREFIX}:hookmsgs:{endpoint_id}"


def new_secret() -> str:
    """Standard Webhooks' form: `whsec_` + base64 of 32 random bytes."""
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(32)).decode()


def now_ms() -> int:
    return int(time.time() * 1000)


def text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


# KEYS: the app's set, the endpoint. ARGV: endpoint id, the most per app, then field, value...
CREATE = """
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
for i = 3, #ARGV, 2 do redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1]) end
return 1
"""

# KEYS: the endpoint. ARGV: the app, fields to delete (a count, then names), field, value...
# Only an endpoint of this app that still exists is written (a concurrent delete wins).
UPDATE = """
if redis.call('HGET', KEYS[1], 'app') ~= ARGV[1] then return 0 end
local deleted = tonumber(ARGV[2])
for i = 3, 2 + deleted do redis.call('HDEL', KEYS[1], ARGV[i]) end
for i = 3 + deleted, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
return 1
"""

# KEYS: the endpoint, its log. ARGV: the attempt (JSON), log length kept, whether it
# delivered, now ms, disable after ms, reason. A success ends a failing streak; a failure
# starts one, and disables the endpoint once the streak is older than the limit. Returns 1
# when this attempt disabled it (its app's other endpoints are told once).
RECORD = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('LPUSH', KEYS[2], ARGV[1])
redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[2]) - 1)
if ARGV[3] == '1' then
  redis.call('HDEL', KEYS[1], 'failing_since_ms')
  return 0
end
redis.call('HSETNX', KEYS[1], 'failing_since_ms', ARGV[4])
local since = tonumber(redis.call('HGET', KEYS[1], 'failing_since_ms'))
if redis.call('HGET', KEYS[1], 'enabled') == '1'
    and tonumber(ARGV[4]) - since >= tonumber(ARGV[5]) then
  redis.call('HSET', KEYS[1], 'enabled', '0', 'disabled_reason', ARGV[6])
  return 1
end
return 0
"""

# KEYS: the messages hash, their order. ARGV: message id, message, how many are kept.
REMEMBER = """
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('LREM', KEYS[2], 0, ARGV[1])
redis.call('LPUSH', KEYS[2], ARGV[1])
while redis.call('LLEN', KEYS[2]) > tonumber(ARGV[3]) do
  redis.call('HDEL', KEYS[1], redis.call('RPOP', KEYS[2]))
end
return 1
"""


def fields_of(endpoint: Endpoint) -> dict[str, str]:
    stored: dict[str, str] = {
        "app": endpoint.app,
        "url": endpoint.url,
        "description": endpoint.description,
        "event_types": msgspec.json.encode(endpoint.event_types).decode(),
        "enabled": "1" if endpoint.enabled else "0",
        "created_ms": str(endpoint.created_ms),
        "secret": endpoint.secret,
    }
    return stored


def endpoint_of(endpoint_id: str, named: dict[str, str]) -> Endpoint:
    def number(name: str) -> int | None:
        value = named.get(name)
        return int(value) if value else None

    return Endpoint(
        id=endpoint_id,
        app=named["app"],
        url=named["url"],
        description=named.get("description", ""),
        event_types=_types.decode(named.get("event_types", "[]")),
        enabled=named.get("enabled") == "1",
        created_ms=int(named["created_ms"]),
        disabled_reason=named.get("disabled_reason") or None,
        failing_since_ms=number("failing_since_ms"),
        secret=named["secret"],
        previous_secret=named.get("previous_secret") or None,
        previous_until_ms=number("previous_until_ms"),
    )


class EndpointStore:
    def __init__(self, client: GameStateRedis) -> None:
        self.client = client
        self._create = client.register_script(CREATE)
        self._update = client.register_script(UPDATE)
        self._record = client.register_script(RECORD)
        self._remember = client.register_script(REMEMBER)

    async def create(
        self, app: str, url: str, description: str, event_types: list[str], enabled: bool
    ) -> Endpoint | None:
        """The new endpoint, or None when the app has `ENDPOINTS_PER_APP` already."""
        endpoint = Endpoint(
            id="ep_" + secrets.token_hex(8),
            app=app,
            url=url,
            description=description,
            event_types=event_types,
            enabled=enabled,
            created_ms=now_ms(),
            secret=new_secret(),
        )
        flat = [item for pair in fields_of(endpoint).items() for item in pair]
        created = await self._create(
            keys=[app_hooks_key(app), hook_key(endpoint.id)],
            args=[endpoint.id, ENDPOINTS_PER_APP, *flat],
        )
        return endpoint if created else None

    async def get(self, app: str, endpoint_id: str) -> Endpoint | None:
        """The app's endpoint; another app's is None, like a missing one."""
        if len(endpoint_id) > 64:
            return None
        fields = await self.client.hgetall(hook_key(endpoint_id))
        if not fields:
            return None
        named = {text(name): text(value) for name, value in fields.items()}
        if named.get("app") != app:
            return None
        return endpoint_of(endpoint_id, named)

    async def of_app(self, app: str) -> list[Endpoint]:
        ids = sorted(text(found) for found in await self.client.smembers(app_hooks_key(app)))
        found = [await self.get(app, endpoint_id) for endpoint_id in ids]
        return sorted((e for e in found if e is not None), key=lambda e: e.created_ms)

    async def update(
        self, app: str, endpoint_id: str, written: dict[str, str], deleted: tuple[str, ...] = ()
    ) -> Endpoint | None:
        """Writes only these fields (and deletes those), on the app's endpoint if it exists."""
        flat = [item for pair in written.items() for item in pair]
        done = await self._update(
            keys=[hook_key(endpoint_id)], args=[app, len(deleted), *deleted, *flat]
        )
        return await self.get(app, endpoint_id) if done else None

    async def delete(self, app: str, endpoint_id: str) -> bool:
        if await self.get(app, endpoint_id) is None:
            return False
        pipe = self.client.pipeline(transaction=True)
        pipe.srem(app_hooks_key(app), endpoint_id)
        for key in (hook_key, log_key, messages_key, message_order_key):
            pipe.delete(key(endpoint_id))
        await pipe.execute()
        return True

    async def record(
        self, endpoint: Endpoint, attempt: Attempt, disable_after_ms: int, reason: str
    ) -> bool:
        """Logs an attempt and keeps the failing streak; True if it disabled the endpoint."""
        disabled = await self._record(
            keys=[hook_key(endpoint.id), log_key(endpoint.id)],
            args=[
                msgspec.json.encode(attempt),
                LOG_KEPT,
                "1" if attempt.delivered else "0",
                attempt.at_ms,
                disable_after_ms,
                reason,
            ],
        )
        return bool(disabled)

    async def attempts(self, endpoint_id: str, limit: int) -> list[Attempt]:
        raw = await self.client.lrange(log_key(endpoint_id), 0, limit - 1)
        return [_attempt_decoder.decode(cast(bytes, line)) for line in raw]

    async def remember(self, endpoint_id: str, message_id: str, event_type: str, body: str) -> None:
        """A message sent to the endpoint, kept to send again (the last `MESSAGES_KEPT`)."""
        message = msgspec.json.encode(Message(event_type, body))
        await self._remember(
            keys=[messages_key(endpoint_id), message_order_key(endpoint_id)],
            args=[message_id, message, MESSAGES_KEPT],
        )

    async def message(self, endpoint_id: str, message_id: str) -> Message | None:
        if len(message_id) > 128:
            return None
        raw: Any = await self.client.hget(messages_key(endpoint_id), message_id)
        return None if raw is None else _message_decoder.decode(raw)
