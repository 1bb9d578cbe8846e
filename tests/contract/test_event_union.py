"""The OpenAPI document types every event: `EventRecord` is a union over `type` with a
discriminator, one variant per table and game event, and what the games log (as each seat and a
spectator see it) validates against it."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import jsonschema

from service.games.base import event_type
from service.games.registry import GAMES
from service.tables.events import FAMILY, GameStarted, PlayerJoined, StartedSeat, TurnTimedOut

COMMITTED = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games"))
from test_contract import random_game  # noqa: E402


def document() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(COMMITTED.read_text())
    return loaded


def validator(doc: dict[str, Any]) -> jsonschema.Draft202012Validator:
    schema = {"$ref": "#/components/schemas/EventRecord", "components": doc["components"]}
    return jsonschema.Draft202012Validator(schema)


def test_event_record_is_a_discriminated_union_over_every_declared_event() -> None:
    record = document()["components"]["schemas"]["EventRecord"]
    mapping = record["discriminator"]["mapping"]
    assert record["discriminator"]["propertyName"] == "type"
    declared = {event_type(cls) for cls in FAMILY}
    declared |= {event_type(cls) for game in GAMES.values() for cls in game.spec.events}
    assert set(mapping) == declared
    assert sorted(variant["$ref"] for variant in record["oneOf"]) == sorted(mapping.values())


def test_logged_events_of_random_games_validate_against_the_union() -> None:
    check = validator(document())
    for game in GAMES.values():
        run = random_game(game, game.spec.min_seats, seed=3)
        for version, event in enumerate(run.events, start=1):
            for seat in [None, *range(run.seats)]:
                record = {"version": version, "type": event.type, "data": event.for_seat(seat)}
                check.validate(record)


def test_table_events_validate_and_an_unknown_type_or_field_type_does_not() -> None:
    check = validator(document())
    seats = [StartedSeat("Ana", None), StartedSeat("Bot", "easy")]
    for event in (
        PlayerJoined(member=2, name="Ana"),
        GameStarted(seats=seats),
        TurnTimedOut(seat=0, automatic=True),
    ):
        logged = event.logged()
        check.validate({"version": 1, "type": logged.type, "data": logged.data})
    assert not check.is_valid({"version": 1, "type": "no_such_event", "data": {}})
    seated = next(e for g in GAMES.values() for e in g.spec.events if "seat" in e.__struct_fields__)
    bad = {"version": 1, "type": event_type(seated), "data": {"seat": "x"}}  # a game's event
    assert not check.is_valid(bad)
