from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RutasCardView")



@_attrs_define
class RutasCardView:
    """ 
        Attributes:
            id (int):
            label (str):
            owner (int):
            rank (int):
            suit (None | str):
     """

    id: int
    label: str
    owner: int
    rank: int
    suit: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        label = self.label

        owner = self.owner

        rank = self.rank

        suit: None | str
        suit = self.suit


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "id": id,
            "label": label,
            "owner": owner,
            "rank": rank,
            "suit": suit,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        label = d.pop("label")

        owner = d.pop("owner")

        rank = d.pop("rank")

        def _parse_suit(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        suit = _parse_suit(d.pop("suit"))


        rutas_card_view = cls(
            id=id,
            label=label,
            owner=owner,
            rank=rank,
            suit=suit,
        )


        rutas_card_view.additional_properties = d
        return rutas_card_view

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
