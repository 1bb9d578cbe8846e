"""Shared basics every layer may import: settings, errors, log context, metrics, player names,
networks. Imports nothing else of the project."""
