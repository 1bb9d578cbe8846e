"""Friends and blocks between players of one app (docs/api.md, "Friends and blocks").

A friendship is asked by one player and accepted by the other (asking back accepts); either
removes it. A block ends any friendship and pending request between the two, and holds until
lifted: the blocked player cannot ask, quick play never seats the two at one lobby
(`blocked_with`), and a tournament seats them apart when it can (`blocks_among`). Each change
is one Lua script over the two players' keys (all under the `{players}` hash tag): two
players asking each other at the same moment become friends once, never twice nor half.
Players' keys do not expire, like their profiles; a deleted player's entries are removed
from the others' lists (erasure.py)."""

from __future__ import annotations

import time
from collections.abc import Awaitable
from typing import Literal, cast

import msgspec

from service.players import keys
from service.players.friend_errors import (
    BlockedByPlayer,
    CannotBefriendSelf,
    FriendLimit,
    PlayerBlocked,
)
from service.players.identity import current_names
from service.players.presence import Presence, PresenceService
from service.storage.redis_client import GameStateRedis

MAX_FRIENDS = 500
MAX_PENDING = 100  # requests sent and not answered yet, and received, each
MAX_BLOCKS = 1000

FriendState = Literal["requested", "friends"]


def player_keys(player: str) -> list[str]:
    return [
        keys.friends_key(player),
        keys.requests_in_key(player),
        keys.requests_out_key(player),
        keys.blocks_key(player),
        keys.blockers_key(player),
    ]


# KEYS: the caller's five keys, then the other's five (player_keys order).
# ARGV: caller id, other id, now ms, max friends, max pending.
# Returns: 'friends' (already, or accepted now), 'requested', or an error word.
ASK = """
local me, them, now = ARGV[1], ARGV[2], ARGV[3]
if redis.call('ZSCORE', KEYS[9], me) then return 'blocked_by' end
if redis.call('ZSCORE', KEYS[4], them) then return 'you_blocked' end
if redis.call('ZSCORE', KEYS[1], them) then return 'friends' end
if redis.call('ZSCORE', KEYS[2], them) then
  local most = tonumber(ARGV[4])
  if redis.call('ZCARD', KEYS[1]) >= most or redis.call('ZCARD', KEYS[6]) >= most then
    return 'limit'
  end
  redis.call('ZADD', KEYS[1], now, them)
  redis.call('ZADD', KEYS[6], now, me)
  redis.call('ZREM', KEYS[2], them)
  redis.call('ZREM', KEYS[8], me)
  return 'friends'
end
if redis.call('ZSCORE', KEYS[3], them) then return 'requested' end
local pending = tonumber(ARGV[5])
if redis.call('ZCARD', KEYS[3]) >= pending or redis.call('ZCARD', KEYS[7]) >= pending then
  return 'limit'
end
redis.call('ZADD', KEYS[3], now, them)
redis.call('ZADD', KEYS[7], now, me)
return 'requested'
"""

# Ends any friendship or pending request between the two (either way). Same KEYS.
# ARGV: caller id, other id. Returns how many entries were removed.
PART = """
local me, them = ARGV[1], ARGV[2]
local n = redis.call('ZREM', KEYS[1], them) + redis.call('ZREM', KEYS[6], me)
n = n + redis.call('ZREM', KEYS[2], them) + redis.call('ZREM', KEYS[8], me)
n = n + redis.call('ZREM', KEYS[3], them) + redis.call('ZREM', KEYS[7], me)
return n
"""

# A block: ends what PART ends, then records it both ways. Same KEYS.
# ARGV: caller id, other id, now ms, max blocks. Returns 1, or 'limit'.
BLOCK = """
local me, them, now = ARGV[1], ARGV[2], ARGV[3]
local full = redis.call('ZCARD', KEYS[4]) >= tonumber(ARGV[4])
if full and not redis.call('ZSCORE', KEYS[4], them) then return 'limit' end
redis.call('ZREM', KEYS[1], them)
redis.call('ZREM', KEYS[6], me)
redis.call('ZREM', KEYS[2], them)
redis.call('ZREM', KEYS[8], me)
redis.call('ZREM', KEYS[3], them)
redis.call('ZREM', KEYS[7], me)
redis.call('ZADD', KEYS[4], now, them)
redis.call('ZADD', KEYS[10], now, me)
return 1
"""

