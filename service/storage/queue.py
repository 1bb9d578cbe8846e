"""Worker jobs and timers on the queue's Redis (RQ's client is synchronous: enqueueing a job
hops to a thread; timers are set, claimed and released on the asyncio client).

Timers: RQ's own scheduler keeps due times in whole seconds and polls once a second, too coarse
for turn timers. A sorted set holds `CODE:VERSION` members scored by their due time in ms, and
`CODE:VERSION:bot` members scored by when a bot became due to move. A pump in every worker
(workers/pump.py) claims due members and applies timeouts and Easy bot turns on its own event
loop; the rest (Hard and Expert bot turns, ends of games, webhooks) it enqueues as RQ jobs. A
table's newer members replace its older ones, so superseded timers never pile up.

Claims are leases, not deletions: claiming moves a member's score to now + the lease, and the
pump or job removes it only when done (and only if the score is still its lease: a timer set
again meanwhile stays). A pump or job that dies mid-way is claimed again when its lease runs
out; one that stops cleanly gives back what it could not finish (due again at once). A
duplicate is harmless: every application checks the table's version.

Webhook deliveries ride the same set as `hook:<field>` members, their records in a hash beside
it (`webhooks_key`): a `deliver_webhook` job (on its own queue, so bot turns go first) POSTs
one, then removes it after a 2xx or its last attempt, or moves its score to the next retry. A
worker killed mid-delivery leaves the lease to run out: the delivery is sent again (at least
once; receivers deduplicate by `webhook-id`)."""

from __future__ import annotations

import time

import redis.asyncio as aioredis
from rq import Queue

from service.storage.heartbeats import alive_workers
from service.storage.redis_client import TIMEOUT_SECONDS, harden, queue_client

BOT_TURN = "workers.tasks.bot_turn"
GAME_ENDED = "workers.tasks.game_ended"
DELIVER_WEBHOOK = "workers.tasks.deliver_webhook"
SUGGEST_HINT = "workers.tasks.suggest_hint"
BOT_SUFFIX = ":bot"
END_SUFFIX = ":end"  # a game that ended at this version: its end-of-game job (records, ratings)
HOOK_PREFIX = b"hook:"
TOURNAMENT_PREFIX = b"tour:"  # a tournament's timer: its start, pairing, arena limits
TOURNAMENT_DUE = "workers.tasks.tournament_due"
DEFAULT_LEASE_MS = 5_000

# KEYS: timers. ARGV: now ms, limit, lease end ms
CLAIM_DUE = """
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
for _, member in ipairs(due) do redis.call('ZADD', KEYS[1], 'XX', ARGV[3], member) end
return due
"""

# KEYS: timers. ARGV: lease end ms, members
RELEASE = """
local released = 0
for i = 2, #ARGV do
  local score = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if score and tonumber(score) == tonumber(ARGV[1]) then
    released = released + redis.call('ZREM', KEYS[1], ARGV[i])
  end
end
return released
"""

# KEYS: timers. ARGV: lease end ms, due ms, members. A claim given back unfinished (a pump
# stopping): due again at once for any pump, unless it was set again or claimed since.
GIVE_BACK = """
local given = 0
for i = 3, #ARGV do
  local score = redis.call('ZSCORE', KEYS[1], ARGV[i])
  if score and tonumber(score) == tonumber(ARGV[1]) then
    redis.call('ZADD', KEYS[1], 'XX', ARGV[2], ARGV[i])
    given = given + 1
  end
end
return given
"""

# KEYS: timers, deliveries. ARGV: lease end ms, member, field, next due ms or "" (done: drop
# it), the updated record. Only while the lease is still ours: a delivery claimed again after
# the lease ran out belongs to the new claim.
FINISH_DELIVERY = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[2])
if not score or tonumber(score) ~= tonumber(ARGV[1]) then return 0 end
if ARGV[4] == '' then
  redis.call('ZREM', KEYS[1], ARGV[2])
  redis.call('HDEL', KEYS[2], ARGV[3])
else
  redis.call('ZADD', KEYS[1], 'XX', ARGV[4], ARGV[2])
  redis.call('HSET', KEYS[2], ARGV[3], ARGV[5])
