"""Quick play with `seats` (issue #36): the table starts by itself, with no host action, as
soon as the exact count (or a range's max) is seated, or once a range's wait has run out with
its min seated; seats not polling at that moment leave first (the host's place passing on),
and with too few left the table waits on. Without `seats`, quick play is as before."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from eventually import eventually
from litestar.testing import TestClient
from support import auth, view

from service.app import create_app
from service.core.settings import Settings
from service.core.tenancy import DEFAULT_APP
from service.storage.store import table_key
from service.tables.lobbies import public_key
from service.tables.models import Table
from tests.gamepicks import all_ids, pick

GAME = pick(lambda g: g.max_seats >= 4, "for four or more")
PRESENCE = 0.5  # the short-presence apps' window (C8), seconds
WAIT = 5  # a range's shortest wait: 0.5 s at the tests' time scale


@pytest.fixture(autouse=True)
def fresh_indexes(redis_client: Any) -> None:
    """Lobbies other tests left open must not be matched here."""
    for game in all_ids():
        redis_client.delete(public_key(game, DEFAULT_APP))


def app_with(settings: Settings, **changes: Any) -> Iterator[Any]:
    with TestClient(app=create_app(msgspec.structs.replace(settings, **changes))) as client:
        yield client


@pytest.fixture()
def brief_client(settings: Settings) -> Iterator[Any]:
    """Presence lasts half a second: a seat that stops polling is soon not connected."""
    yield from app_with(settings, presence_seconds=PRESENCE)


@pytest.fixture()
def quiet_client(settings: Settings) -> Iterator[Any]:
    """A queue no worker serves: only requests move its tables."""
    yield from app_with(settings, queue_name=settings.queue_name + "-quiet")


@pytest.fixture()
def brief_quiet_client(settings: Settings) -> Iterator[Any]:
    """Brief presence, and no worker."""
    yield from app_with(
        settings, presence_seconds=PRESENCE, queue_name=settings.queue_name + "-quiet"
    )


def quick(client: Any, name: str, seats: Any = None) -> Any:
    body: dict[str, Any] = {"game": GAME.id, "name": name}
    if seats is not None:
        body["seats"] = seats
    response = client.post("/quickplay", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def event_types(client: Any, code: str) -> list[str]:
    return [e["type"] for e in client.get(f"/tables/{code}/events").json()["events"]]


def listed(client: Any) -> list[str]:
    response = client.get("/tables", params={"game": GAME.id, "status": "lobby", "limit": 100})
    return [table["code"] for table in response.json()["tables"]]


def stored(redis_client: Any, code: str) -> Table:
    """The table as stored: no request read it (none applied anything overdue)."""
    return msgspec.msgpack.decode(redis_client.hget(table_key(code), "d"), type=Table)


def test_an_exact_seat_count_starts_the_table_when_the_last_seat_is_taken(client: Any) -> None:
    ana = quick(client, "Ana", seats=3)
    bo = quick(client, "Bo", seats=3)
    assert bo["code"] == ana["code"] and bo["table"]["status"] == "lobby"
    cy = quick(client, "Cy", seats=3)
    assert cy["code"] == ana["code"] and cy["host"] is False
    assert cy["table"]["status"] == "playing"  # the join started it: nobody pressed start
    assert [s["name"] for s in cy["table"]["seats"]] == ["Bo", "Cy", "Ana"]
    assert "game_started" in event_types(client, ana["code"])
    assert quick(client, "Di", seats=3)["host"] is True  # a started table is not met again


def test_a_bot_the_host_adds_to_the_last_seat_starts_the_table(client: Any) -> None:
    ana = quick(client, "Ana", seats=3)
    quick(client, "Bo", seats=3)
    added = client.post(
        f"/tables/{ana['code']}/bots", json={"level": "easy"}, headers=auth(ana["token"])
    )
    assert added.status_code == 201, added.text
    assert added.json()["status"] == "playing"


def test_a_range_starts_at_its_max_at_once(client: Any) -> None:
    seats = {"min": 2, "max": 3, "wait_seconds": 600}
    ana = quick(client, "Ana", seats)
    assert quick(client, "Bo", seats)["table"]["status"] == "lobby"  # min seated: it waits
    cy = quick(client, "Cy", seats)
    assert cy["code"] == ana["code"] and cy["table"]["status"] == "playing"


def test_a_range_starts_with_its_min_when_its_wait_runs_out(
    client: Any, redis_client: Any, worker: Any
) -> None:
    """The wait's end is a timer: a worker's pump starts the table, no request needed."""
    seats = {"min": 2, "max": 4, "wait_seconds": WAIT}
    ana = quick(client, "Ana", seats)
    quick(client, "Bo", seats)
    started = eventually(lambda: stored(redis_client, ana["code"]).status == "playing", timeout=10)
    assert started
    table = view(client, ana["code"], ana["token"])
    assert table["status"] == "playing" and len(table["seats"]) == 2


def test_a_request_after_the_wait_starts_the_range_without_a_worker(quiet_client: Any) -> None:
    seats = {"min": 2, "max": 4, "wait_seconds": WAIT}
    ana = quick(quiet_client, "Ana", seats)
    bo = quick(quiet_client, "Bo", seats)
    time.sleep(0.3)
    view(quiet_client, ana["code"], ana["token"])  # both keep polling
    assert view(quiet_client, ana["code"], bo["token"])["status"] == "lobby"
    time.sleep(0.3)  # the wait (0.5 s) is over: the next read applies it
    assert view(quiet_client, ana["code"], bo["token"])["status"] == "playing"


def test_a_range_with_fewer_than_min_keeps_waiting_then_the_min_starts_it(client: Any) -> None:
    seats = {"min": 3, "max": 4, "wait_seconds": WAIT}
    ana = quick(client, "Ana", seats)
    quick(client, "Bo", seats)
    time.sleep(0.7)  # past the wait, two seated
    assert view(client, ana["code"], ana["token"])["status"] == "lobby"
    assert ana["code"] in listed(client)  # still offered to quick play
    cy = quick(client, "Cy", seats)  # the min, the wait over: at once
    assert cy["code"] == ana["code"] and cy["table"]["status"] == "playing"


def test_a_seat_that_stopped_polling_leaves_instead_of_starting_absent(
    brief_client: Any,
) -> None:
    client = brief_client
    ana = quick(client, "Ana", seats=3)
    bo = quick(client, "Bo", seats=3)
    time.sleep(PRESENCE + 0.2)
    view(client, ana["code"], ana["token"])  # Ana polls; Bo has stopped
    cy = quick(client, "Cy", seats=3)  # the third seat: due, but Bo is not connected
    assert cy["table"]["status"] == "lobby"
    assert [s["name"] for s in cy["table"]["seats"]] == ["Cy", "Ana"]
    left = client.get(f"/tables/{ana['code']}/events").json()["events"][-1]
    assert left == {
        "version": cy["table"]["version"],
        "type": "player_left",
        "data": {"name": "Bo", "reason": "not_connected", "member": bo["member"]},
    }
    assert client.get(f"/tables/{ana['code']}", headers=auth(bo["token"])).status_code == 401
    assert ana["code"] in listed(client)  # too few now: it waits on, listed
    di = quick(client, "Di", seats=3)
    assert di["code"] == ana["code"] and di["table"]["status"] == "playing"


def test_a_host_that_stopped_polling_leaves_and_the_host_place_passes_on(
    brief_client: Any,
) -> None:
    client = brief_client
    ana = quick(client, "Ana", seats=3)
    bo = quick(client, "Bo", seats=3)
    time.sleep(PRESENCE + 0.2)
    view(client, ana["code"], bo["token"])  # Bo polls; Ana, the host, has stopped
    cy = quick(client, "Cy", seats=3)
    assert cy["table"]["status"] == "lobby"
    assert event_types(client, ana["code"])[-2:] == ["player_left", "host_changed"]
    bo_view = view(client, ana["code"], bo["token"])
    assert bo_view["you"]["role"] == "host" and bo_view["host_name"] == "Bo"
    assert [s["name"] for s in bo_view["seats"]] == ["Cy", "Bo"]  # the host sits last
    assert client.get(f"/tables/{ana['code']}", headers=auth(ana["token"])).status_code == 401
    di = quick(client, "Di", seats=3)
    assert di["table"]["status"] == "playing"
    assert [s["name"] for s in di["table"]["seats"]] == ["Cy", "Di", "Bo"]


def test_a_table_due_to_start_with_nobody_connected_is_cancelled(
    brief_quiet_client: Any,
) -> None:
    client = brief_quiet_client
    seats = {"min": 2, "max": 4, "wait_seconds": WAIT}
    ana = quick(client, "Ana", seats)
    quick(client, "Bo", seats)
    time.sleep(max(PRESENCE, 0.5) + 0.2)  # the wait is over and nobody polled
    table = view(client, ana["code"])  # a spectator's read applies it
    assert table["status"] == "cancelled"
    assert table["result"]["details"] == {"cancelled_by": "quickplay", "reason": "not_connected"}
    assert event_types(client, ana["code"])[-3:] == ["player_left"] * 2 + ["table_cancelled"]
    assert ana["code"] not in listed(client)


@pytest.mark.parametrize(
    ("seats", "status"),
    [
        (GAME.max_seats + 1, 400),  # outside the game's seats: the body's schema says so
        (GAME.min_seats - 1, 400),
        ({"min": GAME.min_seats, "max": GAME.max_seats + 1}, 400),
        ({"min": GAME.min_seats - 1, "max": GAME.max_seats}, 400),
        ({"min": 2, "max": 3, "wait_seconds": 4}, 400),
        ({"min": 2, "max": 3, "wait_seconds": 601}, 400),
        ({"min": 2, "max": 3, "start": "now"}, 400),
        ("3", 400),
        ({"min": 3, "max": 2}, 422),  # well-formed, but its min over its max
    ],
)
def test_seats_outside_the_game_or_a_min_over_its_max_are_refused_changing_nothing(
    client: Any, redis_client: Any, seats: Any, status: int
) -> None:
    before = redis_client.zcard(public_key(GAME.id, DEFAULT_APP))
    response = client.post("/quickplay", json={"game": GAME.id, "name": "Ana", "seats": seats})
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == {400: "bad_request", 422: "invalid_seats"}[status]
    assert redis_client.zcard(public_key(GAME.id, DEFAULT_APP)) == before


def test_without_seats_quick_play_meets_only_lobbies_without_seats_and_never_starts_them(
    client: Any, redis_client: Any
) -> None:
    asked = quick(client, "Ana", seats=2)
    plain = quick(client, "Bo")
    assert plain["host"] is True and plain["code"] != asked["code"]  # not the one with seats
    ranged = quick(client, "Cy", {"min": 2, "max": 2, "wait_seconds": 60})
    assert ranged["code"] == asked["code"]  # a range of one count is that exact count
    assert ranged["table"]["status"] == "playing"
    for name in ["Di", "Ed", "Flo"][: GAME.max_seats - 1]:
        assert quick(client, name)["code"] == plain["code"]
    assert view(client, plain["code"])["status"] == "lobby"  # the host starts it, as before
    assert b"seats_wanted" not in redis_client.hget(table_key(plain["code"]), "d")
