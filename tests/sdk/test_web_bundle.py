"""The web client's copy of the TypeScript SDK (service/web/static/vendor/tapete-sdk.js, so
that `make run` needs no node) is what esbuild makes from sdk/typescript today: rebuilt into a
tmp dir with the pinned esbuild, it must be byte for byte the committed file."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TS_SDK = ROOT / "sdk" / "typescript"
BUNDLE = ROOT / "service" / "web" / "static" / "vendor" / "tapete-sdk.js"


@pytest.mark.skipif(
    not (shutil.which("node") and shutil.which("npm")),
    reason="node and npm are needed to rebuild the web client's SDK bundle",
)
def test_the_web_clients_sdk_bundle_is_current(tmp_path: Path) -> None:
    subprocess.run(
        ["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"],
        cwd=TS_SDK, check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    rebuilt = tmp_path / "tapete-sdk.js"
    done = subprocess.run(
        ["npm", "run", "build:web"], cwd=TS_SDK, env={**os.environ, "WEB_BUNDLE": str(rebuilt)},
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert rebuilt.read_bytes() == BUNDLE.read_bytes(), "stale: run `make web-sdk`"
