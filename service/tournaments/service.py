"""The tournament service: what the API and the workers ask of tournaments. Every change is
one pure transition (progress.py) saved with compare-and-set (store.py) together with the
tournament's next timer; the tables a save paired are then opened as ordinary tables
(tables.py) and marked opened by a second save. A crash between the two leaves the timer due
now: a worker opens them (opening is safe to repeat), so no round is lost or paired twice.
The save that marks tables opened schedules their players' `tournament_round` notifications
(notices.py); a change that may pair reads the blocks among its players first (`apart_in`)."""

from __future__ import annotations

import functools
import secrets
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import msgspec

from service.core import errors
from service.core.settings import Settings
from service.core.tenancy import visible
from service.games.registry import get_game
from service.players.bans import refuse_banned
from service.players.friends import blocks_among
from service.players.identity import Player
from service.storage.queue import webhooks_key
from service.tables import lifecycle
from service.tables.models import Table, TournamentTag
from service.tables.service import TableService
from service.tables.tokens import new_code
from service.tournaments import progress
from service.tournaments.errors import (
    InvalidGameOptions,
    NotOrganiser,
    NotRegistered,
    StartInPast,
    TournamentNotFound,
)
from service.tournaments.games import checked_settings
from service.tournaments.grouping import Apart
from service.tournaments.models import Entry, TournamentSettings
from service.tournaments.notices import round_ready
from service.tournaments.state import Summary, Tournament
from service.tournaments.store import (
    Deliverer,
    SetTimer,
    TournamentStore,
    app_index_key,
    player_index_key,
)
from service.tournaments.tables import claim_seat, open_table, table_result

MAX_ATTEMPTS = 50
OVERDUE_MS = 2_000  # a worker's timer normally acts first
OPEN_ATTEMPTS = 5

Transition = Callable[[Tournament, int], Tournament]
Ratings = Callable[[str, str], Awaitable[float]]  # (player, game) -> their shown rating


def now_ms() -> int:
    return int(time.time() * 1000)


def new_tournament_id() -> str:
    return "tn_" + secrets.token_hex(8)


