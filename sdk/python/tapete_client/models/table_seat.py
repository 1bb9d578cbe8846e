from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TableSeat")



@_attrs_define
class TableSeat:
    """ 
        Attributes:
            app (str):
            code (str):
            created_ms (int):
            game (str):
            host (bool):
            member (int | None):
            name (str):
            status (str):
     """

    app: str
    code: str
    created_ms: int
    game: str
    host: bool
    member: int | None
    name: str
    status: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        app = self.app

        code = self.code

        created_ms = self.created_ms

        game = self.game

        host = self.host

        member: int | None
        member = self.member

        name = self.name

        status = self.status


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "app": app,
            "code": code,
            "created_ms": created_ms,
            "game": game,
            "host": host,
            "member": member,
            "name": name,
            "status": status,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        app = d.pop("app")

        code = d.pop("code")

        created_ms = d.pop("created_ms")

        game = d.pop("game")

        host = d.pop("host")

        def _parse_member(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        member = _parse_member(d.pop("member"))


        name = d.pop("name")

        status = d.pop("status")

        table_seat = cls(
            app=app,
            code=code,
            created_ms=created_ms,
            game=game,
            host=host,
            member=member,
            name=name,
            status=status,
        )


        table_seat.additional_properties = d
        return table_seat

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
