"""Invitations (docs/api.md, "Invitations"): a player at a table in its lobby invites another
player of the app by id; the invited player lists its invitations, accepts one (taking a seat,
linked to it) or declines it; the table's players see who was invited and what they answered.
A tournament's invitations (service/tournaments/invitations.py) are the same records with
another target: `send` and `answered` below write both, and `mine` lists both.

Two hashes per invitation, written together in one Lua script under the `{players}` hash tag:
the invited player's (`inv:{player}`: one field per table, `{code}:{created_ms}` -> the
invitation) and the table's (`tinv:{code}:{created_ms}`: invited player -> its answer). An
invitation lives while its table waits in its lobby: both keys expire after the idle TTL of a
lobby (`TAPETE_IDLE_TTL_SECONDS`), the table's own limit, and a read drops an invitation whose
table started, ended, expired or is another table under a reused code. A tournament's
invitation, in the same hash of the invited player, lives until its registration closes (a
read asks the tournament, `OpenTournament`)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import Literal, cast

import msgspec

from service.core import errors
from service.core.settings import Settings
from service.players import keys, notified
from service.players.bans import refuse_banned
from service.players.friend_errors import BlockedByPlayer, PlayerBlocked
from service.players.identity import Player, current_names
from service.players.inbox import ADD
from service.storage.redis_client import GameStateRedis
from service.tables import lifecycle
from service.tables.hosted import game_of
from service.tables.lobbies import unique_name
from service.tables.models import Member, Table
from service.tables.service import TableService

# (a, b) -> whether player a blocked player b (friends.py).
BlockCheck = Callable[[str, str], Awaitable[bool]]

MAX_PER_TABLE = 50

Answer = Literal["pending", "accepted", "declined"]
Target = Literal["table", "tournament"]


class InvitationNotFound(errors.TapeteError):
    """404 `invitation_not_found`: no invitation of yours to that table (or it lapsed)."""

    status = 404
    code = "invitation_not_found"
    title = "Invitation not found"


class CannotInviteSelf(errors.TapeteError):
    """422 `invite_self`: an invitation naming the caller."""

    status = 422
    code = "invite_self"
    title = "That is you"


class InvitationLimit(errors.TapeteError):
    """409 `invitation_limit`: a table holds at most 50 invitations (a tournament 200)."""

    status = 409
    code = "invitation_limit"
    title = "Too many invitations"


class Sent(msgspec.Struct, frozen=True):
    """An invitation as kept in the invited player's hash (no names: they are read from the
    profiles when shown, so a deleted player's name is nowhere here). `target`: what it
    invites to; for a tournament, `code` is its id and `table_created_ms` its creation time."""

    code: str
    game: str
    by: str
    sent_ms: int
    table_created_ms: int
    target: Target = "table"


class Entry(msgspec.Struct, frozen=True):
    """An invited player as kept in the table's hash."""

    id: str
    by: str
    sent_ms: int
    answer: Answer


class Invitation(msgspec.Struct, frozen=True):
    """An invitation you received: the table (its code and game) and who invited you."""

    code: str
    game: str
    by: str  # the inviting player's id
    by_name: str
    sent_ms: int
    table_created_ms: int


class Invited(msgspec.Struct, frozen=True):
    """A player invited to the table, and its answer so far."""

    id: str
    name: str
    by: str
    sent_ms: int
    answer: Answer


class TournamentInvitation(msgspec.Struct, frozen=True):
    """An invitation you received to a tournament open for registration (its id, name and
    game) and who invited you."""

    tournament: str
    name: str
    game: str
    by: str  # the inviting player's id
    by_name: str
    sent_ms: int


class MyInvitations(msgspec.Struct):
    """Your invitations still open, newest first: to tables still waiting in their lobbies
    (`invitations`), and to tournaments still open for registration (`tournaments`)."""

    invitations: list[Invitation]
    tournaments: list[TournamentInvitation] = []


class TournamentAbout(msgspec.Struct, frozen=True):
    name: str
    game: str


# (the invited player, the invitation) -> the tournament's name and game while the invitation
# is open (its registration open, the player not in it yet), else None: it lapsed.
OpenTournament = Callable[[str, Sent], Awaitable[TournamentAbout | None]]


class TableInvitations(msgspec.Struct):
    """Who was invited to this table, and what they answered, oldest first."""

    invitations: list[Invited]


def table_key(table: Table) -> str:
    return f"{keys.PREFIX}:tinv:{table.code}:{table.created_ms}"


def field(table: Table) -> str:
    return f"{table.code}:{table.created_ms}"


