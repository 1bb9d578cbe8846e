"""Metrics per app (docs/operations.md, "Metrics"): the request counter and the moves counter
carry the app a request or a table belongs to; what acts for no app reads `none`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from litestar.testing import TestClient
from prometheus_client.parser import text_string_to_metric_families
from support import act, complete_action, create_table, join, legal, start

from service.app import create_app
from service.core.settings import Settings

OPERATOR_TOKEN = "operator-" + "m" * 32
OPERATOR = {"Authorization": f"Bearer {OPERATOR_TOKEN}"}


@pytest.fixture()
def admin(settings: Settings) -> Iterator[TestClient]:  # type: ignore[type-arg]
    with TestClient(
        app=create_app(msgspec.structs.replace(settings, admin_token=OPERATOR_TOKEN))
    ) as client:
        yield client


def samples(client: Any, name: str) -> dict[frozenset[tuple[str, str]], float]:
    text = client.get("/metrics").text
    return {
        frozenset(sample.labels.items()): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == name
    }


def total(found: dict[frozenset[tuple[str, str]], float], **labels: str) -> float:
    wanted = set(labels.items())
    return sum(value for key, value in found.items() if wanted <= key)


def test_requests_and_moves_are_counted_under_their_app(admin: Any) -> None:
    app_id = admin.post("/admin/apps", json={"name": "Metrics"}, headers=OPERATOR).json()["id"]
    secret = admin.post(
        f"/admin/apps/{app_id}/keys", json={"scopes": ["tables"]}, headers=OPERATOR
    ).json()["secret"]
    requests_before = samples(admin, "tapete_http_requests_total")
    moves_before = samples(admin, "tapete_moves_applied_total")

    admin.headers["X-Api-Key"] = secret  # every request below names the app
    code, host = create_table(admin)
    guest = join(admin, code, "Guest")
    start(admin, code, host)
    mover, actions = next(
        (token, found) for token in (host, guest) if (found := legal(admin, code, token))
    )
    assert act(admin, code, mover, complete_action(actions)).status_code == 200
    del admin.headers["X-Api-Key"]

    requests_after = samples(admin, "tapete_http_requests_total")
    created = {"method": "POST", "route": "/tables", "status": "201"}
    assert (
        total(requests_after, **created, app=app_id) - total(requests_before, **created, app=app_id)
        == 1
    )
    assert total(requests_after, **created, app="default") == total(
        requests_before, **created, app="default"
    )
    assert total(requests_after, route="/admin/apps", app="none") >= 1  # the admin API: no app
    moves_after = samples(admin, "tapete_moves_applied_total")
    assert (
        total(moves_after, source="player", app=app_id)
        - total(moves_before, source="player", app=app_id)
        >= 1
    )
