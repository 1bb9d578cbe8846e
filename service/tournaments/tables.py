"""A tournament's tables as ordinary tables: opened with their seats and started by the server
(no host: nobody holds a host token), a seat claimed by its player's credential, and a
finished table read back as the result the tournament scores. The table layer does the rest
(codes, views, streams, timers, records, ratings, spectators), as for any table."""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import Sequence

from service.core import errors
from service.storage.store import presence_id
from service.tables import lifecycle
from service.tables.changes import Change, Seen
from service.tables.clock import now_ms, step_clock
from service.tables.hosted import game_of, game_of_id
from service.tables.lifecycle import Step
from service.tables.models import Member, Table, TournamentTag
from service.tables.service import TableService
from service.tables.step import start_game
from service.tables.tokens import hash_token, new_token
from service.tournaments.models import TableResult

HOST_NAME = "Tournament"
UNCOUNTED = ("cancelled", "aborted")  # results that place nobody ahead of anybody


async def open_table(
    tables: TableService,
    app: str,
    code: str,
    game_id: str,
    options: bytes,
    seats: Sequence[tuple[str, str]],
    tag: TournamentTag,
    rated: bool,
) -> bool:
    """Table `code` with `seats` (name, player id; seat 0 first) started, tagged `tag`. Safe
    to repeat: a table already opened (and started) by an earlier attempt is left as it is.
    False if the code belongs to another table (the caller picks another code)."""
    game = game_of_id(game_id)
    members = [
        Member(id=number, name=name, player=player)
        for number, (name, player) in enumerate(seats, start=1)
    ]
    table = Table(
        code=code,
        game=game_id,
        created_ms=now_ms(),
        host_name=HOST_NAME,
        host_plays=False,
        host_token_hash=hash_token(code, new_token()),  # thrown away: no host
        members=members,
        next_member_id=len(members) + 1,
        options=options,
        seed=secrets.token_bytes(32),
        app=app,
        tournament=tag,
    )
    if not await tables.repository.create(table):
        existing = await tables.stored(code)
        if existing is None or existing.tournament != tag:
            return False
        if existing.status != "lobby":
            return True
    settings = tables.settings

    def start(current: Table, seen: Seen) -> tuple[Table, Step]:
        lifecycle.require_lobby(current)
        return start_game(current, game, step_clock(settings, seen), casual=not rated)

    with contextlib.suppress(errors.WrongStatus):  # started by an earlier attempt
        await tables.mutate(Change(code, start))
    return True


async def claim_seat(tables: TableService, code: str, player: str) -> tuple[Table, Member, str]:
    """`player`'s seat at a tournament table, with a new seat token (shown once): the table's
    way in for a player the server seated. A second claim replaces the first token."""
    token = new_token()
    claimed: list[Member] = []

    def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
        if table.tournament is None:
            raise errors.NotSeated("this is not a tournament table")
        for index, member in enumerate(table.members):
            if member.player == player and member.bot is None:
                mine = Member(
                    id=member.id,
                    name=member.name,
                    token_hash=hash_token(table.code, token),
                    timeouts=member.timeouts,
                    automatic=member.automatic,
                    player=member.player,
                )
                claimed[:] = [mine]
                members = [*table.members[:index], mine, *table.members[index + 1 :]]
                return lifecycle.bumped(table, members=members), Step()
        raise errors.NotSeated("this player has no seat at this table")

    presence = presence_id(hash_token(code, token))
    table, _ = await tables.mutate(Change(code, transition, present=presence))
    return table, claimed[0], token


def table_result(table: Table, round_number: int, finished: int) -> TableResult:
    """How the tournament scores a finished table: each seat's place as its game ranks the
    outcome (`Game.placements`; a cancelled or aborted game places everyone level), and as
    forfeits the players who never came (never claimed their seat)."""
    seats = [member.player or "" for member in table.members]
    outcome = table.result
    if outcome is None or outcome.reason in UNCOUNTED:
        placements = [1] * len(seats)
    else:
        placements = game_of(table).placements(outcome, len(seats))
    forfeits = [m.player for m in table.members if m.player and m.token_hash is None]
    return TableResult(
        code=table.code,
        round=round_number,
        seats=seats,
        placements=placements,
        forfeits=forfeits,
        finished=finished,
    )