class TournamentService:
    def __init__(
        self,
        store: TournamentStore,
        tables: TableService,
        settings: Settings,
        rating_of: Ratings | None = None,
    ) -> None:
        self.store = store
        self.tables = tables
        self.rating_of = rating_of  # None: a worker's (it registers nobody)
        self.scale = settings.time_scale

    @classmethod
    def build(
        cls,
        tables: TableService,
        timers_key: str,
        set_timer: SetTimer | None,
        rating_of: Ratings | None = None,
        deliverer: Deliverer | None = None,
    ) -> TournamentService:
        """Over the table service's Redis and settings; timers in `timers_key` (set in the
        save's script when the timers live on the same server), else by `set_timer`; webhook
        deliveries likewise, else by `deliverer`."""
        settings = tables.settings
        store = TournamentStore(
            tables.store.client,
            timers_key,
            settings.schedules_atomically,
            set_timer,
            settings.record_ttl_days,
            webhooks_key(settings.queue_name),
            deliverer,
        )
        return cls(store, tables, settings, rating_of)

    # --- reads -----------------------------------------------------------------------
    async def get(self, tournament_id: str) -> Tournament:
        """The tournament, if the caller's app may see it (another app's: 404). One overdue
        by more than OVERDUE_MS (its timer lost, or no worker running) is brought up to date
        first, as a table applies an overdue timeout when read: a lost timer delays a
        tournament, never freezes it."""
        found = await self.store.load(tournament_id)
        if found is None or not visible(found.app):
            raise TournamentNotFound(f"no tournament {tournament_id!r}")
        due = progress.due_ms(found, self.scale)
        if due is not None and due < now_ms() - OVERDUE_MS:
            found = await self.advance(tournament_id)
        return found

    async def listed(self, app: str, limit: int) -> list[Summary]:
        return await self.store.listed(app_index_key(app), limit)

    async def of_player(self, player: str, limit: int) -> list[Summary]:
        return [
            t for t in await self.store.listed(player_index_key(player), limit) if visible(t.app)
        ]

    # --- changes ---------------------------------------------------------------------
    async def create(
        self,
        app: str,
        creator: str,
        name: str,
        settings: TournamentSettings,
        options: dict[str, Any],
        starts_ms: int,
    ) -> Tournament:
        settings = checked_settings(settings)
        game = get_game(settings.game)
        assert game is not None  # checked_settings: GameNotFound otherwise
        try:
            typed = msgspec.convert(options, game.Options)
            game.validate_options(typed)
        except (msgspec.ValidationError, ValueError) as error:
            raise InvalidGameOptions(f"{game.title} refuses these options: {error}") from error
        typed = rated_options(game, typed, settings.rated)
        now = now_ms()
        if starts_ms <= now:
            raise StartInPast("the start time must be in the future")
        tournament = Tournament(
            id=new_tournament_id(),
            app=app,
            name=name,
            creator=creator,
            settings=settings,
            options=lifecycle.encode(typed),
            created_ms=now,
            starts_ms=starts_ms,
            seed=secrets.randbits(63),
        )
        if not await self.store.save(tournament, None, progress.due_ms(tournament, self.scale)):
            raise errors.TapeteError("could not allocate a tournament id; try again")
        await self.store.index(tournament)
        return tournament

    async def register(self, tournament_id: str, player: Player) -> Tournament:
        refuse_banned(player)
        tournament = await self.get(tournament_id)
        assert self.rating_of is not None
        rating = await self.rating_of(player.id, tournament.settings.game)
        entry = Entry(id=player.id, name=player.name, rating=rating)
        changed = await self.change(tournament_id, lambda t, now: progress.register(t, entry, now))
        await self.store.index_player(player.id, changed)
        return changed

    async def check_in(self, tournament_id: str, player: Player) -> Tournament:
        await self.get(tournament_id)
        return await self.change(tournament_id, lambda t, now: progress.check_in(t, player.id, now))

    async def withdraw(self, tournament_id: str, player: Player) -> Tournament:
        await self.get(tournament_id)
        return await self.change(tournament_id, lambda t, now: progress.withdraw(t, player.id, now))

    async def cancel(self, tournament_id: str, creator: str) -> Tournament:
        tournament = await self.get(tournament_id)
        if tournament.creator != creator:
            raise NotOrganiser("only the tournament's creator may cancel it")
        return await self.change(tournament_id, progress.cancel)

    async def seat(self, tournament_id: str, player: Player) -> tuple[Table, int, str]:
        """The player's table in play: (the table, their seat, a new seat token)."""
        tournament = await self.get(tournament_id)
        if any(not t.opened for t in tournament.tables):  # its worker is behind: open them
            tournament = await self.advance(tournament_id)
        mine = [t for t in tournament.tables if player.id in t.seats and t.result is None]
        if not mine:
            raise NotRegistered("this player has no table in play in this tournament")
        table, member, token = await claim_seat(self.tables, mine[-1].code, player.id)
        seat = next(i for i, m in enumerate(table.members) if m.id == member.id)
        return table, seat, token

    # --- what workers run ------------------------------------------------------------
    async def advance(self, tournament_id: str) -> Tournament:
        """Whatever is due now (the start, pairing, the arena's tables, the end), and the
        tables paired but not yet opened opened."""
        apart = await self.apart_in(tournament_id)
        return await self.change(
            tournament_id, lambda t, now: progress.advance(t, now, self.scale, new_code, apart)
        )

    async def table_ended(self, table: Table) -> bool:
        """A tournament table ended (the end-of-game job): its result, once."""
        tag = table.tournament
        if tag is None or not table.finished:
            return False
        result = table_result(table, tag.round, 0)
        apart = await self.apart_in(tag.id, result.seats)
        await self.change(
            tag.id, lambda t, now: progress.record(t, result, now, self.scale, new_code, apart)
        )
        return True

    async def apart_in(self, tournament_id: str, arriving: Sequence[str] = ()) -> Apart:
        """Who blocked whom among the players a change may pair (both ways; `arriving`: the
        players of a table that just ended): none for a knockout (its bracket decides), nor
        while a Swiss has tables enough in play that no change can pair its next round; a
        running arena's queue and arrivals only (one read of each of their block lists, not
        the whole field's at every table's end). Read before the change, so a block made
        meanwhile counts from the next pairing."""
        current = await self.store.load(tournament_id)
        if current is None or current.over or current.settings.format == "knockout":
            return {}
        if current.settings.format == "swiss" and len(progress.playing(current)) > 1:
            return {}
        if current.settings.format == "arena" and current.status == "running":
            players = list(dict.fromkeys([*current.waiting, *arriving]))
        else:
            players = [e.id for e in current.entries if not e.withdrawn]
        return await blocks_among(self.tables.store.client, players)

    async def change(self, tournament_id: str, transition: Transition) -> Tournament:
        """`transition` saved, then the tables it paired opened."""
        return await self.open_pending(await self.saved(tournament_id, transition))

    async def saved(self, tournament_id: str, transition: Transition) -> Tournament:
        """`transition` saved with compare-and-set (retried on a lost race) with the timer it
        makes due; a transition that changes nothing saves nothing."""
        for _ in range(MAX_ATTEMPTS):
            current = await self.store.load(tournament_id)
            if current is None:
                raise TournamentNotFound(f"no tournament {tournament_id!r}")
            changed = transition(current, now_ms())
            if changed is current:
                return current
            changed = msgspec.structs.replace(changed, version=current.version + 1)
            if await self.store.save(
                changed,
                current.version,
                progress.due_ms(changed, self.scale),
                current.last_seq,
                round_ready(current, changed, now_ms()),
            ):
                if changed.status != current.status:  # the index expires with it
                    await self.store.index(changed)
                return changed
        raise errors.VersionConflict("the tournament is too busy right now; retry")

    async def open_pending(self, tournament: Tournament) -> Tournament:
        """Open the tables paired but not yet opened, then mark them opened (one save)."""
        for _ in range(OPEN_ATTEMPTS):
            pending = progress.unopened(tournament)
            if not pending:
                return tournament
            done: set[str] = set()
            renamed: dict[str, str] = {}
            for paired in pending:
                seats = [(self.name_of(tournament, p), p) for p in paired.seats]
                tag = TournamentTag(tournament.id, paired.round)
                if await open_table(
                    self.tables,
                    tournament.app,
                    paired.code,
                    tournament.settings.game,
                    tournament.options,
                    seats,
                    tag,
                    tournament.settings.rated,
                ):
                    done.add(paired.code)
                else:
                    renamed[paired.code] = new_code()

            tournament = await self.saved(
                tournament.id, functools.partial(marked, renamed=renamed, done=done)
            )
        return tournament

    @staticmethod
    def name_of(tournament: Tournament, player: str) -> str:
        entry = tournament.entry(player)
        return entry.name if entry is not None else player


def marked(t: Tournament, now: int, renamed: dict[str, str], done: set[str]) -> Tournament:
    """Tables opened (`done`) marked so; those whose code was taken paired under a new one."""
    for old, new in renamed.items():
        t = progress.recoded(t, old, new)
    return progress.opened(t, done)


def rated_options(game: Any, options: Any, rated: bool) -> Any:
    """The options a rated event's tables play with: a game whose rating is asked for by an
    option (`rated`) gets it; options no rating may come from (friendly variants, R9) are
    refused. A casual event's tables are never rated (tables.open_table), whatever they say."""
    if not rated or game.rated(options):
        return options
    if "rated" in game.Options.__struct_fields__:
        options = msgspec.structs.replace(options, rated=True)
        if game.rated(options):
            return options
    raise InvalidGameOptions(f"{game.title} rates only its standard rules: not these options")
