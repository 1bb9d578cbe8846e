"""Signed webhooks end to end: the API schedules deliveries in the save that starts, finishes or
cancels a table; real workers POST them to a receiver on loopback. Signatures are checked by
the `standardwebhooks` package (an independent implementation); a 500 is retried; a worker
SIGKILLed mid-delivery loses nothing; a delivery out of attempts is dropped, leaving nothing."""

from __future__ import annotations

import base64
import os
import re
import secrets
import signal
import subprocess
import sys
import threading
import uuid
from functools import partial
from typing import Any

import httpx
import msgspec
import pytest
import redis
from conftest import ROOT, worker_env
from eventually import eventually
from litestar.testing import TestClient
from rq import Queue, Worker
from standardwebhooks.webhooks import Webhook
from support import act, auth, create_table, start
from webhook_receiver import Received, Receiver, receiver

from service.app import create_app
from service.core.settings import Settings, load_settings
from service.runtime.embedded_redis import free_port
from service.storage.queue import timers_key, webhook_queue_name, webhooks_key
from tests.gamepicks import resign_action, resignable

SECRET = "whsec_" + base64.b64encode(secrets.token_bytes(32)).decode()

__all__ = ["Receiver", "receiver"]  # the fixture, used by name


def hook_settings(settings: Settings, receiver: Receiver, *paths: str) -> Settings:
    return msgspec.structs.replace(
        settings,
        queue_name=f"tapete-hooks-{uuid.uuid4().hex[:8]}",
        webhook_urls=",".join(receiver.base + path for path in paths),
        webhook_secret=SECRET,
        webhook_backoff_seconds=0.2,
        webhook_timeout_seconds=1.0,
        webhook_attempts=3,
        timer_lease_seconds=2.0,
    )


def start_worker(settings: Settings) -> subprocess.Popen[bytes]:
    env = worker_env(settings)
    env.update(
        TAPETE_WEBHOOK_URLS=settings.webhook_urls,
        TAPETE_WEBHOOK_SECRET=settings.webhook_secret,
        TAPETE_WEBHOOK_BACKOFF_SECONDS=str(settings.webhook_backoff_seconds),
        TAPETE_WEBHOOK_TIMEOUT_SECONDS=str(settings.webhook_timeout_seconds),
        TAPETE_WEBHOOK_ATTEMPTS=str(settings.webhook_attempts),
        TAPETE_TIMER_LEASE_SECONDS=str(settings.timer_lease_seconds),
        TAPETE_WORKER_METRICS_PORT=str(settings.worker_metrics_port),
    )
    if settings.queue_redis_url:
        env["QUEUE_REDIS_URL"] = settings.queue_redis_url
    return subprocess.Popen([sys.executable, "-m", "workers.main"], cwd=ROOT, env=env)