# Lifts a block. Same KEYS; ARGV: caller id, other id.
UNBLOCK = """
redis.call('ZREM', KEYS[4], ARGV[2])
redis.call('ZREM', KEYS[10], ARGV[1])
return 1
"""


class Since(msgspec.Struct, frozen=True):
    """An entry of one of a player's lists: the other player and since when."""

    player: str
    since_ms: int


class Circle(msgspec.Struct, frozen=True):
    """A player's friends, pending requests (received and sent) and blocks, newest first."""

    friends: list[Since]
    incoming: list[Since]
    outgoing: list[Since]
    blocked: list[Since]


class FriendEntry(msgspec.Struct, omit_defaults=True):
    """Another player in one of your lists, and since when (ms); a friend's `presence` too
    (never a request's or a block's)."""

    id: str
    name: str
    since_ms: int
    presence: Presence | None = None  # absent but for accepted friends


class Friends(msgspec.Struct):
    """Your friends, the requests you received and sent (not answered yet), and the players
    you blocked; newest first."""

    friends: list[FriendEntry]
    incoming: list[FriendEntry]
    outgoing: list[FriendEntry]
    blocked: list[FriendEntry]


def both(me: str, them: str) -> list[str]:
    return player_keys(me) + player_keys(them)


async def ask(client: GameStateRedis, me: str, them: str) -> FriendState:
    """A friend request from `me` to `them`, or the acceptance of theirs."""
    if me == them:
        raise CannotBefriendSelf("you cannot be your own friend")
    now = int(time.time() * 1000)
    answer = await cast(
        "Awaitable[bytes]",
        client.eval(ASK, 10, *both(me, them), me, them, now, MAX_FRIENDS, MAX_PENDING),
    )
    match answer.decode():
        case "blocked_by":
            raise BlockedByPlayer("that player does not take requests from you")
        case "you_blocked":
            raise PlayerBlocked("you blocked that player: unblock them first")
        case "limit":
            raise FriendLimit(
                f"at most {MAX_FRIENDS} friends and {MAX_PENDING} pending requests each way"
            )
        case "friends":
            return "friends"
        case _:
            return "requested"


async def part(client: GameStateRedis, me: str, them: str) -> bool:
    """Removes a friend, withdraws a request or declines one; False if there was nothing."""
    removed = await cast("Awaitable[int]", client.eval(PART, 10, *both(me, them), me, them))
    return removed > 0


async def block(client: GameStateRedis, me: str, them: str) -> None:
    if me == them:
        raise CannotBefriendSelf("you cannot block yourself")
    now = int(time.time() * 1000)
    answer = await client.eval(BLOCK, 10, *both(me, them), me, them, now, MAX_BLOCKS)
    if answer == b"limit":
        raise FriendLimit(f"at most {MAX_BLOCKS} blocks: lift some first")


async def unblock(client: GameStateRedis, me: str, them: str) -> None:
    await client.eval(UNBLOCK, 10, *both(me, them), me, them)


async def circle(client: GameStateRedis, player: str) -> Circle:
    return (await circle_and_blockers(client, player))[0]


async def circle_and_blockers(client: GameStateRedis, player: str) -> tuple[Circle, set[str]]:
    """The circle and who blocked the player, as one snapshot (MULTI). Who blocked you is
    never shown (nor exported): it only keeps your presence from them."""
    pipe = client.pipeline(transaction=True)
    for key in player_keys(player)[:4]:
        pipe.zrevrange(key, 0, -1, withscores=True)
    pipe.zrange(keys.blockers_key(player), 0, -1)
    *lists, blockers = await pipe.execute()

    def entries(rows: list[tuple[bytes, float]]) -> list[Since]:
        return [Since(member.decode(), int(score)) for member, score in rows]

    friends, incoming, outgoing, blocked = (entries(rows) for rows in lists)
    return Circle(friends, incoming, outgoing, blocked), {other.decode() for other in blockers}


async def blocked_with(client: GameStateRedis, player: str, others: list[str]) -> bool:
    """Whether `player` blocked any of `others` or was blocked by one (one round trip)."""
    if not others:
        return False
    pipe = client.pipeline(transaction=False)
    for other in others:
        pipe.zscore(keys.blocks_key(player), other)
        pipe.zscore(keys.blockers_key(player), other)
    return any(score is not None for score in await pipe.execute())


