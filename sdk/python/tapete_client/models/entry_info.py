from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EntryInfo")



@_attrs_define
class EntryInfo:
    """ 
        Attributes:
            checked_in (bool):
            id (str):
            joined_round (int):
            name (str):
            rating (float):
            withdrawn (bool):
     """

    checked_in: bool
    id: str
    joined_round: int
    name: str
    rating: float
    withdrawn: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        checked_in = self.checked_in

        id = self.id

        joined_round = self.joined_round

        name = self.name

        rating = self.rating

        withdrawn = self.withdrawn


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "checked_in": checked_in,
            "id": id,
            "joined_round": joined_round,
            "name": name,
            "rating": rating,
            "withdrawn": withdrawn,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        checked_in = d.pop("checked_in")

        id = d.pop("id")

        joined_round = d.pop("joined_round")

        name = d.pop("name")

        rating = d.pop("rating")

        withdrawn = d.pop("withdrawn")

        entry_info = cls(
            checked_in=checked_in,
            id=id,
            joined_round=joined_round,
            name=name,
            rating=rating,
            withdrawn=withdrawn,
        )


        entry_info.additional_properties = d
        return entry_info

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
