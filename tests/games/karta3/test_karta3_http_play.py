"""Playing KARTA3 over HTTP: views per seat (C4), polling, versions, idempotency, events, cancel."""

from __future__ import annotations

import threading
import time
from typing import Any

from eventually import eventually
from support import act, auth, create_table, join, legal, stable, start, view, waiting_on


def two_players(client: Any, **options: Any) -> tuple[str, str, str, str]:
    """Ana (seat 0, opens) and the host (seat 1)."""
    code, host = create_table(client, **options)
    ana = join(client, code, "Ana")
    start(client, code, host)
    return code, host, ana, host


def test_C4_a_seat_sees_its_hand_with_ranks_and_data_and_only_counts_of_others(client: Any) -> None:
    code, host, ana, _ = two_players(client)
    mine = view(client, code, ana)["game_view"]
    theirs = view(client, code, host)["game_view"]
    assert len(mine["hand"]) == 3 and mine["hand_counts"] == [3, 3]
    card = mine["hand"][0]
    assert {"id", "name", "principal", "attributes"} <= set(card)
    assert all(1 <= a["rank"] <= 58 and a["datum"] for a in card["attributes"])
    assert not {c["id"] for c in mine["hand"]} & {c["id"] for c in theirs["hand"]}
    spectator = view(client, code)
    assert spectator["you"]["role"] == "spectator" and spectator["game_view"]["hand"] == []
    public = {"central", "active_attribute", "opener", "turn", "scores", "deck_size", "phase"}
    assert public <= set(spectator["game_view"])
    assert spectator["game_view"]["deck_size"] == 58 - 6 - 1


def test_K3_opener_sends_direction_then_card_and_the_direction_stays_private(client: Any) -> None:
    code, host, ana, _ = two_players(client)
    called = act(client, code, ana, {"type": "karta3.call", "direction": "low"})
    assert called.status_code == 200
    assert called.json()["game_view"]["my_choice"] == {"card": None, "direction": "low"}
    assert view(client, code, host)["game_view"]["direction"] is None
    assert view(client, code)["game_view"]["my_choice"] is None
    card = view(client, code, ana)["game_view"]["hand"][1]["id"]
    played = act(client, code, ana, {"type": "karta3.play", "card": card})
    assert played.json()["game_view"]["trick"][0]["card"]["id"] == card
    assert view(client, code, host)["game_view"]["direction"] == "low"


def test_K3_opener_sends_card_then_direction(client: Any) -> None:
    code, _, ana, _ = two_players(client)
    card = view(client, code, ana)["game_view"]["hand"][2]["id"]
    chosen = act(client, code, ana, {"type": "karta3.play", "card": card}).json()
    assert chosen["game_view"]["trick"] == [] and chosen["to_act"] == [0]
    done = act(client, code, ana, {"type": "karta3.call", "direction": "high"}).json()
    assert done["game_view"]["direction"] == "high" and done["to_act"] == [1]


def test_legal_actions_list_what_the_seat_may_send(client: Any) -> None:
    code, host, ana, _ = two_players(client)
    opener = legal(client, code, ana)
    kinds = {(a["type"], a.get("direction")) for a in opener}
    assert ("karta3.call", "high") in kinds and ("karta3.play", "low") in kinds
    assert legal(client, code, host) == []
    spectator = client.get(f"/tables/{code}/actions")  # no token: no seat to list for
    assert spectator.status_code == 401 and spectator.json()["code"] == "unauthorized"


def test_not_your_turn_is_409_and_illegal_cards_are_422(client: Any) -> None:
    code, host, ana, _ = two_players(client)
    host_card = view(client, code, host)["game_view"]["hand"][0]["id"]
    early = act(client, code, host, {"type": "karta3.play", "card": host_card})
    assert early.status_code == 409 and early.json()["code"] == "not_your_turn"
    wrong = act(client, code, ana, {"type": "karta3.play", "card": host_card, "direction": "high"})
    assert wrong.status_code == 422 and wrong.json()["code"] == "illegal_action"


def test_a_stale_expected_version_is_409_and_changes_nothing(client: Any) -> None:
    code, _, ana, _ = two_players(client)
    table = view(client, code, ana)
    action = {"type": "karta3.call", "direction": "high"}
    stale = act(client, code, ana, action, expected_version=table["version"] - 1)
    assert stale.status_code == 409 and stale.json()["code"] == "version_conflict"
    assert stale.json()["current_version"] == table["version"]
    assert stable(view(client, code, ana)) == stable(table)
    fresh = act(client, code, ana, action, expected_version=table["version"])
    assert fresh.status_code == 200 and fresh.json()["version"] == table["version"] + 1


def test_a_retried_idempotency_key_gets_the_first_answer_not_a_second_move(client: Any) -> None:
    code, _, ana, _ = two_players(client)
    card = view(client, code, ana)["game_view"]["hand"][0]["id"]
    action = {"type": "karta3.play", "card": card, "direction": "high"}
    headers = {**auth(ana), "Idempotency-Key": "move-1"}
    first = client.post(f"/tables/{code}/actions", json={"action": action}, headers=headers)
    again = client.post(f"/tables/{code}/actions", json={"action": action}, headers=headers)
    assert first.status_code == again.status_code == 200
    assert first.content == again.content
    assert view(client, code, ana)["version"] == first.json()["version"]


