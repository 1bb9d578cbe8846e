"""The admin API's read-only look at an app's webhook endpoints and their delivery logs
(docs/apps.md, "Admin API"): the operator sees any app's, an app's admin key its own app's
alone, and no answer carries a secret. A real RQ worker delivers a test message to a real
HTTP receiver on loopback, so the log has an attempt."""

from __future__ import annotations

import json
from collections.abc import Callable

from eventually import eventually
from litestar.testing import TestClient
from webhook_receiver import Receiver, receiver

from service.app import create_app
from service.core.settings import Settings
from tests.webhooks.test_webhook_endpoints import (
    ENDPOINTS,
    OPERATOR,
    hook_settings,
    new_app,
    new_endpoint,
    start_worker,
)

__all__ = ["receiver", "start_worker"]  # fixtures, used by name


def admin_hooks(app_id: str) -> str:
    return f"/admin/apps/{app_id}/webhook-endpoints"


def test_the_operator_and_the_apps_admin_key_read_its_endpoints_and_deliveries(
    settings: Settings, receiver: Receiver, start_worker: Callable[[Settings], None]
) -> None:
    hooked = hook_settings(settings)
    start_worker(hooked)
    with TestClient(app=create_app(hooked)) as client:
        app_id, key = new_app(client, "webhooks")
        other_id, other = new_app(client, "webhooks")
        created = new_endpoint(client, key, receiver.base + "/ours", event_types=["table.started"])
        endpoint, secret = created["endpoint"], created["secret"]
        theirs = new_endpoint(client, other, receiver.base + "/theirs")["endpoint"]
        sent = client.post(f"{ENDPOINTS}/{endpoint['id']}/test", headers=key)
        assert sent.status_code == 202, sent.text
        deliveries = f"{admin_hooks(app_id)}/{endpoint['id']}/deliveries"
        log = eventually(
            lambda: client.get(deliveries, headers=OPERATOR).json(), timeout=20, what="the log"
        )

        listed = client.get(admin_hooks(app_id), headers=OPERATOR)
        assert listed.status_code == 200, listed.text
        assert listed.json() == client.get(ENDPOINTS, headers=key).json() == [endpoint]
        (entry,) = log
        assert entry["message_id"] == sent.json()["message_id"]
        assert entry["event_type"] == "webhook.test" and entry["attempt"] == 1
        assert entry["status"] == 200 and entry["delivered"]
        own_log = client.get(f"{ENDPOINTS}/{endpoint['id']}/deliveries", headers=key).json()
        assert log == own_log
        limited = client.get(deliveries, params={"limit": 1}, headers=OPERATOR)
        assert limited.json() == log
        assert client.get(deliveries, params={"limit": 0}, headers=OPERATOR).status_code == 400

        # An app's admin:read key: its own app's, and nothing of another app's.
        reader_key = client.post(
            f"/admin/apps/{app_id}/keys", json={"scopes": ["admin:read"]}, headers=OPERATOR
        )
        reader = {"X-Api-Key": reader_key.json()["secret"]}
        assert client.get(admin_hooks(app_id), headers=reader).json() == [endpoint]
        assert client.get(deliveries, headers=reader).json() == log
        for path, code in [
            (admin_hooks(other_id), "app_not_found"),
            (f"{admin_hooks(other_id)}/{theirs['id']}/deliveries", "app_not_found"),
            (f"{admin_hooks(app_id)}/{theirs['id']}/deliveries", "webhook_endpoint_not_found"),
        ]:
            hidden = client.get(path, headers=reader)
            assert hidden.status_code == 404 and hidden.json()["code"] == code, path
        # Unknown app or endpoint: 404 for the operator too; the app's plain key: 403.
        for path, code in [
            (admin_hooks("app_missing"), "app_not_found"),
            (f"{admin_hooks('app_missing')}/{endpoint['id']}/deliveries", "app_not_found"),
            (f"{admin_hooks(app_id)}/ep_missing/deliveries", "webhook_endpoint_not_found"),
            (f"{admin_hooks(app_id)}/{theirs['id']}/deliveries", "webhook_endpoint_not_found"),
        ]:
            missing = client.get(path, headers=OPERATOR)
            assert missing.status_code == 404 and missing.json()["code"] == code, path
        assert client.get(admin_hooks(app_id), headers=key).status_code == 403
        assert client.get(admin_hooks(app_id)).status_code == 401

        answers = [
            client.get(admin_hooks(app_id), headers=OPERATOR).text,
            client.get(admin_hooks(other_id), headers=OPERATOR).text,
            client.get(deliveries, headers=OPERATOR).text,
            client.get(admin_hooks(app_id), headers=reader).text,
        ]
        assert not [answer for answer in answers if secret in answer or "whsec_" in answer]
        assert json.loads(answers[1]) == [theirs]


def test_an_app_without_endpoints_lists_none(settings: Settings) -> None:
    with TestClient(app=create_app(hook_settings(settings))) as client:
        app_id, _ = new_app(client, "tables")
        assert client.get(admin_hooks(app_id), headers=OPERATOR).json() == []
