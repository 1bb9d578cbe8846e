from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.reporter_role import ReporterRole
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="Reporter")



@_attrs_define
class Reporter:
    """ 
        Attributes:
            name (str):
            role (ReporterRole):
            member (int | None | Unset):
            player (None | str | Unset):
            seat (int | None | Unset):
     """

    name: str
    role: ReporterRole
    member: int | None | Unset = UNSET
    player: None | str | Unset = UNSET
    seat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        role = self.role.value

        member: int | None | Unset
        if isinstance(self.member, Unset):
            member = UNSET
        else:
            member = self.member

        player: None | str | Unset
        if isinstance(self.player, Unset):
            player = UNSET
        else:
            player = self.player

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "name": name,
            "role": role,
        })
        if member is not UNSET:
            field_dict["member"] = member
        if player is not UNSET:
            field_dict["player"] = player
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        role = ReporterRole(d.pop("role"))




        def _parse_member(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        member = _parse_member(d.pop("member", UNSET))


        def _parse_player(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        player = _parse_player(d.pop("player", UNSET))


        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))


        reporter = cls(
            name=name,
            role=role,
            member=member,
            player=player,
            seat=seat,
        )


        reporter.additional_properties = d
        return reporter

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
