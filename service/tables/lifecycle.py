"""Pure table transitions: lobby changes, start, moves, cancel. Each returns the new table
(version bumped) and the events to record; none does I/O."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any

import msgspec
from msgspec.structs import replace

from service.core import errors
from service.core.memory import remember
from service.games.base import AnyGame, Event, IllegalAction, Outcome
from service.tables import events as ev
from service.tables.models import BotLevel, Caller, Member, Table
from service.tables.tokens import hash_token, token_matches

_encoder = msgspec.msgpack.Encoder()


def encode(value: Any) -> bytes:
    return _encoder.encode(value)


# One decoder per type: `msgspec.msgpack.decode(..., type=...)` costs a game's state three
# times what a kept decoder does, and a move decodes its state several times.
_decoders: dict[Any, msgspec.msgpack.Decoder[Any]] = {}


def _decoder(kind: Any) -> msgspec.msgpack.Decoder[Any]:
    found = _decoders.get(kind)
    if found is None:
        found = _decoders[kind] = msgspec.msgpack.Decoder(kind)
    return found


# Decoded options by their bytes: options are frozen Structs, so one decoded value serves
# every transition of every table with the same options (a move decodes them several times).
OPTIONS_MEMORY = 4096
_options: dict[tuple[AnyGame, bytes], Any] = {}


def decoded_options(game: AnyGame, options: bytes) -> Any:
    """Options as a table keeps them (msgpack), decoded."""
    return _decoder(game.Options).decode(options)


def game_options(game: AnyGame, table: Table) -> Any:
    if not game.Options.__struct_config__.frozen:  # a mutable value is never shared
        return _decoder(game.Options).decode(table.options)
    key = (game, table.options)
    found = _options.get(key)
    if found is None:
        found = remember(
            _options, key, _decoder(game.Options).decode(table.options), OPTIONS_MEMORY
        )
    return found


# Decoded states by their bytes: a move decodes its table's state several times (timers, the
# rules, automatic play, scheduling, the answer's view), the same bytes each time. The games
# never change a state they are given (tests/games/test_contract.py), so one decoded value
# serves every call. A few entries: a transition runs without awaiting, so its calls follow
# one another.
STATES_MEMORY = 64
_states: dict[tuple[AnyGame, bytes], Any] = {}
# And each table's latest decoded state, by its code: a table's next move comes after many
# other tables' (512 tables in flight take a process's act waves around), by which time the
# few entries above hold other tables' states, so every move decoded its table's state again
# (about 2% of a move's instructions, docs/performance.md). One entry per table, so memory
# follows the tables in play (a state is 1.5-5 KB decoded), bounded as recent reads are.
TABLES_MEMORY = 4096
_latest: dict[str, tuple[AnyGame, bytes, Any]] = {}


def encoded_state(game: AnyGame, state: Any) -> bytes:
    """A state the game returned, encoded for the table; kept as the decoded value of those
    bytes, which the next call of the transition (timers, automatic play, the view) would
    otherwise decode again (equal, types included: tests/games/test_contract.py)."""
    blob = encode(state)
    remember(_states, (game, blob), state, STATES_MEMORY)
    return blob


def game_state(game: AnyGame, table: Table) -> Any:
    if table.state is None:
        raise errors.WrongStatus("the game has not started")
    blob = table.state
    latest = _latest.get(table.code)
    if latest is not None and latest[1] == blob and latest[0] is game:
        return latest[2]
    key = (game, blob)
    found = _states.get(key)
    if found is None:
        found = remember(_states, key, _decoder(game.State).decode(blob), STATES_MEMORY)
    remember(_latest, table.code, (game, blob, found), TABLES_MEMORY)
    return found


def rng_for(table: Table, version: int, move: int = 0) -> Random:
    """Ruling C3: every random choice derives from the table's secret seed, the version and
    the move's index within that version's step."""
    return seeded_rng(table.seed, version, move)


def seeded_rng(seed: bytes, version: int, move: int = 0) -> Random:
    """`rng_for` from the seed alone: how a game record replays."""
    suffix = move.to_bytes(4, "big") if move else b""
    return Random(seed + version.to_bytes(8, "big") + suffix)


class LazyRandom(Random):
    """`seeded_rng`'s generator, seeded when first used: seeding a Mersenne Twister from a
    long seed costs more than most moves' rules (a twentieth of a move), and most moves draw
    nothing. The same numbers as `seeded_rng` gives, in the same order."""

    def __init__(self, seed: bytes, version: int, move: int = 0) -> None:  # no super(): later
        self._seed_parts = (seed, version, move)
        self._seeded = False
        self.gauss_next = None  # what Random.__init__ sets

    def _seed_now(self) -> None:
        seed, version, move = self._seed_parts
        suffix = move.to_bytes(4, "big") if move else b""
        super().__init__(seed + version.to_bytes(8, "big") + suffix)
        self._seeded = True

    def random(self) -> float:
        if not self._seeded:
            self._seed_now()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        if not self._seeded:
            self._seed_now()
        return super().getrandbits(k)

    def getstate(self) -> Any:
        if not self._seeded:
            self._seed_now()
        return super().getstate()


@dataclass
class Step:
    """What one transition did: events to show, and every game move in order (for replays).
    A move is (seat, msgpack action); seat -1 with no action marks the end of a pause; a seat
    with no action lost by forfeit (R8; the reason is in the step's `seat_forfeited` event)."""

    events: list[Event] = field(default_factory=list)
    moves: list[tuple[int, bytes | None]] = field(default_factory=list)

    def rng(self, table: Table) -> Random:
        """C3's generator for the next move of this step (seeded only if it is used)."""
        return LazyRandom(table.seed, table.version, len(self.moves))


def bumped(table: Table, **changes: Any) -> Table:
    return replace(table, version=table.version + 1, **changes)


def identify(table: Table, token: str | None) -> Caller:
    """Match a token against the host's and every seat's hash (all compared, constant time)."""
    if token is None:
        return Caller("spectator")
    candidate = hash_token(table.code, token)
    caller = None
    if token_matches(table.host_token_hash, candidate):
        caller = Caller("host")
    for seat, member in enumerate(table.members):
        if member.token_hash is not None and token_matches(member.token_hash, candidate):
            seat_number = seat if table.status != "lobby" else None
            caller = Caller("host" if member.host else "player", seat_number, member.id)
    if caller is None:
        raise errors.Unauthorized("this token is not valid for this table")
    return caller


# The member id a playing host takes at the start, reserved when its table is created
# (`Table.host_member`): joins take 1, 2... (`next_member_id`), so the host's id is known from
# the lobby on (its chat messages and mutes there are its seat's after the start). Tables
# created before have none: their host takes the next free id at the start, as it did.
HOST_MEMBER_ID = 0


def member_id_of(table: Table, caller: Caller) -> int | None:
    """The caller's member id: its seat's, or, a playing host in the lobby, the one it will
    have (if its table reserved one); none for spectators and a host who does not play."""
    if caller.member_id is None and caller.role == "host" and hosts_in_lobby(table):
        return table.host_member
    return caller.member_id


def member_ids(table: Table) -> set[int]:
    """Every member id at the table, with a playing host's in the lobby."""
    ids = {member.id for member in table.members}
    host = table.host_member if hosts_in_lobby(table) else None
    return ids | {host} if host is not None else ids


def hosts_in_lobby(table: Table) -> bool:
    """A lobby whose host will take a seat at the start."""
    return table.status == "lobby" and table.host_plays


def seat_names(table: Table) -> list[str]:
    names = [member.name for member in table.members]
    if table.status == "lobby" and table.host_plays:
        names.append(table.host_name)
    return names


def seat_count(table: Table) -> int:
    return len(seat_names(table))


def require_lobby(table: Table) -> None:
    if table.status != "lobby":
        raise errors.WrongStatus(f"the table is {table.status}, not in its lobby")


def require_name_free(table: Table, name: str) -> None:
    taken = {n.casefold() for n in [*seat_names(table), table.host_name]}
    if name.casefold() in taken:
        raise errors.NameTaken(f"the name {name!r} is already taken at this table")


def seat_limit(table: Table, game: AnyGame) -> int:
    """The most seats the table takes: the game's, or quick play's `seats_wanted` max."""
    wanted = table.seats_wanted
    return game.max_seats if wanted is None else min(wanted.max, game.max_seats)


def require_free_seat(table: Table, game: AnyGame) -> None:
    limit = seat_limit(table, game)
    if seat_count(table) >= limit:
        whose = game.title if table.seats_wanted is None else "this quick-play table"
        raise errors.TableFull(f"{whose} seats at most {limit}")


def seated_players(table: Table) -> set[str]:
    """The player identities holding (or, a playing host, about to hold) a seat."""
    players = {member.player for member in table.members if member.player is not None}
    if table.status == "lobby" and table.host_plays and table.host_player is not None:
        players.add(table.host_player)
    return players


def join(
    table: Table, game: AnyGame, name: str, token: str, player: str | None = None
) -> tuple[Table, Member, list[Event]]:
    require_lobby(table)
    require_name_free(table, name)
    require_free_seat(table, game)
    if player is not None and player in seated_players(table):
        raise errors.PlayerSeated("this player already holds a seat at this table")
    member = Member(
        id=table.next_member_id,
        name=name,
        token_hash=hash_token(table.code, token),
        player=player,
    )
    table = bumped(table, members=[*table.members, member], next_member_id=table.next_member_id + 1)
    return table, member, [ev.PlayerJoined(member=member.id, name=name).logged()]


def add_bot(table: Table, game: AnyGame, level: BotLevel) -> tuple[Table, Member, list[Event]]:
    require_lobby(table)
    require_free_seat(table, game)
    number = sum(1 for member in table.members if member.bot) + 1
    name = f"{level.capitalize()} bot {number}"
    while name.casefold() in {n.casefold() for n in seat_names(table)}:
        number += 1
        name = f"{level.capitalize()} bot {number}"
    member = Member(id=table.next_member_id, name=name, bot=level)
    table = bumped(table, members=[*table.members, member], next_member_id=table.next_member_id + 1)
    added = ev.BotAdded(member=member.id, name=name, level=level)
    return table, member, [added.logged()]


def remove_bot(table: Table, member_id: int) -> tuple[Table, list[Event]]:
    require_lobby(table)
    if not any(member.id == member_id and member.bot for member in table.members):
        raise errors.MemberNotFound(f"no bot with member id {member_id} at this table")
    members = [member for member in table.members if member.id != member_id]
    return bumped(table, members=members), [ev.BotRemoved(member=member_id).logged()]


def update_settings(
    table: Table, game: AnyGame, host_plays: bool | None, options: Any | None
) -> tuple[Table, list[Event]]:
    require_lobby(table)
    changes: dict[str, Any] = {}
    if host_plays is not None and host_plays != table.host_plays:
        if host_plays and len(table.members) >= game.max_seats:
            raise errors.TableFull(f"{game.title} seats at most {game.max_seats}")
        changes["host_plays"] = host_plays
    if options is not None:
        validate_options(game, options)
        changes["options"] = encode(options)
    return bumped(table, **changes), [ev.SettingsChanged().logged()]


def validate_options(game: AnyGame, options: Any) -> None:
    try:
        game.validate_options(options)
    except ValueError as error:
        raise errors.BadRequest(f"invalid options: {error}") from error


def start(table: Table, game: AnyGame, casual: bool = False) -> tuple[Table, list[Event]]:
    """C1: arrivals in order, the playing host last; C8: 2..max seats, at least one human.
    `casual`: never rated, whoever sits (a casual tournament's tables)."""
    require_lobby(table)
    members = list(table.members)
    if table.host_plays:
        members.append(
            Member(
                id=table.next_member_id if table.host_member is None else table.host_member,
                name=table.host_name,
                token_hash=table.host_token_hash,
                host=True,
                player=table.host_player,
            )
        )
    if not game.min_seats <= len(members) <= game.max_seats:
        raise errors.CannotStart(
            f"{game.title} needs {seats_in_words(game)} seats, not {len(members)}"
        )
    if all(member.bot for member in members):
        raise errors.CannotStart("at least one seat must be a human player")
    rated = not casual and rated_at_start(game, game_options(game, table), members)
    version = table.version + 1
    state = game.setup(game_options(game, table), len(members), rng_for(table, version))
    table = replace(
        table,
        version=version,
        status="playing",
        members=members,
        next_member_id=table.next_member_id + 1,
        started_version=version,
        rated=rated,
    )
    state = game.counted(state, is_rated(table, game))
    table = replace(table, state=encoded_state(game, state))
    seats = [ev.StartedSeat(member.name, member.bot) for member in members]
    # The deal and the first public cards follow, so the events alone tell the whole game.
    return table, [ev.GameStarted(seats=seats).logged(), *game.opening_events(state)]


def is_rated(table: Table, game: AnyGame) -> bool:
    """The one answer to "does this game count for a rating" (R9: the game's rules allow it
    and every seat, at least two, is a human with a player identity, fixed at the start; R8:
    a cancelled or aborted game never counts). Engines that show it are told at the start and
    when the table cancels (`AnyGame.counted`)."""
    if table.status == "cancelled":
        return False
    if table.status != "lobby":
        return table.rated
    return game.rated(game_options(game, table)) and identified_humans(lobby_members(table))


def lobby_members(table: Table) -> list[Member]:
    """Who will sit at a table still in its lobby: the members, and the playing host (with
    its player identity) as the last seat."""
    if not table.host_plays:
        return list(table.members)
    host = Member(id=0, name=table.host_name, player=table.host_player)
    return [*table.members, host]


def identified_humans(members: list[Member]) -> bool:
    """Every seat (at least two) is a human who came with a player identity."""
    return len(members) >= 2 and all(m.bot is None and m.player is not None for m in members)


def rated_at_start(game: AnyGame, options: Any, members: list[Member]) -> bool:
    """Whether the game will count for ratings: the game's rules allow it (`Game.rated`: some
    games rate their standard rules, others a `rated` option asked for) and every seat is an
    identified human. A table that asked for a rating explicitly cannot start without that
    (409)."""
    if not game.rated(options):
        return False
    if identified_humans(members):
        return True
    if getattr(options, "rated", False):
        raise errors.CannotStart(
            "a rated table needs every seat to be a human with a player identity"
        )
    return False


def act(table: Table, game: AnyGame, seat: int, action: Any, step: Step) -> Table:
    """One game move inside a transition whose version is already bumped."""
    if table.status != "playing":
        raise errors.GameOver(f"the table is {table.status}")
    state = game_state(game, table)
    try:
        state, events = game.apply(state, seat, action, step.rng(table))
    except IllegalAction as error:  # counted by the service (a pure module counts nothing)
        raise errors.GAME_ERRORS.get(error.code, errors.IllegalMove)(error.message) from error
    step.moves.append((seat, _encoder.encode(action)))
    step.events.extend(events)
    result = game.outcome(state)
    table = replace(table, state=encoded_state(game, state))
    if result is not None:
        table = replace(table, status="finished", result=result)
    return table


def resume(table: Table, game: AnyGame, step: Step) -> Table:
    """A game pause ended: the game goes on (logged as move -1)."""
    state, events = game.resume(game_state(game, table), step.rng(table))
    step.moves.append((-1, None))
    step.events.extend(events)
    return replace(table, state=encoded_state(game, state), pause_until_ms=None)


def cancel(table: Table, game: AnyGame) -> tuple[Table, list[Event]]:
    """C7: the host ends the table; a partial summary, no winner."""
    if table.finished:
        raise errors.WrongStatus(f"the table is already {table.status}")
    if table.state is None:
        table = bumped(table, status="cancelled", result=Outcome("cancelled"))
        return table, [ev.TableCancelled(scores=None).logged()]
    table, result = halted(bumped(table), game, "cancelled", {})
    return table, [ev.TableCancelled(scores=result.scores).logged()]


def halted(
    table: Table, game: AnyGame, reason: str, details: dict[str, Any]
) -> tuple[Table, Outcome]:
    """The table stops a game before its end (C7, R8): never rated, no winner, the scores so
    far in `result`, and the same outcome inside the game (its views show it)."""
    table = replace(table, status="cancelled")
    state = game.counted(game_state(game, table), False)
    partial = game.partial_outcome(state, reason)
    result = replace(partial, details={**partial.details, **details})
    state = game.halt(state, result)
    return replace(table, state=encoded_state(game, state), result=result), result


def finish_stopped(table: Table, game: AnyGame, result: Outcome, step: Step) -> Table:
    """C6: every human is automatic and the game may stop now; the game's own outcome (so
    its views) says the same as the table's result."""
    state = game.halt(game_state(game, table), result)
    over = ev.GameOver(reason=result.reason, winners=result.winners, scores=result.scores)
    step.events.append(over.logged())
    return replace(table, state=encoded_state(game, state), status="finished", result=result)


def forfeit(table: Table, game: AnyGame, seat: int, reason: str, step: Step) -> Table:
    """R8: `seat` loses by time (`clock`, `move_time`) or `absence`; the game says who wins."""
    state, events = game.forfeit(game_state(game, table), seat, reason)
    step.moves.append((seat, None))
    step.events.append(ev.SeatForfeited(seat=seat, reason=reason).logged())
    step.events.extend(events)
    return replace(
        table, state=encoded_state(game, state), status="finished", result=game.outcome(state)
    )


def abort(table: Table, game: AnyGame, seat: int, reason: str, step: Step) -> Table:
    """R8: a game nobody may count (no first move against a human): cancelled, no winner."""
    table, result = halted(table, game, reason, {"seat": seat})
    step.events.append(ev.GameAborted(seat=seat, reason=reason, scores=result.scores).logged())
    return table


def seats_in_words(game: AnyGame) -> str:
    """How many seats a game takes, in words: "exactly 2", "2 to 5"."""
    if game.min_seats == game.max_seats:
        return f"exactly {game.min_seats}"
    return f"{game.min_seats} to {game.max_seats}"
