"""The one door to other projects' internals (service/http/compat.py): the installed versions
are inside the tested ranges, and a version outside its range stops the app at start-up with
a message that names the package, unless the operator allows untested versions."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from service.http import compat

ROOT = Path(__file__).resolve().parents[2]


def test_the_installed_versions_are_the_tested_ones() -> None:
    assert compat.untested_versions() == []


def test_a_version_outside_its_range_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(compat.TESTED, "uvicorn", ("99.0.0", "99.1"))
    monkeypatch.delenv(compat.UNTESTED_ALLOWED, raising=False)
    with pytest.raises(RuntimeError, match=r"uvicorn \S+ is outside the tested range >=99.0.0"):
        compat.check_versions()


def test_untested_versions_only_warn_when_allowed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(compat.TESTED, "redis", ("0.0.1", "0.0.2"))
    monkeypatch.setenv(compat.UNTESTED_ALLOWED, "1")
    compat.check_versions()
    assert "redis" in capsys.readouterr().err


def test_releases_compare_by_their_numbers() -> None:
    assert compat._release("0.10.0") > compat._release("0.9.9")
    assert compat._release("2.26.0rc1") >= compat._release("2.26")
    assert compat._release("8.1.0") < compat._release("8.2")


def test_the_app_does_not_start_with_an_untested_version(tmp_path: Path) -> None:
    """At start-up, as uvicorn imports the app: a fake uvicorn distribution of a version
    outside the range, found first on the path, stops the import with the message."""
    dist = tmp_path / "uvicorn-99.0.0.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: uvicorn\nVersion: 99.0.0\n")
    env = {k: v for k, v in os.environ.items() if k != compat.UNTESTED_ALLOWED}
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), str(ROOT)])
    done = subprocess.run(
        [sys.executable, "-c", "import service.app"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "uvicorn 99.0.0 is outside the tested range" in done.stderr
