"""Which tables' chats a player wrote in, and what it wrote there: for the player's export and
its erasure (docs/apps.md, "Players: ban, export, delete"). Tables know no player: a writer is
the opaque id its messages carry in `player`.

A seat's or the host's messages are at tables that name the player (found through the status
indexes), but a spectator's are not: so every message written with a player identity also
marks its table in the writer's index (`written_key`), a sorted set of codes scored by when
that table's chat expires (its last message's TTL, chat.py). It is written in the message's
own script (beside it, just before, under a Redis Cluster: the two live in different slots,
and an entry too many costs nothing); it expires with the last chat it names, and entries of
chats gone are dropped as it is written. A code reused by a later table is harmless: only the
messages carrying the writer's id are read or rewritten."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Iterable
from typing import cast

import msgspec

from service.storage.redis_client import GameStateRedis
from service.tables.chat import ChatMessage, chat_key, rate_key, written_key


class WrittenMessage(msgspec.Struct, frozen=True):
    """A chat message the player wrote, still kept, and the table it is at (`code`)."""

    code: str
    message: ChatMessage


# KEYS: chat, the writers' rate counters. ARGV: the name put in the writers' place, then the
# writers' ids. Every kept message of those writers loses its id and takes the name, in one
# step; the rate counters (named after the writer) go. Returns the messages rewritten.
SCRUB = """
local writers = {}
for i = 2, #ARGV do writers[ARGV[i]] = true end
local changed = 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  if fields[i] ~= 'n' then
    local message = cjson.decode(fields[i + 1])
    if message['player'] ~= nil and writers[message['player']] then
      message['player'] = nil
      message['name'] = ARGV[1]
      redis.call('HSET', KEYS[1], fields[i], cjson.encode(message))
      changed = changed + 1
    end
  end
end
for i = 2, #KEYS do redis.call('DEL', KEYS[i]) end
return changed
"""

_message = msgspec.json.Decoder(ChatMessage)


async def written_in(client: GameStateRedis, player: str, kept: bool = True) -> list[str]:
    """The codes the writer's index names: those whose chat may still be kept, or (`kept`
    false: an erasure takes no chance with clocks) all of them."""
    since = int(time.time() * 1000) if kept else "-inf"
    raw = await cast(
        "Awaitable[list[bytes]]", client.zrangebyscore(written_key(player), since, "+inf")
    )
    return sorted(code.decode() for code in raw)


async def written_by(
    client: GameStateRedis, player: str, codes: Iterable[str]
) -> list[WrittenMessage]:
    """The kept messages carrying `player` in the chats of `codes` and of the tables its index
    names, oldest first."""
    every = sorted(set(codes) | set(await written_in(client, player)))
    found = []
    for code in every:
        raw = await cast("Awaitable[dict[bytes, bytes]]", client.hgetall(chat_key(code)))
        raw.pop(b"n", None)
        for value in raw.values():
            message = _message.decode(value)
            if message.player == player:
                found.append(WrittenMessage(code, message))
    found.sort(key=lambda w: (w.message.created_ms, w.code, w.message.number))
    return found


async def scrub(client: GameStateRedis, players: set[str], codes: Iterable[str], name: str) -> None:
    """Every kept message of `players` in the chats of `codes` and of the tables their indexes
    name loses its writer's id and takes `name` (one script per table); then their indexes go.
    Idempotent: a replay finds nothing left to rewrite."""
    every = set(codes)
    for player in players:
        every |= set(await written_in(client, player, kept=False))
    ordered = sorted(players)
    for code in sorted(every):
        rates = [rate_key(code, player) for player in ordered]
        await cast(
            "Awaitable[int]",
            client.eval(SCRUB, 1 + len(rates), chat_key(code), *rates, name, *ordered),
        )
    await client.delete(*(written_key(player) for player in ordered))
