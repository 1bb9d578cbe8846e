from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="LoggedDeletion")



@_attrs_define
class LoggedDeletion:
    """ A deletions log entry, as `GET /admin/deletions` lists it.

        Attributes:
            at_ms (int):
            player (str):
     """

    at_ms: int
    player: str





    def to_dict(self) -> dict[str, Any]:
        at_ms = self.at_ms

        player = self.player


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "at_ms": at_ms,
            "player": player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at_ms = d.pop("at_ms")

        player = d.pop("player")

        logged_deletion = cls(
            at_ms=at_ms,
            player=player,
        )

        return logged_deletion

