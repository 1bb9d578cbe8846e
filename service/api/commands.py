"""The sequence every lobby handler shares (create, join, quick play, rematch; the host's
settings, bots, start and cancel): one call of a table command, then the caller's view of the
table that command saved. The body and the credential come ready from the route's dependencies
(`payload`, service/http/payload.py; the credential, service/api/auth.py)."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TypeVar

from service.tables.models import Table
from service.tables.service import TableService
from service.tables.views import TableView

M = TypeVar("M")


async def view_after(tables: TableService, token: str, change: Awaitable[Table]) -> TableView:
    """The caller's view of the table a command (`change`, not yet awaited) saves."""
    return await tables.view_after(await change, token)


async def seat_view(
    tables: TableService, taking: Awaitable[tuple[Table, M, str]]
) -> tuple[Table, M, str, TableView]:
    """A command giving the caller a seat (`taking`: the table, the member, the seat's new
    token), with the caller's view of the table it saved."""
    table, member, token = await taking
    return table, member, token, await tables.view_after(table, token)
