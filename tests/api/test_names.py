"""A name needs a visible character: one made only of non-breaking spaces, other Unicode spaces or
zero-width characters is a 400 like a name of plain spaces, and invisible characters around a
name are removed (so they cannot make a second "Ana" at a table)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from support import create_table, view

from service.core.names import PATTERN
from tests.gamepicks import reference

INVISIBLE_ONLY = [
    "\u00a0",  # no-break space
    "\u00a0\u00a0\u00a0",
    "\u2007\u202f",  # figure space, narrow no-break space
    "\u3000",  # ideographic space
    "\u200b",  # zero-width space
    "\ufeff\u200d\u2060",  # BOM, zero-width joiner, word joiner
    "\u3164",  # Hangul filler: a letter that renders blank
    " \u00a0\t",  # with a control character too
]


def assert_bad_request(response: Any) -> None:
    assert response.status_code == 400, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "bad_request"


@pytest.mark.parametrize("name", INVISIBLE_ONLY)
def test_a_host_name_without_a_visible_character_is_400(client: Any, name: str) -> None:
    assert_bad_request(client.post("/tables", json={"game": reference().id, "host_name": name}))


@pytest.mark.parametrize("name", INVISIBLE_ONLY)
def test_a_join_name_without_a_visible_character_is_400(client: Any, name: str) -> None:
    code, host = create_table(client)
    before = view(client, code, host)
    assert_bad_request(client.post(f"/tables/{code}/join", json={"name": name}))
    assert view(client, code, host)["seats"] == before["seats"]


def test_invisible_characters_around_a_name_are_removed(client: Any) -> None:
    response = client.post(
        "/tables", json={"game": reference().id, "host_name": "\u3000Host\u00a0"}
    )
    assert response.status_code == 201, response.text
    assert response.json()["table"]["host_name"] == "Host"
    code = response.json()["code"]
    response = client.post(f"/tables/{code}/join", json={"name": "\u00a0Ana\u200b "})
    assert response.status_code == 201, response.text
    assert sorted(seat["name"] for seat in response.json()["table"]["seats"]) == ["Ana", "Host"]
    response = client.post(f"/tables/{code}/join", json={"name": "Ana\u00a0"})
    assert response.status_code == 409 and response.json()["code"] == "name_taken"


def test_visible_names_keep_their_inner_spaces_and_joiners(client: Any) -> None:
    code, _ = create_table(client)
    for name in ("Ana\u00a0Maria", "Jo Li", "\U0001f469\u200d\U0001f4bb"):  # woman technologist
        response = client.post(f"/tables/{code}/join", json={"name": name})
        assert response.status_code == 201, response.text
        assert name in [seat["name"] for seat in response.json()["table"]["seats"]]


def test_c1_control_characters_are_refused_like_c0_ones(client: Any) -> None:
    code, _ = create_table(client)
    assert_bad_request(client.post(f"/tables/{code}/join", json={"name": "A\u0085B"}))


def test_the_documented_pattern_is_what_the_api_accepts(client: Any) -> None:
    spec = client.get("/docs/openapi.json").json()
    pattern = spec["components"]["schemas"]["JoinTable"]["properties"]["name"]["pattern"]
    assert pattern == PATTERN
    for name in [*INVISIBLE_ONLY, "Ana", "\u00a0Ana", " x ", "\u200bZ"]:
        code, _ = create_table(client)
        accepted = client.post(f"/tables/{code}/join", json={"name": name}).status_code == 201
        assert accepted == (re.match(pattern, name) is not None), name
