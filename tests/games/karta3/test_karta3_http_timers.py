"""Time at a table (KARTA3 section 8; C5, C6, C8, K2-K4): turn timers with default actions,
automatic mode, the review pause, presence, and bots whose job was lost. Timers run at a tenth
of their length (the tests' TAPETE_TIME_SCALE), never slept through at full length."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
import redis
from eventually import eventually
from litestar.testing import TestClient
from support import act, add_bot, auth, create_table, ended, join, legal, start, view

from service.app import create_app
from service.core.settings import Settings
from service.storage.store import table_key
from service.tables.models import Table

TURN = 15  # seconds, the shortest option: 1.5 s at the tests' scale


def stored(redis_client: redis.Redis, code: str) -> Table:
    blob = redis_client.hget(table_key(code), "d")
    assert isinstance(blob, bytes)
    return msgspec.msgpack.decode(blob, type=Table)


@pytest.fixture()
def quiet_client(settings: Settings) -> Iterator[Any]:
    """An app whose queue no worker serves: only requests move its tables."""
    quiet = msgspec.structs.replace(settings, queue_name=settings.queue_name + "-quiet")
    with TestClient(app=create_app(quiet)) as client:
        yield client


def test_the_view_shows_each_pending_deadline_absolute_and_in_seconds(client: Any) -> None:
    code, host = create_table(client, turn_seconds=TURN)
    ana = join(client, code, "Ana")
    start(client, code, host)
    table = view(client, code, ana)
    (deadline,) = table["deadlines"]
    assert deadline["seat"] == 0 and deadline["at"].endswith("+00:00")
    assert 0 < deadline["seconds_left"] <= TURN * 0.1


def test_K3_choosing_a_direction_does_not_restart_the_openers_clock(client: Any) -> None:
    code, host = create_table(client, turn_seconds=TURN)
    ana = join(client, code, "Ana")
    start(client, code, host)
    before = view(client, code, ana)["deadlines"][0]["at"]
    after = act(client, code, ana, {"type": "karta3.call", "direction": "low"}).json()
    assert after["deadlines"][0]["at"] == before


def test_K2_a_timeout_plays_the_card_held_longest_and_the_chosen_direction(
    client: Any, worker: subprocess.Popen[bytes], redis_client: redis.Redis
) -> None:
    code, host = create_table(client, turn_seconds=TURN)
    ana = join(client, code, "Ana")
    start(client, code, host)
    oldest = view(client, code, ana)["game_view"]["hand"][0]["id"]
    act(client, code, ana, {"type": "karta3.call", "direction": "low"})
    version = view(client, code, ana)["version"]
    # The worker's timer fires with no request at all: Redis is watched directly, as a
    # request could apply the timeout itself.
    eventually(
        lambda: stored(redis_client, code).version > version,
        timeout=10,
        interval=0.02,
        what="the worker's timeout",
    )
    events = client.get(f"/tables/{code}/events", params={"since": version}).json()["events"]
    played = next(e for e in events if e["type"] == "karta3.card_played")["data"]
    assert played == {"seat": 0, "card": oldest, "direction": "low"}
    assert any(e["type"] == "turn_timed_out" for e in events)
    assert view(client, code, ana)["seats"][0]["timeouts"] == 1


def test_C5_a_manual_move_in_time_resets_the_timeout_count(
    client: Any, worker: subprocess.Popen[bytes], redis_client: redis.Redis
) -> None:
    code, host = create_table(client, turn_seconds=TURN)
    ana = join(client, code, "Ana")
    start(client, code, host)
    version = view(client, code, ana)["version"]
    eventually(  # Ana times out: the worker's doing (Redis watched, no request applies it)
        lambda: stored(redis_client, code).version > version,
        timeout=10,
        interval=0.02,
        what="Ana's timeout",
    )
    assert view(client, code, ana)["seats"][0]["timeouts"] == 1
    actions = legal(client, code, host)
    act(client, code, host, actions[0])
    for _ in range(3):  # the host (second) opens the next round in time; then Ana plays
        for token in (host, ana):
            actions = legal(client, code, token)
            complete = [a for a in actions if a.get("direction") or len(actions) <= 3]
            if complete:
                act(client, code, token, complete[0])
    assert view(client, code, ana)["seats"][0]["timeouts"] == 0


def test_C5_two_timeouts_in_a_row_make_a_seat_automatic_for_the_rest_of_the_game(
    quiet_client: Any,
) -> None:
    client = quiet_client
    code, host = create_table(client, turn_seconds=TURN)
    ana = join(client, code, "Ana")
    add_bot(client, code, host)
    start(client, code, host)
    seen_automatic = False
    for _ in range(60):
        time.sleep(0.2)
        table = view(client, code, host)  # the host polls and plays in time; Ana is idle
        if table["seats"][0]["automatic"]:
            seen_automatic = True
            break
        actions = legal(client, code, host)
        if actions:
            act(client, code, host, next(a for a in actions if a["type"] == "karta3.play"))
    assert seen_automatic
    # Polling again never restores manual control; later turns are played at once.
    ana_view = view(client, code, ana)
    assert ana_view["seats"][0]["automatic"] is True
    assert 0 not in ana_view["to_act"]


def test_C6_when_every_human_is_automatic_the_round_ends_and_so_does_the_game(
    quiet_client: Any,
) -> None:
    client = quiet_client
    code, host = create_table(client, turn_seconds=TURN, host_plays=False)
    join(client, code, "Ana")
    add_bot(client, code, host)
    start(client, code, host)
    table = eventually(
        lambda: ended(client, code), timeout=20, interval=0.2, what="the game to end"
    )
    assert table["status"] == "finished"
    assert table["result"]["reason"] == "all_automatic"
    assert table["result"].get("winners", []) == []
    assert table["game_view"]["trick"] == []  # the round in progress was resolved
    assert table["game_view"]["phase"] == "finished"  # C6: no next round is dealt


def test_K4_the_resolved_round_stays_visible_for_the_review_pause(quiet_client: Any) -> None:
    client = quiet_client
    code, host = create_table(client, review_seconds=10)  # 1 s at the tests' scale
    ana = join(client, code, "Ana")
    start(client, code, host)
    hands = {t: view(client, code, t)["game_view"]["hand"] for t in (ana, host)}
    act(
        client, code, ana, {"type": "karta3.play", "card": hands[ana][0]["id"], "direction": "high"}
    )
    table = act(client, code, host, {"type": "karta3.play", "card": hands[host][0]["id"]}).json()
    game = table["game_view"]
    assert game["reviewing"] is True and table["to_act"] == [] and table["pause_until"]
    assert len(game["hand"]) == 2 and game["last_round"]["points"] == 2
    time.sleep(1.2)
    after = view(client, code, host)
    assert after["game_view"]["reviewing"] is False and after["pause_until"] is None
    assert len(after["game_view"]["hand"]) == 3 and after["game_view"]["round"] == 2
    assert after["to_act"] == [after["game_view"]["opener"]]


def test_overdue_timeouts_are_applied_by_any_request_without_a_worker(quiet_client: Any) -> None:
    client = quiet_client
    code, host = create_table(client, turn_seconds=TURN)
    ana = join(client, code, "Ana")
    start(client, code, host)
    time.sleep(TURN * 0.1 + 0.2)
    table = view(client, code)  # a spectator's poll is enough
    assert table["to_act"] == [1] and table["seats"][0]["timeouts"] == 1
    assert len(table["game_view"]["trick"]) == 1
    assert ana


def test_a_bot_whose_job_was_lost_is_played_by_default_after_its_grace(
    quiet_client: Any,
) -> None:
    client = quiet_client
    code, host = create_table(client)
    add_bot(client, code, host)
    start(client, code, host)  # the bot opens; no worker serves this queue
    time.sleep(0.7)  # bots' grace: 5 s at the tests' scale
    table = view(client, code, host)
    assert table["to_act"] == [1] and len(table["game_view"]["trick"]) == 1
    events = client.get(f"/tables/{code}/events").json()["events"]
    assert any(e["type"] == "bot_move_overdue" for e in events)


def test_C8_the_host_starts_only_when_every_human_is_connected(settings: Settings) -> None:
    short = msgspec.structs.replace(settings, presence_seconds=0.5)
    with TestClient(app=create_app(short)) as client:
        code, host = create_table(client)
        ana = join(client, code, "Ana")
        assert view(client, code, host)["seats"][0]["connected"] is True
        time.sleep(0.7)
        assert view(client, code, host)["seats"][0]["connected"] is False
        refused = client.post(f"/tables/{code}/start", headers=auth(host))
        assert refused.status_code == 409 and "Ana" in refused.json()["detail"]
        view(client, code, ana)  # Ana polls: connected again
        assert client.post(f"/tables/{code}/start", headers=auth(host)).status_code == 200


def test_a_long_poll_applies_a_deadline_that_falls_within_its_wait(quiet_client: Any) -> None:
    client = quiet_client
    code, host = create_table(client, turn_seconds=TURN)
    join(client, code, "Ana")
    table = start(client, code, host)
    started = time.monotonic()
    answer = client.get(f"/tables/{code}", params={"since": table["version"], "wait": 2}).json()
    waited = time.monotonic() - started
    assert answer["version"] > table["version"] and answer["seats"][0]["timeouts"] == 1
    assert waited < 2  # answered at the deadline (1.5 s), not at the end of the wait
