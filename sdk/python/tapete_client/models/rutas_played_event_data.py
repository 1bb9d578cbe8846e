from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.rutas_card_view import RutasCardView





T = TypeVar("T", bound="RutasPlayedEventData")



@_attrs_define
class RutasPlayedEventData:
    """ 
        Attributes:
            card (RutasCardView):
            owner (int):
            position (int):
            route (int):
            seat (int):
     """

    card: RutasCardView
    owner: int
    position: int
    route: int
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        card = self.card.to_dict()

        owner = self.owner

        position = self.position

        route = self.route

        seat = self.seat


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "card": card,
            "owner": owner,
            "position": position,
            "route": route,
            "seat": seat,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rutas_card_view import RutasCardView # noqa: PLC0415
        d = dict(src_dict)
        card = RutasCardView.from_dict(d.pop("card"))




        owner = d.pop("owner")

        position = d.pop("position")

        route = d.pop("route")

        seat = d.pop("seat")

        rutas_played_event_data = cls(
            card=card,
            owner=owner,
            position=position,
            route=route,
            seat=seat,
        )


        rutas_played_event_data.additional_properties = d
        return rutas_played_event_data

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
