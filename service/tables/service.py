"""The table service: the one entry point of HTTP controllers and worker jobs. Its parts, one
job each: changes.py (load, transition, compare-and-set save and scheduling), reads.py (views,
streams, events), commands.py (lobby changes and moves), bot_turns.py (bots' moves)."""

from __future__ import annotations

from service.tables.bot_turns import BotTurns
from service.tables.commands import TableCommands
from service.tables.reads import TableReads


class TableService(TableReads, TableCommands, BotTurns):
    """Reads, commands and bot turns over one store, settings and scheduler (see changes.py)."""
