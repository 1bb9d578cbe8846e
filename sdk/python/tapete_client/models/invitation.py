from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Invitation")



@_attrs_define
class Invitation:
    """ 
        Attributes:
            by (str):
            by_name (str):
            code (str):
            game (str):
            sent_ms (int):
            table_created_ms (int):
     """

    by: str
    by_name: str
    code: str
    game: str
    sent_ms: int
    table_created_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        by = self.by

        by_name = self.by_name

        code = self.code

        game = self.game

        sent_ms = self.sent_ms

        table_created_ms = self.table_created_ms


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "by": by,
            "by_name": by_name,
            "code": code,
            "game": game,
            "sent_ms": sent_ms,
            "table_created_ms": table_created_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        by_name = d.pop("by_name")

        code = d.pop("code")

        game = d.pop("game")

        sent_ms = d.pop("sent_ms")

        table_created_ms = d.pop("table_created_ms")

        invitation = cls(
            by=by,
            by_name=by_name,
            code=code,
            game=game,
            sent_ms=sent_ms,
            table_created_ms=table_created_ms,
        )


        invitation.additional_properties = d
        return invitation

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
