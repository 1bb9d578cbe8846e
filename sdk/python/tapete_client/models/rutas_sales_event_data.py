from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RutasSalesEventData")



@_attrs_define
class RutasSalesEventData:
    """ 
        Attributes:
            sellers (list[int | None]):
     """

    sellers: list[int | None]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        sellers = []
        for sellers_item_data in self.sellers:
            sellers_item: int | None
            sellers_item = sellers_item_data
            sellers.append(sellers_item)




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "sellers": sellers,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sellers = []
        _sellers = d.pop("sellers")
        for sellers_item_data in (_sellers):
            def _parse_sellers_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            sellers_item = _parse_sellers_item(sellers_item_data)

            sellers.append(sellers_item)


        rutas_sales_event_data = cls(
            sellers=sellers,
        )


        rutas_sales_event_data.additional_properties = d
        return rutas_sales_event_data

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
