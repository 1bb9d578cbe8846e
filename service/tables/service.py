"""The table service: load, check, apply a pure transition, compare-and-set save, then schedule
what comes next. HTTP controllers and worker jobs both enter here."""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from random import Random
from typing import Any

import msgspec

from service import errors
from service.bots import choose_action
from service.games.base import Event, Game
from service.games.registry import get_game
from service.settings import Settings
from service.store import LoggedStep, Store, idempotency_key
from service.tables import lifecycle
from service.tables.models import BotLevel, Member, Table
from service.tables.tokens import hash_token, is_valid_code, new_code, new_token, normalize_code
from service.tables.views import TableView, table_view

MAX_ATTEMPTS = 20
ANSWER_TTL_MS = 24 * 3600 * 1000

Transition = Callable[[Table], tuple[Table, list[Event]]]
BotNotifier = Callable[[str, int], Awaitable[None]]

_json = msgspec.json.Encoder()


def game_of(table: Table) -> Game:
    game = get_game(table.game)
    if game is None:  # a table of a game this build no longer hosts
        raise errors.GameNotFound(f"game {table.game!r} is not hosted here")
    return game


class TableService:
    def __init__(self, store: Store, settings: Settings, bots_due: BotNotifier | None) -> None:
        self.store = store
        self.settings = settings
        self.bots_due = bots_due

    # --- reading -------------------------------------------------------------------------
    async def load(self, code: str) -> Table:
        code = normalize_code(code)
        table = await self.store.load(code) if is_valid_code(code) else None
        if table is None:
            raise errors.TableNotFound(f"no table with code {code!r}")
        return table

    async def view(self, code: str, token: str | None) -> TableView:
        table = await self.load(code)
        return table_view(table, game_of(table), lifecycle.identify(table, token))

    async def legal_actions(self, code: str, token: str | None) -> tuple[int, list[Any]]:
        table = await self.load(code)
        caller = lifecycle.identify(table, token)
        if table.status != "playing" or caller.seat is None:
            return table.version, []
        game = game_of(table)
        return table.version, game.legal_actions(lifecycle.game_state(game, table), caller.seat)

    async def events(
        self, code: str, token: str | None, since: int, limit: int
    ) -> tuple[int, int, list[tuple[int, str, dict[str, Any]]]]:
        """(table version, last version read, events redacted for the caller)."""
        table = await self.load(code)
        caller = lifecycle.identify(table, token)
        steps = await self.store.steps_since(table.code, since, limit)
        shown = [
            (version, event.type, event.for_seat(caller.seat))
            for version, step in steps
            for event in step.events
        ]
        last = steps[-1][0] if steps else max(since, 0)
        return table.version, last, shown

    # --- writing -------------------------------------------------------------------------
    def ttl_ms(self, table: Table) -> int:
        seconds = (
            self.settings.finished_ttl_seconds if table.finished else self.settings.idle_ttl_seconds
        )
        return seconds * 1000

    async def create(
        self,
        game: Game,
        host_name: str,
        host_plays: bool,
        options: Any,
        bots: Sequence[BotLevel] = (),
    ) -> tuple[Table, str]:
        lifecycle.validate_options(game, options)
        token = new_token()
        for _ in range(MAX_ATTEMPTS):
            code = new_code()
            table = Table(
                code=code,
                game=game.id,
                created_ms=int(time.time() * 1000),
                host_name=host_name,
                host_plays=host_plays,
                host_token_hash=hash_token(code, token),
                options=lifecycle.encode(options),
                seed=secrets.token_bytes(32),
            )
            for level in bots:
                table, _, _ = lifecycle.add_bot(table, game, level)
            if await self.store.create(table, self.ttl_ms(table)):
                return table, token
        raise errors.TapeteError("could not allocate a table code; try again")

    async def mutate(
        self,
        code: str,
        transition: Transition,
        expected_version: int | None = None,
        logged_action: tuple[int, bytes] | None = None,
        answer: Callable[[Table], bytes] | None = None,
        answer_key: str | None = None,
    ) -> tuple[Table, bytes | None]:
        """Apply `transition` with compare-and-set; without an expected version a lost race
        retries on the fresh table, with one it is a 409."""
        for _ in range(MAX_ATTEMPTS):
            if answer_key is not None:
                stored = await self.store.answer(answer_key)
                if stored is not None:
                    return await self.load(code), stored
            table = await self.load(code)
            if expected_version is not None and table.version != expected_version:
                raise errors.VersionConflict(
                    f"the table is at version {table.version}, not {expected_version}",
                    current_version=table.version,
                )
            new_table, events = transition(table)
            seat, action = logged_action if logged_action else (None, None)
            step = LoggedStep(events, seat, action)
            body = answer(new_table) if answer is not None else None
            stored_answer = (
                (answer_key, body, ANSWER_TTL_MS) if answer_key and body is not None else None
            )
            if await self.store.save(
                new_table, table.version, step, self.ttl_ms(new_table), stored_answer
            ):
                await self.after_change(new_table)
                return new_table, body
            # Lost the race: the next attempt sees the winner (and a stored answer, if any).
        raise errors.VersionConflict("the table is too busy right now; retry")

    async def after_change(self, table: Table) -> None:
        if self.bots_due is None or table.status != "playing":
            return
        game = game_of(table)
        state = lifecycle.game_state(game, table)
        if any(table.members[seat].bot for seat in game.to_act(state)):
            await self.bots_due(table.code, table.version)

    async def host_change(self, code: str, token: str | None, transition: Transition) -> Table:
        def checked(table: Table) -> tuple[Table, list[Event]]:
            if lifecycle.identify(table, token).role != "host":
                raise errors.NotHost("only the host's token may do this")
            return transition(table)

        table, _ = await self.mutate(code, checked)
        return table

    async def join(self, code: str, name: str) -> tuple[Table, Member, str]:
        token = new_token()
        joined: list[Member] = []

        def transition(table: Table) -> tuple[Table, list[Event]]:
            new_table, member, events = lifecycle.join(table, game_of(table), name, token)
            joined[:] = [member]
            return new_table, events

        table, _ = await self.mutate(code, transition)
        return table, joined[0], token

    async def add_bot(self, code: str, token: str | None, level: BotLevel) -> Table:
        def transition(table: Table) -> tuple[Table, list[Event]]:
            new_table, _, events = lifecycle.add_bot(table, game_of(table), level)
            return new_table, events

        return await self.host_change(code, token, transition)

    async def remove_bot(self, code: str, token: str | None, member_id: int) -> Table:
        return await self.host_change(
            code, token, lambda table: lifecycle.remove_bot(table, member_id)
        )

    async def update(
        self, code: str, token: str | None, game_id: str, host_plays: bool | None, options: Any
    ) -> Table:
        def transition(table: Table) -> tuple[Table, list[Event]]:
            if game_id != table.game:
                raise errors.BadRequest(f"this table plays {table.game}, not {game_id}")
            return lifecycle.update_settings(table, game_of(table), host_plays, options)

        return await self.host_change(code, token, transition)

    async def start(self, code: str, token: str | None) -> Table:
        return await self.host_change(
            code, token, lambda table: lifecycle.start(table, game_of(table))
        )

    async def cancel(self, code: str, token: str | None) -> Table:
        return await self.host_change(
            code, token, lambda table: lifecycle.cancel(table, game_of(table))
        )

    async def act(
        self,
        code: str,
        token: str | None,
        action: Any,
        expected_version: int | None,
        idempotency: str | None,
    ) -> bytes:
        """A seat's move; answers the caller's new view as JSON (stored for retries)."""
        table = await self.load(code)
        caller = lifecycle.identify(table, token)
        if caller.seat is None:
            raise errors.NotSeated("only a seated player may act; spectators and observers watch")
        seat = caller.seat
        answer_key = None
        if idempotency is not None:
            scope = hashlib.sha256(f"{seat}:{idempotency}".encode()).hexdigest()[:32]
            answer_key = idempotency_key(table.code, scope)

        def transition(current: Table) -> tuple[Table, list[Event]]:
            return lifecycle.act(current, game_of(current), seat, action)

        def answer(new_table: Table) -> bytes:
            return _json.encode(table_view(new_table, game_of(new_table), caller))

        action_blob = msgspec.msgpack.encode(action)
        _, body = await self.mutate(
            code, transition, expected_version, (seat, action_blob), answer, answer_key
        )
        assert body is not None
        return body

    async def play_bot_turn(self, code: str, version: int, rng: Random | None = None) -> bool:
        """A worker's job: if bots are still due at `version`, one of them moves."""
        table = await self.store.load(code)
        if table is None or table.version != version or table.status != "playing":
            return False  # stale job: a newer one was scheduled, or the game is over
        game = game_of(table)
        state = lifecycle.game_state(game, table)
        bots = [seat for seat in sorted(game.to_act(state)) if table.members[seat].bot]
        if not bots:
            return False
        seat = bots[0]
        level = table.members[seat].bot
        assert level is not None
        action = choose_action(game, state, seat, level, rng or Random())
        try:
            await self.mutate(
                code,
                lambda current: lifecycle.act(current, game, seat, action),
                expected_version=version,
                logged_action=(seat, msgspec.msgpack.encode(action)),
            )
        except errors.VersionConflict:
            return False
        return True
