"""Bad input gets a clear 4xx problem+json, never a 500, and leaves the table untouched."""

from __future__ import annotations

from typing import Any

from support import auth, create_table, join, stable, start, view

PROBLEM = "application/problem+json"


def assert_problem(response: Any, status: int, code: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith(PROBLEM)
    body: dict[str, Any] = response.json()
    assert body["code"] == code and body["status"] == status
    assert body["type"] == f"urn:tapete:problem:{code}" and body["detail"]
    return body


def test_unknown_fields_are_rejected_naming_the_field(client: Any) -> None:
    response = client.post("/tables", json={"game": "karta3", "host_name": "A", "host_play": True})
    body = assert_problem(response, 400, "bad_request")
    assert "host_play" in body["detail"]


def test_wrong_types_are_400(client: Any) -> None:
    response = client.post("/tables", json={"game": "karta3", "host_name": 7})
    assert "host_name" in assert_problem(response, 400, "bad_request")["detail"]
    response = client.post(
        "/tables", json={"game": "karta3", "host_name": "A", "host_plays": "yes"}
    )
    assert_problem(response, 400, "bad_request")


def test_strings_have_bounds(client: Any) -> None:
    for name in ("", " ", "x" * 33, "tab\there"):
        response = client.post("/tables", json={"game": "karta3", "host_name": name})
        assert_problem(response, 400, "bad_request")


def test_unknown_game_in_a_body_is_400(client: Any) -> None:
    response = client.post("/tables", json={"game": "chess", "host_name": "A"})
    assert_problem(response, 400, "bad_request")
    response = client.post("/tables", json={"host_name": "A"})
    assert_problem(response, 400, "bad_request")


def test_malformed_json_is_400(client: Any) -> None:
    response = client.post(
        "/tables", content=b'{"game": "karta3",', headers={"content-type": "application/json"}
    )
    assert "malformed JSON" in assert_problem(response, 400, "bad_request")["detail"]


def test_a_non_json_content_type_is_415(client: Any) -> None:
    response = client.post(
        "/tables", content=b"game=karta3", headers={"content-type": "text/plain"}
    )
    assert_problem(response, 415, "unsupported_media_type")
    response = client.post("/tables", content=b'{"game": "karta3", "host_name": "A"}')
    assert_problem(response, 415, "unsupported_media_type")


def test_a_huge_body_is_413(client: Any) -> None:
    huge = b'{"game": "karta3", "host_name": "' + b"x" * 200_000 + b'"}'
    response = client.post("/tables", content=huge, headers={"content-type": "application/json"})
    assert_problem(response, 413, "payload_too_large")


def test_unknown_routes_and_methods_are_problems(client: Any) -> None:
    assert_problem(client.get("/nowhere"), 404, "not_found")
    assert_problem(client.put("/tables"), 405, "method_not_allowed")


def test_bad_tokens_are_401(client: Any) -> None:
    code, _ = create_table(client)
    assert_problem(client.get(f"/tables/{code}", headers=auth("nope")), 401, "unauthorized")
    response = client.get(f"/tables/{code}", headers={"Authorization": "Basic abc"})
    assert_problem(response, 401, "unauthorized")


def test_a_token_of_table_a_is_useless_on_table_b(client: Any) -> None:
    code_a, host_a = create_table(client)
    code_b, _ = create_table(client)
    assert_problem(client.get(f"/tables/{code_b}", headers=auth(host_a)), 401, "unauthorized")
    response = client.post(f"/tables/{code_b}/start", headers=auth(host_a))
    assert_problem(response, 401, "unauthorized")
    assert view(client, code_a, host_a)["you"]["role"] == "host"


def test_invalid_codes_are_404(client: Any) -> None:
    for code in ("0OIL1A", "abc", "TOOLONGCODE"):
        assert_problem(client.get(f"/tables/{code}"), 404, "table_not_found")


def test_bad_input_never_touches_the_table(client: Any) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    before = view(client, code, ana)
    bad_bodies: list[Any] = [
        {"action": {"type": "karta3.play", "card": 0}},
        {"action": {"type": "karta3.play", "card": 59}},
        {"action": {"type": "karta3.fly"}},
        {"action": {"type": "karta3.call", "direction": "sideways"}},
        {"action": {"type": "karta3.call", "direction": "high"}, "expected_version": -1},
        {"action": {"type": "karta3.call", "direction": "high"}, "extra": 1},
        [],
        "play",
    ]
    for body in bad_bodies:
        response = client.post(f"/tables/{code}/actions", json=body, headers=auth(ana))
        assert_problem(response, 400, "bad_request")
    assert stable(view(client, code, ana)) == stable(before)
