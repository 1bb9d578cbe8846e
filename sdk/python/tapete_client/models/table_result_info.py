from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="TableResultInfo")



@_attrs_define
class TableResultInfo:
    """ 
        Attributes:
            forfeits (list[str]):
            placements (list[int]):
     """

    forfeits: list[str]
    placements: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        forfeits = self.forfeits



        placements = self.placements




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "forfeits": forfeits,
            "placements": placements,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        forfeits = cast(list[str], d.pop("forfeits"))


        placements = cast(list[int], d.pop("placements"))


        table_result_info = cls(
            forfeits=forfeits,
            placements=placements,
        )


        table_result_info.additional_properties = d
        return table_result_info

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
