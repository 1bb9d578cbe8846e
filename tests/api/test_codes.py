"""A table answers to its code in either case, and to nothing else: a code with whitespace
around it, or with a non-ASCII letter that upper-cases onto the alphabet, is 404 like any
unknown code."""

from __future__ import annotations

from typing import Any

from support import auth, create_table, view

from service.tables.tokens import CODE_LENGTH


def assert_not_found(response: Any) -> None:
    assert response.status_code == 404, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "table_not_found"


def test_a_code_padded_with_spaces_or_tabs_is_not_found(client: Any) -> None:
    code, host = create_table(client)
    for padded in (f"%20{code}", f"{code}%20", f"%09{code}", f"{code}%09", f"{code}%0A",
                   f"%C2%A0{code}", f"%20%20{code}%09"):  # fmt: skip
        assert_not_found(client.get(f"/tables/{padded}"))
        assert_not_found(client.get(f"/tables/{padded}", headers=auth(host)))
        assert_not_found(client.post(f"/tables/{padded}/join", json={"name": "Eve"}))
        assert_not_found(client.post(f"/tables/{padded}/start", headers=auth(host)))
    assert len(view(client, code, host)["seats"]) == 1  # nobody joined through a padded code


def test_a_code_is_case_insensitive(client: Any) -> None:
    code, host = create_table(client)
    assert view(client, code.lower(), host)["code"] == code


def test_a_letter_that_only_upper_cases_onto_the_alphabet_is_not_found(client: Any) -> None:
    for _ in range(60):  # about one code in six has an S
        code, _ = create_table(client)
        if "S" in code:
            break
    assert "S" in code and len(code) == CODE_LENGTH
    long_s = "\u017f"  # upper() is S
    assert_not_found(client.get(f"/tables/{code.replace('S', long_s)}"))
