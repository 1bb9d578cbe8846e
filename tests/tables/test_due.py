"""The long-poll's wake-up arithmetic works on the table's milliseconds (no clock, no Redis)."""

from __future__ import annotations

from service.tables.due import DUE_MARGIN_MS, ms_until_due


def test_no_deadline_means_no_wake_up() -> None:
    assert ms_until_due(None, 1_000) is None


def test_wakes_just_after_a_future_deadline() -> None:
    assert ms_until_due(5_000, 1_000) == 4_000 + DUE_MARGIN_MS


def test_a_passed_deadline_wakes_at_once_never_with_a_negative_timeout() -> None:
    assert ms_until_due(1_000, 5_000) == DUE_MARGIN_MS
