"""Game records: what a table logged (the seed, every move of every version in order) turned
into an immutable document once the game is over, and a replay of it through the engine.

A move's source is read from the log: a bot seat's moves are `bot`; a seat with no action lost
by forfeit (`timeout`: clock, move limit, absence); seat -1 ends a pause (`automatic`); a human
seat's move in a step that timed that seat out is `timeout`, and after its second timeout in a
row (C5) `automatic`; any other is `player`."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, Literal, Union

import msgspec

from service.core.tenancy import DEFAULT_APP
from service.games.base import AnyGame, Outcome
from service.storage.store import LoggedStep
from service.tables import events as ev
from service.tables.lifecycle import game_options, seeded_rng
from service.tables.models import BotLevel, Table

Source = Literal["player", "bot", "timeout", "automatic"]


class RecordSeat(msgspec.Struct, frozen=True, omit_defaults=True):
    seat: int
    name: str
    kind: Literal["human", "bot"] = "human"
    bot_level: BotLevel | None = None
    player: str | None = None
    deleted: bool = False  # the player's data was erased: no id, no name (docs/apps.md)


class RecordMove(msgspec.Struct, frozen=True, omit_defaults=True):
    """One game move: `version` and `index` (its place in that version's step) seed its random
    choices (C3). `action` is absent for a pause's end (seat -1) and a forfeit (`reason`)."""

    version: int
    index: int
    seat: int
    source: Source
    action: dict[str, Any] | None = None
    reason: str | None = None


class RatingChange(msgspec.Struct, frozen=True):
    seat: int
    player: str
    before: int
    after: int


class GameRecordHeader(msgspec.Struct, kw_only=True):
    """An ended game's record without its moves: the first line of its NDJSON form, which a
    reader of that line alone takes for what it is (no `moves` key, not an empty list)."""

    code: str
    game: str
    status: Literal["finished", "cancelled"]
    created: str  # ISO 8601 UTC
    ended: str
    options: dict[str, Any]
    seats: list[RecordSeat]
    seed: str  # hex; revealed now that the game is over (C3)
    started_version: int
    result: Outcome | None = None
    rated: bool = False
    rating_changes: list[RatingChange] = []
    app: str = DEFAULT_APP  # the app (tenant) the table belonged to: docs/apps.md


class GameRecord(GameRecordHeader, kw_only=True):
    """An ended game: enough to replay it (seed, options, seats, moves) and what it meant."""

    moves: list[RecordMove]


def iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, tz=UTC).isoformat(timespec="milliseconds")


def action_type(game: AnyGame) -> Any:
    return Union[game.actions]  # noqa: UP007


def seats_of(table: Table) -> list[RecordSeat]:
    return [
        RecordSeat(
            seat=seat,
            name=member.name,
            kind="bot" if member.bot else "human",
            bot_level=member.bot,
            player=member.player,
        )
        for seat, member in enumerate(table.members)
    ]


def moves_of(table: Table, game: AnyGame, steps: list[tuple[int, LoggedStep]]) -> list[RecordMove]:
    decoder = msgspec.msgpack.Decoder(action_type(game))
    automatic: set[int] = set()
    moves = []
    for version, step in steps:
        timed_out: dict[int, int] = {}
        turned_automatic: set[int] = set()
        reasons = []
        for event in step.events:
            match ev.typed(event):
                case ev.TurnTimedOut(seat=seat, automatic=turned):
                    timed_out[seat] = timed_out.get(seat, 0) + 1
                    if turned:
                        turned_automatic.add(seat)
                case ev.SeatForfeited(reason=why):
                    reasons.append(why)
                case _:
                    pass
        for index, (seat, blob) in enumerate(step.moves):
            source: Source = "player"
            action = None
            reason = None
            if seat < 0:
                source = "automatic"
            elif blob is None:
                source, reason = "timeout", reasons.pop(0) if reasons else "forfeit"
            else:
                action = msgspec.to_builtins(decoder.decode(blob))
                if table.members[seat].bot is not None:
                    source = "bot"
                elif seat in automatic:
                    source = "automatic"
                elif timed_out.get(seat):
                    source = "timeout"
                    timed_out[seat] -= 1
                    if not timed_out[seat] and seat in turned_automatic:
                        automatic.add(seat)
            moves.append(RecordMove(version, index, seat, source, action, reason))
    return moves


def build_record(
    table: Table, game: AnyGame, steps: list[tuple[int, LoggedStep]], ended_ms: int
) -> GameRecord:
    """The record of an ended table from its log (`steps` after the start, oldest first)."""
    assert table.started_version is not None and table.status in ("finished", "cancelled")
    return GameRecord(
        code=table.code,
        game=table.game,
        status=table.status,
        created=iso(table.created_ms),
        ended=iso(ended_ms),
        options=msgspec.to_builtins(game_options(game, table)),
        seats=seats_of(table),
        seed=table.seed.hex(),
        started_version=table.started_version,
        moves=moves_of(table, game, steps),
        result=table.result,
        rated=table.rated and table.status == "finished",
        app=table.app,
    )


def replay(game: AnyGame, record: GameRecord) -> tuple[Any, Outcome | None]:
    """The game state and outcome the record's moves reach from its seed (C3); a game the
    table stopped (C6, C7, R8's abort) ends as the table ended it, with the record's result."""
    seed = bytes.fromhex(record.seed)
    options = msgspec.convert(record.options, game.Options)
    state = game.setup(options, len(record.seats), seeded_rng(seed, record.started_version))
    # As the table did at the start: told whether it counts (a cancelled game is told again).
    state = game.counted(state, record.rated)
    actions = action_type(game)
    for move in record.moves:
        rng = seeded_rng(seed, move.version, move.index)
        if move.seat < 0:
            state, _ = game.resume(state, rng)
        elif move.action is None:
            state, _ = game.forfeit(state, move.seat, move.reason or "forfeit")
        else:
            state, _ = game.apply(state, move.seat, msgspec.convert(move.action, actions), rng)
    if record.result is not None and record.status == "cancelled":
        state = game.halt(game.counted(state, False), record.result)  # C7, R8 abort
    elif record.result is not None and game.outcome(state) is None:
        state = game.halt(state, record.result)  # C6: every human automatic
    return state, game.outcome(state)


HEADER_FIELDS = GameRecordHeader.__struct_fields__


def header_of(record: GameRecord) -> GameRecordHeader:
    """Everything of the record but its moves."""
    return GameRecordHeader(**{name: getattr(record, name) for name in HEADER_FIELDS})


def ndjson_lines(record: GameRecord) -> list[bytes]:
    """The record as NDJSON: a header line (everything but the moves), then one line a move."""
    header = msgspec.json.encode(header_of(record))
    return [header, *(msgspec.json.encode(move) for move in record.moves)]
