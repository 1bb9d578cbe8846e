"""Apps' webhook endpoints managed through the API (docs/apps.md, "Webhooks"): created, read,
changed and deleted with a key holding the `webhooks` scope, invisible to other apps; table
events reach exactly the matching endpoints of the table's app, signed with each endpoint's
secret (checked by the `standardwebhooks` package, as a receiver would); a rotated secret
signs beside the new one during the overlap; the SSRF rules refuse private addresses at
create and at delivery; redirects are not followed and answers are read up to a cap; an
endpoint that keeps failing is disabled and the app's other endpoints are told. Real RQ
workers deliver to a real HTTP receiver on loopback."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
import uuid
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler
from typing import Any

import msgspec
import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from standardwebhooks.webhooks import Webhook, WebhookVerificationError
from support import auth
from webhook_receiver import Received, Receiver, receiver

from service.app import create_app
from service.core.settings import Settings, load_settings
from service.storage.queue import timers_key, webhooks_key
from tests.gamepicks import resign_action, resignable

OPERATOR_TOKEN = "operator-" + "w" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}
LOOPBACK = "127.0.0.0/8"
ENDPOINTS = "/webhooks/endpoints"

__all__ = ["Receiver", "receiver"]  # the fixture, used by name


def hook_settings(settings: Settings, allow: str = LOOPBACK, **more: Any) -> Settings:
    fields: dict[str, Any] = {
        "queue_name": f"tapete-apphooks-{uuid.uuid4().hex[:8]}",
        "admin_token": OPERATOR_TOKEN,
        "webhook_allow_networks": allow,
        "webhook_backoff_seconds": 0.2,
        "webhook_timeout_seconds": 3.0,
        "webhook_attempts": 3,
        "timer_lease_seconds": 5.0,
    }
    return msgspec.structs.replace(settings, **{**fields, **more})


def hook_worker_env(settings: Settings) -> dict[str, str]:
    """A worker's environment for `settings` (hook_settings's, and the queue's server)."""
    env = worker_env(settings)
    env.update(
        TAPETE_WEBHOOK_BACKOFF_SECONDS=str(settings.webhook_backoff_seconds),
        TAPETE_WEBHOOK_TIMEOUT_SECONDS=str(settings.webhook_timeout_seconds),
        TAPETE_WEBHOOK_ATTEMPTS=str(settings.webhook_attempts),
        TAPETE_TIMER_LEASE_SECONDS=str(settings.timer_lease_seconds),
        TAPETE_WEBHOOK_ALLOW_NETWORKS=settings.webhook_allow_networks,
        TAPETE_WEBHOOK_DISABLE_AFTER_HOURS=str(settings.webhook_disable_after_hours),
        TAPETE_WEBHOOK_URLS=settings.webhook_urls,
        TAPETE_WEBHOOK_SECRET=settings.webhook_secret,
    )
    if settings.queue_redis_url:
        env["QUEUE_REDIS_URL"] = settings.queue_redis_url
    return env


@pytest.fixture()
def start_worker() -> Iterator[Callable[[Settings], None]]:
    """Starts real workers (`python -m workers.main`) with the settings given; stops them."""
    started: list[subprocess.Popen[bytes]] = []

    def run(settings: Settings) -> None:
        command = [sys.executable, "-m", "workers.main"]
        started.append(subprocess.Popen(command, cwd=ROOT, env=hook_worker_env(settings)))

    yield run
    for process in started:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def new_app(client: Any, *scopes: str) -> tuple[str, dict[str, str]]:
    """An app and the headers of a key of it: (app id, headers)."""
    created = client.post("/admin/apps", json={"name": "Studio"}, headers=OPERATOR)
    assert created.status_code == 201, created.text
    app_id = created.json()["id"]
    key = client.post(
        f"/admin/apps/{app_id}/keys",
        json={"scopes": list(scopes or ("tables", "webhooks"))},
        headers=OPERATOR,
    )
    assert key.status_code == 201, key.text
    return app_id, {"X-Api-Key": key.json()["secret"]}


