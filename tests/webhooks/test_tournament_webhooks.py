"""A tournament's events reach its app's webhook endpoints (docs/apps.md, "Webhooks"): a small
Swiss of an app, played by scripted players, sends its registrations, rounds (each player's
table code), finished tables, standings and end to the endpoints of that app whose filter
wants them, signed with each endpoint's secret, once per event; endpoints filtering other
types and another app's endpoints get none. Real RQ workers deliver to a real receiver."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec
import pytest
import redis
from eventually import eventually
from litestar.testing import TestClient
from webhook_receiver import Receiver, receiver

from service.app import create_app
from service.core.settings import Settings
from tests.tournaments.scripted import Scripted, create, new_players, register_all
from tests.tournaments.tournament_helpers import two_seat_game
from tests.webhooks.test_webhook_endpoints import (
    hook_settings,
    new_app,
    new_endpoint,
    nothing_pending,
    start_worker,
    verified,
)

__all__ = ["receiver", "start_worker"]  # the fixtures, used by name

TOURNAMENT_TYPES = [
    "tournament.registered",
    "tournament.round_started",
    "tournament.table_finished",
    "tournament.standings",
    "tournament.finished",
]


@pytest.mark.parametrize("atomic", [True, False], ids=["in-the-save", "after-the-save"])
def test_a_tournaments_events_reach_its_apps_endpoints_signed(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
    atomic: bool,
) -> None:
    """`atomic`: the API's saves schedule the deliveries in their own script; else (the queue
    named as another server: QUEUE_REDIS_URL, here the same one) right after each save."""
    hooked = hook_settings(settings)
    start_worker(hooked)
    served = hooked if atomic else msgspec.structs.replace(hooked, queue_redis_url=hooked.redis_url)
    with TestClient(app=create_app(served)) as client:
        _, key = new_app(client, "tables", "players", "webhooks")
        _, other = new_app(client)
        events = new_endpoint(client, key, receiver.base + "/events", event_types=TOURNAMENT_TYPES)
        tables_only = new_endpoint(
            client, key, receiver.base + "/tables", event_types=["table.finished"]
        )
        new_endpoint(client, other, receiver.base + "/other")
        client.headers.update(key)  # the players, the tournament and every request: the app's
        players = new_players(client, 4)
        settings_of = {"format": "swiss", "game": two_seat_game().id, "seats": 2, "rounds": 2}
        created = create(client, settings_of, {}, start_s=3)
        tournament = created["id"]
        register_all(client, tournament, players)
        final = Scripted(client, tournament, players).run(timeout=120)
        assert final["status"] == "finished", final
        # 4 registrations, 2 rounds, 4 tables and the standings after each, the end.
        expected = 4 + 2 + 4 + 4 + 1
        received = eventually(
            lambda: receiver.at_least("/events", expected), timeout=30, what="15 events"
        )
        eventually(lambda: nothing_pending(redis_client, hooked), timeout=30, what="all sent")
        received = receiver.on("/events")
        payloads = [verified(events["secret"], request) for request in received]
        assert len({request.headers["webhook-id"] for request in received}) == expected
        assert Counter(p["type"] for p in payloads) == {
            "tournament.registered": 4,
            "tournament.round_started": 2,
            "tournament.table_finished": 4,
            "tournament.standings": 4,
            "tournament.finished": 1,
        }
        for payload in payloads:
            assert payload["data"]["tournament"] == {
                "id": tournament,
                "name": created["name"],
                "game": two_seat_game().id,
                "format": "swiss",
            }
        by_seq = {p["data"]["seq"]: p for p in payloads}
        registered = [p["data"]["player"] for p in payloads if p["type"].endswith("registered")]
        assert sorted(registered) == sorted(players)
        rounds = sorted(
            (p["data"] for p in payloads if p["type"] == "tournament.round_started"),
            key=lambda data: data["round"],
        )
        for number, data in enumerate(rounds, start=1):
            table_of = {
                player: table["code"] for table in data["tables"] for player in table["seats"]
            }
            assert table_of == {
                player: t["code"]
                for t in final["tables"]
                if t["round"] == number
                for player in t["seats"]
            }
        finished_codes = sorted(
            p["data"]["code"] for p in payloads if p["type"] == "tournament.table_finished"
        )
        assert finished_codes == sorted(t["code"] for t in final["tables"])
        end = by_seq[max(by_seq)]
        assert end["type"] == "tournament.finished"
        assert end["data"]["winner"] == final["winner"]
        # The other endpoint of the app filters table events only: the tournament's tables.
        tables = eventually(lambda: receiver.at_least("/tables", 4), what="4 tables finished")
        kinds: list[Any] = [verified(tables_only["secret"], r)["type"] for r in tables]
        assert kinds == ["table.finished"] * 4
        assert receiver.on("/other") == []