end
return 1
"""


# KEYS: timers, deliveries. ARGV: lease end ms, the fan-out's member, its field, now ms, then
# pairs of field and record. An app's fan-out becomes one delivery per matching endpoint in
# one step, only while the lease is still ours: no crash can leave it half expanded, and a
# fan-out expanded once is gone (never expanded twice).
EXPAND = """
local score = redis.call('ZSCORE', KEYS[1], ARGV[2])
if not score or tonumber(score) ~= tonumber(ARGV[1]) then return 0 end
redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('HDEL', KEYS[2], ARGV[3])
for i = 5, #ARGV, 2 do
  redis.call('HSET', KEYS[2], ARGV[i], ARGV[i + 1])
  redis.call('ZADD', KEYS[1], 'NX', ARGV[4], 'hook:' .. ARGV[i])
end
return 1
"""


def timers_key(queue_name: str) -> str:
    return f"tapete:timers:{queue_name}"


def webhooks_key(queue_name: str) -> str:
    """The records of pending webhook deliveries (field -> JSON); each leaves with its member."""
    return f"tapete:webhooks:{queue_name}"


def webhook_queue_name(queue_name: str) -> str:
    return f"{queue_name}-webhooks"


def hook_member(field: str) -> str:
    return HOOK_PREFIX.decode() + field


def timer_member(code: str, version: int) -> str:
    return f"{code}:{version}"


def bot_member(code: str, version: int) -> str:
    return f"{code}:{version}{BOT_SUFFIX}"


def end_member(code: str, version: int) -> str:
    return f"{code}:{version}{END_SUFFIX}"


def is_end_member(member: bytes) -> bool:
    return member.endswith(END_SUFFIX.encode())


def parse_member(member: bytes) -> tuple[str, int, bool]:
    """(code, version, is a bot turn) of a timers set member (not an end-of-game one)."""
    text = member.decode()
    bot = text.endswith(BOT_SUFFIX)
    if bot:
        text = text[: -len(BOT_SUFFIX)]
    code, version = text.rsplit(":", 1)
    return code, int(version), bot


class JobQueue:
    def __init__(
        self,
        url: str,
        name: str,
        lease_ms: int = DEFAULT_LEASE_MS,
        timeout: float = TIMEOUT_SECONDS,
    ) -> None:
        # A Redis restart must cost no job or timer: health-checked, retrying connections (every
        # script here is safe to resend: claims lease, releases compare the lease), each
        # command with a deadline (`timeout`: a frozen Redis fails it, never hangs it).
        self.connection = queue_client(url, timeout)
        # Timers are set after every move: on the event loop, not through a thread hop
        # (profiling showed the hop and its GIL contention at a fifth of a move's cost).
        self.async_connection = aioredis.Redis.from_url(url)
        harden(self.async_connection, timeout)
        self.queue = Queue(name, connection=self.connection)
        self.webhook_queue = Queue(webhook_queue_name(name), connection=self.connection)
        self._claim = self.connection.register_script(CLAIM_DUE)
        self._release = self.connection.register_script(RELEASE)
        self._finish_delivery = self.connection.register_script(FINISH_DELIVERY)
        self._expand = self.connection.register_script(EXPAND)
        # The pump's own (workers/pump.py): on its event loop, like the table service it drives.
        self._claim_async = self.async_connection.register_script(CLAIM_DUE)
        self._release_async = self.async_connection.register_script(RELEASE)
        self._give_back = self.async_connection.register_script(GIVE_BACK)
        self._expand_async = self.async_connection.register_script(EXPAND)
        self.name = name
        self.timers_key = timers_key(name)
        self.webhooks_key = webhooks_key(name)
        self.lease_ms = lease_ms

    def enqueue(self, function: str, code: str, version: int, *args: object) -> None:
        self.queue.enqueue(
            function,
            code,
            version,
            *args,
            job_id=f"{function.rsplit('.', 1)[1]}-{code}-{version}",
            result_ttl=0,
            failure_ttl=3600,
            job_timeout=60,
        )

    def enqueue_hint(self, code: str, version: int, seat: int) -> None:
        """A hint to compute (GET .../hint), on the bots' queue: one job per (table, version,
        seat), enqueued by the request that marked it as being computed (tables/hints.py)."""
        self.queue.enqueue(
            SUGGEST_HINT,
            code,
            version,
            seat,
            job_id=f"hint-{code}-{version}-{seat}",
            result_ttl=0,
            failure_ttl=3600,
            job_timeout=60,
        )

    async def after_change(
        self,
        code: str,
        version: int,
        previous: int,
        bot_due: bool,
        wake_at_ms: int | None,
        ended: bool = False,
    ) -> None:
        """After a change, when the timers are not on the game state's server (so the save
        could not set them itself): the table's next timer and any due bot turn in place of
        the previous version's, as members the pumps claim with a lease like any other. A crash
        between the save and this loses them until a request finds the table overdue."""
        pipe = self.async_connection.pipeline(transaction=False)
        if previous != version:
            pipe.zrem(self.timers_key, timer_member(code, previous), bot_member(code, previous))
        if wake_at_ms is not None:
            pipe.zadd(self.timers_key, {timer_member(code, version): wake_at_ms})
        else:
            pipe.zrem(self.timers_key, timer_member(code, version))
        if bot_due:
            pipe.zadd(self.timers_key, {bot_member(code, version): int(time.time() * 1000)})
        if ended:
            pipe.zadd(self.timers_key, {end_member(code, version): int(time.time() * 1000)})
        await pipe.execute()

    async def set_timer(self, member: str, due_ms: int | None) -> None:
        """A timer of another kind than a table's (a tournament's `tour:<id>`): due then,
        or none."""
        if due_ms is None:
            await self.async_connection.zrem(self.timers_key, member)
        else:
            await self.async_connection.zadd(self.timers_key, {member: due_ms})

    def claim_due(self, now_ms: int, limit: int = 500) -> tuple[list[bytes], int]:
        """Lease the members due by now: (members, the lease's end). Each is claimed by one
        pump until its lease runs out."""
        until = now_ms + self.lease_ms
        return list(self._claim(keys=[self.timers_key], args=[now_ms, limit, until])), until

    async def claim_due_async(self, now_ms: int, limit: int) -> tuple[list[bytes], int]:
        """`claim_due` on the asyncio client (the pump's event loop)."""
        until = now_ms + self.lease_ms
        due = await self._claim_async(keys=[self.timers_key], args=[now_ms, limit, until])
        return list(due), until

    async def release_async(self, members: list[str], until: int) -> int:
        """`release` on the asyncio client."""
        if not members:
            return 0
        return int(await self._release_async(keys=[self.timers_key], args=[until, *members]))

    async def give_back(self, members: list[str], until: int, now_ms: int) -> int:
        """Claimed members this claim will not finish (a pump stopping): due again now for
        any pump, unless set again or claimed since."""
        if not members:
            return 0
        return int(await self._give_back(keys=[self.timers_key], args=[until, now_ms, *members]))

    def enqueue_claimed(self, members: list[bytes], until: int) -> None:
        """Claimed members that run as RQ jobs, each carrying its lease's end to release: bot
        turns (a search would stall the pump's loop), ends of games, webhook deliveries (on
        their own queue)."""
        for member in members:
            if member.startswith(HOOK_PREFIX):
                self.webhook_queue.enqueue(
                    DELIVER_WEBHOOK,
                    member[len(HOOK_PREFIX) :].decode(),
                    until,
                    result_ttl=0,
                    failure_ttl=3600,
                    job_timeout=60,
                )
            elif is_end_member(member):
                code, version, _ = parse_member(member[: -len(END_SUFFIX)])
                self.enqueue(GAME_ENDED, code, version, until)
            elif member.startswith(TOURNAMENT_PREFIX):
                self.queue.enqueue(
                    TOURNAMENT_DUE,
                    member[len(TOURNAMENT_PREFIX) :].decode(),
                    until,
                    result_ttl=0,
                    failure_ttl=3600,
                    job_timeout=120,
                )
            else:
                code, version, _ = parse_member(member)
                self.enqueue(BOT_TURN, code, version, until)

    async def add_deliveries(self, deliveries: list[tuple[str, bytes]]) -> None:
        """Webhook deliveries due now, when the save could not schedule them itself (the queue
        on another server): a crash between the save and this loses them."""
        if not deliveries:
            return
        pipe = self.async_connection.pipeline(transaction=True)
        now = int(time.time() * 1000)
        for field, record in deliveries:
            pipe.hset(self.webhooks_key, field, record)
            pipe.zadd(self.timers_key, {hook_member(field): now}, nx=True)
        await pipe.execute()

    def holds(self, field: str, until: int) -> bool:
        """Whether a delivery claimed with lease end `until` is still this claim's: a job that
        waited in the queue past its lease (another claim may own it now) must not send."""
        score = self.connection.zscore(self.timers_key, hook_member(field))
        return score is not None and int(score) == until and time.time() * 1000 < until

    def delivery(self, field: str) -> bytes | None:
        record: bytes | None = self.connection.hget(self.webhooks_key, field)  # type: ignore[assignment]
        return record

    def finish_delivery(
        self, field: str, until: int, retry_at_ms: int | None, record: bytes = b""
    ) -> bool:
        """Done with a claimed delivery: drop it (delivered, or out of attempts), or set its
        next attempt. False if the lease ran out meanwhile (another claim owns it now)."""
        return bool(
            self._finish_delivery(
                keys=[self.timers_key, self.webhooks_key],
                args=[until, hook_member(field), field, retry_at_ms or "", record],
            )
        )

    def expand(self, field: str, until: int, deliveries: list[tuple[str, bytes]]) -> bool:
        """A claimed fan-out replaced by its deliveries (due now) in one step; False if the
        lease ran out meanwhile (another claim expands it)."""
        flat = [item for pair in deliveries for item in pair]
        now = int(time.time() * 1000)
        return bool(
            self._expand(
                keys=[self.timers_key, self.webhooks_key],
                args=[until, hook_member(field), field, now, *flat],
            )
        )

    async def delivery_async(self, field: str) -> bytes | None:
        """`delivery` on the asyncio client (the pump's event loop)."""
        record = await self.async_connection.hget(self.webhooks_key, field)
        return record if isinstance(record, bytes) or record is None else record.encode()

    async def expand_async(
        self, field: str, until: int, deliveries: list[tuple[str, bytes]]
    ) -> bool:
        """`expand` on the asyncio client: the pump expands fan-outs itself (a few commands
        each), so a backlog of RQ jobs never builds up behind them."""
        flat = [item for pair in deliveries for item in pair]
        now = int(time.time() * 1000)
        return bool(
            await self._expand_async(
                keys=[self.timers_key, self.webhooks_key],
                args=[until, hook_member(field), field, now, *flat],
            )
        )

    def release(self, members: list[str], until: int) -> int:
        """Done with these claimed members: remove each whose score is still the lease's end
        (one set again since, by a reschedule, stays)."""
        if not members:
            return 0
        return int(self._release(keys=[self.timers_key], args=[until, *members]))

    async def prune_expired(self, keys: list[str], now_ms: int) -> None:
        """Drop members scored (by expiry time) before now from these sorted sets."""
        pipe = self.async_connection.pipeline(transaction=False)
        for key in keys:
            pipe.zremrangebyscore(key, "-inf", now_ms)
        await pipe.execute()

    def depth(self, now_ms: int) -> dict[str, int]:
        """Work waiting: queued jobs (the RQ queue's length) and due or pending timers (claimed
        ones count as pending until their lease ends)."""
        pipe = self.connection.pipeline(transaction=False)
        pipe.llen(self.queue.key)
        pipe.zcount(self.timers_key, "-inf", now_ms)
        pipe.zcount(self.timers_key, f"({now_ms}", "+inf")
        jobs, due, pending = pipe.execute()
        return {"jobs": jobs, "timers_due": due, "timers_pending": pending}

    async def alive_workers(self, beat_seconds: float) -> int:
        """Workers of this queue whose heartbeat is fresh (see heartbeats.py)."""
        return await alive_workers(self.async_connection, self.name, beat_seconds)

    def close(self) -> None:
        self.connection.close()

    async def aclose(self) -> None:
        self.close()
        await self.async_connection.aclose()
