"""Shared basics every layer may import: settings, errors, log context, metrics."""