def new_endpoint(client: Any, key: dict[str, str], url: str, **fields: Any) -> dict[str, Any]:
    created = client.post(ENDPOINTS, json={"url": url, **fields}, headers=key)
    assert created.status_code == 201, created.text
    body: dict[str, Any] = created.json()
    return body


def nothing_pending(redis_client: redis.Redis, settings: Settings) -> bool:
    hooks = redis_client.hlen(webhooks_key(settings.queue_name))
    members = redis_client.zrange(timers_key(settings.queue_name), 0, -1)
    return hooks == 0 and not [m for m in members if m.startswith(b"hook:")]


def verified(secret: str, request: Received) -> Any:
    return Webhook(secret).verify(request.body, request.headers)


def log_of(client: Any, key: dict[str, str], endpoint_id: str) -> list[dict[str, Any]]:
    answer = client.get(f"{ENDPOINTS}/{endpoint_id}/deliveries", headers=key)
    assert answer.status_code == 200, answer.text
    entries: list[dict[str, Any]] = answer.json()
    return entries


def play_a_table(client: Any, key: dict[str, str]) -> str:
    """A table of the key's app, started and finished (one of its two seats resigns)."""
    game = resignable()
    created = client.post(
        "/tables", json={"game": game.id, "host_name": "Ana", "bots": ["easy"]}, headers=key
    )
    assert created.status_code == 201, created.text
    code, host = created.json()["code"], created.json()["token"]
    started = client.post(f"/tables/{code}/start", headers={**key, **auth(host)})
    assert started.status_code == 200, started.text
    finished = client.post(
        f"/tables/{code}/actions",
        json={"action": resign_action(game)},
        headers={**key, **auth(host)},
    )
    assert finished.json()["status"] == "finished", finished.text
    return str(code)


def test_endpoints_are_managed_by_their_app_and_unseen_by_others(settings: Settings) -> None:
    with TestClient(app=create_app(hook_settings(settings))) as client:
        app_id, key = new_app(client)
        _, other = new_app(client)
        created = new_endpoint(
            client,
            key,
            "https://hooks.example/t",
            description="ours",
            event_types=["table.started"],
        )
        endpoint, secret = created["endpoint"], created["secret"]
        assert secret.startswith("whsec_") and endpoint["id"].startswith("ep_")
        assert endpoint["enabled"] and endpoint["event_types"] == ["table.started"]
        path = f"{ENDPOINTS}/{endpoint['id']}"
        assert client.get(path, headers=key).json() == endpoint
        assert secret not in json.dumps(client.get(ENDPOINTS, headers=key).json())
        changed = client.patch(
            path, json={"url": "https://hooks.example/u", "event_types": []}, headers=key
        )
        assert changed.status_code == 200, changed.text
        assert changed.json()["url"] == "https://hooks.example/u"
        assert changed.json()["event_types"] == [] and changed.json()["description"] == "ours"
        # Another app's endpoint answers like a missing one, on every operation.
        for method, suffix in [
            ("GET", ""),
            ("PATCH", ""),
            ("DELETE", ""),
            ("POST", "/rotate-secret"),
            ("POST", "/test"),
            ("GET", "/deliveries"),
            ("POST", "/deliveries/msg_x/redeliver"),
        ]:
            bodies = {"PATCH": {"json": {"enabled": False}}, "/rotate-secret": {"json": {}}}
            body = bodies.get(method, bodies.get(suffix, {}))
            answer = client.request(method, path + suffix, headers=other, **body)
            assert answer.status_code == 404, (method, suffix, answer.text)
            assert answer.json()["code"] == "webhook_endpoint_not_found"
        assert client.get(ENDPOINTS, headers=other).json() == []
        # Bad input is a 4xx and changes nothing.
        before = client.get(path, headers=key).json()
        for bad in [
            {"url": "https://hooks.example/v", "event_types": ["table.exploded"]},
            {"url": "https://hooks.example/v", "colour": "red"},
            {"url": ""},
            {"url": "ftp://hooks.example/v"},
            {"url": "http://10.1.2.3/v"},
            {"description": "x" * 201},
        ]:
            answer = client.patch(path, json=bad, headers=key)
            assert 400 <= answer.status_code < 500 and answer.status_code != 404, answer.text
        for overlap in (-1, 8 * 86_400, "1h"):
            answer = client.post(
                f"{path}/rotate-secret", json={"overlap_seconds": overlap}, headers=key
            )
            assert answer.status_code == 400, answer.text
        assert client.get(path, headers=key).json() == before
        # Who may not manage webhooks: the open default, a publishable id, a key without it.
        _, tables_only = new_app(client, "tables")
        for headers in ({}, {"X-App-Id": app_id}, tables_only):
            answer = client.get(ENDPOINTS, headers=headers)
            assert answer.status_code == 403, answer.text
            assert answer.json()["code"] == "missing_scope"
            assert answer.json()["scope"] == "webhooks"
            refused = client.post(ENDPOINTS, json={"url": "https://x.example/"}, headers=headers)
            assert refused.status_code == 403
        # `{}`: the old secret keeps signing for a day.
        rotated = client.post(f"{path}/rotate-secret", json={}, headers=key)
        assert rotated.status_code == 200, rotated.text
        assert rotated.json()["secret"] not in (secret, None)
        until = rotated.json()["endpoint"]["previous_secret_until_ms"]
        assert until >= endpoint["created_ms"] + 86_400_000
        assert client.delete(path, headers=key).status_code == 204
        assert client.get(path, headers=key).status_code == 404
        assert client.get(ENDPOINTS, headers=key).json() == []


