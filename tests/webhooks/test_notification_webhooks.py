"""Players' notifications as app webhooks (docs/apps.md, "Webhooks"; docs/api.md,
"Notifications"): every notification written into a player's inbox (an invitation, a game's
start, a long turn, its end, a rating change) reaches the app's endpoints that want
`player.notified` as one message, signed, with the notification as the inbox lists it, once per
notification (one `webhook-id` each); endpoints filtering other types and another app's
endpoints get none. With the queue on the game state's server the notifying script schedules
the message itself; with the queue named as another server (QUEUE_REDIS_URL, here the same
one) it is recorded right after. Real RQ workers deliver to a real receiver."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections import Counter
from collections.abc import Callable
from typing import Any

import msgspec
import pytest
import redis
from eventually import eventually
from litestar.testing import TestClient
from support import auth
from webhook_receiver import Received, Receiver, receiver

from service.app import create_app
from service.core.settings import Settings
from service.players import inbox
from service.players.keys import inbox_key
from service.players.notified import HookQueue
from service.storage.queue import timers_key, webhooks_key
from service.storage.redis_client import game_state_client
from service.tables.webhooks import decode_delivery
from tests.gamepicks import quick_options, resign_action, with_clocks
from tests.webhooks.test_webhook_endpoints import (
    hook_settings,
    new_app,
    new_endpoint,
    nothing_pending,
    start_worker,
    verified,
)

__all__ = ["receiver", "start_worker"]  # the fixtures, used by name

GAME = with_clocks()  # turns of minutes: each turn is worth a `your_turn`
EVENT = "player.notified"


def inbox_of(client: Any, token: str) -> list[dict[str, Any]]:
    answer = client.get("/players/me/notifications", headers=auth(token))
    assert answer.status_code == 200, answer.text
    notes: list[dict[str, Any]] = answer.json()["notifications"]
    return notes


def kinds(client: Any, token: str) -> Counter[str]:
    return Counter(note["kind"] for note in inbox_of(client, token))


def notified(secret: str, requests: list[Received]) -> dict[tuple[str, int], dict[str, Any]]:
    """The `player.notified` messages received, verified, by (player, notification id); one
    message per `webhook-id` (a receiver deduplicates by it)."""
    by_id = {request.headers["webhook-id"]: verified(secret, request) for request in requests}
    found = {}
    for payload in by_id.values():
        assert payload["type"] == EVENT
        data = payload["data"]
        found[(data["player"], data["notification"]["id"])] = data
    assert len(found) == len(by_id)  # one id per notification
    return found


def invited_and_played(client: Any) -> tuple[dict[str, str], str]:
    """Ana creates a table and invites Bruno, who accepts; the game starts and the seat to act
    first resigns. Answers the players' tokens by id, and the table's code."""
    players = {}
    for name in ("Ana", "Bruno"):
        created = client.post("/players", json={"name": name})
        assert created.status_code == 201, created.text
        players[name] = created.json()
    ana, bruno = players["Ana"], players["Bruno"]
    body = {"game": GAME.id, "host_name": "Ana", "options": quick_options(GAME)}
    table = client.post("/tables", json=body, headers=auth(ana["token"]))
    assert table.status_code == 201, table.text
    code = table.json()["code"]
    invited = client.post(
        f"/tables/{code}/invitations", json={"player": bruno["id"]}, headers=auth(ana["token"])
    )
    assert invited.status_code == 201, invited.text
    accepted = client.post(
        f"/players/me/invitations/{code}/accept", json={}, headers=auth(bruno["token"])
    )
    assert accepted.status_code == 201, accepted.text
    seats = {"Ana": table.json()["token"], "Bruno": accepted.json()["token"]}
    started = client.post(f"/tables/{code}/start", headers=auth(seats["Ana"]))
    assert started.status_code == 200, started.text
    view = started.json()
    [first] = view["to_act"]
    name = {seat["seat"]: seat["name"] for seat in view["seats"]}[first]
    resigned = client.post(
        f"/tables/{code}/actions",
        json={"action": resign_action(GAME)},
        headers=auth(seats[name]),
    )
    assert resigned.status_code == 200, resigned.text
    return {ana["id"]: ana["token"], bruno["id"]: bruno["token"]}, code


@pytest.mark.parametrize("atomic", [True, False], ids=["in-the-script", "after-the-script"])
def test_every_notification_reaches_the_apps_endpoints_once_as_the_inbox_lists_it(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
    atomic: bool,
) -> None:
    hooked = hook_settings(settings, time_scale=1.0)  # a turn of minutes is minutes
    served = hooked if atomic else msgspec.structs.replace(hooked, queue_redis_url=hooked.redis_url)
    start_worker(served)
    with TestClient(app=create_app(served)) as client:
        app_id, key = new_app(client, "tables", "players", "webhooks")
        _, other = new_app(client)
        wanted = new_endpoint(client, key, receiver.base + "/notified", event_types=[EVENT])
        everything = new_endpoint(client, key, receiver.base + "/all")
        new_endpoint(client, key, receiver.base + "/tables", event_types=["table.finished"])
        new_endpoint(client, other, receiver.base + "/other")
        client.headers.update(key)  # the players and the table: the app's
        tokens, code = invited_and_played(client)
        for token in tokens.values():
            eventually(
                lambda token=token: kinds(client, token)["rating_changed"] == 1,
                timeout=30,
                what="the end of the game in the inbox",
            )
        eventually(lambda: nothing_pending(redis_client, served), timeout=30, what="all sent")
        inboxes = {player: inbox_of(client, token) for player, token in tokens.items()}
    listed = {(player, note["id"]): note for player, notes in inboxes.items() for note in notes}
    assert sum(note["kind"] == "invited" for note in listed.values()) == 1
    assert Counter(note["kind"] for note in listed.values()) >= Counter(
        invited=1, table_started=2, your_turn=1, table_finished=2, rating_changed=2
    )
    received = notified(wanted["secret"], receiver.on("/notified"))
    assert len(receiver.on("/notified")) == len(listed)  # no retry was needed: none twice
    assert received.keys() == listed.keys()
    for (player, _), data in received.items():
        assert data["player"] == player
        assert data["app"] == app_id
    assert {ident: data["notification"] for ident, data in received.items()} == listed
    [invitation] = [note for note in listed.values() if note["kind"] == "invited"]
    assert invitation["by_name"] == "Ana"
    # An endpoint without a filter gets them too, beside the table's own events.
    everything_received = receiver.on("/all")
    types = Counter(verified(everything["secret"], r)["type"] for r in everything_received)
    assert types == {EVENT: len(listed), "table.started": 1, "table.finished": 1}
    assert [r.payload["type"] for r in receiver.on("/tables")] == ["table.finished"]
    assert receiver.on("/other") == []
    assert {note["table"] for note in listed.values()} == {code}


def test_a_notification_written_again_schedules_no_second_message(
    settings: Settings, redis_client: redis.Redis
) -> None:
    """A worker killed after writing a table's notification, before finishing its delivery,
    runs the delivery again once its lease runs out: the inbox keeps the first (the cause's
    key) and that run schedules no second message; the first run's is there, due now."""
    name = f"tapete-notified-{uuid.uuid4().hex[:8]}"
    queue = HookQueue(timers_key(name), webhooks_key(name), True, None)
    player = f"p_{uuid.uuid4().hex[:20]}"
    note = {"kind": "your_turn", "created_ms": 1_765_000_000_000, "table": "ABCDEF", "game": "x"}

    async def twice() -> list[bool]:
        client = game_state_client(settings)
        try:
            return [
                await inbox.deliver(
                    client, player, "your_turn:ABCDEF:1:7", json.dumps(note), 1, queue, "app_a"
                )
                for _ in range(2)
            ]
        finally:
            await client.aclose()

    try:
        assert asyncio.run(twice()) == [True, False]
        [(field, record)] = redis_client.hgetall(queue.hooks_key).items()
        fan = decode_delivery(record)
        assert field.decode() == f"{fan.id}:fan" and fan.fan_out and fan.app == "app_a"
        assert fan.id == f"msg_notified_{player}_1765000000000_1"
        assert fan.type == EVENT
        message = json.loads(fan.body)
        assert message["type"] == EVENT
        assert message["data"] == {
            "player": player,
            "app": "app_a",
            "notification": {
                "id": 1,
                "kind": "your_turn",
                "created_ms": 1_765_000_000_000,
                "read": False,
                "table": "ABCDEF",
                "game": "x",
                "by": None,
                "by_name": None,
                "rating_before": None,
                "rating_after": None,
                "tournament": None,
                "round": None,
            },
        }
        assert redis_client.zrange(queue.timers_key, 0, -1) == [f"hook:{field.decode()}".encode()]
    finally:
        redis_client.delete(queue.hooks_key, queue.timers_key, inbox_key(player))
