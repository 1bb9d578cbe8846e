from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.rutas_card_view import RutasCardView





T = TypeVar("T", bound="RutasDrewEventData")



@_attrs_define
class RutasDrewEventData:
    """ 
        Attributes:
            deck_count (int):
            seat (int):
            card (RutasCardView | Unset):
     """

    deck_count: int
    seat: int
    card: RutasCardView | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        deck_count = self.deck_count

        seat = self.seat

        card: dict[str, Any] | Unset = UNSET
        if not isinstance(self.card, Unset):
            card = self.card.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "deck_count": deck_count,
            "seat": seat,
        })
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        d = dict(src_dict)
        deck_count = d.pop("deck_count")

        seat = d.pop("seat")

        _card = d.pop("card", UNSET)
        card: RutasCardView | Unset
        if isinstance(_card,  Unset):
            card = UNSET
        else:
            card = RutasCardView.from_dict(_card)




        rutas_drew_event_data = cls(
            deck_count=deck_count,
            seat=seat,
            card=card,
        )


        rutas_drew_event_data.additional_properties = d
        return rutas_drew_event_data

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