async def blocks_among(client: GameStateRedis, players: list[str]) -> dict[str, set[str]]:
    """Who among `players` blocked whom, kept both ways (player -> the others of `players`
    they blocked or were blocked by; players without any left out). One round trip: each
    player's own block list (a block is in its author's list, so reading every author's
    finds every pair)."""
    if len(players) < 2:
        return {}
    pipe = client.pipeline(transaction=False)
    for player in players:
        pipe.zrange(keys.blocks_key(player), 0, -1)
    among = set(players)
    apart: dict[str, set[str]] = {}
    for player, blocked in zip(players, await pipe.execute(), strict=True):
        for raw in blocked:
            other = raw.decode()
            if other in among and other != player:
                apart.setdefault(player, set()).add(other)
                apart.setdefault(other, set()).add(player)
    return apart


async def forget(client: GameStateRedis, player: str) -> None:
    """Removes a deleted player from every list that names it, then its own lists."""
    pipe = client.pipeline(transaction=False)
    for key in player_keys(player):
        pipe.zrange(key, 0, -1)
    friends, incoming, outgoing, blocks, blockers = await pipe.execute()
    pipe = client.pipeline(transaction=False)
    for other in friends:
        pipe.zrem(keys.friends_key(other.decode()), player)
    for other in incoming:
        pipe.zrem(keys.requests_out_key(other.decode()), player)
    for other in outgoing:
        pipe.zrem(keys.requests_in_key(other.decode()), player)
    for other in blocks:
        pipe.zrem(keys.blockers_key(other.decode()), player)
    for other in blockers:
        pipe.zrem(keys.blocks_key(other.decode()), player)
    pipe.delete(*player_keys(player))
    await pipe.execute()


async def named(client: GameStateRedis, held: Circle) -> Friends:
    """The circle with each player's current name (one round trip for all)."""
    lists = [held.friends, held.incoming, held.outgoing, held.blocked]
    names = await current_names(client, [entry.player for entries in lists for entry in entries])
    # A player deleted meanwhile (no name) is left out (erasure removes the entry too).
    mine, incoming, outgoing, blocked = (
        [FriendEntry(e.player, names[e.player], e.since_ms) for e in es if e.player in names]
        for es in lists
    )
    return Friends(mine, incoming, outgoing, blocked)


def with_presence(
    friends: Friends, held: Circle, blockers: set[str], presence: dict[str, Presence]
) -> Friends:
    """Each accepted friend with its presence; nobody blocked either way ever gets one (a
    block ends the friendship anyway: this holds even if both were somehow met at once)."""
    hidden = {entry.player for entry in held.blocked} | blockers
    for entry in friends.friends:
        if entry.id not in hidden and entry.id in presence:
            entry.presence = presence[entry.id]
    return friends


class FriendService:
    """What the API asks of friends and blocks: each write answers the caller's circle, with
    each friend's presence (presence.py)."""

    def __init__(self, client: GameStateRedis, presence: PresenceService) -> None:
        self.client = client
        self.presence = presence

    async def circle(self, player: str) -> Friends:
        held, blockers = await circle_and_blockers(self.client, player)
        shown = await named(self.client, held)
        presence = await self.presence.presence_of([entry.id for entry in shown.friends])
        return with_presence(shown, held, blockers, presence)

    async def ask(self, me: str, them: str) -> Friends:
        await ask(self.client, me, them)
        return await self.circle(me)

    async def part(self, me: str, them: str) -> Friends:
        await part(self.client, me, them)
        return await self.circle(me)

    async def block(self, me: str, them: str) -> Friends:
        await block(self.client, me, them)
        return await self.circle(me)

    async def unblock(self, me: str, them: str) -> Friends:
        await unblock(self.client, me, them)
        return await self.circle(me)

    async def blocked_with(self, player: str, others: list[str]) -> bool:
        return await blocked_with(self.client, player, others)

    async def has_blocked(self, player: str, other: str) -> bool:
        """Whether `player` blocked `other` (one way)."""
        return await self.client.zscore(keys.blocks_key(player), other) is not None
