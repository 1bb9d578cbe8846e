"""Benchmarks: scripts run with `python -m bench.<name>` from the repository root."""