@pytest.mark.parametrize(
    ("url", "rule"),
    [
        ("http://127.0.0.1/h", "loopback"),
        ("http://[::1]:8080/h", "loopback"),
        ("http://10.0.0.5/h", "private"),
        ("http://172.16.3.4/h", "private"),
        ("http://192.168.1.1/h", "private"),
        ("http://[fd12::1]/h", "private"),
        ("http://169.254.10.1/h", "link_local"),
        ("http://[fe80::1]/h", "link_local"),
        ("http://169.254.169.254/latest/meta-data", "metadata"),
        ("http://[fd00:ec2::254]/h", "metadata"),
        ("http://224.0.0.1/h", "multicast"),
        ("http://[ff02::1]/h", "multicast"),
        ("http://240.0.0.1/h", "reserved"),
        ("http://100.64.0.1/h", "reserved"),
        ("http://0.0.0.0/h", "unspecified"),
        ("http://[::ffff:127.0.0.1]/h", "loopback"),
        ("ftp://hooks.example/h", "scheme"),
        ("file:///etc/passwd", "scheme"),
        ("https://user:pw@hooks.example/h", "userinfo"),
        ("https://hooks.example/h#part", "fragment"),
    ],
)
def test_a_forbidden_url_is_refused_at_create_naming_the_rule(
    settings: Settings, url: str, rule: str
) -> None:
    with TestClient(app=create_app(hook_settings(settings, allow=""))) as client:
        _, key = new_app(client)
        answer = client.post(ENDPOINTS, json={"url": url}, headers=key)
        assert answer.status_code == 422, answer.text
        assert answer.json()["code"] == "webhook_url_not_allowed"
        assert answer.json()["rule"] == rule
        assert client.get(ENDPOINTS, headers=key).json() == []


