"""The layers import downwards only (docs/architecture.md): a game knows no other package, the
shared basics (core) and the Redis plumbing (storage) know no table, player, bot or API, bots
know no table, tables know no player (players build on tables), no layer below the API
imports it, and the API asks the services, never the Redis plumbing (service.storage).
Imports are read with `ast`, so ones made inside a function or under TYPE_CHECKING count too."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import get_args

from service.storage.store import STATUSES
from service.tables.models import Status

ROOT = Path(__file__).resolve().parents[2]

# Package -> the project packages it may import (itself included): every package of the
# project, from the bottom up. Only the composition root (the app factory and the OpenAPI
# export, which builds the app) imports anything.
BASICS = {"service.core", "service.games"}
ALLOWED = {
    "service.games": {"service.games"},
    "service.core": {"service.core"},
    "service.storage": {"service.storage", *BASICS},
    "service.bots": {"service.bots", *BASICS},
    "service.tables": {"service.tables", "service.storage", "service.bots", *BASICS},
    "service.players": {
        "service.players",
        "service.tables",
        "service.storage",
        "service.bots",
        *BASICS,
    },
    # Apps (tenants): their store, over the Redis plumbing.
    "service.apps": {"service.apps", "service.storage", *BASICS},
    "service.runtime": {"service.runtime", "service.tables", "service.storage", *BASICS},
    # The web edge: the server protocol, the fast path, answers, long-polls and streams. It
    # holds the notifier's subscriptions and the rate limits' counts (storage), and knows no
    # controller: a hot operation declares its answer on its route (fast_path.HOT).
    "service.http": {
        "service.http",
        "service.apps",
        "service.tables",
        "service.storage",
        *BASICS,
    },
    # Controllers translate HTTP into one service call: never the Redis plumbing.
    "service.api": {
        "service.api",
        "service.apps",
        "service.http",
        "service.tables",
        "service.players",
        "service.tournaments",
        "service.runtime",
        "service.bots",
        *BASICS,
    },
    "service.web": {"service.web", *BASICS},
    # Tournaments: a pure core (pairing, scoring, brackets: PURE_TOURNAMENT_CORE below) and
    # the shell that runs it over tables, players and Redis.
    "service.tournaments": {
        "service.tournaments",
        "service.tables",
        "service.players",
        "service.storage",
        "service.bots",
        *BASICS,
    },
    # Workers deliver apps' webhooks: they read the apps' endpoints (service.apps).
    "workers": {
        "workers",
        "service.apps",
        "service.tables",
        "service.players",
        "service.tournaments",
        "service.storage",
        "service.runtime",
        "service.bots",
        *BASICS,
    },
}
COMPOSITION_ROOT = {"service/__init__.py", "service/app.py", "service/export.py"}
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
                if module != "service" and target not in allowed:  # bare `service`: its path
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


def test_every_module_is_in_a_layer() -> None:
    """A new package gets its row in ALLOWED (or the test above would not look at it)."""
    loose = []
    for path in sorted((ROOT / "service").rglob("*.py")):
        name = str(path.relative_to(ROOT))
        module = name.removesuffix(".py").replace("/", ".")
        if name not in COMPOSITION_ROOT and package_of(module) not in ALLOWED:
            loose.append(name)
    assert not loose, f"modules outside every layer: {loose}"


def test_the_api_imports_no_storage() -> None:
    """Controllers translate HTTP into a service call: what stores, notifies or queues is wired
    into the services by the app factory (service/app.py), never imported by service.api."""
    assert "service.storage" not in ALLOWED["service.api"]
    importing = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "service/api").rglob("*.py"))
        if any(package_of(m) == "service.storage" for m in imported_modules(path))
    ]
    assert not importing, f"service.api imports service.storage: {importing}"


PURE = ["service/tables/step.py", "service/tables/lifecycle.py", "service/tables/timing.py"]


def test_the_pure_step_counts_nothing_and_stores_nothing() -> None:
    """The step is a pure function: metrics are reported by the table service after a save
    (tables/step_metrics.py), and storage is the service's business."""
    for name in PURE:
        for module in imported_modules(ROOT / name):
            assert module != "service.core.metrics", f"{name} counts metrics"
            assert package_of(module) != "service.storage", f"{name} imports {module}"


PURE_TOURNAMENT_CORE = [
    "models",
    "errors",
    "games",
    "scoring",
    "grouping",
    "seating",
    "swiss",
    "arena",
    "knockout",
    "registration",
    "progress",
]


def test_the_tournament_core_is_pure() -> None:
    """Pairing, scoring and brackets know no table, player, Redis or HTTP: the shell
    (store, runner, tables) runs them (docs/tournaments.md)."""
    for name in PURE_TOURNAMENT_CORE:
        path = ROOT / f"service/tournaments/{name}.py"
        for module in imported_modules(path):
            assert package_of(module) in {"service.tournaments", *BASICS}, f"{path}: {module}"
