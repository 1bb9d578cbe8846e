"""Tournaments in Redis: one hash per tournament (`v` its version, `d` the msgpack value),
saved whole with compare-and-set on the version in one script that also sets the
tournament's timer (`tour:<id>` in the timers set the pumps claim, due when progress.due_ms
says) when the timers live on the same server; otherwise the timer is set right after the
save (a crash between the two: the next change of the tournament sets it again). The same
script schedules the webhook fan-outs of the events the save appended (events.py), as a
table's save does, and publishes `tournament:<id> <version>` on the notifier's channel: it wakes the
tournament's streams.

Indexes (an app's tournaments by start time; a player's tournaments) are written beside the
saves and pruned when a listing meets a tournament that expired. A tournament expires
`record_ttl_days` after it ends; until then it lives while it is scheduled or running."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Any, cast

import msgspec

from service.storage.queue import TOURNAMENT_PREFIX
from service.storage.store import UPDATES_CHANNEL
from service.tournaments import events
from service.tournaments.state import Summary, Tournament, summary_of

TIMER_PREFIX = TOURNAMENT_PREFIX.decode()
DAY_MS = 86_400_000
LIVE_TTL_DAYS = 60  # a scheduled or running tournament's key: refreshed by every save

# KEYS: tournament, timers, webhook deliveries (each the tournament's own key when unused).
# ARGV: expected version ("" = create: only if absent), new version, data, ttl ms, timer
# member, due ms ("" = none), "1" to set the timer and deliveries here, channel, message,
# now ms, the listing's summary, then pairs of webhook delivery field and record.
SAVE = """
local v = redis.call('HGET', KEYS[1], 'v')
if ARGV[1] == '' then
  if v then return 0 end
elseif v ~= ARGV[1] then
  return 0
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'd', ARGV[3], 's', ARGV[11])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if ARGV[7] == '1' then
  if ARGV[6] == '' then redis.call('ZREM', KEYS[2], ARGV[5])
  else redis.call('ZADD', KEYS[2], ARGV[6], ARGV[5]) end
  for i = 12, #ARGV, 2 do
    redis.call('HSET', KEYS[3], ARGV[i], ARGV[i + 1])
    redis.call('ZADD', KEYS[2], 'NX', ARGV[10], 'hook:' .. ARGV[i])
  end
