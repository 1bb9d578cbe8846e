"""Bot turns, run by a worker: what the bot due at a version decides from (read through the
repository), and its move, run as a `Change` by the change engine like a player's."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import Any

from service.core import errors
from service.games.base import AnyGame
from service.tables import lifecycle
from service.tables.changes import Change, TableChanges
from service.tables.hosted import game_of
from service.tables.models import BotLevel, Table
from service.tables.recent import Revised
from service.tables.repository import TableRepository
from service.tables.step import Move


class BotTurns:
    """The bot turns, over the repository and the change engine they are given."""

    def __init__(self, repository: TableRepository, changes: TableChanges) -> None:
        self.repository = repository
        self.changes = changes

    async def bot_to_move(self, code: str, version: int) -> BotTurn | None:
        """The bot seat due at `version` and what it decides from; None for a stale job (a
        newer one was scheduled, or the game is over). The bot itself runs in the caller."""
        # Read as a move reads it (with presence and revision), so the move's save starts
        # from this read, and writes only over the very table the bot decided from.
        try:
            loaded = await self.repository.read(code)
        except errors.TableNotFound:
            return None
        table = loaded[0]
        if table.version != version or table.status != "playing":
            return None
        game = game_of(table)
        state = lifecycle.game_state(game, table)
        bots = [seat for seat in sorted(game.to_act(state)) if table.members[seat].bot]
        if not bots:
            return None
        seat = bots[0]
        level = table.members[seat].bot
        assert level is not None
        return BotTurn(game, state, seat, level, bot_rng(table), loaded)

    async def seat_act(
        self,
        code: str,
        version: int,
        seat: int,
        action: Any,
        loaded: Revised | None = None,
    ) -> bool:
        """A move for `seat` at exactly `version`, not by a person (a bot's): the same step
        as a player's act, without the reset of timeouts a move by hand makes (C5). `loaded`:
        the table as read for the decision, with its revision (a save from a stale read fails
        and re-reads)."""
        changes = self.changes
        try:
            await changes.mutate(
                Change(
                    code,
                    lambda current, seen: changes.advance(current, seen, Move(seat, action, False)),
                    expected_version=version,
                    loaded=loaded,
                )
            )
        except (errors.VersionConflict, errors.NotYourTurn, errors.IllegalMove):
            return False
        return True


@dataclass(frozen=True)
class BotTurn:
    """What a bot decides from: the true state (bots only look at resamples of it), its seat,
    its level and its random stream."""

    game: AnyGame
    state: Any
    seat: int
    level: BotLevel
    rng: Random
    loaded: Revised  # the table, presence and revision read, for the move's save


def bot_rng(table: Table) -> Random:
    """C3 for bots: their random stream comes from the table's seed and version, so a replayed
    game replays the bots' choices too (apart from Hard's time budget)."""
    return Random(b"bot" + table.seed + table.version.to_bytes(8, "big"))
