from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.pair_view_status import PairViewStatus
from typing import cast






T = TypeVar("T", bound="PairView")



@_attrs_define
class PairView:
    """ 
        Attributes:
            index (int):
            seller (int | None):
            status (PairViewStatus):
            totals (list[int]):
     """

    index: int
    seller: int | None
    status: PairViewStatus
    totals: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        index = self.index

        seller: int | None
        seller = self.seller

        status = self.status.value

        totals = self.totals




        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "index": index,
            "seller": seller,
            "status": status,
            "totals": totals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        index = d.pop("index")

        def _parse_seller(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seller = _parse_seller(d.pop("seller"))


        status = PairViewStatus(d.pop("status"))




        totals = cast(list[int], d.pop("totals"))


        pair_view = cls(
            index=index,
            seller=seller,
            status=status,
            totals=totals,
        )


        pair_view.additional_properties = d
        return pair_view

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