# KEYS: the invited player's hash, the target's (table's or tournament's), the invited player's
# inbox, the queue's timers set and deliveries hash (the inbox when unused: notified.py).
# ARGV: field, invitation (JSON), invited id, its entry (JSON), TTL ms, the target's limit, the
# notification (JSON), now ms, its `player.notified` message or "". Returns 1, or 0 past the
# limit, or the message's fan-out record for the caller to record (the queue elsewhere). A new
# invitation (not one renewed while still pending) notifies the invited player, in this same
# script.
INVITE = (
    ADD
    + """
local full = redis.call('HLEN', KEYS[2]) >= tonumber(ARGV[6])
local before = redis.call('HGET', KEYS[2], ARGV[3])
if full and not before then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[4])
for i = 1, 2 do
  if redis.call('PTTL', KEYS[i]) < tonumber(ARGV[5]) then
    redis.call('PEXPIRE', KEYS[i], ARGV[5])
  end
end
if not before or cjson.decode(before)['answer'] ~= 'pending' then
  local key = 'invited:' .. ARGV[1] .. ':' .. ARGV[8]
  local sent = notify(KEYS[3], ARGV[3], key, ARGV[7], ARGV[8], ARGV[9], KEYS[4], KEYS[5])
  if type(sent) == 'string' then return sent end
end
return 1
"""
)

# An answer: the invitation leaves the player's hash, the table's entry records it.
# KEYS: the player's hash, the table's hash. ARGV: field, player id, answer.
# Returns 0 if there was no open invitation.
ANSWER = """
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
local entry = redis.call('HGET', KEYS[2], ARGV[2])
if entry then
  local decoded = cjson.decode(entry)
  decoded['answer'] = ARGV[3]
  redis.call('HSET', KEYS[2], ARGV[2], cjson.encode(decoded))
end
return 1
"""


async def send(
    client: GameStateRedis,
    target_key: str,
    target_field: str,
    invited: str,
    invitation: Sent,
    note: dict[str, str],
    ttl_ms: int,
    hooks: notified.HookQueue | None,
    app: str | None,
    by_name: str | None,
    limit: int = MAX_PER_TABLE,
) -> bool:
    """One invitation written with its `invited` notification (the target's fields `note`
    beside its kind, time and inviter) and that notification's `player.notified` message to
    `app` (notified.py) in one script; False past the target's `limit`."""
    entry = Entry(invited, invitation.by, invitation.sent_ms, "pending")
    now = invitation.sent_ms
    notification = {"kind": "invited", "created_ms": now, **note, "by": invitation.by}
    inbox_key = keys.inbox_key(invited)
    hook = notified.message(hooks, invited, app, notification, now, by_name)
    written = await cast(
        "Awaitable[int | bytes]",
        client.eval(
            INVITE,
            5,
            keys.invitations_key(invited),
            target_key,
            inbox_key,
            *notified.script_keys(hooks, inbox_key),
            target_field,
            msgspec.json.encode(invitation),
            invited,
            msgspec.json.encode(entry),
            ttl_ms,
            limit,
            msgspec.json.encode(notification),
            now,
            hook,
        ),
    )
    await notified.after_script(hooks, written)
    return bool(written)


async def answered(
    client: GameStateRedis, player: str, target_key: str, target_field: str, answer: Answer
) -> bool:
    """The player's answer recorded; False if they had no open invitation there."""
    done = await cast(
        "Awaitable[int]",
        client.eval(
            ANSWER, 2, keys.invitations_key(player), target_key, target_field, player, answer
        ),
    )
    return bool(done)


async def invited_to(client: GameStateRedis, target_key: str) -> list[Invited]:
    """Everyone invited to a target (its hash), with their answers, oldest first."""
    raw = await cast("Awaitable[dict[bytes, bytes]]", client.hgetall(target_key))
    entries = sorted(
        (msgspec.json.decode(value, type=Entry) for value in raw.values()),
        key=lambda e: (e.sent_ms, e.id),
    )
    names = await current_names(client, [e.id for e in entries])
    return [Invited(e.id, names[e.id], e.by, e.sent_ms, e.answer) for e in entries if e.id in names]


def at_table(table: Table, player: str) -> bool:
    return player == table.host_player or player in lifecycle.seated_players(table)


