"""What a caller sees of a table: the lobby, the seats, and the game through its own view."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Literal, Union

import msgspec

from service.core.memory import remember
from service.games.base import AnyGame, Outcome
from service.games.registry import GAMES
from service.tables.lifecycle import (
    game_options,
    game_state,
    is_rated,
    member_id_of,
)
from service.tables.models import BotLevel, Caller, Status, Table, TournamentTag
from service.tables.timing import clock_left_ms

if TYPE_CHECKING:
    GameView = Any
else:
    GameView = Union[tuple(game.View for game in GAMES.values())]  # noqa: UP007


GAME_PARTS_KEPT = 4096  # entries of each of this module's per-process memories


class SeatInfo(msgspec.Struct, frozen=True):
    seat: int
    name: str = ""
    kind: Literal["human", "bot"] = "human"
    member: int | None = None
    bot_level: BotLevel | None = None
    host: bool = False
    connected: bool = False  # polled or acted in the last 15 s (C8); bots always
    automatic: bool = False  # two timeouts in a row: played by default actions (C5)
    timeouts: int = 0  # consecutive timeouts so far
    player: str | None = None  # the seat's public player id (GET /players/{id}), if any


class Deadline(msgspec.Struct, frozen=True):
    """When a pending decision times out: the server plays the default action (or, in a duel
    with R8's limits, the seat loses or the game is aborted)."""

    seat: int
    at: str  # ISO 8601, UTC
    seconds_left: float


class SeatClock(msgspec.Struct, frozen=True):
    """A seat's time bank (games with a clock per player, R8): what is left now, and whether
    it is running (the seat's decision is pending)."""

    seat: int
    seconds_left: float
    running: bool


class You(msgspec.Struct, frozen=True):
    """Who you are here: your `role`, your place in `seats` (none for spectators and an
    observing host; in the lobby a playing host sits last, so a join moves it, until the
    start fixes the seats) and your `member` id (a playing host has one from the lobby on)."""

    role: Literal["host", "player", "spectator"]
    seat: int | None = None
    member: int | None = None


class TableView(msgspec.Struct, kw_only=True):
    """A table as the caller may see it (ruling C4): the lobby before the start, then the game."""

    code: str
    game: str
    status: Status
    version: int
    host_name: str
    host_plays: bool
    you: You
    seats: list[SeatInfo]
    min_seats: int
    max_seats: int
    options: dict[str, Any]  # the game's options (GET /games describes each game's)
    to_act: list[int]
    # The rules allow a rating (`Game.rated`: standard rules, or a `rated` option) and every
    # seat is a human with a player identity: the result will change ratings (docs/players.md).
    rated: bool = False
    rematch_code: str | None = None  # once finished: the table a rematch opened
    visibility: Literal["private", "public"] = "private"
    hints: bool = False  # seats may ask GET .../hint (not while the game is rated)
    free_chat: bool = False  # identified seats may write free text in the table's chat
    tournament: TournamentTag | None = None  # a tournament's table: the event and round
    deadlines: list[Deadline] = []
    clocks: list[SeatClock] = []  # a clock per player (a game with clocks); else empty
    pause_until: str | None = None  # a pause (a review, K4) ends then, ISO 8601 UTC
    game_view: GameView | None = None
    # Once over, however it ended: reason, winners (none: omitted), scores so far, details;
    # the game view's `outcome` says the same.
    result: Outcome | None = None


_isos: dict[int, str] = {}  # a deadline is shown to every caller of its version


def iso(ms: int) -> str:
    found = _isos.get(ms)
    if found is None:
        when = datetime.fromtimestamp(ms / 1000, tz=UTC)
        found = remember(_isos, ms, when.isoformat(timespec="milliseconds"), GAME_PARTS_KEPT)
    return found


def seats_of(table: Table, connected: set[int]) -> list[SeatInfo]:
    infos = [
        SeatInfo(
            seat=index,
            name=member.name,
            kind="bot" if member.bot else "human",
            member=member.id,
            bot_level=member.bot,
            host=member.host,
            connected=member.bot is not None or index in connected,
            automatic=member.automatic,
            timeouts=member.timeouts,
            player=member.player,
        )
        for index, member in enumerate(table.members)
    ]
    if table.status == "lobby" and table.host_plays:
        seat = len(infos)
        infos.append(
            SeatInfo(
                seat=seat,
                name=table.host_name,
                member=table.host_member,
                host=True,
                connected=seat in connected,
                player=table.host_player,
            )
        )
    return infos


def your_seat(table: Table, caller: Caller) -> int | None:
    """The caller's place in `seats`. In the lobby the identity has no seat number yet
    (`caller.seat` is None until the start fixes them), but the seats list already shows
    where it sits: a joined player at its arrival, a playing host last (a join moves it)."""
    if caller.seat is not None or table.status != "lobby":
        return caller.seat
    if caller.role == "host" and caller.member_id is None:
        return len(table.members) if table.host_plays else None
    for index, member in enumerate(table.members):
        if caller.member_id is not None and member.id == caller.member_id:
            return index
    return None


# A version's game view for a seat, its seats to act and its options never change: kept per
# process (decoding the state and the game's view are most of a view's cost), keyed by the
# table's seed too, so a code reused after its table expired never finds the old table's.
GameParts = tuple[Any, list[int], dict[str, Any]]
_game_parts: dict[tuple[str, bytes, int, int | None], GameParts] = {}


def game_parts(table: Table, game: AnyGame, seat: int | None) -> GameParts:
    """(the game's view for `seat`, the seats to act, the options as JSON values)."""
    key = (table.code, table.seed, table.version, seat)
    parts = _game_parts.get(key)
    if parts is None:
        game_view = None
        to_act: list[int] = []
        if table.state is not None:
            state = game_state(game, table)
            game_view = game.view(state, seat)
            if table.status == "playing":
                to_act = sorted(game.to_act(state))
        parts = (game_view, to_act, msgspec.to_builtins(game_options(game, table)))
        if len(_game_parts) >= GAME_PARTS_KEPT:
            _game_parts.clear()
        _game_parts[key] = parts
    return parts


def presence_bits(seats: list[SeatInfo]) -> int:
    """The connected seats as a bit set (the presence part of a poll's ETag)."""
    return sum(1 << info.seat for info in seats if info.connected)


def table_view(
    table: Table, game: AnyGame, caller: Caller, connected: set[int], now_ms: int
) -> TableView:
    game_view, to_act, options = game_parts(table, game, caller.seat)
    deadlines = [
        Deadline(seat, iso(at), max(0.0, (at - now_ms) / 1000))
        for seat, at in sorted(table.deadlines.items())
    ]
    clocks = [
        SeatClock(
            seat,
            max(0, clock_left_ms(table, seat, now_ms) or 0) / 1000,
            table.status == "playing" and seat in table.turn_started,
        )
        for seat in sorted(table.clocks)
    ]
    pause_until = iso(table.pause_until_ms) if table.pause_until_ms is not None else None
    return TableView(
        code=table.code,
        game=table.game,
        status=table.status,
        version=table.version,
        host_name=table.host_name,
        host_plays=table.host_plays,
        you=You(caller.role, your_seat(table, caller), member_id_of(table, caller)),
        seats=seats_of(table, connected),
        min_seats=game.min_seats,
        max_seats=game.max_seats,
        options=dict(options),
        to_act=list(to_act),
        rated=is_rated(table, game),
        deadlines=deadlines,
        clocks=clocks,
        pause_until=pause_until,
        game_view=game_view,
        result=table.result,
        rematch_code=table.rematch_code,
        tournament=table.tournament,
        visibility=table.visibility,
        hints=table.hints,
        free_chat=table.free_chat,
    )
