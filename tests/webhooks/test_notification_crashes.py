"""Every notification exactly once across an API kill and a worker kill (docs/api.md,
"Notifications"; docs/apps.md, "Webhooks"): two players of an app, one invited by the other,
play a game with turns of minutes (each turn is a `your_turn`) through a real API process
(uvicorn) that is SIGKILLed while a move is in flight and started again, with a real RQ worker
SIGKILLed while it sends a `player.notified` message and again amid a burst of deliveries, and
started again each time. At the end each player's inbox holds each notification its table owed
exactly once (none missing, none twice), and the app's receiver got every notification as one
`webhook-id` (at least once: a message whose sender was killed mid-way is sent again under the
same id and body, which receivers deduplicate by) and none that is not in an inbox."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter, defaultdict
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import redis
from conftest import ROOT
from eventually import eventually
from servers import start_api, stop
from support import auth, complete_action
from webhook_receiver import Receiver, receiver

from service.core.settings import Settings
from service.players.keys import inbox_key
from tests.gamepicks import quick_options, resign_action, with_clocks
from tests.webhooks.test_webhook_endpoints import (
    OPERATOR,
    OPERATOR_TOKEN,
    hook_settings,
    hook_worker_env,
    nothing_pending,
    verified,
)

__all__ = ["receiver"]  # the fixture, used by name

GAME = with_clocks()  # turns of minutes: each turn is worth a `your_turn`
EVENT = "player.notified"
MOVES = 10


class Processes:
    """The API and the worker, started, SIGKILLed and started again by hand."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.env = hook_worker_env(settings)
        self.env.update(
            TAPETE_ADMIN_TOKEN=OPERATOR_TOKEN,
            TAPETE_RATE_LIMIT_PER_IP="0",
            TAPETE_RATE_LIMIT_PER_TOKEN="0",
        )
        self.api: subprocess.Popen[bytes] | None = None
        self.worker: subprocess.Popen[bytes] | None = None
        self.base = ""
        self.headers: dict[str, str] = {}  # the app's key, once there is one

    def start_api(self) -> None:
        self.api, self.base = start_api(self.env)

    def start_worker(self) -> None:
        command = [sys.executable, "-m", "workers.main"]
        self.worker = subprocess.Popen(command, cwd=ROOT, env=self.env)

    def kill_api(self) -> None:
        assert self.api is not None
        os.kill(self.api.pid, signal.SIGKILL)
        self.api.wait()
        self.api = None

    def kill_worker(self) -> None:
        assert self.worker is not None
        os.kill(self.worker.pid, signal.SIGKILL)
        self.worker.wait()
        self.worker = None

    def request(self, method: str, path: str, token: str | None = None, **more: Any) -> Any:
        headers = {**self.headers, **(auth(token) if token else {}), **more.pop("headers", {})}
        return httpx.request(method, self.base + path, headers=headers, timeout=10, **more)

    def stop(self) -> None:
        if self.api is not None:
            stop(self.api)
        if self.worker is not None:
            self.worker.terminate()
            try:
                self.worker.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.worker.kill()
                self.worker.wait()


@pytest.fixture()
def processes(settings: Settings) -> Iterator[Processes]:
    # Real time (a turn of minutes), short leases: a killed worker's claims come back soon.
    hooked = hook_settings(settings, time_scale=1.0, timer_lease_seconds=2.0)
    running = Processes(hooked)
    yield running
    running.stop()


def ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def inbox_of(api: Processes, token: str) -> list[dict[str, Any]]:
    notes: list[dict[str, Any]] = ok(api.request("GET", "/players/me/notifications", token))[
        "notifications"
    ]
    return notes


def owed_turns(seen: dict[int, frozenset[int]]) -> Counter[int]:
    """The `your_turn`s the table owed (service/tables/notices.py), from its to-act seats at
    each version: a seat told each time it comes to act (not again while it still acts)."""
    owed: Counter[int] = Counter()
    before: frozenset[int] = frozenset()
    for version in sorted(seen):
        owed.update(seen[version] - before)
        before = seen[version]
    return owed


