from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rutas_card_view import RutasCardView





T = TypeVar("T", bound="RutasDiscardedEventData")



@_attrs_define
class RutasDiscardedEventData:
    """ 
        Attributes:
            card (RutasCardView):
            seat (int):
     """

    card: RutasCardView
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        card = self.card.to_dict()

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        d = dict(src_dict)
        card = RutasCardView.from_dict(d.pop("card"))




        seat = d.pop("seat")

        rutas_discarded_event_data = cls(
            card=card,
            seat=seat,
        )


        rutas_discarded_event_data.additional_properties = d
        return rutas_discarded_event_data

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