def test_table_events_reach_the_matching_endpoints_of_their_app_signed(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    hooked = hook_settings(settings)
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        _, key = new_app(client)
        _, other = new_app(client)
        every = new_endpoint(client, key, receiver.base + "/every")
        started_only = new_endpoint(
            client, key, receiver.base + "/started", event_types=["table.started"]
        )
        off = new_endpoint(client, key, receiver.base + "/off", enabled=False)
        new_endpoint(client, other, receiver.base + "/other")
        code = play_a_table(client, key)
        requests = eventually(lambda: receiver.at_least("/every", 2), timeout=20, what="2 events")
        eventually(lambda: nothing_pending(redis_client, hooked), timeout=20, what="all sent")
        by_type = {r.payload["type"]: verified(every["secret"], r) for r in requests}
        assert set(by_type) == {"table.started", "table.finished"}
        assert by_type["table.finished"]["data"]["code"] == code
        (started,) = receiver.on("/started")
        assert verified(started_only["secret"], started)["type"] == "table.started"
        with pytest.raises(WebhookVerificationError):  # another endpoint's secret: refused
            verified(every["secret"], started)
        assert receiver.on("/off") == [] and receiver.on("/other") == []
        assert requests[0].headers["webhook-id"] == started.headers["webhook-id"] or (
            requests[1].headers["webhook-id"] == started.headers["webhook-id"]
        )
        # The delivery log: one attempt per message, newest first, answered 200.
        log = log_of(client, key, every["endpoint"]["id"])
        assert sorted(entry["event_type"] for entry in log) == ["table.finished", "table.started"]
        for entry in log:
            assert entry["status"] == 200 and entry["delivered"] and entry["attempt"] == 1
            assert entry["latency_ms"] >= 0 and entry["at_ms"] > 0
            assert entry["message_id"].startswith("msg_")
        assert log_of(client, key, off["endpoint"]["id"]) == []
        # A test message, then a past message sent again (same id and body).
        endpoint_id = every["endpoint"]["id"]
        test = client.post(f"{ENDPOINTS}/{endpoint_id}/test", headers=key)
        assert test.status_code == 202, test.text
        (tested,) = eventually(
            lambda: [r for r in receiver.on("/every") if r.payload["type"] == "webhook.test"],
            what="the test",
        )
        assert verified(every["secret"], tested)["data"]["endpoint_id"] == endpoint_id
        assert tested.headers["webhook-id"] == test.json()["message_id"]
        past = next(r for r in requests if r.payload["type"] == "table.started")
        ident = past.headers["webhook-id"]
        again = client.post(f"{ENDPOINTS}/{endpoint_id}/deliveries/{ident}/redeliver", headers=key)
        assert again.status_code == 202, again.text
        resent = eventually(
            lambda: [r for r in receiver.on("/every") if r.headers["webhook-id"] == ident][1:],
            what="the message sent again",
        )
        assert resent[0].body == past.body
        assert verified(every["secret"], resent[0])["type"] == "table.started"
        missing = client.post(
            f"{ENDPOINTS}/{endpoint_id}/deliveries/msg_unknown/redeliver", headers=key
        )
        assert missing.status_code == 404 and missing.json()["code"] == "webhook_message_not_found"
        eventually(lambda: len(log_of(client, key, endpoint_id)) == 4, what="4 attempts logged")


def test_a_rotated_secret_signs_beside_the_old_one_during_the_overlap(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    hooked = hook_settings(settings)
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        _, key = new_app(client)
        created = new_endpoint(client, key, receiver.base + "/rotating")
        old, endpoint_id = created["secret"], created["endpoint"]["id"]
        rotated = client.post(
            f"{ENDPOINTS}/{endpoint_id}/rotate-secret", json={"overlap_seconds": 3600}, headers=key
        )
        assert rotated.status_code == 200, rotated.text
        new = rotated.json()["secret"]
        assert new != old and rotated.json()["endpoint"]["previous_secret_until_ms"]
        play_a_table(client, key)  # events during the overlap: a receiver on either secret
        during = eventually(lambda: receiver.at_least("/rotating", 2), timeout=20, what="events")
        for request in during:
            assert len(request.headers["webhook-signature"].split(" ")) == 2
            assert verified(old, request) == verified(new, request)
        # A short overlap runs out: then only the newest secret signs.
        short = client.post(
            f"{ENDPOINTS}/{endpoint_id}/rotate-secret", json={"overlap_seconds": 1}, headers=key
        )
        newest = short.json()["secret"]
        eventually(
            lambda: (
                client.get(f"{ENDPOINTS}/{endpoint_id}", headers=key).json()[
                    "previous_secret_until_ms"
                ]
                is None
            ),
            what="the overlap to end",
        )
        client.post(f"{ENDPOINTS}/{endpoint_id}/test", headers=key)
        (after,) = eventually(
            lambda: [r for r in receiver.on("/rotating") if r.payload["type"] == "webhook.test"],
            what="the test message",
        )
        assert len(after.headers["webhook-signature"].split(" ")) == 1
        assert verified(newest, after)["type"] == "webhook.test"
        for retired in (old, new):
            with pytest.raises(WebhookVerificationError):
                verified(retired, after)
        eventually(lambda: nothing_pending(redis_client, hooked), what="nothing left to send")


def test_a_name_resolving_to_loopback_is_refused_at_delivery(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    """No allow-list: `localhost` is accepted at create (a name, not an address) but the
    delivery resolves it, finds a loopback address and sends nothing."""
    hooked = hook_settings(settings, allow="", webhook_attempts=1)
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        _, key = new_app(client)
        created = new_endpoint(client, key, f"http://localhost:{receiver.port}/local")
        endpoint_id = created["endpoint"]["id"]
        assert client.post(f"{ENDPOINTS}/{endpoint_id}/test", headers=key).status_code == 202
        (entry,) = eventually(lambda: log_of(client, key, endpoint_id), what="the attempt")
        assert entry["error"] == "url_not_allowed:loopback" and not entry["delivered"]
        assert entry.get("status") is None and entry["event_type"] == "webhook.test"
        eventually(lambda: nothing_pending(redis_client, hooked), what="the delivery dropped")
        assert receiver.on("/local") == []


def test_redirects_are_not_followed_and_answers_are_read_up_to_a_cap(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    def moved(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(302)
        handler.send_header("Location", receiver.base + "/target")
        handler.send_header("Content-Length", "0")
        handler.end_headers()

    def endless(handler: BaseHTTPRequestHandler) -> None:
        """Announces 100 MB, sends 256 KB, then holds: only a reader that stops early ends
        the attempt before its timeout."""
        handler.send_response(200)
        handler.send_header("Content-Length", str(100 * 1024 * 1024))
        handler.end_headers()
        handler.wfile.write(b"x" * 256 * 1024)
        handler.wfile.flush()
        receiver.release.wait(30)

    receiver.special = {"/moved": moved, "/big": endless}
    hooked = hook_settings(
        settings, webhook_attempts=1, webhook_timeout_seconds=20.0, timer_lease_seconds=30.0
    )
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        _, key = new_app(client)
        redirected = new_endpoint(client, key, receiver.base + "/moved")["endpoint"]["id"]
        big = new_endpoint(client, key, receiver.base + "/big")["endpoint"]["id"]
        for endpoint_id in (redirected, big):
            assert client.post(f"{ENDPOINTS}/{endpoint_id}/test", headers=key).status_code == 202
        (entry,) = eventually(lambda: log_of(client, key, redirected), what="the redirect")
        assert entry["status"] == 302 and not entry["delivered"]
        (capped,) = eventually(lambda: log_of(client, key, big), what="the big answer")
        assert capped["status"] == 200 and capped["delivered"], capped
        eventually(lambda: nothing_pending(redis_client, hooked), what="both done")
        assert receiver.on("/target") == []


def test_an_endpoint_that_keeps_failing_is_disabled_and_the_others_are_told(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    # Failing for a third of a second disables: the second or third retry does it.
    hooked = hook_settings(settings, webhook_disable_after_hours=0.0001, webhook_attempts=20)
    receiver.answers["/down"] = [500] * 100
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        _, key = new_app(client)
        down = new_endpoint(client, key, receiver.base + "/down")
        up = new_endpoint(client, key, receiver.base + "/up")
        down_id = down["endpoint"]["id"]
        assert client.post(f"{ENDPOINTS}/{down_id}/test", headers=key).status_code == 202
        (told,) = eventually(lambda: receiver.on("/up"), timeout=30, what="the others told")
        payload = verified(up["secret"], told)
        assert payload["type"] == "webhook.endpoint_disabled"
        assert payload["data"]["endpoint_id"] == down_id
        shown = client.get(f"{ENDPOINTS}/{down_id}", headers=key).json()
        assert not shown["enabled"] and shown["disabled_reason"] and shown["failing_since_ms"]
        eventually(lambda: nothing_pending(redis_client, hooked), what="nothing left to send")
        attempts = len(receiver.on("/down"))
        log = log_of(client, key, down_id)
        assert len(log) == attempts and all(e["status"] == 500 for e in log)
        assert [e["attempt"] for e in log] == list(range(attempts, 0, -1))
        # Enabled again: the reason and the failing streak are gone.
        enabled = client.patch(f"{ENDPOINTS}/{down_id}", json={"enabled": True}, headers=key)
        assert enabled.json()["enabled"] and enabled.json()["disabled_reason"] is None
        assert enabled.json()["failing_since_ms"] is None


def test_the_default_apps_endpoints_need_a_key_the_operator_gave_it(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    """The open default cannot register a webhook; a key the operator created for the default
    app can. The operator's URLs (TAPETE_WEBHOOK_URLS) get the default app's tables only."""
    legacy_secret = "whsec_" + base64.b64encode(b"k" * 32).decode()
    hooked = hook_settings(
        settings, webhook_urls=receiver.base + "/legacy", webhook_secret=legacy_secret
    )
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        refused = client.post(ENDPOINTS, json={"url": receiver.base + "/default"})
        assert refused.status_code == 403 and refused.json()["code"] == "missing_scope"
        key = client.post(
            "/admin/apps/default/keys", json={"scopes": ["webhooks"]}, headers=OPERATOR
        )
        assert key.status_code == 201, key.text
        default_key = {"X-Api-Key": key.json()["secret"]}
        default = new_endpoint(client, default_key, receiver.base + "/default")
        try:
            _, other_key = new_app(client)
            play_a_table(client, {})  # the open default's table
            play_a_table(client, other_key)  # another app's table
            for path, secret in (("/default", default["secret"]), ("/legacy", legacy_secret)):
                requests = eventually(lambda p=path: receiver.at_least(p, 2), what=f"{path} events")
                codes = {verified(secret, r)["data"]["code"] for r in requests}
                assert len(codes) == 1, f"{path}: only the default app's table"
            eventually(lambda: nothing_pending(redis_client, hooked), what="all sent")
            assert len(receiver.on("/default")) == 2 and len(receiver.on("/legacy")) == 2
        finally:  # the default app is every test's: leave it no endpoint and no key
            path = f"{ENDPOINTS}/{default['endpoint']['id']}"
            assert client.delete(path, headers=default_key).status_code == 204
            revoked = client.delete(
                f"/admin/apps/default/keys/{key.json()['key']['id']}", headers=OPERATOR
            )
            assert revoked.status_code == 200, revoked.text


@pytest.mark.parametrize(
    ("environment", "complaint"),
    [
        (
            {"TAPETE_WEBHOOK_ALLOW_NETWORKS": "10.0.0.0/8, nonsense"},
            "TAPETE_WEBHOOK_ALLOW_NETWORKS",
        ),
        ({"TAPETE_WEBHOOK_DISABLE_AFTER_HOURS": "0"}, "TAPETE_WEBHOOK_DISABLE_AFTER_HOURS"),
    ],
)
def test_a_bad_webhook_setting_stops_the_process(
    environment: dict[str, str], complaint: str
) -> None:
    with pytest.raises(ValueError, match=complaint):
        load_settings(environment)


def test_the_save_records_the_fan_out_so_no_worker_down_loses_a_message(
    settings: Settings,
    receiver: Receiver,
    redis_client: redis.Redis,
    start_worker: Callable[[Settings], None],
) -> None:
    """No worker while the table starts and finishes: each save left its app's fan-out in the
    deliveries hash; a worker started afterwards expands and delivers both."""
    hooked = hook_settings(settings)
    with TestClient(app=create_app(hooked)) as client:
        _, key = new_app(client)
        created = new_endpoint(client, key, receiver.base + "/later")
        code = play_a_table(client, key)
        fields = redis_client.hkeys(webhooks_key(hooked.queue_name))
        assert sorted(f.decode().rsplit("_", 1)[1] for f in fields) == [
            "finished:fan",
            "started:fan",
        ]
        start_worker(hooked)
        requests = eventually(lambda: receiver.at_least("/later", 2), timeout=20, what="both")
        assert {verified(created["secret"], r)["data"]["code"] for r in requests} == {code}
        eventually(lambda: nothing_pending(redis_client, hooked), what="all sent")
