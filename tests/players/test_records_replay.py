"""Game records replay: 100 random games per game are played through the table layer's pure
transitions (as the service logs them: one version per move, pauses ended in the same step),
turned into records, and replayed from the seed alone through the engine to the same final
state and result (C3)."""

from __future__ import annotations

import random
from typing import Any

import msgspec
import pytest

from service.games.base import Game
from service.games.registry import GAMES
from service.players.records import GameRecord, build_record, ndjson_lines, replay
from service.storage.store import LoggedStep
from service.tables import lifecycle
from service.tables.lifecycle import Step
from service.tables.models import Member, Table
from tests.gamepicks import reference

GAMES_PER_GAME = 100
MAX_MOVES = 400  # a game still going then is cancelled (its record still replays)


def random_action(actions: list[Any], rng: random.Random) -> Any:
    """Any legal action, resigning rarely (so games last)."""
    lasting = [a for a in actions if not type(a).__name__.lower().startswith("resign")]
    return rng.choice(lasting if lasting and rng.random() > 0.01 else actions)


def random_game(game: Game, rng: random.Random) -> tuple[Table, list[tuple[int, LoggedStep]]]:
    seats = rng.randint(game.min_seats, game.max_seats)
    members = [
        Member(id=i + 1, name=f"P{i}", token_hash=bytes(32), player=f"p_{i}") for i in range(seats)
    ]
    table = Table(
        code="ABCDEF",
        game=game.id,
        created_ms=0,
        host_name="Host",
        host_plays=False,
        host_token_hash=bytes(32),
        members=members,
        next_member_id=seats + 1,
        options=lifecycle.encode(game.Options()),
        seed=rng.randbytes(32),
    )
    table, _ = lifecycle.start(table, game)
    steps = []
    for _ in range(MAX_MOVES):
        if table.status != "playing":
            break
        table, step = lifecycle.bumped(table), Step()
        state = lifecycle.game_state(game, table)
        seat = rng.choice(sorted(game.to_act(state)))
        table = lifecycle.act(
            table, game, seat, random_action(game.legal_actions(state, seat), rng), step
        )
        while table.status == "playing" and game.paused(lifecycle.game_state(game, table)):
            table = lifecycle.resume(table, game, step)
        steps.append((table.version, LoggedStep(step.events, step.moves, table.version)))
    if table.status == "playing":
        table, _ = lifecycle.cancel(table, game)
    return table, steps


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_records_of_random_games_replay_to_the_same_state_and_result(game_id: str) -> None:
    game = GAMES[game_id]
    rng = random.Random(f"records-{game_id}")
    for _ in range(GAMES_PER_GAME):
        table, steps = random_game(game, rng)
        record = build_record(table, game, steps, ended_ms=1)
        # Through JSON and back, as served.
        record = msgspec.json.decode(msgspec.json.encode(record), type=GameRecord)
        state, outcome = replay(game, record)
        assert lifecycle.encode(state) == table.state
        if table.status == "finished":
            assert outcome == table.result == record.result
        assert len(ndjson_lines(record)) == len(record.moves) + 1


def test_record_reveals_the_seed_and_names_each_move_source() -> None:
    game = reference()
    table, steps = random_game(game, random.Random(1))
    record = build_record(table, game, steps, ended_ms=1)
    assert bytes.fromhex(record.seed) == table.seed
    assert {move.source for move in record.moves} <= {"player", "automatic"}
    assert [seat.player for seat in record.seats] == [m.player for m in table.members]
