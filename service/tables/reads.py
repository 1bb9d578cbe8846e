"""What callers read of a table: views (for a long-poll or a stream, shared by the waiters of
one table), legal actions and the event log. Reads load through the change engine (a read
applies what is overdue first, changes.py) and read the log through the repository
(repository.py), which also answers versions, the stored table and the gauges' counts."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any

import msgspec

from service.core.logcontext import note_seat
from service.tables import lifecycle
from service.tables.changes import TableChanges
from service.tables.clock import now_ms
from service.tables.fanout import Poll, SharedRead, SharedReads, Steps, StreamUpdate, ViewKey
from service.tables.hosted import game_of
from service.tables.models import Caller, Table
from service.tables.repository import TableRepository
from service.tables.tokens import normalize_code
from service.tables.views import TableView, table_view

_json = msgspec.json.Encoder()


def view_key(caller: Caller) -> ViewKey:
    """Callers with the same key see the same view."""
    return (caller.role, caller.seat, caller.member_id)


class TableReads:
    """The reads, over the repository and the change engine they are given; the waiters of
    one table share one read (`shared_reads`, see fanout.py)."""

    def __init__(self, repository: TableRepository, changes: TableChanges) -> None:
        self.repository = repository
        self.changes = changes
        self.shared_reads = SharedReads(self.read_for_waiters)

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
        table, seen = await self.changes.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        poll = Poll(table, game_of(table), caller, self.repository.connected(table, seen), now_ms())
        return poll, table.wake_at_ms

    async def view_after(self, table: Table, token: str | None) -> TableView:
        """The caller's view of a table this process just saved (its command's answer), from
        the save itself when it is still this process's latest read (recent.py), else read."""
        found = self.repository.recent.get(table.code)
        if found is None or found[0].version != table.version:
            return await self.view(table.code, token)
        saved, seen = found
        caller = lifecycle.identify(saved, token)
        note_seat(caller.seat)
        connected = self.repository.connected(saved, seen)
        return Poll(saved, game_of(saved), caller, connected, now_ms()).view()

    def prepare_wake(
        self, code: str, version: int, sinces: frozenset[int]
    ) -> Awaitable[None] | None:
        """Before the waiters of a change to `version` wake (the notifier calls this): the read
        they share, and the log after each woken stream's `since`, so that each finds its
        answer ready (see fanout.py). None when this process has all of it at hand (it saved
        the change: `saved_read`, and the step it logged), else the reads to await."""
        code = normalize_code(code)
        shared = self.shared_reads.ready(code, version) or self.saved_read(code, version)
        if shared is not None and self.seed_logs(shared, sinces):
            return None
        return self.read_for_wake(code, version, sinces)

    def seed_logs(self, shared: SharedRead, sinces: frozenset[int]) -> bool:
        """The log after each `since` from what is at hand (read already, or the one step
        this process logged); False if one needs a read."""
        table = shared.table
        logged = self.repository.recent.step(table.code, table.version)
        at_hand = True
        for since in sinces:
            if since >= table.version or shared.steps_ready(since) is not None:
                continue
            if logged is not None and since == table.version - 1:
                shared.seed_steps(since, [(table.version, logged)])  # no log read
            else:
                at_hand = False
        return at_hand

    async def read_for_wake(self, code: str, version: int, sinces: frozenset[int]) -> None:
        """prepare_wake's reads: the table, when it is not at hand, and the logs."""
        shared = self.shared_reads.ready(code, version) or self.saved_read(code, version)
        if shared is None:
            shared = await self.shared_reads.get(code, version)
        if shared.table.version < version:  # a read from before the change
            shared = await self.shared_reads.fresh(code)
        table = shared.table
        self.seed_logs(shared, sinces)
        for since in sinces:
            if since < table.version:
                await shared.steps_after(since, self.log_reader(code, since, table.version))

    def saved_read(self, code: str, version: int) -> SharedRead | None:
        """The table at `version` as this process saved it a moment ago (recent.py), seeded as
        the change's shared read: the waiters of a move made through this process get it with
        no read back from Redis (one round trip fewer between a move and the other seats'
        screens). Not when anything is overdue (a read applies it first), nor a version this
        process did not save or read. Its presence map is the save's (up to a second old, as
        the mover's own answer's)."""
        found = self.repository.recent.get(code)
        if found is None or found[0].version != version:
            return None
        table, seen = found
        if self.repository.overdue(table, seen):
            return None
        shared = SharedRead(table, self.repository.connected(table, seen))
        answer = self.repository.recent.take_answer(table)
        if answer is not None:  # the mover's view, as its move's answer showed it
            key, view, body = answer
            shared.views[key] = view
            shared.encoded[key] = body
        self.shared_reads.seed(code, shared)
        return shared

    def log_reader(self, code: str, since: int, version: int) -> Callable[[], Awaitable[Steps]]:
        return lambda: self.repository.steps_since(code, since, version - since, version)

    async def read_for_waiters(self, code: str) -> SharedRead:
        table, seen = await self.changes.load(code)
        return SharedRead(table, self.repository.connected(table, seen))

    async def poll_after_change(
        self, code: str, token: str | None, since: int, at_least: int = 0
    ) -> Poll:
        """The answer of a long-poll woken by a change past `since` (to version `at_least` at
        least, the newest announced): the waiters of one table share one read and, per kind
        of caller, one view and its JSON (see fanout.py)."""
        shared = await self.shared_reads.get(normalize_code(code), max(since + 1, at_least))
        if shared.table.version <= since:  # a read from before this change: read afresh
            return (await self.poll_and_wake(code, token))[0]
        poll = self.shared_poll(shared, token)
        note_seat(poll.caller.seat)
        return poll

    def prepared_poll(self, code: str, token: str | None, since: int, at_least: int) -> Poll | None:
        """poll_after_change's answer from the read the change's preparation made, without
        waiting (a woken long-poll's hook answers with it); None if there is no such read."""
        shared = self.shared_reads.ready(normalize_code(code), max(since + 1, at_least))
        return None if shared is None else self.shared_poll(shared, token)

    def shared_poll(self, shared: SharedRead, token: str | None) -> Poll:
        table = shared.table
        caller = caller_of(shared, token)
        key = view_key(caller)
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
        wanted = max(since + 1, at_least)
        shared = await self.shared_reads.get(code, wanted)
        if shared.table.version < wanted:  # older than the change: read afresh
            shared = await self.read_for_waiters(code)
        table = shared.table
        caller = caller_of(shared, token)
        note_seat(caller.seat)
        update = shared.updates.get((view_key(caller), since))
        if update is not None:
            return update
        steps = await shared.steps_after(since, self.log_reader(code, since, table.version))
        return self.shared_update(shared, caller, since, steps)

    def prepared_stream_update(
        self, code: str, token: str | None, since: int, at_least: int
    ) -> StreamUpdate | None:
        """stream_update's message from what the change's preparation read (the table and
        the log after `since`), without waiting (a woken stream's hook sends it); None if it
        did not read them."""
        shared = self.shared_reads.ready(normalize_code(code), max(since + 1, at_least))
        if shared is None:
            return None
        caller = caller_of(shared, token)
        update = shared.updates.get((view_key(caller), since))
        if update is not None:
            return update
        steps = shared.steps_ready(since)
        return None if steps is None else self.shared_update(shared, caller, since, steps)

    def shared_update(
        self, shared: SharedRead, caller: Caller, since: int, steps: Steps
    ) -> StreamUpdate:
        """The update for `caller`'s kind after `since`, made once per table read."""
        key = view_key(caller)
        update = shared.updates.get((key, since))  # built by another stream meanwhile
        if update is not None:
            return update
        table = shared.table
        view = shared.views.get(key)
        if view is None:
            view = table_view(table, game_of(table), caller, shared.connected, now_ms())
            shared.views[key] = view
        view_json = shared.encoded.get(key)
        if view_json is None:
            view_json = shared.encoded[key] = _json.encode(view)
        game = game_of(table)
        events = [
            {"version": version, "type": event.type, "data": event.for_seat(caller.seat)}
            for version, step in steps
            for event in map(game.upgrade_event, step.events)
        ]
        page = {"since": since, "version": table.version, "events": events}
        update = StreamUpdate(
            since,
            view,
            _json.encode(page),
            view_json,
            table.wake_at_ms,
            legal=partial(legal_json, table, caller.seat),
        )
        shared.updates[(key, since)] = update
        return update

    async def due_check(self, code: str) -> tuple[int, float]:
        """For the streams of a table whose deadline passed: one shared read (which applies
        what is overdue) answers (its version, seconds until its next deadline or pause end)."""
        shared = await self.shared_reads.get(normalize_code(code))
        wake_at = shared.table.wake_at_ms
        left = float("inf") if wake_at is None else (wake_at - now_ms()) / 1000
        return shared.table.version, left

    async def legal_actions(self, code: str, token: str | None) -> tuple[int, list[Any]]:
        table, _ = await self.changes.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        return table.version, legal_of(table, caller.seat)

    async def view_wake_and_legal(
        self, code: str, token: str | None
    ) -> tuple[TableView, int | None, bytes | None]:
        """view_and_wake, and the caller's legal_json from the same read (a stream asking for
        the actions sends them with its first view: both of one version)."""
        poll, wake_at_ms = await self.poll_and_wake(code, token)
        return poll.view(), wake_at_ms, legal_json(poll.table, poll.caller.seat)

    async def events(
        self, code: str, token: str | None, since: int, limit: int
    ) -> tuple[int, int, list[tuple[int, str, dict[str, Any]]]]:
        """(table version, last version read, events redacted for the caller)."""
        table, _ = await self.changes.load(code, token)
        caller = lifecycle.identify(table, token)
        note_seat(caller.seat)
        steps = await self.repository.steps_since(table.code, since, limit, table.version)
        game = game_of(table)
        shown = [
            (version, event.type, event.for_seat(caller.seat))
            for version, step in steps
            for event in map(game.upgrade_event, step.events)
        ]
        last = steps[-1][0] if steps else max(since, 0)
        return table.version, last, shown


def legal_of(table: Table, seat: int | None) -> list[Any]:
    """`seat`'s legal actions at the table's version (none for a spectator or a table not in
    play)."""
    if table.status != "playing" or seat is None:
        return []
    game = game_of(table)
    return game.legal_actions(lifecycle.game_state(game, table), seat)


def legal_json(table: Table, seat: int | None) -> bytes | None:
    """GET .../actions's answer for `seat` at the table's version, or None when it lists
    nothing (its stream then sends no `actions` message: a view without one means none)."""
    actions = legal_of(table, seat)
    return _json.encode({"version": table.version, "actions": actions}) if actions else None


def caller_of(shared: SharedRead, token: str | None) -> Caller:
    """The token's caller at the shared read's version, identified once per read and token: a
    crowd on one table holds few distinct tokens (its seats'), and hashing every woken
    stream's token was a tenth of a 10,000-stream fan-out's CPU (py-spy). A token that does
    not match raises, as identify does, and is not kept."""
    caller = shared.callers.get(token)
    if caller is None:
        caller = shared.callers[token] = lifecycle.identify(shared.table, token)
    return caller
