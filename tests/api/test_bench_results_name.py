"""`make bench` never replaces an earlier run's results: a second run of the same day takes the
day's name with the next free letter (`b`, `c`...), as the committed runs are named."""

from __future__ import annotations

from pathlib import Path

from bench.run import free_stem


def test_a_run_of_the_same_day_takes_the_next_free_letter(tmp_path: Path) -> None:
    assert free_stem(tmp_path, "2026-12-05") == tmp_path / "2026-12-05"
    (tmp_path / "2026-12-05.json").write_text("{}")
    assert free_stem(tmp_path, "2026-12-05") == tmp_path / "2026-12-05b"
    (tmp_path / "2026-12-05b.json").write_text("{}")
    assert free_stem(tmp_path, "2026-12-05") == tmp_path / "2026-12-05c"
    assert free_stem(tmp_path, "2026-12-05-quick") == tmp_path / "2026-12-05-quick"