class Table:
    """The game, driven through whichever API process is up; every version's to-act seats."""

    def __init__(self, api: Processes, code: str, seats: dict[int, str]) -> None:
        self.api = api
        self.code = code
        self.seats = seats  # seat -> its token
        self.seen: dict[int, frozenset[int]] = {}

    def look(self) -> dict[str, Any]:
        view: dict[str, Any] = ok(self.api.request("GET", f"/tables/{self.code}"))
        if view["status"] == "playing":
            self.seen[view["version"]] = frozenset(view["to_act"])
        return view

    def move_request(self) -> tuple[str, dict[str, Any]]:
        """The next move's path and body (a complete turn of the seat to act)."""
        view = self.look()
        [seat] = view["to_act"]
        actions = ok(self.api.request("GET", f"/tables/{self.code}/actions", self.seats[seat]))
        body = {"action": complete_action(actions["actions"]), "expected_version": view["version"]}
        return self.seats[seat], body

    def move(self) -> None:
        token, body = self.move_request()
        ok(self.api.request("POST", f"/tables/{self.code}/actions", token, json=body))

    def move_while_the_api_dies(self, delay: float) -> Any:
        """A move sent, and the API SIGKILLed `delay` seconds after (while it handles the move:
        saved or not, whole); then, on the API started again, the move sent again with the
        same `Idempotency-Key`, as a client whose answer was lost does (the first attempt's
        answer if it was saved, else the move now). Answers what the first attempt got."""
        token, body = self.move_request()
        headers = {**self.api.headers, **auth(token), "Idempotency-Key": uuid.uuid4().hex}
        path = f"/tables/{self.code}/actions"
        outcome: list[Any] = []
        sent = threading.Event()

        def send() -> None:
            try:
                with httpx.Client(base_url=self.api.base, timeout=10) as client:
                    client.get("/health/live")  # connected: the move goes out at once
                    sent.set()
                    outcome.append(client.post(path, headers=headers, json=body))
            except httpx.HTTPError as error:
                outcome.append(error)

        sending = threading.Thread(target=send)
        sending.start()
        assert sent.wait(10)
        time.sleep(delay)
        self.api.kill_api()
        sending.join()
        self.api.start_api()
        retried = httpx.post(self.api.base + path, headers=headers, json=body, timeout=10)
        assert retried.status_code == 200, retried.text
        self.look()
        return outcome[0]

    def resign(self) -> None:
        view = self.look()
        [seat] = view["to_act"]
        path = f"/tables/{self.code}/actions"
        ok(self.api.request("POST", path, self.seats[seat], json={"action": resign_action(GAME)}))


