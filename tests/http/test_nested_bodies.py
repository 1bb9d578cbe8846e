"""Deeply nested JSON with a float in it is a 400 (it was a 500: the float-to-int fallback of the
body decoder recursed until a RecursionError), on every endpoint with a body, and never changes a
table; integral floats where integers are expected are still accepted."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import auth, create_table, join, start, view

from service.api.catalog import game_info
from service.core import errors
from service.http.bodies import Act, AddBot, CreateTable, JoinTable, UpdateTable, decode_body
from tests.gamepicks import reference

JSON = {"content-type": "application/json"}
DEPTHS = [40, 900, 3_000, 8_000]  # 8,000 nested objects still fit in 64 KiB


def nested(depth: int, leaf: str = "1.5") -> str:
    return "[" * depth + leaf + "]" * depth


def nested_objects(depth: int, leaf: str = "2.0") -> str:
    return '{"a": ' * depth + leaf + "}" * depth


def assert_bad_request(response: Any) -> None:
    assert response.status_code == 400, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "bad_request"


@pytest.mark.parametrize("depth", DEPTHS)
def test_deep_create_bodies_with_a_float_are_400(client: Any, depth: int) -> None:
    for deep in (nested(depth), nested_objects(depth)):
        body = (
            '{"game": "'
            + reference().id
            + '", "host_plays": 1.0, "host_name": "Ana", "x": '
            + deep
            + "}"
        )
        assert_bad_request(client.post("/tables", content=body, headers=JSON))


@pytest.mark.parametrize("depth", DEPTHS)
def test_deep_join_bodies_with_a_float_leave_the_lobby_alone(client: Any, depth: int) -> None:
    code, host = create_table(client)
    before = view(client, code, host)
    for deep in (nested(depth), nested_objects(depth)):
        body = '{"name": 1.0, "x": ' + deep + "}"
        assert_bad_request(client.post(f"/tables/{code}/join", content=body, headers=JSON))
    after = view(client, code, host)
    assert after["version"] == before["version"] and after["seats"] == before["seats"]


@pytest.mark.parametrize("depth", DEPTHS)
def test_deep_action_bodies_with_a_float_leave_the_table_alone(client: Any, depth: int) -> None:
    code, host = create_table(client)
    guest = join(client, code, "Guest")
    start(client, code, host)
    before = view(client, code, host)
    for deep in (nested(depth), nested_objects(depth)):
        body = '{"expected_version": 2.5, "action": ' + deep + "}"
        url = f"/tables/{code}/actions"
        for headers in ({}, auth(host), auth(guest)):  # unauthenticated too
            assert_bad_request(client.post(url, content=body, headers={**JSON, **headers}))
    assert view(client, code, host)["version"] == before["version"]


def test_integral_floats_are_still_accepted_where_integers_are_expected(client: Any) -> None:
    game = reference()
    integer = next(o for o in game_info(game).options if o.type == "integer")  # e.g. seconds
    body = {"game": game.id, "host_name": "Ana", "options": {integer.name: float(integer.default)}}
    response = client.post("/tables", content=json.dumps(body), headers=JSON)
    assert response.status_code == 201, response.text


# --- the decoder alone: any JSON, however nested, decodes or is a BadRequest -------------------

BODY_TYPES = [CreateTable, UpdateTable, JoinTable, AddBot, Act]
leaves = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5)
)
values = st.recursive(
    leaves,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=20,
)
keys = st.sampled_from(
    ["game", "host_name", "host_plays", "options", "bots", "name", "level", "action",
     "expected_version", "type", "x"]
)  # fmt: skip


@st.composite
def bodies(draw: st.DrawFn) -> bytes:
    """An object with our field names, floats and values nested up to thousands of levels."""
    fields = draw(st.dictionaries(keys, values | st.floats(allow_nan=False), max_size=5))
    text = json.dumps(fields)
    depth = draw(st.integers(0, 3_000))
    deep = draw(st.sampled_from([nested, nested_objects]))(depth, json.dumps(draw(values)))
    position = draw(st.sampled_from(["first", "last", "only"]))
    if position == "only":
        return deep.encode()
    extra = f'"deep": {deep}'
    inner = text[1:-1]
    joined = ", ".join(
        part for part in ([extra, inner] if position == "first" else [inner, extra]) if part
    )
    return ("{" + joined + "}").encode()


@settings(max_examples=300, deadline=None)
@given(raw=bodies(), body_type=st.sampled_from(BODY_TYPES))
def test_the_decoder_answers_any_nested_json_with_a_value_or_a_bad_request(
    raw: bytes, body_type: Any
) -> None:
    with contextlib.suppress(errors.BadRequest):
        decode_body(raw, body_type)
