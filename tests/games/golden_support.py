"""Golden playthroughs: a table of each registered game played from its lobby to the end with
the pure table transitions, stored exactly as Redis stores it (msgpack, base64 in JSON).

The files back the upgrade promise (docs/operations.md): a new release must decode the tables
and logs an older one wrote, and replaying a logged game must give the same states and events.
Regenerate them only for a deliberate rules change (and say so in the release notes):

    python tests/games/golden_support.py
"""

from __future__ import annotations

import base64
import json
import random
import sys
from pathlib import Path
from typing import Any, Union

import msgspec

from service.games.base import AnyGame, tag
from service.games.registry import GAMES
from service.storage.store import LoggedStep
from service.tables import lifecycle
from service.tables.lifecycle import Step
from service.tables.models import Member, Table
from service.tables.tokens import hash_token

GOLDEN = Path(__file__).parent / "golden"
FORMAT = 1
CODE = "GOLDEN"
SEED = bytes(range(32))
CREATED_MS = 1_700_000_000_000


def lobby(game: AnyGame) -> Table:
    """A lobby of humans only (no bot needs to think): the host plays, others joined."""
    seats = min(game.max_seats, 3)
    members = [
        Member(id=i + 1, name=f"Player {i + 1}", token_hash=hash_token(CODE, f"token-{i + 1}"))
        for i in range(seats - 1)
    ]
    return Table(
        code=CODE,
        game=game.id,
        version=seats,
        created_ms=CREATED_MS,
        host_name="Host",
        host_token_hash=hash_token(CODE, "host-token"),
        members=members,
        next_member_id=seats,
        options=lifecycle.encode(game.Options()),
        seed=SEED,
    )


def play(game: AnyGame, chooser_seed: int = 7) -> tuple[Table, list[Table], list[LoggedStep]]:
    """The lobby, every table version after it, and the log of each version's step."""
    chooser = random.Random(chooser_seed)
    table, events = lifecycle.start(lobby(game), game)
    tables, log = [table], [LoggedStep(events, [], table.version)]
    while table.status == "playing":
        step = Step()
        table = lifecycle.bumped(table)
        state = lifecycle.game_state(game, table)
        if game.paused(state):
            table = lifecycle.resume(table, game, step)
        else:
            seat = min(game.to_act(state))
            legal = game.legal_actions(state, seat)
            usual = [a for a in legal if tag(a) not in game.spec.out_of_turn] or legal
            table = lifecycle.act(table, game, seat, chooser.choice(usual), step)
        tables.append(table)
        log.append(LoggedStep(step.events, step.moves, table.version))
    return lobby(game), tables, log


def replay(game: AnyGame, start: Table, log: list[LoggedStep]) -> tuple[list[Table], list[Any]]:
    """The tables and events a log gives when its moves are applied again from the lobby."""
    table, events = lifecycle.start(start, game)
    tables, all_events = [table], [events]
    for logged in log[1:]:
        step = Step()
        table = lifecycle.bumped(table)
        for seat, blob in logged.moves:
            if seat == -1:
                table = lifecycle.resume(table, game, step)
            else:
                assert blob is not None, "a forfeit is not part of a golden playthrough"
                action = msgspec.msgpack.decode(blob, type=action_union(game))
                table = lifecycle.act(table, game, seat, action, step)
        tables.append(table)
        all_events.append(step.events)
    return tables, all_events


def action_union(game: AnyGame) -> Any:
    return Union[game.actions]  # noqa: UP007 - a runtime tuple of types


def b64(blob: bytes) -> str:
    return base64.b64encode(blob).decode()


def unb64(text: str) -> bytes:
    return base64.b64decode(text)


def write(game: AnyGame) -> Path:
    start, tables, log = play(game)
    encode = msgspec.msgpack.encode
    middle = tables[len(tables) // 2]
    document = {
        "format": FORMAT,
        "game": game.id,
        "lobby": b64(encode(start)),
        "middle": b64(encode(middle)),
        "final": b64(encode(tables[-1])),
        "log": [b64(encode(step)) for step in log],
    }
    path = GOLDEN / f"{game.id}.json"
    path.write_text(json.dumps(document, indent=1) + "\n")
    return path


def main() -> None:
    for game in GAMES.values():
        print("wrote", write(game), file=sys.stderr)


if __name__ == "__main__":
    main()