def test_every_notification_is_exactly_once_across_an_api_kill_and_a_worker_kill(
    processes: Processes, receiver: Receiver, redis_client: redis.Redis
) -> None:
    api = processes
    api.start_api()
    api.start_worker()
    app = ok(api.request("POST", "/admin/apps", json={"name": "Relay"}, headers=OPERATOR), 201)
    key = ok(
        api.request(
            "POST",
            f"/admin/apps/{app['id']}/keys",
            json={"scopes": ["tables", "players", "webhooks"]},
            headers=OPERATOR,
        ),
        201,
    )
    api.headers = {"X-Api-Key": key["secret"]}
    endpoint = ok(
        api.request(
            "POST",
            "/webhooks/endpoints",
            json={"url": receiver.base + "/push", "event_types": [EVENT]},
        ),
        201,
    )
    ana = ok(api.request("POST", "/players", json={"name": "Ana"}), 201)
    bruno = ok(api.request("POST", "/players", json={"name": "Bruno"}), 201)
    body = {"game": GAME.id, "host_name": "Ana", "options": quick_options(GAME)}
    created = ok(api.request("POST", "/tables", ana["token"], json=body), 201)
    code = created["code"]
    path = f"/tables/{code}/invitations"
    ok(api.request("POST", path, ana["token"], json={"player": bruno["id"]}), 201)
    path = f"/players/me/invitations/{code}/accept"
    accepted = ok(api.request("POST", path, bruno["token"], json={}), 201)
    started = ok(api.request("POST", f"/tables/{code}/start", created["token"]))
    names = {seat["seat"]: seat["name"] for seat in started["seats"]}
    token_of = {"Ana": created["token"], "Bruno": accepted["token"]}
    player_of = {seat: {"Ana": ana, "Bruno": bruno}[name] for seat, name in names.items()}
    table = Table(api, code, {seat: token_of[name] for seat, name in names.items()})
    table.look()

    # 1. The worker SIGKILLed while it sends a message (the receiver holds the request).
    receiver.hold = threading.Event()
    receiver.arrived.clear()
    table.move()
    assert receiver.arrived.wait(30), "no message was sent"
    api.kill_worker()
    receiver.hold.set()
    receiver.hold = None
    # 2. The API SIGKILLed with moves in flight, with no worker up (deliveries pile up).
    delays = {1: 0.0, 4: 0.002, 7: 0.005}  # move -> when the API dies after it was sent
    cut = []
    for number in range(MOVES):
        if number in delays:
            cut.append(table.move_while_the_api_dies(delays[number]))
        else:
            table.move()
    # At least one kill cut a move off before its answer (saved or not: the retry tells).
    assert any(isinstance(outcome, httpx.TransportError) for outcome in cut), cut

    # 3. A worker SIGKILLed amid the burst, as soon as it wrote a notification.
    def version_of(player: str) -> int:
        return int(redis_client.hget(inbox_key(player), "v") or 0)

    versions = {who["id"]: version_of(who["id"]) for who in (ana, bruno)}
    api.start_worker()
    eventually(
        lambda: any(version_of(player) > version for player, version in versions.items()),
        timeout=30,
        interval=0.005,
        what="the first notification of the burst",
    )
    api.kill_worker()
    api.start_worker()
    table.resign()
    assert table.look()["status"] == "finished"
    tokens = {ana["id"]: ana["token"], bruno["id"]: bruno["token"]}
    for token in tokens.values():
        eventually(
            lambda token=token: any(n["kind"] == "rating_changed" for n in inbox_of(api, token)),
            timeout=60,
            what="the end of the game in each inbox",
        )
    eventually(
        lambda: nothing_pending(redis_client, api.settings), timeout=60, what="all delivered"
    )

    # Each inbox: exactly what the table owed, once.
    owed = owed_turns(table.seen)
    for seat, player in player_of.items():
        kinds = Counter(note["kind"] for note in inbox_of(api, player["token"]))
        expected = Counter(table_started=1, table_finished=1, rating_changed=1)
        expected["your_turn"] = owed[seat]
        expected["invited"] = 1 if player is bruno else 0
        assert +kinds == +expected, (player["name"], kinds, expected)
    listed = {
        (player, note["id"]): note
        for player, token in tokens.items()
        for note in inbox_of(api, token)
    }
    # The receiver: each notification under one id, at least once; the same id, the same body.
    by_id: dict[str, set[bytes]] = defaultdict(set)
    for request in receiver.on("/push"):
        by_id[request.headers["webhook-id"]].add(request.body)
    assert all(len(bodies) == 1 for bodies in by_id.values())
    sent = {}
    for request in receiver.on("/push"):
        data = verified(endpoint["secret"], request)["data"]
        sent[(data["player"], data["notification"]["id"])] = (
            request.headers["webhook-id"],
            data["notification"],
        )
    assert len(sent) == len(by_id)  # one id per notification
    assert {ident: note for ident, (_, note) in sent.items()} == listed
    assert len(receiver.on("/push")) > len(by_id)  # the message the killed worker held came again
