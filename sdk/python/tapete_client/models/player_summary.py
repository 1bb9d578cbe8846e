from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.player_summary_kind import PlayerSummaryKind






T = TypeVar("T", bound="PlayerSummary")



@_attrs_define
class PlayerSummary:
    """ 
        Attributes:
            app (str):
            banned (bool):
            created_ms (int):
            id (str):
            kind (PlayerSummaryKind):
            name (str):
     """

    app: str
    banned: bool
    created_ms: int
    id: str
    kind: PlayerSummaryKind
    name: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        app = self.app

        banned = self.banned

        created_ms = self.created_ms

        id = self.id

        kind = self.kind.value

        name = self.name


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "banned": banned,
            "created_ms": created_ms,
            "id": id,
            "kind": kind,
            "name": name,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        app = d.pop("app")

        banned = d.pop("banned")

        created_ms = d.pop("created_ms")

        id = d.pop("id")

        kind = PlayerSummaryKind(d.pop("kind"))




        name = d.pop("name")

        player_summary = cls(
            app=app,
            banned=banned,
            created_ms=created_ms,
            id=id,
            kind=kind,
            name=name,
        )


        player_summary.additional_properties = d
        return player_summary

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
