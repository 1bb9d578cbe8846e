"""Tables as the table service reads and saves them, one round trip to the store each: a read
marks the asking token present, this process remembers each table it read or saved for a moment
(recent.py), a save is a compare-and-set that logs its step, and the log is read back by
version. Nothing here changes a table: applying what is overdue is the change engine's
(changes.py), what a save schedules is the scheduler's (scheduler.py).

A read and a save go straight to the store's record calls, and what needs nothing more is
handed on as the store's awaitable (a plain method returning it): the parts add no coroutine to
the way of a move, a poll or a woken stream to Redis."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, get_args

from service.core import errors
from service.core.settings import Settings
from service.games.registry import GAMES, get_game
from service.storage.store import NO_REVISION, LoggedStep, Schedule, new_nonce, presence_id
from service.tables import autostart, timing
from service.tables.clock import now_ms, step_clock
from service.tables.hosted import game_of
from service.tables.models import Status, Table
from service.tables.presence import connected_seats, connected_tokens, last_seen_by_seat
from service.tables.recent import RecentReads, Revised
from service.tables.table_store import TableStore, decode, record
from service.tables.tokens import hash_token, is_valid_code, normalize_code

PRESENCE_EVERY_MS = 1000  # a token's presence is written at most this often per process
PRESENCE_MEMORY = 100_000  # presence writes remembered per process before starting afresh

Loaded = tuple[Table, dict[bytes, int]]  # a table and its presence map (presence id -> ms)
# Told of each presence written (the table, the presence id): the write to await, or None.
SeatSeen = Callable[[Table, bytes], Awaitable[Any] | None]
Steps = list[tuple[int, LoggedStep]]


class TableRepository:
    """The store (`store`, which callers of the table service reach too), the settings, and
    what this process remembers: its recent reads and saves, and the presence it wrote."""

    def __init__(self, store: TableStore, settings: Settings) -> None:
        self.store = store
        self.settings = settings
        self.presence_written: dict[tuple[str, bytes], int] = {}
        self.recent = RecentReads()
        # Set by the app factory: a seat's player seen, for its friends (players/presence.py).
        # Called only when this process writes the seat's presence (once a second at most),
        # and it answers None unless its own write is due: nothing more on a poll's way.
        self.seat_seen: SeatSeen | None = None
        # Set by the app factory: whether this process has waiters on a table (its streams and
        # long-polls, storage/notify.py). A move's answer is kept for its change's wake only
        # then (recent.py, `remember_answer`), so that a load nobody follows keeps nothing.
        self.watched: Callable[[str], bool] = lambda code: False

    async def read(self, code: str, token: str | None = None) -> Revised:
        """The table as stored (nothing overdue applied), its presence map and its revision;
        marks `token` seen. Straight to the store's record: a read stays one coroutine deep
        here."""
        code = normalize_code(code)
        if not is_valid_code(code):
            raise errors.TableNotFound(f"no table with code {code!r}")
        presence = self.presence_to_write(code, token)
        blob, seen, revision = await self.store.load_and_touch_record(code, presence, now_ms())
        if blob is None:
            raise errors.TableNotFound(f"no table with code {code!r}")
        # The same bytes as this process's last read or save: the same Table (recent.py).
        table = self.recent.decoded(code, blob)
        if table is None:
            table = decode(blob)
            if table is None:
                raise errors.TableNotFound(f"no table with code {code!r}")
            self.recent.remember_blob(code, blob, table)
        if presence is not None and self.seat_seen is not None:
            noted = self.seat_seen(table, presence)
            if noted is not None:
                await noted
        return table, seen, revision

    def load_and_touch(
        self, code: str, presence: bytes | None
    ) -> Awaitable[tuple[Table | None, dict[bytes, int]]]:
        """One round trip: the table (None if there is none) and its presence map, marking
        `presence` (a presence id) seen now; nothing checked, nothing remembered."""
        return self.store.load_and_touch(code, presence, now_ms())

    def recent_read(self, code: str, expected_version: int | None) -> Revised | None:
        """This process's read of a table in play from a moment ago, if a move may start from
        it (see recent.py): nothing overdue, the version the caller expects, and a game whose
        timing no presence feeds."""
        found = self.recent.revised(code)
        if found is None:
            return None
        table, seen, _ = found
        if table.status != "playing" or (
            expected_version is not None and expected_version != table.version
        ):
            return None
        game = get_game(table.game)
        if game is None or timing.timing_of(table, game).absence_seconds is not None:
            return None
        if self.overdue(table, seen):
            return None
        return found

    def recent_lobby(self, code: str) -> Revised | None:
        """This process's read of a lobby from a moment ago, if a lobby change (a join, the
        start) may start from it (see recent.py): the host creates, players join, the host
        starts, each change a moment after the one before, through the same process, as
        often as not. Not quick play's lobby, which starts by itself once the seats it wants
        are here: presence feeds that change, and a recent read may miss presence."""
        found = self.recent.revised(code)
        if found is None or found[0].status != "lobby" or found[0].seats_wanted is not None:
            return None
        return found

    def connected_seats(self, seen: dict[int, int]) -> set[int]:
        """C8: the seats connected, from `seen` as a change's transition gets it (seat -> last
        seen)."""
        window, now = int(self.settings.presence_seconds * 1000), now_ms()
        return {seat for seat, at in seen.items() if now - at <= window}

    def overdue(self, table: Table, seen: dict[bytes, int]) -> bool:
        if table.status == "lobby":  # quick play's lobby due to start by itself
            return autostart.due(table, step_clock(self.settings))
        if table.status != "playing":
            return False
        clock = step_clock(self.settings, last_seen_by_seat(table, seen))
        return timing.overdue(table, game_of(table), clock)

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

    async def mark_seen(self, code: str, token: str | None) -> None:
        """An open stream counts as polling: its token is marked seen (at most once a second
        per token and process, as polls are)."""
        code = normalize_code(code)
        presence = self.presence_to_write(code, token)
        if presence is not None:
            table, _ = await self.store.load_and_touch(code, presence, now_ms())
            if table is not None and self.seat_seen is not None:
                noted = self.seat_seen(table, presence)
                if noted is not None:
                    await noted

    def connected(self, table: Table, seen: dict[bytes, int]) -> set[int]:
        """C8: seats whose token polled or acted within the presence window."""
        window = int(self.settings.presence_seconds * 1000)
        return connected_seats(table, seen, now_ms(), window)

    def connected_tokens(self, table: Table, seen: dict[int, int]) -> set[bytes]:
        """C8 by token: the token hashes of the seats connected, from `seen` (seat -> last seen,
        as a change's transition gets it)."""
        window = int(self.settings.presence_seconds * 1000)
        return connected_tokens(table, seen, now_ms(), window)

    def ttl_ms(self, table: Table) -> int:
        seconds = (
            self.settings.finished_ttl_seconds if table.finished else self.settings.idle_ttl_seconds
        )
        return seconds * 1000

    async def create(self, table: Table, live_quota: int = 0) -> bool:
        """Create the table if its code is free, the host marked present (and remembered so);
        refused if its app has `live_quota` live tables (see TableStore.create)."""
        nonce = new_nonce()
        if not await self.store.create(table, self.ttl_ms(table), nonce, live_quota):
            return False
        self.recent.remember(table, {presence_id(table.host_token_hash): now_ms()}, nonce)
        return True

    async def save(
        self,
        table: Table,
        expected_version: int,
        step: LoggedStep,
        answer: tuple[str, bytes] | None,
        schedule: Schedule | None,
        present: bytes | None,
        seen: dict[bytes, int],
        revision: bytes = NO_REVISION,
    ) -> bool:
        """Compare-and-set `table` over `expected_version` (and that `revision` of it, if
        given: store.py), logging `step`, with the caller's `answer` (scope, body) for
        retries, `schedule` set by the same script and `present` (a presence id) marked seen.
        Saved, it is this process's latest read of the table (with `seen`, its presence map as
        this save leaves it: `present` included, and the save's nonce as its revision); lost,
        the read it started from is forgotten. Straight to the store's record: a save stays one
        coroutine deep here."""
        written, nonce = record(table), new_nonce()
        saved = await self.store.save_record(
            written,
            expected_version,
            step,
            self.ttl_ms(table),
            answer,
            nonce,
            schedule,
            present,
            revision,
        )
        if saved:
            self.recent.remember(table, seen, nonce)
            self.recent.remember_blob(table.code, written.data, table)
            if table.version == expected_version + 1:  # the log's one entry for this change
                self.recent.remember_step(table.code, table.version, step)
        else:
            self.recent.forget(table.code)
        return saved

    def index_status(self, table: Table, previous: str | None) -> Awaitable[None]:
        """With a Cluster only: move a saved table to its status's index (see
        TableStore.index_status)."""
        return self.store.index_status(table, previous, self.ttl_ms(table))

    def stored_answer(self, code: str, scope: str) -> Awaitable[bytes | None]:
        """The stored answer to an idempotent request, if it was made."""
        return self.store.answer(normalize_code(code), scope)

    def stored(self, code: str) -> Awaitable[Table | None]:
        """The table as stored: nothing overdue applied, nobody marked seen."""
        return self.store.load(normalize_code(code))

    def version(self, code: str) -> Awaitable[int | None]:
        """The stored version (None: no such table, or it expired), without reading the table."""
        return self.store.version(code)

    def steps_since(self, code: str, since: int, limit: int, latest: int) -> Awaitable[Steps]:
        """The logged steps after version `since` up to `latest` (at most `limit`), oldest
        first."""
        return self.store.steps_since(code, since, limit, latest)

    async def game_steps(self, table: Table) -> Steps:
        """Every logged step of a started game, oldest first (none before its start)."""
        if table.started_version is None:
            return []
        return await self.store.steps_since(
            table.code, table.started_version, 1 << 30, table.version
        )

    async def ping(self) -> None:
        """Raises unless the game state's Redis answers (readiness)."""
        await self.store.ping()

    async def listed(self, games: list[str], status: Status, limit: int) -> list[Table]:
        """Live tables of `games` in `status` (the latest active first, up to `limit` a game),
        as the request may see them (service/core/tenancy.py)."""
        found: list[Table] = []
        for game in games:
            codes = await self.store.codes_by_status(game, status, limit)
            found.extend(t for t in await self.store.load_many(codes) if t is not None)
        return found

    async def table_counts(self) -> dict[tuple[str, str], int]:
        """Live tables by (game, status), for the tables gauge."""
        return await self.store.count_by_status(sorted(GAMES), get_args(Status), now_ms())
