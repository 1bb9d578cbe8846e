"""Invitations to a tournament (docs/api.md, "Invitations"): a player in a tournament (or its
creator) invites another player of the app by id while it takes registrations; the invited
player sees it in their invitations, accepts (which registers them, by the rules of
registering: over, closed, full, rating bounds, banned) or declines; the tournament's players
see whom it invited and their answers.

The records are a table invitation's (service/players/invitations.py) with the target
`tournament`: the invited player's hash (field `{id}:{created_ms}`) and the tournament's
(`tninv:{id}:{created_ms}`), written with the `invited` notification in one script under the
`{players}` hash tag. An invitation lapses when registration closes or the tournament ends: a
read of your invitations drops it, and both keys expire by then (`ttl_ms`)."""

from __future__ import annotations

import time

import msgspec

from service.players import keys
from service.players.bans import refuse_banned
from service.players.friend_errors import BlockedByPlayer, PlayerBlocked
from service.players.identity import Player
from service.players.invitations import (
    BlockCheck,
    CannotInviteSelf,
    InvitationLimit,
    InvitationNotFound,
    Invited,
    Sent,
    TournamentAbout,
    answered,
    invited_to,
    send,
)
from service.players.notified import HookQueue
from service.storage.redis_client import GameStateRedis
from service.tournaments import progress
from service.tournaments.errors import (
    AlreadyRegistered,
    NotInTournament,
    RegistrationClosed,
    TournamentFull,
    TournamentNotFound,
    TournamentOver,
)
from service.tournaments.service import TournamentService
from service.tournaments.state import Tournament

MAX_PER_TOURNAMENT = 200
DAY_MS = 86_400_000
# How long an invitation may outlive the start, at most, while the event may still take
# players: a Swiss's late joins (until round `late_join_rounds` is paired) are given a day;
# an arena, its window; a knockout, nothing (seeded at its start). A read asks the
# tournament itself; this only bounds how long a forgotten invitation is kept.
SWISS_LATE_JOIN_MS = DAY_MS
MARGIN_MS = 60_000


class TournamentInvitations(msgspec.Struct):
    """Whom this tournament's players invited, and what they answered, oldest first."""

    invitations: list[Invited]


def target_key(tournament: Tournament) -> str:
    return f"{keys.PREFIX}:tninv:{tournament.id}:{tournament.created_ms}"


def field(tournament: Tournament) -> str:
    return f"{tournament.id}:{tournament.created_ms}"


def ttl_ms(tournament: Tournament, now: int) -> int:
    """Until registration may close at the latest (see above), and a minute."""
    settings = tournament.settings
    opens_until = max(tournament.starts_ms, now)
    if settings.format == "arena":
        ends = tournament.ends_ms or tournament.starts_ms + settings.duration_minutes * 60_000
        opens_until = max(opens_until, ends)
    elif settings.format == "swiss":
        opens_until += SWISS_LATE_JOIN_MS
    return opens_until - now + MARGIN_MS


def in_it(tournament: Tournament, player: str) -> bool:
    """Registered (not withdrawn), or its creator."""
    entry = tournament.entry(player)
    return (entry is not None and not entry.withdrawn) or tournament.creator == f"player:{player}"


