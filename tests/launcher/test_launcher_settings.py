"""make run's settings: defaults, the data dir and the fsync mode, and a clean refusal of a
mode Redis would not keep its promise with."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from service.core.settings import LauncherSettings, load_launcher_settings
from service.runtime.launcher import ROOT, data_dir


def test_defaults_keep_data_in_the_project_and_fsync_every_second() -> None:
    settings = load_launcher_settings({})
    assert settings == LauncherSettings()
    assert settings.redis_fsync == "everysec"
    assert data_dir(settings) == ROOT / ".data"


def test_the_data_dir_and_strict_mode_are_settings(tmp_path: Path) -> None:
    settings = load_launcher_settings(
        {"TAPETE_DATA_DIR": str(tmp_path), "TAPETE_REDIS_FSYNC": "always", "TAPETE_PORT": "9000"}
    )
    assert data_dir(settings) == tmp_path
    assert settings.redis_fsync == "always"
    assert settings.port == 9000


@pytest.mark.parametrize("mode", ["no", "EVERYSEC", "sometimes"])
def test_other_fsync_modes_are_refused(mode: str) -> None:
    with pytest.raises(msgspec.ValidationError, match="redis_fsync"):
        load_launcher_settings({"TAPETE_REDIS_FSYNC": mode})


def test_the_launcher_refuses_a_bad_setting_with_one_line(tmp_path: Path) -> None:
    env = {**os.environ, "TAPETE_REDIS_FSYNC": "no", "TAPETE_DATA_DIR": str(tmp_path)}
    env.pop("REDIS_URL", None)
    done = subprocess.run(
        [sys.executable, "-m", "service.runtime.launcher"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert "invalid setting" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "redis").exists(), "nothing was started"
