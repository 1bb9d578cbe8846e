"""Tables before the start: create, join by code, bots, settings, start conditions (C1, C2, C8)."""

from __future__ import annotations

from typing import Any

from support import add_bot, auth, create_table, join, start, view

from service.tables.tokens import CODE_ALPHABET


def test_catalog_lists_karta3_with_options_defaults_allowed_values_and_seats(client: Any) -> None:
    games = client.get("/games").json()
    karta3 = next(game for game in games if game["id"] == "karta3")
    assert (karta3["min_seats"], karta3["max_seats"]) == (2, 5)
    options = {option["name"]: option for option in karta3["options"]}
    assert options["turn_seconds"]["default"] == 30
    assert options["turn_seconds"]["allowed"] == [15, 30, 60]
    assert options["review_seconds"] == {
        "name": "review_seconds", "type": "integer", "default": 5, "minimum": 0, "maximum": 10,
    }  # fmt: skip
    assert options["force_tiebreak"]["default"] is False
    assert sorted(options["deck"]["allowed"]) == ["magical_creatures", "solar_system"]
    assert client.get("/games/karta3").json() == karta3


def test_unknown_game_is_a_404_problem(client: Any) -> None:
    response = client.get("/games/chess")
    assert response.status_code == 404
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == "game_not_found"


def test_create_gives_a_short_unambiguous_code_and_a_secret_token(client: Any) -> None:
    code, token = create_table(client)
    assert len(code) == 6 and set(code) <= set(CODE_ALPHABET)
    assert not set(code) & set("01OIL")
    assert len(token) >= 43  # 256 bits, URL-safe base64
    table = view(client, code, token)
    assert table["status"] == "lobby"
    assert table["you"]["role"] == "host"
    assert table["options"] == {
        "deck": "solar_system", "turn_seconds": 30, "review_seconds": 0, "force_tiebreak": False,
        "rated": False,
    }  # fmt: skip


def test_join_by_code_with_a_name_gives_a_seat_token(client: Any) -> None:
    code, _ = create_table(client)
    response = client.post(f"/tables/{code.lower()}/join", json={"name": "Bruno"})
    assert response.status_code == 201
    table = view(client, code, response.json()["token"])
    assert table["you"]["role"] == "player"
    assert [seat["name"] for seat in table["seats"]] == ["Bruno", "Host"]


def test_join_unknown_code_is_404(client: Any) -> None:
    response = client.post("/tables/ZZZZZZ/join", json={"name": "Bruno"})
    assert response.status_code == 404
    assert response.json()["code"] == "table_not_found"


def test_names_are_unique_at_a_table(client: Any) -> None:
    code, _ = create_table(client)
    join(client, code, "Bruno")
    response = client.post(f"/tables/{code}/join", json={"name": "bruno"})
    assert response.status_code == 409
    assert response.json()["code"] == "name_taken"


def test_a_full_table_refuses_more_seats(client: Any) -> None:
    code, host = create_table(client)
    for name in ("A", "B", "C", "D"):
        join(client, code, name)
    response = client.post(f"/tables/{code}/join", json={"name": "E"})
    assert response.status_code == 409
    assert response.json()["code"] == "table_full"
    bot = client.post(f"/tables/{code}/bots", json={"level": "easy"}, headers=auth(host))
    assert bot.json()["code"] == "table_full"


def test_C1_seats_by_arrival_with_bots_in_order_added_and_the_playing_host_last(
    client: Any,
) -> None:
    code, host = create_table(client)
    join(client, code, "Ana")
    add_bot(client, code, host, "hard")
    join(client, code, "Bruno")
    table = start(client, code, host)
    names = [(seat["name"], seat["kind"]) for seat in table["seats"]]
    assert names == [("Ana", "human"), ("Hard bot 1", "bot"), ("Bruno", "human"), ("Host", "human")]
    assert table["you"] == {"role": "host", "seat": 3, "member": table["seats"][3]["member"]}


def test_C2_the_first_seat_opens(client: Any) -> None:
    code, host = create_table(client)
    ana = join(client, code, "Ana")
    start(client, code, host)
    table = view(client, code, ana)
    assert table["game_view"]["opener"] == 0 and table["to_act"] == [0]
    assert table["you"]["seat"] == 0


def test_host_adds_and_removes_bots(client: Any) -> None:
    code, host = create_table(client)
    table = add_bot(client, code, host, "hard")
    bot = table["seats"][0]
    assert bot["kind"] == "bot" and bot["bot_level"] == "hard"
    response = client.delete(f"/tables/{code}/bots/{bot['member']}", headers=auth(host))
    assert response.status_code == 200
    assert [seat["name"] for seat in response.json()["seats"]] == ["Host"]
    missing = client.delete(f"/tables/{code}/bots/{bot['member']}", headers=auth(host))
    assert missing.status_code == 404 and missing.json()["code"] == "member_not_found"