def test_etag_and_if_none_match_answer_304(client: Any) -> None:
    code, _, ana, _ = two_players(client)
    first = client.get(f"/tables/{code}", headers=auth(ana))
    tag = first.headers["etag"]
    cached = client.get(f"/tables/{code}", headers={**auth(ana), "If-None-Match": tag})
    assert cached.status_code == 304 and cached.content == b""
    other_seat = client.get(f"/tables/{code}", headers={"If-None-Match": tag})
    assert other_seat.status_code == 200
    act(client, code, ana, {"type": "karta3.call", "direction": "high"})
    changed = client.get(f"/tables/{code}", headers={**auth(ana), "If-None-Match": tag})
    assert changed.status_code == 200 and changed.headers["etag"] != tag


def test_long_poll_answers_as_soon_as_the_version_passes(client: Any) -> None:
    code, _, ana, _ = two_players(client)
    version = view(client, code, ana)["version"]

    def move_soon() -> None:  # once the poll below has parked
        eventually(lambda: waiting_on(client, code), timeout=5, what="the poll to park")
        act(client, code, ana, {"type": "karta3.call", "direction": "high"})

    mover = threading.Thread(target=move_soon)
    mover.start()
    started = time.monotonic()
    response = client.get(f"/tables/{code}", params={"since": version, "wait": 2})
    mover.join()
    assert response.json()["version"] == version + 1
    assert time.monotonic() - started < 1.9


def test_long_poll_waits_at_most_the_capped_time_then_answers_the_current_state(
    client: Any,
) -> None:
    code, _, ana, _ = two_players(client)
    version = view(client, code, ana)["version"]
    started = time.monotonic()
    response = client.get(f"/tables/{code}", params={"since": version, "wait": 30})
    waited = time.monotonic() - started
    assert response.status_code == 200 and response.json()["version"] == version
    assert 1.5 < waited < 5  # the tests' settings cap waits at 2 s
    assert client.get(f"/tables/{code}", params={"wait": 31}).status_code == 400


def test_events_since_a_version_are_redacted_per_seat(client: Any) -> None:
    code, host, ana, _ = two_players(client)
    since = view(client, code, ana)["version"]
    hands = {
        seat: [c["id"] for c in view(client, code, token)["game_view"]["hand"]]
        for seat, token in ((0, ana), (1, host))
    }
    act(client, code, ana, {"type": "karta3.play", "card": hands[0][0], "direction": "high"})
    act(client, code, host, {"type": "karta3.play", "card": hands[1][0]})
    mine = client.get(f"/tables/{code}/events", params={"since": since}, headers=auth(ana)).json()
    public = client.get(f"/tables/{code}/events", params={"since": since}).json()
    resolved = next(e for e in public["events"] if e["type"] == "karta3.round_resolved")
    assert resolved["data"]["points"] == 2 and resolved["data"]["second"] is not None
    drawn = [e for e in mine["events"] if e["type"] == "karta3.card_drawn"]
    assert len(drawn) == 2
    own = [e for e in drawn if e["data"]["seat"] == 0]
    assert own and "card" in own[0]["data"]
    assert all("card" not in e["data"] for e in drawn if e["data"]["seat"] == 1)
    assert all(
        "card" not in e["data"] for e in public["events"] if e["type"] == "karta3.card_drawn"
    )
    assert mine["last_version"] == mine["version"] == since + 2
    later = client.get(f"/tables/{code}/events", params={"since": mine["last_version"]}).json()
    assert later["events"] == []


def test_C7_host_cancels_with_a_partial_summary_and_no_winner(client: Any) -> None:
    code, host, ana, _ = two_players(client)
    hand = view(client, code, ana)["game_view"]["hand"]
    act(client, code, ana, {"type": "karta3.play", "card": hand[0]["id"], "direction": "low"})
    cancelled = client.post(f"/tables/{code}/cancel", headers=auth(host))
    assert cancelled.status_code == 200
    table = cancelled.json()
    assert table["status"] == "cancelled"
    assert table["result"]["reason"] == "cancelled" and table["result"].get("winners", []) == []
    assert table["game_view"]["scores"] == [0, 0]
    late = act(client, code, ana, {"type": "karta3.play", "card": hand[1]["id"]})
    assert late.status_code == 409 and late.json()["code"] == "game_over"
    again = client.post(f"/tables/{code}/cancel", headers=auth(host))
    assert again.status_code == 409


def test_a_lobby_can_be_cancelled_too(client: Any) -> None:
    code, host = create_table(client)
    table = client.post(f"/tables/{code}/cancel", headers=auth(host)).json()
    assert table["status"] == "cancelled" and table["game_view"] is None