def stop_worker(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def verified(request: Received) -> Any:
    """The payload, once the standardwebhooks package accepts the signature."""
    return Webhook(SECRET).verify(request.body, request.headers)


def nothing_pending(redis_client: redis.Redis, settings: Settings) -> bool:
    hooks = redis_client.hlen(webhooks_key(settings.queue_name))
    members = redis_client.zrange(timers_key(settings.queue_name), 0, -1)
    return hooks == 0 and not [m for m in members if m.startswith(b"hook:")]


def test_started_finished_and_cancelled_reach_every_url_signed(
    settings: Settings, receiver: Receiver, redis_client: redis.Redis
) -> None:
    hooked = hook_settings(settings, receiver, "/a", "/b")
    worker = start_worker(hooked)
    try:
        with TestClient(app=create_app(hooked)) as client:
            created = client.post(
                "/tables", json={"game": resignable().id, "host_name": "Ana", "bots": ["easy"]}
            ).json()
            code, host = created["code"], created["token"]
            start(client, code, host)
            finished = act(client, code, host, resign_action(resignable())).json()
            assert finished["status"] == "finished"
            other, other_host = create_table(client)
            client.post(f"/tables/{other}/cancel", headers=auth(other_host))
        for path in ("/a", "/b"):
            requests = eventually(
                partial(receiver.at_least, path, 3), timeout=20, what=f"3 deliveries to {path}"
            )
            payloads = [verified(request) for request in requests]
            by_type = {payload["type"]: payload for payload in payloads}
            assert set(by_type) == {"table.started", "table.finished", "table.cancelled"}
            assert by_type["table.started"]["data"]["code"] == code
            assert by_type["table.started"]["data"]["status"] == "playing"
            result = by_type["table.finished"]["data"]["result"]
            assert result == finished["result"] and result["winners"], result
            seats = by_type["table.finished"]["data"]["seats"]
            assert [seat.get("bot") for seat in seats] == ["easy", None]
            assert seats[1] == {"seat": 1, "name": "Ana"}
            assert by_type["table.cancelled"]["data"]["code"] == other
            for request in requests:
                ident = request.headers["webhook-id"]
                kind = request.payload["type"].removeprefix("table.")
                assert ident.startswith("msg_") and ident.endswith(kind)
        assert sorted(r.headers["webhook-id"] for r in receiver.on("/a")) == sorted(
            r.headers["webhook-id"] for r in receiver.on("/b")
        ), "one id per (table, event), the same at every URL"
        eventually(
            lambda: nothing_pending(redis_client, hooked),
            timeout=5,
            what="the delivered webhooks to be removed",
        )
    finally:
        stop_worker(worker)


def test_a_500_is_retried_with_the_same_id_and_body(
    settings: Settings, receiver: Receiver, redis_client: redis.Redis
) -> None:
    hooked = hook_settings(settings, receiver, "/flaky")
    hooked = msgspec.structs.replace(hooked, worker_metrics_port=free_port())
    receiver.answers["/flaky"] = [500, 503]
    worker = start_worker(hooked)
    try:
        with TestClient(app=create_app(hooked)) as client:
            code, host = create_table(client)
            client.post(f"/tables/{code}/cancel", headers=auth(host))
        first, second, third = eventually(
            lambda: receiver.at_least("/flaky", 3), timeout=20, what="3 attempts"
        )
        for request in (first, second, third):
            assert verified(request)["data"]["code"] == code
        assert first.headers["webhook-id"] == third.headers["webhook-id"]
        assert first.body == third.body
        # The attempt that ends a delivery removes its record and timer in the same script
        # that would otherwise set the next attempt: once nothing is pending, no attempt can
        # follow, so the count below is final (no fixed wait for one that does not come).
        eventually(
            lambda: nothing_pending(redis_client, hooked),
            timeout=5,
            what="the delivered webhook to be removed",
        )
        assert len(receiver.on("/flaky")) == 3, "a 2xx ends the retries"
        port = hooked.worker_metrics_port
        scraped = httpx.get(f"http://127.0.0.1:{port}/metrics").text
        for outcome, count in (("delivered", 1), ("retried", 2)):
            line = f'tapete_webhook_deliveries_total{{outcome="{outcome}"}} {count:.1f}'
            assert line in scraped
    finally:
        stop_worker(worker)


def test_a_delivery_out_of_attempts_is_dropped(
    settings: Settings, receiver: Receiver, redis_client: redis.Redis
) -> None:
    hooked = hook_settings(settings, receiver, "/down")
    receiver.answers["/down"] = [500] * 10
    worker = start_worker(hooked)
    try:
        with TestClient(app=create_app(hooked)) as client:
            code, host = create_table(client)
            client.post(f"/tables/{code}/cancel", headers=auth(host))
        attempts = hooked.webhook_attempts
        eventually(
            lambda: receiver.at_least("/down", attempts), timeout=20, what=f"{attempts} attempts"
        )
        # Dropped: the last attempt removed the record and timer instead of setting a next
        # one, so no fourth attempt can come once nothing is pending.
        eventually(
            lambda: nothing_pending(redis_client, hooked),
            timeout=5,
            what="the dropped webhook to be removed",
        )
        assert len(receiver.on("/down")) == attempts
    finally:
        stop_worker(worker)


def test_a_worker_sigkilled_mid_delivery_loses_nothing(
    settings: Settings, receiver: Receiver, redis_client: redis.Redis
) -> None:
    hooked = hook_settings(settings, receiver, "/slow")
    hooked = msgspec.structs.replace(hooked, webhook_timeout_seconds=10.0)  # still in flight
    receiver.hold = threading.Event()
    worker = start_worker(hooked)
    try:
        with TestClient(app=create_app(hooked)) as client:
            code, host = create_table(client)
            client.post(f"/tables/{code}/cancel", headers=auth(host))
        assert receiver.arrived.wait(20), "the worker began the delivery"
        os.kill(worker.pid, signal.SIGKILL)
        worker.wait(timeout=10)
        receiver.hold.set()  # the receiver answers, but nobody hears it
        assert not nothing_pending(redis_client, hooked), "the delivery is still owed"
        worker = start_worker(hooked)  # claims it again once the dead worker's lease ran out
        first, again = eventually(
            lambda: receiver.at_least("/slow", 2), timeout=20, what="the delivery sent again"
        )
        assert first.headers["webhook-id"] == again.headers["webhook-id"]
        assert verified(again)["type"] == "table.cancelled"
        eventually(
            lambda: nothing_pending(redis_client, hooked),
            timeout=5,
            what="the second delivery's 200 to end it",
        )
    finally:
        stop_worker(worker)


def test_with_the_queue_on_its_own_server_deliveries_are_written_after_the_save(
    settings: Settings, receiver: Receiver, redis_client: redis.Redis
) -> None:
    """QUEUE_REDIS_URL set (here naming the same server): the save cannot schedule in its own
    script, so the table service adds the deliveries right after it."""
    hooked = msgspec.structs.replace(
        hook_settings(settings, receiver, "/apart"), queue_redis_url=settings.redis_url
    )
    assert not hooked.schedules_atomically
    worker = start_worker(hooked)
    try:
        with TestClient(app=create_app(hooked)) as client:
            code, host = create_table(client)
            client.post(f"/tables/{code}/cancel", headers=auth(host))
        (request,) = eventually(
            lambda: receiver.at_least("/apart", 1), timeout=20, what="the delivery"
        )
        assert verified(request)["data"]["code"] == code
    finally:
        stop_worker(worker)


@pytest.mark.parametrize(
    ("urls", "secret", "complaint"),
    [
        ("https://hooks.example/t", "", "whsec_"),
        ("https://hooks.example/t", "whsec_not base64!", "base64"),
        ("https://hooks.example/t", "whsec_" + base64.b64encode(b"short").decode(), "24 to 64"),
        ("ftp://hooks.example/t", SECRET, "http(s)"),
    ],
    ids=["no-secret", "not-base64", "too-short", "not-http"],  # SECRET is random: not an id
)
def test_a_bad_webhook_setting_stops_the_process_at_start(
    urls: str, secret: str, complaint: str
) -> None:
    environment = {"TAPETE_WEBHOOK_URLS": urls, "TAPETE_WEBHOOK_SECRET": secret}
    with pytest.raises(ValueError, match=re.escape(complaint)):
        load_settings(environment)
    assert load_settings({"TAPETE_WEBHOOK_SECRET": secret}).webhook_url_list == []


def test_a_worker_without_the_secret_leaves_the_delivery_for_one_that_has_it(
    settings: Settings, receiver: Receiver, redis_client: redis.Redis
) -> None:
    hooked = hook_settings(settings, receiver, "/later")
    unconfigured = msgspec.structs.replace(hooked, webhook_urls="", webhook_secret="")
    worker = start_worker(unconfigured)
    try:
        with TestClient(app=create_app(hooked)) as client:
            code, host = create_table(client)
            client.post(f"/tables/{code}/cancel", headers=auth(host))
        # The worker ran the delivery's job to its end (RQ counts it in the worker's record)
        # and sent nothing: with no secret it leaves the delivery to its lease.
        hooks = Queue(webhook_queue_name(hooked.queue_name), connection=redis_client)
        eventually(
            lambda: sum(w.successful_job_count for w in Worker.all(queue=hooks)),
            timeout=20,
            what="the unconfigured worker's delivery job to finish",
        )
        assert receiver.on("/later") == []
        assert not nothing_pending(redis_client, hooked), "still owed"
        stop_worker(worker)
        worker = start_worker(hooked)
        sent = eventually(lambda: receiver.at_least("/later", 1), timeout=20, what="the delivery")
        # At least once, under one id: a job that outlives the claim's 2 s lease (a slow
        # machine's forked job and send) leaves it to the next claim, which sends it again
        # (docs/api.md: receivers deduplicate by `webhook-id`).
        assert len({request.headers["webhook-id"] for request in sent}) == 1
        assert verified(sent[0])["data"]["code"] == code
    finally:
        stop_worker(worker)
