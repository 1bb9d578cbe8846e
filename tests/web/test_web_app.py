"""The web client plays in the app the deployment names (TAPETE_WEB_APP_ID, docs/apps.md): on a
deployment where every request must name its app, the page's requests carry the app's
publishable id, and its tables are that app's."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import pytest
from litestar.testing import TestClient
from playwright.sync_api import Page
from servers import running_api

from service.app import create_app
from service.core.settings import Settings
from tests.conftest import worker_env
from tests.gamepicks import reference
from tests.web.play import create_table

OPERATOR = "web-operator-" + "w" * 32


@pytest.fixture()
def app_base(settings: Settings, worker: Any) -> Iterator[tuple[str, str]]:
    """(base URL, app id): a server requiring an app, whose web client plays in a new one."""
    admin = msgspec.structs.replace(settings, admin_token=OPERATOR)
    with TestClient(app=create_app(admin)) as client:  # the same Redis as the server below
        created = client.post(
            "/admin/apps", json={"name": "Web"}, headers={"Authorization": f"Bearer {OPERATOR}"}
        )
        assert created.status_code == 201, created.text
    app_id: str = created.json()["id"]
    env = worker_env(settings)
    env.update(
        TAPETE_REQUIRE_APP="1",
        TAPETE_WEB_APP_ID=app_id,
        TAPETE_RATE_LIMIT_PER_IP="0",
        TAPETE_RATE_LIMIT_PER_TOKEN="0",
    )
    with running_api(env) as base:
        yield base, app_id


def test_the_web_client_plays_in_the_configured_app(page: Page, app_base: tuple[str, str]) -> None:
    base, app_id = app_base
    assert httpx.get(f"{base}/play/config.json").json() == {"app_id": app_id}
    assert httpx.get(f"{base}/games").status_code == 401  # no app named: refused here
    code = create_table(page, base, reference().id, "Ana", {})
    mine = httpx.get(f"{base}/tables/{code}", headers={"X-App-Id": app_id})
    assert mine.status_code == 200 and mine.json()["status"] == "lobby"
