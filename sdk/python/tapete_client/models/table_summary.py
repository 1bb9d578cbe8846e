from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="TableSummary")



@_attrs_define
class TableSummary:
    """ 
        Attributes:
            app (str):
            code (str):
            created_ms (int):
            game (str):
            host_name (str):
            members (int):
            status (str):
            version (int):
     """

    app: str
    code: str
    created_ms: int
    game: str
    host_name: str
    members: int
    status: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        app = self.app

        code = self.code

        created_ms = self.created_ms

        game = self.game

        host_name = self.host_name

        members = self.members

        status = self.status

        version = self.version


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "code": code,
            "created_ms": created_ms,
            "game": game,
            "host_name": host_name,
            "members": members,
            "status": status,
            "version": version,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        app = d.pop("app")

        code = d.pop("code")

        created_ms = d.pop("created_ms")

        game = d.pop("game")

        host_name = d.pop("host_name")

        members = d.pop("members")

        status = d.pop("status")

        version = d.pop("version")

        table_summary = cls(
            app=app,
            code=code,
            created_ms=created_ms,
            game=game,
            host_name=host_name,
            members=members,
            status=status,
            version=version,
        )


        table_summary.additional_properties = d
        return table_summary

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
