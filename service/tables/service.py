"""The table service: load (applying anything overdue first), check, run a pure transition,
compare-and-set save together with what comes next (a due bot turn, the next timer; after the
save when the queue is on another server). HTTP controllers and worker jobs both enter here."""

from __future__ import annotations

import hashlib
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, get_args

import msgspec
from msgspec.structs import replace

from service.core import errors, metrics
from service.core.logcontext import note_seat
from service.core.settings import Settings
from service.games.base import AnyGame, IllegalAction
from service.games.registry import GAMES, get_game
from service.storage.queue import timers_key, webhooks_key
from service.storage.store import LoggedStep, Schedule, Store
from service.tables import lifecycle, timing, webhooks
from service.tables.fanout import Poll, SharedRead, SharedReads, StreamUpdate
from service.tables.lifecycle import Step
from service.tables.models import BotLevel, Member, Status, Table, Visibility
from service.tables.presence import connected_seats, last_seen_by_seat, presence_id
from service.tables.step import Input, Move, Wake, advance, plan, start_game
from service.tables.tokens import hash_token, is_valid_code, new_code, new_token, normalize_code
from service.tables.views import TableView, table_view

MAX_ATTEMPTS = 20
PRESENCE_EVERY_MS = 1000  # a token's presence is written at most this often per process
PRESENCE_MEMORY = 100_000  # presence writes remembered per process before starting afresh

Seen = dict[int, int]  # seat -> when its token last polled or acted (ms)
Transition = Callable[[Table, Seen], tuple[Table, Step]]
# (code, version, previous version, a bot is due, next wake-up ms, the game just ended)
Scheduler = Callable[[str, int, int, bool, "int | None", bool], Awaitable[None]]
Deliverer = Callable[[list[tuple[str, bytes]]], Awaitable[None]]

_json = msgspec.json.Encoder()


def game_of(table: Table) -> AnyGame:
    game = get_game(table.game)
    if game is None:  # a table of a game this build no longer hosts
        raise errors.GameNotFound(f"game {table.game!r} is not hosted here")
    return game


def now_ms() -> int:
    return int(time.time() * 1000)


def lobby(change: Callable[[Table], tuple[Table, list[Any]]]) -> Transition:
    """A lobby change as a transition: its events, no game moves."""

    def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
        new_table, events = change(table)
        return new_table, Step(events=list(events))

    return transition