end
redis.call('PUBLISH', ARGV[8], ARGV[9])
return 1
"""

# KEYS: an index. ARGV: score, member, ttl ms. The index's expiry only ever grows (never below
# the longest-lived tournament in it); a key without one gets one. PEXPIRE's GT option would
# need Redis 7 (make run's embedded server is 6.2) and leaves a key without an expiry as it is.
INDEX = """
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < tonumber(ARGV[3]) then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1
"""

SetTimer = Callable[[str, "int | None"], Awaitable[None]]
Deliverer = Callable[[list[tuple[str, bytes]]], Awaitable[None]]

_decoder = msgspec.msgpack.Decoder(Tournament)
_summary = msgspec.msgpack.Decoder(Summary)
_encoder = msgspec.msgpack.Encoder()


def tournament_key(tournament_id: str) -> str:
    return f"tapete:{{tournament:{tournament_id}}}"


def app_index_key(app: str) -> str:
    return f"tapete:{{index}}:tournaments:{app}"


def player_index_key(player: str) -> str:
    return f"tapete:{{players}}:tournaments:{player}"


def timer_member(tournament_id: str) -> str:
    return TIMER_PREFIX + tournament_id


class TournamentStore:
    """`timers_key` and `atomic` (the timers set on this server) as the table scheduler has
    them; `set_timer` sets a timer after a save when not atomic (None: no queue). Webhook
    deliveries go in `hooks_key` with the timers, or after the save by `deliverer`."""

    def __init__(
        self,
        client: Any,
        timers_key: str,
        atomic: bool,
        set_timer: SetTimer | None,
        record_ttl_days: int,
        hooks_key: str = "",
        deliverer: Deliverer | None = None,
    ) -> None:
        self.client = client
        self.timers_key = timers_key
        self.atomic = atomic
        self.set_timer = set_timer
        self.hooks_key = hooks_key
        self.deliverer = deliverer
        self.finished_ttl_ms = record_ttl_days * DAY_MS
        self._save = client.register_script(SAVE)
        self._index = client.register_script(INDEX)

    async def load(self, tournament_id: str) -> Tournament | None:
        raw = await cast(
            "Awaitable[bytes | None]", self.client.hget(tournament_key(tournament_id), "d")
        )
        return _decoder.decode(raw) if raw is not None else None

    def ttl_ms(self, tournament: Tournament) -> int:
        if tournament.over:
            return self.finished_ttl_ms
        return LIVE_TTL_DAYS * DAY_MS

    async def save(
        self,
        tournament: Tournament,
        expected_version: int | None,
        due_ms: int | None,
        since_seq: int | None = None,
        notices: list[tuple[str, bytes]] | None = None,
    ) -> bool:
        """Compare-and-set (None: create, only if the id is free), with its timer, the
        webhooks of the events after `since_seq` (the stored value's last seq; None: none)
        and the players' notifications `notices` (notices.py) the change owes."""
        member = timer_member(tournament.id)
        here = self.atomic and self.set_timer is not None
        # Webhooks need a queue (set_timer), and a place: the hash beside the timers, or
        # the deliverer after the save.
        wanted = since_seq is not None and self.set_timer is not None
        owed = [*events.deliveries(tournament, since_seq or 0), *(notices or [])] if wanted else []
        if not (self.hooks_key if here else self.deliverer):
            owed = []
        key = tournament_key(tournament.id)
        saved = await self._save(
            keys=[
                key,
                self.timers_key if here else key,
                self.hooks_key if here and self.hooks_key else key,
            ],
            args=[
                "" if expected_version is None else expected_version,
                tournament.version,
                _encoder.encode(tournament),
                self.ttl_ms(tournament),
                member,
                "" if due_ms is None else due_ms,
                "1" if here else "0",
                UPDATES_CHANNEL,
                f"{events.watch_name(tournament.id)} {tournament.version}",
                int(time.time() * 1000),
                _encoder.encode(summary_of(tournament)),
                *(part for delivery in (owed if here else []) for part in delivery),
            ],
        )
        if not saved:
            return False
        if self.set_timer is not None and not here:
            await self.set_timer(member, due_ms)
            if owed and self.deliverer is not None:  # a crash before this loses them
                await self.deliverer(owed)
        return True

    async def index(self, tournament: Tournament) -> None:
        """The app's index (by start time), expiring with the longest-lived tournament."""
        await self.indexed(app_index_key(tournament.app), tournament)

    async def index_player(self, player: str, tournament: Tournament) -> None:
        await self.indexed(player_index_key(player), tournament)

    async def indexed(self, key: str, tournament: Tournament) -> None:
        ttl_ms = self.ttl_ms(tournament) + LIVE_TTL_DAYS * DAY_MS
        await self._index(keys=[key], args=[tournament.starts_ms, tournament.id, ttl_ms])

    async def listed(self, index_key: str, limit: int) -> list[Summary]:
        """Tournaments of an index (their summaries), the latest start first; expired ones
        dropped from it."""
        ids = [
            raw.decode() if isinstance(raw, bytes) else str(raw)
            for raw in await self.client.zrevrange(index_key, 0, limit - 1)
        ]
        if not ids:
            return []
        pipe = self.client.pipeline(transaction=False)
        for tournament_id in ids:
            pipe.hget(tournament_key(tournament_id), "s")
        found: list[Summary] = []
        gone: list[str] = []
        for tournament_id, raw in zip(ids, await pipe.execute(), strict=True):
            if raw is None:
                gone.append(tournament_id)
            else:
                found.append(_summary.decode(raw))
        if gone:
            await self.client.zrem(index_key, *gone)
        return found
