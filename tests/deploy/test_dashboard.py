"""The Grafana dashboard (deploy/grafana/) queries only metrics Tapete exports, and shows all."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from service.core.metrics import series_names

DASHBOARD = Path(__file__).resolve().parents[2] / "deploy" / "grafana" / "tapete-dashboard.json"
METRIC_NAME = re.compile(r"\btapete_[a-z_]+\b")
SERIES_SUFFIX = re.compile(r"_(total|bucket|sum|count)$")


def panels(items: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for item in items:
        yield item
        yield from panels(item.get("panels", []))


def dashboard() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(DASHBOARD.read_text())
    return loaded


def queries() -> list[tuple[str, str]]:
    return [
        (panel["title"], target["expr"])
        for panel in panels(dashboard()["panels"])
        for target in panel.get("targets", [])
    ]


def test_dashboard_is_importable() -> None:
    document = dashboard()
    assert document["title"] and document["uid"] and document["schemaVersion"] >= 36
    ids = [panel["id"] for panel in panels(document["panels"])]
    assert len(ids) == len(set(ids)), "panel ids must be unique"
    variables = {variable["name"] for variable in document["templating"]["list"]}
    assert "datasource" in variables, "the Prometheus data source is chosen on import"


def test_every_query_names_only_exported_metrics() -> None:
    exported = series_names()
    assert queries()
    for title, expr in queries():
        used = set(METRIC_NAME.findall(expr))
        assert used, f"{title}: {expr} queries no tapete_ metric"
        assert used <= exported, f"{title}: {sorted(used - exported)} are not exported"


def test_every_exported_metric_has_a_panel() -> None:
    shown = {
        SERIES_SUFFIX.sub("", name) for _, expr in queries() for name in METRIC_NAME.findall(expr)
    }
    families = {SERIES_SUFFIX.sub("", name) for name in series_names()}
    assert families <= shown, f"no panel for {sorted(families - shown)}"
