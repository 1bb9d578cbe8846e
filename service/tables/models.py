"""A table as stored in Redis: who sits where, the options, the game state and its version."""

from __future__ import annotations

from typing import Literal

import msgspec

from service.bots import BotLevel as BotLevel  # the levels are the bots'
from service.core.tenancy import DEFAULT_APP
from service.games.base import Outcome

Status = Literal["lobby", "playing", "finished", "cancelled"]
Visibility = Literal["private", "public"]


class Member(msgspec.Struct, kw_only=True, omit_defaults=True):
    """A seat-to-be in the lobby, then a seat. Humans have a token; bots have a level."""

    id: int
    name: str
    bot: BotLevel | None = None
    token_hash: bytes | None = None
    host: bool = False
    timeouts: int = 0  # consecutive turns the timer ran out on (C5)
    automatic: bool = False  # two timeouts in a row: default actions for the rest (C5)
    player: str | None = None  # the player identity that took this seat (docs/players.md)


class TournamentTag(msgspec.Struct, frozen=True):
    """A tournament's table: which event and round (docs/tournaments.md)."""

    id: str
    round: int


class SeatsWanted(msgspec.Struct, frozen=True, kw_only=True, omit_defaults=True):
    """The seats a quick-play table was opened for (docs/players.md, "Tables that start by
    themselves"): it starts by itself once `max` are seated, or, when `wait_seconds` after
    its creation have passed, with `min` or more. An exact count has `min == max` and no wait."""

    min: int
    max: int
    wait_seconds: int = 0


class Table(msgspec.Struct, kw_only=True, omit_defaults=True):
    code: str
    game: str
    version: int = 1
    status: Status = "lobby"
    created_ms: int
    host_name: str
    host_plays: bool = True
    host_token_hash: bytes
    host_player: str | None = None  # the host's player identity, if it came with one
    members: list[Member] = []  # arrival order; at the start the playing host is appended (C1)
    next_member_id: int = 1
    host_member: int | None = None  # a playing host's member id, reserved (lifecycle.py)
    options: bytes  # msgpack of the game's Options
    seed: bytes  # per-table random seed (C3): never shown to anybody
    state: bytes | None = None  # msgpack of the game's State once started
    started_version: int | None = None
    result: Outcome | None = None
    deadlines: dict[int, int] = {}  # seat -> when its pending decision times out (ms)
    turn_started: dict[int, int] = {}  # seat -> when its pending decision began (ms)
    clocks: dict[int, int] = {}  # seat -> its time bank when its decision began (ms), R8
    pause_until_ms: int | None = None  # a game pause (K4 review) ends then
    rated: bool = False  # fixed at the start: the result will change ratings
    rematch_code: str | None = None  # the table a rematch opened (once finished)
    visibility: Visibility = "private"  # public: listed as an open lobby, joined by quick play
    hints: bool = False  # seats may ask for the Hard bot's suggestion (never in a rated game)
    free_chat: bool = False  # identified seats may write free text in the chat (chat.py)
    app: str = DEFAULT_APP  # the app (tenant) it belongs to: invisible to others (tenancy.py)
    tournament: TournamentTag | None = None  # a tournament's round table (started by it)
    seats_wanted: SeatsWanted | None = None  # quick play's: it starts by itself (autostart.py)

    @property
    def finished(self) -> bool:
        return self.status in ("finished", "cancelled")

    @property
    def wake_at_ms(self) -> int | None:
        """When something becomes overdue: a deadline or the end of a pause."""
        times = [*self.deadlines.values()]
        if self.pause_until_ms is not None:
            times.append(self.pause_until_ms)
        return min(times) if times and self.status == "playing" else None


class Caller(msgspec.Struct, frozen=True):
    """Who is asking: the host (maybe seated), a seated player, or a spectator."""

    role: Literal["host", "player", "spectator"]
    seat: int | None = None
    member_id: int | None = None