def test_only_the_host_manages_the_table(client: Any) -> None:
    code, _ = create_table(client)
    player = join(client, code, "Ana")
    for response in (
        client.post(f"/tables/{code}/bots", json={"level": "easy"}, headers=auth(player)),
        client.post(f"/tables/{code}/start", headers=auth(player)),
        client.post(f"/tables/{code}/cancel", headers=auth(player)),
    ):
        assert response.status_code == 403
        assert response.json()["code"] == "not_host"
    anonymous = client.post(f"/tables/{code}/start")  # no token at all: 401, not 403
    assert anonymous.status_code == 401 and anonymous.json()["code"] == "unauthorized"
    assert anonymous.headers["WWW-Authenticate"] == "Bearer"


def test_host_changes_options_and_role_until_the_start(client: Any) -> None:
    code, host = create_table(client)
    join(client, code, "Ana")
    body = {"game": "karta3", "host_plays": False, "options": {"deck": "magical_creatures",
            "turn_seconds": 60, "review_seconds": 0, "force_tiebreak": True}}  # fmt: skip
    response = client.patch(f"/tables/{code}", json=body, headers=auth(host))
    assert response.status_code == 200, response.text
    table = response.json()
    assert table["options"]["deck"] == "magical_creatures" and table["host_plays"] is False
    assert [seat["name"] for seat in table["seats"]] == ["Ana"]
    add_bot(client, code, host)
    start(client, code, host)
    late = client.patch(f"/tables/{code}", json=body, headers=auth(host))
    assert late.status_code == 409 and late.json()["code"] == "wrong_table_status"


def test_options_are_validated(client: Any) -> None:
    for options, field in (
        ({"turn_seconds": 20}, "turn_seconds"),
        ({"review_seconds": 11}, "review_seconds"),
        ({"deck": "tarot"}, "deck"),
        ({"force_tie_break": True}, "force_tie_break"),
    ):
        response = client.post(
            "/tables", json={"game": "karta3", "host_name": "H", "options": options}
        )
        assert response.status_code == 400, options
        assert field in response.json()["detail"]


def test_C8_start_needs_two_seats_and_a_human(client: Any) -> None:
    code, host = create_table(client)
    alone = client.post(f"/tables/{code}/start", headers=auth(host))
    assert alone.status_code == 409 and alone.json()["code"] == "cannot_start"
    code, host = create_table(client, host_plays=False)
    add_bot(client, code, host)
    add_bot(client, code, host)
    bots_only = client.post(f"/tables/{code}/start", headers=auth(host))
    assert bots_only.status_code == 409 and "human" in bots_only.json()["detail"]


def test_host_may_play_alone_against_bots(client: Any) -> None:
    code, host = create_table(client)
    add_bot(client, code, host)
    table = start(client, code, host)
    assert table["status"] == "playing" and table["you"]["seat"] == 1


def test_an_observing_host_has_no_seat_and_sees_no_hand(client: Any) -> None:
    code, host = create_table(client, host_plays=False)
    join(client, code, "Ana")
    join(client, code, "Bruno")
    start(client, code, host)
    table = view(client, code, host)
    assert table["you"] == {"role": "host", "seat": None, "member": None}
    assert table["game_view"]["hand"] == []
    assert len(table["seats"]) == 2
    response = client.post(
        f"/tables/{code}/actions",
        json={"action": {"type": "karta3.call", "direction": "high"}},
        headers=auth(host),
    )
    assert response.status_code == 403 and response.json()["code"] == "not_seated"


def test_bots_can_be_added_at_creation(client: Any) -> None:
    body = {"game": "karta3", "host_name": "Ana", "bots": ["hard", "easy"]}
    created = client.post("/tables", json=body).json()
    seats = created["table"]["seats"]
    assert [(s["name"], s["bot_level"]) for s in seats] == [
        ("Hard bot 1", "hard"), ("Easy bot 2", "easy"), ("Ana", None),
    ]  # fmt: skip
    too_many = client.post("/tables", json={**body, "bots": ["easy"] * 6})
    assert too_many.status_code == 400
    full = client.post("/tables", json={**body, "bots": ["easy"] * 5})
    assert full.status_code == 409 and full.json()["code"] == "table_full"


def test_host_adds_an_expert_bot(client: Any) -> None:
    code, host = create_table(client)
    table = add_bot(client, code, host, "expert")
    bot = table["seats"][0]
    assert bot["kind"] == "bot" and bot["bot_level"] == "expert"
    assert bot["name"] == "Expert bot 1"
