"""KARTA3 state: everything the rules need, nothing the table layer owns."""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from service.games.base import Outcome
from service.games.karta3.decks import DeckId

Direction = Literal["high", "low"]
Phase = Literal["ordinary", "final", "tiebreak", "finished"]

HAND_SIZE = 3
FINAL_ROUNDS = 3
# Section 6's table; `test_karta3_rounds_table_per_player_count` checks play reproduces it.
ORDINARY_ROUNDS = {2: 17, 3: 12, 4: 9, 5: 7}


class Karta3Options(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True):
    """KARTA3 table options."""

    deck: DeckId = "solar_system"
    turn_seconds: Literal[15, 30, 60] = 30
    review_seconds: Annotated[int, msgspec.Meta(ge=0, le=10)] = 5
    force_tiebreak: bool = False
    # Count for ratings: allowed only when every seat is a human with a player identity at
    # the start (else the start is refused); its rules define no rated games otherwise.
    rated: bool = False


Options = Karta3Options  # the schema name in the OpenAPI document must be unique across games


class Play(msgspec.Struct, frozen=True, array_like=True):
    seat: int
    card: int


class RoundRecord(msgspec.Struct, frozen=True):
    """A resolved round, kept visible until the next one resolves."""

    number: int
    attribute: int
    direction: Direction
    plays: list[Play]
    winner: int
    second: int | None
    tiebreak: bool = False


class State(msgspec.Struct, kw_only=True):
    deck: DeckId
    seats: int
    force_tiebreak: bool
    phase: Phase = "ordinary"
    round: int = 1
    hands: list[list[int]]  # oldest card first (ruling K2)
    draw_pile: list[int]  # the next card drawn is the last one
    central: int
    central_pile: list[int] = []
    opener: int = 0
    turn: int | None = 0
    direction: Direction | None = None  # public once the opener's card is on the table
    pending_card: int | None = None  # the opener's private partial choices (ruling K3)
    pending_direction: Direction | None = None
    trick: list[Play] = []
    won: list[list[int]] = []
    last_round: RoundRecord | None = None
    tiebreak_seats: list[int] = []
    set_aside: list[int] = []
    tiebreak_winner: int | None = None
    # A resolved round is on show (ruling K4; the table times it, `review_seconds` may be 0);
    # `resume` refills and goes on. The engine always stops here so that C6 can end the game
    # after the round in progress, before the next one is dealt.
    reviewing: bool = False
    halted: Outcome | None = None  # the table ended the game (C6, C7, R8) with this outcome
