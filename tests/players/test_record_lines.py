"""A game record's NDJSON form (`Accept: application/x-ndjson`) is what the committed OpenAPI
document declares for it: its first line validates against the header schema the document
names, and has no `moves` key (a reader of that line alone must not see a game without moves;
it once held `"moves": []`); every following line is a move, against the move schema, the
same moves in the same order as the JSON form."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from support import auth, complete_action, legal, view

from service.games.registry import GAMES
from tests.gamepicks import all_ids, quick_options

COMMITTED = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"
NDJSON = "application/x-ndjson"
MOVES = 3


def line_schemas() -> tuple[jsonschema.Draft202012Validator, jsonschema.Draft202012Validator]:
    """Validators of the header line and of a move line, as getRecord's NDJSON form names
    them (its schema's `$defs`), over the document's components."""
    document = json.loads(COMMITTED.read_text())
    answer = document["paths"]["/tables/{code}/record"]["get"]["responses"]["200"]
    lines = answer["content"][NDJSON]["schema"]["$defs"]
    components = document["components"]
    header, move = ({**lines[name], "components": components} for name in ("header", "line"))
    return jsonschema.Draft202012Validator(header), jsonschema.Draft202012Validator(move)


def ended_game(client: Any, game_id: str) -> str:
    """A table of `game_id` with two human seats, a few moves played, then cancelled: an
    ended game with a record."""
    body = {"game": game_id, "host_name": "Host", "options": quick_options(GAMES[game_id])}
    created = client.post("/tables", json=body)
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    joined = client.post(f"/tables/{code}/join", json={"name": "Guest"})
    assert joined.status_code == 201, joined.text
    tokens = [host, joined.json()["token"]]
    started = client.post(f"/tables/{code}/start", headers=auth(host))
    assert started.status_code == 200, started.text
    seats = {view(client, code, token)["you"]["seat"]: token for token in tokens}
    for _ in range(MOVES):
        table = view(client, code)
        if table["status"] != "playing":
            break
        token = seats[table["to_act"][0]]
        action = complete_action(legal(client, code, token))
        moved = client.post(f"/tables/{code}/actions", json={"action": action}, headers=auth(token))
        assert moved.status_code == 200, moved.text
    if view(client, code)["status"] == "playing":
        cancelled = client.post(f"/tables/{code}/cancel", headers=auth(host))
        assert cancelled.status_code == 200, cancelled.text
    return code


@pytest.mark.parametrize("game_id", all_ids())
def test_the_ndjson_record_is_a_header_without_moves_then_one_move_a_line(
    client: Any, game_id: str
) -> None:
    code = ended_game(client, game_id)
    as_json = client.get(f"/tables/{code}/record")
    assert as_json.status_code == 200, as_json.text
    record = as_json.json()
    assert record["moves"], "a few moves were played"
    response = client.get(f"/tables/{code}/record", headers={"Accept": NDJSON})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].split(";")[0] == NDJSON
    assert response.text.endswith("\n")
    first, *rest = [json.loads(line) for line in response.text.splitlines()]
    header_schema, move_schema = line_schemas()
    header_schema.validate(first)
    assert "moves" not in first
    # Without workers each request builds the record afresh, `ended` at that moment.
    unstable = {"moves", "ended"}
    assert set(first) == set(record) - {"moves"}
    assert {k: v for k, v in first.items() if k not in unstable} == {
        k: v for k, v in record.items() if k not in unstable
    }
    for move in rest:
        move_schema.validate(move)
    assert rest == record["moves"]


def test_a_header_line_with_a_wrong_field_type_is_refused_by_the_schema() -> None:
    """The header schema checks something: the validator is not vacuous."""
    header_schema, move_schema = line_schemas()
    assert not header_schema.is_valid({"code": "ABCDEF"})  # the required fields missing
    assert not move_schema.is_valid({"version": "5", "index": 0, "seat": 0, "source": "player"})
