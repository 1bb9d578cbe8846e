"""`If-None-Match` per RFC 9110: weak comparison, lists of tags, and `*`."""

from __future__ import annotations

from typing import Any

from service.http.conditional import none_match
from tests.helpers.support import auth, create_table


def test_weak_comparison_ignores_the_weakness_prefix() -> None:
    assert none_match('"7-h1-3"', 'W/"7-h1-3"')
    assert none_match('W/"7-h1-3"', 'W/"7-h1-3"')
    assert not none_match('W/"7-h1-2"', 'W/"7-h1-3"')


def test_a_list_matches_when_any_tag_does() -> None:
    assert none_match('"a", W/"7-h1-3" ,"b"', 'W/"7-h1-3"')
    assert not none_match('"a","b"', 'W/"7-h1-3"')


def test_a_star_matches_any_current_representation() -> None:
    assert none_match(" * ", 'W/"1-s-0"')


def test_a_malformed_header_matches_nothing() -> None:
    assert not none_match("7-h1-3", 'W/"7-h1-3"')
    assert not none_match('"unterminated', 'W/"unterminated"')
    assert not none_match('W/"7-h1-3" junk', 'W/"7-h1-3"')


def test_get_table_answers_304_for_a_strong_copy_a_list_and_a_star(client: Any) -> None:
    code, host = create_table(client)
    tag = client.get(f"/tables/{code}", headers=auth(host)).headers["etag"]
    strong = tag.removeprefix("W/")
    for header in (strong, f'"other", {tag}', "*"):
        answer = client.get(f"/tables/{code}", headers={**auth(host), "If-None-Match": header})
        assert answer.status_code == 304, header
        assert answer.headers["etag"] == tag
