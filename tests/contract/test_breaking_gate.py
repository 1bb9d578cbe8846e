"""The breaking-change gate (openapi/gate.py, `make contract-gate`): Optic compares the current
document with the latest release in openapi/releases/, and a break fails unless the major version
was raised and the changelog marks it **BREAKING**. Each planted document is the latest release
with one change; each run of Optic takes some seconds."""

from __future__ import annotations

import copy
import importlib.util
import json
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
GATE = ROOT / "openapi" / "gate.py"

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
    tmp_path: Path,
    release_path: Path,
    document: dict[str, Any],
    changelog: str = "# Changelog\n\n## [Unreleased]\n",
) -> subprocess.CompletedProcess[str]:
    """The gate's verdict on `document` against the release, with `changelog`."""
    current, changelog_path = tmp_path / "openapi.json", tmp_path / "CHANGELOG.md"
    gate.write_like_openapi_json(document, current)
    changelog_path.write_text(changelog)
    return run_gate("--release", release_path, "--current", current, "--changelog", changelog_path)


def without_host_name(release: dict[str, Any], version: str | None = None) -> dict[str, Any]:
    document = copy.deepcopy(release)
    table_view = document["components"]["schemas"]["TableView"]
    del table_view["properties"]["host_name"]
    table_view["required"] = [
        name for name in table_view.get("required", []) if name != "host_name"
    ]
    if version is not None:
        document["info"]["version"] = version
    return document


def test_the_committed_document_passes_the_gate_against_the_latest_release(optic: Path) -> None:
    result = run_gate()
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("contract gate:"), result.stdout


def test_removing_a_response_field_is_breaking(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    result = plant(tmp_path, release_path, without_host_name(release))
    assert result.returncode == 1, result.stdout + result.stderr
    assert "cannot remove response property 'host_name'" in result.stdout
    assert "FAILED" in result.stdout and "2.0.0" in result.stdout


def test_renaming_a_path_is_breaking(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    document = copy.deepcopy(release)
    document["paths"]["/catalog"] = document["paths"].pop("/games")
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "x GET /games: removed" in result.stdout
    assert "prevent operation removal" in result.stdout


def test_renaming_an_operation_id_is_breaking(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    """Optic accepts it (same method and path); the gate does not: SDK methods are named by it."""
    document = copy.deepcopy(release)
    operation = document["paths"]["/games"]["get"]
    renamed_from = operation["operationId"]
    operation["operationId"] = "listCatalog"
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"x GET /games: operationId {renamed_from!r} is gone" in result.stdout


def test_removing_a_field_of_an_event_payload_is_breaking(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    """Events are reached through a union in array items (events pages, the stream's
    contentSchema), where Optic applies no rule: the gate's stand-in operation catches it."""
    document = copy.deepcopy(release)
    event = document["components"]["schemas"]["Karta3CardPlayedEvent"]
    del event["properties"]["data"]["properties"]["direction"]
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "x GET /x-contract/responses/Karta3CardPlayedEvent" in result.stdout
    assert "cannot remove response property 'direction'" in result.stdout


def test_a_break_passes_with_a_new_major_version_and_a_breaking_changelog_entry(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    document = without_host_name(release, version="2.0.0")
    result = plant(tmp_path, release_path, document, CHANGELOG_MARKING_THE_BREAK)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "cannot remove response property 'host_name'" in result.stdout  # still reported
    assert "allowed" in result.stdout


def test_a_break_with_a_new_major_version_fails_without_a_breaking_changelog_entry(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    document = without_host_name(release, version="2.0.0")
    result = plant(tmp_path, release_path, document, CHANGELOG_SILENT_ON_THE_BREAK)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "no entry starting with **BREAKING** in the section ## [2.0.0]" in result.stdout


def test_an_addition_under_the_released_version_passes_with_a_note(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    document = copy.deepcopy(release)
    document["components"]["schemas"]["TableView"]["properties"]["planted"] = {"type": "string"}
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no breaking change" in result.stdout and "note:" in result.stdout


def test_new_enumeration_values_in_responses_are_additions(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    """docs/api.md (Compatibility): clients tolerate new values; Optic alone would fail them,
    also inside a game view (a branch of `TableView.game_view`'s union)."""
    document = copy.deepcopy(release)
    schemas = document["components"]["schemas"]
    schemas["TableView"]["properties"]["status"]["enum"].append("planted")
    schemas["Karta3View"]["properties"]["phase"]["enum"].append("planted")
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no breaking change" in result.stdout


def test_removing_an_enumeration_value_from_a_response_is_breaking(
    optic: Path, tmp_path: Path, release_path: Path, release: dict[str, Any]
) -> None:
    document = copy.deepcopy(release)
    status = document["components"]["schemas"]["TableView"]["properties"]["status"]
    removed = status["enum"].pop()
    result = plant(tmp_path, release_path, document)
    assert result.returncode == 1, result.stdout + result.stderr
    assert (
        f"x /components/schemas/TableView/properties/status: enumeration value "
        f"{json.dumps(removed)} is gone"
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
