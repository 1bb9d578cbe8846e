"""The short drills of `make drills` (bench/drills): SIGKILL of Redis, the API and a worker
during play loses no answered move, freezes no table and answers no false error; random-code
probes leave no key, and an expired table leaves none; a Swiss under worker and API kills
pairs every round once, loses no result and ends. Each runs on a private stack of real
processes (its own redis-server, never REDIS_URL's)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.drills.profiles import profile
from bench.drills.report import DrillResult, render
from bench.drills.run import run_drill


def assert_all_zero(result: DrillResult) -> None:
    if result.failures:
        pytest.fail("\n" + render([result]), pytrace=False)


@pytest.mark.timeout(120)
@pytest.mark.slow
def test_kill_drill_loses_no_move_freezes_no_table_and_answers_no_false_error(
    tmp_path: Path,
) -> None:
    assert_all_zero(run_drill("kill", quick=True, seed=12, folder=tmp_path, say=lambda _: None))


@pytest.mark.timeout(120)
def test_random_code_probes_and_expired_tables_leave_no_keys(tmp_path: Path) -> None:
    assert_all_zero(run_drill("probes", quick=True, seed=12, folder=tmp_path, say=lambda _: None))


@pytest.mark.timeout(240)
def test_tournament_drill_pairs_every_round_once_and_loses_no_result_under_kills(
    tmp_path: Path,
) -> None:
    result = run_drill("tournament", quick=True, seed=12, folder=tmp_path, say=lambda _: None)
    assert_all_zero(result)


def test_compose_profile_takes_redis_settings_from_the_compose_file() -> None:
    """The drill's `--profile compose` follows deploy/compose.yaml, not a copy of it."""
    compose = profile("compose", environ={})
    args = " ".join(compose.redis_args)
    assert "--appendonly yes" in args and "--appendfsync everysec" in args
    assert "--dir" not in args  # the drill keeps Redis's data in a folder of its own
    assert compose.api_processes == 2
