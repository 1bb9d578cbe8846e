"""The TypeScript SDK's own suite (sdk/typescript/test, node's test runner) against a live
server: it plays a whole game of every hosted game, runs the example program, and fails if the
committed generated types are stale. `npm ci` first installs exactly package-lock.json."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

from tests.gamepicks import quick_options_by_id

TS_SDK = Path(__file__).resolve().parents[2] / "sdk" / "typescript"


def test_the_typescript_sdk_suite_passes(live_api: str) -> None:
    subprocess.run(
        ["npm", "ci", "--no-audit", "--no-fund", "--prefer-offline"],
        cwd=TS_SDK, check=True, capture_output=True, timeout=300,
    )  # fmt: skip
    done = subprocess.run(
        ["npm", "test"], cwd=TS_SDK, env={**os.environ, "TAPETE_URL": live_api,
             "TAPETE_QUICK_OPTIONS": json.dumps(quick_options_by_id())},
        capture_output=True, text=True, timeout=420,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
