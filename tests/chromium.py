"""Debian's Chromium for the browser tests, installed through apt-get when missing: Playwright's
own browser download is unreachable here, and `make test` installs what it needs by itself."""

from __future__ import annotations

import subprocess
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"


def ensure_chromium() -> str:
    """The browser's path, after installing Debian's package if it is not there yet."""
    if not Path(CHROMIUM).exists():
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], check=True)
    return CHROMIUM
