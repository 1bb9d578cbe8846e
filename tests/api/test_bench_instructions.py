"""bench.instructions' harness plays the act waves through this checkout's app in one process,
the load whose instructions it counts (docs/performance.md, "Profiling"): run here without
valgrind, as the counter runs it (a script in the checkout), every act it sends is answered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

from bench.instructions import HARNESS, moves_applied
from bench.stack import NO_RATE_LIMITS, ROOT


def test_the_instruction_counters_load_answers_every_act(redis_url: str) -> None:
    env = {
        **os.environ,
        **NO_RATE_LIMITS,
        "REDIS_URL": redis_url,
        "PYTHONPATH": str(ROOT),
        "TAPETE_QUEUE_NAME": f"instructions-{uuid.uuid4().hex}",
    }
    run = subprocess.run(
        [sys.executable, str(HARNESS), "--harness", "--tables", "4", "--waves", "4", "--no-count"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-3000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result == {"acts": 8, "refused": 0}  # 4 tables, the 2 waves after the warm ones


def test_followed_moves_are_read_off_the_apis_metrics_every_source_and_app() -> None:
    """--followed divides by the moves the served API saved, as its /metrics counts them."""
    metrics = "\n".join(
        [
            "# HELP tapete_moves_applied_total Game moves saved.",
            "# TYPE tapete_moves_applied_total counter",
            'tapete_moves_applied_total{app="default",game="g",source="player"} 120.0',
            'tapete_moves_applied_total{app="default",game="g",source="timeout"} 3.0',
            'tapete_moves_applied_total_created{app="default",game="g"} 1.7e9',
            'tapete_moves_rejected_total{game="g",reason="not_your_turn"} 9.0',
        ]
    )
    assert moves_applied(metrics) == 123.0
