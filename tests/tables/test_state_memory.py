"""The decoded states a process keeps (lifecycle.py, `game_state`): a table's latest state stays
at hand while many other tables move (a process's act waves go round hundreds of tables), and
what it hands out is always what the table's bytes decode to, never another version's."""

from __future__ import annotations

from random import Random
from typing import Any

import msgspec

from service.games.registry import GAMES
from service.tables import lifecycle
from service.tables.models import Table
from tests.gamepicks import all_ids


def started(code: str, state: Any, game_id: str) -> Table:
    return Table(
        code=code,
        game=game_id,
        status="playing",
        created_ms=0,
        host_name="Host",
        host_token_hash=b"h" * 32,
        options=b"",
        seed=b"s" * 32,
        state=msgspec.msgpack.encode(state),
    )


def test_a_tables_state_is_decoded_once_while_hundreds_of_other_tables_move() -> None:
    for game_id in all_ids():
        game = GAMES[game_id]
        seats = game.min_seats
        tables = [
            started(
                f"M{game_id[:2].upper()}{index:04d}",
                game.setup(game.Options(), seats, Random(index)),
                game_id,
            )
            for index in range(512)
        ]
        first = [lifecycle.game_state(game, table) for table in tables]
        again = [lifecycle.game_state(game, table) for table in tables]
        assert all(a is b for a, b in zip(first, again, strict=True))


def test_a_tables_new_bytes_decode_to_the_new_state_not_the_one_kept() -> None:
    for game_id in all_ids():
        game = GAMES[game_id]
        seats = game.min_seats
        before = game.setup(game.Options(), seats, Random(1))
        after = game.setup(game.Options(), seats, Random(2))
        assert before != after
        code = f"N{game_id[:2].upper()}0001"
        assert lifecycle.game_state(game, started(code, before, game_id)) == before
        assert lifecycle.game_state(game, started(code, after, game_id)) == after
        assert lifecycle.game_state(game, started(code, before, game_id)) == before
