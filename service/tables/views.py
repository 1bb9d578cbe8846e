"""What a caller sees of a table: the lobby, the seats, and the game through its own view."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Union

import msgspec

from service.games.base import Game, Outcome
from service.games.registry import GAMES
from service.tables.lifecycle import game_options, game_state, seat_names
from service.tables.models import BotLevel, Caller, Status, Table

if TYPE_CHECKING:
    GameOptions = Any
    GameView = Any
else:
    GameOptions = Union[tuple(game.Options for game in GAMES.values())]  # noqa: UP007
    GameView = Union[tuple(game.View for game in GAMES.values())]  # noqa: UP007


class SeatInfo(msgspec.Struct, frozen=True):
    seat: int
    name: str = ""
    kind: Literal["human", "bot"] = "human"
    member: int | None = None
    bot_level: BotLevel | None = None
    host: bool = False


class You(msgspec.Struct, frozen=True):
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
    options: GameOptions
    to_act: list[int]
    game_view: GameView | None = None
    result: Outcome | None = None


def seats_of(table: Table) -> list[SeatInfo]:
    infos = [
        SeatInfo(
            seat=index,
            name=member.name,
            kind="bot" if member.bot else "human",
            member=member.id,
            bot_level=member.bot,
            host=member.host,
        )
        for index, member in enumerate(table.members)
    ]
    if table.status == "lobby" and table.host_plays:
        infos.append(SeatInfo(seat=len(infos), name=table.host_name, host=True))
    return infos


def table_view(table: Table, game: Game, caller: Caller) -> TableView:
    game_view = None
    to_act: list[int] = []
    if table.state is not None:
        state = game_state(game, table)
        game_view = game.view(state, caller.seat)
        if table.status == "playing":
            to_act = sorted(game.to_act(state))
    assert len(seats_of(table)) == len(seat_names(table))
    return TableView(
        code=table.code,
        game=table.game,
        status=table.status,
        version=table.version,
        host_name=table.host_name,
        host_plays=table.host_plays,
        you=You(caller.role, caller.seat, caller.member_id),
        seats=seats_of(table),
        min_seats=game.min_seats,
        max_seats=game.max_seats,
        options=game_options(game, table),
        to_act=to_act,
        game_view=game_view,
        result=table.result,
    )
