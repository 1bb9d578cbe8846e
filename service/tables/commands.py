"""The table's commands: create, join, the host's lobby changes (bots, settings, start, cancel)
and a seat's move; a join or a bot that completes a quick-play table's seats starts it
(autostart.py). Each is a pure transition, run as a `Change` by the change engine
(changes.py) over the repository (repository.py)."""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import msgspec
from msgspec.structs import replace

from service.core import errors
from service.core.logcontext import note_seat
from service.core.tenancy import DEFAULT_APP, current_app
from service.games.base import AnyGame
from service.storage.store import presence_id
from service.tables import autostart, lifecycle
from service.tables.changes import MAX_ATTEMPTS, Change, Seen, TableChanges, Transition, lobby
from service.tables.clock import now_ms, step_clock
from service.tables.hosted import game_of
from service.tables.lifecycle import Step
from service.tables.models import BotLevel, Member, SeatsWanted, Table, Visibility
from service.tables.reads import view_key
from service.tables.recent import Revised
from service.tables.repository import TableRepository
from service.tables.step import Move, start_game
from service.tables.tokens import hash_token, new_code, new_token, normalize_code
from service.tables.views import table_view

_json = msgspec.json.Encoder()


class TableCommands:
    """The commands, over the repository and the change engine they are given."""

    def __init__(
        self,
        repository: TableRepository,
        changes: TableChanges,
        live_quota: Callable[[str], Awaitable[int]] | None = None,
    ) -> None:
        self.repository = repository
        self.changes = changes
        self.settings = repository.settings
        self.live_quota = live_quota  # an app's quota of live tables (0: none), by app id

    async def live_quota_of(self, app: str) -> int:
        if app == DEFAULT_APP or self.live_quota is None:
            return 0  # the default app: unlimited, nothing counted
        return await self.live_quota(app)

    async def create(
        self,
        game: AnyGame,
        host_name: str,
        host_plays: bool,
        options: Any,
        bots: Sequence[BotLevel] = (),
        player: str | None = None,
        code: str | None = None,
        visibility: Visibility = "private",
        hints: bool = False,
        seats_wanted: SeatsWanted | None = None,
        free_chat: bool = False,
    ) -> tuple[Table, str]:
        """A new table; `player` is the host's player identity (its seat's, if it plays). With
        `code` (reserved by the caller), that code or a 409 if it is taken; with
        `seats_wanted` (quick play's), it starts by itself (autostart.py)."""
        lifecycle.validate_options(game, options)
        token = new_token()
        live_quota = await self.live_quota_of(current_app())
        for _ in range(MAX_ATTEMPTS if code is None else 1):
            code = code or new_code()
            table = Table(
                code=code,
                game=game.id,
                created_ms=now_ms(),
                host_name=host_name,
                host_plays=host_plays,
                host_token_hash=hash_token(code, token),
                host_player=player,
                host_member=lifecycle.HOST_MEMBER_ID,
                visibility=visibility,
                hints=hints,
                free_chat=free_chat,
                seats_wanted=seats_wanted,
                app=current_app(),
                options=lifecycle.encode(options),
                seed=secrets.token_bytes(32),
            )
            for level in bots:
                table, _, _ = lifecycle.add_bot(table, game, level)
            if await self.repository.create(table, live_quota):  # the host marked present
                return table, token
            code = None
        raise errors.TapeteError("could not allocate a table code; try again")

    async def host_change(
        self,
        code: str,
        token: str | None,
        transition: Transition,
        loaded: Revised | None = None,
        recently: bool = False,
        present: bytes | None = None,
    ) -> Table:
        """The host's change (`loaded`: a read to start from, with its revision; `recently`
        if it is a recent one; `present`: marked seen by the save)."""

        def checked(table: Table, seen: Seen) -> tuple[Table, Step]:
            if lifecycle.identify(table, token).role != "host":
                raise errors.NotHost("only the host's token may do this")
            return transition(table, seen)

        change = Change(
            code, checked, token=token, loaded=loaded, present=present, loaded_recently=recently
        )
        table, _ = await self.changes.mutate(change)
        return table

    async def join(
        self, code: str, name: str, player: str | None = None
    ) -> tuple[Table, Member, str]:
        token = new_token()
        joined: list[Member] = []

        def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
            new_table, member, events = lifecycle.join(table, game_of(table), name, token, player)
            joined[:] = [member]
            return self.seated(table, seen, new_table, events, member.token_hash)

        # The new player is marked present by the join's own save: no second write to lose.
        presence = presence_id(hash_token(normalize_code(code), token))
        # Joined a moment after the table was made or joined through this process: from
        # that read (a stale one fails the save's compare-and-set, and the join is done again
        # from a fresh read).
        recent = self.repository.recent_lobby(normalize_code(code))
        change = Change(
            code, transition, present=presence, loaded=recent, loaded_recently=recent is not None
        )
        table, _ = await self.changes.mutate(change)
        return table, joined[0], token

    async def add_bot(self, code: str, token: str | None, level: BotLevel) -> Table:
        def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
            new_table, _, events = lifecycle.add_bot(table, game_of(table), level)
            return self.seated(table, seen, new_table, events, table.host_token_hash)

        return await self.host_change(code, token, transition)

    def seated(
        self, before: Table, seen: Seen, after: Table, events: list[Any], arrived: bytes | None
    ) -> tuple[Table, Step]:
        """A lobby change that took a seat (`seen`: presence by seat before it; `arrived`: the
        token hash of whoever is here for it): quick play's table starts if it is due now
        (autostart.py), else the change as it is."""
        here = self.repository.connected_tokens(before, seen) | {arrived or b""}
        clock = step_clock(self.settings, seen)
        return autostart.settle(after, game_of(after), here, clock, Step(events=events))

    async def remove_bot(self, code: str, token: str | None, member_id: int) -> Table:
        return await self.host_change(
            code, token, lobby(lambda table: lifecycle.remove_bot(table, member_id))
        )

    async def update(
        self, code: str, token: str | None, game_id: str, host_plays: bool | None, options: Any
    ) -> Table:
        def transition(table: Table) -> tuple[Table, list[Any]]:
            if game_id != table.game:
                raise errors.WrongGame(f"this table plays {table.game}, not {game_id}")
            return lifecycle.update_settings(table, game_of(table), host_plays, options)

        return await self.host_change(code, token, lobby(transition))

    async def start(self, code: str, token: str | None) -> Table:
        repository = self.repository
        # From this process's read of the lobby of a moment ago, if it has one (its last join
        # went through here): the host is marked present by the start's save, as its read
        # would have. A stale read (a seat that polled through another process meanwhile)
        # may refuse to start or fail the save: then it is done again from a fresh read.
        recent = repository.recent_lobby(normalize_code(code))
        present = None
        if recent is None:
            loaded = await self.changes.load_revised(code, token)  # the host's read marks it
        else:
            loaded = recent
            present = repository.presence_to_write(normalize_code(code), token)

        def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
            """C8: every human seat connected (joined or polled within the presence window);
            the host's own seat is (it is starting)."""
            game = game_of(table)
            lifecycle.require_lobby(table)
            connected = repository.connected_seats(seen)
            if (host_seat := lifecycle.identify(table, token).seat) is not None:
                connected.add(host_seat)
            missing = [
                name
                for seat, name in enumerate(lifecycle.seat_names(table))
                if is_human_seat(table, seat) and seat not in connected
            ]
            if missing:
                raise errors.CannotStart(
                    "every human seat must be connected (polled in the last "
                    f"{self.settings.presence_seconds:g} s); waiting for {', '.join(missing)}"
                )
            return start_game(table, game, step_clock(self.settings, seen))

        # The read that told who is connected is the first attempt's (one read fewer).
        return await self.host_change(
            code, token, transition, loaded=loaded, recently=recent is not None, present=present
        )

    async def cancel(self, code: str, token: str | None) -> Table:
        return await self.host_change(code, token, lobby(cancelled))

    async def cancel_by_operator(self, code: str, reason: str) -> Table:
        """An operator's cancel (the admin API): the host's (C7), with who and why in the
        result's details, which every seat and spectator sees."""

        why = {"cancelled_by": "operator", "reason": reason}
        transition = lobby(lambda table: cancelled(table, why))
        table, _ = await self.changes.mutate(Change(code, transition))
        return table

    async def act(
        self,
        code: str,
        token: str | None,
        action: Any,
        expected_version: int | None,
        idempotency: str | None,
    ) -> bytes:
        """A seat's move; answers the caller's new view as JSON (stored for retries). It
        starts from this process's read of a moment ago when there is one (recent.py):
        a client lists its actions, then acts."""
        repository, changes = self.repository, self.changes
        recent = repository.recent_read(normalize_code(code), expected_version)
        present = None
        if recent is None:
            table, seen, revision = await changes.load_revised(code, token)
        else:
            table, seen, revision = recent
            present = repository.presence_to_write(table.code, token)  # marked by the save
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        if caller.seat is None:
            raise errors.NotSeated("only a seated player may act; spectators and observers watch")
        seat = caller.seat
        scope = None
        if idempotency is not None:
            scope = hashlib.sha256(f"{seat}:{idempotency}".encode()).hexdigest()[:32]

        def answer(new_table: Table, seen: dict[bytes, int]) -> bytes:
            # Who is connected as a poll right after would say: the presence map this move
            # read and its save leaves, the mover certainly (it has just acted).
            connected = repository.connected(new_table, seen)
            connected.add(seat)
            view = table_view(new_table, game_of(new_table), caller, connected, now_ms())
            body = _json.encode(view)
            if repository.watched(new_table.code):  # the mover's stream is sent the same
                repository.recent.remember_answer(new_table, (view_key(caller), view, body))
            return body

        try:
            _, body = await changes.mutate(
                Change(
                    code,
                    lambda current, seen: changes.advance(current, seen, Move(seat, action)),
                    expected_version,
                    answer,
                    scope,
                    token,
                    loaded=(table, seen, revision),
                    present=present,
                    loaded_recently=recent is not None,
                )
            )
        except errors.TapeteError:
            if present is not None:  # a refused move still counts as being here
                await repository.load_and_touch(table.code, present)
            raise
        assert body is not None
        return body


def is_human_seat(table: Table, seat: int) -> bool:
    return seat >= len(table.members) or table.members[seat].bot is None


def cancelled(table: Table, details: dict[str, str] | None = None) -> tuple[Table, list[Any]]:
    """C7's cancel, its timers gone; `details` (who and why) added to the result."""
    new_table, events = lifecycle.cancel(table, game_of(table))
    result = new_table.result
    if details and result is not None:
        result = replace(result, details={**result.details, **details})
    return replace(new_table, result=result, deadlines={}, pause_until_ms=None), events
