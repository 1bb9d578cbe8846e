"""The committed OpenAPI document is the one the code generates (`make openapi` rewrites it)."""

from __future__ import annotations

import json
from pathlib import Path

import msgspec

from service.export import openapi_text
from service.games.registry import action_types
from service.http.bodies import Act

COMMITTED = Path(__file__).resolve().parents[2] / "openapi" / "openapi.json"


def test_openapi_file_matches_the_code() -> None:
    assert COMMITTED.read_text() == openapi_text(), (
        "openapi/openapi.json drifted: run `make openapi`"
    )


def test_openapi_is_3_1_with_problem_errors_and_links() -> None:
    document = json.loads(COMMITTED.read_text())
    assert document["openapi"].startswith("3.1")
    create = document["paths"]["/tables"]["post"]
    assert "joinTable" in create["responses"]["201"]["links"]
    for path_item in document["paths"].values():
        for operation in path_item.values():
            for status, response in operation["responses"].items():
                if status >= "400":
                    assert list(response["content"]) == ["application/problem+json"]


def test_every_action_of_every_game_has_an_act_example_that_decodes() -> None:
    document = json.loads(COMMITTED.read_text())
    act = document["paths"]["/tables/{code}/actions"]["post"]
    examples = act["requestBody"]["content"]["application/json"]["examples"]
    decoder = msgspec.json.Decoder(Act)
    shown = {
        decoder.decode(json.dumps(e["value"])).action.__struct_config__.tag
        for e in examples.values()
    }
    assert shown == {action.__struct_config__.tag for action in action_types()}


def test_no_two_schemas_share_a_name_or_title() -> None:
    """Generators name models by title: a shared title drops or mixes up models."""
    schemas = json.loads(COMMITTED.read_text())["components"]["schemas"]
    titles = [schema.get("title", name) for name, schema in schemas.items()]
    assert len(titles) == len(set(titles)), sorted(titles)
    assert all(name.isidentifier() for name in schemas), sorted(schemas)


def test_every_operation_has_a_description_and_declares_x_request_id() -> None:
    document = json.loads(COMMITTED.read_text())
    for path_item in document["paths"].values():
        for operation in path_item.values():
            assert operation.get("description"), operation["operationId"]
            for response in operation["responses"].values():
                assert "X-Request-ID" in response["headers"], operation["operationId"]
