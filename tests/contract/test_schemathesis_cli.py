"""Schemathesis as a user runs it: its command line against a real server (uvicorn with a
worker, as `make run` starts it), every check (`--checks all`) and every phase (examples,
coverage, fuzzing, stateful), with a fresh seed each run (printed, for `--seed` to replay).
The configuration: the credentials a link carries (schemathesis_auth.py) and 422 accepted for
schema-valid bodies the rules refuse (schemathesis.toml); the long-polls
need none: `wait` is capped by the server (TAPETE_MAX_WAIT_SECONDS, 2 s here) below the
request timeout."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCHEMATHESIS = Path(sys.executable).with_name("schemathesis")


# About three minutes alone; longer beside the other test processes of `make test`.
@pytest.mark.timeout(900)
@pytest.mark.slow
def test_schemathesis_reports_no_failure_with_every_check_and_phase(live_api: str) -> None:
    seed = random.randrange(1 << 32)
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT / "tests" / "helpers"), str(ROOT)]),
        "SCHEMATHESIS_HOOKS": "schemathesis_auth",
    }
    command = [
        str(SCHEMATHESIS), "run", f"{live_api}/docs/openapi.json",
        "--checks", "all",
        "--phases", "examples,coverage,fuzzing,stateful",
        "--max-examples", "10",
        "--request-timeout", "10",
        "--seed", str(seed),
        "--no-color",
    ]  # fmt: skip
    run = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    report = run.stdout + run.stderr
    assert run.returncode == 0, f"seed {seed}:\n{report[-20000:]}"
    summary = report[report.rindex("SUMMARY") :]
    assert "Failures" not in summary and "Errors" not in summary, f"seed {seed}:\n{summary}"
    for phase in ("Examples", "Coverage", "Fuzzing", "Stateful"):
        assert f"✅ {phase}" in summary, f"seed {seed}: {phase} did not pass\n{summary}"
