"""Tournaments (docs/tournaments.md): create one (a player, or the app's server), list and
read them, register, check in, withdraw, take your seat at your table in play, and cancel
(the creator). The server starts each at its time, pairs every round and ends it."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Any, Literal

import msgspec
from litestar import Controller, Request, get, post
from litestar.di import NamedDependency
from litestar.params import Parameter

from service.api.auth import PLAYER, PLAYER_LINK
from service.core.names import Name, visible
from service.core.tenancy import current_app
from service.http.apps import APP_SCOPE
from service.http.bodies import read_body
from service.http.responses import problems
from service.players.identity import Player
from service.tables import lifecycle
from service.tables.hosted import game_of_id
from service.tables.views import TableView
from service.tournaments import progress
from service.tournaments.models import Format, StandingRow
from service.tournaments.models import TournamentSettings as Settings
from service.tournaments.service import TournamentService
from service.tournaments.state import Summary, Tournament

TournamentIdPath = Annotated[
    str, Parameter(min_length=1, max_length=40, description="A tournament id (`tn_...`).")
]
ListStatus = Literal["upcoming", "running", "finished"]
StatusQuery = Annotated[
    ListStatus | None,
    Parameter(description="upcoming (scheduled), running, or finished (or cancelled)."),
]
GameQuery = Annotated[str | None, Parameter(max_length=32, description="A game id.")]
LimitQuery = Annotated[int, Parameter(ge=1, le=100, description="Tournaments, latest first.")]
SHOWN_STATUS = {
    "upcoming": ("scheduled",),
    "running": ("running",),
    "finished": ("finished", "cancelled"),
}


StartsAt = Annotated[
    datetime,
    msgspec.Meta(
        description="When the server starts it: an RFC 3339 date-time in the future.",
        extra_json_schema={"format": "date-time", "minLength": 20},
    ),
]


class NewTournament(msgspec.Struct, forbid_unknown_fields=True, kw_only=True):
    """A tournament: its name, when it starts, the game's options for every table, and its
    rules (docs/tournaments.md, "Settings")."""

    name: Name
    starts_at: StartsAt
    settings: Settings
    options: dict[str, Any] = {}

    def __post_init__(self) -> None:
        self.name = visible(self.name)


class EntryInfo(msgspec.Struct):
    id: str
    name: str
    rating: float
    joined_round: int
    withdrawn: bool
    checked_in: bool


class TableResultInfo(msgspec.Struct):
    placements: list[int]  # per seat, 1 is first; equal numbers are tied places
    forfeits: list[str]  # players who never came to the table


class TournamentTable(msgspec.Struct):
    """One of its tables (an ordinary table: GET /tables/{code} shows it to anyone)."""

    code: str
    round: int  # Swiss and knockout: the round; arena: 0
    seats: list[str]  # player ids; seat 0 opens
    match: int | None  # knockout: the match's slot in its round
    game_number: int | None  # knockout: the game's number in its match (tiebreaks after 1)
    result: TableResultInfo | None


class ByeInfo(msgspec.Struct):
    round: int
    player: str


class TournamentInfo(msgspec.Struct):
    """A tournament: settings, players, standings (with tie-breaks), tables and results."""

    id: str
    name: str
    game: str
    format: Format
    status: Literal["scheduled", "running", "finished", "cancelled"]
    version: int
    creator: str  # `player:<id>` or `app`
    settings: Settings
    options: dict[str, Any]
    starts_at: str
    ends_at: str | None  # arena: the end of the window
    finished_at: str | None
    round: int
    players: list[EntryInfo]
    standings: list[StandingRow]
    tables: list[TournamentTable]
    byes: list[ByeInfo]
    waiting: list[str]  # arena: players waiting for a table
    winner: str | None


class TournamentSummary(msgspec.Struct):
    id: str
    name: str
    game: str
    format: Format
    status: Literal["scheduled", "running", "finished", "cancelled"]
    starts_at: str
    players: int
    winner: str | None


class TournamentList(msgspec.Struct):
    tournaments: list[TournamentSummary]


class TournamentSeat(msgspec.Struct):
    """Your table in play: its `code`, your `seat`, and a seat `token` (shown once; asking
    again gives a new one and the old one stops working)."""

    code: str
    seat: int
    token: str
    table: TableView


def iso(ms: int | None) -> str | None:
    if ms is None:
        return None
    return datetime.fromtimestamp(ms / 1000, tz=UTC).isoformat(timespec="milliseconds")


def shown(tournament: Tournament) -> TournamentInfo:
    game = game_of_id(tournament.settings.game)
    options = msgspec.to_builtins(lifecycle.decoded_options(game, tournament.options))
    here = set(tournament.checked_in)
    return TournamentInfo(
        id=tournament.id,
        name=tournament.name,
        game=tournament.settings.game,
        format=tournament.settings.format,
        status=tournament.status,
        version=tournament.version,
        creator=tournament.creator,
        settings=tournament.settings,
        options=options,
        starts_at=iso(tournament.starts_ms) or "",
        ends_at=iso(tournament.ends_ms),
        finished_at=iso(tournament.finished_ms),
        round=tournament.round,
        players=[
            EntryInfo(e.id, e.name, e.rating, e.joined_round, e.withdrawn, e.id in here)
            for e in tournament.entries
        ],
        standings=progress.standings(tournament),
        tables=[
            TournamentTable(
                t.code,
                t.round,
                t.seats,
                t.slot if tournament.settings.format == "knockout" else None,
                t.game if tournament.settings.format == "knockout" else None,
                TableResultInfo(t.result.placements, t.result.forfeits) if t.result else None,
            )
            for t in tournament.tables
        ],
        byes=[ByeInfo(b.round, b.player) for b in tournament.byes],
        waiting=list(tournament.waiting),
        winner=tournament.winner,
    )


def summary(found: Summary) -> TournamentSummary:
    return TournamentSummary(
        found.id,
        found.name,
        found.game,
        found.format,
        found.status,
        iso(found.starts_ms) or "",
        found.players,
        found.winner,
    )


def tournaments_of(request: Request[Any, Any, Any]) -> TournamentService:
    service: TournamentService = request.app.state.tournaments
    return service


TABLES = {APP_SCOPE: "tables"}


class TournamentsController(Controller):
    path = "/tournaments"
    tags = ["Tournaments"]

    @post(
        "",
        operation_id="createTournament",
        summary="Create a tournament",
        opt={"body": NewTournament, **TABLES},
        responses=problems(400, 401, 403, 404, 413, 415, 422),
        dependencies=PLAYER_LINK,
        status_code=201,
    )
    async def create_tournament(
        self, request: Request[Any, Any, Any], player: NamedDependency[str | None]
    ) -> TournamentInfo:
        """Registration opens now and closes at `starts_at`, when the server starts it. With
        a player credential the player is its creator; without, the app (its server)."""
        body = await read_body(request, NewTournament)
        creator = f"player:{player}" if player else "app"
        starts_ms = int(body.starts_at.timestamp() * 1000)
        tournament = await tournaments_of(request).create(
            current_app(), creator, body.name, body.settings, body.options, starts_ms
        )
        return shown(tournament)

    @get(
        "",
        operation_id="listTournaments",
        summary="List tournaments (upcoming, running, finished; by game)",
        opt=TABLES,
        responses=problems(400),
    )
    async def list_tournaments(
        self,
        request: Request[Any, Any, Any],
        status: StatusQuery = None,
        game: GameQuery = None,
        limit: LimitQuery = 50,
    ) -> TournamentList:
        """The app's tournaments, the latest start first."""
        found = await tournaments_of(request).listed(current_app(), 500)
        wanted = SHOWN_STATUS[status] if status else None
        picked = [
            summary(t)
            for t in found
            if (wanted is None or t.status in wanted) and (game is None or t.game == game)
        ]
        return TournamentList(picked[:limit])

    @get(
        "/{tournament_id:str}",
        operation_id="getTournament",
        summary="A tournament: settings, players, standings, tables and results",
        opt=TABLES,
        responses=problems(404),
    )
    async def get_tournament(
        self, request: Request[Any, Any, Any], tournament_id: TournamentIdPath
    ) -> TournamentInfo:
        """Everything about it: settings, players, standings with tie-breaks, every table
        (its code: any client may watch it) with its result, byes, the winner once over."""
        return shown(await tournaments_of(request).get(tournament_id))

    @post(
        "/{tournament_id:str}/registrations",
        operation_id="registerForTournament",
        summary="Register (a player)",
        status_code=200,
        opt=TABLES,
        responses=problems(401, 403, 404, 409),
        dependencies=PLAYER,
    )
    async def register(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> TournamentInfo:
        """Until the start (a Swiss until round `late_join_rounds` is paired; an arena any
        time); within the cap and rating bounds."""
        return shown(await tournaments_of(request).register(tournament_id, player))

    @post(
        "/{tournament_id:str}/check-in",
        operation_id="checkInToTournament",
        summary="Check in (a registered player, in the window before the start)",
        status_code=200,
        opt=TABLES,
        responses=problems(401, 404, 409),
        dependencies=PLAYER,
    )
    async def check_in(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> TournamentInfo:
        """With `check_in_minutes` set, only players who checked in are paired at the start;
        the others are left out (withdrawn)."""
        return shown(await tournaments_of(request).check_in(tournament_id, player))

    @post(
        "/{tournament_id:str}/withdraw",
        operation_id="withdrawFromTournament",
        summary="Withdraw (a registered player)",
        status_code=200,
        opt=TABLES,
        responses=problems(401, 404, 409),
        dependencies=PLAYER,
    )
    async def withdraw(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> TournamentInfo:
        """Never paired again; your results stay in the standings."""
        return shown(await tournaments_of(request).withdraw(tournament_id, player))

    @post(
        "/{tournament_id:str}/seat",
        operation_id="takeTournamentSeat",
        summary="Your table in play and a seat token for it",
        status_code=200,
        opt=TABLES,
        responses=problems(401, 404),
        dependencies=PLAYER,
    )
    async def take_seat(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[Player],
    ) -> TournamentSeat:
        """The server seats every round; this is how you come to your table. A player who
        never takes their seat is a no-show: they forfeit that table and are withdrawn."""
        tournaments = tournaments_of(request)
        table, seat, token = await tournaments.seat(tournament_id, player)
        view = await tournaments.tables.view_after(table, token)
        return TournamentSeat(table.code, seat, token, view)

    @post(
        "/{tournament_id:str}/cancel",
        operation_id="cancelTournament",
        summary="Cancel a tournament (its creator)",
        status_code=200,
        opt=TABLES,
        responses=problems(401, 403, 404, 409),
        dependencies=PLAYER_LINK,
    )
    async def cancel(
        self,
        request: Request[Any, Any, Any],
        tournament_id: TournamentIdPath,
        player: NamedDependency[str | None],
    ) -> TournamentInfo:
        """Its tables in play go on as ordinary tables; no more are paired."""
        creator = f"player:{player}" if player else "app"
        return shown(await tournaments_of(request).cancel(tournament_id, creator))


class PlayerTournamentsController(Controller):
    path = "/players/me/tournaments"
    tags = ["Tournaments"]

    @get(
        "",
        operation_id="listMyTournaments",
        summary="Your tournaments (registered at some point), the latest start first",
        responses=problems(401),
        dependencies=PLAYER,
    )
    async def list_mine(
        self,
        request: Request[Any, Any, Any],
        player: NamedDependency[Player],
        limit: LimitQuery = 50,
    ) -> TournamentList:
        """Every tournament you registered for (even if you withdrew since), of your app."""
        found = await tournaments_of(request).of_player(player.id, limit)
        return TournamentList([summary(t) for t in found])
