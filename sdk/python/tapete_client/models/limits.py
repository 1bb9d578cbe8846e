from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Limits")



@_attrs_define
class Limits:
    """ The app's limits (docs/apps.md, "Limits and quotas"), all at once: one left out (or
    null) is unlimited. Reaching one answers 429 `quota_exceeded` naming it.

        Attributes:
            live_tables (int | None | Unset):
            players (int | None | Unset):
            requests_per_minute (int | None | Unset):
     """

    live_tables: int | None | Unset = UNSET
    players: int | None | Unset = UNSET
    requests_per_minute: int | None | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        live_tables: int | None | Unset
        if isinstance(self.live_tables, Unset):
            live_tables = UNSET
        else:
            live_tables = self.live_tables

        players: int | None | Unset
        if isinstance(self.players, Unset):
            players = UNSET
        else:
            players = self.players

        requests_per_minute: int | None | Unset
        if isinstance(self.requests_per_minute, Unset):
            requests_per_minute = UNSET
        else:
            requests_per_minute = self.requests_per_minute


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if live_tables is not UNSET:
            field_dict["live_tables"] = live_tables
        if players is not UNSET:
            field_dict["players"] = players
        if requests_per_minute is not UNSET:
            field_dict["requests_per_minute"] = requests_per_minute

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_live_tables(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        live_tables = _parse_live_tables(d.pop("live_tables", UNSET))


        def _parse_players(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        players = _parse_players(d.pop("players", UNSET))


        def _parse_requests_per_minute(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        requests_per_minute = _parse_requests_per_minute(d.pop("requests_per_minute", UNSET))


        limits = cls(
            live_tables=live_tables,
            players=players,
            requests_per_minute=requests_per_minute,
        )

        return limits