class TournamentInvitationService:
    """What the API asks of tournament invitations, over the tournament service."""

    def __init__(
        self,
        client: GameStateRedis,
        tournaments: TournamentService,
        hooks: HookQueue | None = None,
    ) -> None:
        self.client = client
        self.tournaments = tournaments
        self.hooks = hooks  # where `player.notified` messages go (service/players/notified.py)

    async def tournament(self, tournament_id: str) -> Tournament:
        """The tournament (404 `tournament_not_found` if none, or another app's)."""
        return await self.tournaments.get(tournament_id)

    @staticmethod
    def require_in(tournament: Tournament, player: Player) -> None:
        """403 `not_in_tournament` unless the player is registered in it or created it."""
        if not in_it(tournament, player.id):
            raise NotInTournament("only its players and its creator may invite to it or see whom")

    async def invite(
        self, tournament: Tournament, inviter: Player, invited: Player, blocked: BlockCheck
    ) -> TournamentInvitations:
        """`blocked(a, b)`: whether a blocked b. Inviting again renews the invitation."""
        self.require_in(tournament, inviter)
        if invited.id == inviter.id:
            raise CannotInviteSelf("you cannot invite yourself")
        progress.invitable(tournament, invited.id)
        if await blocked(invited.id, inviter.id):
            raise BlockedByPlayer("that player does not take invitations from you")
        if await blocked(inviter.id, invited.id):
            raise PlayerBlocked("you blocked that player: unblock them first")
        now = int(time.time() * 1000)
        invitation = Sent(
            tournament.id,
            tournament.settings.game,
            inviter.id,
            now,
            tournament.created_ms,
            target="tournament",
        )
        note = {"tournament": tournament.id, "game": tournament.settings.game}
        written = await send(
            self.client,
            target_key(tournament),
            field(tournament),
            invited.id,
            invitation,
            note,
            ttl_ms(tournament, now),
            self.hooks,
            tournament.app,
            inviter.name,
            MAX_PER_TOURNAMENT,
        )
        if not written:
            raise InvitationLimit(f"a tournament holds at most {MAX_PER_TOURNAMENT} invitations")
        return TournamentInvitations(await invited_to(self.client, target_key(tournament)))

    async def of_tournament(self, tournament: Tournament, player: Player) -> TournamentInvitations:
        self.require_in(tournament, player)
        return TournamentInvitations(await invited_to(self.client, target_key(tournament)))

    async def accept(self, player: Player, tournament_id: str) -> Tournament:
        """Registers the player as `POST /tournaments/{id}/registrations` does; 404
        `invitation_not_found` without an open invitation. A refusal because the event is
        over, closed or full (or the player registered meanwhile) lapses the invitation."""
        refuse_banned(player)
        tournament = await self.open_invitation(player, tournament_id)
        key, at = target_key(tournament), field(tournament)
        try:
            registered = await self.tournaments.register(tournament.id, player)
        except AlreadyRegistered:  # registered meanwhile: the invitation's answer is yes
            await answered(self.client, player.id, key, at, "accepted")
            raise
        except (RegistrationClosed, TournamentOver, TournamentFull):
            # Lapsed for the player; the tournament's list keeps it unanswered ("pending"),
            # as every invitation nobody answered before registration closed.
            await self.client.hdel(keys.invitations_key(player.id), field(tournament))
            raise
        await answered(self.client, player.id, key, at, "accepted")
        return registered

    async def decline(self, player: Player, tournament_id: str) -> None:
        tournament = await self.open_invitation(player, tournament_id)
        done = await answered(
            self.client, player.id, target_key(tournament), field(tournament), "declined"
        )
        if not done:
            raise InvitationNotFound(f"no open invitation of yours to {tournament_id!r}")

    async def current(self, tournament_id: str) -> Tournament | None:
        """The tournament as it is now (an overdue one brought up to date), if this app's."""
        try:
            return await self.tournaments.get(tournament_id)
        except TournamentNotFound:
            return None

    async def open_invitation(self, player: Player, tournament_id: str) -> Tournament:
        """The tournament of the player's open invitation, else 404 `invitation_not_found`."""
        tournament = await self.current(tournament_id)
        if tournament is not None:
            mine = keys.invitations_key(player.id)
            if await self.client.hexists(mine, field(tournament)):
                if progress.registering(tournament):
                    return tournament
                await self.client.hdel(mine, field(tournament))  # lapsed: registration closed
        raise InvitationNotFound(f"no open invitation of yours to {tournament_id!r}")

    async def still_open(self, player: str, invitation: Sent) -> TournamentAbout | None:
        """The tournament's name and game while `player`'s invitation to it is open: the same
        tournament (not an expired one's id reused), taking registrations, the player not
        in it yet. For the invitations list (service/players/invitations.py)."""
        tournament = await self.current(invitation.code)
        if tournament is None or tournament.created_ms != invitation.table_created_ms:
            return None
        entry = tournament.entry(player)
        if not progress.registering(tournament) or (entry is not None and not entry.withdrawn):
            return None
        return TournamentAbout(tournament.name, tournament.settings.game)
