"""The breaking-change gate (openapi/gate.py, `make contract-gate`): Optic compares the current
document with the latest release in openapi/releases/, and a break fails unless the major version
was raised and the changelog marks it **BREAKING**. Each planted document is the latest release
with one change, judged by its own run of the gate. A run of Optic takes some seconds of one
core, so the `gate_runs` fixture writes every selected test's planted case up front and runs the
gate on them side by side (as many at once as there are cores); each test asserts on its own
case's verdict."""

from __future__ import annotations

import copy
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

import pytest

ROOT = Path(__file__).resolve().parents[2]
GATE = ROOT / "openapi" / "gate.py"

EMPTY_CHANGELOG = "# Changelog\n\n## [Unreleased]\n"

CHANGELOG_MARKING_THE_BREAK = """# Changelog

## [Unreleased]

## [2.0.0] - 2030-01-01

### Removed
- **BREAKING** `TableView.host_name` is gone: read the host's seat in `seats`.
"""

CHANGELOG_SILENT_ON_THE_BREAK = """# Changelog

## [Unreleased]

## [2.0.0] - 2030-01-01

### Removed
- `TableView.host_name` is gone.
"""


def load_gate() -> ModuleType:
    spec = importlib.util.spec_from_file_location("contract_gate", GATE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


gate = load_gate()
pytestmark = pytest.mark.slow  # a dozen runs of Optic


@pytest.fixture(scope="module")
def optic() -> Path:
    """One npm install of Optic (pinned in openapi/package.json) for every test here."""
    if not gate.OPTIC.exists() and shutil.which("npm") is None:
        pytest.skip("npm is needed to install Optic")
    path: Path = gate.ensure_optic()
    return path


@pytest.fixture(scope="module")
def release_path() -> Path:
    path: Path | None = gate.latest_release(gate.RELEASES)
    assert path is not None, "no openapi/releases/X.Y.Z.json: run python openapi/release.py"
    return path


@pytest.fixture()
def release(release_path: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(release_path.read_text())
    return loaded


def run_gate(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(GATE), *map(str, args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )


def plant(
    directory: Path,
    release_path: Path,
    document: dict[str, Any],
    changelog: str = EMPTY_CHANGELOG,
) -> subprocess.CompletedProcess[str]:
    """The gate's verdict on `document` against the release, with `changelog`."""
    return run_gate(*write_planted(directory, release_path, document, changelog))


def write_planted(
    directory: Path, release_path: Path, document: dict[str, Any], changelog: str
) -> list[str | Path]:
    """Writes `document` and `changelog` in `directory`: the gate's arguments to judge them."""
    current, changelog_path = directory / "openapi.json", directory / "CHANGELOG.md"
    gate.write_like_openapi_json(document, current)
    changelog_path.write_text(changelog)
    return ["--release", release_path, "--current", current, "--changelog", changelog_path]


# --- The planted cases, judged side by side ----------------------------------------------------


@dataclass(frozen=True)
class Planted:
    """A test's case: `document` (None: the gate's defaults, the committed document and
    CHANGELOG.md) with `changelog`, and `detail`, what was changed, for the test's assertions."""

    document: dict[str, Any] | None
    changelog: str = EMPTY_CHANGELOG
    detail: str = ""


@dataclass(frozen=True)
class Verdict:
    planted: Planted
    result: subprocess.CompletedProcess[str]


# A planter gets a fresh copy of the latest release (its own to change) and plants its case.
Planter = Callable[[dict[str, Any]], Planted]
PLANTERS: dict[str, Planter] = {}
Test = TypeVar("Test", bound=Callable[..., None])


def judging(planter: Planter) -> Callable[[Test], Test]:
    """The test's case: its `verdict` is the gate's own run on what `planter` plants."""

    def register(test: Test) -> Test:
        PLANTERS[test.__name__] = planter
        return test

    return register


def judge(planted: Planted, args: list[str | Path]) -> Verdict:
    return Verdict(planted, run_gate(*args))


def parallel_runs() -> int:
    """Optic's runs are CPU-bound: one per core this process may use (more only contend)."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


@pytest.fixture(scope="module")
def gate_runs(
    request: pytest.FixtureRequest,
    optic: Path,
    release_path: Path,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[dict[str, Future[Verdict]]]:
    """Each selected test's planted case (planted and written now, in the tests' order), and its
    own gate run, started now: up to `parallel_runs()` at once, the others queued."""
    names = [
        name
        for item in request.session.items
        if getattr(item, "module", None) is request.module
        and (name := getattr(item, "originalname", None)) in PLANTERS
    ]
    release_text = release_path.read_text()
    runs: dict[str, Future[Verdict]] = {}
    executor = ThreadPoolExecutor(max_workers=parallel_runs())
    try:
        for name in dict.fromkeys(names):
            try:
                planted = PLANTERS[name](json.loads(release_text))
                args: list[str | Path] = []
                if planted.document is not None:
                    directory = tmp_path_factory.mktemp(name.removeprefix("test_")[:40])
                    args = write_planted(
                        directory, release_path, planted.document, planted.changelog
                    )
            except (Exception, pytest.skip.Exception) as error:  # that test's error or skip
                runs[name] = Future()
                runs[name].set_exception(error)
            else:
                runs[name] = executor.submit(judge, planted, args)
        yield runs
    finally:
        executor.shutdown(wait=True, cancel_futures=True)


@pytest.fixture()
def verdict(request: pytest.FixtureRequest, gate_runs: dict[str, Future[Verdict]]) -> Verdict:
    """The gate's verdict on this test's planted case (see `judging`)."""
    return gate_runs[request.node.originalname].result()


def without_host_name(release: dict[str, Any], version: str | None = None) -> dict[str, Any]:
    """`release` (changed in place) without `TableView.host_name`, and with `version`."""
    table_view = release["components"]["schemas"]["TableView"]
    del table_view["properties"]["host_name"]
    table_view["required"] = [
        name for name in table_view.get("required", []) if name != "host_name"
    ]
    if version is not None:
        release["info"]["version"] = version
    return release


# --- The tests ---------------------------------------------------------------------------------


@judging(lambda release: Planted(None))  # the gate's defaults: openapi/openapi.json
def test_the_committed_document_passes_the_gate_against_the_latest_release(
    verdict: Verdict,
) -> None:
    result = verdict.result
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("contract gate:"), result.stdout


def removed_response_field(document: dict[str, Any]) -> Planted:
    return Planted(without_host_name(document))


@judging(removed_response_field)
def test_removing_a_response_field_is_breaking(verdict: Verdict) -> None:
    result = verdict.result
    assert result.returncode == 1, result.stdout + result.stderr
    assert "cannot remove response property 'host_name'" in result.stdout
    assert "FAILED" in result.stdout and "2.0.0" in result.stdout


def renamed_path(document: dict[str, Any]) -> Planted:
    document["paths"]["/catalog"] = document["paths"].pop("/games")
    return Planted(document)


@judging(renamed_path)
def test_renaming_a_path_is_breaking(verdict: Verdict) -> None:
    result = verdict.result
    assert result.returncode == 1, result.stdout + result.stderr
    assert "x GET /games: removed" in result.stdout
    assert "prevent operation removal" in result.stdout


def renamed_operation_id(document: dict[str, Any]) -> Planted:
    operation = document["paths"]["/games"]["get"]
    renamed_from = operation["operationId"]
    operation["operationId"] = "listCatalog"
    return Planted(document, detail=renamed_from)


@judging(renamed_operation_id)
def test_renaming_an_operation_id_is_breaking(verdict: Verdict) -> None:
    """Optic accepts it (same method and path); the gate does not: SDK methods are named by it."""
    result, renamed_from = verdict.result, verdict.planted.detail
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"x GET /games: operationId {renamed_from!r} is gone" in result.stdout


def removed_event_field(document: dict[str, Any]) -> Planted:
    event = document["components"]["schemas"]["Karta3CardPlayedEvent"]
    del event["properties"]["data"]["properties"]["direction"]
    return Planted(document)


@judging(removed_event_field)
def test_removing_a_field_of_an_event_payload_is_breaking(verdict: Verdict) -> None:
    """Events are reached through a union in array items (events pages, the stream's
    contentSchema), where Optic applies no rule: the gate's stand-in operation catches it."""
    result = verdict.result
    assert result.returncode == 1, result.stdout + result.stderr
    assert "x GET /x-contract/responses/Karta3CardPlayedEvent" in result.stdout
    assert "cannot remove response property 'direction'" in result.stdout


def break_in_a_new_major_version_marked(document: dict[str, Any]) -> Planted:
    return Planted(without_host_name(document, version="2.0.0"), CHANGELOG_MARKING_THE_BREAK)


@judging(break_in_a_new_major_version_marked)
def test_a_break_passes_with_a_new_major_version_and_a_breaking_changelog_entry(
    verdict: Verdict,
) -> None:
    result = verdict.result
    assert result.returncode == 0, result.stdout + result.stderr
    assert "cannot remove response property 'host_name'" in result.stdout  # still reported
    assert "allowed" in result.stdout


def break_in_a_new_major_version_unmarked(document: dict[str, Any]) -> Planted:
    return Planted(without_host_name(document, version="2.0.0"), CHANGELOG_SILENT_ON_THE_BREAK)


@judging(break_in_a_new_major_version_unmarked)
def test_a_break_with_a_new_major_version_fails_without_a_breaking_changelog_entry(
    verdict: Verdict,
) -> None:
    result = verdict.result
    assert result.returncode == 1, result.stdout + result.stderr
    assert "no entry starting with **BREAKING** in the section ## [2.0.0]" in result.stdout


def added_response_field(document: dict[str, Any]) -> Planted:
    document["components"]["schemas"]["TableView"]["properties"]["planted"] = {"type": "string"}
    return Planted(document)


@judging(added_response_field)
def test_an_addition_under_the_released_version_passes_with_a_note(verdict: Verdict) -> None:
    result = verdict.result
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no breaking change" in result.stdout and "note:" in result.stdout


def added_enumeration_values(document: dict[str, Any]) -> Planted:
    schemas = document["components"]["schemas"]
    schemas["TableView"]["properties"]["status"]["enum"].append("planted")
    schemas["Karta3View"]["properties"]["phase"]["enum"].append("planted")
    return Planted(document)


@judging(added_enumeration_values)
def test_new_enumeration_values_in_responses_are_additions(verdict: Verdict) -> None:
    """docs/api.md (Compatibility): clients tolerate new values; Optic alone would fail them,
    also inside a game view (a branch of `TableView.game_view`'s union)."""
    result = verdict.result
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no breaking change" in result.stdout


def removed_enumeration_value(document: dict[str, Any]) -> Planted:
    status = document["components"]["schemas"]["TableView"]["properties"]["status"]
    removed = status["enum"].pop()
    return Planted(document, detail=json.dumps(removed))


@judging(removed_enumeration_value)
def test_removing_an_enumeration_value_from_a_response_is_breaking(verdict: Verdict) -> None:
    result, removed = verdict.result, verdict.planted.detail
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        f"x /components/schemas/TableView/properties/status: enumeration value {removed} is gone"
    ) in result.stdout


def test_every_event_payload_has_its_own_operation_in_the_contract_view(
    release: dict[str, Any],
) -> None:
    """What lets Optic see into the events union (array items, the stream's contentSchema)."""
    view, _ = gate.contract_views(release, release)
    union = release["components"]["schemas"]["EventRecord"]["oneOf"]
    events = [branch["$ref"].rsplit("/", 1)[1] for branch in union]
    assert len(events) > 10
    for event in events:
        assert f"/x-contract/responses/{event}" in view["paths"], event
    assert "/x-contract/responses/StreamEvents" in view["paths"]


def test_a_union_that_loses_a_branch_is_breaking(release: dict[str, Any]) -> None:
    document = copy.deepcopy(release)
    game_view = document["components"]["schemas"]["TableView"]["properties"]["game_view"]
    lost = game_view["oneOf"].pop(0)["$ref"].rsplit("/", 1)[1]
    assert gate.changed_unions(release, document) == [
        f"x /components/schemas/TableView/properties/game_view: no longer one of {lost}. "
        "This is a breaking change."
    ]
    assert gate.changed_unions(document, release) == []  # a new branch (a new game) is not


def test_a_version_lower_than_the_latest_release_fails(
    tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    document = copy.deepcopy(release)
    major, minor, patch = gate.parse_version(document["info"]["version"])
    if (major, minor, patch) == (0, 0, 0):
        pytest.skip("no version is lower than 0.0.0")
    lower = (major - 1, 99, 0) if major else (0, minor - 1, 99) if minor else (0, 0, patch - 1)
    document["info"]["version"] = ".".join(map(str, lower))
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "is lower than the latest release" in result.stdout


def test_the_latest_release_is_the_highest_semantic_version(tmp_path: Path) -> None:
    for name in ("1.9.0.json", "1.10.0.json", "1.2.3.json", "notes.json", "2.0.json"):
        (tmp_path / name).write_text("{}")
    assert gate.latest_release(tmp_path) == tmp_path / "1.10.0.json"
    assert gate.latest_release(tmp_path / "none") is None


@pytest.mark.parametrize(
    ("changelog", "marked"),
    [
        ("## [Unreleased]\n### Removed\n- **BREAKING** `x` is gone\n", True),
        ("## Unreleased\n\n- **BREAKING** `x` is gone\n", True),
        ("## [2.0.0] - 2030-01-01\n### Changed\n* **BREAKING** `x` is a string\n", True),
        ("## [2.0.0] - 2030-01-01\n### Removed\n- `x` is gone (breaking)\n", False),
        ("## [1.0.0] - 2020-01-01\n- **BREAKING** an older break\n", False),
        ("## [Unreleased]\n- nothing\n## [1.0.0]\n- **BREAKING** an older break\n", False),
    ],
)
def test_the_changelog_marks_a_break_in_the_version_section_or_unreleased(
    changelog: str, marked: bool
) -> None:
    assert gate.changelog_marks_breaking(changelog, (2, 0, 0)) is marked