class TableService:
    def __init__(
        self,
        store: Store,
        settings: Settings,
        scheduler: Scheduler | None,
        deliverer: Deliverer | None = None,
    ) -> None:
        self.store = store
        self.settings = settings
        self.scheduler = scheduler
        # Webhooks: scheduled by the save itself with the timers; else after it by `deliverer`.
        self.deliverer = deliverer
        # With the timers on the game state's server, a save sets the next timer and bot turn
        # in its own script; otherwise they are set after the save (see JobQueue.after_change).
        self.timers_key = (
            timers_key(settings.queue_name)
            if scheduler is not None and settings.schedules_atomically
            else None
        )
        self.presence_written: dict[tuple[str, bytes], int] = {}
        self.shared_reads = SharedReads(self.read_for_waiters)

    def clock(self, seen: Seen | None = None) -> timing.Clock:
        settings = self.settings
        grace = int(settings.bot_grace_seconds * 1000 * settings.time_scale)
        return timing.Clock(now_ms(), grace, settings.time_scale, seen)

    # --- reading -------------------------------------------------------------------------
    async def load(
        self, code: str, token: str | None = None, apply_overdue: bool = True
    ) -> tuple[Table, dict[bytes, int]]:
        """The table with anything overdue applied, and its presence map; marks `token` seen.
        A stopped or lagging worker delays a timer but never freezes a table."""
        code = normalize_code(code)
        if not is_valid_code(code):
            raise errors.TableNotFound(f"no table with code {code!r}")
        presence = self.presence_to_write(code, token)
        table, seen = await self.store.load_and_touch(code, presence, now_ms())
        if table is None:
            raise errors.TableNotFound(f"no table with code {code!r}")
        if apply_overdue and self.overdue(table, seen):
            await self.wake(code, table.version)
            table, seen = await self.store.load_and_touch(code, None, now_ms())
            if table is None:
                raise errors.TableNotFound(f"no table with code {code!r}")
        return table, seen

    def overdue(self, table: Table, seen: dict[bytes, int]) -> bool:
        if table.status != "playing":
            return False
        return timing.overdue(table, game_of(table), self.clock(last_seen_by_seat(table, seen)))

    def presence_to_write(self, code: str, token: str | None) -> bytes | None:
        """The caller's presence id, unless this process wrote it less than a second ago:
        presence only needs seconds (C8 looks back 15 s, R8 60 s), and polls come faster."""
        if token is None:
            return None
        presence = presence_id(hash_token(code, token))
        key, now = (code, presence), now_ms()
        every = PRESENCE_EVERY_MS * self.settings.time_scale  # tests shorten R8's minute too
        if now - self.presence_written.get(key, -PRESENCE_EVERY_MS) < every:
            return None
        if len(self.presence_written) >= PRESENCE_MEMORY:
            self.presence_written.clear()
        self.presence_written[key] = now
        return presence

    def connected(self, table: Table, seen: dict[bytes, int]) -> set[int]:
        """C8: seats whose token polled or acted within the presence window."""
        window = int(self.settings.presence_seconds * 1000)
        return connected_seats(table, seen, now_ms(), window)

    async def view(self, code: str, token: str | None) -> TableView:
        view, _ = await self.view_and_wake(code, token)
        return view

    async def view_and_wake(self, code: str, token: str | None) -> tuple[TableView, int | None]:
        """The caller's view, and when the table's next deadline or pause end falls (ms; None
        if it has none): what a long-poll or a stream waits for besides a change."""
        poll, wake_at_ms = await self.poll_and_wake(code, token)
        return poll.view(), wake_at_ms

    async def poll_and_wake(self, code: str, token: str | None) -> tuple[Poll, int | None]:
        """As view_and_wake, the view built only if asked for (a 304 needs only its tag)."""
        table, seen = await self.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        poll = Poll(table, game_of(table), caller, self.connected(table, seen), now_ms())
        return poll, table.wake_at_ms

    async def poll_after_change(self, code: str, token: str | None, since: int) -> Poll:
        """The answer of a long-poll woken by a change past `since`: the waiters of one table
        share one read and, per kind of caller, one view and its JSON (see fanout.py)."""
        shared = await self.shared_reads.get(normalize_code(code))
        table = shared.table
        if table.version <= since:  # a read from before this change: read afresh
            return (await self.poll_and_wake(code, token))[0]
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        key = (caller.role, caller.seat, caller.member_id)
        poll = shared.polls.get(key)
        if poll is None:
            poll = Poll(table, game_of(table), caller, shared.connected, now_ms())
            shared.polls[key] = poll
        return poll

    async def stream_update(
        self, code: str, token: str | None, since: int, at_least: int = 0
    ) -> StreamUpdate:
        """A stream's message for a change past `since` (to version `at_least` at least, the
        newest announced): the events after `since` (redacted as `events` redacts them) and the
        view. The streams of one table share the read, the log read and, per kind of caller,
        the encoded update (see fanout.py)."""
        code = normalize_code(code)
        shared = await self.shared_reads.get(code)
        if shared.table.version < max(since + 1, at_least):  # older than the change: read afresh
            shared = await self.read_for_waiters(code)
        table = shared.table
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        view_key = (caller.role, caller.seat, caller.member_id)
        update = shared.updates.get((view_key, since))
        if update is not None:
            return update
        steps = await shared.steps_after(
            since, lambda: self.store.steps_since(code, since, table.version - since, table.version)
        )
        update = shared.updates.get((view_key, since))  # built by another stream meanwhile
        if update is not None:
            return update
        view = shared.views.get(view_key)
        if view is None:
            view = table_view(table, game_of(table), caller, shared.connected, now_ms())
            shared.views[view_key] = view
        game = game_of(table)
        events = [
            {"version": version, "type": event.type, "data": event.for_seat(caller.seat)}
            for version, step in steps
            for event in map(game.upgrade_event, step.events)
        ]
        page = {"since": since, "version": table.version, "events": events}
        update = StreamUpdate(since, view, _json.encode(page), _json.encode(view), table.wake_at_ms)
        shared.updates[(view_key, since)] = update
        return update

    async def due_check(self, code: str) -> tuple[int, float]:
        """For the streams of a table whose deadline passed: one shared read (which applies
        what is overdue) answers (its version, seconds until its next deadline or pause end)."""
        shared = await self.shared_reads.get(normalize_code(code))
        wake_at = shared.table.wake_at_ms
        left = float("inf") if wake_at is None else (wake_at - now_ms()) / 1000
        return shared.table.version, left

    async def mark_seen(self, code: str, token: str | None) -> None:
        """An open stream counts as polling: its token is marked seen (at most once a second
        per token and process, as polls are)."""
        code = normalize_code(code)
        presence = self.presence_to_write(code, token)
        if presence is not None:
            await self.store.load_and_touch(code, presence, now_ms())

    async def read_for_waiters(self, code: str) -> SharedRead:
        table, seen = await self.load(code)
        return SharedRead(table, self.connected(table, seen))

    async def legal_actions(self, code: str, token: str | None) -> tuple[int, list[Any]]:
        table, _ = await self.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        if table.status != "playing" or caller.seat is None:
            return table.version, []
        game = game_of(table)
        return table.version, game.legal_actions(lifecycle.game_state(game, table), caller.seat)

    async def events(
        self, code: str, token: str | None, since: int, limit: int
    ) -> tuple[int, int, list[tuple[int, str, dict[str, Any]]]]:
        """(table version, last version read, events redacted for the caller)."""
        table, _ = await self.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        steps = await self.store.steps_since(table.code, since, limit, table.version)
        game = game_of(table)
        shown = [
            (version, event.type, event.for_seat(caller.seat))
            for version, step in steps
            for event in map(game.upgrade_event, step.events)
        ]
        last = steps[-1][0] if steps else max(since, 0)
        return table.version, last, shown

    async def ping(self) -> None:
        """Raises unless the game state's Redis answers (readiness)."""
        await self.store.ping()

    async def table_counts(self) -> dict[tuple[str, str], int]:
        """Live tables by (game, status), for the tables gauge."""
        return await self.store.count_by_status(sorted(GAMES), get_args(Status), now_ms())

    # --- writing -------------------------------------------------------------------------
    def ttl_ms(self, table: Table) -> int:
        seconds = (
            self.settings.finished_ttl_seconds if table.finished else self.settings.idle_ttl_seconds
        )
        return seconds * 1000

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
    ) -> tuple[Table, str]:
        """A new table; `player` is the host's player identity (its seat's, if it plays). With
        `code` (reserved by the caller), that code or a 409 if it is taken."""
        lifecycle.validate_options(game, options)
        token = new_token()
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
                visibility=visibility,
                hints=hints,
                options=lifecycle.encode(options),
                seed=secrets.token_bytes(32),
            )
            for level in bots:
                table, _, _ = lifecycle.add_bot(table, game, level)
            if await self.store.create(table, self.ttl_ms(table)):  # the host marked present
                return table, token
            code = None
        raise errors.TapeteError("could not allocate a table code; try again")

    async def mutate(
        self,
        code: str,
        transition: Transition,
        expected_version: int | None = None,
        answer: Callable[[Table], bytes] | None = None,
        answer_scope: str | None = None,
        token: str | None = None,
        skip_unchanged: bool = False,
        loaded: tuple[Table, dict[bytes, int]] | None = None,
        present: bytes | None = None,
    ) -> tuple[Table, bytes | None]:
        """Apply `transition` with compare-and-set; without an expected version a lost race
        retries on the fresh table, with one it is a 409. With `skip_unchanged`, a transition
        that changes nothing is not saved (its timer is set again instead). `loaded` (a table
        and presence the caller just read) saves the first attempt a read; `present` (a presence
        id) is marked seen by the save itself."""
        for _ in range(MAX_ATTEMPTS):
            if answer_scope is not None:
                stored = await self.store.answer(normalize_code(code), answer_scope)
                if stored is not None:
                    return (await self.load(code))[0], stored
            if loaded is not None:
                (table, raw_seen), loaded = loaded, None
            else:
                # No separate wake here: a game step applies what is overdue itself.
                table, raw_seen = await self.load(code, token, apply_overdue=False)
            seen = last_seen_by_seat(table, raw_seen)
            if expected_version is not None and table.version != expected_version:
                raise errors.VersionConflict(
                    f"the table is at version {table.version}, not {expected_version}",
                    current_version=table.version,
                )
            try:
                new_table, step = transition(table, seen)
            except errors.TapeteError as error:
                if isinstance(error.__cause__, IllegalAction):  # the rules refused a move
                    metrics.record_rejected(table.game, error.__cause__.code)
                raise
            if skip_unchanged and unchanged(table, new_table, step):
                await self.reschedule(table, seen)
                return table, None
            body = answer(new_table) if answer is not None else None
            stored_answer = (answer_scope, body) if answer_scope and body is not None else None
            logged = LoggedStep(step.events, step.moves)
            bot_due, wake_at = False, None
            if self.scheduler is not None:  # no queue (an API started without workers' jobs)
                bot_due, wake_at = self.plan(new_table, seen)
            deliveries = self.webhook_deliveries(table, new_table)
            schedule = None
            if self.timers_key is not None:
                hooks_key = webhooks_key(self.settings.queue_name)
                # A game that just ended gets its end-of-game job (record, ratings) in the
                # same atomic save: it can be neither lost nor scheduled twice.
                ended = ended_now(table, new_table)
                schedule = Schedule(self.timers_key, wake_at, bot_due, hooks_key, deliveries, ended)
            if await self.store.save(
                new_table,
                table.version,
                logged,
                self.ttl_ms(new_table),
                stored_answer,
                schedule=schedule,
                present=present,
            ):
                metrics.record_step(table, new_table, step)
                await self.store.index_status(new_table, table.status, self.ttl_ms(new_table))
                if self.scheduler is not None and schedule is None:
                    await self.scheduler(
                        new_table.code,
                        new_table.version,
                        table.version,
                        bot_due,
                        wake_at,
                        ended_now(table, new_table),
                    )
                    if self.deliverer is not None and deliveries:
                        await self.deliverer(list(deliveries))
                return new_table, body
            metrics.VERSION_CONFLICTS.labels(table.game).inc()
            # Lost the race: the next attempt sees the winner (and a stored answer, if any).
        raise errors.VersionConflict("the table is too busy right now; retry")

    def webhook_deliveries(self, before: Table, after: Table) -> tuple[tuple[str, bytes], ...]:
        """(field, record) of each webhook the change owes (none without a queue: nobody would
        deliver them)."""
        if self.scheduler is None:
            return ()
        owed = webhooks.deliveries(before, after, self.settings.webhook_url_list, now_ms())
        return tuple(
            (webhooks.delivery_field(delivery, index), webhooks.encode_delivery(delivery))
            for index, delivery in enumerate(owed)
        )

    def plan(self, table: Table, seen: Seen) -> tuple[bool, int | None]:
        """What a saved `table` schedules: whether a bot must move now, and its next wake-up."""
        if table.status != "playing":
            return False, None
        planned = plan(table, game_of(table), self.clock(seen))
        return planned.bot_due, planned.wake_at_ms

    async def reschedule(self, table: Table, seen: Seen) -> None:
        """A timer fired early (e.g. the seat it watched polled since): set it again."""
        if self.scheduler is None:
            return
        wake_at = self.next_wake(table, seen)
        if self.timers_key is not None:
            await self.store.set_timer(self.timers_key, table.code, table.version, wake_at)
        else:
            await self.scheduler(table.code, table.version, table.version, False, wake_at, False)

    def next_wake(self, table: Table, seen: Seen) -> int | None:
        if table.status != "playing":
            return None
        return timing.next_wake(table, game_of(table), self.clock(seen))

    def advance(self, table: Table, seen: Seen, given: Input) -> tuple[Table, Step]:
        """One version of a game in progress (see step.advance), at this moment."""
        return advance(table, game_of(table), self.clock(seen), given)

    async def host_change(self, code: str, token: str | None, transition: Transition) -> Table:
        def checked(table: Table, seen: Seen) -> tuple[Table, Step]:
            if lifecycle.identify(table, token).role != "host":
                raise errors.NotHost("only the host's token may do this")
            return transition(table, seen)

        table, _ = await self.mutate(code, checked, token=token)
        return table

    async def join(
        self, code: str, name: str, player: str | None = None
    ) -> tuple[Table, Member, str]:
        token = new_token()
        joined: list[Member] = []

        def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
            new_table, member, events = lifecycle.join(table, game_of(table), name, token, player)
            joined[:] = [member]
            return new_table, Step(events=events)

        # The new player is marked present by the join's own save: no second write to lose.
        presence = presence_id(hash_token(normalize_code(code), token))
        table, _ = await self.mutate(code, transition, present=presence)
        return table, joined[0], token

    async def add_bot(self, code: str, token: str | None, level: BotLevel) -> Table:
        def transition(table: Table) -> tuple[Table, list[Any]]:
            new_table, _, events = lifecycle.add_bot(table, game_of(table), level)
            return new_table, events

        return await self.host_change(code, token, lobby(transition))

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
        loaded, seen = await self.load(code, token)
        connected = self.connected(loaded, seen)

        def transition(table: Table, seen: Seen) -> tuple[Table, Step]:
            """C8: every human seat connected (joined or polled within the presence window)."""
            game = game_of(table)
            lifecycle.require_lobby(table)
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
            return start_game(table, game, self.clock(seen))

        return await self.host_change(code, token, transition)

    async def cancel(self, code: str, token: str | None) -> Table:
        def transition(table: Table) -> tuple[Table, list[Any]]:
            new_table, events = lifecycle.cancel(table, game_of(table))
            return replace(new_table, deadlines={}, pause_until_ms=None), events

        return await self.host_change(code, token, lobby(transition))

    async def act(
        self,
        code: str,
        token: str | None,
        action: Any,
        expected_version: int | None,
        idempotency: str | None,
    ) -> bytes:
        """A seat's move; answers the caller's new view as JSON (stored for retries)."""
        table, seen = await self.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        if caller.seat is None:
            raise errors.NotSeated("only a seated player may act; spectators and observers watch")
        seat = caller.seat
        scope = None
        if idempotency is not None:
            scope = hashlib.sha256(f"{seat}:{idempotency}".encode()).hexdigest()[:32]

        def answer(new_table: Table) -> bytes:
            view = table_view(new_table, game_of(new_table), caller, set(), now_ms())
            return _json.encode(view)

        _, body = await self.mutate(
            code,
            lambda current, seen: self.advance(current, seen, Move(seat, action)),
            expected_version,
            answer,
            scope,
            token,
            loaded=(table, seen),
        )
        assert body is not None
        return body

    async def wake(self, code: str, version: int) -> bool:
        """A timer fired (or a request found the table overdue): apply what is due."""
        try:
            await self.mutate(
                code,
                lambda table, seen: self.advance(table, seen, Wake()),
                expected_version=version,
                skip_unchanged=True,
            )
        except (errors.VersionConflict, errors.TableNotFound):
            return False  # stale: the table moved on and scheduled its own timer
        return True

    async def bot_to_move(self, code: str, version: int) -> BotTurn | None:
        """The bot seat due at `version` and what it decides from; None for a stale job (a
        newer one was scheduled, or the game is over). The bot itself runs in the caller."""
        table = await self.store.load(code)
        if table is None or table.version != version or table.status != "playing":
            return None
        game = game_of(table)
        state = lifecycle.game_state(game, table)
        bots = [seat for seat in sorted(game.to_act(state)) if table.members[seat].bot]
        if not bots:
            return None
        seat = bots[0]
        level = table.members[seat].bot
        assert level is not None
        return BotTurn(game, state, seat, level, bot_rng(table))

    async def seat_act(self, code: str, version: int, seat: int, action: Any) -> bool:
        """A move for `seat` at exactly `version`, not by a person (a bot's): the same step
        as a player's act, without the reset of timeouts a move by hand makes (C5)."""
        try:
            await self.mutate(
                code,
                lambda current, seen: self.advance(current, seen, Move(seat, action, False)),
                expected_version=version,
            )
        except (errors.VersionConflict, errors.NotYourTurn, errors.IllegalMove):
            return False
        return True


def ended_now(before: Table, after: Table) -> bool:
    """A started game ended with this save (finished, cancelled or aborted)."""
    return after.finished and not before.finished and after.started_version is not None


@dataclass(frozen=True)
class BotTurn:
    """What a bot decides from: the true state (bots only look at resamples of it), its seat,
    its level and its random stream."""

    game: AnyGame
    state: Any
    seat: int
    level: BotLevel
    rng: Random


def bot_rng(table: Table) -> Random:
    """C3 for bots: their random stream comes from the table's seed and version, so a replayed
    game replays the bots' choices too (apart from Hard's time budget)."""
    return Random(b"bot" + table.seed + table.version.to_bytes(8, "big"))


def is_human_seat(table: Table, seat: int) -> bool:
    return seat >= len(table.members) or table.members[seat].bot is None


def unchanged(before: Table, after: Table, step: Step) -> bool:
    """Nothing happened: no event, no move, and every field as it was but the version."""
    return not step.events and not step.moves and replace(after, version=before.version) == before