class InvitationService:
    """What the API asks of invitations. `tables` loads and joins tables (TableService)."""

    def __init__(self, client: GameStateRedis, tables: TableService, settings: Settings) -> None:
        self.client = client
        self.tables = tables
        self.ttl_ms = settings.idle_ttl_seconds * 1000
        self.hooks = notified.hook_queue(tables.scheduler)  # `player.notified` messages
        # Whether a tournament invitation is still open: set by the app factory (the
        # tournaments build on players, not the other way round). None: every one lapsed.
        self.tournament_open: OpenTournament | None = None

    async def invite(
        self, table: Table, inviter: Player, invited: Player, blocked: BlockCheck
    ) -> TableInvitations:
        """`blocked(a, b)`: whether a blocked b."""
        self.require_at(table, inviter)
        if invited.id == inviter.id:
            raise CannotInviteSelf("you are at the table already")
        lifecycle.require_lobby(table)
        lifecycle.require_free_seat(table, game_of(table))
        if invited.id in lifecycle.seated_players(table):
            raise errors.PlayerSeated("that player already holds a seat at this table")
        if await blocked(invited.id, inviter.id):
            raise BlockedByPlayer("that player does not take invitations from you")
        if await blocked(inviter.id, invited.id):
            raise PlayerBlocked("you blocked that player: unblock them first")
        now = int(time.time() * 1000)
        invitation = Sent(table.code, table.game, inviter.id, now, table.created_ms)
        note = {"table": table.code, "game": table.game}
        written = await send(
            self.client,
            table_key(table),
            field(table),
            invited.id,
            invitation,
            note,
            self.ttl_ms,
            self.hooks,
            table.app,
            inviter.name,
        )
        if not written:
            raise InvitationLimit(f"a table holds at most {MAX_PER_TABLE} invitations")
        return await self.of_table(table, inviter)

    def require_at(self, table: Table, player: Player) -> None:
        """403 `not_seated` unless the player holds a seat at the table or hosts it."""
        if not at_table(table, player.id):
            raise errors.NotSeated("only a player at the table may invite to it or see whom")

    async def of_table(self, table: Table, player: Player) -> TableInvitations:
        self.require_at(table, player)
        return TableInvitations(await invited_to(self.client, table_key(table)))

    async def mine(self, player: Player) -> MyInvitations:
        """Open invitations; those whose table no longer waits for it, or whose tournament no
        longer takes registrations, are dropped here."""
        key = keys.invitations_key(player.id)
        raw = await cast("Awaitable[dict[bytes, bytes]]", self.client.hgetall(key))
        found, lapsed = [], []
        tournaments: list[tuple[Sent, TournamentAbout]] = []
        for name, value in raw.items():
            invitation = msgspec.json.decode(value, type=Sent)
            if invitation.target == "tournament":
                about = None
                if self.tournament_open is not None:
                    about = await self.tournament_open(player.id, invitation)
                if about is None:
                    lapsed.append(name)
                else:
                    tournaments.append((invitation, about))
                continue
            table = await self.tables.stored(invitation.code)
            if (
                table is None
                or table.created_ms != invitation.table_created_ms
                or table.status != "lobby"
            ):
                lapsed.append(name)
            else:
                found.append(invitation)
        if lapsed:
            await self.client.hdel(key, *lapsed)
        names = await current_names(
            self.client, [i.by for i in found] + [i.by for i, _ in tournaments]
        )
        shown = [
            Invitation(i.code, i.game, i.by, names.get(i.by, ""), i.sent_ms, i.table_created_ms)
            for i in sorted(found, key=lambda i: i.sent_ms, reverse=True)
        ]
        events = [
            TournamentInvitation(
                i.code, about.name, about.game, i.by, names.get(i.by, ""), i.sent_ms
            )
            for i, about in sorted(tournaments, key=lambda pair: pair[0].sent_ms, reverse=True)
        ]
        return MyInvitations(shown, events)

    async def answer(self, player: Player, table: Table, answer: Answer) -> None:
        """Records the answer; 404 `invitation_not_found` without an open invitation."""
        if not await answered(self.client, player.id, table_key(table), field(table), answer):
            raise InvitationNotFound(f"no open invitation of yours to table {table.code}")

    async def table(self, code: str) -> Table:
        """The table as stored, else 404 `table_not_found`."""
        table = await self.tables.stored(code)
        if table is None:
            raise errors.TableNotFound(f"no table with code {code!r}")
        return table

    async def accept(
        self, player: Player, code: str, name: str | None
    ) -> tuple[Table, Member, str]:
        """Takes a seat at the invitation's table, linked to the player, under `name` (its
        player name by default; numbered if taken there): the table, the seat, its token."""
        refuse_banned(player)
        table = await self.tables.stored(code)
        if table is None or not await self.is_invited(player, table):
            raise InvitationNotFound(f"no open invitation of yours to table {code!r}")
        try:
            seated = await self.tables.join(
                table.code, unique_name(table, name or player.name), player.id
            )
        except (errors.WrongStatus, errors.TableFull):
            # Started, ended or filled meanwhile: the invitation lapses with the chance.
            await self.client.hdel(keys.invitations_key(player.id), field(table))
            raise
        await self.answer(player, table, "accepted")
        return seated

    async def decline(self, player: Player, code: str) -> MyInvitations:
        table = await self.tables.stored(code)
        if table is None:
            raise InvitationNotFound(f"no open invitation of yours to table {code!r}")
        await self.answer(player, table, "declined")
        return await self.mine(player)

    async def is_invited(self, player: Player, table: Table) -> bool:
        return bool(await self.client.hexists(keys.invitations_key(player.id), field(table)))
