"""Golden playthroughs (tests/games/golden/<game>.json, see golden_support.py): tables and logs
written by an earlier version decode with today's types, re-encode to the same bytes, and
replaying the logged moves from the stored lobby gives the stored tables and events."""

from __future__ import annotations

import json

import msgspec
import pytest
from golden_support import GOLDEN, replay, unb64

from service.games.registry import GAMES
from service.storage.store import decode_step
from service.tables import lifecycle
from service.tables.models import Table

_tables = msgspec.msgpack.Decoder(Table)


def load(game_id: str) -> dict[str, object]:
    path = GOLDEN / f"{game_id}.json"
    assert path.exists(), f"no golden file for {game_id}: run python tests/games/golden_support.py"
    document: dict[str, object] = json.loads(path.read_text())
    return document


@pytest.mark.parametrize("game_id", list(GAMES))
def test_golden_tables_decode_and_reencode_to_the_same_bytes(game_id: str) -> None:
    document = load(game_id)
    game = GAMES[game_id]
    for name in ("lobby", "middle", "final"):
        blob = unb64(str(document[name]))
        table = _tables.decode(blob)
        assert msgspec.msgpack.encode(table) == blob, name
        lifecycle.game_options(game, table)
        if table.state is not None:
            state = lifecycle.game_state(game, table)
            assert msgspec.msgpack.encode(state) == table.state, name
            for seat in [None, *range(len(table.members))]:
                game.view(state, seat)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_golden_replaying_the_log_gives_the_stored_tables_and_events(game_id: str) -> None:
    document = load(game_id)
    game = GAMES[game_id]
    lobby = _tables.decode(unb64(str(document["lobby"])))
    log = [decode_step(unb64(step)) for step in document["log"]]  # type: ignore[attr-defined]
    tables, events = replay(game, lobby, log)
    assert [table.version for table in tables] == [step.version for step in log]
    encode = msgspec.msgpack.encode
    # Logs written before a rename (KARTA3's events took the `karta3.` prefix) still read as
    # today's events: the golden files keep the old bytes, and readers upgrade each event.
    assert [encode(e) for e in events] == [
        encode([game.upgrade_event(e) for e in step.events]) for step in log
    ]
    stored = {encode(_tables.decode(unb64(str(document[n])))) for n in ("middle", "final")}
    assert stored <= {encode(table) for table in tables}
    assert encode(tables[-1]) == unb64(str(document["final"]))
    assert tables[-1].status == "finished"
