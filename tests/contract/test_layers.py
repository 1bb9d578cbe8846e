"""The layers import downwards only (docs/architecture.md): a game knows no other package, the
shared basics (core) and the Redis plumbing (storage) know no table, player, bot or API, bots
know no table, tables know no player (players build on tables), and no layer below the API
imports it. Imports are read with `ast`, so ones made inside a function or under TYPE_CHECKING
count too."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

from service.storage.store import STATUSES
from service.tables.models import Status

ROOT = Path(__file__).resolve().parents[2]

# Package -> the project packages it may import (itself included). The ones not listed (the
# API, the app, the runtime, the web client) sit on top.
ALLOWED = {
    "service.games": {"service.games"},
    "service.core": {"service.core"},
    "service.storage": {"service.storage", "service.core", "service.games"},
    "service.bots": {"service.bots", "service.core", "service.games"},
    "service.tables": {
        "service.tables",
        "service.storage",
        "service.core",
        "service.games",
        "service.bots",
    },
    "service.players": {
        "service.players",
        "service.tables",
        "service.storage",
        "service.core",
        "service.games",
        "service.bots",
    },
    "workers": {
        "workers",
        "service.tables",
        "service.players",
        "service.storage",
        "service.core",
        "service.games",
        "service.bots",
    },
}
PROJECT = ("service", "workers")


def package_of(module: str) -> str:
    """`service.storage.store` -> `service.storage`; `workers.tasks` -> `workers`."""
    parts = module.split(".")
    return ".".join(parts[:2]) if parts[0] == "service" else parts[0]


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            assert node.level == 0, f"{path}: relative import"
            found.add(node.module)
            # `from service.core import metrics` imports the module service.core.metrics
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {module for module in found if module.split(".")[0] in PROJECT}


def test_no_upward_import() -> None:
    upward = []
    for package, allowed in ALLOWED.items():
        for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
            for module in imported_modules(path):
                target = package_of(module)
                if module == "service" or target not in allowed:
                    upward.append(f"{path.relative_to(ROOT)} imports {module}")
    assert not upward, "upward imports:\n" + "\n".join(sorted(upward))


def test_the_store_indexes_every_table_status() -> None:
    """The store keeps its own list of statuses (it knows no table): it must stay the tables'."""
    assert get_args(Status) == STATUSES


def test_the_api_asks_the_services_not_the_store() -> None:
    """Controllers stay thin: no API module reaches for the table store or for the Redis client
    behind a service (`tables.store`, `players.client`; the rate limiter's own is its own)."""
    reaching = []
    for path in sorted((ROOT / "service/api").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr in ("store", "client")
                and not (isinstance(node.value, ast.Name) and node.value.id == "self")
            ):
                reaching.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
        if "service.storage.store" in imported_modules(path):
            reaching.append(f"{path.relative_to(ROOT)} imports service.storage.store")
    assert not reaching, "\n".join(reaching)


PURE = ["service/tables/step.py", "service/tables/lifecycle.py", "service/tables/timing.py"]


def test_the_pure_step_counts_nothing_and_stores_nothing() -> None:
    """The step is a pure function: metrics are reported by the table service after a save
    (tables/step_metrics.py), and storage is the service's business."""
    for name in PURE:
        for module in imported_modules(ROOT / name):
            assert module != "service.core.metrics", f"{name} counts metrics"
            assert package_of(module) != "service.storage", f"{name} imports {module}"
